#include "store/entry_order.h"
#include "store/hash_order.h"
#include "store/index_store.h"

#include <tablesmith/key_encoding.h>

namespace tablesmith::store {
namespace {

// Built under this name, then renamed to the index's: one at a time, so one name serves all.
constexpr const char *kRebuilt = "\"tablesmith_rebuilt_entries\"";

// Copies every entry of `index` into the rebuilt table, each with its table key's hash.
Status copyEntries(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    TS_TRY_ASSIGN(Statement * rows,
                  db.prepare("SELECT hash, pk, sk, tpk, tsk, item, size FROM "
                             + index.entriesTable(table.id)));
    TS_TRY_ASSIGN(Statement * insert,
                  db.prepare(std::string("INSERT INTO ") + kRebuilt
                             + " (hash, pk, sk, thash, tpk, tsk, item, size) VALUES (?1, ?2, ?3, "
                               "?4, ?5, ?6, ?7, ?8)"));
    const AttributeType partitionType = table.key.partitionKey.type;
    const AttributeType sortType = table.key.sortKey ? table.key.sortKey->type : AttributeType::S;
    Status status = success();
    while (rows->step(status)) {
        const std::string_view tpk = rows->columnBlob(3);
        const std::string_view tsk = rows->columnBlob(4);
        insert->bind(1, rows->columnInt(0)).bindBlobView(2, rows->columnBlob(1));
        insert->bindBlobView(3, rows->columnBlob(2));
        insert->bind(4, tableKeyHash(partitionType, tpk, sortType, tsk));
        insert->bindBlobView(5, tpk).bindBlobView(6, tsk).bindBlobView(7, rows->columnBlob(5));
        insert->bind(8, rows->columnInt(6));
        status = insert->run();
        if (!status.ok())
            break;
    }
    rows->reset();
    return status;
}

Status rebuildEntries(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    TS_TRY_STATUS(db.exec(std::string("CREATE TABLE ") + kRebuilt + indexTableColumns()));
    TS_TRY_STATUS(copyEntries(db, table, index));
    const std::string name = index.entriesTable(table.id);
    return db.exec("DROP TABLE " + name + "; ALTER TABLE " + kRebuilt + " RENAME TO " + name);
}

} // namespace

Status migrateToIndexEntryOrder(Connection &db, Catalog &catalog)
{
    TS_TRY_ASSIGN(std::int64_t version, schemaVersion(db));
    if (version >= kIndexEntryOrderVersion)
        return success();
    Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    for (const std::string &name : catalog.names()) {
        const TableSchema &table = *catalog.find(name);
        for (const IndexSchema &index : table.indexes)
            TS_TRY_STATUS(rebuildEntries(db, table, index));
    }
    TS_TRY_STATUS(db.exec("PRAGMA user_version = " + std::to_string(kIndexEntryOrderVersion)));
    return transaction.commit();
}

} // namespace tablesmith::store
