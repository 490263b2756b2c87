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
    s.bindBlobView(3, key.index.sortKey).bind(4, key.tableHash);
    return s.bindBlobView(5, key.tablePartitionKey).bindBlobView(6, key.tableSortKey);
}

} // namespace

std::string indexTableColumns()
{
    return " (hash INTEGER NOT NULL, pk BLOB NOT NULL, sk BLOB NOT NULL, thash INTEGER NOT NULL, "
           "tpk BLOB NOT NULL, tsk BLOB NOT NULL, item BLOB NOT NULL, size INTEGER NOT NULL, "
           "PRIMARY KEY (hash, pk, sk, thash, tpk, tsk)) WITHOUT ROWID";
}

Status createIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    return db.exec("CREATE TABLE IF NOT EXISTS " + index.entriesTable(table.id)
                   + indexTableColumns());
}

Status dropIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index)
{
    return db.exec(sql(table, index, "DROP TABLE IF EXISTS @"));
}

Status writeIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key, const StoredItem &projected)
{
    auto stmt = db.prepare(sql(table, index, "INSERT OR REPLACE INTO @ (hash, pk, sk, thash, tpk, "
                                             "tsk, item, size) VALUES (?1, ?2, ?3, ?4, ?5, ?6, "
                                             "?7, ?8)"));
    if (!stmt)
        return stmt.takeError();
    bindEntryKey(**stmt, key).bindBlobView(7, projected.json).bind(8, projected.size);
    return (*stmt)->run();
}

Status eraseIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key)
{
    auto stmt = db.prepare(sql(table, index, "DELETE FROM @ WHERE hash = ?1 AND pk = ?2 AND "
                                             "sk = ?3 AND thash = ?4 AND tpk = ?5 AND tsk = ?6"));
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
        text += forward ? " AND (sk, thash, tpk, tsk) > (?5, ?6, ?7, ?8)"
                        : " AND (sk, thash, tpk, tsk) < (?5, ?6, ?7, ?8)";
    text += forward ? " ORDER BY sk, thash, tpk, tsk"
                    : " ORDER BY sk DESC, thash DESC, tpk DESC, tsk DESC";
    auto stmt = db.prepare(sql(table, index, text));
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, partition.hash).bindBlob(2, partition.partitionKey);
    bindSortKeyRange(s, range);
    if (startAfter) {
        s.bindBlob(5, startAfter->index.sortKey).bind(6, startAfter->tableHash);
        s.bindBlob(7, startAfter->tablePartitionKey).bindBlob(8, startAfter->tableSortKey);
    }
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
    const std::string after = " AND (hash, pk, sk, thash, tpk, tsk) > (?3, ?4, ?5, ?6, ?7, ?8)";
    text += seekStart ? after : " AND hash >= ?1";
    if (startAfter && !seekStart)
        text += after;
    text += " ORDER BY hash, pk, sk, thash, tpk, tsk";
    auto stmt = db.prepare(sql(table, index, text));
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, hashLow).bind(2, hashHigh);
    if (startAfter) {
        s.bind(3, startAfter->index.hash).bindBlob(4, startAfter->index.partitionKey);
        s.bindBlob(5, startAfter->index.sortKey).bind(6, startAfter->tableHash);
        s.bindBlob(7, startAfter->tablePartitionKey).bindBlob(8, startAfter->tableSortKey);
    }
    return visitRows(s, visit, true);
}

} // namespace tablesmith::store
