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

// Not recorded word for word. What is known of the service's text: scylladb alternator's
// test_transact.py, run against the service (test_transact_write_items_put_5MB), matches it as
// "ValidationException.*size cannot exceed", and the same file says the service calls the
// limit the "transaction payload" in its error messages. This text holds both; the rest of its
// wording is ours.
Error transactionTooLarge()
{
    return Error::validation("Transaction payload size cannot exceed 4 MB");
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

// The service checks every action's expressions (syntax, placeholders, unused names and
// values) before it looks up any table, so an expression fault in a later action wins over a
// missing table in an earlier one. The checks are those the action's own request runs again
// once its table is known; none of them needs the table.
Status actionExpressions(const State &state, std::string_view kind, const json::object &action)
{
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(action, state.written));
    if (kind == "Get") {
        TS_TRY_STATUS(projection(action, names));
        return names.checkAllUsed();
    }
    if (kind == "Update") {
        TS_TRY_ASSIGN(auto text, optionalString(action, "UpdateExpression"));
        if (text)
            TS_TRY_STATUS(expr::parseUpdate(*text, names));
    }
    TS_TRY_STATUS(optionalCondition(action, "ConditionExpression", names));
    return names.checkAllUsed();
}

// A Put item's top-level attribute names, before its values: an empty name is refused ahead
// of a value nested past every limit, wherever the two sit in the item. The service's bare
// text (deepRequests.test.ts); an empty key inside a map value is not refused here.
Status putItemNames(const json::object &action)
{
    const json::value *item = action.if_contains("Item");
    if (!item || !item->is_object())
        return success(); // left to the item's reading, which names that fault
    for (const auto &attribute : item->get_object())
        if (attribute.key().empty())
            return Error::validation("Empty attribute name");
    return success();
}

// What an action says alone: its expressions, then its item's (a Put's) names, then its item's
// or its key's values. Action by action, so a too deep item in the first action wins over a
// malformed condition or an empty attribute name in the second and the other way about, while
// within one action the condition comes first (paritysuite/dynamodb-conformance tests/tier3/
// validation-ordering/{transactions,deepRequests}.test.ts, us-east-1, eu-west-2 and eight more
// regions, 2026-10-09).
Status actionAlone(const State &state, std::string_view kind, const json::object &action)
{
    TS_TRY_STATUS(actionExpressions(state, kind, action));
    if (kind == "Put")
        TS_TRY_STATUS(putItemNames(action));
    TS_TRY_STATUS(requiredItem(action, kind == "Put" ? "Item" : "Key"));
    return success();
}

