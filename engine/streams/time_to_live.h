#pragma once
// Time to Live: which attribute holds each table's expiry time (tablesmith_ttl), the
// UpdateTimeToLive / DescribeTimeToLive operations, and the sweep that deletes expired items.

#include "core/state.h"
#include "store/catalog.h"
#include "store/table_schema.h"

#include <boost/json/object.hpp>

#include <optional>
#include <set>
#include <string>

namespace tablesmith::streams {

class Runtime;

// An item's expiry, waiting to go into its table's expiry index.
struct ExpiryEntry {
    double expires = 0;
    store::StorageKey key;
};

// Marks a table's expiry index as lacking entries of committed writes (or not), in its
// tablesmith_ttl row: a file opened with the mark set indexes the table's rows again.
Status saveUnindexed(store::Connection &db, std::int64_t tableId, bool unindexed);

Status createTimeToLiveTable(store::Connection &db);

// Enabling fills the items' expires column and expiry index in the call up to a batch (10,000
// items); a larger table is ENABLING, as the service's are for up to an hour, until the sweep
// filled the rest, a batch a step, each with its position in the file.
Result<boost::json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                               const boost::json::object &request);

// On open, after the catalog is loaded: each table's TTL attribute into its schema. A file of
// schema version 3 or older first gets the expires column on every items table, filled and
// indexed for the tables with TTL, in one transaction (then version 4); a table marked
// unindexed (the process died before the sweep indexed its last writes) is indexed again; a
// table left ENABLING goes on filling after its saved position.
Status loadTimeToLive(store::Connection &db, store::Catalog &catalog);

// Adds the expiries of the writes committed since the last sweep step to their tables'
// expiry index, in one transaction that also clears the unindexed marks of `unmark` (on
// close); they are given back if it fails. Runs under the write lock (as each sweep step).
Status indexWrittenExpiries(core::State &state, Runtime &runtime,
                            const std::set<std::int64_t> &unmark);

// What one step of the sweep did: expiry index entries read (each an expired one, found by
// the index; stale ones too) and items deleted, and whether a table had more than the budget
// (or is still ENABLING).
struct SweepStep {
    std::int64_t itemsRead = 0;
    std::int64_t deleted = 0;
    bool more = false;
};

// Adds the expiries of the writes committed since the last step to their tables' expiry
// index, fills a batch of each ENABLING table (`itemsPerTable` items; without, the whole
// rest), then deletes expired items of every table with TTL enabled, each as a REMOVE stream
// record by the service, earliest expiry first. With `itemsPerTable`, at most that many index
// entries of each table are read (one step of a paced pass: the rest are found by the next
// step); without, all of them. An entry whose item no longer holds that expiry is dropped.
// Runs under the write lock.
Result<SweepStep> sweepExpired(core::State &state, Runtime &runtime,
                               std::optional<std::int64_t> itemsPerTable);

} // namespace tablesmith::streams
