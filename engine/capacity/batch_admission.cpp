#include "capacity/batch_admission.h"

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

constexpr std::size_t kMaxBatchGetKeys = 100;
constexpr std::size_t kMaxBatchWrites = 25;

// Admits the entries of one table in order while its buckets hold capacity for their minimum
// cost (their real cost is only known after they ran, and is charged then).
struct EntryAdmission {
    Throttling &throttling;
    std::int64_t nowMs;
    const TouchedIndexes &touched;
    Debits debits;
    BatchSplit split;

    bool admit(std::vector<Resource> resources, double minimumUnits,
               const TouchedByWrite &touchedByWrite = {})
    {
        auto exhausted = touchedByWrite ? firstExhaustedWrite(throttling, resources, nowMs,
                                                              debits, touchedByWrite)
                                        : firstExhausted(throttling, resources, nowMs, debits);
        if (exhausted) {
            ++split.throttledCount;
            if (!split.firstThrottled)
                split.firstThrottled = std::move(exhausted);
            return false;
        }
        addDebits(debits, resources, minimumUnits);
        ++split.admittedCount;
        return true;
    }
};

// `requested` is the RequestItems key, the table's name or ARN: the split answers under it.
bool splitGets(EntryAdmission &admission, store::TableSchema &table, std::string_view requested,
               const json::object &spec)
{
    const json::value *keys = spec.if_contains("Keys");
    if (!keys || !keys->is_array())
        return false;
    const json::value *consistent = spec.if_contains("ConsistentRead");
    const double cost = consistent && consistent->is_bool() && consistent->get_bool() ? 1 : 0.5;
    const auto resources = resourcesOf(table, "", Direction::Read);
    json::array admitted, throttled;
    for (const json::value &key : keys->get_array())
        (admission.admit(resources, cost) ? admitted : throttled).push_back(key);
    auto withKeys = [&spec](json::array list) {
        json::object copy = spec;
        copy["Keys"] = std::move(list);
        return copy;
    };
    if (!admitted.empty())
        admission.split.admitted[requested] = withKeys(std::move(admitted));
    if (!throttled.empty())
        admission.split.unprocessed[requested] = withKeys(std::move(throttled));
    return true;
}

// A BatchWriteItem entry ({"PutRequest": {"Item": …}} or {"DeleteRequest": {"Key": …}}) as the
// GSIs it touches.
std::optional<std::set<std::string>> touchedByEntry(const TouchedIndexes &touched,
                                                    const store::TableSchema &table,
                                                    const json::value &write)
{
    const json::object *entry = write.if_object();
    if (!entry || entry->size() != 1 || !entry->begin()->value().is_object())
        return std::nullopt;
    const bool put = entry->begin()->key() == "PutRequest";
    json::object request = entry->begin()->value().get_object();
    request["TableName"] = table.name;
    return touched(put ? "Put" : "Delete", request);
}

bool splitWrites(EntryAdmission &admission, store::TableSchema &table,
                 std::string_view requested, const json::value &requests)
{
    if (!requests.is_array())
        return false;
    const auto resources = resourcesOf(table, "", Direction::Write);
    json::array admitted, throttled;
    for (const json::value &write : requests.get_array()) {
        const bool admit = admission.admit(resources, 1, [&] {
            return touchedByEntry(admission.touched, table, write);
        });
        (admit ? admitted : throttled).push_back(write);
    }
    if (!admitted.empty())
        admission.split.admitted[requested] = std::move(admitted);
    if (!throttled.empty())
        admission.split.unprocessed[requested] = std::move(throttled);
    return true;
}

std::size_t entryCount(const json::object &items, Direction direction)
{
    std::size_t count = 0;
    for (const auto &[name, spec] : items) {
        const json::value *list = direction == Direction::Write ? &spec
                                  : spec.is_object()           ? spec.as_object().if_contains("Keys")
                                                               : nullptr;
        count += list && list->is_array() ? list->get_array().size() : 0;
    }
    return count;
}

} // namespace

std::optional<BatchSplit> splitBatch(Throttling &throttling, const NamedTables &tables,
                                     std::int64_t nowMs, Direction direction,
                                     const json::object &request, const TouchedIndexes &touched)
{
    const json::value *items = request.if_contains("RequestItems");
    if (!items || !items->is_object())
        return std::nullopt;
    const std::size_t count = entryCount(items->get_object(), direction);
    if (count == 0
        || count > (direction == Direction::Read ? kMaxBatchGetKeys : kMaxBatchWrites))
        return std::nullopt;
    EntryAdmission admission{throttling, nowMs, touched, {}, {}};
    for (const auto &[name, spec] : items->get_object()) {
        store::TableSchema *table = tables.find(name);
        if (!table)
            return std::nullopt;
        const bool split = direction == Direction::Read
                               ? spec.is_object()
                                     && splitGets(admission, *table, name, spec.get_object())
                               : splitWrites(admission, *table, name, spec);
        if (!split)
            return std::nullopt;
    }
    return std::move(admission.split);
}

} // namespace tablesmith::capacity
