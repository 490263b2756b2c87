// The database file: one process (and one Database) holds it at a time, with its pid and URL
// in the lock file; Tablesmith marks its files (application_id, user_version) and refuses any
// other file without changing a byte of it; files made before the mark still open; every
// storage error names its file. The two-process side is in tests/wire/tst_database_lock.cpp.

#include "engine_fixture.h"
#include "store/sqlite.h"

#include <tablesmith/database_testing.h>
#include <tablesmith/key_encoding.h>

#include <sqlite3.h>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <chrono>

#include <unistd.h>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

// The file's size and SHA-256: what "unchanged" means.
QByteArray fingerprint(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return "missing";
    const QByteArray bytes = file.readAll();
    return QByteArray::number(bytes.size()) + ' '
        + QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

void sqliteExec(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &db), SQLITE_OK);
    char *message = nullptr;
    const int rc = sqlite3_exec(db, sql, nullptr, nullptr, &message);
    const QString error = message ? QString::fromUtf8(message) : QString();
    sqlite3_free(message);
    sqlite3_close(db);
    QVERIFY2(rc == SQLITE_OK, qPrintable(error));
}

// The first column of the first row `sql` gives, as text.
QByteArray sqliteValue(const QString &path, const char *sql)
{
    sqlite3 *db = nullptr;
    sqlite3_stmt *statement = nullptr;
    QByteArray value = "(no row)";
    if (sqlite3_open(path.toUtf8().constData(), &db) == SQLITE_OK
        && sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) == SQLITE_OK
        && sqlite3_step(statement) == SQLITE_ROW)
        value = reinterpret_cast<const char *>(sqlite3_column_text(statement, 0));
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return value;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
}

QByteArray headerBytes(const QString &path, int offset, int length)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().mid(offset, length);
}

QString message(const Result<std::unique_ptr<Database>> &opened)
{
    return opened ? QStringLiteral("opened") : QString::fromStdString(opened.error().message);
}

std::unique_ptr<Database> openFile(const QString &path)
{
    auto opened = Database::open({path.toStdString(), false});
    if (!opened)
        qFatal("cannot open %s: %s", qPrintable(path), opened.error().message.c_str());
    return std::move(opened).value();
}

} // namespace

class TestDatabaseFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void foreignFileIsNeverChanged_data();
    void foreignFileIsNeverChanged();
    void newFileIsMarked();
    void fileFromBeforeTheMarkOpensAndIsMarked();
    void newerSchemaIsRefused();
    void firstLayoutMovesToServiceHashOrder();
    void secondLayoutOrdersIndexTiesAsTheService();
    void thirdLayoutIndexesExpiries();
    void expiriesPastFiveYearsLeaveTheIndex();
    void secondOpenIsRefusedUntilClosed();
    void holderNamesItsUrl();
    void removeDatabaseFiles();
    void storageErrorsNameTheirFile();
    void streamLogErrorsNameTheirFile();
};

void TestDatabaseFile::foreignFileIsNeverChanged_data()
{
    QTest::addColumn<QByteArray>("sql"); // made with SQLite; empty: `bytes` written as they are
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("why");
    QTest::newRow("another app's SQLite file")
        << QByteArray("CREATE TABLE notes(id INTEGER PRIMARY KEY, text TEXT);"
                      "INSERT INTO notes(text) VALUES ('keep me');")
        << QByteArray() << "without Tablesmith's tables";
    QTest::newRow("another app's WAL file")
        << QByteArray("PRAGMA journal_mode=WAL; CREATE TABLE notes(text TEXT);"
                      "INSERT INTO notes VALUES ('keep me');")
        << QByteArray() << "without Tablesmith's tables";
    QTest::newRow("another application_id")
        << QByteArray("PRAGMA application_id = 1179009352; CREATE TABLE tablesmith_tables(x);")
        << QByteArray() << "application_id is 0x46464148";
    QTest::newRow("text file") << QByteArray() << QByteArray("name,price\npen,1.50\n")
                               << "not an SQLite database";
    QTest::newRow("8 KB of junk") << QByteArray() << QByteArray(8192, 'x')
                                  << "not an SQLite database";
}

