#include "grid/partition_delegate.h"

#include "grid/table_items_model.h"

#include <QPainter>

namespace tablesmith::gui {

void PartitionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    if (index.row() == 0 || !index.data(TableItemsModel::PartitionStartRole).toBool())
        return;
    painter->save();
    QColor rule = option.palette.color(QPalette::Mid);
    rule.setAlpha(140);
    painter->setPen(rule);
    painter->drawLine(option.rect.topLeft(), option.rect.topRight());
    painter->restore();
}

} // namespace tablesmith::gui
