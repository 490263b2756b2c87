// The testing controls of tablesmith/database_testing.h: thin doors to the runtimes.

#include "database/database_impl.h"

#include <tablesmith/database_testing.h>

namespace tablesmith {

void TEST_setClock(Database &database, WallClock clock)
{
    DatabaseAccess::impl(database).core.clock.set(std::move(clock));
}

Result<std::int64_t> TEST_sweepExpiredNow(Database &database)
{
    return DatabaseAccess::impl(database).streamRuntime.sweepNow();
}

void TEST_setTimeToLiveSweepInterval(Database &database, std::chrono::milliseconds interval)
{
    DatabaseAccess::impl(database).streamRuntime.setSweepInterval(interval);
}

std::int64_t TEST_timeToLiveItemsSwept(Database &database)
{
    return DatabaseAccess::impl(database).streamRuntime.itemsSwept();
}

std::size_t TEST_timeToLiveUnindexedCount(Database &database)
{
    Database::Impl &impl = DatabaseAccess::impl(database);
    std::lock_guard write(impl.core.writeMutex);
    return impl.streamRuntime.unindexedCount();
}

void TEST_setTimeToLiveUnindexedLimit(Database &database, std::size_t entries)
{
    Database::Impl &impl = DatabaseAccess::impl(database);
    std::lock_guard write(impl.core.writeMutex);
    impl.streamRuntime.setMaxUnindexed(entries);
}

void TEST_setTimeToLiveFillBatch(Database &database, std::size_t items)
{
    Database::Impl &impl = DatabaseAccess::impl(database);
    std::lock_guard write(impl.core.writeMutex);
    impl.streamRuntime.setFillBatch(items);
}

Result<int> TEST_runAutoScaling(Database &database)
{
    Database::Impl &impl = DatabaseAccess::impl(database);
    return capacity::runAutoScaling(impl.core, impl.capacityRuntime);
}

Result<std::unique_ptr<Database>> TEST_openWithIndexBackfillPaused(const DatabaseOptions &options)
{
    return DatabaseAccess::open(options, true);
}

void TEST_waitForIndexBackfills(Database &database)
{
    DatabaseAccess::impl(database).indexBackfiller.waitIdle();
}

void TEST_setIndexBackfillPaused(Database &database, bool paused)
{
    DatabaseAccess::impl(database).indexBackfiller.setPaused(paused);
}

Result<bool> TEST_stepIndexBackfill(Database &database)
{
    return DatabaseAccess::impl(database).indexBackfiller.step();
}

void TEST_setIndexBackfillBatchSize(Database &database, std::int64_t items)
{
    DatabaseAccess::impl(database).indexBackfiller.setBatchSize(items);
}

} // namespace tablesmith
