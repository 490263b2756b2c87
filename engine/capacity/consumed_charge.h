#pragma once
// Charging the buckets with the ConsumedCapacity an operation reported (INDEXES form).

#include "capacity/throttling.h"
#include "capacity/named_tables.h"

#include <boost/json/object.hpp>

namespace tablesmith::capacity {

// `queriedIndex` is the IndexName of a Query or Scan (empty otherwise).
void chargeConsumed(Throttling &throttling, const NamedTables &tables, std::int64_t nowMs,
                    Direction direction, std::string_view queriedIndex,
                    const boost::json::value &consumedCapacity);

} // namespace tablesmith::capacity
