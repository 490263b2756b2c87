#pragma once
// A data-plane call through the provisioned-throughput simulation: admits or throttles it
// (batches item by item), runs it asking for ConsumedCapacity INDEXES, charges what the
// operation reports it consumed, and answers with the ConsumedCapacity the caller asked for.

#include "capacity/admission.h"
#include "capacity/throttling.h"
#include "capacity/named_tables.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <functional>
#include <string_view>

namespace tablesmith::capacity {

using Execute = std::function<Result<boost::json::object>(const boost::json::object &)>;

// Operations that consume no table capacity (control plane, streams) go straight to `execute`.
// `touched` tells which GSIs a write touches when one of the table's GSI buckets is empty.
Result<boost::json::object> throttledCall(Throttling &throttling, const NamedTables &tables,
                                          std::int64_t nowMs, std::string_view operation,
                                          const boost::json::object &request,
                                          const Execute &execute, const TouchedIndexes &touched);

} // namespace tablesmith::capacity
