// Time to Live: the operations, and the sweep that deletes expired items as the service does,
// with REMOVE stream records by the service. Driven by a fake clock and explicit sweeps.

#include "stream_test_support.h"

#include <tablesmith/database_testing.h>

#include <algorithm>
#include <map>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QtTest/QtTest>

using namespace streamtest;

namespace {

constexpr std::int64_t kNowSeconds = kStartMs / 1000;

std::string itemWithExpiry(std::string_view sk, std::string_view expiresJson)
{
    std::string item = R"~({"TableName": "Sessions", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": ")~" + std::string(sk) + "\"}";
    if (!expiresJson.empty())
        item += R"~(, "expiresAt": )~" + std::string(expiresJson);
    return item + "}}";
}

std::string number(std::int64_t value) { return R"~({"N": ")~" + std::to_string(value) + "\"}"; }

const char *const kEnable = R"~({"TableName": "Sessions",
    "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "expiresAt"}})~";

std::string timeToLiveStatus(TestDatabase &t)
{
    auto described = t.call("DescribeTimeToLive", R"~({"TableName": "Sessions"})~");
    return described ? std::string(described->at("TimeToLiveDescription")
                                       .at("TimeToLiveStatus").as_string())
                     : errorText(described);
}

bool exists(TestDatabase &t, std::string_view sk)
{
    auto got = t.call("GetItem", keyRequest("Sessions", "USER#u1", sk));
    return got && got->contains("Item");
}

} // namespace

class TestTimeToLive : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void describeAndUpdate();
    void updateErrors_data();
    void updateErrors();
    void sweepDeletesExpiredItems_data();
    void sweepDeletesExpiredItems();
    void sweepWritesServiceRemoveRecords();
    void backgroundSweeperRuns();
    void expiryReachesStreamReaderWithinSweepPeriod();
    void largeTableSweptWithinOnePeriod();
    void sweepPeriodFromOptions();
    void quietTableNotReadAgain();
    void sweepReadsOnlyExpiredItems_data();
    void sweepReadsOnlyExpiredItems();
    void passAfterWritesReadsOnlyExpiredItems();
    void attributeNamesJsonEscapes_data();
    void attributeNamesJsonEscapes();
    void expiryFollowsTheItem_data();
    void expiryFollowsTheItem();
    void otherAttributeReindexes();
    void disablingLeavesItemsAlone();
    void deletedAndRecreatedTable();
    void reopenedFileKeepsTimeToLive();
    void crashBeforeIndexingLosesNoExpiry();
    void reopenedFileSweepsWithoutWrites();
    void writesIndexTheirExpiriesWhenManyWait_data();
    void writesIndexTheirExpiriesWhenManyWait();
    void largeTableEnablingSweptOnceFilled();
    void enablingFilledByTheSweeperInSteps();
    void enablingGoesOnAfterACrash();
    void disablingWhileEnabling();
};

void TestTimeToLive::describeAndUpdate()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    auto described = t.call("DescribeTimeToLive", R"~({"TableName": "Sessions"})~");
    QVERIFY2(described, errorText(described).c_str());
    QCOMPARE(described->at("TimeToLiveDescription").at("TimeToLiveStatus").as_string(),
             "DISABLED");
    auto updated = t.call("UpdateTimeToLive", kEnable);
    QVERIFY2(updated, errorText(updated).c_str());
    QCOMPARE(updated->at("TimeToLiveSpecification").at("AttributeName").as_string(),
             "expiresAt");
    described = t.call("DescribeTimeToLive", R"~({"TableName": "Sessions"})~");
    QCOMPARE(described->at("TimeToLiveDescription").at("TimeToLiveStatus").as_string(),
             "ENABLED");
    QCOMPARE(described->at("TimeToLiveDescription").at("AttributeName").as_string(),
             "expiresAt");
    QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})~"));
    described = t.call("DescribeTimeToLive", R"~({"TableName": "Sessions"})~");
    QCOMPARE(described->at("TimeToLiveDescription").at("TimeToLiveStatus").as_string(),
             "DISABLED");
    // A missing table is named, as DescribeTable names it.
    auto missing = t.call("DescribeTimeToLive", R"~({"TableName": "Nope"})~");
    QVERIFY(!missing);
    QCOMPARE(errorText(missing), std::string("ResourceNotFoundException: Requested resource "
                                             "not found: Table: Nope not found"));
}

