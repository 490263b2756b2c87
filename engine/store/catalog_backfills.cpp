#include "store/catalog_backfills.h"

#include <vector>

namespace tablesmith::store {
namespace {

std::optional<StorageKey> positionKey(const Statement &row)
{
    if (row.isNull(0))
        return std::nullopt;
    return StorageKey{row.columnInt(0), std::string(row.columnBlob(1)),
                      std::string(row.columnBlob(2))};
}

} // namespace

Status createBackfillTable(Connection &db)
{
    // after_hash NULL: no batch has run yet.
    return db.exec("CREATE TABLE IF NOT EXISTS tablesmith_index_backfills ("
                   "table_id INTEGER NOT NULL, index_name TEXT NOT NULL, "
                   "after_hash INTEGER, after_pk BLOB, after_sk BLOB, "
                   "items_indexed INTEGER NOT NULL, items_total INTEGER NOT NULL, "
                   "entries INTEGER NOT NULL, entry_bytes INTEGER NOT NULL, "
                   "PRIMARY KEY (table_id, index_name)) WITHOUT ROWID");
}

Status loadBackfills(Connection &db, TableSchema &table)
{
    auto stmt = db.prepare("SELECT after_hash, after_pk, after_sk, items_indexed, items_total, "
                           "entries, entry_bytes FROM tablesmith_index_backfills "
                           "WHERE table_id = ?1 AND index_name = ?2");
    if (!stmt)
        return stmt.takeError();
    for (IndexSchema &index : table.indexes) {
        if (!index.backfilling())
            continue;
        Statement &row = **stmt;
        row.bind(1, table.id).bind(2, index.name);
        Status status = success();
        if (row.step(status)) {
            BackfillPosition &p = index.backfill->position;
            p.after = positionKey(row);
            p.itemsIndexed = row.columnInt(3);
            p.itemsTotal = row.columnInt(4);
            p.entries = row.columnInt(5);
            p.entryBytes = row.columnInt(6);
        }
        row.reset();
        TS_TRY_STATUS(status);
    }
    return success();
}

Status saveBackfill(Connection &db, const TableSchema &table, const IndexSchema &index,
                    const BackfillPosition &position)
{
    auto stmt = db.prepare("INSERT OR REPLACE INTO tablesmith_index_backfills (table_id, "
                           "index_name, after_hash, after_pk, after_sk, items_indexed, "
                           "items_total, entries, entry_bytes) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, table.id).bind(2, index.name);
    if (position.after)
        s.bind(3, position.after->hash).bindBlob(4, position.after->partitionKey)
            .bindBlob(5, position.after->sortKey);
    else
        s.bindNull(3).bindNull(4).bindNull(5);
    s.bind(6, position.itemsIndexed).bind(7, position.itemsTotal).bind(8, position.entries)
        .bind(9, position.entryBytes);
    return s.run();
}

Status removeBackfill(Connection &db, const TableSchema &table, std::string_view index)
{
    auto stmt = db.prepare("DELETE FROM tablesmith_index_backfills "
                           "WHERE table_id = ?1 AND index_name = ?2");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, table.id).bind(2, index);
    return (*stmt)->run();
}

} // namespace tablesmith::store
