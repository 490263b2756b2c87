#include "ops/capacity.h"
#include "core/keys.h"
#include "core/item_codec.h"
#include "core/item_write.h"
#include "ops/operations.h"
#include "ops/write_reports.h"
#include "ops/core_names.h"
#include "ops/item_requests.h"
#include "ops/key_paths.h"
#include "model/service_quirks.h"

namespace tablesmith::ops {
namespace {

// ReturnValues for PutItem and DeleteItem: only NONE or ALL_OLD.
Result<bool> returnsOldItem(const json::object &request)
{
    auto mode = optionalEnum(request, "ReturnValues",
                             {"NONE", "ALL_OLD", "UPDATED_OLD", "ALL_NEW", "UPDATED_NEW"});
    if (!mode)
        return mode.takeError();
    if (*mode && **mode != "NONE" && **mode != "ALL_OLD")
        return Error::validation("ReturnValues can only be ALL_OLD or NONE");
    return *mode && **mode == "ALL_OLD";
}

Status addOldItem(json::object &response, bool wanted,
                  const std::optional<store::StoredItem> &old)
{
    if (!wanted || !old)
        return success();
    auto item = responseItem(old->json, nullptr);
    if (!item)
        return item.takeError();
    response["Attributes"] = std::move(*item);
    return success();
}

// ConditionExpression with its placeholders; every placeholder given must be used.
Result<expr::Condition> readCondition(const State &state, const json::object &request)
{
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    TS_TRY_ASSIGN(expr::Condition condition,
                  optionalCondition(request, "ConditionExpression", names));
    TS_TRY_STATUS(names.checkAllUsed());
    return condition;
}

Result<expr::Condition> writeCondition(const State &state, const json::object &request,
                                       ParameterFaults faults)
{
    return core::inValidationEnvelope(readCondition(state, request),
                                      faults == ParameterFaults::Enveloped);
}

} // namespace

Result<Item> writtenItem(const json::object &request, std::string_view member,
                         ParameterFaults faults)
{
    return core::inValidationEnvelope(requiredItem(request, member),
                                      faults == ParameterFaults::Enveloped);
}

// What a request says alone (its item's values and size, its expressions) is checked before
// its table is looked up, as the service orders it: dynalite's test/putItem.js, recorded against
// the service, gets these faults, not ResourceNotFoundException, for a table that does not exist.
Result<ItemWrite> putRequestWrite(State &state, const json::object &request,
                                  ParameterFaults faults)
{
    TS_TRY_ASSIGN(Item item, writtenItem(request, "Item", faults));
    if (itemSize(item) > kMaxItemSize)
        return Error::validation("Item size has exceeded the maximum allowed size");
    TS_TRY_ASSIGN(expr::Condition condition, writeCondition(state, request, faults));
    TS_TRY_ASSIGN(store::TableSchema *table, findTable(state, request));
    TS_TRY_ASSIGN(ItemWrite write, putWrite(*table, std::move(item)));
    TS_TRY_STATUS(checkKeyPathsAreScalar(*table, expr::documentPaths(condition)));
    write.requestedTable = requestedTableName(request);
    write.condition = std::move(condition);
    TS_TRY_STATUS(readConditionFailureReturn(request, write));
    return write;
}

Result<ItemWrite> deleteRequestWrite(State &state, const json::object &request,
                                     ParameterFaults faults)
{
    TS_TRY_ASSIGN(Item key, writtenItem(request, "Key", faults));
    TS_TRY_ASSIGN(expr::Condition condition, writeCondition(state, request, faults));
    TS_TRY_ASSIGN(store::TableSchema *table, findTable(state, request));
    TS_TRY_ASSIGN(ItemWrite write, deleteWrite(*table, key));
    TS_TRY_STATUS(checkKeyPathsAreScalar(*table, expr::documentPaths(condition)));
    write.requestedTable = requestedTableName(request);
    write.condition = std::move(condition);
    TS_TRY_STATUS(readConditionFailureReturn(request, write));
    return write;
}

// PutItem and DeleteItem: one write, answered with the old item when ReturnValues asks.
Result<json::object> writeReturningOld(State &state, const json::object &request,
                                       Result<ItemWrite> (*makeWrite)(State &,
                                                                      const json::object &,
                                                                      ParameterFaults))
{
    // Before the table, as the service checks it; bare when the service reads the request in
    // its older form (a value nested past about 62 levels: model/service_quirks.h).
    Result<bool> returnOld = returnsOldItem(request);
    if (!returnOld)
        return model::readInOlderForm(request) ? returnOld.takeError()
                                               : core::inValidationEnvelope(returnOld.takeError());
    TS_TRY_ASSIGN(ItemWrite write, makeWrite(state, request, ParameterFaults::Enveloped));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    TS_TRY_ASSIGN(bool metrics, returnsItemCollectionMetrics(request));
    TS_TRY_ASSIGN(ItemWrite done, applyWrite(state, std::move(write)));
    json::object response;
    TS_TRY_STATUS(addOldItem(response, *returnOld, done.old));
    addWriteCapacity(response, capacityMode, done);
    TS_TRY_STATUS(addItemCollectionMetrics(state, response, metrics, done));
    return response;
}

Result<json::object> putItem(State &state, const json::object &request)
{
    return writeReturningOld(state, request, putRequestWrite);
}

Result<ItemRead> readRequestedItem(State &state, const json::object &request)
{
    ItemRead read;
    TS_TRY_ASSIGN(Item keyItem, requiredItem(request, "Key"));
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    TS_TRY_ASSIGN(auto paths, projection(request, names));
    TS_TRY_STATUS(names.checkAllUsed());
    TS_TRY_ASSIGN(read.table, findTable(state, request));
    TS_TRY_ASSIGN(store::StorageKey key, keyFromKeyParameter(read.table->key, keyItem));
    if (paths)
        TS_TRY_STATUS(checkKeyPathsAreScalar(*read.table, *paths));
    TS_TRY_ASSIGN(auto found, store::readItem(state.db, *read.table, key));
    if (found) {
        read.size = found->size;
        TS_TRY_ASSIGN(read.response["Item"],
                      responseItem(found->json, paths ? &*paths : nullptr));
    }
    return read;
}

Result<json::object> getItem(State &state, const json::object &request)
{
    TS_TRY_ASSIGN(std::optional<bool> consistent, optionalBool(request, "ConsistentRead"));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    TS_TRY_ASSIGN(ItemRead read, readRequestedItem(state, request));
    addConsumedCapacity(read.response, capacityMode, requestedTableName(request),
                        readUnits(read.size, consistent.value_or(false)), true);
    return std::move(read.response);
}

Result<json::object> deleteItem(State &state, const json::object &request)
{
    return writeReturningOld(state, request, deleteRequestWrite);
}

} // namespace tablesmith::ops
