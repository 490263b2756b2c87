#pragma once
// Instrument: one tool of the workbench (the item grid, the query builder, the designer, the
// stream inspector, the call log, import/export), as Kate's plugins are to Kate. An instrument
// lives in its own folder and reaches the main window only through the Workbench below: it adds
// its actions to the named menus, creates its docks and tabs, and saves and restores its state.
// The main window knows no instrument by type; app/gui lists the instruments it builds.
// Instruments live on the UI thread and are owned by the main window.
//
// Registering an instrument: put it in widgets/<folder>/, add its files to widgets/CMakeLists.txt
// and one line to workbenchInstruments() in widgets/instruments.cpp:
//     instruments.push_back([] { return std::make_unique<MyInstrument>(); });
// The main window attaches them in that order; in each menu their actions come after the main
// window's own leading actions and before its trailing ones (File: before Quit; Table: before
// Delete Table), and docks are listed in View in the order they are added.

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;
class QSettings;
class QUndoStack;
class QWidget;

namespace tablesmith::gui {

class Session;

// The menus instruments add to, in menu-bar order.
enum class WorkbenchMenu { File, Edit, View, Table, Query, Stream, Server, Help };

// What the main window offers every instrument.
class Workbench {
public:
    virtual ~Workbench() = default;

    virtual QMainWindow *window() = 0;
    virtual QMenu *menu(WorkbenchMenu which) = 0;
    // Adds a dock (its objectName must be set, for the saved layout) and lists it in View.
    virtual void addDock(QDockWidget *dock, Qt::DockWidgetArea area) = 0;
    // Adds `page` as a tab of the central tab widget and shows it; the workbench owns it.
    virtual void addTab(QWidget *page, const QString &title) = 0;
    virtual void showStatusMessage(const QString &text) = 0;
    // Offers `action` on every table: a button in each table tab's footer, an entry in its
    // grid's context menu and in the Connections dock's menu of a table (which brings that
    // table's tab to the front first). When it triggers, activeSession() and activeTableName()
    // name the table. Call from attach(), before any table is open.
    virtual void addTableAction(QAction *action) = 0;
    // Edit → Undo / Redo (Ctrl+Z / Ctrl+Shift+Z) act on `stack` while the user works in `area`
    // (a tab or dock of the instrument's): while the focus is in it, or while it is the tab in
    // front and the focus is in no other area. Kept until `area` or `stack` is destroyed.
    virtual void addUndoStack(QUndoStack *stack, QWidget *area) = 0;

    // The connection of the current tab (else the embedded database); null when none is open.
    virtual Session *activeSession() const = 0;
    // The table shown in the current tab, empty when the tab shows no table.
    virtual QString activeTableName() const = 0;
    // Every open connection: the embedded database first, then remote endpoints.
    virtual std::vector<Session *> sessions() const = 0;
    // DescribeTable's ItemCount of the table in the current tab (about six hours old on
    // DynamoDB), or -1 when unknown or no table is in front.
    virtual qint64 activeTableItemCount() const = 0;
    // The tables the Connections dock lists for `session`.
    virtual QStringList tableNames(const Session *session) const = 0;

    // The table's grid tab in `session`: opened, or brought to the front if already open.
    virtual void openTable(Session &session, const QString &tableName) = 0;
    // Lists every connection's tables again (after a CreateTable, DeleteTable or import).
    virtual void refreshTables() = 0;
    // Reloads the items of every open grid (after writes the grids cannot see, e.g. imports).
    virtual void reloadOpenTables() = 0;
    // A QObject that emits the workbench's notifications (see WorkbenchSignals).
    virtual class WorkbenchSignals *notifier() = 0;
};

// The main window's notifications, as signals instruments connect to.
class WorkbenchSignals : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

Q_SIGNALS:
    // A connection was opened or is about to close (its tabs are already closed).
    void sessionAdded(tablesmith::gui::Session *session);
    void sessionAboutToClose(tablesmith::gui::Session *session);
    // The current tab changed to another connection or table.
    void activeTableChanged(tablesmith::gui::Session *session, const QString &tableName);
};

class Instrument : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // A stable name for settings keys and object names, e.g. "streams".
    virtual QString id() const = 0;
    // Creates the instrument's actions, menus, docks and tabs. Called once, after the main
    // window's own menus exist and before any session is set.
    virtual void attach(Workbench &workbench) = 0;
    // What the instrument keeps between runs. `settings` is already in the instrument's own
    // group ("instruments/<id>"); saved when the window closes, restored before the docks.
    virtual void saveState(QSettings &settings) const { Q_UNUSED(settings) }
    virtual void restoreState(QSettings &settings) { Q_UNUSED(settings) }
};

using InstrumentFactory = std::function<std::unique_ptr<Instrument>()>;

} // namespace tablesmith::gui
