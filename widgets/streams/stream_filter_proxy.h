#pragma once
// The inspector's quick filters over StreamRecordModel: event names, table, key prefix, entity
// type, and whether the Lambda filter criteria matched. Checked per row from the model's roles,
// which are cheap (the display text behind them is built once per row).

#include <QSet>
#include <QSortFilterProxyModel>

namespace tablesmith::gui {

struct StreamRowFilter {
    enum class Pattern { Any, Matched, Unmatched };
    QSet<QString> eventNames; // INSERT, MODIFY, REMOVE; empty: every event
    QString tableName;        // empty: every table
    QString keyPrefix;        // of the keys text ("USER#u1 / ORDER#o1")
    QString entityType;       // empty: every type
    Pattern pattern = Pattern::Any;

    bool operator==(const StreamRowFilter &) const = default;
};

class StreamFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setRowFilter(const StreamRowFilter &filter);
    const StreamRowFilter &rowFilter() const { return m_filter; }
    // After the source model re-checked the Lambda criteria.
    void refilter() { invalidateRowsFilter(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    StreamRowFilter m_filter;
};

} // namespace tablesmith::gui
