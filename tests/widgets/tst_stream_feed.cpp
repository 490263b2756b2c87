// The Session's stream feed: pushed by the embedded engine, polled from the Streams API of any
// other client. A replay from before now joins the live records without a duplicate or a hole;
// a lost burst is a gap that names where to read again; a remote feed reads on worker threads.

#include "session/polled_stream_feed.h"
#include "session/pushed_stream_feed.h"
#include "session/session.h"

#include <tablesmith/database.h>

#include <boost/json/array.hpp>

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// The engine seen as just a Client, as a remote endpoint is: its feeds poll.
class PlainClient : public Client {
public:
    explicit PlainClient(std::shared_ptr<Database> db) : m_db(std::move(db)) {}
    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override
    {
        m_lastThread = std::hash<std::thread::id>{}(std::this_thread::get_id());
        return m_db->call(operation, request);
    }
    std::size_t lastThread() const { return m_lastThread; }

private:
    std::shared_ptr<Database> m_db;
    std::atomic<std::size_t> m_lastThread{0};
};

// Collects what a feed delivers.
struct Received {
    std::vector<FeedRecord> records;
    QStringList sequences() const
    {
        QStringList out;
        for (const auto &record : records)
            out << QString::fromUtf8(
                record.record.at("dynamodb").at("SequenceNumber").as_string().c_str());
        return out;
    }
    QStringList tables() const
    {
        QStringList out;
        for (const auto &record : records)
            out << record.tableName;
        return out;
    }
};

void collect(StreamFeed &feed, Received &received)
{
    QObject::connect(&feed, &StreamFeed::records, &feed,
                     [&received](const std::vector<FeedRecord> &batch) {
                         received.records.insert(received.records.end(), batch.begin(),
                                                 batch.end());
                     });
}

} // namespace

class TestStreamFeed : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_db = std::move(Database::open({}).value());
        createTable("orders", true);
        createTable("users", true);
        createTable("plain", false);
        m_session = std::make_unique<Session>(m_db, QStringLiteral("memory"));
    }

    void cleanup()
    {
        m_session.reset();
        m_db.reset();
    }

    void embeddedFeedPushesCommittedRecords()
    {
        auto feed = m_session->openStreamFeed(QStringLiteral("orders"));
        QVERIFY(qobject_cast<PushedStreamFeed *>(feed.get()));
        QVERIFY(feed->status().live);
        Received received;
        collect(*feed, received);
        for (int i = 0; i < 5; ++i)
            put("orders", i);
        put("users", 1);
        QTRY_COMPARE(received.records.size(), std::size_t(5));
        QCOMPARE(received.tables(), QStringList(5, QStringLiteral("orders")));
        QCOMPARE(received.records.front().record.at("eventName").as_string(), "INSERT");
    }

    void feedOfEveryTableTakesEachStream()
    {
        auto feed = m_session->openStreamFeed(QString());
        Received received;
        collect(*feed, received);
        put("orders", 1);
        put("users", 2);
        put("plain", 3); // no stream, no record
        QTRY_COMPARE(received.records.size(), std::size_t(2));
        QCOMPARE(received.tables(), (QStringList{QStringLiteral("orders"),
                                                 QStringLiteral("users")}));
    }

    // Records written before the feed opened and while it replays: each exactly once, in order.
    void replayFromTrimHorizonJoinsTheLiveRecords()
    {
        for (int i = 0; i < 40; ++i)
            put("orders", i);
        StreamFeedStart start;
        start.position = StreamFeedStart::Position::TrimHorizon;
        auto feed = m_session->openStreamFeed(QStringLiteral("orders"), start);
        auto *pushed = qobject_cast<PushedStreamFeed *>(feed.get());
        QVERIFY(pushed && pushed->isReplaying());
        Received received;
        collect(*feed, received);
        // Written while the replay reads: some the replay sees, all the subscription queues.
        std::thread writer([this] {
            for (int i = 40; i < 80; ++i)
                put("orders", i);
        });
        writer.join();
        QTRY_VERIFY(!pushed->isReplaying());
        for (int i = 80; i < 90; ++i)
            put("orders", i);
        QTRY_COMPARE(received.records.size(), std::size_t(90));
        QCOMPARE(received.sequences(), allSequences("orders"));
    }

    void replayFromASequenceNumber()
    {
        for (int i = 0; i < 10; ++i)
            put("orders", i);
        const QStringList all = allSequences("orders");
        StreamFeedStart start;
        start.position = StreamFeedStart::Position::AtSequenceNumber;
        start.sequenceNumber = all.at(6);
        auto feed = m_session->openStreamFeed(QStringLiteral("orders"), start);
        Received received;
        collect(*feed, received);
        put("orders", 10);
        QTRY_COMPARE(received.records.size(), std::size_t(5));
        QCOMPARE(received.sequences(), allSequences("orders").mid(6));
    }

    // A burst beyond the queue is a gap naming the first record lost; a feed opened there
    // reads them all again.
    void gapNamesWhereToResume()
    {
        auto feed = m_session->openStreamFeed(QStringLiteral("orders"));
        auto *pushed = qobject_cast<PushedStreamFeed *>(feed.get());
        pushed->setQueueLimit(3);
        QSignalSpy gaps(feed.get(), &StreamFeed::gap);
        for (int i = 0; i < 20; ++i)
            put("orders", i); // no event is processed meanwhile
        QTRY_VERIFY(gaps.size() >= 1);
        QVERIFY(gaps.first().at(0).toULongLong() > 0);
        const QString resumeFrom = gaps.first().at(1).toString();
        QVERIFY(!resumeFrom.isEmpty());
        const QStringList all = allSequences("orders");
        QVERIFY(all.contains(resumeFrom));

        StreamFeedStart start;
        start.position = StreamFeedStart::Position::AtSequenceNumber;
        start.sequenceNumber = resumeFrom;
        auto again = m_session->openStreamFeed(QStringLiteral("orders"), start);
        Received received;
        collect(*again, received);
        QTRY_COMPARE(received.sequences(), all.mid(all.indexOf(resumeFrom)));
    }

    // Another endpoint: GetRecords rounds on worker threads, never on the UI thread.
    void remoteFeedPollsTheStreamsApi()
    {
        auto client = std::make_shared<PlainClient>(m_db);
        Session remote(client, QStringLiteral("remote"));
        auto feed = remote.openStreamFeed(QStringLiteral("orders"));
        auto *polled = qobject_cast<PolledStreamFeed *>(feed.get());
        QVERIFY(polled);
        polled->setIdleInterval(20);
        Received received;
        collect(*feed, received);
        QTRY_VERIFY(feed->status().live);
        QCOMPARE(feed->status().shards, 1);
        for (int i = 0; i < 7; ++i)
            put("orders", i);
        QTRY_COMPARE(received.records.size(), std::size_t(7));
        QCOMPARE(received.sequences(), allSequences("orders"));
        const auto uiThread = std::hash<std::thread::id>{}(std::this_thread::get_id());
        QVERIFY(client->lastThread() != uiThread);
    }

    // A stream disabled and enabled again is a new stream: the remote feed finds it and reads
    // it from its beginning.
    void remoteFeedFollowsANewStream()
    {
        auto client = std::make_shared<PlainClient>(m_db);
        Session remote(client, QStringLiteral("remote"));
        auto feed = remote.openStreamFeed(QStringLiteral("plain"));
        static_cast<PolledStreamFeed *>(feed.get())->setIdleInterval(20);
        Received received;
        collect(*feed, received);
        QTRY_VERIFY(!feed->status().message.isEmpty()); // "Table plain has no stream"
        QVERIFY(!feed->status().live);
        setStream("plain", true);
        put("plain", 1);
        QTRY_COMPARE(received.records.size(), std::size_t(1));
        QVERIFY(feed->status().live);
        setStream("plain", false);
        setStream("plain", true);
        put("plain", 2);
        QTRY_COMPARE(received.records.size(), std::size_t(2));
        QVERIFY(received.records[0].streamArn != received.records[1].streamArn);
    }

    void remoteFeedWithoutStreamsApiSaysSo()
    {
        struct NoStreams : Client {
            Result<boost::json::object> call(std::string_view,
                                             const boost::json::object &) override
            {
                return Error{ErrorKind::UnknownOperationException, "Unknown operation"};
            }
        };
        Session remote(std::make_shared<NoStreams>(), QStringLiteral("bare"));
        auto feed = remote.openStreamFeed(QStringLiteral("orders"));
        QSignalSpy status(feed.get(), &StreamFeed::statusChanged);
        QTRY_COMPARE(feed->status().message, QStringLiteral("Unknown operation"));
        QVERIFY(!feed->status().live);
    }