void TestDatabaseFile::foreignFileIsNeverChanged()
{
    QFETCH(QByteArray, sql);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, why);
    QTemporaryDir dir;
    const QString path = dir.filePath("theirs.db");
    if (sql.isEmpty())
        writeFile(path, bytes);
    else
        sqliteExec(path, sql.constData());
    const QStringList before = QDir(dir.path()).entryList(QDir::Files);
    const QByteArray print = fingerprint(path);

    auto opened = Database::open({path.toStdString(), false});
    QVERIFY(!opened);
    const QString text = message(opened);
    QVERIFY2(text.startsWith(path + " is not a Tablesmith database ("), qPrintable(text));
    QVERIFY2(text.contains(why), qPrintable(text));
    QVERIFY2(text.contains("has left this one unchanged"), qPrintable(text));
    QCOMPARE(fingerprint(path), print);
    // Nothing beside it either: no -wal, -shm, -streams, and the lock file went with the lock.
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), before);
}

void TestDatabaseFile::newFileIsMarked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("new.tsdb");
    openFile(path).reset();
    QCOMPARE(headerBytes(path, 68, 4), QByteArray("TSM1")); // application_id, big-endian
    QCOMPARE(headerBytes(path, 60, 4), QByteArray::fromHex("00000004")); // user_version
    // An empty file (e.g. made by touch) is a new database too.
    const QString touched = dir.filePath("touched.tsdb");
    writeFile(touched, {});
    openFile(touched).reset();
    QCOMPARE(headerBytes(touched, 68, 4), QByteArray("TSM1"));
}

void TestDatabaseFile::fileFromBeforeTheMarkOpensAndIsMarked()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("old.tsdb");
    {
        auto db = openFile(path);
        createEcommerce(*db);
        ok(*db, "PutItem", R"({"TableName": "ecommerce",
            "Item": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}})");
    }
    // As Tablesmith left its files before it marked them: application_id and user_version 0.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.seek(60));
    file.write(QByteArray(4, '\0'));
    QVERIFY(file.seek(68));
    file.write(QByteArray(4, '\0'));
    file.close();
    QCOMPARE(headerBytes(path, 68, 4), QByteArray(4, '\0'));

    auto db = openFile(path);
    auto got = ok(*db, "GetItem", R"({"TableName": "ecommerce",
        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}})");
    QVERIFY(got.contains("Item"));
    db.reset();
    QCOMPARE(headerBytes(path, 68, 4), QByteArray("TSM1"));
    QCOMPARE(headerBytes(path, 60, 4), QByteArray::fromHex("00000004"));
}

void TestDatabaseFile::newerSchemaIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("future.tsdb");
    openFile(path).reset();
    sqliteExec(path, "PRAGMA user_version = 99;");
    const QByteArray print = fingerprint(path);
    auto opened = Database::open({path.toStdString(), false});
    QVERIFY2(message(opened).contains(path + " was written by a newer Tablesmith (schema "
                                              "version 99"),
             qPrintable(message(opened)));
    QCOMPARE(fingerprint(path), print);
}

