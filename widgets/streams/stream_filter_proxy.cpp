#include "streams/stream_filter_proxy.h"

#include "streams/stream_record_model.h"

namespace tablesmith::gui {

void StreamFilterProxy::setRowFilter(const StreamRowFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    invalidateRowsFilter();
}

bool StreamFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    using Role = StreamRecordModel::Role;
    if (!m_filter.eventNames.isEmpty()
        && !m_filter.eventNames.contains(index.data(Role::EventNameRole).toString()))
        return false;
    if (!m_filter.tableName.isEmpty()
        && index.data(Role::TableNameRole).toString() != m_filter.tableName)
        return false;
    if (!m_filter.keyPrefix.isEmpty()
        && !index.data(Role::KeysTextRole).toString().startsWith(m_filter.keyPrefix))
        return false;
    if (!m_filter.entityType.isEmpty()
        && index.data(Role::EntityTypeRole).toString() != m_filter.entityType)
        return false;
    if (m_filter.pattern == StreamRowFilter::Pattern::Any)
        return true;
    return index.data(Role::MatchedRole).toBool()
           == (m_filter.pattern == StreamRowFilter::Pattern::Matched);
}

} // namespace tablesmith::gui
