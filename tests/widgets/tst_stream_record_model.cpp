// The inspector's record model fed by a fake StreamFeed: one insert per event-loop turn, the
// record cap with the oldest dropped and counted, pause and resume, filter counts, quick
// filters, all under QAbstractItemModelTester.

#include "session/stream_feed.h"
#include "streams/stream_filter_proxy.h"
#include "streams/stream_record_model.h"

#include <boost/json/parse.hpp>

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

namespace {

// Stands in for the Session's feed: the test decides when batches arrive.
class FakeStreamFeed : public StreamFeed {
public:
    using StreamFeed::StreamFeed;
    FeedStatus status() const override { return {1, 0, true, {}}; }
    void deliver(std::vector<FeedRecord> batch) { Q_EMIT records(batch); }
};

FeedRecord record(const char *eventName, const QString &pk, const QString &sk, int sequence,
                  const char *status = "PENDING")
{
    const QString text = QStringLiteral(
        R"({"eventID": "e%1", "eventName": "%2", "eventSource": "aws:dynamodb",
            "dynamodb": {"Keys": {"PK": {"S": "%3"}, "SK": {"S": "%4"}},
                         "NewImage": {"PK": {"S": "%3"}, "SK": {"S": "%4"},
                                      "status": {"S": "%5"}},
                         "SequenceNumber": "%6", "SizeBytes": 42,
                         "StreamViewType": "NEW_AND_OLD_IMAGES"}})")
        .arg(sequence).arg(QLatin1String(eventName), pk, sk, QLatin1String(status))
        .arg(sequence, 21, 10, QLatin1Char('0'));
    return {QStringLiteral("ecommerce"), QStringLiteral("arn:aws:dynamodb:stream/ecommerce"),
            json::parse(text.toStdString()).as_object()};
}

std::vector<FeedRecord> orders(int first, int count)
{
    std::vector<FeedRecord> batch;
    for (int i = first; i < first + count; ++i)
        batch.push_back(record(i % 2 ? "MODIFY" : "INSERT", QStringLiteral("USER#u1"),
                               QStringLiteral("ORDER#o%1").arg(i), i,
                               i % 3 ? "PENDING" : "SHIPPED"));
    return batch;
}

} // namespace

class TestStreamRecordModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void batchesInsertOncePerTurn();
    void displayText();
    void replayedRecordsShowWhenTheyWereWritten_data();
    void replayedRecordsShowWhenTheyWereWritten();
    void capDropsOldestAndCounts();
    void capDropsInChunksUnderFlood();
    void backlogGoesInOverSeveralTurns();
    void largeBatchesShareBoundedArenas();
    void pauseBuffersAndResumes();
    void filterCriteriaCounts();
    void quickFilters_data();
    void quickFilters();
    void timeToLiveRemovals();
    void streamsRecordWithoutLambdaArn();

private:
    FakeStreamFeed *m_feed = nullptr;
    StreamRecordModel *m_model = nullptr;
    QAbstractItemModelTester *m_tester = nullptr;
};

void TestStreamRecordModel::init()
{
    m_feed = new FakeStreamFeed(this);
    m_model = new StreamRecordModel(this);
    m_tester = new QAbstractItemModelTester(
        m_model, QAbstractItemModelTester::FailureReportingMode::QtTest, this);
    connect(m_feed, &StreamFeed::records, m_model, &StreamRecordModel::append);
}

void TestStreamRecordModel::cleanup()
{
    delete m_tester;
    delete m_model;
    delete m_feed;
}

void TestStreamRecordModel::batchesInsertOncePerTurn()
{
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    m_feed->deliver(orders(0, 3));
    m_feed->deliver(orders(3, 4));
    QCOMPARE(m_model->rowCount(), 0); // not before the event loop turns
    QTRY_COMPARE(m_model->rowCount(), 7);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted[0][1].toInt(), 0);
    QCOMPARE(inserted[0][2].toInt(), 6);
    m_feed->deliver(orders(7, 1));
    QTRY_COMPARE(m_model->rowCount(), 8);
    QCOMPARE(inserted.count(), 2);
}

