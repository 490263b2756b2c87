#include "grid/table_items_model.h"

#include "common/attribute_text.h"

#include <boost/json/array.hpp>

#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include <array>

namespace tablesmith::gui {
namespace {

// Distinct hues that read on light and dark backgrounds alike.
constexpr std::array<QRgb, 8> kEntityColors = {0x3b82f6, 0xf59e0b, 0x10b981, 0xef4444,
                                               0x8b5cf6, 0x06b6d4, 0xec4899, 0x84cc16};

QString keyPrefix(const QString &keyText)
{
    const qsizetype hash = keyText.indexOf(QLatin1Char('#'));
    return (hash > 0 ? keyText.left(hash) : keyText).left(24);
}

QIcon entityIcon(QRgb rgb)
{
    static QHash<QRgb, QIcon> cache;
    if (auto it = cache.constFind(rgb); it != cache.constEnd())
        return *it;
    QPixmap pixmap(20, 20);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(rgb));
    painter.drawRoundedRect(QRectF(3, 3, 14, 14), 3, 3);
    painter.end();
    return *cache.insert(rgb, QIcon(pixmap));
}

double consumedCapacity(const boost::json::object &response)
{
    const auto *consumed = response.if_contains("ConsumedCapacity");
    if (!consumed || !consumed->is_object())
        return -1;
    const auto *units = consumed->get_object().if_contains("CapacityUnits");
    return units && units->is_number() ? units->to_number<double>() : -1;
}

} // namespace

TableItemsModel::TableItemsModel(Session &session, QString tableName, KeySchema keys,
                                 QObject *parent)
    : QAbstractTableModel(parent), m_session(session), m_tableName(std::move(tableName)),
      m_keys(std::move(keys))
{
}

int TableItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

int TableItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : (m_keys.hasSortKey() ? 3 : 2);
}

TableItemsModel::Column TableItemsModel::column(int section) const
{
    if (section == 0)
        return Column::PartitionKey;
    if (section == 1 && m_keys.hasSortKey())
        return Column::SortKey;
    return Column::Attributes;
}

QVariant TableItemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const Column kind = column(section);
    if (role == Qt::DisplayRole) {
        switch (kind) {
        case Column::PartitionKey:
            return QString::fromStdString(m_keys.partitionKey);
        case Column::SortKey:
            return QString::fromStdString(m_keys.sortKey);
        case Column::Attributes:
            return tr("attributes");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (kind) {
        case Column::PartitionKey:
            return tr("Partition key (HASH)");
        case Column::SortKey:
            return tr("Sort key (RANGE)");
        case Column::Attributes:
            return tr("Every other attribute of the item, with its value");
        }
    }
    return {};
}

bool TableItemsModel::startsPartition(int row) const
{
    if (row == 0)
        return true;
    const auto *current = m_items[std::size_t(row)].if_contains(m_keys.partitionKey);
    const auto *previous = m_items[std::size_t(row) - 1].if_contains(m_keys.partitionKey);
    return !current || !previous || *current != *previous;
}

QString TableItemsModel::entityOf(int row) const
{
    const auto &item = m_items[std::size_t(row)];
    QString entity = keyPrefix(keyValueText(item.if_contains(m_keys.partitionKey)));
    if (m_keys.hasSortKey())
        entity += QStringLiteral(" · ")
            + keyPrefix(keyValueText(item.if_contains(m_keys.sortKey)));
    return entity;
}

QColor TableItemsModel::entityColor(const QString &entity) const
{
    auto it = m_entityColors.constFind(entity);
    if (it == m_entityColors.constEnd())
        it = m_entityColors.insert(entity, int(m_entityColors.size() % kEntityColors.size()));
    return QColor(kEntityColors[std::size_t(*it)]);
}

QVariant TableItemsModel::displayText(int row, Column kind) const
{
    const auto &item = m_items[std::size_t(row)];
    switch (kind) {
    case Column::PartitionKey:
        return startsPartition(row) ? keyValueText(item.if_contains(m_keys.partitionKey))
                                    : QString();
    case Column::SortKey:
        return keyValueText(item.if_contains(m_keys.sortKey));
    case Column::Attributes:
        break;
    }
    auto &cached = m_attributesText[std::size_t(row)];
    if (!cached)
        cached = itemAttributesText(item, m_keys);
    return *cached;
}

