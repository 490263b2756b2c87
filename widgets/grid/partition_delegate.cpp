#include "grid/partition_delegate.h"

#include "grid/table_items_model.h"

#include <QApplication>
#include <QPainter>

namespace tablesmith::gui {
namespace {

constexpr int kTextMargin = 4; // matches Fusion's item text margin

QColor mixed(const QColor &a, const QColor &b, qreal weight)
{
    return QColor::fromRgbF(a.redF() * (1 - weight) + b.redF() * weight,
                            a.greenF() * (1 - weight) + b.greenF() * weight,
                            a.blueF() * (1 - weight) + b.blueF() * weight);
}

} // namespace

void PartitionDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                              const QModelIndex &index) const
{
    const QVariant parts = index.data(TableItemsModel::AttributePartsRole);
    if (parts.isValid()) {
        // Background, selection and focus from the style; the text is ours.
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
        paintAttributes(painter, background, parts.toStringList());
    } else if (index.column() == 0 && index.data(TableItemsModel::PartitionKeyRole).isValid()
               && !index.data(TableItemsModel::PartitionStartRole).toBool()) {
        // The partition key once per partition: its other rows show only their background.
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        background.icon = QIcon();
        const QWidget *widget = option.widget;
        QStyle *style = widget ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
    } else {
        QStyledItemDelegate::paint(painter, option, index);
    }
    if (index.row() == 0 || !index.data(TableItemsModel::PartitionStartRole).toBool())
        return;
    painter->save();
    QColor rule = option.palette.color(QPalette::Mid);
    rule.setAlpha(140);
    painter->setPen(rule);
    painter->drawLine(option.rect.topLeft(), option.rect.topRight());
    painter->restore();
}

void PartitionDelegate::paintAttributes(QPainter *painter, const QStyleOptionViewItem &option,
                                        const QStringList &parts) const
{
    const bool selected = option.state & QStyle::State_Selected;
    const QColor valueColor = option.palette.color(
        selected ? QPalette::HighlightedText : QPalette::Text);
    const QColor nameColor = selected
        ? valueColor
        : mixed(valueColor, option.palette.color(QPalette::Base), 0.45);
    const QColor separatorColor = mixed(valueColor, option.palette.color(QPalette::Base), 0.7);
    const QFontMetrics metrics(option.font);
    const QString separator = QStringLiteral("  ·  ");
    QRect rect = option.rect.adjusted(kTextMargin, 0, -kTextMargin, 0);
    painter->save();
    painter->setFont(option.font);
    auto draw = [&](const QString &text, const QColor &color) {
        if (rect.width() <= 0)
            return false;
        const QString shown = metrics.elidedText(text, Qt::ElideRight, rect.width());
        painter->setPen(color);
        painter->drawText(rect, Qt::AlignLeft | Qt::AlignVCenter, shown);
        rect.setLeft(rect.left() + metrics.horizontalAdvance(shown));
        return shown == text;
    };
    for (qsizetype i = 0; i + 1 < parts.size(); i += 2) {
        if ((i > 0 && !draw(separator, separatorColor))
            || !draw(parts[i] + QLatin1Char(' '), nameColor) || !draw(parts[i + 1], valueColor))
            break;
    }
    painter->restore();
}

} // namespace tablesmith::gui