private:
    void createTable(const std::string &name, bool stream)
    {
        boost::json::object request{
            {"TableName", name},
            {"BillingMode", "PAY_PER_REQUEST"},
            {"AttributeDefinitions",
             boost::json::array{{{"AttributeName", "PK"}, {"AttributeType", "S"}}}},
            {"KeySchema", boost::json::array{{{"AttributeName", "PK"}, {"KeyType", "HASH"}}}}};
        if (stream)
            request["StreamSpecification"] = {{"StreamEnabled", true},
                                              {"StreamViewType", "NEW_AND_OLD_IMAGES"}};
        QVERIFY(m_db->call("CreateTable", request).ok());
    }

    void setStream(const std::string &table, bool enabled)
    {
        boost::json::object specification{{"StreamEnabled", enabled}};
        if (enabled)
            specification["StreamViewType"] = "NEW_IMAGE";
        auto updated = m_db->call("UpdateTable", {{"TableName", table},
                                                  {"StreamSpecification", specification}});
        QVERIFY2(updated.ok(), updated.ok() ? "" : updated.error().message.c_str());
    }

    void put(const std::string &table, int n)
    {
        auto written = m_db->call("PutItem",
                                  {{"TableName", table},
                                   {"Item", {{"PK", {{"S", "P#" + std::to_string(n)}}}}}});
        QVERIFY(written.ok());
    }

    // Every record of the table's latest stream, read straight from the Streams API.
    QStringList allSequences(const std::string &table)
    {
        auto streams = m_db->call("ListStreams", {{"TableName", table}});
        const auto arn = streams.value().at("Streams").as_array().back().at("StreamArn");
        auto described = m_db->call("DescribeStream", {{"StreamArn", arn}});
        const auto shard =
            described.value().at("StreamDescription").at("Shards").as_array().back();
        auto iterator = m_db->call("GetShardIterator", {{"StreamArn", arn},
                                                        {"ShardId", shard.at("ShardId")},
                                                        {"ShardIteratorType", "TRIM_HORIZON"}});
        auto records = m_db->call("GetRecords",
                                  {{"ShardIterator", iterator.value().at("ShardIterator")}});
        QStringList out;
        for (const auto &record : records.value().at("Records").as_array())
            out << QString::fromUtf8(
                record.at("dynamodb").at("SequenceNumber").as_string().c_str());
        return out;
    }

    std::shared_ptr<Database> m_db;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestStreamFeed)
#include "tst_stream_feed.moc"
