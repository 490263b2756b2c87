#pragma once
// Controls only tests use, kept off Database's public face as LevelDB keeps its TEST_ methods
// off DB: the clock, the TTL sweeper's pace, auto scaling and GSI backfill stepping, the
// backfill's batch size. Each is thread-safe; none is meant for an application.

#include <tablesmith/database.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>

namespace tablesmith {

// The wall clock behind stream timestamps, retention (24 h), iterator expiry (15 min), TTL,
// auto scaling and throughput change dates. An empty one is the system clock.
using WallClock = std::function<std::chrono::system_clock::time_point()>;
void TEST_setClock(Database &database, WallClock clock);

// --- Time to Live ---
// Deletes every item whose TTL has passed now, as the background sweeper does in paced
// steps; returns how many were deleted.
Result<std::int64_t> TEST_sweepExpiredNow(Database &database);
// How often the background TTL sweeper takes a step (default 1 s); zero pauses it.
void TEST_setTimeToLiveSweepInterval(Database &database, std::chrono::milliseconds interval);
// Items the background sweeper has read since the database opened: only expired ones, found
// through the tables' expiry index (an entry whose item changed its expiry since counts too).
std::int64_t TEST_timeToLiveItemsSwept(Database &database);
// Expiries of committed writes waiting in memory for the sweeper to add them to their tables'
// expiry index, and how many make a committing write add them itself (default 50,000).
std::size_t TEST_timeToLiveUnindexedCount(Database &database);
void TEST_setTimeToLiveUnindexedLimit(Database &database, std::size_t entries);
// Items UpdateTimeToLive fills in its call, and then the sweeper each step, while a table is
// ENABLING (defaults: 10,000 in the call, then 1,000 a step).
void TEST_setTimeToLiveFillBatch(Database &database, std::size_t items);

// --- Capacity simulation ---
// Evaluates auto scaling (set with UpdateTableReplicaAutoScaling) for every minute completed
// by now, as calls also do while simulating; returns how many tables changed.
Result<int> TEST_runAutoScaling(Database &database);

// --- Secondary index backfill ---
// Opens with the GSI backfill worker paused, so a backfill the file was left in waits for
// TEST_stepIndexBackfill.
Result<std::unique_ptr<Database>> TEST_openWithIndexBackfillPaused(const DatabaseOptions &options);
// Blocks until no index is backfilling (runs the batches itself while paused).
void TEST_waitForIndexBackfills(Database &database);
// A paused worker leaves backfills to TEST_stepIndexBackfill, one batch per call (false once
// there was nothing left to do); the batch size is in items (default 2000).
void TEST_setIndexBackfillPaused(Database &database, bool paused);
Result<bool> TEST_stepIndexBackfill(Database &database);
void TEST_setIndexBackfillBatchSize(Database &database, std::int64_t items);

} // namespace tablesmith
