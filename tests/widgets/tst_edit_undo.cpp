// Edit → Undo / Redo and Ctrl+Z / Ctrl+Shift+Z act on what the user works in: the designer's
// edits while a design is in use, the item writes while a grid is, an instrument's own stack
// while its dock has the focus. The menu's texts say what will be undone.

#include "design/design_indexes_page.h"
#include "design/design_instrument.h"
#include "design/design_tab.h"
#include "design/gsi_editor.h"
#include "editor/item_editor_dialog.h"
#include "editor/item_json.h"
#include "editor/json_editor.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "main/connections_dock.h"
#include "main/item_actions.h"
#include "main/main_window.h"
#include "session/embedded_session.h"

#include <boost/json/parse.hpp>

#include <QAbstractItemModelTester>
#include <QAction>
#include <QDockWidget>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeView>
#include <QUndoCommand>
#include <QUndoStack>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// Single quotes for readability (moc of Qt 6.4 cannot read raw string literals).
boost::json::object json(const char *text)
{
    return boost::json::parse(QByteArray(text).replace('\'', '"').toStdString()).as_object();
}

// An instrument with an undo stack of its own, served from its dock.
class ProbeInstrument : public Instrument {
    Q_OBJECT
public:
    QString id() const override { return QStringLiteral("probe"); }

    void attach(Workbench &workbench) override
    {
        dock = new QDockWidget(QStringLiteral("Probe"), workbench.window());
        dock->setObjectName(QStringLiteral("probeDock"));
        list = new QListWidget(dock);
        dock->setWidget(list);
        stack = new QUndoStack(dock);
        workbench.addDock(dock, Qt::RightDockWidgetArea);
        workbench.addUndoStack(stack, dock);
    }

    QDockWidget *dock = nullptr;
    QListWidget *list = nullptr;
    QUndoStack *stack = nullptr;
};

std::vector<InstrumentFactory> withProbe()
{
    std::vector<InstrumentFactory> instruments = workbenchInstruments();
    instruments.push_back([] { return std::make_unique<ProbeInstrument>(); });
    return instruments;
}

QMenu *editMenu(MainWindow &window)
{
    for (QAction *action : window.menuBar()->actions())
        if (action->text() == QStringLiteral("&Edit"))
            return action->menu();
    return nullptr;
}

QToolButton *toolButton(QWidget *parent, const QString &text)
{
    const auto buttons = parent->findChildren<QToolButton *>();
    for (QToolButton *button : buttons)
        if (button->text() == text)
            return button;
    return nullptr;
}

} // namespace