void TestStreamRecordModel::displayText()
{
    m_feed->deliver({record("MODIFY", "USER#u1", "ORDER#o1", 12)});
    QTRY_COMPARE(m_model->rowCount(), 1);
    auto text = [&](int column) { return m_model->index(0, column).data().toString(); };
    QCOMPARE(text(StreamRecordModel::TableColumn), QStringLiteral("ecommerce"));
    QCOMPARE(text(StreamRecordModel::EventColumn), QStringLiteral("MODIFY"));
    QCOMPARE(text(StreamRecordModel::KeysColumn), QStringLiteral("USER#u1 / ORDER#o1"));
    QCOMPARE(text(StreamRecordModel::EntityColumn), QStringLiteral("ORDER"));
    QCOMPARE(text(StreamRecordModel::SizeColumn), QStringLiteral("42"));
    QCOMPARE(text(StreamRecordModel::SequenceColumn), QStringLiteral("000000000000000000012"));
    QVERIFY(QTime::fromString(text(StreamRecordModel::TimeColumn), u"HH:mm:ss.zzz").isValid());
    // The key schema decides which key leads: a table keyed SK first shows SK first.
    m_model->setKeySchema(QStringLiteral("ecommerce"), {"SK", "PK"});
    QCOMPARE(text(StreamRecordModel::KeysColumn), QStringLiteral("ORDER#o1 / USER#u1"));
}

// A record read back from TRIM_HORIZON arrives long after its write: the Time column shows its
// ApproximateCreationDateTime, not the moment of the replay. A live one keeps its arrival ms.
void TestStreamRecordModel::replayedRecordsShowWhenTheyWereWritten_data()
{
    QTest::addColumn<qint64>("writtenSecondsAgo");
    QTest::addColumn<bool>("late");
    QTest::newRow("live") << qint64(0) << false;
    QTest::newRow("replayed, ten minutes on") << qint64(600) << true;
    QTest::newRow("replayed, ten hours on") << qint64(36000 + 1800) << true;
}

void TestStreamRecordModel::replayedRecordsShowWhenTheyWereWritten()
{
    QFETCH(qint64, writtenSecondsAgo);
    QFETCH(bool, late);
    const QDateTime written =
        QDateTime::currentDateTime().addSecs(-writtenSecondsAgo).addMSecs(-100);
    FeedRecord replayed = record("MODIFY", "USER#u1", "ORDER#o1", 1);
    replayed.record.at("dynamodb").as_object()["ApproximateCreationDateTime"] =
        double(written.toSecsSinceEpoch());
    m_feed->deliver({replayed});
    QTRY_COMPARE(m_model->rowCount(), 1);
    const QModelIndex time = m_model->index(0, StreamRecordModel::TimeColumn);
    if (late) {
        QCOMPARE(time.data().toString(), written.toString(u"HH:mm:ss"));
        QVERIFY(time.data(Qt::ToolTipRole).toString().contains(
            written.toString(u"yyyy-MM-dd HH:mm:ss")));
    } else {
        QVERIFY(QTime::fromString(time.data().toString(), u"HH:mm:ss.zzz").isValid());
    }
}

void TestStreamRecordModel::capDropsOldestAndCounts()
{
    m_model->setRecordCap(5);
    QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
    m_feed->deliver(orders(0, 4));
    QTRY_COMPARE(m_model->rowCount(), 4);
    m_feed->deliver(orders(4, 3));
    QTRY_COMPARE(m_model->droppedCount(), quint64(2));
    QCOMPARE(m_model->rowCount(), 5);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(m_model->recordAt(0).sequenceNumber().toInt(), 2); // 0 and 1 went first
    QCOMPARE(m_model->recordAt(4).sequenceNumber().toInt(), 6);
    m_feed->deliver(orders(7, 12)); // more than the cap in one burst
    QTRY_COMPARE(m_model->recordAt(4).sequenceNumber().toInt(), 18);
    QCOMPARE(m_model->recordAt(0).sequenceNumber().toInt(), 14);
    QCOMPARE(m_model->droppedCount(), quint64(14));
}

