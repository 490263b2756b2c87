#include "main/connections_dock.h"

#include "common/count_text.h"
#include "common/error_text.h"
#include "common/icons.h"

#include <boost/json/array.hpp>

#include <QHeaderView>
#include <QLocale>
#include <QMenu>
#include <QStandardItemModel>
#include <QTreeView>

#include <algorithm>

namespace tablesmith::gui {
namespace {

// More tables than this stay collapsed, so the tree stays a list of tables.
constexpr int kExpandTablesUpTo = 6;

QStandardItem *leaf(const QIcon &icon, const QString &text, const QString &toolTip = {})
{
    auto *item = new QStandardItem(icon, text);
    item->setEditable(false);
    item->setToolTip(toolTip.isEmpty() ? text : toolTip);
    return item;
}

QString typed(const std::string &name, const QString &type)
{
    const QString text = QString::fromStdString(name);
    return type.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, type);
}

// "GSI1 · GSI1PK, GSI1SK · ACTIVE · 2 items, 180 bytes": what a designer checks at a glance.
QString indexText(const IndexSummary &index)
{
    QStringList keys{QString::fromStdString(index.keys.partitionKey)};
    if (index.keys.hasSortKey())
        keys << QString::fromStdString(index.keys.sortKey);
    QStringList parts{index.name, keys.join(QStringLiteral(", "))};
    QString status = index.status.isEmpty() ? QStringLiteral("ACTIVE") : index.status;
    if (index.backfilling)
        status = ConnectionsDock::tr("%1, backfilling").arg(status);
    parts << status;
    if (index.itemCount >= 0)
        parts << ConnectionsDock::tr("%Ln item(s), %1", nullptr, countForTr(index.itemCount))
                     .arg(QLocale().formattedDataSize(std::max<qint64>(0, index.sizeBytes)));
    return parts.join(QStringLiteral(" · "));
}

// The tooltip: the kind of index and what it projects.
QString indexDetails(const IndexSummary &index)
{
    QString projection = index.projectionType;
    if (!index.nonKeyAttributes.isEmpty())
        projection += QStringLiteral(": ") + index.nonKeyAttributes.join(QStringLiteral(", "));
    return (index.global ? ConnectionsDock::tr("Global secondary index")
                         : ConnectionsDock::tr("Local secondary index")) +
           QStringLiteral(" · ") + ConnectionsDock::tr("projects %1").arg(projection);
}

} // namespace

struct ConnectionsDock::Connection {
    QPointer<Session> session;
    QString label;
    bool embedded = false;
    QStandardItem *item = nullptr; // its row in the model, while it has a session
    quint64 generation = 0;        // replies from an earlier refresh are dropped
    int describesPending = 0;
    bool listing = false;
};

ConnectionsDock::ConnectionsDock(QWidget *parent)
    : QDockWidget(tr("Connections"), parent), m_embedded(std::make_unique<Connection>())
{
    setObjectName(QStringLiteral("connectionsDock"));
    m_embedded->embedded = true;
    m_model = new QStandardItemModel(this);
    m_view = new QTreeView(this);
    m_view->setAccessibleName(tr("Connections and their tables"));
    m_view->setModel(m_model);
    m_view->setHeaderHidden(true);
    m_view->setUniformRowHeights(true);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setIconSize(QSize(16, 16));
    setWidget(m_view);

    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QString table = index.data(TableNameRole).toString();
        Connection *connection = connectionAt(index);
        if (table.isEmpty() || !connection || !connection->session)
            return;
        if (connection->embedded)
            Q_EMIT tableActivated(table);
        Q_EMIT tableActivatedIn(connection->session, table);
    });
    connect(m_view, &QTreeView::customContextMenuRequested, this,
            &ConnectionsDock::showContextMenu);
}

ConnectionsDock::~ConnectionsDock() = default;

void ConnectionsDock::setSession(Session *session)
{
    m_embedded->session = session;
    m_embedded->label = session ? tr("embedded · %1").arg(session->name()) : QString();
    refreshConnection(*m_embedded);
}

