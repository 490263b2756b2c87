// Database's secondary index API: the progress of background GSI backfills, and the test hooks
// that pause, step and wait for them.

#include "ops/index_backfill.h"

namespace tablesmith {

std::optional<Database::IndexBackfillProgress>
Database::indexBackfillProgress(std::string_view table, std::string_view index)
{
    return m_impl->indexBackfiller->progress(table, index);
}

void Database::waitForIndexBackfills() { m_impl->indexBackfiller->waitIdle(); }

void Database::setIndexBackfillPaused(bool paused)
{
    m_impl->indexBackfiller->setPaused(paused);
}

Result<bool> Database::stepIndexBackfill() { return m_impl->indexBackfiller->step(); }

void Database::setIndexBackfillBatchSize(std::int64_t items)
{
    m_impl->indexBackfiller->setBatchSize(items);
}

} // namespace tablesmith