// A file of the first layout placed partitions by an FNV hash; opening it moves every item and
// index entry to the service's hash order, so Scan, GetItem and Query find them all.
void TestDatabaseFile::firstLayoutMovesToServiceHashOrder()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("layout1.tsdb");
    const QStringList keys{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "aardman", "hello",
                           "zapf", "äáöü"};
    {
        auto db = openFile(path);
        ok(*db, "CreateTable", R"({"TableName": "hashed", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "a", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
                                     {"AttributeName": "b", "AttributeType": "S"}],
            "GlobalSecondaryIndexes": [{"IndexName": "byB", "Projection": {"ProjectionType":
                "ALL"}, "KeySchema": [{"AttributeName": "b", "KeyType": "HASH"}]}]})");
        for (const QString &key : keys)
            ok(*db, "PutItem", R"({"TableName": "hashed", "Item": {"a": {"S": ")"
                                   + key.toStdString() + R"("}, "b": {"S": "B)" + key.toStdString()
                                   + R"("}}})");
    }
    // As the first layout stored them: FNV positions, user_version 1.
    QByteArray sql;
    auto place = [&](const char *table, const std::string &pk) {
        sql += "UPDATE " + QByteArray(table) + " SET hash = "
               + QByteArray::number(static_cast<qlonglong>(partitionHash(pk))) + " WHERE pk = X'"
               + QByteArray::fromStdString(pk).toHex() + "';";
    };
    for (const QString &key : keys) {
        place("items_1", key.toStdString());
        place("\"index_1_byB\"", "B" + key.toStdString());
    }
    sqliteExec(path, (sql + "PRAGMA user_version = 1;").constData());

    auto db = openFile(path);
    QStringList scanned;
    for (const json::value &item :
         ok(*db, "Scan", R"({"TableName": "hashed"})").at("Items").as_array())
        scanned << QString::fromStdString(std::string(item.at("a").at("S").as_string()));
    QCOMPARE(scanned, (QStringList{"2", "8", "9", "1", "6", "hello", "0", "5", "4", "äáöü",
                                   "aardman", "7", "3", "zapf"}));
    for (const QString &key : keys) {
        QVERIFY(ok(*db, "GetItem", R"({"TableName": "hashed", "Key": {"a": {"S": ")"
                                       + key.toStdString() + R"("}}})").contains("Item"));
        auto byB = ok(*db, "Query", R"({"TableName": "hashed", "IndexName": "byB",
            "KeyConditionExpression": "b = :b", "ExpressionAttributeValues": {":b": {"S": "B)"
                                        + key.toStdString() + R"("}}})");
        QCOMPARE(byB.at("Count").as_int64(), 1);
    }
    db.reset();
    QCOMPARE(headerBytes(path, 60, 4), QByteArray::fromHex("00000004"));
}

namespace {

// dynalite's testRangeTable (a / b strings) with index3 on c, and index4 (c, d) being added by
// UpdateTable, its backfill paused after one batch of 4 of the 6 items.
void writeSecondLayoutFile(const QString &path)
{
    DatabaseOptions options;
    options.path = path.toStdString();
    auto db = std::move(TEST_openWithIndexBackfillPaused(options)).value();
    TEST_setIndexBackfillBatchSize(*db, 4);
    ok(*db, "CreateTable", R"({"TableName": "range", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "a", "KeyType": "HASH"},
                      {"AttributeName": "b", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "a", "AttributeType": "S"},
            {"AttributeName": "b", "AttributeType": "S"},
            {"AttributeName": "c", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [{"IndexName": "index3", "KeySchema": [
            {"AttributeName": "c", "KeyType": "HASH"}], "Projection": {"ProjectionType":
            "ALL"}}]})");
    for (auto [a, b] : {std::pair{"a", "a"}, {"b", "b"}, {"c", "e"}, {"c", "d"}, {"d", "a"},
                        {"e", "a"}})
        ok(*db, "PutItem", R"({"TableName": "range", "Item": {"a": {"S": ")" + std::string(a)
                               + R"("}, "b": {"S": ")" + b + R"("}, "c": {"S": "C"},
                               "d": {"S": "D"}}})");
    ok(*db, "UpdateTable", R"({"TableName": "range", "AttributeDefinitions": [
        {"AttributeName": "c", "AttributeType": "S"}, {"AttributeName": "d", "AttributeType":
        "S"}], "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "index4", "KeySchema": [
        {"AttributeName": "c", "KeyType": "HASH"}, {"AttributeName": "d", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "ALL"}}}]})");
    QVERIFY(TEST_stepIndexBackfill(*db).value());
    QCOMPARE(db->indexBackfillProgress("range", "index4")->itemsIndexed, 4);
}

// As the second layout stored index entries: without thash, ties in table key order.
QByteArray secondLayout(const char *table)
{
    const QByteArray name = "\"" + QByteArray(table) + "\"";
    return "CREATE TABLE layout2 (hash INTEGER NOT NULL, pk BLOB NOT NULL, sk BLOB NOT NULL, "
           "tpk BLOB NOT NULL, tsk BLOB NOT NULL, item BLOB NOT NULL, size INTEGER NOT NULL, "
           "PRIMARY KEY (hash, pk, sk, tpk, tsk)) WITHOUT ROWID; INSERT INTO layout2 SELECT "
           "hash, pk, sk, tpk, tsk, item, size FROM " + name + "; DROP TABLE " + name
           + "; ALTER TABLE layout2 RENAME TO " + name + ";";
}

