// The window comes back as it was left: geometry, docks and the open tabs (only those whose
// tables still exist). Settings go to QStandardPaths' test location, never the user's.

#include "fake_client.h"

#include "details/item_details_dock.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "main/main_window.h"
#include "session/session.h"

#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TablesmithTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_layout"));
        QSettings().clear();
    }

    void cleanupTestCase() { QSettings().clear(); }

    void restoresDocksAndOpenTabs()
    {
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("alpha", "PK", "");
        client->addTable("beta", "PK", "SK");
        client->addTable("gamma", "PK", "");
        {
            MainWindow window(workbenchInstruments());
            window.setSession(std::make_unique<Session>(client, QStringLiteral("fake")));
            window.show();
            window.openTable(QStringLiteral("alpha"));
            window.openTable(QStringLiteral("beta"));
            window.openTable(QStringLiteral("gamma"));
            TableTab *beta = window.openTable(QStringLiteral("beta"));
            QTRY_VERIFY(beta->model());
            beta->setViewMode(true);
            window.detailsDock()->hide();
            window.close(); // saves
        }
        auto smaller = std::make_shared<test::FakeClient>();
        smaller->addTable("alpha", "PK", "");
        smaller->addTable("beta", "PK", "SK");

        MainWindow window(workbenchInstruments());
        window.setSession(std::make_unique<Session>(smaller, QStringLiteral("fake")));
        window.restoreLayout();
        QSignalSpy restored(&window, &MainWindow::openTablesRestored);
        window.restoreOpenTables();
        QVERIFY(restored.wait(5000));
        window.show();
        QCOMPARE(window.tabs()->count(), 2); // gamma no longer exists
        QVERIFY(window.tableTab(QStringLiteral("alpha")));
        QCOMPARE(window.tabs()->currentWidget(), window.tableTab(QStringLiteral("beta")));
        QVERIFY(!window.detailsDock()->isVisible());
        QVERIFY(window.tableTab(QStringLiteral("beta"))->isColumnView());
        QVERIFY(!window.tableTab(QStringLiteral("alpha"))->isColumnView());
        QTRY_VERIFY(window.tableTab(QStringLiteral("beta"))->model());
        QVERIFY(window.tableTab(QStringLiteral("beta"))->isColumnView());
    }

    void nothingSavedOpensNothing()
    {
        QSettings().clear();
        MainWindow window(workbenchInstruments());
        window.setSession(std::make_unique<Session>(std::make_shared<test::FakeClient>(),
                                                    QStringLiteral("fake")));
        QSignalSpy restored(&window, &MainWindow::openTablesRestored);
        window.restoreOpenTables();
        QCOMPARE(restored.size(), 1);
        QCOMPARE(window.tabs()->count(), 0);
    }
};

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