void TestTimeToLive::updateErrors_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("already enabled") << kEnable
        << "ValidationException: TimeToLive is already enabled";
    QTest::newRow("other attribute") << R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "ttl"}})~"
        << "ValidationException: TimeToLive is active on a different AttributeName: current "
           "AttributeName is expiresAt";
    QTest::newRow("missing table") << R"~({"TableName": "Nope",
        "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "ttl"}})~"
        << "ResourceNotFoundException: Requested resource not found: Table: Nope not found";
    QTest::newRow("no specification") << R"~({"TableName": "Sessions"})~"
        << "ValidationException: 1 validation error detected: Value null at "
           "'timeToLiveSpecification' failed to satisfy constraint: Member must not be null";
}

void TestTimeToLive::updateErrors()
{
    QFETCH(QString, request);
    QFETCH(QString, error);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    auto result = t.call("UpdateTimeToLive", request.toStdString());
    QCOMPARE(QString::fromStdString(errorText(result)), error);
}

void TestTimeToLive::sweepDeletesExpiredItems_data()
{
    QTest::addColumn<QString>("expiresAt");
    QTest::addColumn<bool>("deleted");
    QTest::newRow("past") << QString::fromStdString(number(kNowSeconds - 10)) << true;
    QTest::newRow("exactly now") << QString::fromStdString(number(kNowSeconds)) << true;
    QTest::newRow("fractional past") << R"~({"N": "1699999999.5"})~" << true;
    QTest::newRow("future") << QString::fromStdString(number(kNowSeconds + 60)) << false;
    QTest::newRow("more than five years ago")
        << QString::fromStdString(number(kNowSeconds - 6LL * 365 * 86400)) << false;
    QTest::newRow("a string") << R"~({"S": "1"})~" << false;
    QTest::newRow("no attribute") << "" << false;
}

void TestTimeToLive::sweepDeletesExpiredItems()
{
    QFETCH(QString, expiresAt);
    QFETCH(bool, deleted);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", expiresAt.toStdString())));
    QVERIFY(exists(t, "SESSION#1")); // expired but not swept yet: still there
    auto swept = TEST_sweepExpiredNow(*t.db);
    QVERIFY(swept);
    QCOMPARE(*swept, deleted ? 1 : 0);
    QCOMPARE(exists(t, "SESSION#1"), !deleted);
}

void TestTimeToLive::sweepWritesServiceRemoveRecords()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "NEW_AND_OLD_IMAGES")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    for (int i = 0; i < 5; ++i)
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#" + std::to_string(i),
                                                 number(kNowSeconds + 60 * i))));
    QVERIFY(t.call("DeleteItem", keyRequest("Sessions", "USER#u1", "SESSION#4"))); // by a user
    t.advance(2 * kMinuteMs + 1000); // sessions 0, 1 and 2 have expired
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 3);
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 0);
    QVERIFY(exists(t, "SESSION#3"));
    auto table = t.call("DescribeTable", R"~({"TableName": "Sessions"})~");
    const std::string arn = table->at("Table").at("LatestStreamArn").as_string().c_str();
    auto stream = t.call("DescribeStream", json::object{{"StreamArn", arn}});
    auto it = t.call("GetShardIterator", json::object{{"StreamArn", arn},
        {"ShardId", stream->at("StreamDescription").at("Shards").at(0).at("ShardId")},
        {"ShardIteratorType", "TRIM_HORIZON"}});
    auto got = t.call("GetRecords", json::object{{"ShardIterator", it->at("ShardIterator")}});
    const json::array &records = got->at("Records").as_array();
    QCOMPARE(records.size(), 9u); // 5 inserts, 1 user delete, 3 TTL deletes
    QVERIFY(!records[5].as_object().contains("userIdentity"));
    for (std::size_t i = 6; i < records.size(); ++i) {
        QCOMPARE(records[i].at("eventName").as_string(), "REMOVE");
        QCOMPARE(records[i].at("userIdentity"),
                 json::parse(R"~({"Type": "Service", "PrincipalId": "dynamodb.amazonaws.com"})~"));
        QVERIFY(records[i].at("dynamodb").as_object().contains("OldImage"));
    }
}

void TestTimeToLive::backgroundSweeperRuns()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", number(kNowSeconds - 1))));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(5));
    QTRY_VERIFY(!exists(t, "SESSION#1"));
    // Destroying the database stops and joins the sweeper (checked by sanitizers and ctest).
}