QVariant TableItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Column kind = column(index.column());
    switch (role) {
    case Qt::DisplayRole:
        return displayText(row, kind);
    case Qt::ToolTipRole:
        if (kind == Column::Attributes)
            return itemAttributesDetail(m_items[std::size_t(row)], m_keys);
        return keyValueText(m_items[std::size_t(row)].if_contains(
            kind == Column::PartitionKey ? m_keys.partitionKey : m_keys.sortKey));
    case Qt::DecorationRole:
        if (kind == Column::SortKey || (kind == Column::PartitionKey && !m_keys.hasSortKey()))
            return entityIcon(entityColor(entityOf(row)).rgb());
        return {};
    case Qt::FontRole:
        if (kind == Column::PartitionKey) {
            QFont font;
            font.setWeight(QFont::DemiBold);
            return font;
        }
        return {};
    case PartitionKeyRole:
        return keyValueText(m_items[std::size_t(row)].if_contains(m_keys.partitionKey));
    case PartitionStartRole:
        return startsPartition(row);
    case EntityRole:
        return entityOf(row);
    case AttributePartsRole: {
        if (kind != Column::Attributes)
            return {};
        auto &cached = m_attributesParts[std::size_t(row)];
        if (!cached)
            cached = itemAttributesParts(m_items[std::size_t(row)], m_keys);
        return *cached;
    }
    default:
        return {};
    }
}

bool TableItemsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_fetching && !m_atEnd && !m_failed;
}

void TableItemsModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        requestPage();
}

void TableItemsModel::loadMore()
{
    if (m_fetching || m_atEnd)
        return;
    m_failed = false;
    requestPage();
}

void TableItemsModel::reload()
{
    beginResetModel();
    ++m_generation;
    m_items.clear();
    m_attributesText.clear();
    m_attributesParts.clear();
    m_entityColors.clear();
    m_lastEvaluatedKey.reset();
    m_fetching = false;
    m_atEnd = false;
    m_failed = false;
    endResetModel();
    Q_EMIT loadStateChanged();
}

void TableItemsModel::requestPage()
{
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    request["Limit"] = m_pageSize;
    request["ReturnConsumedCapacity"] = "TOTAL";
    if (m_lastEvaluatedKey)
        request["ExclusiveStartKey"] = *m_lastEvaluatedKey;
    m_fetching = true;
    const quint64 generation = m_generation;
    m_session.call(QStringLiteral("Scan"), std::move(request), this,
                   [this, generation](const CallReply &reply) {
                       if (generation == m_generation)
                           onPage(reply);
                   });
    Q_EMIT loadStateChanged();
}

void TableItemsModel::onPage(const CallReply &reply)
{
    m_fetching = false;
    if (!reply.ok()) {
        m_failed = true;
        Q_EMIT loadStateChanged();
        Q_EMIT loadFailed(*reply.error);
        return;
    }
    boost::json::object response = reply.response;
    // Where the next page starts is settled before the rows land: views and testers ask
    // canFetchMore() from inside rowsInserted.
    const auto *next = response.if_contains("LastEvaluatedKey");
    if (next && next->is_object() && !next->get_object().empty())
        m_lastEvaluatedKey = next->get_object();
    else
        m_atEnd = true;
    int pageItems = 0;
    if (auto *items = response.if_contains("Items"); items && items->is_array()) {
        pageItems = int(items->get_array().size());
        appendItems(items->get_array());
    }
    Q_EMIT pageLoaded(pageItems, consumedCapacity(response), reply.elapsedMs);
    Q_EMIT loadStateChanged();
    // A page can come back empty yet not be the last (a Scan's Limit counts items read); the
    // view only asks again after rows arrive, so keep going here.
    if (pageItems == 0 && !m_atEnd)
        requestPage();
}

void TableItemsModel::appendItems(boost::json::array &items)
{
    if (items.empty())
        return;
    const int first = int(m_items.size());
    beginInsertRows({}, first, first + int(items.size()) - 1);
    m_items.reserve(m_items.size() + items.size());
    for (auto &item : items)
        m_items.push_back(item.is_object() ? std::move(item.get_object()) : boost::json::object());
    m_attributesText.resize(m_items.size());
    m_attributesParts.resize(m_items.size());
    endInsertRows();
}

} // namespace tablesmith::gui
