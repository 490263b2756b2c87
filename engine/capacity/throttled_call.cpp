#include "capacity/throttled_call.h"

#include "capacity/batch_admission.h"
#include "capacity/consumed_charge.h"

#include <unordered_map>

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

enum class Shape { Single, Batch, Transaction };

struct OperationKind {
    Direction direction;
    Shape shape;
    std::string_view write; // a single write's kind for TouchedIndexes: Put, Update, Delete
};

const OperationKind *kindOf(std::string_view operation)
{
    using enum Direction;
    static const std::unordered_map<std::string_view, OperationKind> kinds{
        {"GetItem", {Read, Shape::Single, {}}},
        {"Query", {Read, Shape::Single, {}}},
        {"Scan", {Read, Shape::Single, {}}},
        {"PutItem", {Write, Shape::Single, "Put"}},
        {"UpdateItem", {Write, Shape::Single, "Update"}},
        {"DeleteItem", {Write, Shape::Single, "Delete"}},
        {"BatchGetItem", {Read, Shape::Batch, {}}},
        {"BatchWriteItem", {Write, Shape::Batch, {}}},
        {"TransactGetItems", {Read, Shape::Transaction, {}}},
        {"TransactWriteItems", {Write, Shape::Transaction, {}}},
    };
    auto found = kinds.find(operation);
    return found == kinds.end() ? nullptr : &found->second;
}

std::string_view stringMember(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string() ? std::string_view(value->get_string())
                                       : std::string_view();
}

// The table (and GSI) a request or a transaction's action uses; unknown tables are left to the
// operation, which answers ResourceNotFoundException.
std::vector<Resource> resourcesOfTarget(const NamedTables &tables, Direction direction,
                                        const json::object &target)
{
    store::TableSchema *table = tables.find(stringMember(target, "TableName"));
    return table ? resourcesOf(*table, stringMember(target, "IndexName"), direction)
                 : std::vector<Resource>();
}

// The resource that cannot take a transaction's action, if any: a write action only for the
// GSIs it touches (a ConditionCheck touches none).
std::optional<Resource> exhaustedByAction(Throttling &throttling, const NamedTables &tables,
                                          std::int64_t nowMs, Direction direction,
                                          const json::object &entry,
                                          const TouchedIndexes &touched)
{
    const std::string_view kind = entry.begin()->key();
    const json::object &action = entry.begin()->value().get_object();
    auto resources = resourcesOfTarget(tables, direction, action);
    if (direction == Direction::Read)
        return firstExhausted(throttling, resources, nowMs);
    return firstExhaustedWrite(throttling, resources, nowMs, {}, [&] {
        return kind == "ConditionCheck" ? std::optional(std::set<std::string>())
                                        : touched(kind, action);
    });
}

// Per action of a transaction, the resource that cannot take it, if any; nothing at all when
// every action can run (or the request is malformed, which the operation reports).
std::optional<std::vector<std::optional<Resource>>>
throttledActions(Throttling &throttling, const NamedTables &tables, std::int64_t nowMs,
                 Direction direction, const json::object &request, const TouchedIndexes &touched)
{
    const json::value *items = request.if_contains("TransactItems");
    if (!items || !items->is_array())
        return std::nullopt;
    std::vector<std::optional<Resource>> actions;
    bool anyThrottled = false;
    for (const json::value &item : items->get_array()) {
        const json::object *action = item.if_object();
        if (!action || action->size() != 1 || !action->begin()->value().is_object())
            return std::nullopt;
        actions.push_back(
            exhaustedByAction(throttling, tables, nowMs, direction, *action, touched));
        anyThrottled = anyThrottled || actions.back();
    }
    return anyThrottled ? std::optional(std::move(actions)) : std::nullopt;
}

// What the caller asked ReturnConsumedCapacity to be; the simulation always asks for INDEXES.
enum class Asked { None, Total, Indexes, Invalid };

Asked askedCapacity(const json::object &request)
{
    const json::value *mode = request.if_contains("ReturnConsumedCapacity");
    if (!mode)
        return Asked::None;
    if (!mode->is_string())
        return Asked::Invalid;
    const std::string_view text = mode->get_string();
    return text == "NONE"      ? Asked::None
           : text == "TOTAL"   ? Asked::Total
           : text == "INDEXES" ? Asked::Indexes
                               : Asked::Invalid;
}

