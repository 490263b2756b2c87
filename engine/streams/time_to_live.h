#pragma once
// Time to Live: which attribute holds each table's expiry time (tablesmith_ttl), the
// UpdateTimeToLive / DescribeTimeToLive operations, and the sweep that deletes expired items.

#include "core/state.h"
#include "store/table_schema.h"

#include <boost/json/object.hpp>

#include <map>
#include <optional>

namespace tablesmith::streams {

class Runtime;

Status createTimeToLiveTable(store::Connection &db);

Result<boost::json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                               const boost::json::object &request);

// Deletes expired items of every table with TTL enabled, each as a REMOVE stream record by
// the service. With `itemsPerTable`, looks at that many items per table, carrying on from
// `cursors` next time (the paced background sweep); without, sweeps everything. Returns the
// number deleted. Runs under the write lock.
Result<std::int64_t> sweepExpired(core::State &state, Runtime &runtime,
                                  std::optional<std::int64_t> itemsPerTable,
                                  std::map<std::int64_t, store::StorageKey> &cursors);

} // namespace tablesmith::streams