void ConnectionsDock::addConnection(Session *session, const QString &label)
{
    auto connection = std::make_unique<Connection>();
    connection->session = session;
    connection->label = label;
    m_remotes.push_back(std::move(connection));
    refreshConnection(*m_remotes.back());
}

void ConnectionsDock::removeConnection(Session *session)
{
    for (auto it = m_remotes.begin(); it != m_remotes.end(); ++it) {
        if ((*it)->session != session)
            continue;
        if ((*it)->item)
            m_model->removeRow((*it)->item->row());
        m_remotes.erase(it);
        return;
    }
}

void ConnectionsDock::refresh()
{
    refreshConnection(*m_embedded);
    for (auto &connection : m_remotes)
        refreshConnection(*connection);
}

Session *ConnectionsDock::sessionAt(const QModelIndex &index) const
{
    Connection *connection = connectionAt(index);
    return connection ? connection->session.data() : nullptr;
}

ConnectionsDock::Connection *ConnectionsDock::connectionAt(const QModelIndex &index) const
{
    QModelIndex top = index;
    while (top.parent().isValid())
        top = top.parent();
    const QStandardItem *item = m_model->itemFromIndex(top);
    if (!item)
        return nullptr;
    if (m_embedded->item == item)
        return m_embedded.get();
    for (const auto &connection : m_remotes)
        if (connection->item == item)
            return connection.get();
    return nullptr;
}

void ConnectionsDock::refreshConnection(Connection &connection)
{
    ++connection.generation;
    connection.describesPending = 0;
    connection.listing = false;
    // The embedded connection comes first, the remote ones after it in the order added.
    int row = (connection.embedded || !m_embedded->item) ? 0 : 1;
    for (const auto &other : m_remotes) {
        if (other.get() == &connection)
            break;
        if (other->item)
            ++row;
    }
    if (connection.item)
        m_model->removeRow(connection.item->row());
    connection.item = nullptr;
    if (!connection.session)
        return;
    connection.item = leaf(icon(QStringLiteral("connection")), connection.label);
    QFont bold = m_view->font();
    bold.setWeight(QFont::DemiBold);
    connection.item->setFont(bold);
    m_model->insertRow(row, connection.item);
    m_view->expand(connection.item->index());
    listTables(connection, {});
}

void ConnectionsDock::listTables(Connection &connection,
                                 const std::string &exclusiveStartTableName)
{
    boost::json::object request;
    if (!exclusiveStartTableName.empty())
        request["ExclusiveStartTableName"] = exclusiveStartTableName;
    const quint64 generation = connection.generation;
    connection.listing = true;
    Connection *target = &connection;
    connection.session->call(QStringLiteral("ListTables"), std::move(request), this,
                             [this, target, generation](const CallReply &reply) {
                                 if (isCurrent(target, generation))
                                     onTablesListed(*target, reply);
                             });
}

bool ConnectionsDock::isCurrent(const Connection *connection, quint64 generation) const
{
    if (connection == m_embedded.get())
        return connection->generation == generation;
    for (const auto &remote : m_remotes)
        if (remote.get() == connection)
            return connection->generation == generation;
    return false; // removed meanwhile
}

void ConnectionsDock::onTablesListed(Connection &connection, const CallReply &reply)
{
    connection.listing = false;
    if (!reply.ok()) {
        connection.item->appendRow(
            leaf({}, errorSummary(*reply.error), errorDescription(*reply.error)));
        Q_EMIT refreshed();
        return;
    }
    if (const auto *names = reply.response.if_contains("TableNames"); names && names->is_array())
        for (const auto &name : names->get_array()) {
            if (!name.is_string())
                continue;
            const QString table = QString::fromUtf8(name.get_string().c_str());
            auto *item = leaf(icon(QStringLiteral("table")), table);
            item->setData(table, TableNameRole);
            connection.item->appendRow(item);
            describeTable(connection, item);
        }
    const auto *next = reply.response.if_contains("LastEvaluatedTableName");
    if (next && next->is_string())
        listTables(connection, std::string(next->get_string()));
    else if (connection.describesPending == 0)
        Q_EMIT refreshed();
}