class TestEditUndo : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        m_session = std::move(session).value();
        QVERIFY(call("CreateTable",
                     json("{'TableName': 'tbl', 'BillingMode': 'PAY_PER_REQUEST',"
                          " 'AttributeDefinitions': [{'AttributeName': 'PK', 'AttributeType': 'S'},"
                          "   {'AttributeName': 'SK', 'AttributeType': 'S'}],"
                          " 'KeySchema': [{'AttributeName': 'PK', 'KeyType': 'HASH'},"
                          "   {'AttributeName': 'SK', 'KeyType': 'RANGE'}]}")));
        QVERIFY(call("PutItem", boost::json::object{{"TableName", "tbl"}, {"Item", m_loaded}}));
        m_window = std::make_unique<MainWindow>(withProbe());
        m_client = m_session->client();
        m_window->setSession(std::move(m_session));
        m_window->show();
    }

    void cleanup()
    {
        m_tester.reset();
        m_window.reset();
        m_client.reset();
    }

    // One change waits in each stack: an item edit, a design edit, a probe command. Ctrl+Z
    // undoes the one of what is in use and leaves the others alone; Ctrl+Shift+Z redoes it.
    void ctrlZUndoesWhatIsInUse_data()
    {
        QTest::addColumn<QString>("tab");   // the tab in front: "grid" or "designer"
        QTest::addColumn<QString>("focus"); // "tab", "connections" or "probe"
        QTest::addColumn<QString>("undone"); // the stack Ctrl+Z acts on
        QTest::addColumn<QString>("undoText");
        QTest::newRow("designer") << "designer" << "tab" << "designer" << "&Undo Edit index GSI1";
        QTest::newRow("grid") << "grid" << "tab" << "grid" << "&Undo Edit item";
        QTest::newRow("designer in front, focus in Connections")
            << "designer" << "connections" << "designer" << "&Undo Edit index GSI1";
        QTest::newRow("grid in front, focus in Connections")
            << "grid" << "connections" << "grid" << "&Undo Edit item";
        QTest::newRow("focus in an instrument's dock")
            << "designer" << "probe" << "probe" << "&Undo Probe change";
    }

    void ctrlZUndoesWhatIsInUse()
    {
        QFETCH(QString, tab);
        QFETCH(QString, focus);
        QFETCH(QString, undone);
        QFETCH(QString, undoText);
        TableTab *grid = editItemInTheGrid();
        QVERIFY(grid);
        DesignTab *design = editTheDesign();
        QVERIFY(design);
        auto *probe = m_window->instrument<ProbeInstrument>();
        probe->stack->push(new QUndoCommand(QStringLiteral("Probe change")));

        m_window->tabs()->setCurrentWidget(tab == "grid" ? static_cast<QWidget *>(grid) : design);
        QWidget *focused = focus == "connections"
                               ? m_window->connectionsDock()->findChild<QTreeView *>()
                           : focus == "probe"     ? static_cast<QWidget *>(probe->list)
                           : tab == "grid"        ? static_cast<QWidget *>(grid->view())
                                                  : design->indexesPage();
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        focused->setFocus();
        QTRY_COMPARE(QApplication::focusWidget(), focused);

        QMenu *edit = editMenu(*m_window);
        QVERIFY(edit);
        QAction *undoAction = edit->actions().at(0);
        QAction *redoAction = edit->actions().at(1);
        QCOMPARE(undoAction->text(), undoText);
        QVERIFY(undoAction->isEnabled());
        QVERIFY(!redoAction->isEnabled());

        QTest::keySequence(m_window.get(), QKeySequence::Undo);
        QUndoStack *items = m_window->itemActions()->undoStack();
        QUndoStack *designs = design->document().undoStack();
        QCOMPARE(items->index(), undone == "grid" ? 0 : 1);
        QCOMPARE(designs->index(), undone == "designer" ? 0 : 1);
        QCOMPARE(probe->stack->index(), undone == "probe" ? 0 : 1);
        QCOMPARE(projection(*design),
                 undone == "designer" ? ProjectionType::Include : ProjectionType::KeysOnly);
        const char *n = undone == "grid" ? "1" : "2";
        QTRY_COMPARE(storedN(), QString::fromLatin1(n));
        QTRY_COMPARE(gridN(*grid), QString::fromLatin1(n));
        QString redoText = undoText;
        redoText.replace(QStringLiteral("&Undo"), QStringLiteral("&Redo"));
        QCOMPARE(redoAction->text(), redoText);
        QVERIFY(redoAction->isEnabled());
        // The designer's own button follows its stack, whichever Ctrl+Z acted on.
        QCOMPARE(toolButton(design, QStringLiteral("Undo"))->isEnabled(), designs->canUndo());

        QTest::keySequence(m_window.get(), QKeySequence::Redo);
        QCOMPARE(items->index(), 1);
        QCOMPARE(designs->index(), 1);
        QCOMPARE(probe->stack->index(), 1);
        QCOMPARE(projection(*design), ProjectionType::KeysOnly);
        QTRY_COMPARE(storedN(), QStringLiteral("2"));
        QCOMPARE(undoAction->text(), undoText);
    }

    // The menu follows the tab in front without a key pressed; with no tab, nothing to undo.
    void theEditMenuFollowsTheTab()
    {
        TableTab *grid = editItemInTheGrid();
        QVERIFY(grid);
        DesignTab *design = editTheDesign();
        QVERIFY(design);
        QAction *undoAction = editMenu(*m_window)->actions().at(0);
        QCOMPARE(undoAction->text(), QStringLiteral("&Undo Edit index GSI1"));
        m_window->tabs()->setCurrentWidget(grid);
        QCOMPARE(undoAction->text(), QStringLiteral("&Undo Edit item"));
        m_window->tabs()->setCurrentWidget(design);
        QCOMPARE(undoAction->text(), QStringLiteral("&Undo Edit index GSI1"));

        // Closing the design leaves the grid's undo; closing every tab leaves none.
        Q_EMIT m_window->tabs()->tabCloseRequested(m_window->tabs()->indexOf(design));
        QTRY_COMPARE(undoAction->text(), QStringLiteral("&Undo Edit item"));
        Q_EMIT m_window->tabs()->tabCloseRequested(m_window->tabs()->indexOf(grid));
        QTRY_COMPARE(undoAction->text(), QStringLiteral("&Undo"));
        QVERIFY(!undoAction->isEnabled());
    }