// A flood past the cap: the oldest go a tenth of the cap at a time (one removal per 10 batches
// here, not one per batch), the model and a filtering proxy stay consistent under
// QAbstractItemModelTester, and every record is either kept, in order, or counted as dropped.
void TestStreamRecordModel::capDropsInChunksUnderFlood()
{
    const int cap = 100;
    m_model->setRecordCap(cap);
    StreamFilterProxy proxy;
    proxy.setSourceModel(m_model);
    StreamRowFilter onlyModify;
    onlyModify.eventNames = {QStringLiteral("MODIFY")};
    proxy.setRowFilter(onlyModify);
    QAbstractItemModelTester proxyTester(
        &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy removed(m_model, &QAbstractItemModel::rowsRemoved);
    const int batch = 1, batches = 400;
    for (int i = 0; i < batches; ++i) {
        m_feed->deliver(orders(i * batch, batch));
        QTRY_COMPARE(m_model->rowCount() + int(m_model->droppedCount()), (i + 1) * batch);
        QVERIFY(m_model->rowCount() <= cap);
        QVERIFY(m_model->rowCount() >= std::min((i + 1) * batch, cap - cap / 10));
    }
    const int total = batch * batches;
    QCOMPARE(int(m_model->droppedCount()), total - m_model->rowCount());
    QCOMPARE(removed.count(), int(m_model->droppedCount()) / (cap / 10));
    for (const QList<QVariant> &removal : removed)
        QCOMPARE(removal[2].toInt() - removal[1].toInt() + 1, cap / 10);
    for (int row = 0; row < m_model->rowCount(); ++row)
        QCOMPARE(m_model->recordAt(row).sequenceNumber().toInt(),
                 int(m_model->droppedCount()) + row);
    QCOMPARE(proxy.rowCount(), m_model->rowCount() / 2); // odd sequence numbers are MODIFYs
}

// A backlog larger than one turn's share is inserted over several turns, in order.
void TestStreamRecordModel::backlogGoesInOverSeveralTurns()
{
    QSignalSpy inserted(m_model, &QAbstractItemModel::rowsInserted);
    const int backlog = StreamRecordModel::kMaxRowsPerFlush * 2 + 5;
    m_feed->deliver(orders(0, backlog));
    QTRY_COMPARE(m_model->rowCount(), backlog);
    QCOMPARE(inserted.count(), 3);
    QCOMPARE(inserted[0][2].toInt(), StreamRecordModel::kMaxRowsPerFlush - 1);
    QCOMPARE(m_model->recordAt(backlog - 1).sequenceNumber().toInt(), backlog - 1);
}

// A feed far behind hands over a batch many times the cap: only its newest cap records are
// converted (the rest are counted as dropped), and they share arenas of kRecordsPerArena, so
// one record still shown no longer holds a whole batch's memory (a 180 s flood on a busy
// machine reached 3.2 GB that way).
void TestStreamRecordModel::largeBatchesShareBoundedArenas()
{
    const int cap = int(StreamRecordModel::kRecordsPerArena) * 2 + 10;
    m_model->setRecordCap(cap);
    const int delivered = cap * 3;
    m_feed->deliver(orders(0, delivered));
    QTRY_COMPARE(m_model->rowCount(), cap);
    QCOMPARE(int(m_model->droppedCount()), delivered - cap);
    QCOMPARE(m_model->recordAt(0).sequenceNumber().toInt(), delivered - cap);
    auto arena = [&](int row) { return m_model->recordAt(row).record.storage().get(); };
    const int perArena = int(StreamRecordModel::kRecordsPerArena);
    QCOMPARE(arena(perArena - 1), arena(0));
    QVERIFY(arena(perArena) != arena(perArena - 1));
    QCOMPARE(arena(2 * perArena - 1), arena(perArena));
    QVERIFY(arena(2 * perArena) != arena(2 * perArena - 1));
}

void TestStreamRecordModel::pauseBuffersAndResumes()
{
    m_model->setRecordCap(10);
    m_model->setPaused(true);
    m_feed->deliver(orders(0, 4));
    m_feed->deliver(orders(4, 8));
    QTest::qWait(20);
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->bufferedCount(), 10); // the buffer has the cap too
    QCOMPARE(m_model->droppedCount(), quint64(2));
    m_model->setPaused(false);
    QTRY_COMPARE(m_model->rowCount(), 10);
    QCOMPARE(m_model->bufferedCount(), 0);
    QCOMPARE(m_model->recordAt(0).sequenceNumber().toInt(), 2);
    m_model->clear();
    QCOMPARE(m_model->rowCount(), 0);
    QCOMPARE(m_model->droppedCount(), quint64(0));
}

void TestStreamRecordModel::filterCriteriaCounts()
{
    QSignalSpy counts(m_model, &StreamRecordModel::countsChanged);
    m_feed->deliver(orders(0, 6)); // statuses: SHIPPED at 0 and 3
    QTRY_COMPARE(m_model->rowCount(), 6);
    QCOMPARE(m_model->matchedCount(), 6); // no criteria: everything passes
    auto criteria = EventFilterCriteria::fromPatterns(
        {R"({"dynamodb": {"NewImage": {"status": {"S": ["SHIPPED"]}}}})"});
    m_model->setFilterCriteria(*criteria);
    QCOMPARE(m_model->matchedCount(), 2);
    QCOMPARE(m_model->unmatchedCount(), 4);
    QVERIFY(m_model->index(3, 0).data(StreamRecordModel::MatchedRole).toBool());
    m_feed->deliver(orders(6, 1)); // status SHIPPED again
    QTRY_COMPARE(m_model->rowCount(), 7);
    QCOMPARE(m_model->matchedCount(), 3);
    // The pattern sees eventSourceARN, as Lambda's record has it.
    m_model->setFilterCriteria(*EventFilterCriteria::fromPatterns(
        {R"({"eventSourceARN": [{"suffix": "/ecommerce"}], "eventName": ["INSERT"]})"}));
    QCOMPARE(m_model->matchedCount(), 4);
    QVERIFY(counts.count() >= 4);
}

