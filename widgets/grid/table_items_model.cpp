#include "grid/table_items_model.h"

#include "common/attribute_text.h"

#include <boost/json/array.hpp>
#include <boost/json/serialize.hpp>

#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QSet>

#include <algorithm>
#include <array>
#include <functional>
#include <limits>

namespace tablesmith::gui {
namespace {

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

// Stands in for items whose page is evicted.
const boost::json::object &emptyItem()
{
    static const boost::json::object empty;
    return empty;
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
    return parent.isValid() ? 0 : int(m_meta.size());
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


// ---- rows, pages and the cache ----

int TableItemsModel::pageOfRow(int row) const
{
    const auto after = std::upper_bound(
        m_pages.begin(), m_pages.end(), row,
        [](int r, const PageSpan &page) { return r < page.firstRow; });
    return int(after - m_pages.begin()) - 1;
}

const TableItemsModel::CachedRow *TableItemsModel::loadedRow(int row) const
{
    const int page = pageOfRow(row);
    if (page < 0)
        return nullptr;
    const auto found = m_cache.find(page);
    if (found == m_cache.end()) {
        // data() is const to its callers, yet showing an evicted row must bring its page
        // back: the request changes no row the view has seen.
        const_cast<TableItemsModel *>(this)->refetchPage(page);
        return nullptr;
    }
    found->second.lastUsed = ++m_useClock;
    const auto offset = std::size_t(row - m_pages[std::size_t(page)].firstRow);
    return offset < found->second.rows.size() ? &found->second.rows[offset] : nullptr;
}

TableItemsModel::CachedRow *TableItemsModel::cachedRow(int row)
{
    return const_cast<CachedRow *>(loadedRow(row));
}

bool TableItemsModel::isRowLoaded(int row) const
{
    const int page = pageOfRow(row);
    return page >= 0 && m_cache.count(page) > 0;
}

const boost::json::object &TableItemsModel::item(int row) const
{
    const CachedRow *cached = row >= 0 && row < rowCount() ? loadedRow(row) : nullptr;
    return cached ? cached->item : emptyItem();
}

TableItemsModel::RowMeta TableItemsModel::metaOf(const boost::json::object &item)
{
    RowMeta meta;
    if (const auto *pk = item.if_contains(m_keys.partitionKey))
        meta.partitionHash = quint32(std::hash<std::string>{}(boost::json::serialize(*pk)));
    meta.entity = qint16(entityIndexOf(item));
    return meta;
}

void TableItemsModel::cachePage(int page, std::vector<boost::json::object> items)
{
    CachedPage &cached = m_cache[page];
    m_cachedRows -= int(cached.rows.size());
    cached.rows.clear();
    cached.rows.reserve(items.size());
    const int first = m_pages[std::size_t(page)].firstRow;
    for (std::size_t i = 0; i < items.size(); ++i) {
        m_meta[std::size_t(first) + i] = metaOf(items[i]);
        CachedRow row;
        row.item = std::move(items[i]);
        cached.rows.push_back(std::move(row));
    }
    cached.lastUsed = ++m_useClock;
    m_cachedRows += int(cached.rows.size());
    evictBeyondCapacity(page);
}

void TableItemsModel::evictBeyondCapacity(int keepPage)
{
    while (m_cachedRows > m_cacheCapacity && m_cache.size() > 1) {
        auto oldest = m_cache.end();
        for (auto it = m_cache.begin(); it != m_cache.end(); ++it)
            if (it->first != keepPage
                && (oldest == m_cache.end() || it->second.lastUsed < oldest->second.lastUsed))
                oldest = it;
        m_cachedRows -= int(oldest->second.rows.size());
        m_cache.erase(oldest);
    }
}

void TableItemsModel::resizePage(int page, int rows)
{
    PageSpan &span = m_pages[std::size_t(page)];
    const int delta = rows - span.rowCount;
    if (delta == 0)
        return;
    const int end = span.firstRow + span.rowCount;
    if (delta > 0)
        beginInsertRows({}, end, end + delta - 1);
    else
        beginRemoveRows({}, end + delta, end - 1);
    span.rowCount = rows;
    for (std::size_t later = std::size_t(page) + 1; later < m_pages.size(); ++later)
        m_pages[later].firstRow += delta;
    const auto at = m_meta.begin() + std::ptrdiff_t(std::min(end, end + delta));
    if (delta > 0)
        m_meta.insert(at, std::size_t(delta), RowMeta{});
    else
        m_meta.erase(at, at + std::ptrdiff_t(-delta));
    if (delta > 0)
        endInsertRows();
    else
        endRemoveRows();
}

bool TableItemsModel::startsPartition(int row) const
{
    return row == 0
        || m_meta[std::size_t(row)].partitionHash != m_meta[std::size_t(row) - 1].partitionHash;
}

QString TableItemsModel::entityOf(int row) const
{
    const int index = m_meta[std::size_t(row)].entity;
    return index < 0 ? QString() : m_entityTypes[index];
}

int TableItemsModel::entityIndexOf(const boost::json::object &item)
{
    QString type = m_templates ? m_templates->entityOf(item) : QString();
    if (type.isEmpty())
        type = entityTypeOf(
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
    // Types are only ever appended or cleared, and a copy shares the list's data until then,
    // so this comparison is a pointer check on every cell but the first after a change.
    if (m_colouredTypes != m_entityTypes) {
        m_colouredTypes = m_entityTypes;
        m_entityColours.assign(m_entityTypes);
    }
    return m_entityTypes.contains(entityType) ? m_entityColours.colourOf(entityType)
                                              : QColor(Qt::gray);
}

void TableItemsModel::setEntitySeparator(QChar separator)
{
    if (separator == m_separator || separator.isNull())
        return;
    m_separator = separator;
    recomputeEntities();
}

void TableItemsModel::setEntityTemplates(std::optional<EntityTemplates> templates)
{
    m_templates = std::move(templates);
    recomputeEntities();
}

void TableItemsModel::recomputeEntities()
{
    // Rows of evicted pages get their type again when their page comes back.
    m_entityTypes.clear();
    for (auto &meta : m_meta)
        meta.entity = kUnknownEntity;
    for (auto &[page, cached] : m_cache) {
        const int first = m_pages[std::size_t(page)].firstRow;
        for (std::size_t i = 0; i < cached.rows.size(); ++i)
            m_meta[std::size_t(first) + i].entity = qint16(entityIndexOf(cached.rows[i].item));
    }
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    Q_EMIT entityTypesChanged();
}

// ---- data ----

QVariant TableItemsModel::displayText(const CachedRow &row, int section) const
{
    const auto &item = row.item;
    switch (column(section)) {
    case Column::PartitionKey:
        return keyValueText(item.if_contains(m_keys.partitionKey));
    case Column::SortKey:
        return keyValueText(item.if_contains(m_keys.sortKey));
    case Column::Attribute: {
        const auto *value = item.if_contains(attributeName(section).toStdString());
        return value ? attributeValueText(*value) : QVariant();
    }
    case Column::Attributes:
        break;
    }
    auto &cached = const_cast<CachedRow &>(row).attributesText;
    if (!cached)
        cached = itemAttributesText(item, m_keys);
    return *cached;
}

QVariant TableItemsModel::sortValue(int row, int section) const
{
    if (!isRowLoaded(row))
        return {};
    const CachedRow *cached = loadedRow(row);
    if (!cached)
        return {};
    const Column kind = column(section);
    const std::string name = kind == Column::PartitionKey ? m_keys.partitionKey
        : kind == Column::SortKey                         ? m_keys.sortKey
        : kind == Column::Attribute                       ? attributeName(section).toStdString()
                                                          : std::string();
    const auto *value = name.empty() ? nullptr : cached->item.if_contains(name);
    const auto *typed = value && value->is_object() ? value->get_object().if_contains("N")
                                                    : nullptr;
    if (typed && typed->is_string()) {
        // Ordering only: a double orders every DynamoDB number but ties beyond 15 digits.
        bool ok = false;
        const double number = QString::fromUtf8(typed->get_string().data(),
                                                qsizetype(typed->get_string().size()))
                                  .toDouble(&ok);
        if (ok)
            return number;
    }
    return displayText(*cached, section);
}

QVariant TableItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const Column kind = column(index.column());
    // Roles answered from the per-row summary never bring an evicted page back.
    switch (role) {
    case PartitionStartRole:
        return startsPartition(row);
    case EntityRole:
        return entityOf(row);
    case SortRole:
        return sortValue(row, index.column());
    case Qt::DecorationRole:
        if (kind == Column::SortKey || (kind == Column::PartitionKey && !m_keys.hasSortKey()))
            return m_meta[std::size_t(row)].entity < 0
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
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case PartitionKeyRole:
    case AttributePartsRole:
        break;
    default:
        return {};
    }
    const CachedRow *cached = loadedRow(row);
    if (!cached) {
        if (role != Qt::DisplayRole || kind == Column::Attribute)
            return {};
        const int page = pageOfRow(row);
        return m_refetchFailed.contains(page) ? tr("(not loaded: press F5)") : tr("loading…");
    }
    const auto &item = cached->item;
    switch (role) {
    case Qt::DisplayRole:
        return displayText(*cached, index.column());
    case Qt::ToolTipRole:
        if (kind == Column::Attribute)
            return attributeTooltip(item, attributeName(index.column()));
        if (kind == Column::Attributes)
            return itemAttributesDetail(item, m_keys);
        return keyValueText(item.if_contains(
            kind == Column::PartitionKey ? m_keys.partitionKey : m_keys.sortKey));
    case PartitionKeyRole:
        return keyValueText(item.if_contains(m_keys.partitionKey));
    case AttributePartsRole: {
        if (kind != Column::Attributes)
            return {};
        auto &parts = const_cast<CachedRow *>(cached)->attributesParts;
        if (!parts)
            parts = itemAttributesParts(item, m_keys);
        return *parts;
    }
    default:
        return {};
    }
}

// ---- paging forward ----

bool TableItemsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && !m_fetching && !m_atEnd && !m_failed && !m_pagedByCaller;
}

void TableItemsModel::setPagedByCaller(bool byCaller)
{
    m_pagedByCaller = byCaller;
    if (byCaller)
        m_cacheCapacity = std::numeric_limits<int>::max();
}

void TableItemsModel::appendItems(boost::json::array items)
{
    appendPage(items, std::nullopt);
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

void TableItemsModel::loadToEnd(CancellationToken token)
{
    m_loadToEnd = std::move(token);
    if (m_atEnd) {
        m_loadToEnd.reset();
        Q_EMIT loadStateChanged();
        return;
    }
    if (!m_fetching) {
        m_failed = false;
        requestPage();
    }
    Q_EMIT loadStateChanged();
}

void TableItemsModel::cancelLoading()
{
    if (!m_loadToEnd)
        return;
    m_loadToEnd->cancel();
    // With no page in flight there is nothing left to stop.
    if (!m_fetching) {
        m_loadToEnd.reset();
        Q_EMIT loadStateChanged();
    }
}

void TableItemsModel::reload()
{
    beginResetModel();
    ++m_generation;
    m_pages.clear();
    m_meta.clear();
    m_cache.clear();
    m_cachedRows = 0;
    m_refetching.clear();
    m_refetchFailed.clear();
    m_entityTypes.clear();
    m_attributeNames.clear();
    m_lastEvaluatedKey.reset();
    m_recordsBeforeFirstPage.clear();
    if (m_loadToEnd)
        m_loadToEnd->cancel();
    m_loadToEnd.reset();
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
                   [this, generation, startKey = m_lastEvaluatedKey](const CallReply &reply) {
                       if (generation == m_generation)
                           onPage(reply, startKey);
                   });
    Q_EMIT loadStateChanged();
}

void TableItemsModel::onPage(const CallReply &reply, std::optional<boost::json::object> startKey)
{
    m_fetching = false;
    if (!reply.ok()) {
        m_failed = true;
        m_loadToEnd.reset();
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
        appendPage(items->get_array(), std::move(startKey));
    }
    if (m_loadToEnd && (m_atEnd || m_loadToEnd->isCancelled()))
        m_loadToEnd.reset();
    if (!m_recordsBeforeFirstPage.empty())
        replayRecordsBeforeFirstPage();
    Q_EMIT pageLoaded(pageItems, consumedCapacity(response), reply.elapsedMs);
    Q_EMIT loadStateChanged();
    // A page can come back empty yet not be the last (a Scan's Limit counts items read); the
    // view only asks again after rows arrive, so keep going here. So does loadToEnd().
    if (!m_atEnd && !m_fetching && (pageItems == 0 || m_loadToEnd))
        requestPage();
}

void TableItemsModel::appendPage(boost::json::array &items,
                                 std::optional<boost::json::object> startKey)
{
    if (items.empty())
        return;
    addAttributeNames(items);
    const qsizetype typesBefore = m_entityTypes.size();
    const int first = rowCount();
    PageSpan span;
    span.startKey = std::move(startKey);
    span.firstRow = first;
    m_pages.push_back(std::move(span));
    const int page = int(m_pages.size()) - 1;
    std::vector<boost::json::object> objects;
    objects.reserve(items.size());
    for (auto &item : items)
        objects.push_back(item.is_object() ? std::move(item.get_object())
                                           : boost::json::object());
    beginInsertRows({}, first, first + int(objects.size()) - 1);
    m_pages.back().rowCount = int(objects.size());
    m_meta.resize(m_meta.size() + objects.size());
    cachePage(page, std::move(objects));
    endInsertRows();
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

void TableItemsModel::addAttributeNames(const boost::json::array &items)
{
    QSet<QString> known(m_attributeNames.begin(), m_attributeNames.end());
    QStringList added;
    for (const auto &item : items) {
        if (!item.is_object())
            continue;
        for (const auto &member : item.get_object()) {
            if (m_keys.isKeyAttribute(member.key()))
                continue;
            const QString name = QString::fromUtf8(member.key().data(),
                                                   qsizetype(member.key().size()));
            if (!known.contains(name)) {
                known.insert(name);
                added << name;
            }
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

} // namespace tablesmith::gui
