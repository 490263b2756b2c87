// Request -> OperationForm (request_builder.h): the engine's own parser reads the expressions,
// and their trees become form rows where a row can say the same thing.

#include <tablesmith/expression.h>
#include <tablesmith/request_builder.h>

#include "expr/ast.h"
#include "value/json_members.h"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

namespace tablesmith::builder {
namespace json = boost::json;
namespace {

Error cannotShow(std::string what)
{
    return Error::validation("The form cannot show " + std::move(what)
                             + "; edit it as text");
}

std::string pathText(const expr::Path &path)
{
    std::vector<PathStep> steps;
    for (const auto &element : path)
        steps.push_back({element.name, element.index});
    return formPathText(steps);
}

// Reads one request's expressions against its placeholders.
class FormReader {
public:
    explicit FormReader(const json::object &request)
        : m_placeholders(objectAt(request, "ExpressionAttributeNames"),
                         objectAt(request, "ExpressionAttributeValues"))
    {}

    Result<std::vector<std::string>> projection(const std::string &text);
    Status keyCondition(const std::string &text, OperationForm &form);
    Result<ConditionGroup> condition(const std::string &text, expr::ExpressionKind kind);
    Result<std::vector<UpdateAction>> update(const std::string &text);

private:
    Result<ConditionRow> row(const expr::ast::ConditionNode &node);
    Result<ConditionGroup> group(const expr::ast::ConditionNode &node);
    Status addChild(const expr::ast::ConditionNode &child, ConditionGroup &group);
    Result<UpdateAction> action(const expr::ast::UpdateAction &action);

