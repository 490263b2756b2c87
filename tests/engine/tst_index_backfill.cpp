#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

#include <map>
#include <thread>

using namespace tablesmith;
using namespace tablesmith::test;

// A GSI added by UpdateTable is CREATING while a background worker fills it in batches; writes
// meanwhile keep it exact, and it survives deletion of the index or table and a reopen.
class TestIndexBackfill : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void createReturnsAtOnceAndFillsInBackground();
    void creatingIndexCannotBeRead();
    void writesDuringBackfillAreKept();
    void writesWhileTheWorkerRuns();
    void progressCountsItems();
    void onlyOneIndexCreatedAtATime();
    void deleteIndexStopsBackfill();
    void deleteTableStopsBackfill();
    void closingJoinsTheWorker();
    void reopenResumesBackfill();
    void reopenContinuesFromItsPosition();
    void reopenAfterThePositionItemWasDeleted();
    void deletedIndexLeavesNoPosition();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

const char *kCreateIndex = R"~({"TableName": "ecommerce",
    "AttributeDefinitions": [{"AttributeName": "status", "AttributeType": "S"}],
    "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "ByStatus", "KeySchema":
    [{"AttributeName": "status", "KeyType": "HASH"}], "Projection": {"ProjectionType":
    "INCLUDE", "NonKeyAttributes": ["n"]}}}]})~";

std::string put(int i, const char *status)
{
    return R"({"TableName": "ecommerce", "Item": {"PK": {"S": "P)" + std::to_string(i)
           + R"("}, "SK": {"S": "S"}, "status": {"S": ")" + status + R"("}, "n": {"N": ")"
           + std::to_string(i) + R"("}}})";
}

std::string byStatus(const char *status)
{
    return R"~({"TableName": "ecommerce", "IndexName": "ByStatus",
        "KeyConditionExpression": "#s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": ")~" + std::string(status) + R"("}}})";
}

// The sorted "P<i>" keys an index query returns (duplicates would show twice).
QString keysOf(const json::object &response)
{
    QStringList keys;
    for (const json::value &item : response.at("Items").as_array())
        keys << QString::fromStdString(std::string(item.at("PK").at("S").as_string()));
    keys.sort();
    return keys.join(',');
}

json::object indexDescription(Client &db)
{
    auto d = ok(db, "DescribeTable", R"({"TableName": "ecommerce"})");
    for (const json::value &i : d.at("Table").at("GlobalSecondaryIndexes").as_array())
        if (i.at("IndexName").as_string() == "ByStatus")
            return i.as_object();
    return {};
}

// A file database whose backfill worker waits for stepIndexBackfill (batches of 4 items).
std::unique_ptr<Database> openPaused(const std::string &path)
{
    DatabaseOptions options;
    options.path = path;
    auto db = std::move(TEST_openWithIndexBackfillPaused(options)).value();
    TEST_setIndexBackfillBatchSize(*db, 4);
    return db;
}

std::int64_t itemsIndexed(Database &db)
{
    return db.indexBackfillProgress("ecommerce", "ByStatus")->itemsIndexed;
}

// Every item of the table with a status, projected as ByStatus projects it (INCLUDE n), keyed
// by PK; and the index's entries likewise. A doubled or missing entry makes them differ.
std::map<QString, QString> expectedEntries(Client &db)
{
    std::map<QString, QString> out;
    auto scan = ok(db, "Scan", R"({"TableName": "ecommerce"})");
    for (const json::value &item : scan.at("Items").as_array()) {
        const json::object &o = item.as_object();
        if (!o.contains("status"))
            continue;
        json::object projected;
        for (const char *name : {"PK", "SK", "status", "n"})
            if (o.contains(name))
                projected[name] = o.at(name);
        out[text(o.at("PK"))] = text(projected);
    }
    return out;
}

