#include "grid/entity_filter_proxy.h"

#include "grid/table_items_model.h"

namespace tablesmith::gui {

EntityFilterProxy::EntityFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    // Rows stay in the engine's order until the user sorts by a column (a header click).
    setDynamicSortFilter(true);
    setSortRole(TableItemsModel::SortRole);
}

void EntityFilterProxy::setHiddenEntityTypes(const QSet<QString> &hidden)
{
    if (hidden == m_hidden)
        return;
    m_hidden = hidden;
    invalidateFilter();
    // The first visible row of a partition may have changed.
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0));
}

void EntityFilterProxy::setEntityTypeShown(const QString &entityType, bool shown)
{
    QSet<QString> hidden = m_hidden;
    if (shown)
        hidden.remove(entityType);
    else
        hidden.insert(entityType);
    setHiddenEntityTypes(hidden);
}

bool EntityFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_hidden.isEmpty())
        return true;
    const QModelIndex source = sourceModel()->index(sourceRow, 0, sourceParent);
    return !m_hidden.contains(source.data(TableItemsModel::EntityRole).toString());
}

bool EntityFilterProxy::startsPartition(int row) const
{
    if (row == 0)
        return true;
    return index(row, 0).data(TableItemsModel::PartitionKeyRole)
        != index(row - 1, 0).data(TableItemsModel::PartitionKeyRole);
}

QVariant EntityFilterProxy::data(const QModelIndex &index, int role) const
{
    // Sorted or filtered, a partition starts wherever its key differs from the row above.
    if ((m_hidden.isEmpty() && sortColumn() < 0) || !index.isValid())
        return QSortFilterProxyModel::data(index, role);
    if (role == TableItemsModel::PartitionStartRole)
        return startsPartition(index.row());
    return QSortFilterProxyModel::data(index, role);
}

} // namespace tablesmith::gui
