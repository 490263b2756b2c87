#include "store/expiry_store.h"

namespace tablesmith::store {
namespace {

// '@' is the items table, '#' the expiry index (both named from our own integer ids).
std::string sql(const TableSchema &table, std::string_view text)
{
    std::string out;
    for (const char c : text)
        out += c == '@' ? table.itemsTable() : c == '#' ? table.expiryIndexTable() : std::string(1, c);
    return out;
}

// A table's statements by number, as in item_store.cpp, whose kinds are below 64.
std::uint64_t statementId(const TableSchema &table, unsigned kind)
{
    return static_cast<std::uint64_t>(table.id) << 8 | (64 + kind);
}

void bindKey(Statement &s, int first, const StorageKey &key)
{
    s.bind(first, key.hash).bindBlob(first + 1, key.partitionKey).bindBlob(first + 2,
                                                                           key.sortKey);
}

Status runEntry(Connection &db, const TableSchema &table, unsigned kind, const char *text,
                double expires, const StorageKey &key)
{
    auto stmt = db.prepare(statementId(table, kind), [&] { return sql(table, text); });
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bindReal(1, expires);
    bindKey(**stmt, 2, key);
    return (*stmt)->run();
}

} // namespace

Result<bool> hasColumn(Connection &db, const std::string &table, std::string_view column)
{
    TS_TRY_ASSIGN(Statement * s, db.prepare("SELECT count(*) FROM pragma_table_info(?1) "
                                            "WHERE name = ?2"));
    s->bind(1, std::string_view(table)).bind(2, column);
    Status status = success();
    const bool present = s->step(status) && s->columnInt(0) > 0;
    s->reset();
    TS_TRY_STATUS(std::move(status));
    return present;
}

Status addExpiryColumn(Connection &db, const TableSchema &table)
{
    // A file marked older can hold tables made with the column (a marked version can be set
    // back by hand or by a test).
    TS_TRY_ASSIGN(bool present, hasColumn(db, table.itemsTable(), "expires"));
    if (present)
        return success();
    // A nullable column without a default: SQLite changes the schema only, no row is rewritten.
    return db.exec(sql(table, "ALTER TABLE @ ADD COLUMN expires REAL"));
}

Status setExpiry(Connection &db, const TableSchema &table, const StorageKey &key,
                 std::optional<double> expires)
{
    auto stmt = db.prepare(statementId(table, 1), [&] {
        return sql(table, "UPDATE @ SET expires = ?4 WHERE hash = ?1 AND pk = ?2 AND sk = ?3");
    });
    if (!stmt)
        return stmt.takeError();
    bindKey(**stmt, 1, key);
    if (expires)
        (*stmt)->bindReal(4, *expires);
    else
        (*stmt)->bindNull(4);
    return (*stmt)->run();
}

Status clearExpiries(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "UPDATE @ SET expires = NULL WHERE expires IS NOT NULL"));
}

Result<std::optional<double>> readExpiry(Connection &db, const TableSchema &table,
                                         const StorageKey &key)
{
    auto stmt = db.prepare(statementId(table, 2), [&] {
        return sql(table, "SELECT expires FROM @ WHERE hash = ?1 AND pk = ?2 AND sk = ?3");
    });
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    bindKey(s, 1, key);
    Status status = success();
    std::optional<double> expires;
    if (s.step(status) && !s.isNull(0))
        expires = s.columnReal(0);
    s.reset();
    TS_TRY_STATUS(std::move(status));
    return expires;
}

Status createExpiryIndex(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "CREATE TABLE IF NOT EXISTS # (expires REAL NOT NULL, "
                              "hash INTEGER NOT NULL, pk BLOB NOT NULL, sk BLOB NOT NULL, "
                              "PRIMARY KEY (expires, hash, pk, sk)) WITHOUT ROWID"));
}

Status dropExpiryIndex(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "DROP TABLE IF EXISTS #"));
}

Status indexAllExpiries(Connection &db, const TableSchema &table)
{
    return db.exec(sql(table, "INSERT OR IGNORE INTO # (expires, hash, pk, sk) SELECT expires, "
                              "hash, pk, sk FROM @ WHERE expires IS NOT NULL"));
}

Status addIndexEntry(Connection &db, const TableSchema &table, double expires,
                     const StorageKey &key)
{
    return runEntry(db, table, 3, "INSERT OR IGNORE INTO # (expires, hash, pk, sk) "
                                  "VALUES (?1, ?2, ?3, ?4)", expires, key);
}

Status removeIndexEntry(Connection &db, const TableSchema &table, double expires,
                        const StorageKey &key)
{
    return runEntry(db, table, 4, "DELETE FROM # WHERE expires = ?1 AND hash = ?2 AND pk = ?3 "
                                  "AND sk = ?4", expires, key);
}

Status dropIndexEntriesBefore(Connection &db, const TableSchema &table, double before)
{
    auto any = db.prepare(statementId(table, 6), [&] {
        return sql(table, "SELECT 1 FROM # WHERE expires < ?1 LIMIT 1");
    });
    if (!any)
        return any.takeError();
    (*any)->bindReal(1, before);
    Status status = success();
    const bool found = (*any)->step(status);
    (*any)->reset();
    TS_TRY_STATUS(std::move(status));
    if (!found)
        return success();
    auto drop = db.prepare(statementId(table, 7), [&] {
        return sql(table, "DELETE FROM # WHERE expires < ?1");
    });
    if (!drop)
        return drop.takeError();
    (*drop)->bindReal(1, before);
    return (*drop)->run();
}

Status visitExpiring(Connection &db, const TableSchema &table, double from, double through,
                     std::optional<std::int64_t> limit,
                     const std::function<bool(double, const StorageKey &)> &visit)
{
    auto stmt = db.prepare(statementId(table, 5), [&] {
        return sql(table, "SELECT expires, hash, pk, sk FROM # WHERE expires >= ?1 AND "
                          "expires <= ?2 ORDER BY expires LIMIT ?3");
    });
    if (!stmt)
        return stmt.takeError();
    Statement &s = **stmt;
    s.bindReal(1, from).bindReal(2, through).bind(3, limit.value_or(-1));
    Status status = success();
    StorageKey key;
    while (s.step(status)) {
        key.hash = s.columnInt(1);
        key.partitionKey = s.columnBlob(2);
        key.sortKey = s.columnBlob(3);
        if (!visit(s.columnReal(0), key))
            break;
    }
    s.reset();
    return status;
}

} // namespace tablesmith::store
