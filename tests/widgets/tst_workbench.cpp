// The instrument seam: an instrument the main window knows only through its factory adds its
// action to a menu, its dock to View and a tab; it hears of sessions and of the table in front;
// its state is saved and restored under its id. The menu bar keeps the Workbench's order and
// hides a menu while it is empty.

#include "fake_client.h"

#include "design/schema_instrument.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "log/call_log_instrument.h"
#include "main/main_window.h"
#include "session/session.h"
#include "transfer/transfer_instrument.h"

#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// A small instrument such as the stream inspector would be: a Stream menu action, a dock, a
// tab on demand, and a remembered setting.
class ProbeInstrument : public Instrument {
    Q_OBJECT
public:
    QString id() const override { return QStringLiteral("probe"); }

    void attach(Workbench &workbench) override
    {
        m_workbench = &workbench;
        action = new QAction(QStringLiteral("Probe"), workbench.window());
        connect(action, &QAction::triggered, this, [this] {
            m_workbench->addTab(new QLabel(QStringLiteral("probe page")),
                                QStringLiteral("Probe"));
        });
        workbench.menu(WorkbenchMenu::Stream)->addAction(action);
        dock = new QDockWidget(QStringLiteral("Probe dock"), workbench.window());
        dock->setObjectName(QStringLiteral("probeDock"));
        workbench.addDock(dock, Qt::RightDockWidgetArea);
        WorkbenchSignals *notifier = workbench.notifier();
        connect(notifier, &WorkbenchSignals::sessionAdded, this,
                [this](Session *session) { events << QStringLiteral("added ") + session->name(); });
        connect(notifier, &WorkbenchSignals::sessionAboutToClose, this, [this](Session *session) {
            events << QStringLiteral("closing ") + session->name();
        });
        connect(notifier, &WorkbenchSignals::activeTableChanged, this,
                [this](Session *session, const QString &table) {
                    events << QStringLiteral("table %1 %2")
                                  .arg(session ? session->name() : QString(), table);
                });
    }

    void saveState(QSettings &settings) const override
    {
        settings.setValue(QStringLiteral("filter"), filter);
    }
    void restoreState(QSettings &settings) override
    {
        filter = settings.value(QStringLiteral("filter")).toString();
    }

    QAction *action = nullptr;
    QDockWidget *dock = nullptr;
    QStringList events;
    QString filter;

private:
    Workbench *m_workbench = nullptr;
};

std::vector<InstrumentFactory> withProbe()
{
    std::vector<InstrumentFactory> instruments = workbenchInstruments();
    instruments.push_back([] { return std::make_unique<ProbeInstrument>(); });
    return instruments;
}

QStringList visibleMenuTitles(QMainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        if (action->isVisible())
            titles << action->text();
    return titles;
}

QMenu *menuTitled(QMainWindow &window, const QString &title)
{
    for (QAction *action : window.menuBar()->actions())
        if (action->text() == title)
            return action->menu();
    return nullptr;
}

} // namespace