// An item that expires (on the test clock) is deleted by the background sweeper on its next
// step, and a reader already waiting at LATEST sees the service's REMOVE: within one sweep
// period, not only after an explicit sweep.
void TestTimeToLive::expiryReachesStreamReaderWithinSweepPeriod()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "NEW_AND_OLD_IMAGES")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", number(kNowSeconds + 60))));
    auto table = t.call("DescribeTable", R"~({"TableName": "Sessions"})~");
    const std::string arn = table->at("Table").at("LatestStreamArn").as_string().c_str();
    auto stream = t.call("DescribeStream", json::object{{"StreamArn", arn}});
    auto latest = t.call("GetShardIterator", json::object{{"StreamArn", arn},
        {"ShardId", stream->at("StreamDescription").at("Shards").at(0).at("ShardId")},
        {"ShardIteratorType", "LATEST"}});
    QVERIFY2(latest, errorText(latest).c_str());
    json::value iterator = latest->at("ShardIterator");
    const auto nextRecords = [&] {
        auto got = t.call("GetRecords", json::object{{"ShardIterator", iterator}});
        if (!got)
            qFatal("GetRecords: %s", errorText(got).c_str());
        iterator = got->at("NextShardIterator");
        return got->at("Records").as_array();
    };
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(20));
    QTest::qWait(100); // several sweeps before the expiry: nothing is deleted
    QVERIFY(nextRecords().empty());
    QVERIFY(exists(t, "SESSION#1"));
    t.advance(kMinuteMs + 1000);
    // Read as a poller would, every 10 ms, for at most 2 s (a hundred sweep periods).
    json::array seen;
    QElapsedTimer waited;
    waited.start();
    while (seen.empty() && waited.elapsed() < 2000) {
        QTest::qWait(10);
        for (const json::value &record : nextRecords())
            seen.push_back(record);
    }
    QCOMPARE(seen.size(), 1u);
    QCOMPARE(seen[0].at("eventName").as_string(), "REMOVE");
    QCOMPARE(seen[0].at("userIdentity"),
             json::parse(R"~({"Type": "Service", "PrincipalId": "dynamodb.amazonaws.com"})~"));
    QCOMPARE(seen[0].at("dynamodb").at("OldImage").at("SK").at("S").as_string(), "SESSION#1");
    QVERIFY(!exists(t, "SESSION#1"));
}

// The background sweeper looks at a whole table each period, not a fixed number of items a
// period: in a table of several thousand items, the few that expired are all gone one period
// after they expire (the sweeper paced at 1,000 items a period took one period per thousand).
void TestTimeToLive::largeTableSweptWithinOnePeriod()
{
    constexpr int kItems = 4000;
    constexpr int kExpiring = 40; // one in a hundred, spread over the table
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    for (int i = 0; i < kItems; ++i) {
        const bool expiring = i % (kItems / kExpiring) == 0;
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#" + std::to_string(i),
                                                 number(kNowSeconds + (expiring ? 60 : 3600)))));
    }
    constexpr int kPeriodMs = 400;
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(kPeriodMs));
    t.advance(kMinuteMs + 1000);
    QElapsedTimer waited;
    waited.start();
    const auto count = [&] {
        auto scanned = t.call("Scan", R"~({"TableName": "Sessions", "Select": "COUNT"})~");
        return scanned ? scanned->at("Count").to_number<int>() : -1;
    };
    while (count() != kItems - kExpiring && waited.elapsed() < 10 * kPeriodMs)
        QTest::qWait(10);
    QCOMPARE(count(), kItems - kExpiring);
    // One period to the sweep, and the pass itself; well under the four periods a sweeper of
    // a thousand items a period needs.
    QVERIFY2(waited.elapsed() < 2 * kPeriodMs, std::to_string(waited.elapsed()).c_str());
}

