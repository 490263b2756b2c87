#pragma once
// EntityFilterProxy: the item grid restricted to some entity types. It keeps the grid's
// grouping honest: a partition whose first item is hidden starts at its first visible row
// (PartitionStartRole). A header click sorts the loaded rows by that column (SortRole);
// sorting by -1 restores the Scan's order. Paging passes through to the source
// (QSortFilterProxyModel forwards fetchMore).

#include <QSet>
#include <QSortFilterProxyModel>
#include <QString>

namespace tablesmith::gui {

class EntityFilterProxy : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit EntityFilterProxy(QObject *parent = nullptr);

    // Types left out of the grid; types not listed (also ones seen later) are shown.
    QSet<QString> hiddenEntityTypes() const { return m_hidden; }
    void setHiddenEntityTypes(const QSet<QString> &hidden);
    void setEntityTypeShown(const QString &entityType, bool shown);

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool startsPartition(int row) const;

    QSet<QString> m_hidden;
};

} // namespace tablesmith::gui
