// The grid on the embedded engine: writes made through another client show up in an open grid
// in place (stream records, no reload), a lost record reloads, a cancelled batch delete stops
// between calls, and the column view's layout is remembered per table.

#include "fake_client.h"

#include "editor/batch_writer.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "session/session.h"
#include "session/pushed_stream_feed.h"

#include <tablesmith/database.h>

#include <boost/json/array.hpp>

#include <algorithm>

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QThread>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

boost::json::object item(int partition, int n)
{
    return {{"PK", {{"S", "P#" + std::to_string(partition)}}},
            {"SK", {{"S", "S#" + std::to_string(100 + n)}}},
            {"n", {{"N", std::to_string(n)}}}};
}

boost::json::object keyOf(const boost::json::object &item)
{
    return {{"PK", item.at("PK")}, {"SK", item.at("SK")}};
}

} // namespace

class TestGridLive : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_grid_live"));
        QSettings().clear();
    }

    void init()
    {
        auto opened = Database::open({});
        QVERIFY(opened.ok());
        m_db = std::move(opened).value();
        createTable("live", "NEW_AND_OLD_IMAGES");
        createTable("keys", "KEYS_ONLY");
        createTable("still", "");
        for (const char *table : {"live", "keys", "still"})
            for (int i = 0; i < 30; ++i)
                put(table, item(i / 5, i));
        m_session = std::make_unique<Session>(m_db, QStringLiteral("memory"));
    }

    void cleanup()
    {
        m_session.reset();
        m_db.reset();
    }

    // INSERT lands where a fresh Scan shows it, MODIFY changes the row in place, REMOVE takes
    // it out: all from writes that never went through this Session.
    void writesFromAnotherClientChangeTheGridInPlace()
    {
        TableItemsModel model(*m_session, QStringLiteral("live"), KeySchema{"PK", "SK"});
        model.setScanOrderKnown(true);
        model.setPageSize(7);
        auto subscription = m_session->openStreamFeed(QStringLiteral("live"));
        QVERIFY(subscription);
        followFeed(*subscription, model);
        model.loadToEnd(CancellationToken());
        QTRY_VERIFY(model.isAtEnd());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 30);
        QSignalSpy reset(&model, &TableItemsModel::modelReset);

        put("live", item(2, 50)); // a new item inside partition P#2
        put("live", item(9, 51)); // a new partition
        QTRY_COMPARE(model.rowCount(), 32);
        QCOMPARE(rowKeys(model), scanKeys("live"));

        boost::json::object changed = item(3, 16);
        changed["n"] = boost::json::object{{"N", "999"}};
        put("live", changed);
        const int row = model.rowOfKey(keyOf(changed));
        QVERIFY(row >= 0);
        QTRY_COMPARE(model.index(row, 2).data().toString(), QStringLiteral("n 999"));

        QVERIFY(m_db->call("DeleteItem", boost::json::object{{"TableName", "live"},
                                                              {"Key", keyOf(item(1, 7))}})
                    .ok());
        QTRY_COMPARE(model.rowCount(), 31);
        QCOMPARE(model.rowOfKey(keyOf(item(1, 7))), -1);
        QCOMPARE(rowKeys(model), scanKeys("live"));
        QCOMPARE(reset.size(), 0); // all in place, never a reload
    }

    // A KEYS_ONLY stream carries no image: the grid reads the item.
    void keysOnlyStreamReadsTheItem()
    {
        TableItemsModel model(*m_session, QStringLiteral("keys"), KeySchema{"PK", "SK"});
        model.setScanOrderKnown(true);
        auto subscription = m_session->openStreamFeed(QStringLiteral("keys"));
        followFeed(*subscription, model);
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 30);
        put("keys", item(0, 60));
        QTRY_COMPARE(model.rowCount(), 31);
        const int row = model.rowOfKey(keyOf(item(0, 60)));
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, 2).data().toString(), QStringLiteral("n 60"));
    }

    // The tab subscribes through the Session; a table without a stream stays as loaded.
    void tableTabFollowsItsStream()
    {
        TableTab live(*m_session, QStringLiteral("live"));
        TableTab still(*m_session, QStringLiteral("still"));
        QTRY_VERIFY(live.model() && still.model());
        QTRY_COMPARE(live.model()->rowCount(), 30);
        QTRY_COMPARE(still.model()->rowCount(), 30);
        QVERIFY(live.isLive());
        QVERIFY(!still.isLive());
        put("live", item(4, 70));
        put("still", item(4, 70));
        QTRY_COMPARE(live.model()->rowCount(), 31);
        QTest::qWait(50);
        QCOMPARE(still.model()->rowCount(), 30);
        still.reload(); // what F5 does
        QTRY_COMPARE(still.model()->rowCount(), 31);
    }

    // A stream enabled by another client after the tab opened: its records change the grid in
    // place, and the tab says it is live.
    void streamEnabledLaterMakesTheTabLive()
    {
        TableTab tab(*m_session, QStringLiteral("still"));
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 30);
        QVERIFY(!tab.isLive());
        QVERIFY(m_db->call("UpdateTable", boost::json::object{{"TableName", "still"},
                              {"StreamSpecification", {{"StreamEnabled", true},
                                                       {"StreamViewType", "NEW_IMAGE"}}}})
                    .ok());
        put("still", item(4, 70));
        QTRY_COMPARE(tab.model()->rowCount(), 31);
        QVERIFY(tab.isLive());
    }

    // Issue 17, point 7: a delete made elsewhere leaves the footer's counts in step; with no
    // filter on, it never says "N loaded · M shown".
    void liveDeleteKeepsTheCountsRight()
    {
        TableTab tab(*m_session, QStringLiteral("live"));
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 30);
        QVERIFY(m_db->call("DeleteItem", boost::json::object{{"TableName", "live"},
                                                              {"Key", keyOf(item(1, 7))}})
                    .ok());
        QTRY_COMPARE(tab.model()->rowCount(), 29);
        QVERIFY2(tab.statusText().startsWith(QStringLiteral("29 items loaded")),
                 qPrintable(tab.statusText()));
        QVERIFY2(!tab.statusText().contains(QStringLiteral("shown")),
                 qPrintable(tab.statusText()));
    }

    // Issue 17, point 7: a table without a stream says so and turns one on in one click; the
    // header then says the stream is on and writes from elsewhere arrive without a refresh.
    void tableWithoutStreamOffersToEnableIt()
    {
        TableTab tab(*m_session, QStringLiteral("still"));
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 30);
        QVERIFY(tab.streamOffBar());
        QVERIFY(tab.streamOffBar()->isVisibleTo(&tab));
        QVERIFY(!headerSays(tab, QStringLiteral("stream on")));
        tab.enableStream();
        QTRY_VERIFY(tab.isLive());
        QVERIFY(!tab.streamOffBar()->isVisibleTo(&tab));
        QVERIFY(headerSays(tab, QStringLiteral("stream on (NEW_AND_OLD_IMAGES)")));
        auto described = m_db->call("DescribeTable", boost::json::object{{"TableName", "still"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        QCOMPARE(table.at("StreamSpecification").at("StreamViewType").as_string(),
                 "NEW_AND_OLD_IMAGES");
        put("still", item(4, 70));
        QTRY_COMPARE(tab.model()->rowCount(), 31);
        // A table with a stream never shows the bar.
        TableTab live(*m_session, QStringLiteral("live"));
        QTRY_VERIFY(live.model());
        QVERIFY(!live.streamOffBar()->isVisibleTo(&live));
        QVERIFY(headerSays(live, QStringLiteral("stream on")));
    }

    // More records than the UI can take one by one become a gap, and a gap reloads the grid.
    void lostRecordsReloadTheGrid()
    {
        TableTab tab(*m_session, QStringLiteral("live"));
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 30);
        auto *subscription = tab.findChild<PushedStreamFeed *>();
        QVERIFY(subscription);
        subscription->setQueueLimit(5);
        QSignalSpy reset(tab.model(), &TableItemsModel::modelReset);
        // No event is processed meanwhile, so the records pile up past the limit.
        for (int i = 0; i < 20; ++i)
            put("live", item(50 + i, i));
        QElapsedTimer waited;
        waited.start();
        while (subscription->pendingDropped() == 0 && waited.elapsed() < 10000)
            QThread::msleep(5);
        QVERIFY(subscription->pendingDropped() > 0);
        QTRY_VERIFY(reset.size() >= 1); // one per gap; the engine may still be delivering
        QTRY_COMPARE(tab.model()->rowCount(), 50); // everything, read afresh
    }

    // Cancel stops a batch delete before its next call: whole batches are gone, the rest
    // stays, and the writer says which keys it did not send.
    void cancelledBatchDeleteStopsBetweenCalls()
    {
        BatchWriter writer(*m_session, QStringLiteral("live"));
        for (int i = 0; i < 30; ++i)
            writer.addDelete(keyOf(item(i / 5, i)));
        CancellationToken token;
        writer.setCancellationToken(token);
        connect(&writer, &BatchWriter::progress, this, [token] { token.cancel(); });
        QSignalSpy cancelled(&writer, &BatchWriter::cancelled);
        QSignalSpy finished(&writer, &BatchWriter::finished);
        writer.start();
        QTRY_COMPARE(cancelled.size(), 1);
        QCOMPARE(finished.size(), 0);
        QCOMPARE(cancelled.first().at(0).toInt(), 25);
        QCOMPARE(cancelled.first().at(1).toInt(), 30);
        QCOMPARE(writer.calls(), 1);
        QCOMPARE(writer.pendingDeleteKeys().size(), std::size_t(5));
        QCOMPARE(scanKeys("live").size(), 5);
    }

    // Column order, widths and hidden columns of the column view come back for the table.
    void columnLayoutIsRememberedPerTable()
    {
        int movedTo = -1;
        {
            TableTab tab(*m_session, QStringLiteral("still"));
            tab.setViewMode(true);
            QTRY_VERIFY(tab.model());
            QTRY_COMPARE(tab.model()->rowCount(), 30);
            QTRY_COMPARE(tab.model()->columnCount(), 3);
            QHeaderView *header = tab.view()->horizontalHeader();
            QTRY_COMPARE(header->count(), 3);
            header->resizeSection(1, 222);
            header->moveSection(2, 1); // "n" before SK
            movedTo = header->visualIndex(2);
            header->setSectionHidden(1, true);
        } // closing the tab writes what is pending
        QCOMPARE(movedTo, 1);
        TableTab again(*m_session, QStringLiteral("still"));
        again.setViewMode(true);
        QTRY_VERIFY(again.model());
        QHeaderView *header = again.view()->horizontalHeader();
        QTRY_COMPARE(header->count(), 3);
        QTRY_VERIFY(header->isSectionHidden(1));
        QCOMPARE(header->visualIndex(2), 1);
        header->setSectionHidden(1, false);
        QCOMPARE(header->sectionSize(1), 222);
        // Another table keeps its own layout.
        TableTab other(*m_session, QStringLiteral("live"));
        other.setViewMode(true);
        QTRY_VERIFY(other.model());
        QTRY_COMPARE(other.view()->horizontalHeader()->count(), 3);
        QTest::qWait(50);
        QVERIFY(!other.view()->horizontalHeader()->isSectionHidden(1));
    }

private:
    static bool headerSays(const TableTab &tab, const QString &text)
    {
        const auto labels = tab.findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(),
                           [&text](const QLabel *label) { return label->text().contains(text); });
    }

    static void followFeed(StreamFeed &feed, TableItemsModel &model)
    {
        connect(&feed, &StreamFeed::records, &model, [&model](const std::vector<FeedRecord> &batch) {
            for (const FeedRecord &record : batch)
                model.applyStreamRecord(record.record);
        });
    }

    void createTable(const std::string &name, const std::string &streamViewType)
    {
        boost::json::object request{
            {"TableName", name},
            {"BillingMode", "PAY_PER_REQUEST"},
            {"AttributeDefinitions",
             boost::json::array{{{"AttributeName", "PK"}, {"AttributeType", "S"}},
                                {{"AttributeName", "SK"}, {"AttributeType", "S"}}}},
            {"KeySchema", boost::json::array{{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                                             {{"AttributeName", "SK"}, {"KeyType", "RANGE"}}}}};
        if (!streamViewType.empty())
            request["StreamSpecification"] = {{"StreamEnabled", true},
                                              {"StreamViewType", streamViewType}};
        auto created = m_db->call("CreateTable", request);
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
    }

    void put(const std::string &table, const boost::json::object &item)
    {
        QVERIFY(m_db->call("PutItem", boost::json::object{{"TableName", table}, {"Item", item}})
                    .ok());
    }

    QStringList scanKeys(const std::string &table)
    {
        auto scanned = m_db->call("Scan", boost::json::object{{"TableName", table}});
        QStringList keys;
        for (const auto &value : scanned.value().at("Items").as_array())
            keys << QString::fromStdString(value.at("PK").at("S").as_string().c_str())
                    + QLatin1Char('/')
                    + QString::fromStdString(value.at("SK").at("S").as_string().c_str());
        return keys;
    }

    static QStringList rowKeys(TableItemsModel &model)
    {
        QStringList keys;
        for (int row = 0; row < model.rowCount(); ++row)
            keys << model.index(row, 0).data().toString() + QLatin1Char('/')
                    + model.index(row, 1).data().toString();
        return keys;
    }

    std::shared_ptr<Database> m_db;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestGridLive)
#include "tst_grid_live.moc"
