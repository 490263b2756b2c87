#include "main/connections_dock.h"

#include "common/error_text.h"
#include "common/icons.h"

#include <boost/json/array.hpp>

#include <QHeaderView>
#include <QMenu>
#include <QStandardItemModel>
#include <QTreeView>

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

QString indexText(const IndexSummary &index)
{
    QStringList keys{QString::fromStdString(index.keys.partitionKey)};
    if (index.keys.hasSortKey())
        keys << QString::fromStdString(index.keys.sortKey);
    QString projection = index.projectionType;
    if (!index.nonKeyAttributes.isEmpty())
        projection += QLatin1Char(' ') + index.nonKeyAttributes.join(QStringLiteral(", "));
    return QStringLiteral("%1 · %2 · %3")
        .arg(index.name, keys.join(QStringLiteral(", ")), projection);
}

} // namespace

ConnectionsDock::ConnectionsDock(QWidget *parent) : QDockWidget(tr("Connections"), parent)
{
    setObjectName(QStringLiteral("connectionsDock"));
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
        if (!table.isEmpty())
            Q_EMIT tableActivated(table);
    });
    connect(m_view, &QTreeView::customContextMenuRequested, this,
            &ConnectionsDock::showContextMenu);
}

void ConnectionsDock::setSession(Session *session)
{
    m_session = session;
    refresh();
}

void ConnectionsDock::refresh()
{
    ++m_generation;
    m_model->clear();
    m_connectionItem = nullptr;
    m_describesPending = 0;
    if (!m_session)
        return;
    m_connectionItem = leaf(icon(QStringLiteral("connection")),
                            tr("embedded · %1").arg(m_session->name()));
    QFont bold = m_view->font();
    bold.setWeight(QFont::DemiBold);
    m_connectionItem->setFont(bold);
    m_model->appendRow(m_connectionItem);
    m_view->expand(m_connectionItem->index());
    listTables({});
}

void ConnectionsDock::listTables(const std::string &exclusiveStartTableName)
{
    boost::json::object request;
    if (!exclusiveStartTableName.empty())
        request["ExclusiveStartTableName"] = exclusiveStartTableName;
    const quint64 generation = m_generation;
    m_listing = true;
    m_session->call(QStringLiteral("ListTables"), std::move(request), this,
                    [this, generation](const CallReply &reply) {
                        if (generation == m_generation)
                            onTablesListed(reply);
                    });
}

void ConnectionsDock::onTablesListed(const CallReply &reply)
{
    m_listing = false;
    if (!reply.ok()) {
        m_connectionItem->appendRow(leaf({}, errorSummary(*reply.error), reply.error->message));
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
            m_connectionItem->appendRow(item);
            describeTable(item);
        }
    const auto *next = reply.response.if_contains("LastEvaluatedTableName");
    if (next && next->is_string())
        listTables(std::string(next->get_string()));
    else if (m_describesPending == 0)
        Q_EMIT refreshed();
}

void ConnectionsDock::describeTable(QStandardItem *item)
{
    const QString table = item->data(TableNameRole).toString();
    boost::json::object request;
    request["TableName"] = table.toStdString();
    const quint64 generation = m_generation;
    ++m_describesPending;
    m_session->call(QStringLiteral("DescribeTable"), std::move(request), this,
                    [this, generation, table](const CallReply &reply) {
                        if (generation != m_generation)
                            return;
                        --m_describesPending;
                        onTableDescribed(table, reply);
                        if (m_describesPending == 0 && !m_listing)
                            Q_EMIT refreshed();
                    });
}

QStandardItem *ConnectionsDock::tableItem(const QString &tableName) const
{
    for (int row = 0; m_connectionItem && row < m_connectionItem->rowCount(); ++row) {
        QStandardItem *item = m_connectionItem->child(row);
        if (item->data(TableNameRole).toString() == tableName)
            return item;
    }
    return nullptr;
}

void ConnectionsDock::onTableDescribed(const QString &tableName, const CallReply &reply)
{
    QStandardItem *item = tableItem(tableName);
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
        item->appendRow(leaf(icon(QStringLiteral("index")), indexText(index),
                             index.global ? tr("Global secondary index")
                                          : tr("Local secondary index")));
    if (m_connectionItem->rowCount() <= kExpandTablesUpTo)
        m_view->expand(item->index());
}

void ConnectionsDock::showContextMenu(const QPoint &position)
{
    const QModelIndex index = m_view->indexAt(position);
    QMenu menu(this);
    const QString table = index.data(TableNameRole).toString();
    if (!table.isEmpty())
        connect(menu.addAction(icon(QStringLiteral("table")), tr("Open %1").arg(table)),
                &QAction::triggered, this, [this, table] { Q_EMIT tableActivated(table); });
    connect(menu.addAction(icon(QStringLiteral("refresh")), tr("Refresh")), &QAction::triggered,
            this, &ConnectionsDock::refresh);
    menu.exec(m_view->viewport()->mapToGlobal(position));
}

} // namespace tablesmith::gui
