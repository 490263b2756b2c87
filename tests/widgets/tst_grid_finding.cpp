// Issue 17, point 10: finding things in the grid. An exact partition key runs a Query and the
// grid jumps to the partition, paging on when it is not loaded yet; a prefix runs a Scan with
// begins_with and says so; a header click sorts the loaded rows (numbers as numbers); in the
// column view the key columns stay frozen at the left.

#include "grid/entity_filter_proxy.h"
#include "grid/frozen_columns.h"
#include "grid/key_search.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "session/session.h"

#include <tablesmith/database.h>

#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

constexpr int kPartitions = 1500; // more than one 1000-item page

std::string partitionKey(int i)
{
    char text[16];
    std::snprintf(text, sizeof text, "P#%04d", i);
    return text;
}

} // namespace

class TestGridFinding : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_grid_finding"));
        QSettings().clear();
        auto opened = Database::open({});
        QVERIFY(opened.ok());
        m_db = std::move(opened).value();
        auto created = m_db->call(
            "CreateTable",
            boost::json::object{
                {"TableName", "finds"},
                {"BillingMode", "PAY_PER_REQUEST"},
                {"AttributeDefinitions",
                 boost::json::array{{{"AttributeName", "PK"}, {"AttributeType", "S"}},
                                    {{"AttributeName", "SK"}, {"AttributeType", "S"}}}},
                {"KeySchema",
                 boost::json::array{{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                                    {{"AttributeName", "SK"}, {"KeyType", "RANGE"}}}}});
        QVERIFY(created.ok());
        for (int i = 0; i < kPartitions; ++i) {
            boost::json::object item{{"PK", {{"S", partitionKey(i)}}},
                                     {"SK", {{"S", "ITEM"}}},
                                     {"n", {{"N", std::to_string(i % 37)}}},
                                     {"note", {{"S", std::string(40, 'x')}}}};
            QVERIFY(m_db->call("PutItem", boost::json::object{{"TableName", "finds"},
                                                              {"Item", item}})
                        .ok());
        }
        m_session = std::make_unique<Session>(m_db, QStringLiteral("memory"));
    }

    void cleanupTestCase()
    {
        m_session.reset();
        m_db.reset();
    }

    // The partition is past the first page: the Query finds it, the grid pages on and
    // selects its first row.
    void exactKeyJumpsToThePartition()
    {
        TableTab tab(*m_session, QStringLiteral("finds"));
        tab.resize(900, 600);
        tab.show();
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 1000);
        QVERIFY(!tab.model()->isAtEnd());
        QString unloaded;
        for (int i = 0; i < kPartitions && unloaded.isEmpty(); ++i)
            if (tab.model()->rowOfKey({{"PK", {{"S", partitionKey(i)}}}, {"SK", {{"S", "ITEM"}}}})
                < 0)
                unloaded = QString::fromStdString(partitionKey(i));
        QVERIFY(!unloaded.isEmpty());
        QSignalSpy found(tab.keySearch(), &KeySearch::partitionsFound);
        tab.keySearch()->keyField()->setText(unloaded);
        QTest::keyClick(tab.keySearch()->keyField(), Qt::Key_Return);
        QTRY_COMPARE(found.size(), 1);
        QTRY_COMPARE(tab.view()->currentIndex().data(TableItemsModel::PartitionKeyRole).toString(),
                     unloaded);
        QVERIFY(tab.keySearch()->messageText().contains(unloaded));

        tab.keySearch()->search(QStringLiteral("NOPE#1"), KeySearch::Match::Exact);
        QTRY_VERIFY(tab.keySearch()->messageText().contains(QStringLiteral("No partition")));
    }

    // A prefix is a Scan with begins_with (the message says so) and jumps to a match.
    void prefixScansAndSaysSo()
    {
        TableTab tab(*m_session, QStringLiteral("finds"));
        QTRY_VERIFY(tab.model());
        QTRY_VERIFY(tab.model()->rowCount() > 0);
        tab.keySearch()->matchBox()->setCurrentIndex(
            tab.keySearch()->matchBox()->findData(int(KeySearch::Match::Prefix)));
        QVERIFY(tab.keySearch()->messageText().contains(QStringLiteral("Scan")));
        QSignalSpy found(tab.keySearch(), &KeySearch::partitionsFound);
        tab.keySearch()->search(QStringLiteral("P#012"), KeySearch::Match::Prefix);
        QVERIFY(found.wait(10000));
        QStringList keys = found.first().first().toStringList();
        keys.sort();
        QCOMPARE(keys.size(), 10);
        QCOMPARE(keys.first(), QStringLiteral("P#0120"));
        QVERIFY(tab.keySearch()->messageText().contains(QStringLiteral("Scan read 1,500")));
        QTRY_VERIFY(tab.view()->currentIndex().data(TableItemsModel::PartitionKeyRole)
                        .toString()
                        .startsWith(QStringLiteral("P#012")));
    }

    // A header click sorts the loaded rows by that column, numbers as numbers (2 before 10);
    // the Scan's order comes back on request.
    void headerClickSortsTheLoadedRows()
    {
        TableTab tab(*m_session, QStringLiteral("finds"));
        tab.resize(900, 600);
        tab.show();
        tab.setViewMode(true);
        QTRY_VERIFY(tab.model());
        QTRY_COMPARE(tab.model()->rowCount(), 1000);
        QTRY_COMPARE(tab.model()->columnCount(), 4);
        QHeaderView *header = tab.view()->horizontalHeader();
        const int nColumn = 2;
        QCOMPARE(tab.model()->headerData(nColumn, Qt::Horizontal).toString(), QStringLiteral("n"));
        const QString firstBefore = tab.proxy()->index(0, 0).data().toString();
        const QPoint onColumn(header->sectionViewportPosition(nColumn) + 5, header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, onColumn);
        QCOMPARE(tab.proxy()->sortColumn(), nColumn);
        double last = -1;
        for (int row = 0; row < tab.proxy()->rowCount(); ++row) {
            const double n = tab.proxy()->index(row, nColumn).data().toDouble();
            QVERIFY2(n >= last, qPrintable(QStringLiteral("row %1: %2 after %3")
                                               .arg(row).arg(n).arg(last)));
            last = n;
        }
        QCOMPARE(last, 36.0);
        tab.proxy()->sort(-1);
        QCOMPARE(tab.proxy()->index(0, 0).data().toString(), firstBefore);
    }

    // In the column view the key columns stay at the left while the others scroll.
    void keyColumnsStayFrozenInTheColumnView()
    {
        TableTab tab(*m_session, QStringLiteral("finds"));
        tab.resize(300, 400); // narrower than the columns: the view scrolls sideways
        tab.show();
        QTRY_VERIFY(tab.model());
        QVERIFY(!tab.frozenColumns()->isVisible());
        tab.setViewMode(true);
        QTRY_COMPARE(tab.model()->columnCount(), 4);
        FrozenColumns *frozen = tab.frozenColumns();
        QCOMPARE(frozen->frozenCount(), 2);
        QTRY_VERIFY(frozen->isVisible());
        QVERIFY(!frozen->isColumnHidden(0));
        QVERIFY(!frozen->isColumnHidden(1));
        QVERIFY(frozen->isColumnHidden(2));
        QVERIFY(frozen->isColumnHidden(3));
        QCOMPARE(frozen->width(), tab.view()->columnWidth(0) + tab.view()->columnWidth(1));
        QScrollBar *sideways = tab.view()->horizontalScrollBar();
        QTRY_VERIFY(sideways->maximum() > 0);
        const QPoint before = frozen->pos();
        sideways->setValue(sideways->maximum());
        QCOMPARE(frozen->pos(), before);
        QVERIFY(frozen->isVisible());
        QCOMPARE(frozen->horizontalScrollBar()->value(), 0);
        // Its rows follow the main view's.
        tab.view()->verticalScrollBar()->setValue(40);
        QCOMPARE(frozen->verticalScrollBar()->value(), 40);
        tab.setViewMode(false);
        QVERIFY(!frozen->isVisible());
    }

private:
    std::shared_ptr<Database> m_db;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestGridFinding)
#include "tst_grid_finding.moc"