QStringList indexQuery(Client &db, const char *index)
{
    QStringList keys;
    auto r = ok(db, "Query", R"({"TableName": "range", "IndexName": ")" + std::string(index)
                                 + R"(", "KeyConditionExpression": "c = :c",
        "ExpressionAttributeValues": {":c": {"S": "C"}}})");
    for (const json::value &item : r.at("Items").as_array())
        keys << QString::fromStdString(std::string(item.at("a").at("S").as_string()) + "/"
                                       + std::string(item.at("b").at("S").as_string()));
    return keys;
}

} // namespace

// A file of the second layout ordered an index key's entries by the table key's bytes; opening
// it rebuilds every index entries table in the service's order (the table key's hash), keeps
// a backfill going from where it stood, and marks the file version 3 (then 4). A second open
// changes nothing.
void TestDatabaseFile::secondLayoutOrdersIndexTiesAsTheService()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("layout2.tsdb");
    writeSecondLayoutFile(path);
    sqliteExec(path, (secondLayout("index_1_index3") + secondLayout("index_1_index4")
                      + "PRAGMA user_version = 2;").constData());
    QVERIFY(sqliteValue(path, "SELECT sql FROM sqlite_master WHERE name = 'index_1_index3'")
                .contains("PRIMARY KEY (hash, pk, sk, tpk, tsk)"));

    // The service's order (dynalite's "should query on basic hash global index").
    const QStringList order{"b/b", "a/a", "c/e", "e/a", "d/a", "c/d"};
    DatabaseOptions options;
    options.path = path.toStdString();
    {
        auto db = std::move(TEST_openWithIndexBackfillPaused(options)).value();
        QCOMPARE(indexQuery(*db, "index3"), order);
        QCOMPARE(db->indexBackfillProgress("range", "index4")->itemsIndexed, 4);
        while (TEST_stepIndexBackfill(*db).value()) {
        }
        QCOMPARE(indexQuery(*db, "index4"), order); // each item once
        auto described = ok(*db, "DescribeTable", R"({"TableName": "range"})");
        for (const json::value &index :
             described.at("Table").at("GlobalSecondaryIndexes").as_array())
            QCOMPARE(index.at("ItemCount").as_int64(), 6);
    }
    QCOMPARE(headerBytes(path, 60, 4), QByteArray::fromHex("00000004"));
    const char *rootPages = "SELECT group_concat(name || ':' || rootpage) FROM sqlite_master "
                            "WHERE name LIKE 'index_%'";
    const QByteArray pages = sqliteValue(path, rootPages);
    QVERIFY2(pages.contains("index_1_index3:") && pages.contains("index_1_index4:"), pages);
    QVERIFY(sqliteValue(path, "SELECT sql FROM sqlite_master WHERE name = 'index_1_index4'")
                .contains("PRIMARY KEY (hash, pk, sk, thash, tpk, tsk)"));
    // Opened again: nothing rebuilt (the tables keep their pages), the same order.
    auto db = openFile(path);
    QCOMPARE(indexQuery(*db, "index3"), order);
    db.reset();
    QCOMPARE(sqliteValue(path, rootPages), pages);
}

namespace {

// As the third layout stored items: no expires column, and so no expiry index.
QByteArray thirdLayout(const char *table)
{
    const QByteArray name(table);
    return "CREATE TABLE layout3 (hash INTEGER NOT NULL, pk BLOB NOT NULL, sk BLOB NOT NULL, "
           "item BLOB NOT NULL, size INTEGER NOT NULL, PRIMARY KEY (hash, pk, sk)) WITHOUT "
           "ROWID; INSERT INTO layout3 SELECT hash, pk, sk, item, size FROM " + name
           + "; DROP TABLE " + name + "; ALTER TABLE layout3 RENAME TO " + name + ";";
}

std::string expiringItem(const char *table, const std::string &id, const std::string &expiry)
{
    return R"({"TableName": ")" + std::string(table) + R"(", "Item": {"id": {"S": ")" + id
           + R"("})" + (expiry.empty() ? "" : R"(, "expiresAt": )" + expiry) + "}}";
}

