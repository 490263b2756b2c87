#include "store/item_store.h"

namespace tablesmith::store {
namespace {

// Table names come from our own integer ids, never from user input.
std::string sql(const TableSchema &table, std::string_view text)
{
    std::string out(text);
    const std::string name = table.itemsTable();
    for (auto at = out.find('@'); at != std::string::npos; at = out.find('@', at + name.size()))
        out.replace(at, 1, name);
    return out;
}

// Point reads and writes and Query are the hot path: their statements are found by number.
// Table ids are never reused, so an id can never name another table's statement.
std::uint64_t statementId(const TableSchema &table, unsigned kind)
{
    return static_cast<std::uint64_t>(table.id) << 8 | kind;
}

// A Query statement's kind (16 to 33): one per direction and kind of each sort key bound.
unsigned queryKind(const SortKeyRange &range, bool forward)
{
    const unsigned lower = !range.lower ? 0 : range.lowerExclusive ? 1 : 2;
    const unsigned upper = !range.upper ? 0 : range.upperExclusive ? 1 : 2;
    return 16 + (forward ? 9 : 0) + lower * 3 + upper;
}

} // namespace

Status visitRows(Statement &stmt, const RowVisitor &visit, bool withPartition)
{
    Status status = success();
    while (stmt.step(status)) {
        const int c = withPartition ? 2 : 0; // scans select hash and pk first
        Row row;
        if (withPartition) {
            row.hash = stmt.columnInt(0);
            row.partitionKey = stmt.columnBlob(1);
        }
        if (withPartition) // a partition's reader (Query) has no use for the sort key bytes
            row.sortKey = stmt.columnBlob(c);
        row.json = stmt.columnBlob(c + 1);
        row.size = stmt.columnInt(c + 2);
        if (!visit(row))
            break;
    }
    stmt.reset();
    return status;
}

Status createItemsTable(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "CREATE TABLE IF NOT EXISTS @ (hash INTEGER NOT NULL, "
                              "pk BLOB NOT NULL, sk BLOB NOT NULL, item BLOB NOT NULL, "
                              "size INTEGER NOT NULL, expires REAL, "
                              "PRIMARY KEY (hash, pk, sk)) WITHOUT ROWID"));
}

Status dropItemsTable(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "DROP TABLE IF EXISTS @; DROP TABLE IF EXISTS ")
                   + table.expiryIndexTable());
}

Result<std::optional<StoredItem>> readItem(Connection &db, const TableSchema &table,
                                           const StorageKey &key)
{
    auto stmt = db.prepare(statementId(table, 1), [&] {
        return sql(table, "SELECT item, size FROM @ WHERE hash = ?1 AND pk = ?2 AND sk = ?3");
    });
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, key.hash).bindBlob(2, key.partitionKey).bindBlob(3, key.sortKey);
    Status status = success();
    std::optional<StoredItem> found;
    if (s.step(status))
        found = StoredItem{std::string(s.columnBlob(0)), s.columnInt(1)};
    s.reset();
    if (!status)
        return status.takeError();
    return found;
}

Status writeItem(Connection &db, const TableSchema &table, const StorageKey &key,
                 const StoredItem &item, std::optional<double> expires)
{
    auto stmt = db.prepare(statementId(table, 2), [&] {
        return sql(table, "INSERT OR REPLACE INTO @ (hash, pk, sk, item, size, expires) "
                          "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
    });
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, key.hash).bindBlob(2, key.partitionKey).bindBlob(3, key.sortKey);
    (*stmt)->bindBlob(4, item.json).bind(5, item.size);
    if (expires)
        (*stmt)->bindReal(6, *expires);
    else
        (*stmt)->bindNull(6);
    return (*stmt)->run();
}

Status eraseItem(Connection &db, const TableSchema &table, const StorageKey &key)
{
    auto stmt = db.prepare(statementId(table, 3), [&] {
        return sql(table, "DELETE FROM @ WHERE hash = ?1 AND pk = ?2 AND sk = ?3");
    });
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, key.hash).bindBlob(2, key.partitionKey).bindBlob(3, key.sortKey);
    return (*stmt)->run();
}

std::string sortKeyConditions(const SortKeyRange &range)
{
    std::string text;
    if (range.lower)
        text += range.lowerExclusive ? " AND sk > ?3" : " AND sk >= ?3";
    if (range.upper)
        text += range.upperExclusive ? " AND sk < ?4" : " AND sk <= ?4";
    return text;
}

void bindSortKeyRange(Statement &stmt, const SortKeyRange &range)
{
    if (range.lower)
        stmt.bindBlob(3, *range.lower);
    if (range.upper)
        stmt.bindBlob(4, *range.upper);
}

Status queryPartition(Connection &db, const TableSchema &table, const StorageKey &partition,
                      const SortKeyRange &range, bool forward, const RowVisitor &visit)
{
    auto stmt = db.prepare(statementId(table, queryKind(range, forward)), [&] {
        std::string text = "SELECT sk, item, size FROM @ WHERE hash = ?1 AND pk = ?2";
        text += sortKeyConditions(range);
        text += forward ? " ORDER BY sk ASC" : " ORDER BY sk DESC";
        return sql(table, text);
    });
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, partition.hash).bindBlob(2, partition.partitionKey);
    bindSortKeyRange(s, range);
    return visitRows(s, visit, false);
}

Status scanHashRange(Connection &db, const TableSchema &table, std::int64_t hashLow,
                     std::int64_t hashHigh, const std::optional<StorageKey> &startAfter,
                     const RowVisitor &visit)
{
    // With a start key inside the range, the row value alone is the lower bound: given
    // "hash >= ?1" as well, SQLite seeks on that and filters every row up to the start key,
    // which made each page of a Scan cost as much as all the pages before it.
    const bool seekStart = startAfter && startAfter->hash >= hashLow;
    const int shape = !startAfter ? 40 : seekStart ? 41 : 42;
    auto stmt = db.prepare(statementId(table, shape), [&] {
        std::string text = "SELECT hash, pk, sk, item, size FROM @ WHERE hash <= ?2";
        text += seekStart ? " AND (hash, pk, sk) > (?3, ?4, ?5)" : " AND hash >= ?1";
        if (startAfter && !seekStart)
            text += " AND (hash, pk, sk) > (?3, ?4, ?5)";
        return sql(table, text + " ORDER BY hash, pk, sk");
    });
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bind(1, hashLow).bind(2, hashHigh);
    if (startAfter)
        s.bind(3, startAfter->hash).bindBlob(4, startAfter->partitionKey)
            .bindBlob(5, startAfter->sortKey);
    return visitRows(s, visit, true);
}

Status countItems(Connection &db, const TableSchema &table, std::int64_t &count,
                  std::int64_t &bytes)
{
    auto stmt = db.prepare(sql(table, "SELECT count(*), coalesce(sum(size), 0) FROM @"));
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

} // namespace tablesmith::store