std::map<QString, QString> indexEntries(Client &db)
{
    std::map<QString, QString> out;
    auto scan = ok(db, "Scan", R"({"TableName": "ecommerce", "IndexName": "ByStatus"})");
    for (const json::value &item : scan.at("Items").as_array()) {
        json::object sorted; // members in the order expectedEntries builds them
        for (const char *name : {"PK", "SK", "status", "n"})
            if (item.as_object().contains(name))
                sorted[name] = item.at(name);
        if (sorted.size() != item.as_object().size())
            return {{"unexpected attributes", text(item)}};
        const QString key = text(item.at("PK"));
        if (out.count(key))
            return {{"twice", key}};
        out[key] = text(sorted);
    }
    return out;
}

void fill(Client &db, int count)
{
    for (int i = 0; i < count; ++i)
        ok(db, "PutItem", put(i, i % 2 ? "ODD" : "EVEN"));
}

} // namespace

void TestIndexBackfill::init()
{
    m_db = openMemory();
    createEcommerce(*m_db);
}

void TestIndexBackfill::createReturnsAtOnceAndFillsInBackground()
{
    fill(*m_db, 10);
    auto r = ok(*m_db, "UpdateTable", kCreateIndex);
    const json::value &created = r.at("TableDescription").at("GlobalSecondaryIndexes").at(0);
    QCOMPARE(text(created.at("IndexStatus")), "\"CREATING\"");
    TEST_waitForIndexBackfills(*m_db);
    const json::object d = indexDescription(*m_db);
    QCOMPARE(text(d.at("IndexStatus")), "\"ACTIVE\"");
    QVERIFY(!d.contains("Backfilling"));
    QCOMPARE(d.at("ItemCount").as_int64(), 10);
    QVERIFY(d.at("IndexSizeBytes").as_int64() > 0);
    QCOMPARE(keysOf(ok(*m_db, "Query", byStatus("ODD"))), "P1,P3,P5,P7,P9");
}

void TestIndexBackfill::creatingIndexCannotBeRead()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    fill(*m_db, 3);
    ok(*m_db, "UpdateTable", kCreateIndex);
    const json::object d = indexDescription(*m_db);
    QCOMPARE(text(d.at("IndexStatus")), "\"CREATING\"");
    QCOMPARE(text(d.at("Backfilling")), "true");
    const QString refused = "ValidationException: Cannot read from backfilling global secondary "
                            "index: ByStatus";
    QCOMPARE(fails(*m_db, "Query", byStatus("ODD")), refused);
    QCOMPARE(fails(*m_db, "Scan", R"({"TableName": "ecommerce", "IndexName": "ByStatus"})"),
             refused);
    TEST_waitForIndexBackfills(*m_db); // paused: runs the batches here
    QCOMPARE(keysOf(ok(*m_db, "Query", byStatus("EVEN"))), "P0,P2");
}

void TestIndexBackfill::writesDuringBackfillAreKept()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    TEST_setIndexBackfillBatchSize(*m_db, 3);
    fill(*m_db, 12);
    ok(*m_db, "UpdateTable", kCreateIndex);
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), true);
    // Every item gets a write, whether its batch has run yet or not: each moves to NEW.
    for (int i = 0; i < 12; ++i)
        ok(*m_db, "PutItem", put(i, "NEW"));
    ok(*m_db, "PutItem", put(20, "ODD"));
    ok(*m_db, "DeleteItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P5"},
        "SK": {"S": "S"}}})");
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), true);
    ok(*m_db, "UpdateItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P0"},
        "SK": {"S": "S"}}, "UpdateExpression": "REMOVE #s",
        "ExpressionAttributeNames": {"#s": "status"}})");
    while (TEST_stepIndexBackfill(*m_db).value()) {
    }
    QCOMPARE(m_db->indexBackfillProgress("ecommerce", "ByStatus")->backfilling, false);
    QCOMPARE(keysOf(ok(*m_db, "Query", byStatus("NEW"))),
             "P1,P10,P11,P2,P3,P4,P6,P7,P8,P9");
    QCOMPARE(keysOf(ok(*m_db, "Query", byStatus("ODD"))), "P20");
    QCOMPARE(ok(*m_db, "Query", byStatus("EVEN")).at("Count").as_int64(), 0);
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce", "IndexName": "ByStatus"})")
                 .at("Count").as_int64(), 11);
}

