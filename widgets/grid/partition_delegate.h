#pragma once
// Draws a rule above the first row of each partition so a table's item collections read as
// groups, the way single-table design thinks of them.

#include <QStyledItemDelegate>

namespace tablesmith::gui {

class PartitionDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
};

} // namespace tablesmith::gui
