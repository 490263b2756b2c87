// In-process subscriptions: order, table filter, rolled-back writes, and overflow counting.

#include "stream_test_support.h"

#include <QtTest/QtTest>

#include <condition_variable>
#include <mutex>
#include <vector>

using namespace streamtest;

namespace {

// Collects what a subscription delivers; the callbacks run on the subscription's thread.
struct Collector {
    std::mutex mutex;
    std::vector<tablesmith::StreamEvent> events;
    std::vector<tablesmith::StreamGap> gaps;

    tablesmith::SubscriptionOptions options(std::size_t capacity = 65536)
    {
        tablesmith::SubscriptionOptions o;
        o.queueCapacity = capacity;
        o.onRecord = [this](const tablesmith::StreamEvent &e) {
            std::lock_guard lock(mutex);
            events.push_back(e);
        };
        o.onDropped = [this](const tablesmith::StreamGap &g) {
            std::lock_guard lock(mutex);
            gaps.push_back(g);
        };
        return o;
    }
    int gapCount()
    {
        std::lock_guard lock(mutex);
        return static_cast<int>(gaps.size());
    }
    int count()
    {
        std::lock_guard lock(mutex);
        return static_cast<int>(events.size());
    }
};

} // namespace

class TestStreamSubscription : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void deliversInCommitOrder_data();
    void deliversInCommitOrder();
    void filtersByTable();
    void rolledBackWritesAreNotDelivered();
    void overflowIsCountedWithResumePoint();
    void unsubscribeStopsDelivery();
};

void TestStreamSubscription::deliversInCommitOrder_data()
{
    QTest::addColumn<int>("writes");
    QTest::newRow("one") << 1;
    QTest::newRow("hundreds") << 500;
}

void TestStreamSubscription::deliversInCommitOrder()
{
    QFETCH(int, writes);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Orders", "NEW_AND_OLD_IMAGES")));
    Collector collector;
    auto subscription = t.db->subscribe(collector.options());
    for (int i = 0; i < writes; ++i)
        QVERIFY(t.call("PutItem", putRequest("Orders", "P", std::to_string(i), "x")));
    QTRY_COMPARE(collector.count(), writes);
    std::lock_guard lock(collector.mutex);
    for (int i = 0; i < writes; ++i) {
        const auto &event = collector.events[i];
        QCOMPARE(event.tableName, "Orders");
        QCOMPARE(event.record.at("eventName").as_string(), "INSERT");
        QCOMPARE(event.record.at("dynamodb").at("Keys").at("SK").at("S").as_string(),
                 std::to_string(i));
        QCOMPARE(event.sequenceNumber,
                 event.record.at("dynamodb").at("SequenceNumber").as_string());
        if (i > 0)
            QVERIFY(collector.events[i - 1].sequenceNumber < event.sequenceNumber);
    }
    QCOMPARE(subscription->droppedCount(), 0u);
}

void TestStreamSubscription::filtersByTable()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Orders", "KEYS_ONLY")));
    QVERIFY(t.call("CreateTable", createTableRequest("Other", "KEYS_ONLY")));
    Collector collector;
    auto options = collector.options();
    options.tableName = "Orders";
    auto subscription = t.db->subscribe(options);
    QVERIFY(t.call("PutItem", putRequest("Other", "P", "1", "x")));
    QVERIFY(t.call("PutItem", putRequest("Orders", "P", "2", "x")));
    QTRY_COMPARE(collector.count(), 1);
    QCOMPARE(collector.events[0].tableName, "Orders");
}