void TestIndexBackfill::writesWhileTheWorkerRuns()
{
    // The real worker in small batches, racing a writer that moves every item to another key.
    QTemporaryDir dir;
    auto db = std::move(Database::open({dir.filePath("race.tsdb").toStdString(), false})).value();
    createEcommerce(*db);
    TEST_setIndexBackfillBatchSize(*db, 7);
    fill(*db, 300);
    ok(*db, "UpdateTable", kCreateIndex);
    bool sawBackfilling = false;
    for (int i = 0; i < 300; ++i) {
        ok(*db, "PutItem", put(i, i % 3 ? "KEPT" : "MOVED"));
        if (i % 50 == 0)
            sawBackfilling = sawBackfilling
                             || db->indexBackfillProgress("ecommerce", "ByStatus")->backfilling;
    }
    TEST_waitForIndexBackfills(*db);
    auto count = [&](const char *status) {
        return ok(*db, "Query", byStatus(status) + "").at("Count").as_int64();
    };
    QCOMPARE(count("MOVED"), 100);
    QCOMPARE(count("KEPT"), 200);
    QCOMPARE(count("ODD") + count("EVEN"), 0);
    QCOMPARE(ok(*db, "Scan", R"({"TableName": "ecommerce", "IndexName": "ByStatus"})")
                 .at("ScannedCount").as_int64(), 300);
    qInfo("the backfill was %s while the writes ran", sawBackfilling ? "seen" : "not seen");
}

void TestIndexBackfill::progressCountsItems()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    TEST_setIndexBackfillBatchSize(*m_db, 4);
    fill(*m_db, 10);
    QVERIFY(!m_db->indexBackfillProgress("ecommerce", "Nope"));
    QVERIFY(!m_db->indexBackfillProgress("nope", "ByStatus"));
    ok(*m_db, "UpdateTable", kCreateIndex);
    auto progress = m_db->indexBackfillProgress("ecommerce", "ByStatus");
    QVERIFY(progress && progress->backfilling);
    QCOMPARE(progress->itemsIndexed, 0);
    QVERIFY(TEST_stepIndexBackfill(*m_db).value());
    progress = m_db->indexBackfillProgress("ecommerce", "ByStatus");
    QCOMPARE(progress->itemsIndexed, 4);
    QCOMPARE(progress->itemsTotal, 10);
    QCOMPARE(indexDescription(*m_db).at("ItemCount").as_int64(), 4);
    // Each entry counts its projected attributes (~20 bytes here) and 100 bytes, as entries
    // written by PutItem do, while CREATING too.
    const auto size = indexDescription(*m_db).at("IndexSizeBytes").to_number<std::int64_t>();
    QVERIFY2(size > 4 * 100 && size < 4 * 200, std::to_string(size).c_str());
    TEST_waitForIndexBackfills(*m_db);
    progress = m_db->indexBackfillProgress("ecommerce", "ByStatus");
    QCOMPARE(progress->backfilling, false);
    QCOMPARE(progress->itemsIndexed, 10);
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), false); // nothing left
}

void TestIndexBackfill::onlyOneIndexCreatedAtATime()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    fill(*m_db, 2);
    ok(*m_db, "UpdateTable", kCreateIndex);
    QCOMPARE(fails(*m_db, "UpdateTable", R"~({"TableName": "ecommerce",
        "AttributeDefinitions": [{"AttributeName": "n", "AttributeType": "N"}],
        "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "ByN", "KeySchema":
        [{"AttributeName": "n", "KeyType": "HASH"}], "Projection": {"ProjectionType":
        "ALL"}}}]})~"),
             "LimitExceededException: Subscriber limit exceeded: Only 1 online index can be "
             "created or deleted simultaneously per table");
}

