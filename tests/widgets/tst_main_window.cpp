// MainWindow: opens with the ecommerce example loaded and its tab showing the items grouped by
// partition; the connections tree lists the table with its keys and index.

#include "fake_client.h"

#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "log/call_log_dock.h"
#include "log/call_log_model.h"
#include "main/connections_dock.h"
#include "main/main_window.h"
#include "session/embedded_session.h"
#include "session/session.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void opensWithTheExampleLoaded_data()
    {
        QTest::addColumn<bool>("embedded");
        QTest::newRow("fake client") << false;
        QTest::newRow("embedded engine") << true;
    }

    void opensWithTheExampleLoaded()
    {
        QFETCH(bool, embedded);
        MainWindow window(workbenchInstruments());
        if (embedded) {
            auto session = openEmbeddedSession({});
            if (!session.ok())
                QSKIP(qPrintable(QString::fromStdString(session.error().message)));
            window.setSession(std::move(session).value());
        } else {
            window.setSession(std::make_unique<Session>(std::make_shared<test::FakeClient>(),
                                                        QStringLiteral("fake")));
        }
        window.show();
        QSignalSpy loaded(&window, &MainWindow::exampleLoaded);
        window.loadExample(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait(10000));

        TableTab *tab = window.tableTab(QStringLiteral("ecommerce"));
        QVERIFY(tab);
        QCOMPARE(window.tabs()->currentWidget(), tab);
        QTRY_VERIFY(tab->model());
        QAbstractItemModelTester tester(tab->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(tab->model()->rowCount(), 7);
        QTRY_VERIFY(tab->model()->isAtEnd());

        // Each partition's items sit together, its key shown on the first row only.
        int partitions = 0;
        for (int row = 0; row < 7; ++row)
            if (tab->model()->index(row, 0).data(TableItemsModel::PartitionStartRole).toBool())
                ++partitions;
        QCOMPARE(partitions, 3);

        QStandardItemModel *tree = window.connectionsDock()->model();
        QAbstractItemModelTester treeTester(
            tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(tree->rowCount(), 1);
        QStandardItem *connection = tree->item(0);
        QTRY_COMPARE(connection->rowCount(), 1);
        QStandardItem *table = connection->child(0);
        QCOMPARE(table->text(), QStringLiteral("ecommerce"));
        QTRY_COMPARE(table->rowCount(), 3); // PK, SK, GSI1
        QVERIFY(table->child(2)->text().startsWith(QStringLiteral("GSI1")));
        // The index shows its keys and status beside its name.
        QVERIFY2(table->child(2)->text().contains(QStringLiteral("GSI1PK, GSI1SK · ACTIVE")),
                 qPrintable(table->child(2)->text()));
        QTRY_VERIFY(window.findChild<CallLogDock *>()->model()->rowCount() > 0);
    }

    void reopeningFocusesTheExistingTab()
    {
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("a", "PK", "");
        client->addTable("b", "PK", "");
        MainWindow window;
        window.setSession(std::make_unique<Session>(client, QStringLiteral("fake")));
        TableTab *a = window.openTable(QStringLiteral("a"));
        window.openTable(QStringLiteral("b"));
        QCOMPARE(window.openTable(QStringLiteral("a")), a);
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.tabs()->currentWidget(), a);
    }

    void aLongErrorDoesNotWidenTheTab()
    {
        // A refused DescribeTable with a long message (a remote endpoint's, say) used to make
        // the tab as wide as the message and squeeze the docks.
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("a", "PK", "");
        client->failNext("DescribeTable",
                         Error{ErrorKind::InternalServerError, std::string(600, 'x')});
        Session session(client, QStringLiteral("fake"));
        TableTab tab(session, QStringLiteral("a"));
        QSignalSpy failed(&tab, &TableTab::failed);
        QVERIFY(failed.wait(5000));
        QVERIFY2(tab.minimumSizeHint().width() < 600, qPrintable(QString::number(
                                                          tab.minimumSizeHint().width())));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
