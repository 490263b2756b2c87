#include "grid/table_items_model.h"

#include "common/attribute_text.h"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSet>

#include <array>

namespace tablesmith::gui {
namespace {

// Distinct hues that read on light and dark backgrounds alike.
constexpr std::array<QRgb, 8> kEntityColors = {0x3b82f6, 0xf59e0b, 0x10b981, 0xef4444,
                                               0x8b5cf6, 0x06b6d4, 0xec4899, 0x84cc16};

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

QVariant attributeTooltip(const boost::json::object &item, const QString &name)
{
    const auto *value = item.if_contains(name.toStdString());
    if (!value)
        return {};
    return QStringLiteral("%1 (%2): %3")
        .arg(name, attributeType(*value), attributeValueText(*value, 200));
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
    if (parent.isValid())
        return 0;
    const int keyColumns = m_keys.hasSortKey() ? 2 : 1;
    return keyColumns
        + (m_viewMode == ViewMode::Partitions ? 1 : int(m_attributeNames.size()));
}

TableItemsModel::Column TableItemsModel::column(int section) const
{
    if (section == 0)
        return Column::PartitionKey;
    if (section == 1 && m_keys.hasSortKey())
        return Column::SortKey;
    return m_viewMode == ViewMode::Partitions ? Column::Attributes : Column::Attribute;
}

QString TableItemsModel::attributeName(int section) const
{
    if (column(section) != Column::Attribute)
        return {};
    const int index = section - (m_keys.hasSortKey() ? 2 : 1);
    return index < m_attributeNames.size() ? m_attributeNames[index] : QString();
}

void TableItemsModel::setViewMode(ViewMode mode)
{
    if (mode == m_viewMode)
        return;
    beginResetModel();
    m_viewMode = mode;
    endResetModel();
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
        case Column::Attribute:
            return attributeName(section);
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
        case Column::Attribute:
            return tr("Attribute %1").arg(attributeName(section));
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
    const int index = m_entityIndex[std::size_t(row)];
    return index < 0 ? QString() : m_entityTypes[index];
}

int TableItemsModel::entityIndexOf(const boost::json::object &item)
{
    const QString type = entityTypeOf(
        keyValueText(item.if_contains(m_keys.partitionKey)),
        m_keys.hasSortKey() ? keyValueText(item.if_contains(m_keys.sortKey)) : QString(),
        m_separator);
    if (type.isEmpty())
        return -1;
    qsizetype index = m_entityTypes.indexOf(type);
    if (index < 0) {
        index = m_entityTypes.size();
        m_entityTypes << type;
    }
    return int(index);
}

QColor TableItemsModel::entityColor(const QString &entityType) const
{
    const qsizetype index = m_entityTypes.indexOf(entityType);
    if (index < 0)
        return QColor(Qt::gray);
    return QColor(kEntityColors[std::size_t(index) % kEntityColors.size()]);
}

void TableItemsModel::setEntitySeparator(QChar separator)
{
    if (separator == m_separator || separator.isNull())
        return;
    m_separator = separator;
    recomputeEntities();
}

void TableItemsModel::recomputeEntities()
{
    m_entityTypes.clear();
    for (std::size_t row = 0; row < m_items.size(); ++row)
        m_entityIndex[row] = entityIndexOf(m_items[row]);
    if (!m_items.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT entityTypesChanged();
}

QVariant TableItemsModel::attributeText(int row, int section) const
{
    const auto *value = m_items[std::size_t(row)].if_contains(
        attributeName(section).toStdString());
    return value ? attributeValueText(*value) : QVariant();
}

QVariant TableItemsModel::displayText(int row, int section) const
{
    const auto &item = m_items[std::size_t(row)];
    switch (column(section)) {
    case Column::PartitionKey:
        return keyValueText(item.if_contains(m_keys.partitionKey));
    case Column::SortKey:
        return keyValueText(item.if_contains(m_keys.sortKey));
    case Column::Attribute:
        return attributeText(row, section);
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
        return displayText(row, index.column());
    case Qt::ToolTipRole:
        if (kind == Column::Attribute)
            return attributeTooltip(m_items[std::size_t(row)],
                                    attributeName(index.column()));
        if (kind == Column::Attributes)
            return itemAttributesDetail(m_items[std::size_t(row)], m_keys);
        return keyValueText(m_items[std::size_t(row)].if_contains(
            kind == Column::PartitionKey ? m_keys.partitionKey : m_keys.sortKey));
    case Qt::DecorationRole:
        if (kind == Column::SortKey || (kind == Column::PartitionKey && !m_keys.hasSortKey()))
            return m_entityIndex[std::size_t(row)] < 0
                ? QVariant()
                : QVariant(entityIcon(entityColor(entityOf(row)).rgb()));
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
    m_entityIndex.clear();
    m_entityTypes.clear();
    m_attributeNames.clear();
    m_lastEvaluatedKey.reset();
    m_fetching = false;
    m_atEnd = false;
    m_failed = false;
    endResetModel();
    Q_EMIT entityTypesChanged();
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
    addAttributeNames(items);
    const int first = int(m_items.size());
    const qsizetype typesBefore = m_entityTypes.size();
    beginInsertRows({}, first, first + int(items.size()) - 1);
    m_items.reserve(m_items.size() + items.size());
    for (auto &item : items) {
        m_items.push_back(item.is_object() ? std::move(item.get_object()) : boost::json::object());
        m_entityIndex.push_back(entityIndexOf(m_items.back()));
    }
    m_attributesText.resize(m_items.size());
    m_attributesParts.resize(m_items.size());
    endInsertRows();
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

void TableItemsModel::addAttributeNames(const boost::json::array &items)
{
    QStringList added;
    for (const auto &item : items) {
        if (!item.is_object())
            continue;
        for (const auto &member : item.get_object()) {
            if (m_keys.isKeyAttribute(member.key()))
                continue;
            const QString name = QString::fromUtf8(member.key().data(),
                                                   qsizetype(member.key().size()));
            if (!m_attributeNames.contains(name) && !added.contains(name))
                added << name;
        }
    }
    if (added.isEmpty())
        return;
    if (m_viewMode == ViewMode::Partitions) {
        m_attributeNames << added;
        return;
    }
    const int first = columnCount();
    beginInsertColumns({}, first, first + int(added.size()) - 1);
    m_attributeNames << added;
    endInsertColumns();
}

boost::json::object TableItemsModel::keyOf(const boost::json::object &item) const
{
    boost::json::object key;
    if (const auto *pk = item.if_contains(m_keys.partitionKey))
        key[m_keys.partitionKey] = *pk;
    if (m_keys.hasSortKey())
        if (const auto *sk = item.if_contains(m_keys.sortKey))
            key[m_keys.sortKey] = *sk;
    return key;
}

int TableItemsModel::rowOfKey(const boost::json::object &key) const
{
    for (std::size_t row = 0; row < m_items.size(); ++row)
        if (keyOf(m_items[row]) == key)
            return int(row);
    return -1;
}

void TableItemsModel::upsertItem(const boost::json::object &item)
{
    const int row = rowOfKey(keyOf(item));
    if (row < 0) {
        boost::json::array added{item};
        appendItems(added);
        return;
    }
    boost::json::array named{item};
    addAttributeNames(named);
    m_items[std::size_t(row)] = item;
    m_attributesText[std::size_t(row)].reset();
    m_attributesParts[std::size_t(row)].reset();
    const qsizetype typesBefore = m_entityTypes.size();
    m_entityIndex[std::size_t(row)] = entityIndexOf(item);
    Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

void TableItemsModel::removeItems(const std::vector<boost::json::object> &keys)
{
    if (keys.size() < 4) {
        for (const auto &key : keys)
            removeItem(key);
        return;
    }
    QSet<QString> wanted;
    for (const auto &key : keys)
        wanted.insert(QString::fromStdString(boost::json::serialize(key)));
    // From the end, so earlier rows keep their numbers while later ones go.
    for (int row = rowCount() - 1; row >= 0; --row) {
        const auto key = boost::json::serialize(keyOf(m_items[std::size_t(row)]));
        if (wanted.contains(QString::fromStdString(key)))
            eraseRow(row);
    }
}

void TableItemsModel::eraseRow(int row)
{
    beginRemoveRows({}, row, row);
    const auto at = std::ptrdiff_t(row);
    m_items.erase(m_items.begin() + at);
    m_attributesText.erase(m_attributesText.begin() + at);
    m_attributesParts.erase(m_attributesParts.begin() + at);
    m_entityIndex.erase(m_entityIndex.begin() + at);
    endRemoveRows();
    // The next row may now start its partition.
    if (row < rowCount())
        Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
}

void TableItemsModel::removeItem(const boost::json::object &key)
{
    const int row = rowOfKey(key);
    if (row >= 0)
        eraseRow(row);
}

} // namespace tablesmith::gui
