#pragma once
// Time to Live: which attribute holds each table's expiry time (tablesmith_ttl), the
// UpdateTimeToLive / DescribeTimeToLive operations, and the sweep that deletes expired items.

#include "core/state.h"
#include "store/table_schema.h"

#include <boost/json/object.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>

namespace tablesmith::streams {

class Runtime;

Status createTimeToLiveTable(store::Connection &db);

Result<boost::json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                               const boost::json::object &request);

// A table a paced pass read to its end without it changing: until its change stamp moves,
// its TTL attribute changes, or the clock reaches the earliest expiry it holds, another pass
// would find nothing, so passes skip it (an idle database then costs the sweeper nothing).
struct QuietTable {
    std::uint64_t changeStamp = 0;
    std::string attribute;
    std::optional<double> nextExpiry; // epoch seconds; none: no item will ever expire
};

// How far a paced sweep has got through the tables with TTL: the tables it has looked at to
// their end, and in each of the others the last item it looked at.
struct SweepPass {
    std::map<std::int64_t, store::StorageKey> cursors;
    std::set<std::int64_t> finished;
    bool done = false; // every table with TTL looked at to its end
    // Of each table being looked at: its change stamp when this pass began reading it, and the
    // earliest expiry still to come among the items read so far.
    std::map<std::int64_t, QuietTable> reading;
    // Kept from pass to pass (startOver), by table id.
    std::map<std::int64_t, QuietTable> quiet;
    std::int64_t itemsLookedAt = 0; // in this pass

    // A new pass, keeping what the last ones learnt.
    void startOver();
};

// Deletes expired items of every table with TTL enabled, each as a REMOVE stream record by
// the service. With `itemsPerTable`, one step of a paced pass: looks at that many items of
// each table the pass has not finished, carrying on from `pass` next time; without, sweeps
// everything (and `pass` is left alone). Returns the number deleted. Runs under the write lock.
Result<std::int64_t> sweepExpired(core::State &state, Runtime &runtime,
                                  std::optional<std::int64_t> itemsPerTable, SweepPass &pass);

} // namespace tablesmith::streams
