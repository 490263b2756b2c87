#pragma once
// Which buckets a request needs, whether they admit it, and the error DynamoDB gives when not.

#include "capacity/throttling.h"
#include "store/catalog.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <map>
#include <optional>
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
// A write uses the table's and, as back-pressure, every GSI's write bucket.
std::vector<Resource> resourcesOf(store::TableSchema &table, std::string_view indexName,
                                  Direction direction);

// Tentative charges of a batch being admitted item by item.
using Debits = std::map<std::string, double>;

// The first resource without capacity (balance less pending debits), or nothing.
std::optional<Resource> firstExhausted(Throttling &throttling,
                                       const std::vector<Resource> &resources,
                                       std::int64_t nowMs, const Debits &debits = {});
void addDebits(Debits &debits, const std::vector<Resource> &resources, double units);

// ProvisionedThroughputExceededException with the service's message for that resource and
// the ThrottlingReasons the service adds.
Error throttledError(const Resource &resource);
// A transaction without the capacity to complete is cancelled: TransactionCanceledException
// with, per action in order, None or ProvisionedThroughputExceeded and the service's message.
Error transactionThrottled(const std::vector<std::optional<Resource>> &actions);

} // namespace tablesmith::capacity