void answerAsAsked(json::object &response, Asked asked)
{
    json::value *capacity = response.if_contains("ConsumedCapacity");
    if (!capacity || asked == Asked::Indexes)
        return;
    if (asked == Asked::None) {
        response.erase("ConsumedCapacity");
        return;
    }
    auto toTotal = [](json::value &entry) {
        if (json::object *o = entry.if_object())
            for (std::string_view part : {"Table", "GlobalSecondaryIndexes",
                                          "LocalSecondaryIndexes"})
                o->erase(part);
    };
    if (json::array *entries = capacity->if_array())
        for (json::value &entry : *entries)
            toTotal(entry);
    else
        toTotal(*capacity);
}

struct Call {
    Throttling &throttling;
    const NamedTables &tables;
    std::int64_t nowMs;
    const OperationKind &kind;
    const Execute &execute;
    const TouchedIndexes &touched;

    // Runs `request` and charges what it consumed.
    Result<json::object> run(const json::object &request) const
    {
        const Asked asked = askedCapacity(request);
        if (asked == Asked::Invalid)
            return execute(request); // the operation names the bad value
        json::object withIndexes;
        if (asked != Asked::Indexes) {
            withIndexes = request;
            withIndexes["ReturnConsumedCapacity"] = "INDEXES";
        }
        auto response = execute(asked == Asked::Indexes ? request : withIndexes);
        if (!response) {
            chargeFailedWrite(request, response.error());
            return response;
        }
        if (const json::value *consumed = response->if_contains("ConsumedCapacity"))
            chargeConsumed(throttling, tables, nowMs, kind.direction,
                           kind.shape == Shape::Single ? stringMember(request, "IndexName") : "",
                           *consumed);
        answerAsAsked(*response, asked);
        return response;
    }

    // A write whose condition failed still consumed write capacity (at least one unit).
    void chargeFailedWrite(const json::object &request, const Error &error) const
    {
        if (error.kind != ErrorKind::ConditionalCheckFailedException
            || kind.shape != Shape::Single)
            return;
        if (store::TableSchema *table = tables.find(stringMember(request, "TableName")))
            throttling.charge(*table, "", Direction::Write, 1, nowMs);
    }

    Result<json::object> runBatch(const json::object &request) const
    {
        auto split = splitBatch(throttling, tables, nowMs, kind.direction, request, touched);
        if (!split || split->throttledCount == 0)
            return run(request);
        if (split->admittedCount == 0)
            return throttledError(*split->firstThrottled);
        json::object admitted = request;
        admitted["RequestItems"] = std::move(split->admitted);
        auto response = run(admitted);
        if (!response)
            return response;
        json::value &unprocessed = (*response)[kind.direction == Direction::Read
                                                   ? "UnprocessedKeys"
                                                   : "UnprocessedItems"];
        if (!unprocessed.is_object())
            unprocessed = json::object();
        for (auto &[table, entries] : split->unprocessed)
            unprocessed.as_object()[table] = std::move(entries);
        return response;
    }
};

} // namespace

Result<json::object> throttledCall(Throttling &throttling, const NamedTables &tables,
                                   std::int64_t nowMs, std::string_view operation,
                                   const json::object &request, const Execute &execute,
                                   const TouchedIndexes &touched)
{
    const OperationKind *kind = kindOf(operation);
    if (!kind)
        return execute(request);
    const Call call{throttling, tables, nowMs, *kind, execute, touched};
    if (kind->shape == Shape::Batch)
        return call.runBatch(request);
    if (kind->shape == Shape::Transaction) {
        if (auto actions = throttledActions(throttling, tables, nowMs, kind->direction, request,
                                            touched))
            return transactionThrottled(*actions);
        return call.run(request);
    }
    auto resources = resourcesOfTarget(tables, kind->direction, request);
    const auto exhausted =
        kind->direction == Direction::Read
            ? firstExhausted(throttling, resources, nowMs)
            : firstExhaustedWrite(throttling, resources, nowMs, {},
                                  [&] { return touched(kind->write, request); });
    if (exhausted)
        return throttledError(*exhausted);
    return call.run(request);
}

} // namespace tablesmith::capacity
