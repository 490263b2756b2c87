#pragma once
// The connections-and-tables dock: each connection (the embedded database first, then any
// remote endpoints), its tables (ListTables) and each table's key schema and indexes
// (DescribeTable). Activating a table asks the window to open it in that connection.

#include "common/key_schema.h"
#include "session/session.h"

#include <QDockWidget>
#include <QPointer>

#include <memory>
#include <vector>

class QAction;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace tablesmith::gui {

class ConnectionsDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { TableNameRole = Qt::UserRole + 1 };

    explicit ConnectionsDock(QWidget *parent = nullptr);
    ~ConnectionsDock() override;

    // Shows `session` (or nothing, for null) as the embedded connection and lists its tables.
    void setSession(Session *session);
    // Adds a further connection under `label` (e.g. "remote · localhost:8000") below the
    // embedded one; the dock does not own it. removeConnection forgets it.
    void addConnection(Session *session, const QString &label);
    void removeConnection(Session *session);
    void refresh();
    // Listed in a table's context menu; triggered once that table's tab is in front.
    void addTableAction(QAction *action) { m_tableActions.push_back(action); }
    QStandardItemModel *model() const { return m_model; }
    // The connection an index in model() belongs to, or null.
    Session *sessionAt(const QModelIndex &index) const;

Q_SIGNALS:
    // A table of the embedded connection was activated.
    void tableActivated(const QString &tableName);
    // A table of any connection was activated.
    void tableActivatedIn(tablesmith::gui::Session *session, const QString &tableName);
    // The user asked to close a connection added with addConnection().
    void disconnectRequested(tablesmith::gui::Session *session);
    // Every table of a connection was listed and described.
    void refreshed();

private:
    struct Connection;

    void refreshConnection(Connection &connection);
    void listTables(Connection &connection, const std::string &exclusiveStartTableName);
    void onTablesListed(Connection &connection, const CallReply &reply);
    void describeTable(Connection &connection, QStandardItem *tableItem);
    void onTableDescribed(Connection &connection, const QString &tableName,
                          const CallReply &reply);
    Connection *connectionAt(const QModelIndex &index) const;
    // Whether `connection` is still shown and has not been refreshed since `generation`.
    bool isCurrent(const Connection *connection, quint64 generation) const;
    void showContextMenu(const QPoint &position);

    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    std::unique_ptr<Connection> m_embedded;
    std::vector<std::unique_ptr<Connection>> m_remotes;
    std::vector<QPointer<QAction>> m_tableActions;
};

} // namespace tablesmith::gui