void ConnectionsDock::describeTable(Connection &connection, QStandardItem *item)
{
    const QString table = item->data(TableNameRole).toString();
    boost::json::object request;
    request["TableName"] = table.toStdString();
    const quint64 generation = connection.generation;
    ++connection.describesPending;
    Connection *target = &connection;
    connection.session->call(QStringLiteral("DescribeTable"), std::move(request), this,
                             [this, target, generation, table](const CallReply &reply) {
                                 if (!isCurrent(target, generation))
                                     return;
                                 --target->describesPending;
                                 onTableDescribed(*target, table, reply);
                                 if (target->describesPending == 0 && !target->listing)
                                     Q_EMIT refreshed();
                             });
}

void ConnectionsDock::onTableDescribed(Connection &connection, const QString &tableName,
                                       const CallReply &reply)
{
    QStandardItem *item = nullptr;
    for (int row = 0; !item && row < connection.item->rowCount(); ++row)
        if (connection.item->child(row)->data(TableNameRole).toString() == tableName)
            item = connection.item->child(row);
    if (!item)
        return;
    const auto *table = reply.ok() ? reply.response.if_contains("Table") : nullptr;
    if (!table || !table->is_object()) {
        if (!reply.ok())
            item->appendRow(leaf({}, errorSummary(*reply.error), reply.error->message));
        return;
    }
    const TableSummary summary = tableSummaryFrom(table->get_object());
    const QIcon keyIcon = icon(QStringLiteral("key"));
    item->appendRow(leaf(keyIcon, typed(summary.keys.partitionKey, summary.partitionKeyType),
                         tr("Partition key (HASH)")));
    if (summary.keys.hasSortKey())
        item->appendRow(leaf(keyIcon, typed(summary.keys.sortKey, summary.sortKeyType),
                             tr("Sort key (RANGE)")));
    for (const auto &index : summary.indexes)
        item->appendRow(leaf(icon(QStringLiteral("index")), indexText(index), indexDetails(index)));
    if (connection.item->rowCount() <= kExpandTablesUpTo)
        m_view->expand(item->index());
}

void ConnectionsDock::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    Connection *connection = connectionAt(index);
    QMenu menu(this);
    const QString table = index.data(TableNameRole).toString();
    if (!table.isEmpty() && connection && connection->session) {
        QPointer<Session> session = connection->session;
        const bool embedded = connection->embedded;
        connect(menu.addAction(icon(QStringLiteral("table")), tr("Open %1").arg(table)),
                &QAction::triggered, this, [this, session, embedded, table] {
                    if (!session)
                        return;
                    if (embedded)
                        Q_EMIT tableActivated(table);
                    Q_EMIT tableActivatedIn(session, table);
                });
        for (const QPointer<QAction> &action : m_tableActions) {
            if (!action)
                continue;
            QAction *entry = menu.addAction(action->icon(), action->text());
            connect(entry, &QAction::triggered, this, [this, session, embedded, table, action] {
                if (!session || !action)
                    return;
                if (embedded)
                    Q_EMIT tableActivated(table);
                Q_EMIT tableActivatedIn(session, table);
                action->trigger();
            });
        }
    }
    connect(menu.addAction(icon(QStringLiteral("refresh")), tr("Refresh")), &QAction::triggered,
            this, &ConnectionsDock::refresh);
    if (connection && !connection->embedded && connection->session) {
        QPointer<Session> session = connection->session;
        connect(menu.addAction(icon(QStringLiteral("close")), tr("Disconnect")),
                &QAction::triggered, this, [this, session] {
                    if (session)
                        Q_EMIT disconnectRequested(session);
                });
    }
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

} // namespace tablesmith::gui
