// Explain for writes and for the multi-item operations (batch and transactions).
#include "design/access_plan_parts.h"

#include <algorithm>

namespace tablesmith::design {
namespace {

std::string stringOf(const json::object &object, std::string_view member)
{
    const json::value *value = object.if_contains(member);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

// The key attributes of `item` (PutItem's Item) as a Key map.
json::object keyOfItem(const TableKeys &table, const json::object &item)
{
    json::object key;
    for (const std::string &name : {table.partitionKey, table.sortKey})
        if (!name.empty())
            if (const json::value *value = item.if_contains(name))
                key[name] = *value;
    return key;
}

// Attributes an UpdateExpression writes or removes (top level).
Result<std::vector<std::string>> updatedAttributes(RequestContext &context)
{
    std::vector<std::string> names;
    auto text = context.string("UpdateExpression");
    if (!text)
        return names;
    TS_TRY_ASSIGN(auto update, expr::parseUpdate(*text, context.placeholders));
    for (const expr::Path &path : update.targets())
        if (!path.empty())
            names.push_back(path.front().name);
    return names;
}

// Indexes the write also writes: a Put lands in those whose keys it carries; an Update in
// those whose keys or projected attributes it changes; a Delete in any holding the item.
Result<std::vector<std::string>> indexesWritten(std::string_view action, const TableKeys &table,
                                                const json::object &request)
{
    std::vector<std::string> written;
    RequestContext context(request);
    TS_TRY_ASSIGN(auto updated, updatedAttributes(context));
    const json::value *item = request.if_contains("Item");
    for (const IndexKeys &index : table.indexes) {
        bool writes = action == "DeleteItem";
        if (action == "PutItem" && item && item->is_object())
            writes = item->get_object().contains(index.partitionKey) &&
                     (index.sortKey.empty() || item->get_object().contains(index.sortKey));
        for (const std::string &name : updated)
            writes = writes || name == index.partitionKey || name == index.sortKey ||
                     (index.projectionType != "KEYS_ONLY" && table.projects(index, name));
        if (writes)
            written.push_back(index.name);
    }
    return written;
}

Result<AccessStep> writeStep(std::string_view action, const TableKeys &table,
                             const json::object &request)
{
    AccessStep step;
    step.kind = AccessKind::Write;
    step.action = action;
    step.tableName = table.name;
    step.partitionKey = table.partitionKey;
    step.sortKey = table.sortKey;
    const json::value *item = request.if_contains("Item");
    json::value key = item && item->is_object() ? json::value(keyOfItem(table, item->get_object()))
                                                : json::value();
    TS_TRY_ASSIGN(step.keyCondition, keyText(table, item ? &key : request.if_contains("Key")));
    TS_TRY_ASSIGN(step.indexesWritten, indexesWritten(action, table, request));
    return step;
}

Result<AccessStep> conditionCheckStep(const TableKeys &table, const json::object &request)
{
    AccessStep step;
    step.kind = AccessKind::ConditionCheck;
    step.tableName = table.name;
    step.partitionKey = table.partitionKey;
    step.sortKey = table.sortKey;
    TS_TRY_ASSIGN(step.keyCondition, keyText(table, request.if_contains("Key")));
    return step;
}

Result<AccessStep> getStep(const TableKeys &table, const json::value &key, bool consistent)
{
    AccessStep step;
    step.kind = AccessKind::GetItem;
    step.tableName = table.name;
    step.partitionKey = table.partitionKey;
    step.sortKey = table.sortKey;
    step.consistentRead = consistent;
    TS_TRY_ASSIGN(step.keyCondition, keyText(table, &key));
    return step;
}

std::string writeReason(const json::object &request, const AccessStep &step)
{
    std::string reason = "The " + std::string(request.contains("Item") ? "Item" : "Key") +
                         " gives the whole primary key (" + step.keyCondition +
                         "): one item is written "
                         "directly";
    if (!step.indexesWritten.empty()) {
        reason += "; it also writes index";
        for (const std::string &name : step.indexesWritten)
            reason += " " + name + (&name == &step.indexesWritten.back() ? "" : ",");
        reason += " (each index write is billed too)";
    }
    reason += ".";
    if (request.contains("ConditionExpression"))
        reason += " The ConditionExpression is checked against the stored item first; a failed "
                  "check still consumes write capacity and raises "
                  "ConditionalCheckFailedException.";
    return reason;
}

const json::object *objectOf(const json::value &value, std::string_view member)
{
    const json::value *found = value.is_object() ? value.get_object().if_contains(member) : nullptr;
    return found && found->is_object() ? &found->get_object() : nullptr;
}

std::string countText(std::size_t count, std::string_view what)
{
    return std::to_string(count) + " " + std::string(what) + (count == 1 ? "" : "s");
}

} // namespace

Result<AccessPlan> planWrite(std::string_view operation, const json::object &request,
                             const TableDescriptions &tables)
{
    TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, stringOf(request, "TableName")));
    TS_TRY_ASSIGN(AccessStep step, writeStep(operation, table, request));
    AccessPlan plan;
    plan.summary = std::string(operation) + " on table " + table.name;
    plan.reason = writeReason(request, step);
    plan.steps.push_back(std::move(step));
    return plan;
}

