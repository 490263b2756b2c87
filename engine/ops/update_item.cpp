#include "ops/capacity.h"
#include "core/indexes.h"
#include "core/item_codec.h"
#include "core/item_write.h"
#include "core/keys.h"
#include "ops/operations.h"
#include "ops/write_reports.h"
#include "ops/core_names.h"
#include "ops/item_requests.h"
#include "ops/key_paths.h"
#include "expr/update_charge.h"
#include "value/nesting.h"


namespace tablesmith::ops {
namespace {

enum class ReturnValues { None, AllOld, UpdatedOld, AllNew, UpdatedNew };

Result<ReturnValues> returnValues(const json::object &request)
{
    TS_TRY_ASSIGN(auto mode, optionalEnum(request, "ReturnValues", {"NONE", "ALL_OLD",
                                          "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"}));
    if (!mode || *mode == "NONE")
        return ReturnValues::None;
    if (*mode == "ALL_OLD")
        return ReturnValues::AllOld;
    if (*mode == "UPDATED_OLD")
        return ReturnValues::UpdatedOld;
    return *mode == "ALL_NEW" ? ReturnValues::AllNew : ReturnValues::UpdatedNew;
}

// The top-level attributes an update writes; key attributes may not be among them.
Result<std::set<std::string>> updatedNames(const store::KeySchema &schema,
                                           const expr::UpdateExpression &update)
{
    std::set<std::string> names;
    for (const expr::Path &path : update.targets()) {
        const std::string &name = path.front().name;
        if (name == schema.partitionKey.name || (schema.sortKey && name == schema.sortKey->name))
            return Error::validation("One or more parameter values were invalid: Cannot update "
                                     "attribute " + name + ". This attribute is part of the key");
        names.insert(name);
    }
    return names;
}

// Calls f(index, attribute) for every key attribute of every secondary index.
template <class F> void forEachIndexKey(const store::TableSchema &table, F &&f)
{
    for (const store::IndexSchema &index : table.indexes)
        index.key.forEachAttribute([&](const store::KeyAttribute &a) { f(index, a); });
}

// An index key the expression alone gives another type (SET c = :number, ADD c :n) is refused
// before the item is read, and before the update's paths are (dynalite's updateItem.js,
// recorded against the service), in the words of a PutItem's type mismatch.
Status checkWrittenIndexKeyTypes(const store::TableSchema &table,
                                 const expr::UpdateExpression &update)
{
    Status status = success();
    const std::vector<expr::WrittenType> written = expr::writtenTypes(update);
    forEachIndexKey(table, [&](const store::IndexSchema &index, const store::KeyAttribute &key) {
        auto found = std::ranges::find(written, key.name, &expr::WrittenType::name);
        if (status && found != written.end() && found->type != key.type)
            status = Error::validation(
                "One or more parameter values were invalid: Type mismatch for Index Key "
                + key.name + " Expected: " + std::string(typeName(key.type)) + " Actual: "
                + std::string(typeName(found->type)) + " IndexName: " + index.name);
    });
    return status;
}

// An index key the update gave another type from the item itself (SET c = e): the service
// words it apart from a mismatch it can see in the request (dynalite's updateItem.js).
Status checkUpdatedIndexKeyTypes(const store::TableSchema &table,
                                 const std::set<std::string> &updatedNames, const Item &after)
{
    Status status = success();
    forEachIndexKey(table, [&](const store::IndexSchema &, const store::KeyAttribute &key) {
        auto found = updatedNames.contains(key.name) ? after.find(key.name) : after.end();
        if (status && found != after.end() && found->second.type() != key.type)
            status = Error::validation("The update expression attempted to update the "
                                       "secondary index key to unsupported type");
    });
    return status;
}

Error itemSizeToUpdateExceeded()
{
    return Error::validation("Item size to update has exceeded the maximum allowed size");
}

// UpdateItem alone also measures the statement (expr::updateCharge()), before the item is read
// and so before the ConditionExpression: a failing condition still gets the size refusal. An
// expression the engine wrote (from AttributeUpdates, or a PartiQL UPDATE) is not the client's
// statement: those are measured as the finished item only, like every other surface.
Status checkUpdateCharge(const State &state, const expr::UpdateExpression &update)
{
    if (!state.written.wrote(expr::ExpressionKind::Update)
        && expr::updateCharge(update) > kMaxItemSize)
        return itemSizeToUpdateExceeded();
    return success();
}

// Runs inside the write's transaction: the stored item (or the bare key) becomes the new item.
Status applyPlan(UpdatePlan &plan, ItemWrite &write)
{
    plan.before.clear();
    plan.after.clear();
    if (!write.old && plan.update.onlyTakesAway()) {
        // Nothing to take away from: DynamoDB creates no item, so no stream record either.
        write.checkOnly = true;
        return success();
    }
    if (write.old) {
        TS_TRY_ASSIGN(plan.before, decodeStored(write.old->json));
    }
    plan.after = write.old ? plan.before : plan.key;
    if (!plan.update.actions().empty())
        TS_TRY_STATUS(expr::applyUpdate(plan.update, plan.after));
    // Each value was within the 32 levels, but one SET beneath a nested path can carry the
    // item past them. The words are those of a transaction's cancellation reason for it
    // (recorded against the service: tier3/limits/nestingDepth.test.ts); UpdateItem's own
    // answer is not recorded and is taken to be the same.
    if (nesting::nestsTooDeep(plan.after))
        return Error::validation(std::string(nesting::kTooDeep));
    write.item = storedItem(plan.after);
    write.decodedItem = std::make_shared<const Item>(plan.after);
    if (static_cast<std::size_t>(write.item->size) > kMaxItemSize)
        return itemSizeToUpdateExceeded();
    TS_TRY_STATUS(checkUpdatedIndexKeyTypes(*write.table, plan.updatedNames, plan.after));
    return checkIndexKeyValues(*write.table, plan.after);
}

void addReturnValues(json::object &response, ReturnValues mode, const UpdatePlan &plan,
                     bool existed)
{
    Item attributes;
    switch (mode) {
    case ReturnValues::None: return;
    case ReturnValues::AllOld: attributes = existed ? plan.before : Item(); break;
    // Only the paths the update wrote, nested as in the item (SET a.b.c returns a.b.c alone),
    // the way a ProjectionExpression of those paths reads them.
    case ReturnValues::UpdatedOld: attributes = expr::project(plan.before, plan.targets); break;
    case ReturnValues::AllNew: attributes = plan.after; break;
    case ReturnValues::UpdatedNew: attributes = expr::project(plan.after, plan.targets); break;
    }
    if (!attributes.empty())
        response["Attributes"] = toJson(attributes);
}

// UpdateExpression into `plan` and the ConditionExpression, with their placeholders; every
// placeholder given must be used.
Result<expr::Condition> readExpressions(const State &state, const json::object &request,
                                        UpdatePlan &plan)
{
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    TS_TRY_ASSIGN(auto text, optionalString(request, "UpdateExpression"));
    if (text) {
        TS_TRY_ASSIGN(plan.update, expr::parseUpdate(*text, names));
    }
    TS_TRY_ASSIGN(expr::Condition condition,
                  optionalCondition(request, "ConditionExpression", names));
    TS_TRY_STATUS(names.checkAllUsed());
    return condition;
}

} // namespace

Result<ItemWrite> updateRequestWrite(State &state, const json::object &request,
                                     std::shared_ptr<UpdatePlan> &plan, ParameterFaults faults)
{
    // The key's values and the expressions before the table, as the service orders them (see
    // putRequestWrite).
    plan = std::make_shared<UpdatePlan>();
    TS_TRY_ASSIGN(plan->key, writtenItem(request, "Key", faults));
    TS_TRY_ASSIGN(expr::Condition condition,
                  core::inValidationEnvelope(readExpressions(state, request, *plan),
                                             faults == ParameterFaults::Enveloped));
    TS_TRY_ASSIGN(store::TableSchema *table, findTable(state, request));
    TS_TRY_ASSIGN(ItemWrite write, deleteWrite(*table, plan->key));
    write.requestedTable = requestedTableName(request);
    write.condition = std::move(condition);
    TS_TRY_STATUS(readConditionFailureReturn(request, write));
    TS_TRY_ASSIGN(plan->updatedNames, updatedNames(table->key, plan->update));
    TS_TRY_STATUS(checkWrittenIndexKeyTypes(*table, plan->update));
    std::vector<expr::Path> paths = expr::documentPaths(plan->update);
    std::ranges::copy(expr::documentPaths(write.condition), std::back_inserter(paths));
    TS_TRY_STATUS(checkKeyPathsAreScalar(*table, paths));
    plan->targets = plan->update.targets();
    write.update = [plan](ItemWrite &self) { return applyPlan(*plan, self); };
    return write;
}

Result<json::object> updateItem(State &state, const json::object &request)
{
    std::shared_ptr<UpdatePlan> plan;
    TS_TRY_ASSIGN(ItemWrite write,
                  updateRequestWrite(state, request, plan, ParameterFaults::Enveloped));
    TS_TRY_STATUS(checkUpdateCharge(state, plan->update));
    TS_TRY_ASSIGN(ReturnValues mode, core::inValidationEnvelope(returnValues(request)));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    TS_TRY_ASSIGN(bool metrics, returnsItemCollectionMetrics(request));
    TS_TRY_ASSIGN(ItemWrite done, applyWrite(state, std::move(write)));
    json::object response;
    addReturnValues(response, mode, *plan, done.old.has_value());
    addWriteCapacity(response, capacityMode, done);
    TS_TRY_STATUS(addItemCollectionMetrics(state, response, metrics, done));
    return response;
}

} // namespace tablesmith::ops