void TestIndexBackfill::deleteIndexStopsBackfill()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    TEST_setIndexBackfillBatchSize(*m_db, 2);
    fill(*m_db, 6);
    ok(*m_db, "UpdateTable", kCreateIndex);
    QVERIFY(TEST_stepIndexBackfill(*m_db).value());
    ok(*m_db, "UpdateTable", R"({"TableName": "ecommerce", "GlobalSecondaryIndexUpdates":
        [{"Delete": {"IndexName": "ByStatus"}}]})");
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), false);
    QVERIFY(!m_db->indexBackfillProgress("ecommerce", "ByStatus"));
    // Created again under the same name, it starts over and ends complete.
    ok(*m_db, "UpdateTable", kCreateIndex);
    TEST_waitForIndexBackfills(*m_db);
    QCOMPARE(keysOf(ok(*m_db, "Query", byStatus("ODD"))), "P1,P3,P5");
}

void TestIndexBackfill::deleteTableStopsBackfill()
{
    TEST_setIndexBackfillPaused(*m_db, true);
    TEST_setIndexBackfillBatchSize(*m_db, 2);
    fill(*m_db, 6);
    ok(*m_db, "UpdateTable", kCreateIndex);
    QVERIFY(TEST_stepIndexBackfill(*m_db).value());
    ok(*m_db, "DeleteTable", R"({"TableName": "ecommerce"})");
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), false);
    createEcommerce(*m_db);
    QCOMPARE(TEST_stepIndexBackfill(*m_db).value(), false);
    QCOMPARE(fails(*m_db, "Query", byStatus("ODD")),
             "ValidationException: The table does not have the specified index: ByStatus");
}

void TestIndexBackfill::closingJoinsTheWorker()
{
    // The worker is mid-backfill (small batches) when the table goes and the database closes.
    TEST_setIndexBackfillBatchSize(*m_db, 5);
    fill(*m_db, 400);
    ok(*m_db, "UpdateTable", kCreateIndex);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    ok(*m_db, "DeleteTable", R"({"TableName": "ecommerce"})");
    createEcommerce(*m_db);
    fill(*m_db, 400);
    ok(*m_db, "UpdateTable", kCreateIndex);
    m_db.reset(); // joins; a crash or hang here fails the test
    QVERIFY(!m_db);
}

void TestIndexBackfill::reopenResumesBackfill()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("backfill.tsdb").toStdString();
    {
        auto db = std::move(Database::open({path, false})).value();
        createEcommerce(*db);
        fill(*db, 9);
        TEST_setIndexBackfillPaused(*db, true);
        TEST_setIndexBackfillBatchSize(*db, 4);
        ok(*db, "UpdateTable", kCreateIndex);
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        ok(*db, "PutItem", put(1, "EVEN")); // already covered: moved by the write
    }
    // The file says CREATING; the reopened database's worker picks the backfill up again.
    auto db = std::move(Database::open({path, false})).value();
    TEST_waitForIndexBackfills(*db);
    QCOMPARE(text(indexDescription(*db).at("IndexStatus")), "\"ACTIVE\"");
    QCOMPARE(keysOf(ok(*db, "Query", byStatus("EVEN"))), "P0,P1,P2,P4,P6,P8");
    QCOMPARE(keysOf(ok(*db, "Query", byStatus("ODD"))), "P3,P5,P7");
}