Result<AccessPlan> planBatchGet(const json::object &request, const TableDescriptions &tables)
{
    AccessPlan plan;
    const json::value *items = request.if_contains("RequestItems");
    if (!items || !items->is_object())
        return Error::validation("BatchGetItem needs RequestItems");
    for (const auto &[name, entry] : items->get_object()) {
        TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, name));
        const json::object *keysAndAttributes = entry.is_object() ? &entry.get_object() : nullptr;
        const json::value *keys =
            keysAndAttributes ? keysAndAttributes->if_contains("Keys") : nullptr;
        bool consistent = keysAndAttributes && keysAndAttributes->contains("ConsistentRead") &&
                          keysAndAttributes->at("ConsistentRead") == true;
        if (keys && keys->is_array())
            for (const json::value &key : keys->get_array()) {
                TS_TRY_ASSIGN(AccessStep step, getStep(table, key, consistent));
                plan.steps.push_back(std::move(step));
            }
    }
    plan.summary = "BatchGetItem: " + countText(plan.steps.size(), "GetItem lookup");
    plan.reason = "Every key gives a whole primary key: each item is read directly, in "
                  "parallel, with no Query or Scan. Keys the service cannot serve in time come "
                  "back in UnprocessedKeys.";
    return plan;
}

Result<AccessPlan> planBatchWrite(const json::object &request, const TableDescriptions &tables)
{
    AccessPlan plan;
    const json::value *items = request.if_contains("RequestItems");
    if (!items || !items->is_object())
        return Error::validation("BatchWriteItem needs RequestItems");
    for (const auto &[name, writes] : items->get_object()) {
        TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, name));
        if (!writes.is_array())
            continue;
        for (const json::value &write : writes.get_array()) {
            const json::object *put = objectOf(write, "PutRequest");
            const json::object *remove = objectOf(write, "DeleteRequest");
            if (!put && !remove)
                return Error::validation("A WriteRequest needs a PutRequest or DeleteRequest");
            TS_TRY_ASSIGN(AccessStep step,
                          writeStep(put ? "PutItem" : "DeleteItem", table, put ? *put : *remove));
            plan.steps.push_back(std::move(step));
        }
    }
    plan.summary = "BatchWriteItem: " + countText(plan.steps.size(), "write");
    plan.reason = "Every request gives a whole primary key: each item is written directly. The "
                  "writes are not one transaction; those not done come back in "
                  "UnprocessedItems.";
    return plan;
}

Result<AccessPlan> planTransactGet(const json::object &request, const TableDescriptions &tables)
{
    AccessPlan plan;
    const json::value *items = request.if_contains("TransactItems");
    if (!items || !items->is_array())
        return Error::validation("TransactGetItems needs TransactItems");
    for (const json::value &entry : items->get_array()) {
        const json::object *get = objectOf(entry, "Get");
        if (!get)
            return Error::validation("A TransactGetItem needs Get");
        TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, stringOf(*get, "TableName")));
        const json::value *key = get->if_contains("Key");
        TS_TRY_ASSIGN(AccessStep step, getStep(table, key ? *key : json::value(), true));
        plan.steps.push_back(std::move(step));
    }
    plan.summary = "TransactGetItems: " + countText(plan.steps.size(), "GetItem lookup");
    plan.reason = "Every Get gives a whole primary key: the items are read directly as one "
                  "serializable snapshot, at twice the cost of a strongly consistent read.";
    return plan;
}

Result<AccessPlan> planTransactWrite(const json::object &request, const TableDescriptions &tables)
{
    AccessPlan plan;
    const json::value *items = request.if_contains("TransactItems");
    if (!items || !items->is_array())
        return Error::validation("TransactWriteItems needs TransactItems");
    for (const json::value &entry : items->get_array()) {
        const char *action = nullptr;
        const json::object *body = nullptr;
        for (auto [member, name] : {std::pair{"Put", "PutItem"},
                                    {"Update", "UpdateItem"},
                                    {"Delete", "DeleteItem"},
                                    {"ConditionCheck", ""}})
            if (const json::object *found = objectOf(entry, member)) {
                body = found;
                action = name;
            }
        if (!body)
            return Error::validation("A TransactWriteItem needs Put, Update, Delete or "
                                     "ConditionCheck");
        TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, stringOf(*body, "TableName")));
        TS_TRY_ASSIGN(AccessStep step,
                      *action ? writeStep(action, table, *body) : conditionCheckStep(table, *body));
        plan.steps.push_back(std::move(step));
    }
    plan.summary = "TransactWriteItems: " + countText(plan.steps.size(), "action");
    plan.reason = "Every action gives a whole primary key: the items are checked and written "
                  "directly, all or none, at twice the cost of standard writes. A failed "
                  "condition cancels all of them (TransactionCanceledException).";
    return plan;
}

} // namespace tablesmith::design
