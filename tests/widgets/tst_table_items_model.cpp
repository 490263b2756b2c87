// TableItemsModel: pages forward with fetchMore on LastEvaluatedKey, shows the partition key
// once per partition, and stays a valid model throughout (QAbstractItemModelTester).

#include "fake_client.h"

#include "grid/table_items_model.h"
#include "session/session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

boost::json::object item(const std::string &pk, const std::string &sk, int n)
{
    return {{"PK", {{"S", pk}}}, {"SK", {{"S", sk}}}, {"n", {{"N", std::to_string(n)}}}};
}

} // namespace

class TestTableItemsModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_client = std::make_shared<test::FakeClient>();
        m_client->addTable("t", "PK", "SK");
        for (int i = 0; i < 25; ++i)
            m_client->addItem("t",
                              item("P#" + std::to_string(i / 10), "S#" + std::to_string(i), i));
        m_session = std::make_unique<Session>(m_client, QStringLiteral("fake"));
    }

    void cleanup() { m_session.reset(); }

    void pagesForwardUntilTheEnd()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        QSignalSpy pages(&model, &TableItemsModel::pageLoaded);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.columnCount(), 3);
        QVERIFY(model.canFetchMore({}));

        const int expected[] = {10, 20, 25};
        for (int rows : expected) {
            model.fetchMore({});
            QVERIFY(model.isFetching());
            QVERIFY(!model.canFetchMore({})); // one page in flight at a time
            model.fetchMore({});              // ignored while a page is in flight
            QTRY_COMPARE(model.rowCount(), rows);
            QTRY_VERIFY(!model.isFetching());
        }
        QTRY_VERIFY(!model.isFetching());
        QVERIFY(model.isAtEnd());
        QVERIFY(!model.canFetchMore({}));
        QCOMPARE(pages.size(), 3);
        QCOMPARE(pages.last().at(0).toInt(), 5);
        QCOMPARE(pages.last().at(1).toDouble(), 0.5);
        QCOMPARE(m_client->calls("Scan"), 3);
    }

    // The tester asks canFetchMore()/fetchMore() after every insert, as a view does when its
    // viewport is not full: every page is requested exactly once, in order.
    void pagesEachPageOnceUnderTheTester()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.rowCount(), 25);
        QTRY_VERIFY(model.isAtEnd());
        QCOMPARE(m_client->calls("Scan"), 3);
        QCOMPARE(model.index(24, 1).data().toString(), QStringLiteral("S#24"));
    }

    void showsThePartitionKeyOncePerPartition()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 25);
        QCOMPARE(model.headerData(0, Qt::Horizontal).toString(), QStringLiteral("PK"));
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("SK"));
        QCOMPARE(model.index(0, 0).data().toString(), QStringLiteral("P#0"));
        QCOMPARE(model.index(1, 0).data().toString(), QStringLiteral("P#0"));
        QVERIFY(!model.index(1, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QCOMPARE(model.index(1, 0).data(TableItemsModel::PartitionKeyRole).toString(),
                 QStringLiteral("P#0"));
        QCOMPARE(model.index(10, 0).data().toString(), QStringLiteral("P#1"));
        QVERIFY(model.index(10, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QVERIFY(!model.index(11, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QCOMPARE(model.index(3, 1).data().toString(), QStringLiteral("S#3"));
        QCOMPARE(model.index(3, 2).data().toString(), QStringLiteral("n 3"));
        QCOMPARE(model.index(3, 0).data(TableItemsModel::EntityRole).toString(),
                 QStringLiteral("S"));
    }

    void failureStopsPagingUntilLoadMore()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy failed(&model, &TableItemsModel::loadFailed);
        m_client->failNext("Scan", Error{ErrorKind::ProvisionedThroughputExceededException,
                                         "Rate exceeded"});
        model.fetchMore({});
        // Counted, not waited for: the tester may have fetched first, and its failure may be
        // in before wait() starts; a loaded CI machine took over wait()'s 5 s once.
        QTRY_VERIFY_WITH_TIMEOUT(failed.count() > 0, 30000);
        QVERIFY(model.hasFailed());
        QVERIFY(!model.canFetchMore({}));
        model.loadMore();
        QTRY_COMPARE(model.rowCount(), 25);
        QVERIFY(model.isAtEnd());
    }

    void reloadDropsStaleReplies()
    {
        // No tester here: it would fetch the next pages by itself.
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        model.fetchMore({});
        model.reload(); // the first page's reply is now stale
        QCOMPARE(model.rowCount(), 0);
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 10);
        QTest::qWait(50);
        QCOMPARE(model.rowCount(), 10);
    }

    // A stream record that arrives while the first page is on its way is applied once the page
    // is in: as an update of the row it brought, not as a row of its own (a reload under a
    // burst of writes showed items twice).
    void recordBeforeTheFirstPageIsNotDoubled()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        model.fetchMore({});
        boost::json::object record;
        record["eventName"] = "MODIFY";
        boost::json::object change;
        change["Keys"] = boost::json::object{{"PK", {{"S", "P#0"}}}, {"SK", {{"S", "S#0"}}}};
        change["NewImage"] = item("P#0", "S#0", 100);
        record["dynamodb"] = std::move(change);
        model.applyStreamRecord(record);
        QCOMPARE(model.rowCount(), 0);
        QTRY_COMPARE(model.rowCount(), 10);
        QTest::qWait(50);
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(model.index(0, 2).data().toString().contains(QStringLiteral("100")), true);
    }

    void tableWithoutSortKeyHasTwoColumns()
    {
        m_client->addTable("simple", "id", "");
        m_client->addItem("simple", {{"id", {{"S", "a"}}}, {"v", {{"BOOL", true}}}});
        TableItemsModel model(*m_session, QStringLiteral("simple"), KeySchema{"id", ""});
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.fetchMore({});
        QTRY_COMPARE(model.rowCount(), 1);
        QCOMPARE(model.columnCount(), 2);
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("v true"));
    }

    // Bounded memory: only about cacheCapacity() rows keep their items; the rest are counted.
    void evictsPagesBeyondTheCacheCapacity()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        model.setCacheCapacity(20); // two pages of ten
        // No tester here: it reads row 0 after every insert, which brings page 0 back.
        model.loadToEnd(CancellationToken());
        QTRY_VERIFY(model.isAtEnd());
        QTRY_VERIFY(!model.isFetching());
        QCOMPARE(model.rowCount(), 25);
        QCOMPARE(model.pageCount(), 3);
        QVERIFY(model.cachedRowCount() <= 20);
        QVERIFY(model.isRowLoaded(24));
        QVERIFY(!model.isRowLoaded(0));
        // Grouping and types still answer for evicted rows, without a Scan.
        QVERIFY(model.index(0, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QVERIFY(!model.index(1, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QVERIFY(model.index(10, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QCOMPARE(model.index(3, 0).data(TableItemsModel::EntityRole).toString(),
                 QStringLiteral("S"));
        QCOMPARE(model.refetchCount(), 0);
    }

    // A row of an evicted page shows a placeholder, its page is scanned again from the same
    // ExclusiveStartKey, and dataChanged brings the row back.
    void refetchesAnEvictedPageWhenShown()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        model.setCacheCapacity(20); // two pages of ten
        model.loadToEnd(CancellationToken());
        QTRY_VERIFY(model.isAtEnd());
        QTRY_VERIFY(!model.isFetching());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(model.isRowLoaded(0)); // the tester looked at row 0
        QSignalSpy changed(&model, &TableItemsModel::dataChanged);
        const int scans = m_client->calls("Scan");
        QVERIFY(!model.isRowLoaded(12));
        QCOMPARE(model.index(12, 1).data().toString(), QStringLiteral("loading…"));
        QVERIFY(model.item(12).empty());
        QTRY_COMPARE(model.index(12, 1).data().toString(), QStringLiteral("S#12"));
        QCOMPARE(model.refetchCount(), 2); // row 0's page for the tester, then row 12's
        QCOMPARE(m_client->calls("Scan"), scans + 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).value<QModelIndex>().row(), 10);
        QCOMPARE(changed.first().at(1).value<QModelIndex>().row(), 19);
        // The page came back whole: same rows, same order, nothing from the next page.
        QCOMPARE(model.rowCount(), 25);
        for (int row = 10; row < 20; ++row)
            QCOMPARE(model.index(row, 1).data().toString(),
                     QStringLiteral("S#%1").arg(row));
        QCOMPARE(model.index(20, 1).data().toString(), QStringLiteral("loading…"));
        QTRY_COMPARE(model.index(20, 1).data().toString(), QStringLiteral("S#20"));
        QVERIFY(model.cachedRowCount() <= 20);
    }

    // Items deleted while their page was evicted: the page comes back shorter, and the model
    // stays valid (the tester checks every signal).
    void refetchedPageDropsItemsDeletedMeanwhile()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        model.setCacheCapacity(20); // two pages of ten
        model.loadToEnd(CancellationToken());
        QTRY_VERIFY(model.isAtEnd());
        QTRY_VERIFY(!model.isFetching());
        QVERIFY(!model.isRowLoaded(0));
        boost::json::object gone{{"PK", {{"S", "P#0"}}}, {"SK", {{"S", "S#3"}}}};
        boost::json::object request;
        request["RequestItems"] = {
            {"t", boost::json::array{{{"DeleteRequest", {{"Key", gone}}}}}}};
        QVERIFY(m_client->call("BatchWriteItem", request).ok());
        // The tester reads row 0 at once, which brings page 0 back.
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_VERIFY(model.isRowLoaded(0));
        QTRY_COMPARE(model.rowCount(), 24);
        QCOMPARE(model.index(2, 1).data().toString(), QStringLiteral("S#2"));
        QCOMPARE(model.index(3, 1).data().toString(), QStringLiteral("S#4"));
        QCOMPARE(model.index(8, 1).data().toString(), QStringLiteral("S#9"));
        QTRY_COMPARE(model.index(9, 1).data().toString(), QStringLiteral("S#10"));
    }

    // "Load all" pages on by itself; cancelling stops before the next page and leaves whole
    // pages behind; paging on later still works.
    void loadToEndCanBeCancelled()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
        model.setPageSize(10);
        CancellationToken token;
        model.loadToEnd(token);
        QVERIFY(model.isLoadingToEnd());
        token.cancel();
        QTRY_VERIFY(!model.isFetching());
        QTRY_VERIFY(!model.isLoadingToEnd());
        QCOMPARE(model.rowCount(), 10);
        QTest::qWait(50);
        QCOMPARE(model.rowCount(), 10);
        QCOMPARE(m_client->calls("Scan"), 1);
        QVERIFY(!model.isAtEnd());

        model.loadToEnd(CancellationToken());
        QTRY_VERIFY(model.isAtEnd());
        QCOMPARE(model.rowCount(), 25);
        QVERIFY(!model.isLoadingToEnd());

        model.reload();
        model.loadToEnd(CancellationToken());
        model.cancelLoading();
        QTRY_VERIFY(!model.isFetching());
        QCOMPARE(model.rowCount(), 10);
        QVERIFY(!model.isLoadingToEnd());
    }

private:
    std::shared_ptr<test::FakeClient> m_client;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestTableItemsModel)
#include "tst_table_items_model.moc"
