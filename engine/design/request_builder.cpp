// OperationForm -> request (request_builder.h).

#include <tablesmith/request_builder.h>
#include <tablesmith/partiql.h>

#include "design/expression_writer.h"

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>

#include <algorithm>

namespace tablesmith::builder {
namespace json = boost::json;
namespace {

std::string indexed(const std::string &field, std::size_t i)
{
    return field + "[" + std::to_string(i) + "]";
}

// Writes the parts of one request: the form, where its errors go, and its expressions.
class RequestWriter {
public:
    RequestWriter(const OperationForm &form, std::vector<FieldError> &errors, std::string prefix)
        : m_form(form), m_errors(errors), m_prefix(std::move(prefix)), m_expressions(errors)
    {}

    json::object write();

private:
    std::string field(const std::string &name) const { return m_prefix + name; }
    void error(const std::string &name, std::string message)
    {
        m_errors.push_back({field(name), std::move(message)});
    }
    void table(json::object &request);
    json::object key();
    json::object item();
    void keyCondition(json::object &request);
    void expression(json::object &request, const char *name, const ConditionGroup &group,
                    const std::string &fieldName);
    void projection(json::object &request);
    void update(json::object &request);
    void options(json::object &request);
    void readOptions(json::object &request);

    const OperationForm &m_form;
    std::vector<FieldError> &m_errors;
    std::string m_prefix;
    ExpressionWriter m_expressions;
};

void RequestWriter::table(json::object &request)
{
    if (m_form.tableName.empty())
        error("tableName", "A table is needed");
    request["TableName"] = m_form.tableName;
}

json::object RequestWriter::key()
{
    json::object key;
    if (m_form.key.empty())
        error("key", "The item's key is needed");
    for (std::size_t i = 0; i < m_form.key.size(); ++i) {
        const KeyField &part = m_form.key[i];
        auto value = toAttributeValue(part.value);
        if (!value)
            error(indexed("key", i), value.error().message);
        else if ((part.value.type == "S" || part.value.type == "B") && part.value.text.empty())
            error(indexed("key", i), "A key value is needed");
        else
            key[part.name] = toJson(*value);
    }
    return key;
}

json::object RequestWriter::item()
{
    boost::system::error_code ec;
    json::value parsed = json::parse(m_form.item, ec);
    if (ec || !parsed.is_object()) {
        error("item", "The item is a JSON object of DynamoDB values");
        return {};
    }
    if (auto decoded = itemFromJson(parsed.get_object()); !decoded)
        error("item", decoded.error().message);
    return std::move(parsed.get_object());
}

void RequestWriter::keyCondition(json::object &request)
{
    const KeyField &pk = m_form.partitionKey;
    std::string text = m_expressions.name(pk.name) + " = "
        + m_expressions.value(pk.value, pk.name, field("partitionKey"));
    if (pk.value.text.empty() && pk.value.type != "NULL")
        error("partitionKey", "A partition key value is needed");
    const KeyField &sk = m_form.sortKey;
    const std::string skName = m_expressions.name(sk.name);
    const std::string sortField = field("sortKey");
    switch (m_form.sortKeyOperator) {
    case SortKeyOperator::None:
        break;
    case SortKeyOperator::Between:
        text += " AND " + skName + " BETWEEN " + m_expressions.value(sk.value, sk.name, sortField)
            + " AND " + m_expressions.value(m_form.sortKeyValue2, sk.name, field("sortKeyValue2"));
        break;
    case SortKeyOperator::BeginsWith:
        text += " AND begins_with(" + skName + ", "
            + m_expressions.value(sk.value, sk.name, sortField) + ")";
        break;
    default:
        text += " AND " + skName + " " + std::string(sortKeyOperatorText(m_form.sortKeyOperator))
            + " " + m_expressions.value(sk.value, sk.name, sortField);
    }
    request["KeyConditionExpression"] = text;
}

void RequestWriter::expression(json::object &request, const char *name,
                               const ConditionGroup &group, const std::string &fieldName)
{
    const std::string text = m_expressions.condition(group, field(fieldName));
    if (!text.empty())
        request[name] = text;
}

void RequestWriter::projection(json::object &request)
{
    std::string text;
    for (std::size_t i = 0; i < m_form.projection.size(); ++i)
        text += (i ? ", " : "")
            + m_expressions.path(m_form.projection[i], field(indexed("projection", i)));
    if (!text.empty())
        request["ProjectionExpression"] = text;
}

void RequestWriter::update(json::object &request)
{
    std::string clauses[4]; // SET, REMOVE, ADD, DELETE
    for (std::size_t i = 0; i < m_form.updates.size(); ++i) {
        const UpdateAction &action = m_form.updates[i];
        const std::string at = field(indexed("updates", i));
        const std::string path = m_expressions.path(action.path, at + ".path");
        auto value = [&] {
            return m_expressions.value(action.value, action.path, at + ".value");
        };
        std::string text;
        int clause = 0;
        switch (action.kind) {
        case UpdateKind::Set: text = path + " = " + value(); break;
        case UpdateKind::SetIfNotExists:
            text = path + " = if_not_exists(" + path + ", " + value() + ")";
            break;
        case UpdateKind::ListAppend:
            text = path + " = list_append(" + path + ", " + value() + ")";
            break;
        case UpdateKind::ListPrepend:
            text = path + " = list_append(" + value() + ", " + path + ")";
            break;
        case UpdateKind::Increment: text = path + " = " + path + " + " + value(); break;
        case UpdateKind::Decrement: text = path + " = " + path + " - " + value(); break;
        case UpdateKind::Remove: text = path; clause = 1; break;
        case UpdateKind::Add: text = path + " " + value(); clause = 2; break;
        case UpdateKind::Delete: text = path + " " + value(); clause = 3; break;
        }
        clauses[clause] += (clauses[clause].empty() ? "" : ", ") + text;
    }
    static const char *const keywords[4] = {"SET ", "REMOVE ", "ADD ", "DELETE "};
    std::string text;
    for (int c = 0; c < 4; ++c)
        if (!clauses[c].empty())
            text += (text.empty() ? "" : " ") + std::string(keywords[c]) + clauses[c];
    if (text.empty())
        error("updates", "At least one update action is needed");
    request["UpdateExpression"] = text;
}

void RequestWriter::options(json::object &request)
{
    if (!m_form.returnValues.empty() && m_form.returnValues != "NONE")
        request["ReturnValues"] = m_form.returnValues;
    if (!m_form.returnValuesOnConditionCheckFailure.empty()
        && m_form.returnValuesOnConditionCheckFailure != "NONE")
        request["ReturnValuesOnConditionCheckFailure"] =
            m_form.returnValuesOnConditionCheckFailure;
    if (!m_form.returnConsumedCapacity.empty() && m_form.returnConsumedCapacity != "NONE")
        request["ReturnConsumedCapacity"] = m_form.returnConsumedCapacity;
}

void RequestWriter::readOptions(json::object &request)
{
    if (!m_form.indexName.empty())
        request["IndexName"] = m_form.indexName;
    if (!m_form.select.empty())
        request["Select"] = m_form.select;
    if (m_form.limit) {
        if (*m_form.limit < 1)
            error("limit", "Limit is at least 1");
        request["Limit"] = *m_form.limit;
    }
    if (m_form.consistentRead)
        request["ConsistentRead"] = true;
    if (m_form.exclusiveStartKey)
        request["ExclusiveStartKey"] = *m_form.exclusiveStartKey;
}

json::object RequestWriter::write()
{
    json::object request;
    const Operation op = m_form.operation;
    table(request);
    switch (op) {
    case Operation::GetItem:
        request["Key"] = key();
        projection(request);
        if (m_form.consistentRead)
            request["ConsistentRead"] = true;
        break;
    case Operation::PutItem:
        request["Item"] = item();
        expression(request, "ConditionExpression", m_form.condition, "condition");
        break;
    case Operation::UpdateItem:
        request["Key"] = key();
        update(request);
        expression(request, "ConditionExpression", m_form.condition, "condition");
        break;
    case Operation::DeleteItem:
    case Operation::ConditionCheck:
        request["Key"] = key();
        expression(request, "ConditionExpression", m_form.condition, "condition");
        if (op == Operation::ConditionCheck && m_form.condition.empty())
            error("condition", "A condition check needs a condition");
        break;
    case Operation::Query:
        keyCondition(request);
        [[fallthrough]];
    case Operation::Scan:
        expression(request, "FilterExpression", m_form.filter, "filter");
        projection(request);
        readOptions(request);
        if (op == Operation::Query && !m_form.scanIndexForward)
            request["ScanIndexForward"] = false;
        if (op == Operation::Scan && (m_form.segment || m_form.totalSegments)) {
            if (!m_form.segment || !m_form.totalSegments
                || *m_form.segment >= *m_form.totalSegments || *m_form.segment < 0)
                error("segment", "Segment is from 0 to TotalSegments - 1; set both");
            request["Segment"] = m_form.segment.value_or(0);
            request["TotalSegments"] = m_form.totalSegments.value_or(1);
        }
        break;
    default:
        break;
    }
    options(request);
    m_expressions.finish(request);
    return request;
}

} // namespace

std::size_t parameterMarks(std::string_view statement)
{
    const std::vector<partiql::Token> tokens = partiql::tokenize(statement);
    return static_cast<std::size_t>(std::ranges::count(tokens, partiql::Token::Kind::Parameter,
                                                        &partiql::Token::kind));
}

bool fitParameters(Statement &statement)
{
    const std::size_t marks = parameterMarks(statement.text);
    std::vector<TypedValue> &parameters = statement.parameters;
    const std::size_t before = parameters.size();
    if (parameters.size() < marks)
        parameters.resize(marks);
    while (parameters.size() > marks && parameters.back().text.empty())
        parameters.pop_back();
    return parameters.size() != before;
}

namespace {

json::array statementParameters(const Statement &statement, const std::string &field,
                                std::vector<FieldError> &errors)
{
    json::array parameters;
    for (std::size_t i = 0; i < statement.parameters.size(); ++i) {
        auto value = toAttributeValue(statement.parameters[i]);
        if (!value)
            errors.push_back({indexed(field + ".parameters", i), value.error().message});
        else
            parameters.push_back(toJson(*value));
    }
    const std::size_t marks = parameterMarks(statement.text);
    if (marks != statement.parameters.size())
        errors.push_back({field + ".parameters", "The statement has " + std::to_string(marks)
                                                    + " ? and "
                                                    + std::to_string(statement.parameters.size())
                                                    + " parameters"});
    return parameters;
}

json::object statementRequest(const Statement &statement, const std::string &field,
                              std::vector<FieldError> &errors)
{
    json::object request;
    if (statement.text.empty())
        errors.push_back({field + ".text", "A statement is needed"});
    request["Statement"] = statement.text;
    json::array parameters = statementParameters(statement, field, errors);
    if (!parameters.empty())
        request["Parameters"] = std::move(parameters);
    return request;
}

void writePartiQL(const OperationForm &form, json::object &request,
                  std::vector<FieldError> &errors)
{
    if (form.statements.empty()) {
        errors.push_back({"statements", "A statement is needed"});
        return;
    }
    if (form.operation == Operation::ExecuteStatement) {
        request = statementRequest(form.statements.front(), "statements[0]", errors);
        if (form.consistentRead)
            request["ConsistentRead"] = true;
        if (form.limit)
            request["Limit"] = *form.limit;
        if (!form.nextToken.empty())
            request["NextToken"] = form.nextToken;
    } else {
        json::array list;
        for (std::size_t i = 0; i < form.statements.size(); ++i)
            list.push_back(statementRequest(form.statements[i], indexed("statements", i), errors));
        request[form.operation == Operation::ExecuteTransaction ? "TransactStatements"
                                                                : "Statements"] = std::move(list);
    }
    if (!form.returnConsumedCapacity.empty() && form.returnConsumedCapacity != "NONE")
        request["ReturnConsumedCapacity"] = form.returnConsumedCapacity;
}

// BatchGetItem: entries grouped by table, keys in entry order; projection and ConsistentRead
// from the table's first entry (DynamoDB takes one per table).
void writeBatchGet(const OperationForm &form, json::object &requestItems,
                   std::vector<FieldError> &errors)
{
    for (std::size_t i = 0; i < form.entries.size(); ++i) {
        const std::string at = indexed("entries", i) + ".";
        json::object entry = RequestWriter(form.entries[i], errors, at).write();
        auto &group = requestItems[form.entries[i].tableName];
        if (!group.is_object()) {
            group = json::object();
            for (const char *name : {"ProjectionExpression", "ConsistentRead",
                                     "ExpressionAttributeNames"})
                if (auto *value = entry.if_contains(name))
                    group.get_object()[name] = *value;
            group.get_object()["Keys"] = json::array();
        }
        group.get_object()["Keys"].get_array().push_back(entry["Key"]);
    }
}

void writeBatchWrite(const OperationForm &form, json::object &requestItems,
                     std::vector<FieldError> &errors)
{
    for (std::size_t i = 0; i < form.entries.size(); ++i) {
        const OperationForm &entry = form.entries[i];
        const std::string at = indexed("entries", i) + ".";
        json::object written = RequestWriter(entry, errors, at).write();
        json::object wrapped;
        if (entry.operation == Operation::PutItem)
            wrapped["PutRequest"] = json::object{{"Item", written["Item"]}};
        else if (entry.operation == Operation::DeleteItem)
            wrapped["DeleteRequest"] = json::object{{"Key", written["Key"]}};
        else
            errors.push_back({at + "operation", "A batch write puts or deletes items"});
        auto &list = requestItems[entry.tableName];
        if (!list.is_array())
            list = json::array();
        list.get_array().push_back(std::move(wrapped));
    }
}

const char *transactName(Operation op)
{
    switch (op) {
    case Operation::GetItem: return "Get";
    case Operation::PutItem: return "Put";
    case Operation::UpdateItem: return "Update";
    case Operation::DeleteItem: return "Delete";
    case Operation::ConditionCheck: return "ConditionCheck";
    default: return nullptr;
    }
}

void writeEntries(const OperationForm &form, json::object &request,
                  std::vector<FieldError> &errors)
{
    if (form.entries.empty())
        errors.push_back({"entries", "At least one entry is needed"});
    if (form.operation == Operation::BatchGetItem || form.operation == Operation::BatchWriteItem) {
        json::object requestItems;
        if (form.operation == Operation::BatchGetItem)
            writeBatchGet(form, requestItems, errors);
        else
            writeBatchWrite(form, requestItems, errors);
        request["RequestItems"] = std::move(requestItems);
    } else {
        json::array items;
        for (std::size_t i = 0; i < form.entries.size(); ++i) {
            const std::string at = indexed("entries", i) + ".";
            const char *name = transactName(form.entries[i].operation);
            const bool get = form.operation == Operation::TransactGetItems;
            if (!name || get != (form.entries[i].operation == Operation::GetItem)) {
                errors.push_back({at + "operation", "Not an action of this transaction"});
                continue;
            }
            json::object entry = RequestWriter(form.entries[i], errors, at).write();
            entry.erase("ReturnConsumedCapacity");
            entry.erase("ReturnValues");
            items.push_back(json::object{{name, std::move(entry)}});
        }
        request["TransactItems"] = std::move(items);
    }
    if (!form.returnConsumedCapacity.empty() && form.returnConsumedCapacity != "NONE")
        request["ReturnConsumedCapacity"] = form.returnConsumedCapacity;
}

} // namespace

BuiltRequest buildRequest(const OperationForm &form)
{
    BuiltRequest built;
    if (isPartiQL(form.operation))
        writePartiQL(form, built.request, built.errors);
    else if (hasEntries(form.operation))
        writeEntries(form, built.request, built.errors);
    else
        built.request = RequestWriter(form, built.errors, {}).write();
    return built;
}

} // namespace tablesmith::builder