void TestIndexBackfill::reopenContinuesFromItsPosition()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("resume.tsdb").toStdString();
    {
        auto db = openPaused(path);
        createEcommerce(*db);
        fill(*db, 12);
        ok(*db, "UpdateTable", kCreateIndex);
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        QCOMPARE(itemsIndexed(*db), 4);
    }
    {
        auto db = openPaused(path);
        auto progress = db->indexBackfillProgress("ecommerce", "ByStatus");
        QVERIFY(progress && progress->backfilling);
        QCOMPARE(progress->itemsIndexed, 4); // not started over
        QCOMPARE(progress->itemsTotal, 12);
        // Writes while it waits: moved, removed from the index, deleted, added.
        ok(*db, "PutItem", put(0, "MOVED"));
        ok(*db, "PutItem", put(11, "MOVED"));
        ok(*db, "UpdateItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P3"},
            "SK": {"S": "S"}}, "UpdateExpression": "REMOVE #s",
            "ExpressionAttributeNames": {"#s": "status"}})");
        ok(*db, "DeleteItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P6"},
            "SK": {"S": "S"}}})");
        ok(*db, "PutItem", put(30, "NEW"));
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        QCOMPARE(itemsIndexed(*db), 8); // from the saved position, four more
    }
    auto db = openPaused(path);
    QCOMPARE(itemsIndexed(*db), 8);
    while (TEST_stepIndexBackfill(*db).value()) {
    }
    const auto progress = db->indexBackfillProgress("ecommerce", "ByStatus");
    QCOMPARE(progress->backfilling, false);
    QCOMPARE(text(indexDescription(*db).at("IndexStatus")), "\"ACTIVE\"");
    const auto expected = expectedEntries(*db); // P0..P11 and P30, less P6, P3 unindexed
    QCOMPARE(expected.size(), std::size_t(11));
    QCOMPARE(indexEntries(*db), expected);
    QCOMPARE(indexDescription(*db).at("ItemCount").as_int64(), 11);
    QCOMPARE(keysOf(ok(*db, "Query", byStatus("MOVED"))), "P0,P11");
}

void TestIndexBackfill::reopenAfterThePositionItemWasDeleted()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("deleted.tsdb").toStdString();
    {
        auto db = openPaused(path);
        createEcommerce(*db);
        fill(*db, 10);
        ok(*db, "UpdateTable", kCreateIndex);
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        // A Scan walks the table in the backfill's order: its 4th item is the saved position.
        auto page = ok(*db, "Scan", R"({"TableName": "ecommerce", "Limit": 4})");
        json::object key = page.at("LastEvaluatedKey").as_object();
        json::object request{{"TableName", "ecommerce"}, {"Key", key}};
        ok(*db, "DeleteItem", json::serialize(request));
    }
    auto db = openPaused(path);
    QCOMPARE(itemsIndexed(*db), 4);
    while (TEST_stepIndexBackfill(*db).value()) {
    }
    QCOMPARE(db->indexBackfillProgress("ecommerce", "ByStatus")->itemsIndexed, 10);
    const auto expected = expectedEntries(*db);
    QCOMPARE(expected.size(), std::size_t(9));
    QCOMPARE(indexEntries(*db), expected);
}

void TestIndexBackfill::deletedIndexLeavesNoPosition()
{
    // Deleted mid-backfill and created again: the new index starts at the first item.
    QTemporaryDir dir;
    const std::string path = dir.filePath("recreated.tsdb").toStdString();
    {
        auto db = openPaused(path);
        createEcommerce(*db);
        fill(*db, 9);
        ok(*db, "UpdateTable", kCreateIndex);
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        QVERIFY(TEST_stepIndexBackfill(*db).value());
        ok(*db, "UpdateTable", R"({"TableName": "ecommerce", "GlobalSecondaryIndexUpdates":
            [{"Delete": {"IndexName": "ByStatus"}}]})");
        ok(*db, "UpdateTable", kCreateIndex);
    }
    auto db = openPaused(path);
    QCOMPARE(itemsIndexed(*db), 0);
    TEST_waitForIndexBackfills(*db);
    QCOMPARE(indexEntries(*db), expectedEntries(*db));
    QCOMPARE(keysOf(ok(*db, "Query", byStatus("ODD"))), "P1,P3,P5,P7");
}

QTEST_GUILESS_MAIN(TestIndexBackfill)
#include "tst_index_backfill.moc"
