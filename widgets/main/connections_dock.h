#pragma once
// The connections-and-tables dock: each connection, its tables (ListTables) and each table's
// key schema and indexes (DescribeTable). Activating a table asks the window to open it.

#include "common/key_schema.h"
#include "session/session.h"

#include <QDockWidget>
#include <QPointer>

class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace tablesmith::gui {

class ConnectionsDock : public QDockWidget {
    Q_OBJECT
public:
    enum Role { TableNameRole = Qt::UserRole + 1 };

    explicit ConnectionsDock(QWidget *parent = nullptr);

    // Shows `session` (or nothing, for null) and lists its tables.
    void setSession(Session *session);
    void refresh();
    QStandardItemModel *model() const { return m_model; }

Q_SIGNALS:
    void tableActivated(const QString &tableName);
    // Every table was listed and described.
    void refreshed();

private:
    void listTables(const std::string &exclusiveStartTableName);
    void onTablesListed(const CallReply &reply);
    void describeTable(QStandardItem *tableItem);
    void onTableDescribed(const QString &tableName, const CallReply &reply);
    QStandardItem *tableItem(const QString &tableName) const;
    void showContextMenu(const QPoint &position);

    QPointer<Session> m_session;
    QStandardItemModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QStandardItem *m_connectionItem = nullptr;
    quint64 m_generation = 0;
    int m_describesPending = 0;
    bool m_listing = false;
};

} // namespace tablesmith::gui
