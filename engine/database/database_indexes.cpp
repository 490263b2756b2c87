// Database's secondary index API: the progress of background GSI backfills.

#include "database/database_impl.h"

namespace tablesmith {

std::optional<Database::IndexBackfillProgress>
Database::indexBackfillProgress(std::string_view table, std::string_view index)
{
    return m_impl->indexBackfiller.progress(table, index);
}

} // namespace tablesmith
