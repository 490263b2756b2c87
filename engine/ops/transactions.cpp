#include "ops/capacity.h"
#include "ops/write_reports.h"
#include "ops/client_request_token.h"
#include "core/item_codec.h"
#include "core/item_write.h"
#include "core/keys.h"
#include "ops/operations.h"
#include "ops/core_names.h"
#include "ops/item_requests.h"

#include <map>
#include <set>
#include <tuple>

namespace tablesmith::ops {
namespace {

constexpr std::size_t kMaxTransactItems = 100;
// DynamoDB caps the aggregate size of a transaction's items at 4 MB, for writes and reads.
constexpr std::size_t kMaxTransactionSize = 4 * 1024 * 1024;

Error transactionTooLarge()
{
    return Error::validation("The aggregate size of the items in the transaction cannot exceed "
                             "4 MB");
}

Result<const json::array *> transactItems(const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *items, optionalArray(request, "TransactItems"));
    if (!items)
        return constraintError("null", "TransactItems", "Member must not be null");
    if (items->empty() || items->size() > kMaxTransactItems)
        return constraintError("'TransactItems'", "TransactItems", items->empty()
            ? "Member must have length greater than or equal to 1"
            : "Member must have length less than or equal to 100");
    return items;
}

// One action: exactly one of Put, Delete, Update, ConditionCheck.
Result<ItemWrite> actionWrite(State &state, const json::value &entry)
{
    const json::object *o = entry.if_object();
    if (!o || o->size() != 1 || !o->begin()->value().is_object())
        return Error::validation("TransactItems can only contain one of Check, Put, Update or "
                                 "Delete");
    const std::string_view kind = o->begin()->key();
    const json::object &action = o->begin()->value().get_object();
    if (kind == "Put")
        return putRequestWrite(state, action);
    if (kind == "Delete")
        return deleteRequestWrite(state, action);
    if (kind == "ConditionCheck") {
        if (!action.contains("ConditionExpression"))
            return constraintError("null", "ConditionExpression", "Member must not be null");
        TS_TRY_ASSIGN(ItemWrite write, deleteRequestWrite(state, action));
        write.checkOnly = true;
        return write;
    }
    if (kind == "Update") {
        std::shared_ptr<UpdatePlan> plan;
        return updateRequestWrite(state, action, plan);
    }
    return Error::validation("TransactItems can only contain one of Check, Put, Update or "
                             "Delete");
}

// What one action adds to the transaction's size: a Put its item; the others their key, and an
// Update the values it may write (its result is only known inside the transaction).
std::size_t actionSize(const json::value &entry, const ItemWrite &write)
{
    if (write.item)
        return static_cast<std::size_t>(write.item->size);
    const json::object &action = entry.get_object().begin()->value().get_object();
    std::size_t size = 0;
    if (const json::value *key = action.if_contains("Key"))
        if (auto decoded = itemFromJson(*key))
            size += itemSize(*decoded);
    if (const json::value *values = action.if_contains("ExpressionAttributeValues");
        values && values->is_object())
        for (const auto &[name, value] : values->get_object())
            if (auto decoded = attributeFromJson(value))
                size += attributeSize(*decoded);
    return size;
}

Result<std::vector<ItemWrite>> actionWrites(State &state, const json::array &items)
{
    std::vector<ItemWrite> writes;
    std::set<std::tuple<std::string, std::int64_t, std::string, std::string>> seen;
    std::size_t size = 0;
    for (const json::value &entry : items) {
        TS_TRY_ASSIGN(ItemWrite write, actionWrite(state, entry));
        if ((size += actionSize(entry, write)) > kMaxTransactionSize)
            return transactionTooLarge();
        const auto id = std::make_tuple(write.table->name, write.key.hash,
                                        write.key.partitionKey, write.key.sortKey);
        if (!seen.insert(id).second)
            return Error::validation("Transaction request cannot include multiple operations on "
                                     "one item");
        writes.push_back(std::move(write));
    }
    return writes;
}

// A cancellation reason's Code: the exception's name, shortened for the two DynamoDB shortens.
std::string reasonCode(ErrorKind kind)
{
    if (kind == ErrorKind::ConditionalCheckFailedException)
        return "ConditionalCheckFailed";
    if (kind == ErrorKind::ItemCollectionSizeLimitExceededException)
        return "ItemCollectionSizeLimitExceeded";
    return std::string(errorName(kind));
}

// TransactionCanceledException with one reason per action, in order, as DynamoDB reports.
Error cancelled(const std::vector<std::optional<Error>> &reasons)
{
    json::array list;
    std::string codes;
    for (const std::optional<Error> &reason : reasons) {
        json::object r;
        if (!reason) {
            r["Code"] = "None";
        } else {
            r["Code"] = reasonCode(reason->kind);
            r["Message"] = reason->message;
            if (const json::value *item = reason->details.if_contains("Item"))
                r["Item"] = *item;
        }
        codes += (codes.empty() ? "" : ", ") + std::string(r["Code"].as_string());
        list.push_back(std::move(r));
    }
    Error error{ErrorKind::TransactionCanceledException,
                "Transaction cancelled, please refer cancellation reasons for specific reasons ["
                    + codes + "]"};
    error.details["CancellationReasons"] = std::move(list);
    return error;
}

// Transactions bill twice: a prepare and a commit for every item.
json::array transactionalCapacity(ReturnCapacity mode,
                                  const std::map<std::string, Consumed> &units, bool isRead)
{
    return consumedPerTable(mode, units, isRead, 2);
}

// One Get; `size` sums the items read so far, which may not pass 4 MB.
Result<json::object> transactGet(State &state, const json::value &entry, double &units,
                                 std::size_t &size)
{
    const json::object *o = entry.if_object();
    const json::value *get = o ? o->if_contains("Get") : nullptr;
    if (!get || !get->is_object())
        return Error::validation("TransactGetItems can only contain Get actions");
    TS_TRY_ASSIGN(ItemRead read, readRequestedItem(state, get->get_object()));
    units = readUnits(read.size, true);
    size += static_cast<std::size_t>(read.size);
    if (size > kMaxTransactionSize)
        return transactionTooLarge();
    return std::move(read.response);
}

} // namespace

