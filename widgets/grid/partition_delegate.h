#pragma once
// Paints the item grid: the partition key and a rule on the first row of each partition only,
// so item collections read as groups, and attribute names in a quieter colour than values.

#include <QStyledItemDelegate>

namespace tablesmith::gui {

class PartitionDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;

private:
    void paintAttributes(QPainter *painter, const QStyleOptionViewItem &option,
                         const QStringList &parts) const;
};

} // namespace tablesmith::gui