// What SQLite plans for `sql`: the detail column of EXPLAIN QUERY PLAN, joined.
QByteArray queryPlan(const QString &path, const QByteArray &sql)
{
    sqlite3 *db = nullptr;
    sqlite3_stmt *statement = nullptr;
    QByteArray plan;
    if (sqlite3_open(path.toUtf8().constData(), &db) == SQLITE_OK
        && sqlite3_prepare_v2(db, (QByteArray("EXPLAIN QUERY PLAN ") + sql).constData(), -1,
                              &statement, nullptr) == SQLITE_OK)
        while (sqlite3_step(statement) == SQLITE_ROW)
            plan += QByteArray(reinterpret_cast<const char *>(sqlite3_column_text(statement, 3)))
                    + ';';
    sqlite3_finalize(statement);
    sqlite3_close(db);
    return plan;
}

} // namespace

// A file of the third layout kept no expiry with its items; opening it adds the expires column
// to every items table, fills and indexes it for the tables with TTL, and marks the file
// version 4: the sweep then finds exactly the expired items, and writes keep the index.
void TestDatabaseFile::thirdLayoutIndexesExpiries()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("layout3.tsdb");
    const std::int64_t now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    const std::string past = R"({"N": ")" + std::to_string(now - 100) + R"("})";
    const std::string future = R"({"N": ")" + std::to_string(now + 3600) + R"("})";
    {
        auto db = openFile(path);
        TEST_setTimeToLiveSweepInterval(*db, std::chrono::milliseconds(0));
        for (const char *name : {"sessions", "plain"})
            ok(*db, "CreateTable", R"({"TableName": ")" + std::string(name) + R"(",
                "BillingMode": "PAY_PER_REQUEST",
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
        ok(*db, "UpdateTimeToLive", R"({"TableName": "sessions", "TimeToLiveSpecification":
            {"Enabled": true, "AttributeName": "expiresAt"}})");
        for (int i = 0; i < 5; ++i)
            ok(*db, "PutItem", expiringItem("sessions", "s" + std::to_string(i),
                                            i < 3 ? past : future));
        ok(*db, "PutItem", expiringItem("sessions", "none", ""));
        ok(*db, "PutItem", expiringItem("sessions", "text", R"({"S": "1"})"));
        ok(*db, "PutItem", expiringItem("plain", "p", past));
    }
    sqliteExec(path, (thirdLayout("items_1") + thirdLayout("items_2")
                      + "PRAGMA user_version = 3;").constData());
    QVERIFY(!sqliteValue(path, "SELECT sql FROM sqlite_master WHERE name = 'items_1'")
                 .contains("expires"));

    const auto exists = [](Database &db, const char *table, const char *id) {
        return ok(db, "GetItem", R"({"TableName": ")" + std::string(table)
                                     + R"(", "Key": {"id": {"S": ")" + id + R"("}}})")
            .contains("Item");
    };
    {
        auto db = openFile(path);
        TEST_setTimeToLiveSweepInterval(*db, std::chrono::milliseconds(0));
        QCOMPARE(ok(*db, "DescribeTimeToLive", R"({"TableName": "sessions"})")
                     .at("TimeToLiveDescription").at("TimeToLiveStatus").as_string(),
                 "ENABLED");
        QCOMPARE(TEST_sweepExpiredNow(*db).value(), 3);
        for (const char *id : {"s0", "s1", "s2"})
            QVERIFY2(!exists(*db, "sessions", id), id);
        for (const char *id : {"s3", "s4", "none", "text"})
            QVERIFY2(exists(*db, "sessions", id), id);
        QVERIFY(exists(*db, "plain", "p")); // no TTL on this table
        ok(*db, "PutItem", expiringItem("sessions", "late", past));
        QCOMPARE(TEST_sweepExpiredNow(*db).value(), 1);
        QVERIFY(!exists(*db, "sessions", "late"));
    }
    QCOMPARE(headerBytes(path, 60, 4), QByteArray::fromHex("00000004"));
    for (const char *table : {"items_1", "items_2"})
        QVERIFY(sqliteValue(path, ("SELECT sql FROM sqlite_master WHERE name = '"
                                   + QByteArray(table) + "'").constData())
                    .contains("expires REAL"));
    QCOMPARE(sqliteValue(path, "SELECT group_concat(name) FROM sqlite_master WHERE name LIKE "
                               "'expiries_%'"),
             QByteArray("expiries_1")); // the TTL table's only
    QCOMPARE(sqliteValue(path, "SELECT count(*) FROM items_1 WHERE expires IS NOT NULL"),
             QByteArray("2")); // s3 and s4
    QCOMPARE(sqliteValue(path, "SELECT count(*) FROM expiries_1"), QByteArray("2"));
    // Closed cleanly: every write's expiry indexed, no table left to index again on open.
    QCOMPARE(sqliteValue(path, "SELECT unindexed FROM tablesmith_ttl"), QByteArray("0"));
    const QByteArray plan = queryPlan(path, "SELECT expires, hash, pk, sk FROM expiries_1 WHERE "
                                            "expires >= 0 AND expires <= 1 ORDER BY expires "
                                            "LIMIT 10");
    QVERIFY2(plan.contains("SEARCH expiries_1 USING PRIMARY KEY"), plan);
}

