#pragma once
// Time to Live: which attribute holds each table's expiry time (tablesmith_ttl), the
// UpdateTimeToLive / DescribeTimeToLive operations, and the sweep that deletes expired items.

#include "core/state.h"
#include "store/catalog.h"
#include "store/table_schema.h"

#include <boost/json/object.hpp>

#include <optional>
#include <string>

namespace tablesmith::streams {

class Runtime;

Status createTimeToLiveTable(store::Connection &db);

Result<boost::json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                               const boost::json::object &request);

// On open, after the catalog is loaded: each table's TTL attribute into its schema. A file of
// schema version 3 or older first gets the expires column on every items table, filled and
// indexed for the tables with TTL, in one transaction (then version 4).
Status loadTimeToLive(store::Connection &db, store::Catalog &catalog);

// What one step of the sweep did: items read (each an expired one, found by the expiry index)
// and deleted, and whether a table had more expired items than the step's budget.
struct SweepStep {
    std::int64_t itemsRead = 0;
    std::int64_t deleted = 0;
    bool more = false;
};

// Deletes expired items of every table with TTL enabled, each as a REMOVE stream record by
// the service, earliest expiry first. With `itemsPerTable`, at most that many of each table
// (one step of a paced pass: the rest are found by the next step); without, all of them.
// Runs under the write lock.
Result<SweepStep> sweepExpired(core::State &state, Runtime &runtime,
                               std::optional<std::int64_t> itemsPerTable);

} // namespace tablesmith::streams