// DatabaseOptions::timeToLiveSweepMs (tablesmith-server --ttl-sweep-ms) sets the background
// sweeper's period from the start, with no test hook.
void TestTimeToLive::sweepPeriodFromOptions()
{
    tablesmith::DatabaseOptions options;
    options.timeToLiveSweepMs = 20;
    auto db = std::move(Database::open(options).value());
    const auto call = [&](std::string_view op, std::string_view request) {
        return db->call(op, json::parse(request).as_object());
    };
    QVERIFY(call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(call("UpdateTimeToLive", kEnable));
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    QVERIFY(call("PutItem", itemWithExpiry("SESSION#1", number(now - 1))));
    QTRY_VERIFY_WITH_TIMEOUT(!call("GetItem", keyRequest("Sessions", "USER#u1", "SESSION#1"))
                                  ->contains("Item"), 500);
}

namespace {

constexpr int kQuietItems = 1500; // more than one step of the sweeper (1,000 items)

// A TTL table of kQuietItems items expiring in an hour (every tenth without the attribute),
// with the background sweeper stepping every 5 ms.
void fillQuietTable(TestDatabase &t)
{
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(0)); // paused
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    for (int i = 0; i < kQuietItems; ++i)
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#" + std::to_string(i),
                                                 i % 10 ? number(kNowSeconds + 3600) : "")));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(5));
}

} // namespace

// The sweeper finds expired items through the expiry index: a table where nothing expired
// costs it no item read, period after period (it read every item of every TTL table each
// period, then every item of each table written since its last pass).
void TestTimeToLive::quietTableNotReadAgain()
{
    TestDatabase t;
    fillQuietTable(t);
    QTest::qWait(100); // some twenty periods
    QCOMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(0));
    QVERIFY(exists(t, "SESSION#1"));
}

void TestTimeToLive::sweepReadsOnlyExpiredItems_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<int>("read"); // items the sweeper then reads (and deletes)
    QTest::newRow("an expired item is written") << "write" << 1;
    QTest::newRow("an item is deleted") << "delete" << 0;
    QTest::newRow("the earliest expiry comes") << "clock" << kQuietItems * 9 / 10;
    QTest::newRow("the TTL attribute changes") << "attribute" << 0;
}

// What happens to a quiet table costs the sweeper the items that expired by it, no more: a
// mass expiry takes two steps of 1,000 items, and nothing else is read before or after.
void TestTimeToLive::sweepReadsOnlyExpiredItems()
{
    QFETCH(QString, event);
    QFETCH(int, read);
    TestDatabase t;
    fillQuietTable(t);
    if (event == "write")
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#new", number(kNowSeconds - 1))));
    else if (event == "delete")
        QVERIFY(t.call("DeleteItem", keyRequest("Sessions", "USER#u1", "SESSION#0")));
    else if (event == "clock")
        t.advance(kHourMs + 1000);
    else if (event == "attribute") {
        QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
            "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})~"));
        QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
            "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "other"}})~"));
    }
    QTRY_COMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(read));
    QTest::qWait(50); // ten more periods read nothing more
    QCOMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(read));
    QVERIFY(!exists(t, "SESSION#new"));
    QCOMPARE(exists(t, "SESSION#1"), event != "clock");
    QVERIFY(exists(t, "SESSION#10")); // it has no expiry
}

// A table written between periods is not read again: a pass after writes reads the expired
// items among them and nothing else (it read the whole table, 3.6 s of CPU per 10 s for
// 40,000 items and a write each period, tests/bench/bench_ttl_sweep).
void TestTimeToLive::passAfterWritesReadsOnlyExpiredItems()
{
    TestDatabase t;
    fillQuietTable(t);
    for (int i = 0; i < 30; ++i) {
        const bool expired = i % 10 == 0;
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#w" + std::to_string(i),
                                                 number(kNowSeconds + (expired ? -5 : 60)))));
        QVERIFY(t.call("UpdateItem", R"~({"TableName": "Sessions", "Key": {"PK": {"S":
            "USER#u1"}, "SK": {"S": "SESSION#)~" + std::to_string(i + 1) + R"~("}},
            "UpdateExpression": "SET #n = :n", "ExpressionAttributeNames": {"#n": "seen"},
            "ExpressionAttributeValues": {":n": {"N": "1"}}})~"));
        QTest::qWait(2);
    }
    QTRY_COMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(3));
    QTest::qWait(50);
    QCOMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(3));
    QVERIFY(!exists(t, "SESSION#w0") && !exists(t, "SESSION#w10") && !exists(t, "SESSION#w20"));
    QVERIFY(exists(t, "SESSION#w1") && exists(t, "SESSION#1"));
}

void TestTimeToLive::attributeNamesJsonEscapes_data()
{
    QTest::addColumn<QString>("attribute"); // as JSON text
    QTest::newRow("plain") << R"~("exp")~";
    QTest::newRow("quote") << R"~("e\"xp")~";
    QTest::newRow("backslash") << R"~("e\\xp")~";
    QTest::newRow("control character") << R"~("e\txp")~";
    QTest::newRow("non-ASCII") << R"~("éxp")~";
}

