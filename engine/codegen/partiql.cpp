// The PartiQL statement(s) equivalent to an operation, where DynamoDB's PartiQL has one:
// expressions are translated from their parsed trees (placeholders resolved), values written
// as PartiQL literals. What PartiQL cannot say (parallel Scan segments, if_not_exists, ADD to a
// number, binary literals) is a ValidationException naming it.
#include "codegen/generators.h"
#include "codegen/operation_flow.h"
#include "codegen/quoting.h"

#include "expr/ast.h"

#include <tablesmith/expression.h>

#include <boost/json/serialize.hpp>

namespace tablesmith::codegen {
namespace json = boost::json;
namespace {

using namespace expr::ast;

Error noEquivalent(std::string what)
{
    return Error::validation("No PartiQL equivalent: " + what);
}

struct Context {
    const json::object &request;
    expr::Placeholders placeholders;
    explicit Context(const json::object &r)
        : request(r),
          placeholders(objectOf("ExpressionAttributeNames"), objectOf("ExpressionAttributeValues"))
    {
    }
    const json::object *objectOf(std::string_view member) const
    {
        const json::value *v = request.if_contains(member);
        return v && v->is_object() ? &v->get_object() : nullptr;
    }
    std::optional<std::string> text(std::string_view member) const
    {
        const json::value *v = request.if_contains(member);
        return v && v->is_string() ? std::optional<std::string>(v->get_string()) : std::nullopt;
    }
};

Result<std::string> valueText(const AttributeValue &value)
{
    switch (value.type()) {
    case AttributeType::S:
        return partiqlString(*value.as<std::string>());
    case AttributeType::N:
        return value.as<Decimal>()->toString();
    case AttributeType::BOOL:
        return std::string(*value.as<bool>() ? "true" : "false");
    case AttributeType::NUL:
        return std::string("null");
    case AttributeType::B:
    case AttributeType::BS:
        return noEquivalent("PartiQL has no literal for binary values (pass them as ? "
                            "parameters of ExecuteStatement)");
    default:
        break;
    }
    std::string open = value.type() == AttributeType::M   ? "{"
                       : value.type() == AttributeType::L ? "["
                                                          : "<<";
    std::string close = open == "{" ? "}" : open == "[" ? "]" : ">>";
    std::string out = open;
    auto append = [&](std::string text) { out += (out.size() > open.size() ? ", " : "") + text; };
    if (const Item *map = value.as<Item>())
        for (const auto &[name, element] : *map) {
            TS_TRY_ASSIGN(std::string text, valueText(element));
            append(partiqlString(name) + ": " + text);
        }
    if (const auto *list = value.as<AttributeValue::List>())
        for (const AttributeValue &element : *list) {
            TS_TRY_ASSIGN(std::string text, valueText(element));
            append(text);
        }
    if (const auto *strings = value.as<AttributeValue::StringSet>())
        for (const std::string &s : *strings)
            append(partiqlString(s));
    if (const auto *numbers = value.as<AttributeValue::NumberSet>())
        for (const Decimal &n : *numbers)
            append(n.toString());
    return out + close;
}

std::string pathText(const expr::Path &path)
{
    std::string out;
    for (const expr::PathElement &step : path)
        out += step.name.empty() ? "[" + std::to_string(step.index) + "]"
                                 : (out.empty() ? "" : ".") + partiqlName(step.name);
    return out;
}

Result<std::string> operandText(const Operand &operand)
{
    switch (operand.kind) {
    case Operand::Kind::Path:
        return pathText(operand.path.resolved);
    case Operand::Kind::Value:
        return valueText(operand.value);
    case Operand::Kind::Plus:
    case Operand::Kind::Minus: {
        TS_TRY_ASSIGN(std::string left, operandText(operand.args[0]));
        TS_TRY_ASSIGN(std::string right, operandText(operand.args[1]));
        return left + (operand.kind == Operand::Kind::Plus ? " + " : " - ") + right;
    }
    case Operand::Kind::Call:
        break;
    }
    if (operand.function == Function::IfNotExists)
        return noEquivalent("if_not_exists has none in PartiQL's UPDATE");
    std::string out = operand.function == Function::ListAppend ? "list_append(" : "size(";
    for (const Operand &arg : operand.args) {
        TS_TRY_ASSIGN(std::string text, operandText(arg));
        out += (&arg == &operand.args.front() ? "" : ", ") + text;
    }
    return out + ")";
}

Result<std::string> callText(const Operand &call)
{
    TS_TRY_ASSIGN(std::string subject, operandText(call.args[0]));
    if (call.function == Function::AttributeExists)
        return subject + " IS NOT MISSING";
    if (call.function == Function::AttributeNotExists)
        return subject + " IS MISSING";
    std::string name = call.function == Function::BeginsWith ? "begins_with"
                       : call.function == Function::Contains ? "contains"
                                                             : "attribute_type";
    TS_TRY_ASSIGN(std::string argument, operandText(call.args[1]));
    return name + "(" + subject + ", " + argument + ")";
}

Result<std::string> conditionText(const ConditionNode &node)
{
    switch (node.kind) {
    case ConditionNode::Kind::Or:
    case ConditionNode::Kind::And: {
        TS_TRY_ASSIGN(std::string left, conditionText(node.children[0]));
        TS_TRY_ASSIGN(std::string right, conditionText(node.children[1]));
        return "(" + left + (node.kind == ConditionNode::Kind::Or ? " OR " : " AND ") + right + ")";
    }
    case ConditionNode::Kind::Not: {
        TS_TRY_ASSIGN(std::string inner, conditionText(node.children[0]));
        return "NOT " + inner;
    }
    case ConditionNode::Kind::Compare: {
        TS_TRY_ASSIGN(std::string left, operandText(node.operands[0]));
        TS_TRY_ASSIGN(std::string right, operandText(node.operands[1]));
        return left + " " + std::string(comparisonText(node.comparison)) + " " + right;
    }
    case ConditionNode::Kind::Between: {
        TS_TRY_ASSIGN(std::string subject, operandText(node.operands[0]));
        TS_TRY_ASSIGN(std::string low, operandText(node.operands[1]));
        TS_TRY_ASSIGN(std::string high, operandText(node.operands[2]));
        return subject + " BETWEEN " + low + " AND " + high;
    }
    case ConditionNode::Kind::In: {
        TS_TRY_ASSIGN(std::string subject, operandText(node.operands[0]));
        std::string out = subject + " IN [";
        for (std::size_t i = 1; i < node.operands.size(); ++i) {
            TS_TRY_ASSIGN(std::string value, operandText(node.operands[i]));
            out += (i > 1 ? ", " : "") + value;
        }
        return out + "]";
    }
    case ConditionNode::Kind::Call:
        return callText(node.operands[0]);
    }
    return std::string();
}

// The condition of `member` (FilterExpression / ConditionExpression), or nothing.
Result<std::optional<std::string>> condition(Context &context, std::string_view member)
{
    auto text = context.text(member);
    if (!text)
        return std::optional<std::string>();
    TS_TRY_ASSIGN(expr::Condition parsed, expr::parseCondition(*text, context.placeholders));
    TS_TRY_ASSIGN(std::string rendered, conditionText(*parsed.root()));
    return std::optional<std::string>(rendered);
}

Result<std::string> keyWhere(const json::value *key)
{
    if (!key)
        return noEquivalent("the request has no Key");
    TS_TRY_ASSIGN(Item item, itemFromJson(*key));
    std::string out;
    for (const auto &[name, value] : item) {
        TS_TRY_ASSIGN(std::string text, valueText(value));
        out += (out.empty() ? "" : " AND ") + partiqlName(name) + " = " + text;
    }
    return out;
}

Result<std::string> projection(Context &context)
{
    auto text = context.text("ProjectionExpression");
    if (!text)
        return std::string("*");
    TS_TRY_ASSIGN(auto paths, expr::parseProjection(*text, context.placeholders));
    std::string out;
    for (const expr::Path &path : paths)
        out += (out.empty() ? "" : ", ") + pathText(path);
    return out;
}

std::string from(const json::object &request)
{
    std::string out = partiqlName(request.at("TableName").as_string());
    if (const json::value *index = request.if_contains("IndexName"))
        out += "." + partiqlName(index->as_string());
    return out;
}

std::string returning(const json::object &request)
{
    const json::value *value = request.if_contains("ReturnValues");
    std::string mode = value && value->is_string() ? std::string(value->get_string()) : "NONE";
    if (mode == "ALL_OLD")
        return " RETURNING ALL OLD *";
    if (mode == "UPDATED_OLD")
        return " RETURNING MODIFIED OLD *";
    if (mode == "ALL_NEW")
        return " RETURNING ALL NEW *";
    if (mode == "UPDATED_NEW")
        return " RETURNING MODIFIED NEW *";
    return "";
}

Result<std::string> selectItem(const json::object &request)
{
    Context context(request);
    TS_TRY_ASSIGN(std::string what, projection(context));
    TS_TRY_ASSIGN(std::string where, keyWhere(request.if_contains("Key")));
    return "SELECT " + what + " FROM " + from(request) + " WHERE " + where;
}

std::string sortKeyText(const expr::KeyCondition &key, const std::string &value,
                        const std::string &value2)
{
    using Op = expr::KeyCondition::SortOp;
    std::string name = partiqlName(key.sortKeyName);
    switch (key.sortOp) {
    case Op::BeginsWith:
        return "begins_with(" + name + ", " + value + ")";
    case Op::Between:
        return name + " BETWEEN " + value + " AND " + value2;
    case Op::EQ:
        return name + " = " + value;
    case Op::LT:
        return name + " < " + value;
    case Op::LE:
        return name + " <= " + value;
    case Op::GT:
        return name + " > " + value;
    case Op::GE:
        return name + " >= " + value;
    case Op::None:
        break;
    }
    return "";
}

Result<std::string> select(const json::object &request, bool query)
{
    if (request.contains("Segment") || request.contains("TotalSegments"))
        return noEquivalent("a parallel Scan's Segment / TotalSegments");
    Context context(request);
    TS_TRY_ASSIGN(std::string what, projection(context));
    std::string where, order;
    if (query) {
        auto text = context.text("KeyConditionExpression");
        if (!text)
            return noEquivalent("a Query without KeyConditionExpression");
        TS_TRY_ASSIGN(auto key, expr::parseKeyCondition(*text, context.placeholders));
        TS_TRY_ASSIGN(std::string pk, valueText(key.partitionKeyValue));
        where = partiqlName(key.partitionKeyName) + " = " + pk;
        if (key.sortOp != expr::KeyCondition::SortOp::None) {
            TS_TRY_ASSIGN(std::string v1, valueText(key.sortKeyValue));
            std::string v2;
            if (key.sortOp == expr::KeyCondition::SortOp::Between) {
                TS_TRY_ASSIGN(v2, valueText(key.sortKeyValue2));
            }
            where += " AND " + sortKeyText(key, v1, v2);
        }
        const json::value *forward = request.if_contains("ScanIndexForward");
        if (forward && forward->is_bool() && !forward->get_bool())
            order = key.sortKeyName.empty() ? ""
                                            : " ORDER BY " + partiqlName(key.sortKeyName) + " DESC";
    }
    TS_TRY_ASSIGN(auto filter, condition(context, "FilterExpression"));
    if (filter)
        where += (where.empty() ? "" : " AND ") + *filter;
    return "SELECT " + what + " FROM " + from(request) + (where.empty() ? "" : " WHERE " + where) +
           order;
}

Result<std::string> insert(const json::object &request)
{
    Context context(request);
    TS_TRY_ASSIGN(auto check, condition(context, "ConditionExpression"));
    if (check && check->find("IS MISSING") == std::string::npos)
        return noEquivalent("INSERT takes no condition other than the item's absence");
    TS_TRY_ASSIGN(Item item, itemFromJson(request.at("Item")));
    TS_TRY_ASSIGN(std::string value, valueText(AttributeValue(item)));
    return "INSERT INTO " + from(request) + " VALUE " + value;
}

Result<std::string> updateActions(Context &context)
{
    auto text = context.text("UpdateExpression");
    if (!text)
        return noEquivalent("an UpdateItem without UpdateExpression");
    TS_TRY_ASSIGN(auto update, expr::parseUpdate(*text, context.placeholders));
    std::string out;
    for (const UpdateAction &action : update.actions()) {
        std::string path = pathText(action.path.resolved);
        if (action.kind == UpdateAction::Kind::Remove) {
            out += " REMOVE " + path;
            continue;
        }
        TS_TRY_ASSIGN(std::string value, operandText(action.value));
        if (action.kind == UpdateAction::Kind::Set) {
            out += " SET " + path + " = " + value;
        } else if (action.value.value.type() == AttributeType::N) {
            return noEquivalent("ADD to a number (PartiQL's SET a = a + n fails where a is "
                                "missing)");
        } else {
            out += " SET " + path + " = " +
                   (action.kind == UpdateAction::Kind::Add ? "set_add(" : "set_delete(") + path +
                   ", " + value + ")";
        }
    }
    return out;
}

Result<std::string> update(const json::object &request)
{
    Context context(request);
    TS_TRY_ASSIGN(std::string actions, updateActions(context));
    TS_TRY_ASSIGN(std::string where, keyWhere(request.if_contains("Key")));
    TS_TRY_ASSIGN(auto check, condition(context, "ConditionExpression"));
    return "UPDATE " + from(request) + actions + " WHERE " + where +
           (check ? " AND " + *check : "") + returning(request);
}

Result<std::string> remove(const json::object &request)
{
    Context context(request);
    TS_TRY_ASSIGN(std::string where, keyWhere(request.if_contains("Key")));
    TS_TRY_ASSIGN(auto check, condition(context, "ConditionExpression"));
    return "DELETE FROM " + from(request) + " WHERE " + where + (check ? " AND " + *check : "") +
           returning(request);
}

Result<std::string> conditionCheck(const json::object &request)
{
    Context context(request);
    TS_TRY_ASSIGN(std::string where, keyWhere(request.if_contains("Key")));
    TS_TRY_ASSIGN(auto check, condition(context, "ConditionExpression"));
    return "EXISTS(SELECT * FROM " + from(request) + " WHERE " + where +
           (check ? " AND " + *check : "") + ")";
}

Result<std::string> statementFor(std::string_view operation, const json::object &request)
{
    if (operation == "GetItem" || operation == "Get")
        return selectItem(request);
    if (operation == "Query")
        return select(request, true);
    if (operation == "Scan")
        return select(request, false);
    if (operation == "PutItem" || operation == "Put")
        return insert(request);
    if (operation == "UpdateItem" || operation == "Update")
        return update(request);
    if (operation == "DeleteItem" || operation == "Delete")
        return remove(request);
    if (operation == "ConditionCheck")
        return conditionCheck(request);
    return noEquivalent(std::string(operation));
}

// BatchGetItem's keys become one SELECT each (BatchExecuteStatement).
Result<std::vector<std::string>> batchGet(const json::object &request)
{
    std::vector<std::string> statements;
    for (const auto &[table, entry] : request.at("RequestItems").as_object()) {
        json::object get = entry.as_object();
        get.erase("Keys");
        get.erase("ConsistentRead");
        get["TableName"] = table;
        for (const json::value &key : entry.as_object().at("Keys").as_array()) {
            get["Key"] = key;
            TS_TRY_ASSIGN(std::string statement, selectItem(get));
            statements.push_back(std::move(statement));
        }
    }
    return statements;
}

Result<std::vector<std::string>> batchWrite(const json::object &request)
{
    std::vector<std::string> statements;
    for (const auto &[table, writes] : request.at("RequestItems").as_object())
        for (const json::value &write : writes.as_array()) {
            const json::object &entry = write.as_object();
            bool put = entry.contains("PutRequest");
            json::object body = entry.at(put ? "PutRequest" : "DeleteRequest").as_object();
            body["TableName"] = table;
            TS_TRY_ASSIGN(std::string statement, put ? insert(body) : remove(body));
            statements.push_back(std::move(statement));
        }
    return statements;
}

Result<std::vector<std::string>> transaction(const json::object &request)
{
    std::vector<std::string> statements;
    for (const json::value &item : request.at("TransactItems").as_array())
        for (const auto &[action, body] : item.as_object()) {
            TS_TRY_ASSIGN(std::string statement, statementFor(action, body.as_object()));
            statements.push_back(std::move(statement));
        }
    return statements;
}

// PartiQL requests already are statements: shown with their parameters.
std::string given(const json::object &request)
{
    std::string out = std::string(request.at("Statement").as_string());
    if (const json::value *parameters = request.if_contains("Parameters"))
        out = "-- Parameters: " + json::serialize(*parameters) + "\n" + out;
    return out;
}

Result<std::vector<std::string>> statements(const OperationRequest &request)
{
    const json::object &r = request.request;
    const std::string &op = request.operation;
    if (op == "BatchGetItem")
        return batchGet(r);
    if (op == "BatchWriteItem")
        return batchWrite(r);
    if (op == "TransactGetItems" || op == "TransactWriteItems")
        return transaction(r);
    if (op == "ExecuteStatement")
        return std::vector<std::string>{given(r)};
    if (op == "BatchExecuteStatement" || op == "ExecuteTransaction") {
        std::vector<std::string> out;
        for (const json::value &s :
             r.at(op == "ExecuteTransaction" ? "TransactStatements" : "Statements").as_array())
            out.push_back(given(s.as_object()));
        return out;
    }
    TS_TRY_ASSIGN(std::string statement, statementFor(op, r));
    return std::vector<std::string>{statement};
}

std::string notes(const OperationRequest &request)
{
    const std::string &op = request.operation;
    std::string out;
    if (op == "BatchGetItem" || op == "BatchWriteItem")
        out += "-- Run with BatchExecuteStatement (one statement per entry).\n";
    if (op == "TransactGetItems" || op == "TransactWriteItems")
        out += "-- Run with ExecuteTransaction (all or none).\n";
    if (op == "PutItem" && !request.request.contains("ConditionExpression"))
        out += "-- INSERT fails with DuplicateItemException where PutItem would replace the "
               "item.\n";
    if (op == "UpdateItem")
        out += "-- UPDATE fails with ConditionalCheckFailedException where the item does not "
               "exist; UpdateItem would create it.\n";
    if (const json::value *forward = request.request.if_contains("ScanIndexForward");
        forward && *forward == false)
        out += "-- Newest first (ScanIndexForward false): PartiQL says ORDER BY <sort key> DESC "
               "where the key condition names the sort key.\n";
    if (const json::value *limit = request.request.if_contains("Limit"))
        out += "-- Pass Limit " + json::serialize(*limit) + " to ExecuteStatement.\n";
    return out;
}

} // namespace

Result<GeneratedCode> generatePartiql(const OperationRequest &request)
{
    Result<std::vector<std::string>> list = [&]() -> Result<std::vector<std::string>> {
        try {
            return statements(request);
        } catch (const std::exception &) { // a member of the wrong JSON type
            return Error::validation("The request is not valid for " + request.operation);
        }
    }();
    if (!list)
        return list.takeError();
    std::string text = "-- " + title(request) + ", generated by Tablesmith.\n" + notes(request);
    for (const std::string &statement : *list)
        text += statement + "\n";
    return GeneratedCode{std::move(text), "statement.partiql", ""};
}

} // namespace tablesmith::codegen
