#include "store/index_store.h"

namespace tablesmith::store {
namespace {

std::string sql(const TableSchema &table, const IndexSchema &index, std::string_view text)
{
    std::string out(text);
    const std::string name = index.entriesTable(table.id);
    for (auto at = out.find('@'); at != std::string::npos; at = out.find('@', at + name.size()))
        out.replace(at, 1, name);
    return out;
}

// Writes bind the key without copies: they run before `key` goes.
Statement &bindEntryKey(Statement &s, const IndexEntryKey &key)
{
    s.bind(1, key.index.hash).bindBlobView(2, key.index.partitionKey);
    s.bindBlobView(3, key.index.sortKey).bindBlobView(4, key.tablePartitionKey);
    return s.bindBlobView(5, key.tableSortKey);
}

} // namespace

Status createIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    return db.exec(sql(table, index, "CREATE TABLE IF NOT EXISTS @ (hash INTEGER NOT NULL, "
                                     "pk BLOB NOT NULL, sk BLOB NOT NULL, tpk BLOB NOT NULL, "
                                     "tsk BLOB NOT NULL, item BLOB NOT NULL, size INTEGER NOT "
                                     "NULL, PRIMARY KEY (hash, pk, sk, tpk, tsk)) WITHOUT ROWID"));
}

Status dropIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    return db.exec(sql(table, index, "DROP TABLE IF EXISTS @"));
}

Status writeIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key, const StoredItem &projected)
{
    auto stmt = db.prepare(sql(table, index, "INSERT OR REPLACE INTO @ (hash, pk, sk, tpk, tsk, "
                                             "item, size) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"));
    if (!stmt)
        return stmt.takeError();
    bindEntryKey(**stmt, key).bindBlobView(6, projected.json).bind(7, projected.size);
    return (*stmt)->run();
}

Status eraseIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key)
{
    auto stmt = db.prepare(sql(table, index, "DELETE FROM @ WHERE hash = ?1 AND pk = ?2 AND "
                                             "sk = ?3 AND tpk = ?4 AND tsk = ?5"));
    if (!stmt)
        return stmt.takeError();
    bindEntryKey(**stmt, key);
    return (*stmt)->run();
}

Status countIndexEntries(Connection &db, const TableSchema &table, const IndexSchema &index,
                         std::int64_t &count, std::int64_t &bytes)
{
    auto stmt = db.prepare(sql(table, index, "SELECT count(*), coalesce(sum(size), 0) FROM @"));
    if (!stmt)
        return stmt.takeError();
    Status status = success();
    if ((*stmt)->step(status)) {
        count = (*stmt)->columnInt(0);
        bytes = (*stmt)->columnInt(1);
    }
    (*stmt)->reset();
    return status;
}

Status queryIndexPartition(Connection &db, const TableSchema &table, const IndexSchema &index,
                           const StorageKey &partition, const SortKeyRange &range, bool forward,
                           const std::optional<IndexEntryKey> &startAfter,
                           const RowVisitor &visit)
{
    std::string text = "SELECT sk, item, size FROM @ WHERE hash = ?1 AND pk = ?2";
    text += sortKeyConditions(range);
    if (startAfter)
        text += forward ? " AND (sk, tpk, tsk) > (?5, ?6, ?7)"
                        : " AND (sk, tpk, tsk) < (?5, ?6, ?7)";
    text += forward ? " ORDER BY sk, tpk, tsk" : " ORDER BY sk DESC, tpk DESC, tsk DESC";
    auto stmt = db.prepare(sql(table, index, text));
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, partition.hash).bindBlob(2, partition.partitionKey);
    bindSortKeyRange(s, range);
    if (startAfter)
        s.bindBlob(5, startAfter->index.sortKey).bindBlob(6, startAfter->tablePartitionKey)
            .bindBlob(7, startAfter->tableSortKey);
    return visitRows(s, visit, false);
}

Status scanIndex(Connection &db, const TableSchema &table, const IndexSchema &index,
                 std::int64_t hashLow, std::int64_t hashHigh,
                 const std::optional<IndexEntryKey> &startAfter, const RowVisitor &visit)
{
    // A start key inside the range is the lower bound by itself (see scanHashRange): with
    // "hash >= ?1" too, SQLite would seek on that and filter up to the start key.
    const bool seekStart = startAfter && startAfter->index.hash >= hashLow;
    std::string text = "SELECT hash, pk, sk, item, size FROM @ WHERE hash <= ?2";
    text += seekStart ? " AND (hash, pk, sk, tpk, tsk) > (?3, ?4, ?5, ?6, ?7)"
                      : " AND hash >= ?1";
    if (startAfter && !seekStart)
        text += " AND (hash, pk, sk, tpk, tsk) > (?3, ?4, ?5, ?6, ?7)";
    text += " ORDER BY hash, pk, sk, tpk, tsk";
    auto stmt = db.prepare(sql(table, index, text));
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, hashLow).bind(2, hashHigh);
    if (startAfter) {
        s.bind(3, startAfter->index.hash).bindBlob(4, startAfter->index.partitionKey);
        s.bindBlob(5, startAfter->index.sortKey).bindBlob(6, startAfter->tablePartitionKey);
        s.bindBlob(7, startAfter->tableSortKey);
    }
    return visitRows(s, visit, true);
}

} // namespace tablesmith::store
