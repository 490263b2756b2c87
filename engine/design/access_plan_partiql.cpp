// Explain for PartiQL: each statement is planned by the engine's own PartiQL planner
// (tablesmith/partiql.h), the one ExecuteStatement runs with, so the verdict shown is the
// access the statement will get — a Query (equality or IN on the partition key of the table or
// the index named in FROM) or a Scan, or a write by the full key — with the planner's reason.
#include "design/access_plan_parts.h"

#include <tablesmith/partiql.h>

#include <algorithm>

namespace tablesmith::design {

namespace {

// The statement texts of ExecuteStatement, BatchExecuteStatement or ExecuteTransaction.
std::vector<std::string> statementsOf(const OperationRequest &request)
{
    std::vector<std::string> statements;
    const auto add = [&](const json::value &holder) {
        if (const json::value *text =
                holder.is_object() ? holder.get_object().if_contains("Statement") : nullptr;
            text && text->is_string())
            statements.emplace_back(text->get_string());
    };
    if (request.operation == "ExecuteStatement") {
        add(request.request);
        return statements;
    }
    const char *member =
        request.operation == "ExecuteTransaction" ? "TransactStatements" : "Statements";
    if (const json::value *list = request.request.if_contains(member); list && list->is_array())
        for (const json::value &entry : list->get_array())
            add(entry);
    return statements;
}

const json::object *tableNamed(const TableDescriptions &tables, std::string_view name)
{
    const auto found = std::find_if(tables.begin(), tables.end(), [&](const json::object &t) {
        const json::value *n = t.if_contains("TableName");
        return n && n->is_string() && n->get_string() == name;
    });
    return found == tables.end() ? nullptr : &*found;
}

AccessStep stepOf(const partiql::StatementPlan &planned)
{
    AccessStep step;
    step.tableName = planned.tableName;
    step.indexName = planned.indexName;
    step.keyCondition = planned.keyCondition;
    if (planned.operation == "Query") {
        step.kind = AccessKind::Query;
    } else if (planned.operation == "Scan") {
        step.kind = AccessKind::Scan;
    } else {
        step.kind = AccessKind::Write;
        step.action = planned.operation;
    }
    return step;
}

std::string summaryOf(const partiql::StatementPlan &planned)
{
    const std::string target = planned.indexName.empty()
                                   ? "table " + planned.tableName
                                   : "index " + planned.indexName + " of " + planned.tableName;
    if (planned.operation == "Query")
        return "PartiQL SELECT as a Query on " + target;
    if (planned.operation == "Scan")
        return "PartiQL SELECT as a Scan of " + target;
    return "PartiQL as " + planned.operation + " on " + target;
}

// ExecuteStatement's strongly consistent read of a GSI, refused as execution refuses it
// (partiql/select.cpp) once the planner has found the index. Query and Scan only warn of it
// (access_plan_read.cpp): their request is complete without it, and the builder shows why.
Status checkConsistentRead(const OperationRequest &request, const json::object &table,
                           const partiql::StatementPlan &planned)
{
    const json::value *consistent = request.request.if_contains("ConsistentRead");
    const json::value *globals = table.if_contains("GlobalSecondaryIndexes");
    if (request.operation != "ExecuteStatement" || planned.indexName.empty() || !consistent
        || !consistent->is_bool() || !consistent->get_bool() || !globals || !globals->is_array())
        return success();
    for (const json::value &index : globals->get_array())
        if (const json::value *name =
                index.is_object() ? index.get_object().if_contains("IndexName") : nullptr;
            name && name->is_string() && name->get_string() == planned.indexName)
            return Error::validation("Strongly consistent read is not supported on Global "
                                     "Secondary Indexes");
    return success();
}

} // namespace

// The table a statement names: the name after FROM (SELECT, DELETE), INTO (INSERT) or
// UPDATE; empty when there is none.
std::string tableOfStatement(std::string_view statement)
{
    const std::vector<partiql::Token> tokens = partiql::tokenize(statement);
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i].kind != partiql::Token::Kind::Keyword)
            continue;
        std::string keyword = tokens[i].text;
        std::transform(keyword.begin(), keyword.end(), keyword.begin(),
                       [](unsigned char c) { return char(std::toupper(c)); });
        const partiql::Token &next = tokens[i + 1];
        const bool isName = next.kind == partiql::Token::Kind::Identifier ||
                            next.kind == partiql::Token::Kind::QuotedIdentifier;
        if (isName && (keyword == "FROM" || keyword == "INTO" || keyword == "UPDATE"))
            return next.text;
    }
    return {};
}

std::vector<std::string> partiqlTablesNamed(const OperationRequest &request)
{
    std::vector<std::string> names;
    for (const std::string &statement : statementsOf(request)) {
        const std::string name = tableOfStatement(statement);
        if (!name.empty() && std::find(names.begin(), names.end(), name) == names.end())
            names.push_back(name);
    }
    return names;
}

Result<AccessPlan> planPartiql(const OperationRequest &request, const TableDescriptions &tables)
{
    AccessPlan plan;
    const std::vector<std::string> statements = statementsOf(request);
    for (std::size_t i = 0; i < statements.size(); ++i) {
        const std::string name = tableOfStatement(statements[i]);
        const json::object *table = tableNamed(tables, name);
        if (!table && !name.empty())
            return Error{ErrorKind::ResourceNotFoundException,
                         "Requested resource not found: Table: " + name + " not found"};
        if (!table) { // no table named: the planner's own "wasn't well formed" answer
            auto unnamed = partiql::planStatement(statements[i], json::object{});
            if (!unnamed)
                return unnamed.error();
            return Error::validation("Statement wasn't well formed, can't be processed: it "
                                     "names no table");
        }
        TS_TRY_ASSIGN(partiql::StatementPlan planned,
                      partiql::planStatement(statements[i], *table));
        TS_TRY_STATUS(checkConsistentRead(request, *table, planned));
        plan.steps.push_back(stepOf(planned));
        if (i == 0) {
            plan.summary = summaryOf(planned);
            plan.reason = planned.reason;
        }
    }
    if (statements.size() > 1)
        plan.summary = request.operation + ": " + std::to_string(statements.size()) +
                       " statements; the first: " + plan.summary;
    if (plan.steps.empty())
        return Error::validation("The PartiQL request holds no statement");
    return plan;
}

} // namespace tablesmith::design