void TestStreamRecordModel::quickFilters_data()
{
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<QString>("keyPrefix");
    QTest::addColumn<QString>("entity");
    QTest::addColumn<int>("pattern");
    QTest::addColumn<int>("expected");
    QTest::newRow("everything") << QStringList() << QString() << QString() << 0 << 8;
    QTest::newRow("inserts") << QStringList{"INSERT"} << QString() << QString() << 0 << 4;
    QTest::newRow("removes") << QStringList{"REMOVE"} << QString() << QString() << 0 << 0;
    QTest::newRow("key prefix") << QStringList() << "USER#u2" << QString() << 0 << 2;
    QTest::newRow("entity") << QStringList() << QString() << "USER" << 0 << 2;
    QTest::newRow("matched") << QStringList() << QString() << QString() << 1 << 2;
    QTest::newRow("unmatched modifies") << QStringList{"MODIFY"} << QString() << QString() << 2
                                        << 3;
}

void TestStreamRecordModel::quickFilters()
{
    QFETCH(QStringList, events);
    QFETCH(QString, keyPrefix);
    QFETCH(QString, entity);
    QFETCH(int, pattern);
    QFETCH(int, expected);
    auto batch = orders(0, 6);
    batch.push_back(record("INSERT", "USER#u2", "PROFILE", 6));
    batch.push_back(record("MODIFY", "USER#u2", "PROFILE", 7));
    m_feed->deliver(batch);
    QTRY_COMPARE(m_model->rowCount(), 8);
    m_model->setFilterCriteria(*EventFilterCriteria::fromPatterns(
        {R"({"dynamodb": {"NewImage": {"status": {"S": ["SHIPPED"]}}}})"}));
    StreamFilterProxy proxy;
    QAbstractItemModelTester tester(&proxy,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(m_model);
    StreamRowFilter filter;
    filter.eventNames = QSet<QString>(events.begin(), events.end());
    filter.keyPrefix = keyPrefix;
    filter.entityType = entity;
    filter.pattern = static_cast<StreamRowFilter::Pattern>(pattern);
    proxy.setRowFilter(filter);
    QCOMPARE(proxy.rowCount(), expected);
}

void TestStreamRecordModel::timeToLiveRemovals()
{
    FeedRecord removal = record("REMOVE", "SESSION#s1", "META", 3);
    // As GetRecords names it (the Streams model); the inspector reads Lambda's spelling.
    removal.record["userIdentity"] = json::object{{"Type", "Service"},
                                                  {"PrincipalId", "dynamodb.amazonaws.com"}};
    m_feed->deliver({removal, record("REMOVE", "SESSION#s2", "META", 4)});
    QTRY_COMPARE(m_model->rowCount(), 2);
    QCOMPARE(m_model->index(0, StreamRecordModel::EventColumn).data().toString(),
             QStringLiteral("REMOVE (TTL)"));
    QVERIFY(m_model->index(0, 0).data(StreamRecordModel::TimeToLiveRole).toBool());
    // Copied as GetRecords answers it, not in Lambda's spelling.
    QCOMPARE(m_model->recordAt(0).streamsRecord().at("userIdentity"),
             json::value(json::object{{"Type", "Service"},
                                      {"PrincipalId", "dynamodb.amazonaws.com"}}));
    QCOMPARE(m_model->index(1, StreamRecordModel::EventColumn).data().toString(),
             QStringLiteral("REMOVE"));
}

void TestStreamRecordModel::streamsRecordWithoutLambdaArn()
{
    m_feed->deliver({record("INSERT", "USER#u1", "PROFILE", 1)});
    QTRY_COMPARE(m_model->rowCount(), 1);
    QVERIFY(m_model->recordAt(0).record.contains("eventSourceARN"));
    QVERIFY(!m_model->recordAt(0).streamsRecord().contains("eventSourceARN"));
}

QTEST_MAIN(TestStreamRecordModel)
#include "tst_stream_record_model.moc"