    expr::Placeholders m_placeholders;
};

Result<std::vector<std::string>> FormReader::projection(const std::string &text)
{
    TS_TRY_ASSIGN(auto paths, expr::parseProjection(text, m_placeholders));
    std::vector<std::string> out;
    for (const auto &path : paths)
        out.push_back(pathText(path));
    return out;
}

Status FormReader::keyCondition(const std::string &text, OperationForm &form)
{
    TS_TRY_ASSIGN(auto condition, expr::parseKeyCondition(text, m_placeholders));
    form.partitionKey = {condition.partitionKeyName, typedValueOf(condition.partitionKeyValue)};
    form.sortKey = {condition.sortKeyName, typedValueOf(condition.sortKeyValue)};
    form.sortKeyOperator = SortKeyOperator(int(condition.sortOp));
    if (condition.sortOp == expr::KeyCondition::SortOp::None)
        form.sortKey.value = {};
    if (condition.sortOp == expr::KeyCondition::SortOp::Between)
        form.sortKeyValue2 = typedValueOf(condition.sortKeyValue2);
    return success();
}

Result<ConditionRow> FormReader::row(const expr::ast::ConditionNode &node)
{
    using Kind = expr::ast::ConditionNode::Kind;
    using OperandKind = expr::ast::Operand::Kind;
    using Function = expr::ast::Function;
    ConditionRow row;
    const auto &ops = node.kind == Kind::Call ? node.operands.at(0).args : node.operands;
    if (ops.empty())
        return cannotShow("a call without arguments");
    const expr::ast::Operand *subject = &ops[0];
    bool size = false;
    if (subject->kind == OperandKind::Call && subject->function == Function::Size
        && node.kind == Kind::Compare && subject->args.size() == 1) {
        size = true;
        subject = &subject->args[0];
    }
    if (subject->kind != OperandKind::Path)
        return cannotShow("a condition whose left side is not an attribute");
    row.path = pathText(subject->path.resolved);
    for (std::size_t i = 1; i < ops.size(); ++i) {
        if (ops[i].kind != OperandKind::Value)
            return cannotShow("a condition that compares two attributes");
        row.values.push_back(typedValueOf(ops[i].value));
    }
    switch (node.kind) {
    case Kind::Compare:
        row.op = ConditionOperator(int(node.comparison)
                                   + int(size ? ConditionOperator::SizeEQ : ConditionOperator::EQ));
        break;
    case Kind::Between: row.op = ConditionOperator::Between; break;
    case Kind::In: row.op = ConditionOperator::In; break;
    default:
        switch (node.operands[0].function) {
        case Function::AttributeExists: row.op = ConditionOperator::AttributeExists; break;
        case Function::AttributeNotExists:
            row.op = ConditionOperator::AttributeNotExists;
            break;
        case Function::AttributeType: row.op = ConditionOperator::AttributeType; break;
        case Function::BeginsWith: row.op = ConditionOperator::BeginsWith; break;
        case Function::Contains: row.op = ConditionOperator::Contains; break;
        default: return cannotShow("this function");
        }
    }
    return row;
}

bool isJoin(const expr::ast::ConditionNode &node)
{
    using Kind = expr::ast::ConditionNode::Kind;
    return node.kind == Kind::And || node.kind == Kind::Or;
}

Status FormReader::addChild(const expr::ast::ConditionNode &child, ConditionGroup &group)
{
    using Kind = expr::ast::ConditionNode::Kind;
    const bool negatedAtom = child.kind == Kind::Not && !isJoin(child.children.at(0))
        && child.children[0].kind != Kind::Not;
    if (negatedAtom || (!isJoin(child) && child.kind != Kind::Not)) {
        TS_TRY_ASSIGN(auto row, this->row(negatedAtom ? child.children[0] : child));
        row.negated = negatedAtom;
        group.rows.push_back(std::move(row));
        return success();
    }
    TS_TRY_ASSIGN(auto sub, this->group(child));
    group.groups.push_back(std::move(sub));
    return success();
}

// Flattens a chain of the same join ("a AND b AND c"); a parenthesised part is a sub-group.
void collectJoined(const expr::ast::ConditionNode &node,
                   std::vector<const expr::ast::ConditionNode *> &parts)
{
    for (const auto &child : node.children) {
        if (child.kind == node.kind && !child.parenthesized)
            collectJoined(child, parts);
        else
            parts.push_back(&child);
    }
}

Result<ConditionGroup> FormReader::group(const expr::ast::ConditionNode &node)
{
    using Kind = expr::ast::ConditionNode::Kind;
    ConditionGroup group;
    const expr::ast::ConditionNode *body = &node;
    if (node.kind == Kind::Not && isJoin(node.children.at(0))) {
        group.negated = true;
        body = &node.children[0];
    }
    if (!isJoin(*body)) {
        TS_TRY_STATUS(addChild(*body, group));
        return group;
    }
    group.anyOf = body->kind == Kind::Or;
    std::vector<const expr::ast::ConditionNode *> parts;
    collectJoined(*body, parts);
    for (const auto *part : parts)
        TS_TRY_STATUS(addChild(*part, group));
    return group;
}

Result<ConditionGroup> FormReader::condition(const std::string &text, expr::ExpressionKind kind)
{
    if (text.empty())
        return ConditionGroup();
    TS_TRY_ASSIGN(auto condition, expr::parseCondition(text, m_placeholders, kind));
    return group(*condition.root());
}

bool samePath(const expr::ast::Operand &operand, const expr::ast::DocumentPath &path)
{
    return operand.kind == expr::ast::Operand::Kind::Path
        && operand.path.resolved == path.resolved;
}

Result<UpdateAction> FormReader::action(const expr::ast::UpdateAction &action)
{
    using Kind = expr::ast::UpdateAction::Kind;
    using OperandKind = expr::ast::Operand::Kind;
    using Function = expr::ast::Function;
    UpdateAction out;
    out.path = pathText(action.path.resolved);
    if (action.kind == Kind::Remove) {
        out.kind = UpdateKind::Remove;
        return out;
    }
    const expr::ast::Operand &value = action.value;
    const expr::ast::Operand *literal = &value;
    if (action.kind == Kind::Add || action.kind == Kind::Delete) {
        out.kind = action.kind == Kind::Add ? UpdateKind::Add : UpdateKind::Delete;
    } else if (value.kind == OperandKind::Value) {
        out.kind = UpdateKind::Set;
    } else if (value.args.size() == 2 && samePath(value.args[0], action.path)
               && (value.kind == OperandKind::Plus || value.kind == OperandKind::Minus
                   || value.function == Function::IfNotExists
                   || value.function == Function::ListAppend)) {
        out.kind = value.kind == OperandKind::Plus    ? UpdateKind::Increment
            : value.kind == OperandKind::Minus        ? UpdateKind::Decrement
            : value.function == Function::IfNotExists ? UpdateKind::SetIfNotExists
                                                      : UpdateKind::ListAppend;
        literal = &value.args[1];
    } else if (value.function == Function::ListAppend && value.args.size() == 2
               && samePath(value.args[1], action.path)) {
        out.kind = UpdateKind::ListPrepend;
        literal = &value.args[0];
    } else {
        return cannotShow("this SET action");
    }
    if (literal->kind != OperandKind::Value)
        return cannotShow("an update whose value is an attribute");
    out.value = typedValueOf(literal->value);
    return out;
}

Result<std::vector<UpdateAction>> FormReader::update(const std::string &text)
{
    TS_TRY_ASSIGN(auto update, expr::parseUpdate(text, m_placeholders));
    std::vector<UpdateAction> out;
    for (const auto &action : update.actions()) {
        TS_TRY_ASSIGN(auto read, this->action(action));
        out.push_back(std::move(read));
    }
    return out;
}

std::vector<KeyField> keyFields(const json::object *key)
{
    std::vector<KeyField> fields;
    if (!key)
        return fields;
    for (const auto &member : *key) {
        auto value = attributeFromJson(member.value());
        fields.push_back({std::string(member.key()),
                          value ? typedValueOf(*value) : TypedValue{"S", ""}});
    }
    return fields;
}

std::optional<int> intAt(const json::object &request, std::string_view name)
{
    const auto *value = request.if_contains(name);
    if (value && value->is_int64())
        return int(value->get_int64());
    if (value && value->is_uint64())
        return int(value->get_uint64());
    return std::nullopt;
}

bool boolAt(const json::object &request, std::string_view name, bool fallback)
{
    const auto *value = request.if_contains(name);
    return value && value->is_bool() ? value->get_bool() : fallback;
}

void readOptions(const json::object &request, OperationForm &form)
{
    form.tableName = stringAt(request, "TableName");
    form.indexName = stringAt(request, "IndexName");
    form.key = keyFields(objectAt(request, "Key"));
    if (const auto *item = objectAt(request, "Item"))
        form.item = json::serialize(*item);
    form.scanIndexForward = boolAt(request, "ScanIndexForward", true);
    form.consistentRead = boolAt(request, "ConsistentRead", false);
    form.limit = intAt(request, "Limit");
    form.segment = intAt(request, "Segment");
    form.totalSegments = intAt(request, "TotalSegments");
    form.select = stringAt(request, "Select");
    form.returnValues = stringAt(request, "ReturnValues");
    form.returnConsumedCapacity = stringAt(request, "ReturnConsumedCapacity");
    form.returnValuesOnConditionCheckFailure =
        stringAt(request, "ReturnValuesOnConditionCheckFailure");
    if (const auto *start = objectAt(request, "ExclusiveStartKey"))
        form.exclusiveStartKey = *start;
    form.nextToken = stringAt(request, "NextToken");
}

Result<OperationForm> singleForm(Operation operation, const json::object &request)
{
    OperationForm form;
    form.operation = operation;
    readOptions(request, form);
    FormReader reader(request);
    if (auto text = stringAt(request, "KeyConditionExpression"); !text.empty())
        TS_TRY_STATUS(reader.keyCondition(text, form));
    if (auto text = stringAt(request, "ProjectionExpression"); !text.empty()) {
        TS_TRY_ASSIGN(form.projection, reader.projection(text));
    }
    TS_TRY_ASSIGN(form.filter, reader.condition(stringAt(request, "FilterExpression"),
                                                expr::ExpressionKind::Filter));
    TS_TRY_ASSIGN(form.condition, reader.condition(stringAt(request, "ConditionExpression"),
                                                   expr::ExpressionKind::Condition));
    if (auto text = stringAt(request, "UpdateExpression"); !text.empty()) {
        TS_TRY_ASSIGN(form.updates, reader.update(text));
    }
    return form;
}

Result<Statement> statementOf(const json::value &value)
{
    if (!value.is_object())
        return cannotShow("a statement that is not an object");
    Statement statement;
    statement.text = stringAt(value.get_object(), "Statement");
    if (const auto *parameters = value.get_object().if_contains("Parameters");
        parameters && parameters->is_array()) {
        for (const auto &parameter : parameters->get_array()) {
            TS_TRY_ASSIGN(auto decoded, attributeFromJson(parameter));
            statement.parameters.push_back(typedValueOf(decoded));
        }
    }
    return statement;
}

Status readPartiQL(const json::object &request, OperationForm &form)
{
    form.returnConsumedCapacity = stringAt(request, "ReturnConsumedCapacity");
    if (form.operation == Operation::ExecuteStatement) {
        TS_TRY_ASSIGN(auto statement, statementOf(request));
        form.statements.push_back(std::move(statement));
        form.consistentRead = boolAt(request, "ConsistentRead", false);
        form.limit = intAt(request, "Limit");
        form.nextToken = stringAt(request, "NextToken");
        return success();
    }
    const char *listName = form.operation == Operation::ExecuteTransaction
        ? "TransactStatements" : "Statements";
    const auto *list = request.if_contains(listName);
    if (list && list->is_array())
        for (const auto &entry : list->get_array()) {
            TS_TRY_ASSIGN(auto statement, statementOf(entry));
            form.statements.push_back(std::move(statement));
        }
    return success();
}

Status readBatchGet(const json::object &requestItems, OperationForm &form)
{
    for (const auto &[table, group] : requestItems) {
        if (!group.is_object())
            return cannotShow("a table entry that is not an object");
        const auto *keys = group.get_object().if_contains("Keys");
        if (!keys || !keys->is_array())
            continue;
        for (const auto &key : keys->get_array()) {
            json::object single = group.get_object();
            single.erase("Keys");
            single["TableName"] = table;
            single["Key"] = key;
            TS_TRY_ASSIGN(auto entry, singleForm(Operation::GetItem, single));
            form.entries.push_back(std::move(entry));
        }
    }
    return success();
}

Status readBatchWrite(const json::object &requestItems, OperationForm &form)
{
    for (const auto &[table, list] : requestItems) {
        if (!list.is_array())
            return cannotShow("a table entry that is not a list");
        for (const auto &write : list.get_array()) {
            const json::object *put = write.is_object() ? objectAt(write.get_object(), "PutRequest")
                                                        : nullptr;
            const json::object *del = write.is_object()
                ? objectAt(write.get_object(), "DeleteRequest") : nullptr;
            if (!put && !del)
                return cannotShow("a write that is neither PutRequest nor DeleteRequest");
            json::object single = put ? *put : *del;
            single["TableName"] = table;
            TS_TRY_ASSIGN(auto entry, singleForm(put ? Operation::PutItem : Operation::DeleteItem,
                                                 single));
            form.entries.push_back(std::move(entry));
        }
    }
    return success();
}

Status readTransact(const json::object &request, OperationForm &form)
{
    const auto *items = request.if_contains("TransactItems");
    if (!items || !items->is_array())
        return success();
    for (const auto &item : items->get_array()) {
        if (!item.is_object() || item.get_object().size() != 1
            || !item.get_object().begin()->value().is_object())
            return cannotShow("a transaction entry that is not one action");
        const auto &member = *item.get_object().begin();
        std::string name(member.key());
        auto operation = name == "ConditionCheck" ? std::optional(Operation::ConditionCheck)
                                                  : operationFromName(name + "Item");
        if (!operation)
            return cannotShow("the action " + name);
        TS_TRY_ASSIGN(auto entry, singleForm(*operation, member.value().get_object()));
        form.entries.push_back(std::move(entry));
    }
    return success();
}

} // namespace

Result<OperationForm> formFromRequest(Operation operation, const json::object &request)
{
    if (!hasEntries(operation) && !isPartiQL(operation))
        return singleForm(operation, request);
    OperationForm form;
    form.operation = operation;
    if (isPartiQL(operation)) {
        TS_TRY_STATUS(readPartiQL(request, form));
        return form;
    }
    form.returnConsumedCapacity = stringAt(request, "ReturnConsumedCapacity");
    const json::object *requestItems = objectAt(request, "RequestItems");
    if (operation == Operation::BatchGetItem && requestItems)
        TS_TRY_STATUS(readBatchGet(*requestItems, form));
    else if (operation == Operation::BatchWriteItem && requestItems)
        TS_TRY_STATUS(readBatchWrite(*requestItems, form));
    else
        TS_TRY_STATUS(readTransact(request, form));
    return form;
}

} // namespace tablesmith::builder