class TestWorkbench : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("TablesmithTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_workbench"));
        QSettings().clear();
    }

    void cleanupTestCase() { QSettings().clear(); }

    void menusKeepTheirOrderAndHideWhileEmpty()
    {
        // The instruments of the seam's own step (the query builder, stream inspector and
        // designer fill the Query and Stream menus and File → Design).
        MainWindow window(std::vector<InstrumentFactory>{
            [] { return std::make_unique<TransferInstrument>(); },
            [] { return std::make_unique<CallLogInstrument>(); },
            [] { return std::make_unique<SchemaInstrument>(); }});
        QCOMPARE(visibleMenuTitles(window),
                 QStringList({QStringLiteral("&File"), QStringLiteral("&Edit"),
                              QStringLiteral("&View"), QStringLiteral("&Table"),
                              QStringLiteral("&Server"), QStringLiteral("&Help")}));
        QMenu *stream = window.workbench().menu(WorkbenchMenu::Stream);
        QVERIFY(!stream->menuAction()->isVisible());
        auto *added = stream->addAction(QStringLiteral("Tail"));
        QVERIFY(stream->menuAction()->isVisible());
        QCOMPARE(visibleMenuTitles(window).indexOf(QStringLiteral("St&ream")), 4);
        stream->removeAction(added);
        QVERIFY(!stream->menuAction()->isVisible());

        // The instruments' actions sit between the window's own, as before the seam.
        QStringList file;
        for (QAction *action : menuTitled(window, QStringLiteral("&File"))->actions())
            file << (action->isSeparator() ? QStringLiteral("|") : action->text());
        QCOMPARE(file, QStringList({QStringLiteral("&Open Database…"),
                                    QStringLiteral("&New In-Memory Database"),
                                    QStringLiteral("New &Database…"),
                                    QStringLiteral("&Connect to Endpoint…"), QStringLiteral("|"),
                                    QStringLiteral("&Import…"), QStringLiteral("&Export Table…"),
                                    QStringLiteral("|"), QStringLiteral("&Quit")}));
        QStringList table;
        for (QAction *action : menuTitled(window, QStringLiteral("&Table"))->actions())
            table << action->text();
        QCOMPARE(table, QStringList({QStringLiteral("&New Table…"),
                                     QStringLiteral("De&scribe Table…"),
                                     QStringLiteral("&Delete Table…")}));
        QStringList docks;
        for (QAction *action : menuTitled(window, QStringLiteral("&View"))->actions()) {
            if (action->isSeparator())
                break;
            docks << action->text();
        }
        QCOMPARE(docks, QStringList({QStringLiteral("Connections"), QStringLiteral("API calls"),
                                     QStringLiteral("Item details")}));
    }

    void anInstrumentAttachesAndFollowsTheWindow()
    {
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("alpha", "PK", "");
        MainWindow window(withProbe());
        auto *probe = window.instrument<ProbeInstrument>();
        QVERIFY(probe);
        QCOMPARE(window.instrument(QStringLiteral("probe")), probe);
        QVERIFY(window.workbench().menu(WorkbenchMenu::Stream)->menuAction()->isVisible());
        QVERIFY(menuTitled(window, QStringLiteral("&View"))->actions().contains(
            probe->dock->toggleViewAction()));

        window.setSession(std::make_unique<Session>(client, QStringLiteral("one")));
        QCOMPARE(window.workbench().sessions().size(), std::size_t(1));
        window.openTable(QStringLiteral("alpha"));
        QCOMPARE(window.workbench().activeTableName(), QStringLiteral("alpha"));
        probe->action->trigger();
        QCOMPARE(window.tabs()->count(), 2);
        QCOMPARE(window.tabs()->tabText(1), QStringLiteral("Probe"));
        QCOMPARE(window.workbench().activeTableName(), QString()); // the probe page is in front
        window.setSession(std::make_unique<Session>(client, QStringLiteral("two")));
        // The probe page in front, then as the tabs close: index 1 → 0, then none; then the
        // old session closes and the new one comes with no table in front.
        QCOMPARE(probe->events.join(QLatin1Char(',')),
                 QStringLiteral("added one,table one ,table one alpha,table one ,"
                                "table one ,table one ,closing one,added two,table two "));
    }

    void instrumentStateIsKeptUnderItsId()
    {
        {
            MainWindow window(withProbe());
            window.instrument<ProbeInstrument>()->filter = QStringLiteral("PK = USER#1");
            window.saveLayout();
        }
        QCOMPARE(QSettings().value(QStringLiteral("instruments/probe/filter")).toString(),
                 QStringLiteral("PK = USER#1"));
        MainWindow window(withProbe());
        window.restoreLayout();
        QCOMPARE(window.instrument<ProbeInstrument>()->filter, QStringLiteral("PK = USER#1"));
    }
};

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