// An item whose expiry is more than five years past is never deleted (as the service leaves it),
// so its index entry would never be read: a sweep drops it, and a TTL of 0 or 1 ("never", in
// some applications) does not grow the index for ever.
void TestDatabaseFile::expiriesPastFiveYearsLeaveTheIndex()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("ancient.tsdb");
    const std::int64_t now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    {
        auto db = openFile(path);
        TEST_setTimeToLiveSweepInterval(*db, std::chrono::milliseconds(0));
        ok(*db, "CreateTable", R"({"TableName": "sessions", "BillingMode": "PAY_PER_REQUEST",
            "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}]})");
        ok(*db, "UpdateTimeToLive", R"({"TableName": "sessions", "TimeToLiveSpecification":
            {"Enabled": true, "AttributeName": "expiresAt"}})");
        ok(*db, "PutItem", expiringItem("sessions", "never", R"({"N": "1"})"));
        ok(*db, "PutItem", expiringItem("sessions", "expired",
                                        R"({"N": ")" + std::to_string(now - 60) + R"("})"));
        QCOMPARE(TEST_sweepExpiredNow(*db).value(), 1);
        QVERIFY(ok(*db, "GetItem", R"({"TableName": "sessions", "Key": {"id": {"S": "never"}}})")
                    .contains("Item"));
    }
    QCOMPARE(sqliteValue(path, "SELECT count(*) FROM expiries_1"), QByteArray("0"));
    QCOMPARE(sqliteValue(path, "SELECT count(*) FROM items_1 WHERE expires IS NOT NULL"),
             QByteArray("1"));
}

void TestDatabaseFile::secondOpenIsRefusedUntilClosed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("held.tsdb");
    auto first = openFile(path);
    QVERIFY(QFile::exists(path + "-lock"));
    auto second = Database::open({path.toStdString(), false});
    QVERIFY(!second);
    QCOMPARE(second.error().kind, ErrorKind::ResourceInUseException);
    QCOMPARE(message(second),
             path + QStringLiteral(" is already open in this process (pid %1). A database file "
                                   "is used by one process at a time: close it there first.")
                        .arg(::getpid()));
    // In-memory databases take no lock: any number of them.
    auto memory1 = Database::open({});
    auto memory2 = Database::open({});
    QVERIFY(memory1 && memory2);

    first.reset(); // closing releases the file, and removes the lock file
    QVERIFY(!QFile::exists(path + "-lock"));
    QVERIFY(!databaseHolder(path.toStdString()));
    auto again = Database::open({path.toStdString(), false});
    QVERIFY2(again, qPrintable(message(again)));
}

