#pragma once
// Which buckets a request needs, whether they admit it, and the error DynamoDB gives when not.

#include "capacity/throttling.h"
#include "capacity/named_tables.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace tablesmith::capacity {

// One bucket: the table's (index empty) or a GSI's reads or writes.
struct Resource {
    store::TableSchema *table = nullptr;
    std::string index;
    Direction direction = Direction::Read;
};

// A read uses the table's bucket, or the GSI's it names (LSIs share the table's capacity).
// A write uses the table's and, as back-pressure, the write bucket of every GSI it touches:
// resourcesOf lists every GSI, firstExhaustedWrite drops those the write does not touch.
std::vector<Resource> resourcesOf(store::TableSchema &table, std::string_view indexName,
                                  Direction direction);

// Tentative charges of a batch being admitted item by item.
using Debits = std::map<std::string, double>;

// The first resource without capacity (balance less pending debits), or nothing.
std::optional<Resource> firstExhausted(Throttling &throttling,
                                       const std::vector<Resource> &resources,
                                       std::int64_t nowMs, const Debits &debits = {});
void addDebits(Debits &debits, const std::vector<Resource> &resources, double units);

// The GSIs a write request touches ("Put", "Delete" or "Update", with its TableName), or
// nothing when that cannot be told (the operation then reports what is wrong with the request).
using TouchedIndexes = std::function<std::optional<std::set<std::string>>(
    std::string_view kind, const boost::json::object &request)>;
// The names the write needs; asked only when a GSI's bucket is empty, since it reads the item.
using TouchedByWrite = std::function<std::optional<std::set<std::string>>()>;

// firstExhausted for a write: when a GSI's bucket is empty, `resources` first loses the GSIs
// the write does not touch (DynamoDB holds a write back only for those it writes to).
std::optional<Resource> firstExhaustedWrite(Throttling &throttling,
                                            std::vector<Resource> &resources, std::int64_t nowMs,
                                            const Debits &debits, const TouchedByWrite &touched);

// ProvisionedThroughputExceededException with the service's message for that resource and
// the ThrottlingReasons the service adds.
Error throttledError(const Resource &resource);
// A transaction without the capacity to complete is cancelled: TransactionCanceledException
// with, per action in order, None or ProvisionedThroughputExceeded and the service's message.
Error transactionThrottled(const std::vector<std::optional<Resource>> &actions);

} // namespace tablesmith::capacity
