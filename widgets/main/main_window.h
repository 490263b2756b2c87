#pragma once
// MainWindow: the connections-and-tables dock, one tab per opened table, the API-call log, and
// the menus. It owns the Session of the database it has open and, while serving, the
// LocalEndpoint that exposes that database on localhost.

#include "session/session.h"

#include <QMainWindow>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace tablesmith::gui {

class CallLogDock;
class ConnectionsDock;
class ExportDialog;
class ImportDialog;
class TableDescriptionDialog;
class ItemActions;
class ItemDetailsDock;
class LocalEndpoint;
class TableTab;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // Closes what belongs to the previous database, then shows `session`'s tables.
    void setSession(std::unique_ptr<Session> session);
    Session *session() const { return m_session.get(); }

    // Opens the table's tab, or brings it to the front if it is already open.
    TableTab *openTable(const QString &tableName);
    TableTab *openTable(Session &session, const QString &tableName);
    // The open tab of `tableName` in the current tab's connection (else the embedded one).
    TableTab *tableTab(const QString &tableName) const;
    TableTab *tableTab(const Session &session, const QString &tableName) const;

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
    CallLogDock *callLogDock() const { return m_callLogDock; }
    ItemDetailsDock *detailsDock() const { return m_detailsDock; }
    ItemActions *itemActions() const { return m_itemActions; }
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

    // Window geometry, dock layout and open tabs, kept in QSettings between runs.
    void saveLayout() const;
    void restoreLayout();
    // Reopens the tabs of the last run whose tables exist in the open database.
    void restoreOpenTables();

    // File → Import and Table → Export: open their (non-modal) dialogs; null when there is no
    // connection or, for export, no open table.
    ImportDialog *importData();
    ExportDialog *exportCurrentTable();
    // Table → Describe: status, keys, capacity, indexes (status, items, size), stream, TTL.
    TableDescriptionDialog *describeCurrentTable();
    // The tables the Connections dock lists for `session`.
    QStringList listedTableNames(const Session *session) const;

Q_SIGNALS:
    void exampleLoaded(const QString &tableName);
    void openTablesRestored();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createStatusBar();
    void openDatabase();
    void newInMemoryDatabase();
    void showAbout();
    void closeAllTabs();
    void createTable();
    void deleteCurrentTable();
    void updateEmptyState();
    void updateServingStatus();
    void onCallCompleted(const CallReply &reply);
    void connectTab(TableTab *tab);
    Session *activeSession() const;
    void onCurrentTabChanged();
    void updateConnectionLabel();

    std::unique_ptr<Session> m_session;
    std::vector<std::unique_ptr<Session>> m_remoteSessions;
    std::unique_ptr<LocalEndpoint> m_endpoint;
    std::uint16_t m_servePort;
    ConnectionsDock *m_connectionsDock = nullptr;
    CallLogDock *m_callLogDock = nullptr;
    ItemDetailsDock *m_detailsDock = nullptr;
    ItemActions *m_itemActions = nullptr;
    QStackedWidget *m_center = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_connectionLabel = nullptr;
    QLabel *m_lastCallLabel = nullptr;
    QLabel *m_servingLabel = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_serveAction = nullptr;
    QAction *m_createTableAction = nullptr;
    QAction *m_deleteTableAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_describeAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};

} // namespace tablesmith::gui