void TestDatabaseFile::holderNamesItsUrl()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("served.tsdb");
    auto db = openFile(path);
    auto holder = databaseHolder(path.toStdString());
    QVERIFY(holder);
    QCOMPARE(holder->pid, std::int64_t(::getpid()));
    QCOMPARE(holder->url, std::string());

    QVERIFY(db->setServedUrl("http://127.0.0.1:8123"));
    QCOMPARE(db->servedUrl(), std::string("http://127.0.0.1:8123"));
    holder = databaseHolder(path.toStdString());
    QCOMPARE(holder->url, std::string("http://127.0.0.1:8123"));
    const QString refused = message(Database::open({path.toStdString(), false}));
    QVERIFY2(refused.contains("which serves it at http://127.0.0.1:8123"), qPrintable(refused));
    QVERIFY2(refused.contains("connect to that URL instead"), qPrintable(refused));

    QVERIFY(db->setServedUrl(""));
    QCOMPARE(databaseHolder(path.toStdString())->url, std::string());
    QVERIFY(!message(Database::open({path.toStdString(), false})).contains("serves"));
}

void TestDatabaseFile::removeDatabaseFiles()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("gone.tsdb");
    auto db = openFile(path);
    ok(*db, "CreateTable", R"({"TableName": "tbl", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
        "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "KEYS_ONLY"}})");
    ok(*db, "PutItem", R"({"TableName": "tbl", "Item": {"id": {"S": "a"}}})");
    // Not while it is open.
    QVERIFY(!tablesmith::removeDatabaseFiles(path.toStdString()));
    QVERIFY(QFile::exists(path));
    db.reset();
    QVERIFY(tablesmith::removeDatabaseFiles(path.toStdString()));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList());
}

void TestDatabaseFile::storageErrorsNameTheirFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("named.tsdb");
    auto db = store::Connection::open(path.toStdString(), false);
    QVERIFY(db);
    Status failed = db->exec("SELECT * FROM no_such_table");
    QVERIFY(!failed);
    QCOMPARE(QString::fromStdString(failed.error().message),
             "storage error in " + path + ": no such table: no_such_table");
    QVERIFY(db->exec("CREATE TABLE t(k PRIMARY KEY)"));
    auto insert = db->prepare("INSERT INTO t VALUES (1)");
    QVERIFY(insert);
    QVERIFY((*insert)->run());
    Status duplicate = (*insert)->run();
    QVERIFY(!duplicate);
    QVERIFY2(duplicate.error().message.starts_with("storage error in " + path.toStdString()),
             duplicate.error().message.c_str());
    auto bad = db->prepare("SELEC 1");
    QVERIFY(!bad);
    QVERIFY2(bad.error().message.starts_with("storage error in " + path.toStdString()
                                             + " (prepare): "),
             bad.error().message.c_str());
    auto memory = store::Connection::open({}, false);
    QCOMPARE(QString::fromStdString(memory->exec("SELEC 1").error().message),
             QStringLiteral("storage error in the in-memory database: near \"SELEC\": syntax "
                            "error"));
    // Opening: a directory where the file should be.
    QVERIFY(QDir(dir.path()).mkdir("dir.tsdb"));
    const QString directory = dir.filePath("dir.tsdb");
    const QString opened = message(Database::open({directory.toStdString(), false}));
    QVERIFY2(opened.contains(directory), qPrintable(opened));
}

void TestDatabaseFile::streamLogErrorsNameTheirFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("log.tsdb");
    // The log cannot be a file there (and a directory with a file in it is not removed).
    QVERIFY(QDir(dir.path()).mkpath("log.tsdb-streams/inside"));
    auto opened = Database::open({path.toStdString(), false});
    QString text = message(opened);
    if (opened) {
        auto created = (*opened)->call(
            "CreateTable",
            parseObject(R"({"TableName": "tbl", "BillingMode": "PAY_PER_REQUEST",
                "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                "StreamSpecification": {"StreamEnabled": true,
                                        "StreamViewType": "KEYS_ONLY"}})"));
        auto put = (*opened)->call(
            "PutItem", parseObject(R"({"TableName": "tbl", "Item": {"id": {"S": "a"}}})"));
        QVERIFY(!created || !put);
        text = QString::fromStdString(created ? put.error().message : created.error().message);
    }
    QVERIFY2(text.contains(path + "-streams"), qPrintable(text));
}

QTEST_GUILESS_MAIN(TestDatabaseFile)
#include "tst_database_file.moc"