// Each period passes over items whose stored text cannot hold the TTL attribute; a name that
// stored JSON escapes is still found (the item expires), and an item holding the name only
// inside a map does not.
void TestTimeToLive::attributeNamesJsonEscapes()
{
    QFETCH(QString, attribute);
    const std::string name = attribute.toStdString();
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    auto enabled = t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": true, "AttributeName": )~" + name + "}}");
    QVERIFY2(enabled, errorText(enabled).c_str());
    const std::string past = number(kNowSeconds - 10);
    QVERIFY(t.call("PutItem", R"~({"TableName": "Sessions", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "top"}, )~" + name + ": " + past + "}}"));
    QVERIFY(t.call("PutItem", R"~({"TableName": "Sessions", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "nested"}, "m": {"M": {)~" + name + ": " + past + "}}}}"));
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 1);
    QVERIFY(!exists(t, "top"));
    QVERIFY(exists(t, "nested"));
}

void TestTimeToLive::expiryFollowsTheItem_data()
{
    QTest::addColumn<QString>("change"); // an UpdateItem's update, or "put" without it
    QTest::addColumn<bool>("deleted");
    QTest::newRow("unchanged") << "SET visits = :one, #e = #e" << true;
    QTest::newRow("attribute removed") << "REMOVE #e" << false;
    QTest::newRow("changed to a string") << "SET #e = :text" << false;
    QTest::newRow("moved into the future") << "SET #e = :later" << false;
    QTest::newRow("moved earlier") << "SET #e = :sooner" << true;
    QTest::newRow("replaced without it") << "put" << false;
}

// The expiry index follows each write of the item: an item whose TTL attribute is removed,
// stops being a number, or moves past the sweep leaves the index (and is not deleted).
void TestTimeToLive::expiryFollowsTheItem()
{
    QFETCH(QString, change);
    QFETCH(bool, deleted);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", number(kNowSeconds + 60))));
    if (change == "put") {
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", "")));
    } else {
        const json::object all{{":one", {{"N", "1"}}}, {":text", {{"S", "1"}}},
                               {":later", {{"N", std::to_string(kNowSeconds + 3600)}}},
                               {":sooner", {{"N", std::to_string(kNowSeconds + 30)}}}};
        const std::string update = change.toStdString();
        json::object values; // the update's own: unused values are an error
        for (const auto &entry : all)
            if (update.find(std::string(entry.key())) != std::string::npos)
                values[entry.key()] = entry.value();
        json::object request{{"TableName", "Sessions"},
                             {"Key", {{"PK", {{"S", "USER#u1"}}}, {"SK", {{"S", "SESSION#1"}}}}},
                             {"UpdateExpression", update},
                             {"ExpressionAttributeNames", {{"#e", "expiresAt"}}}};
        if (!values.empty())
            request["ExpressionAttributeValues"] = values;
        auto updated = t.call("UpdateItem", request);
        QVERIFY2(updated, errorText(updated).c_str());
    }
    t.advance(2 * kMinuteMs);
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), deleted ? 1 : 0);
    QCOMPARE(exists(t, "SESSION#1"), !deleted);
}

// Moving TTL to another attribute (disable, then enable on it) indexes every item again by the
// new attribute: items expire by it alone.
void TestTimeToLive::otherAttributeReindexes()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    const std::string past = number(kNowSeconds - 10);
    const std::string future = number(kNowSeconds + 3600);
    const auto put = [&](const char *sk, const std::string &expiresAt, const std::string &other) {
        std::string item = R"~({"TableName": "Sessions", "Item": {"PK": {"S": "USER#u1"},
            "SK": {"S": ")~" + std::string(sk) + "\"}";
        if (!expiresAt.empty())
            item += R"~(, "expiresAt": )~" + expiresAt;
        if (!other.empty())
            item += R"~(, "other": )~" + other;
        return t.call("PutItem", item + "}}");
    };
    QVERIFY(put("a", past, ""));       // expired by the first attribute only
    QVERIFY(put("b", "", past));       // by the second only
    QVERIFY(put("c", past, future));   // by the first; the second is later
    QVERIFY(put("d", future, past));   // by the second
    QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})~"));
    QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": true, "AttributeName": "other"}})~"));
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 2);
    QVERIFY(exists(t, "a") && !exists(t, "b") && exists(t, "c") && !exists(t, "d"));
    QVERIFY(put("e", past, past)); // written after the change: indexed by `other`
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 1);
    QVERIFY(!exists(t, "e"));
}

