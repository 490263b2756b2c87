#pragma once
// The positions of GSI backfills, persisted in `tablesmith_index_backfills`: one row per index
// still CREATING, written in the same transaction as each batch of its entries, so a reopened
// file resumes after the last item indexed (nothing missed, nothing indexed twice over). Rows
// go with their index or table, in the transaction that drops it. Run inside the caller's
// locking and transaction, like the catalogue.

#include "store/sqlite.h"
#include "store/table_schema.h"

namespace tablesmith::store {

Status createBackfillTable(Connection &db);
// Restores the saved position of each backfilling GSI of `table`; one without a row starts at
// the first item (its file was closed before the first batch).
Status loadBackfills(Connection &db, TableSchema &table);
Status saveBackfill(Connection &db, const TableSchema &table, const IndexSchema &index,
                    const BackfillPosition &position);
Status removeBackfill(Connection &db, const TableSchema &table, std::string_view index);

} // namespace tablesmith::store