private:
    bool call(const char *operation, const boost::json::object &request)
    {
        return m_session->client()->call(operation, request).ok();
    }

    // The stored item's n, read from the database past the GUI.
    QString storedN()
    {
        auto got = m_client->call("GetItem", boost::json::object{
                                                 {"TableName", "tbl"},
                                                 {"Key", {{"PK", {{"S", "u"}}}, {"SK", {{"S", "p"}}}}},
                                                 {"ConsistentRead", true}});
        if (!got.ok() || !got->contains("Item"))
            return {};
        return QString::fromStdString(std::string(got->at("Item").at("n").at("N").as_string()));
    }

    static QString gridN(TableTab &grid)
    {
        if (!grid.model() || grid.model()->rowCount() != 1)
            return {};
        return QString::fromStdString(
            std::string(grid.model()->item(0).at("n").at("N").as_string()));
    }

    static ProjectionType projection(DesignTab &design)
    {
        return design.document().table().index("GSI1")->index.projection.type;
    }

    // Opens the table and saves n = 2 over n = 1 in the item editor: one item write to undo.
    TableTab *editItemInTheGrid()
    {
        TableTab *grid = m_window->openTable(QStringLiteral("tbl"));
        if (!QTest::qWaitFor([grid] { return grid->model() && grid->model()->rowCount() == 1; }))
            return nullptr;
        m_tester = std::make_unique<QAbstractItemModelTester>(
            grid->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        ItemEditorDialog *dialog = m_window->itemActions()->editItem(grid, &m_loaded);
        auto mine = m_loaded;
        mine["n"] = json("{'N': '2'}");
        dialog->editor()->setText(dynamoJsonText(mine));
        dialog->save();
        QUndoStack *items = m_window->itemActions()->undoStack();
        if (!QTest::qWaitFor([items] { return items->count() == 1; }))
            return nullptr;
        return gridN(*grid) == QStringLiteral("2") ? grid : nullptr;
    }

    // Opens the example design and makes GSI1 keys-only: one design edit to undo.
    DesignTab *editTheDesign()
    {
        DesignTab *design = m_window->instrument<DesignInstrument>()->openExample(
            QStringLiteral("ecommerce"));
        if (!design)
            return nullptr;
        design->showPage(1);
        GsiEditor *editor = design->indexesPage()->editor();
        IndexDescription index = editor->index();
        index.projection = {ProjectionType::KeysOnly, {}};
        Q_EMIT editor->indexEdited(index);
        return design->document().undoStack()->count() == 1 ? design : nullptr;
    }

    const boost::json::object m_loaded =
        json("{'PK': {'S': 'u'}, 'SK': {'S': 'p'}, 'n': {'N': '1'}}");
    std::unique_ptr<Session> m_session;
    std::shared_ptr<Client> m_client;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestEditUndo)
#include "tst_edit_undo.moc"