// With TTL disabled nothing is deleted, whatever expired before or while it was; enabled
// again, every expired item is found, those written while it was disabled too.
void TestTimeToLive::disablingLeavesItemsAlone()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#before", number(kNowSeconds - 10))));
    const char *disable = R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})~";
    QVERIFY(t.call("UpdateTimeToLive", disable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#while", number(kNowSeconds - 10))));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(5));
    QTest::qWait(50);
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 0);
    QVERIFY(exists(t, "SESSION#before") && exists(t, "SESSION#while"));
    QCOMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(0));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(0));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 2);
}

// A table deleted with TTL enabled and created again under its name starts with TTL disabled;
// its items expire once TTL is enabled on it, as the new table's own.
void TestTimeToLive::deletedAndRecreatedTable()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#old", number(kNowSeconds + 60))));
    QVERIFY(t.call("DeleteTable", R"~({"TableName": "Sessions"})~"));
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "NEW_AND_OLD_IMAGES")));
    auto described = t.call("DescribeTimeToLive", R"~({"TableName": "Sessions"})~");
    QCOMPARE(described->at("TimeToLiveDescription").at("TimeToLiveStatus").as_string(),
             "DISABLED");
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#new", number(kNowSeconds + 60))));
    t.advance(2 * kMinuteMs);
    QCOMPARE(*TEST_sweepExpiredNow(*t.db), 0);
    QVERIFY(exists(t, "SESSION#new") && !exists(t, "SESSION#old"));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(5));
    QTRY_VERIFY(!exists(t, "SESSION#new"));
    QTRY_COMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(1));
}

// A file database keeps its TTL tables: reopened, writes are indexed by their attribute.
void TestTimeToLive::reopenedFileKeepsTimeToLive()
{
    QTemporaryDir dir;
    tablesmith::DatabaseOptions options;
    options.path = dir.filePath("ttl.tsdb").toStdString();
    options.timeToLiveSweepMs = 0;
    {
        auto db = std::move(Database::open(options).value());
        QVERIFY(db->call("CreateTable", json::parse(createTableRequest("Sessions", ""))
                                            .as_object()));
        QVERIFY(db->call("UpdateTimeToLive", json::parse(kEnable).as_object()));
    }
    auto db = std::move(Database::open(options).value());
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    QVERIFY(db->call("PutItem", json::parse(itemWithExpiry("SESSION#1", number(now - 1)))
                                    .as_object()));
    QVERIFY(db->call("PutItem", json::parse(itemWithExpiry("SESSION#2", number(now + 3600)))
                                    .as_object()));
    QCOMPARE(TEST_sweepExpiredNow(*db).value(), 1);
}

// A write's expiry joins the table's expiry index at the sweep's next step; a process that
// dies before that loses no expiry: the write marked its table unindexed in the file, and
// opening the file indexes the table's rows again.
void TestTimeToLive::crashBeforeIndexingLosesNoExpiry()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("ttl.tsdb");
    const QString copy = dir.filePath("copy.tsdb");
    tablesmith::DatabaseOptions options;
    options.path = path.toStdString();
    options.timeToLiveSweepMs = 0; // no sweep step runs
    auto db = std::move(Database::open(options).value());
    const auto call = [&](std::string_view op, const std::string &request) {
        return db->call(op, json::parse(request).as_object());
    };
    QVERIFY(call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(call("UpdateTimeToLive", kEnable));
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    QVERIFY(call("PutItem", itemWithExpiry("SESSION#1", number(now - 1))));
    QVERIFY(call("PutItem", itemWithExpiry("SESSION#2", number(now + 3600))));
    // What a killed process leaves: the file and its WAL as the last commit left them.
    for (const QString &suffix : {QString(), QStringLiteral("-wal")})
        if (QFile::exists(path + suffix))
            QVERIFY(QFile::copy(path + suffix, copy + suffix));
    options.path = copy.toStdString();
    auto reopened = std::move(Database::open(options).value());
    QCOMPARE(TEST_sweepExpiredNow(*reopened).value(), 1);
    auto got = reopened->call("GetItem", json::parse(keyRequest("Sessions", "USER#u1",
                                                                "SESSION#2")).as_object());
    QVERIFY(got && got->contains("Item"));
}

