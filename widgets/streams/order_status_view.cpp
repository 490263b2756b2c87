#include "streams/order_status_view.h"

#include "common/attribute_text.h"
#include "streams/stream_record_model.h"

#include <tablesmith/item_diff.h>

#include <QDateTime>
#include <QHeaderView>

#include <algorithm>

namespace tablesmith::gui {
namespace json = boost::json;

std::optional<std::pair<QString, QString>> orderStatusChange(const InspectorRecord &record)
{
    if (record.eventName() != QLatin1String("MODIFY"))
        return std::nullopt;
    const json::object *keys = record.image("Keys");
    const json::value *sortKey = keys ? keys->if_contains("SK") : nullptr;
    if (!keyValueText(sortKey).startsWith(QLatin1String("ORDER#")))
        return std::nullopt;
    const json::object *oldImage = record.image("OldImage");
    const json::object *newImage = record.image("NewImage");
    if (!oldImage || !newImage)
        return std::nullopt; // the handler needs NEW_AND_OLD_IMAGES
    auto before = itemFromJson(*oldImage);
    auto after = itemFromJson(*newImage);
    if (!before || !after)
        return std::nullopt;
    for (const AttributeChange &change : diffItems(*before, *after)) {
        if (change.path.size() == 1 && change.path[0].name == "status") {
            auto text = [](const std::optional<AttributeValue> &value) {
                return value ? attributeValueText(toJson(*value)) : QStringLiteral("—");
            };
            return std::pair(text(change.oldValue), text(change.newValue));
        }
    }
    return std::nullopt;
}

OrderStatusView::OrderStatusView(QWidget *parent) : QTreeWidget(parent)
{
    setHeaderLabels({tr("Time"), tr("Order"), tr("Old status"), tr("New status")});
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    // Not ResizeToContents: that measures every row on each insert, and rows arrive with each
    // feed batch; columns grow to fit the rows added instead (growToFit).
    header()->setSectionResizeMode(QHeaderView::Interactive);
}

void OrderStatusView::setModel(StreamRecordModel *model)
{
    m_records = model;
    connect(model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) { addRows(first, last); });
    connect(model, &QAbstractItemModel::modelReset, this, &QTreeWidget::clear);
}

void OrderStatusView::addRows(int first, int last)
{
    // Of a burst, only the last kMaxRows could stay.
    QList<QTreeWidgetItem *> items;
    for (int row = last; row >= first && items.size() < kMaxRows; --row) {
        const InspectorRecord &record = m_records->recordAt(row);
        const auto change = orderStatusChange(record);
        if (!change)
            continue;
        auto *item = new QTreeWidgetItem;
        item->setText(0, QDateTime::fromMSecsSinceEpoch(record.writtenMs()).toString(u"HH:mm:ss"));
        item->setText(1, m_records->index(row, StreamRecordModel::KeysColumn).data().toString());
        item->setText(2, change->first);
        item->setText(3, change->second);
        items.prepend(item);
    }
    if (items.isEmpty())
        return;
    // As the record list does: the oldest go a tenth at a time, not a few on every batch.
    if (const int excess = topLevelItemCount() + int(items.size()) - kMaxRows; excess > 0)
        dropOldest(std::max(excess, kMaxRows / 10));
    addTopLevelItems(items); // one insert per batch
    growToFit(items);
}

void OrderStatusView::dropOldest(int count)
{
    if (count >= topLevelItemCount())
        return clear(); // one reset rather than a removal per row
    model()->removeRows(0, count); // one removal for them all, not one per item
}

void OrderStatusView::growToFit(const QList<QTreeWidgetItem *> &items)
{
    // Measuring each text shapes it; the longest text of a column stands for the batch.
    for (int column = 0; column < columnCount(); ++column) {
        const auto longest = std::max_element(
            items.cbegin(), items.cend(), [column](const auto *a, const auto *b) {
                return a->text(column).size() < b->text(column).size();
            });
        const int width = std::max(header()->sectionSizeHint(column),
                                   sizeHintForIndex(indexFromItem(*longest, column)).width());
        if (width > columnWidth(column))
            setColumnWidth(column, width);
    }
}

QStringList OrderStatusView::rowsText() const
{
    QStringList rows;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = topLevelItem(i);
        rows << item->text(1) + QStringLiteral(": ") + item->text(2) + QStringLiteral(" -> ")
                    + item->text(3);
    }
    return rows;
}

} // namespace tablesmith::gui
