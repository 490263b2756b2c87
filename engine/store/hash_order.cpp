#include "store/hash_order.h"

#include <tablesmith/key_encoding.h>

namespace tablesmith::store {
namespace {

// Rewrites the hash column of `table` (an items or index entries table) from its pk column:
// each distinct partition is hashed once into a temporary map, which one UPDATE then reads.
Status rehash(Connection &db, const std::string &table, AttributeType type)
{
    TS_TRY_STATUS(db.exec("DELETE FROM temp.tablesmith_rehash"));
    TS_TRY_ASSIGN(Statement * partitions, db.prepare("SELECT DISTINCT pk FROM " + table));
    TS_TRY_ASSIGN(Statement * map, db.prepare("INSERT INTO temp.tablesmith_rehash (pk, hash) "
                                              "VALUES (?1, ?2)"));
    Status status = success();
    while (partitions->step(status)) {
        const std::string pk(partitions->columnBlob(0));
        map->bindBlob(1, pk).bind(2, serviceHash(type, pk));
        TS_TRY_STATUS(map->run());
    }
    partitions->reset();
    TS_TRY_STATUS(status);
    return db.exec("UPDATE " + table + " SET hash = (SELECT r.hash FROM temp.tablesmith_rehash r "
                   "WHERE r.pk = " + table + ".pk)");
}

// A backfill's resume point is a table key: in the file and in the loaded catalog.
Status rehashBackfill(Connection &db, TableSchema &table, IndexSchema &index)
{
    if (!index.backfill || !index.backfill->position.after)
        return success();
    StorageKey &after = *index.backfill->position.after;
    after.hash = serviceHash(table.key.partitionKey.type, after.partitionKey);
    TS_TRY_ASSIGN(Statement * s, db.prepare("UPDATE tablesmith_index_backfills SET after_hash "
                                            "= ?1 WHERE table_id = ?2 AND index_name = ?3"));
    s->bind(1, after.hash).bind(2, table.id).bind(3, index.name);
    return s->run();
}

Status rehashTable(Connection &db, TableSchema &table)
{
    TS_TRY_STATUS(rehash(db, table.itemsTable(), table.key.partitionKey.type));
    for (IndexSchema &index : table.indexes) {
        if (!index.key.multiAttribute())
            TS_TRY_STATUS(rehash(db, index.entriesTable(table.id), index.key.partitionKey.type));
        TS_TRY_STATUS(rehashBackfill(db, table, index));
    }
    return success();
}

} // namespace

Result<std::int64_t> schemaVersion(Connection &db)
{
    TS_TRY_ASSIGN(Statement * s, db.prepare("PRAGMA user_version"));
    Status status = success();
    const std::int64_t version = s->step(status) ? s->columnInt(0) : 0;
    s->reset();
    TS_TRY_STATUS(status);
    return version;
}

Status migrateToServiceHashOrder(Connection &db, Catalog &catalog)
{
    TS_TRY_ASSIGN(std::int64_t version, schemaVersion(db));
    if (version >= kServiceHashOrderVersion)
        return success();
    Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_STATUS(db.exec("CREATE TEMP TABLE IF NOT EXISTS tablesmith_rehash (pk BLOB PRIMARY "
                          "KEY, hash INTEGER NOT NULL) WITHOUT ROWID"));
    for (const std::string &name : catalog.names())
        TS_TRY_STATUS(rehashTable(db, *catalog.find(name)));
    TS_TRY_STATUS(db.exec("DROP TABLE temp.tablesmith_rehash; PRAGMA user_version = "
                          + std::to_string(kServiceHashOrderVersion)));
    return transaction.commit();
}

} // namespace tablesmith::store