// Items expire whether or not anything is written: a file reopened with a TTL table and only
// read has its background sweeper running (it used to start at the first write).
void TestTimeToLive::reopenedFileSweepsWithoutWrites()
{
    QTemporaryDir dir;
    tablesmith::DatabaseOptions options;
    options.path = dir.filePath("ttl.tsdb").toStdString();
    options.timeToLiveSweepMs = 0; // paused while the item is written
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(
        std::chrono::system_clock::now().time_since_epoch()).count();
    {
        auto db = std::move(Database::open(options).value());
        QVERIFY(db->call("CreateTable", json::parse(createTableRequest("Sessions", ""))
                                            .as_object()));
        QVERIFY(db->call("UpdateTimeToLive", json::parse(kEnable).as_object()));
        QVERIFY(db->call("PutItem", json::parse(itemWithExpiry("SESSION#1", number(now - 1)))
                                        .as_object()));
    }
    options.timeToLiveSweepMs = 20;
    auto db = std::move(Database::open(options).value());
    const auto get = json::parse(keyRequest("Sessions", "USER#u1", "SESSION#1")).as_object();
    QTRY_VERIFY_WITH_TIMEOUT(!db->call("GetItem", get)->contains("Item"), 2000);
}

void TestTimeToLive::writesIndexTheirExpiriesWhenManyWait_data()
{
    QTest::addColumn<int>("periodMs");
    QTest::newRow("sweeper paused") << 0;
    QTest::newRow("sweeper an hour behind") << int(kHourMs);
}

// With the sweeper paused or far behind, the expiries of writes wait in memory for it; once
// the limit of them wait, the write that reaches it adds them to the expiry index itself, so
// what waits stays bounded. Nothing is lost or counted twice: the next sweep finds through the
// index alone every item expired, including ones written twice, and none that was revived.
void TestTimeToLive::writesIndexTheirExpiriesWhenManyWait()
{
    QFETCH(int, periodMs);
    constexpr int kLimit = 100; // 50,000 outside tests
    constexpr int kNewItems = 2 * kLimit;
    TestDatabase t;
    TEST_setTimeToLiveUnindexedLimit(*t.db, kLimit);
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(periodMs));
    std::map<int, bool> expired; // by item: whether its last write gave it a past expiry
    std::size_t mostWaiting = 0;
    const auto put = [&](int i, bool past) {
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#" + std::to_string(i),
                                                 number(kNowSeconds + (past ? -1 : 3600)))));
        expired[i] = past;
        mostWaiting = std::max(mostWaiting, TEST_timeToLiveUnindexedCount(*t.db));
    };
    for (int i = 0; i < kNewItems; ++i)
        put(i, i % 4 == 0);
    // Written again: an expired item revived (its indexed entry goes stale), one rewritten
    // with the same expiry (two entries alike), the others as they were.
    for (int i = 0; i < kLimit; ++i)
        put(i, expired[i] && i % 8 != 0);
    QVERIFY(!QTest::currentTestFailed()); // a failed put returned from the lambda only
    QCOMPARE(TEST_timeToLiveUnindexedCount(*t.db), std::size_t(0)); // 3 x kLimit writes
    QVERIFY2(mostWaiting < std::size_t(kLimit), std::to_string(mostWaiting).c_str());

    const auto expiredCount = std::ranges::count_if(expired, [](auto &e) { return e.second; });
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(expiredCount));
    for (const auto &[i, past] : expired)
        QCOMPARE(exists(t, "SESSION#" + std::to_string(i)), !past);
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(0));
    t.advance(kHourMs + 1000); // the rest expire: their entries are in the index too
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kNewItems - expiredCount));
}

namespace {

constexpr int kEnablingItems = 50;
constexpr int kFillBatch = 10; // the table is five batches

// A table of kEnablingItems items (every fifth expired, the rest expiring in an hour) on
// which TTL is being enabled: filled kFillBatch items at a time, ENABLING meanwhile.
void enableOnFilledTable(TestDatabase &t)
{
    TEST_setTimeToLiveFillBatch(*t.db, kFillBatch);
    QVERIFY(t.call("CreateTable", createTableRequest("Sessions", "")));
    for (int i = 0; i < kEnablingItems; ++i)
        QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#" + std::to_string(i),
                                                 number(kNowSeconds + (i % 5 ? 3600 : -1)))));
    QVERIFY(t.call("UpdateTimeToLive", kEnable));
}

} // namespace