void TestStreamSubscription::rolledBackWritesAreNotDelivered()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Orders", "KEYS_ONLY")));
    Collector collector;
    auto subscription = t.db->subscribe(collector.options());
    // The first action is written, then the second's condition fails: all rolled back.
    auto failed = t.call("TransactWriteItems", R"~({"TransactItems": [
        {"Put": {"TableName": "Orders", "Item": {"PK": {"S": "P"}, "SK": {"S": "gone"}}}},
        {"Put": {"TableName": "Orders", "Item": {"PK": {"S": "P"}, "SK": {"S": "x"}},
                 "ConditionExpression": "attribute_exists(PK)"}}]})~");
    QVERIFY(!failed);
    QVERIFY(t.call("PutItem", putRequest("Orders", "P", "kept", "x")));
    QTRY_COMPARE(collector.count(), 1);
    QTest::qWait(20);
    QCOMPARE(collector.count(), 1);
    QCOMPARE(collector.events[0].record.at("dynamodb").at("Keys").at("SK").at("S").as_string(),
             "kept");
}

void TestStreamSubscription::overflowIsCountedWithResumePoint()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Orders", "KEYS_ONLY")));
    std::mutex gate;
    std::unique_lock closed(gate); // the observer stalls until the writes are done
    Collector collector;
    auto options = collector.options(4);
    auto collect = options.onRecord;
    options.onRecord = [&gate, collect](const tablesmith::StreamEvent &e) {
        std::lock_guard wait(gate);
        collect(e);
    };
    auto subscription = t.db->subscribe(options);
    constexpr int kWrites = 40;
    for (int i = 0; i < kWrites; ++i)
        QVERIFY(t.call("PutItem", putRequest("Orders", "P", std::to_string(100 + i), "x")));
    closed.unlock(); // writers never waited for the stalled observer
    const std::uint64_t dropped = subscription->droppedCount();
    QVERIFY(dropped > 0);
    QTRY_COMPARE(collector.count() + static_cast<int>(dropped), kWrites);
    QTRY_VERIFY(collector.gapCount() >= 1);
    std::lock_guard lock(collector.mutex);
    // One gap per run of drops (more than one if the observer took a batch in between).
    std::uint64_t counted = 0;
    for (const auto &gap : collector.gaps)
        counted += gap.dropped;
    QCOMPARE(counted, dropped);
    // Everything before the gap arrived; the gap names the first record that did not.
    const auto &events = collector.events;
    int firstMissing = 100 + static_cast<int>(events.size());
    for (std::size_t i = 0; i < events.size(); ++i) {
        const std::string sk(events[i].record.at("dynamodb").at("Keys").at("SK").at("S")
                                 .as_string());
        if (sk != std::to_string(100 + i)) {
            firstMissing = 100 + static_cast<int>(i);
            break;
        }
    }
    auto all = t.call("GetShardIterator", json::object{
        {"StreamArn", collector.gaps[0].streamArn},
        {"ShardId", t.call("DescribeStream", json::object{{"StreamArn",
            collector.gaps[0].streamArn}})->at("StreamDescription").at("Shards").at(0)
            .at("ShardId")},
        {"ShardIteratorType", "AT_SEQUENCE_NUMBER"},
        {"SequenceNumber", collector.gaps[0].resumeFromSequenceNumber}});
    QVERIFY2(all, errorText(all).c_str());
    auto resumed = t.call("GetRecords", json::object{{"ShardIterator", all->at("ShardIterator")},
                                                      {"Limit", 1}});
    QCOMPARE(resumed->at("Records").at(0).at("dynamodb").at("Keys").at("SK").at("S")
                 .as_string(), std::to_string(firstMissing));
}

void TestStreamSubscription::unsubscribeStopsDelivery()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest("Orders", "KEYS_ONLY")));
    Collector collector;
    auto subscription = t.db->subscribe(collector.options());
    QVERIFY(t.call("PutItem", putRequest("Orders", "P", "1", "x")));
    QTRY_COMPARE(collector.count(), 1);
    subscription.reset();
    QVERIFY(t.call("PutItem", putRequest("Orders", "P", "2", "x")));
    QTest::qWait(20);
    QCOMPARE(collector.count(), 1);
}

QTEST_GUILESS_MAIN(TestStreamSubscription)
#include "tst_stream_subscription.moc"
