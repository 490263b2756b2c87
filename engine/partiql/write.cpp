// INSERT, UPDATE, DELETE and EXISTS as the requests of the operations they stand for, and the
// single-item SELECTs of batches and transactions as GetItem's.

#include "partiql/execution.h"
#include "partiql/parser.h"
#include "partiql/translate.h"

#include "ops/operations.h"

#include <boost/json/array.hpp>

#include <memory>
#include <mutex>
#include <unordered_map>

namespace tablesmith::partiql {
namespace {

Result<store::TableSchema *> writtenTable(core::State &state, const Statement &s,
                                          json::object &request)
{
    if (!s.index.empty())
        return onIndex();
    request["TableName"] = s.table;
    return ops::findTable(state, request);
}

// The Key member from the WHERE clause's equalities; the other conditions are returned.
Result<std::vector<const Expr *>> keyFromWhere(const Statement &s, const KeyNames &key,
                                               ExpressionWriter &writer, json::object &request)
{
    TS_TRY_ASSIGN(ItemKeyPlan plan, planItemKey(s.where.get(), key));
    json::object item;
    for (const auto &[name, valueExpr] : plan.key) {
        TS_TRY_ASSIGN(AttributeValue v, writer.value(*valueExpr));
        const AttributeType type = name == key.partition ? key.partitionType : key.sortType;
        if (v.type() != AttributeType::S && v.type() != AttributeType::N
            && v.type() != AttributeType::B)
            return Error::validation("Key value must be of type S, N, or B. Key name: " + name
                                     + ", Key type: " + std::string(typeName(v.type())));
        if (v.type() != type)
            return Error::validation("Key attribute's data type should match its data type in "
                                     "table's schema: Key " + name);
        item[name] = toJson(v);
    }
    request["Key"] = std::move(item);
    return plan.residual;
}

// ConditionExpression: the item must exist (UPDATE, EXISTS), and the other conditions hold.
Status addCondition(ExpressionWriter &writer, json::object &request,
                    const std::vector<const Expr *> &residual, const std::string *mustExist)
{
    TS_TRY_ASSIGN(std::string text, writer.conditions(residual));
    if (mustExist) {
        const std::string exists = "attribute_exists(" + writer.path({{*mustExist, -1}}) + ")";
        text = text.empty() ? exists : exists + " AND " + text;
    }
    if (!text.empty())
        request["ConditionExpression"] = text;
    return success();
}

Result<WriteCall> insertCall(core::State &state, const BoundStatement &bound)
{
    const Statement &s = *bound.statement;
    WriteCall call{WriteCall::Kind::Put, {}};
    TS_TRY_ASSIGN(store::TableSchema * table, writtenTable(state, s, call.request));
    ExpressionWriter writer(bound.parameters);
    auto item = writer.value(*s.item);
    if (!item && s.item->kind == Expr::Kind::Map)
        return item.takeError(); // a fault inside the item: a function, a repeated set member
    if (!item || item->type() != AttributeType::M)
        return Error::validation("Unsupported format in item expression. Please use struct "
                                 "format {...} to express item values for insert statement.");
    call.request["Item"] = toJson(*item->as<Item>());
    call.request["ConditionExpression"] =
        "attribute_not_exists(" + writer.path({{table->key.partitionKey.name, -1}}) + ")";
    writer.addTo(call.request);
    return call;
}

Result<WriteCall> keyedCall(core::State &state, const BoundStatement &bound)
{
    const Statement &s = bound.statement->kind == Statement::Kind::Exists
        ? *bound.statement->exists : *bound.statement;
    WriteCall call;
    TS_TRY_ASSIGN(store::TableSchema * table, writtenTable(state, s, call.request));
    const TableKeys keys = tableKeys(*table);
    TS_TRY_STATUS(checkInLists(s.where.get(), keys.key));
    ExpressionWriter writer(bound.parameters);
    TS_TRY_ASSIGN(auto residual, keyFromWhere(s, keys.key, writer, call.request));
    const std::string &pk = keys.key.partition;
    switch (bound.statement->kind) {
    case Statement::Kind::Update: {
        call.kind = WriteCall::Kind::Update;
        TS_TRY_ASSIGN(std::string update, writer.update(s.assignments));
        call.request["UpdateExpression"] = update;
        TS_TRY_STATUS(addCondition(writer, call.request, residual, &pk));
        break;
    }
    case Statement::Kind::Delete:
        call.kind = WriteCall::Kind::Delete;
        if (!s.returning.empty() && s.returning != "ALL_OLD")
            return Error::validation("Invalid returning clause: RETURNING "
                                     + std::string(s.returning[0] == 'A' ? "ALL " : "MODIFIED ")
                                     + (s.returning.ends_with("NEW") ? "NEW" : "OLD")
                                     + " *. Only RETURNING ALL OLD * is allowed in DELETE "
                                       "statements.");
        TS_TRY_STATUS(addCondition(writer, call.request, residual, nullptr));
        break;
    default:
        call.kind = WriteCall::Kind::ConditionCheck;
        if (residual.empty())
            return Error::validation("EXISTS() must contain a single item read with additional "
                                     "condition");
        TS_TRY_STATUS(addCondition(writer, call.request, residual, &pk));
        break;
    }
    if (!s.returning.empty())
        call.request["ReturnValues"] = s.returning;
    writer.addTo(call.request);
    return call;
}

// Parsed statements by their text: applications run the same few statements with new
// Parameters. Parsing is pure, so one cache serves every database.
Result<std::shared_ptr<const Statement>> cachedStatement(std::string_view text)
{
    static std::mutex mutex;
    static std::unordered_map<std::string, std::shared_ptr<const Statement>> cache;
    std::string key(text);
    {
        std::lock_guard lock(mutex);
        if (auto found = cache.find(key); found != cache.end())
            return found->second;
    }
    TS_TRY_ASSIGN(Statement parsed, parseStatement(text));
    auto shared = std::make_shared<const Statement>(std::move(parsed));
    std::lock_guard lock(mutex);
    if (cache.size() >= 1024)
        cache.clear();
    cache.emplace(std::move(key), shared);
    return shared;
}

} // namespace

// The service's answer to an INSERT whose key is taken (ExecuteStatement lists it among its
// errors; batches report it as DuplicateItem).
Error duplicateItem()
{
    return Error{ErrorKind::DuplicateItemException, "Duplicate primary key exists in table"};
}

Error onIndex() { return Error::validation("This operation is not supported on an index"); }

Result<BoundStatement> bindStatement(const json::object &entry)
{
    TS_TRY_ASSIGN(std::string_view text, ops::requiredString(entry, "Statement"));
    if (text.size() > kMaxStatementLength)
        return ops::constraintError("'" + std::string(text.substr(0, 64)) + "…'", "Statement",
                                    "Member must have length less than or equal to 8192");
    if (text.empty())
        return ops::constraintError("''", "Statement",
                                    "Member must have length greater than or equal to 1");
    BoundStatement bound;
    TS_TRY_ASSIGN(bound.statement, cachedStatement(text));
    TS_TRY_ASSIGN(bound.parameters, parameters(entry, bound.statement->parameterCount));
    return bound;
}

Result<WriteCall> writeCall(core::State &state, const BoundStatement &bound)
{
    if (bound.statement->kind == Statement::Kind::Insert)
        return insertCall(state, bound);
    return keyedCall(state, bound);
}

Result<GetCall> getCall(core::State &state, const BoundStatement &bound,
                        std::string_view notSingleItem)
{
    const Statement &s = *bound.statement;
    GetCall call;
    call.select = &s;
    call.request["TableName"] = s.table;
    TS_TRY_ASSIGN(store::TableSchema * table, ops::findTable(state, call.request));
    const TableKeys keys = tableKeys(*table);
    if (!s.index.empty()) {
        const TableKeys::Index *index = keys.findIndex(s.index);
        if (index)
            TS_TRY_STATUS(checkReadable(index->key));
        return Error::validation(std::string(notSingleItem));
    }
    ExpressionWriter writer(bound.parameters);
    auto residual = keyFromWhere(s, keys.key, writer, call.request);
    if (!residual && residual.error().message == whereMissesKey().message)
        return Error::validation(std::string(notSingleItem));
    if (!residual)
        return residual.takeError();
    if (!residual->empty() || !s.orderBy.empty())
        return Error::validation(std::string(notSingleItem));
    return call;
}

Result<json::object> runWrite(const Run &run, const WriteCall &call)
{
    Result<json::object> result = call.kind == WriteCall::Kind::Put
        ? run.call("PutItem", call.request, ops::putItem)
        : call.kind == WriteCall::Kind::Update
        ? run.call("UpdateItem", call.request, ops::updateItem)
        : run.call("DeleteItem", call.request, ops::deleteItem);
    if (!result) {
        if (call.insert() && result.error().kind == ErrorKind::ConditionalCheckFailedException)
            return duplicateItem();
        return result.takeError();
    }
    json::object response;
    json::array items;
    if (json::value *attributes = result->if_contains("Attributes"))
        items.push_back(std::move(*attributes));
    response["Items"] = std::move(items);
    if (json::value *capacity = result->if_contains("ConsumedCapacity"))
        response["ConsumedCapacity"] = std::move(*capacity);
    return response;
}

} // namespace tablesmith::partiql