// UpdateTimeToLive on a table too large to fill in one call fills a batch and answers; the
// table is ENABLING (as the service reports for up to an hour) until the sweeper filled the
// rest, and writes meanwhile keep their expiry: nothing is missed or deleted wrongly. It
// filled and indexed the whole table in the call, holding every lock for ~1 s per 100,000
// items (tests/bench/bench_ttl_enable).
void TestTimeToLive::largeTableEnablingSweptOnceFilled()
{
    TestDatabase t;
    enableOnFilledTable(t);
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLING"));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#new", number(kNowSeconds - 1))));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#0", number(kNowSeconds + 60)))); // revived
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#1", number(kNowSeconds - 1))));
    constexpr int kExpired = kEnablingItems / 5 - 1 + 2; // less #0, with #new and #1
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kExpired));
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLED"));
    QVERIFY(!exists(t, "SESSION#new") && !exists(t, "SESSION#1") && !exists(t, "SESSION#5"));
    QVERIFY(exists(t, "SESSION#0") && exists(t, "SESSION#2"));
    t.advance(kHourMs + 1000); // every other item's expiry was indexed by the fill
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kEnablingItems + 1 - kExpired));
}

// The background sweeper fills an ENABLING table a batch a step, with the locks let go in
// between, and deletes what expired once it is indexed.
void TestTimeToLive::enablingFilledByTheSweeperInSteps()
{
    TestDatabase t;
    enableOnFilledTable(t);
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLING"));
    TEST_setTimeToLiveSweepInterval(*t.db, std::chrono::milliseconds(5));
    QTRY_COMPARE(timeToLiveStatus(t), std::string("ENABLED"));
    QTRY_COMPARE(TEST_timeToLiveItemsSwept(*t.db), std::int64_t(kEnablingItems / 5));
    for (int i = 0; i < kEnablingItems; ++i)
        QCOMPARE(exists(t, "SESSION#" + std::to_string(i)), i % 5 != 0);
}

// A fill is saved with each batch: a process killed while a table is ENABLING leaves a file
// that opens ENABLING and fills the rest, its writes since marked for indexing again.
void TestTimeToLive::enablingGoesOnAfterACrash()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("ttl.tsdb");
    const QString copy = dir.filePath("copy.tsdb");
    TestDatabase t;
    const auto openAt = [&](const QString &file) {
        tablesmith::DatabaseOptions options;
        options.path = file.toStdString();
        options.timeToLiveSweepMs = 0; // the fill goes no further than the call's batch
        t.db = std::move(Database::open(options).value());
        TEST_setClock(*t.db, [now = t.nowMs] {
            return std::chrono::system_clock::time_point(std::chrono::milliseconds(now->load()));
        });
    };
    openAt(path);
    enableOnFilledTable(t);
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#new", number(kNowSeconds - 1))));
    QVERIFY(t.call("PutItem", itemWithExpiry("SESSION#0", number(kNowSeconds + 60)))); // revived
    // What a killed process leaves: the file and its WAL as the last commit left them.
    for (const QString &suffix : {QString(), QStringLiteral("-wal")})
        if (QFile::exists(path + suffix))
            QVERIFY(QFile::copy(path + suffix, copy + suffix));
    openAt(copy);
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLING"));
    constexpr int kExpired = kEnablingItems / 5 - 1 + 1; // less #0, with #new
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kExpired));
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLED"));
    QVERIFY(!exists(t, "SESSION#new") && !exists(t, "SESSION#5") && exists(t, "SESSION#0"));
    t.advance(kHourMs + 1000);
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kEnablingItems + 1 - kExpired));
}

void TestTimeToLive::disablingWhileEnabling()
{
    TestDatabase t;
    enableOnFilledTable(t);
    QVERIFY(t.call("UpdateTimeToLive", R"~({"TableName": "Sessions",
        "TimeToLiveSpecification": {"Enabled": false, "AttributeName": "expiresAt"}})~"));
    QCOMPARE(timeToLiveStatus(t), std::string("DISABLED"));
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(0));
    TEST_setTimeToLiveFillBatch(*t.db, 1000);
    QVERIFY(t.call("UpdateTimeToLive", kEnable)); // small enough now: filled in the call
    QCOMPARE(timeToLiveStatus(t), std::string("ENABLED"));
    QCOMPARE(TEST_sweepExpiredNow(*t.db).value(), std::int64_t(kEnablingItems / 5));
}

QTEST_GUILESS_MAIN(TestTimeToLive)
#include "tst_time_to_live.moc"