Result<json::object> transactWriteItems(State &state, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *items, transactItems(request));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    TS_TRY_ASSIGN(bool metrics, returnsItemCollectionMetrics(request));
    TS_TRY_ASSIGN(std::vector<ItemWrite> writes, actionWrites(state, *items));
    TS_TRY_ASSIGN(auto token, requestToken(request));
    if (token) {
        TS_TRY_ASSIGN(bool applied, alreadyApplied(state, *token));
        if (applied)
            return json::object(); // a retry of a committed transaction changes nothing
    }
    std::vector<std::optional<Error>> reasons;
    auto remember = [&]() { return token ? recordToken(state, *token) : success(); };
    Status applied = applyWrites(state, writes, &reasons, remember);
    if (!applied)
        return reasons.size() == writes.size() ? cancelled(reasons) : applied.takeError();
    json::object response;
    if (capacityMode != ReturnCapacity::None)
        response["ConsumedCapacity"] = transactionalCapacity(
            capacityMode, writeCapacityPerTable(writes, capacityMode), false);
    TS_TRY_STATUS(addItemCollectionMetricsPerTable(state, response, metrics, writes));
    return response;
}

Result<json::object> transactGetItems(State &state, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *items, transactItems(request));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    json::array responses;
    std::map<std::string, Consumed> units;
    std::size_t size = 0;
    for (const json::value &entry : *items) {
        double u = 0;
        TS_TRY_ASSIGN(json::object response, transactGet(state, entry, u, size));
        units[std::string(entry.at("Get").at("TableName").as_string())].table += u;
        responses.push_back(std::move(response));
    }
    json::object response;
    response["Responses"] = std::move(responses);
    if (capacityMode != ReturnCapacity::None)
        response["ConsumedCapacity"] = transactionalCapacity(capacityMode, units, true);
    return response;
}

} // namespace tablesmith::ops
