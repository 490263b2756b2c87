#pragma once
// MainWindow: the workbench's core — the connections-and-tables dock, one grid tab per opened
// table with the item actions and details, the menus and the status bar — and the Workbench
// (main/instrument.h) its instruments attach to. It owns the Session of the database it has
// open, the remote sessions, and, while serving, the LocalEndpoint that exposes that database
// on localhost. It knows no instrument by type: the caller hands it their factories.

#include "main/instrument.h"
#include "session/session.h"

#include <QMainWindow>

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace tablesmith::gui {

class ConnectionsDock;
class ItemActions;
class ItemDetailsDock;
class LocalEndpoint;
class TableTab;
class WorkbenchUndo;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // Builds the core window, then each instrument from `instruments` and attaches it, in order.
    explicit MainWindow(const std::vector<InstrumentFactory> &instruments = {},
                        QWidget *parent = nullptr);
    ~MainWindow() override;

    // What the instruments see of this window.
    Workbench &workbench();
    // The attached instrument whose id() is `id`, or null.
    Instrument *instrument(const QString &id) const;
    // The attached instrument of type T, or null (for tests; the window itself never asks).
    template<typename T> T *instrument() const
    {
        for (const auto &attached : m_instruments)
            if (auto *found = qobject_cast<T *>(attached.get()))
                return found;
        return nullptr;
    }

    // Closes what belongs to the previous database, then shows `session`'s tables.
    void setSession(std::unique_ptr<Session> session);
    Session *session() const { return m_session.get(); }

    // Opens the table's tab, or brings it to the front if it is already open.
    TableTab *openTable(const QString &tableName);
    TableTab *openTable(Session &session, const QString &tableName);
    // The open tab of `tableName` in the current tab's connection (else the embedded one).
    TableTab *tableTab(const QString &tableName) const;
    TableTab *tableTab(const Session &session, const QString &tableName) const;

    // Database files (main_window_files.cpp). While the DynamoDB API is served, replacing the
    // database asks first: the served URL's clients would see the new one.
    // Opens `path`; a missing file is offered to be created, and a file another process holds
    // and serves is offered to be connected to at its URL instead.
    void openDatabaseFile(const QString &path);
    // Creates a database file at `path` and opens it; an existing file is offered to be opened.
    void createDatabaseFile(const QString &path);
    void newInMemoryDatabase();
    // Connects to a tablesmith (or DynamoDB Local) endpoint on this machine, as the endpoint
    // that serves a database file this window was refused.
    Session *connectToLocalUrl(const QString &url);

    // Remote endpoints, shown in the dock beside the embedded database (main_window_remote.cpp).
    // Asks for an endpoint and connects to it.
    void connectToEndpoint();
    Session *addRemoteSession(std::unique_ptr<Session> session);
    // Closes the session's tabs, then the session.
    void closeRemoteSession(Session *session);
    const std::vector<std::unique_ptr<Session>> &remoteSessions() const
    {
        return m_remoteSessions;
    }
    QTabWidget *tabs() const { return m_tabs; }
    ConnectionsDock *connectionsDock() const { return m_connectionsDock; }
    ItemDetailsDock *detailsDock() const { return m_detailsDock; }
    ItemActions *itemActions() const { return m_itemActions; }
    // Edit → Undo / Redo and the stack they act on.
    WorkbenchUndo *workbenchUndo() const { return m_undo; }
    TableTab *currentTableTab() const;

    // Creates and fills a bundled example table (unless present) and opens it.
    void loadExample(const QString &name);

    // Serves the open database's DynamoDB API on 127.0.0.1:`port`. Returns the error instead
    // of showing it, so callers choose how to report it.
    std::optional<CallError> startServing(std::uint16_t port);
    void stopServing();
    bool isServing() const;
    // startServing, with a message box on failure.
    bool serveOrReport(std::uint16_t port);

    // Window geometry, dock layout, open tabs and each instrument's state, kept in QSettings
    // between runs.
    void saveLayout() const;
    void restoreLayout();
    // Reopens the tabs of the last run whose tables exist in the open database.
    void restoreOpenTables();

    // The tables the Connections dock lists for `session`.
    QStringList listedTableNames(const Session *session) const;

Q_SIGNALS:
    void exampleLoaded(const QString &tableName);
    void openTablesRestored();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    class WindowWorkbench;
    friend class WindowWorkbench;

    void createActions();
    // Each menu gets its leading actions, then the instruments add theirs, then the trailing
    // actions follow (main_window_workbench.cpp).
    void createMenus();
    void finishMenus();
    void attachInstruments(const std::vector<InstrumentFactory> &instruments);
    void createStatusBar();
    void openDatabase();
    void newDatabase();
    bool confirmReplacingServed();
    void openEmbedded(const QString &path);
    void showAbout();
    void closeAllTabs();
    void deleteCurrentTable();
    void updateEmptyState();
    void updateServingStatus();
    void connectTab(TableTab *tab);
    void addTableActions(TableTab *tab);
    Session *activeSession() const;
    void onCurrentTabChanged();
    void updateConnectionLabel();
    std::vector<Session *> allSessions() const;
    void emitActiveTableChanged();

    std::unique_ptr<Session> m_session;
    std::vector<std::unique_ptr<Session>> m_remoteSessions;
    std::unique_ptr<LocalEndpoint> m_endpoint;
    std::uint16_t m_servePort;
    WorkbenchSignals *m_notifier = nullptr;
    std::unique_ptr<WindowWorkbench> m_workbench;
    // After the sessions, so instruments go before the connections they may refer to.
    std::vector<std::unique_ptr<Instrument>> m_instruments;
    std::vector<std::pair<WorkbenchMenu, QMenu *>> m_menus;
    ConnectionsDock *m_connectionsDock = nullptr;
    ItemDetailsDock *m_detailsDock = nullptr;
    ItemActions *m_itemActions = nullptr;
    WorkbenchUndo *m_undo = nullptr;
    QStackedWidget *m_center = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QLabel *m_servingLabel = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_newFileAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_serveAction = nullptr;
    QAction *m_deleteTableAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace tablesmith::gui