// Every action alone, in order; an entry that is not one action is left to the pass that
// reads the actions, which names that fault.
Status allActionsAlone(const State &state, const json::array &items)
{
    for (const json::value &entry : items) {
        const json::object *o = entry.if_object();
        if (o && o->size() == 1 && o->begin()->value().is_object())
            TS_TRY_STATUS(actionAlone(state, o->begin()->key(), o->begin()->value().get_object()));
    }
    return success();
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

// A key that does not fit its table is found while the transaction runs, so the service
// reports it as that action's cancellation reason (ValidationError) rather than refusing the
// request; every other fault in an action refuses the whole request with its own exception.
bool isActionLevel(const Error &error)
{
    return error.kind == ErrorKind::ValidationException
           && (error.message == "The provided key element does not match the schema"
               || error.message.starts_with("One or more parameter values were invalid: "
                                            "Type mismatch for key "));
}

Error sameItemTwice()
{
    return Error::validation("Transaction request cannot include multiple operations on one "
                             "item");
}

using ItemId = std::tuple<std::string, std::int64_t, std::string, std::string>;
ItemId itemId(const store::TableSchema &table, const store::StorageKey &key)
{
    return {table.name, key.hash, key.partitionKey, key.sortKey};
}

// The first action whose key does not fit its table, and where it stands: the service reports
// only the first, every other action's reason being None.
struct ActionFault {
    std::size_t position = 0;
    Error error;
};

// Keeps the first action-level fault in `fault` and goes on, so that a later action's fault
// that refuses the whole request still does.
template <typename T>
Result<std::optional<T>> checkedAction(Result<T> &&action, std::size_t position,
                                       std::optional<ActionFault> &fault)
{
    if (action)
        return std::optional<T>(std::move(*action));
    if (!isActionLevel(action.error()))
        return action.takeError();
    if (!fault)
        fault = ActionFault{position, action.takeError()};
    return std::optional<T>();
}

Result<std::vector<ItemWrite>> actionWrites(State &state, const json::array &items,
                                            std::optional<ActionFault> &fault)
{
    std::vector<ItemWrite> writes;
    std::set<ItemId> seen;
    std::size_t size = 0;
    for (std::size_t i = 0; i < items.size(); ++i) {
        TS_TRY_ASSIGN(std::optional<ItemWrite> write,
                      checkedAction(actionWrite(state, items[i]), i, fault));
        if (!write)
            continue;
        if ((size += actionSize(items[i], *write)) > kMaxTransactionSize)
            return transactionTooLarge();
        if (!seen.insert(itemId(*write->table, write->key)).second)
            return sameItemTwice();
        writes.push_back(std::move(*write));
    }
    return writes;
}

// A cancellation reason's Code: the exception's name, in the few words the service uses.
std::string reasonCode(ErrorKind kind)
{
    if (kind == ErrorKind::ConditionalCheckFailedException)
        return "ConditionalCheckFailed";
    if (kind == ErrorKind::ItemCollectionSizeLimitExceededException)
        return "ItemCollectionSizeLimitExceeded";
    if (kind == ErrorKind::ValidationException)
        return "ValidationError";
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

// The cancellation for an action-level fault: its reason, None for every other action.
Error cancelledBy(const ActionFault &fault, std::size_t actions)
{
    std::vector<std::optional<Error>> reasons(actions);
    reasons[fault.position] = fault.error;
    return cancelled(reasons);
}

// Transactions bill twice: a prepare and a commit for every item.
json::array transactionalCapacity(ReturnCapacity mode,
                                  const std::map<std::string, Consumed> &units, bool isRead)
{
    return consumedPerTable(mode, units, isRead, 2);
}

// One Get, checked before anything is read.
struct TransactGet {
    store::TableSchema *table = nullptr;
    std::string_view requested; // the action's TableName, its name or its ARN, as answered
    store::StorageKey key;
    std::optional<std::vector<expr::Path>> paths;
};

Result<TransactGet> transactGet(State &state, const json::value &entry)
{
    const json::object *o = entry.if_object();
    const json::value *get = o ? o->if_contains("Get") : nullptr;
    if (!get || !get->is_object())
        return Error::validation("TransactGetItems can only contain Get actions");
    const json::object &request = get->get_object();
    TransactGet out;
    TS_TRY_ASSIGN(Item keyItem, requiredItem(request, "Key"));
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    TS_TRY_ASSIGN(out.paths, projection(request, names));
    TS_TRY_STATUS(names.checkAllUsed());
    TS_TRY_ASSIGN(out.table, findTable(state, request));
    out.requested = requestedTableName(request);
    TS_TRY_ASSIGN(out.key, keyFromKeyParameter(out.table->key, keyItem));
    return out;
}

Result<std::vector<TransactGet>> transactGets(State &state, const json::array &items,
                                              std::optional<ActionFault> &fault)
{
    std::vector<TransactGet> gets;
    std::set<ItemId> seen;
    for (std::size_t i = 0; i < items.size(); ++i) {
        TS_TRY_ASSIGN(std::optional<TransactGet> get,
                      checkedAction(transactGet(state, items[i]), i, fault));
        if (!get)
            continue;
        if (!seen.insert(itemId(*get->table, get->key)).second)
            return sameItemTwice();
        gets.push_back(std::move(*get));
    }
    return gets;
}

// Reads the Gets in order; `size` sums the items read, which may not pass 4 MB.
Result<json::array> readGets(State &state, const std::vector<TransactGet> &gets,
                             std::map<std::string, Consumed> &units)
{
    json::array responses;
    std::size_t size = 0;
    for (const TransactGet &get : gets) {
        TS_TRY_ASSIGN(auto found, store::readItem(state.db, *get.table, get.key));
        json::object response;
        const std::int64_t itemSize = found ? found->size : 0;
        if (found) {
            TS_TRY_ASSIGN(response["Item"],
                          responseItem(found->json, get.paths ? &*get.paths : nullptr));
        }
        units[std::string(get.requested)].table += readUnits(itemSize, true);
        if ((size += static_cast<std::size_t>(itemSize)) > kMaxTransactionSize)
            return transactionTooLarge();
        responses.push_back(std::move(response));
    }
    return responses;
}

} // namespace

Result<json::object> transactWriteItems(State &state, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *items, transactItems(request));
    TS_TRY_ASSIGN(ReturnCapacity capacityMode, returnCapacity(request));
    TS_TRY_ASSIGN(bool metrics, returnsItemCollectionMetrics(request));
    TS_TRY_STATUS(allActionsAlone(state, *items));
    std::optional<ActionFault> fault;
    TS_TRY_ASSIGN(std::vector<ItemWrite> writes, actionWrites(state, *items, fault));
    if (fault)
        return cancelledBy(*fault, items->size());
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
    TS_TRY_STATUS(allActionsAlone(state, *items));
    std::optional<ActionFault> fault;
    TS_TRY_ASSIGN(std::vector<TransactGet> gets, transactGets(state, *items, fault));
    if (fault)
        return cancelledBy(*fault, items->size());
    std::map<std::string, Consumed> units;
    json::object response;
    TS_TRY_ASSIGN(response["Responses"], readGets(state, gets, units));
    if (capacityMode != ReturnCapacity::None)
        response["ConsumedCapacity"] = transactionalCapacity(capacityMode, units, true);
    return response;
}

} // namespace tablesmith::ops
