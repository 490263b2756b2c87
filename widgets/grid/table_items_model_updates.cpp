// TableItemsModel, continued: keeping rows up to date — evicted pages scanned again, rows found
// by key, and writes (this window's own and the stream's) applied to the loaded rows.

#include "grid/table_items_model.h"

#include <boost/json/array.hpp>

#include <algorithm>
#include <functional>

namespace tablesmith::gui {
namespace {

bool sameKey(const boost::json::object &item, const boost::json::object &key)
{
    for (const auto &part : key) {
        const auto *value = item.if_contains(part.key());
        if (!value || *value != part.value())
            return false;
    }
    return !key.empty();
}

// Rows extra to ask for when a page is scanned again: items inserted into it meanwhile.
constexpr int kRefetchSlack = 64;

} // namespace

// ---- evicted pages, scanned again ----

void TableItemsModel::refetchPage(int page)
{
    if (m_refetching.contains(page) || m_refetchFailed.contains(page))
        return;
    m_refetching.insert(page);
    ++m_refetches;
    const PageSpan &span = m_pages[std::size_t(page)];
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    request["Limit"] = span.rowCount + kRefetchSlack;
    if (span.startKey)
        request["ExclusiveStartKey"] = *span.startKey;
    const quint64 generation = m_generation;
    m_session.call(QStringLiteral("Scan"), std::move(request), this,
                   [this, generation, page](const CallReply &reply) {
                       if (generation == m_generation)
                           onRefetched(page, reply);
                   });
}

std::vector<boost::json::object> TableItemsModel::cutAtPageEnd(int page,
                                                               boost::json::array &items) const
{
    // The page ends where the next one starts (its ExclusiveStartKey is this page's last key).
    std::optional<boost::json::object> end;
    if (std::size_t(page) + 1 < m_pages.size())
        end = m_pages[std::size_t(page) + 1].startKey;
    else if (!m_atEnd)
        end = m_lastEvaluatedKey;
    const int limit = m_pages[std::size_t(page)].rowCount;
    const auto endPosition = end ? positionOf(*end) : std::nullopt;
    const bool endFound = end && std::any_of(items.begin(), items.end(), [&](const auto &item) {
        return item.is_object() && sameKey(item.get_object(), *end);
    });
    std::vector<boost::json::object> kept;
    for (auto &value : items) {
        if (!value.is_object())
            continue;
        auto &item = value.get_object();
        if (end && !endFound) {
            // The last key is gone: cut by position where the order is known, else by count.
            const auto position = positionOf(item);
            if ((endPosition && position) ? *position > *endPosition
                                          : int(kept.size()) >= limit)
                break;
        }
        const bool last = end && endFound && sameKey(item, *end);
        kept.push_back(std::move(item));
        if (last)
            break;
    }
    return kept;
}

void TableItemsModel::onRefetched(int page, const CallReply &reply)
{
    m_refetching.remove(page);
    const PageSpan &span = m_pages[std::size_t(page)];
    if (!reply.ok()) {
        m_refetchFailed.insert(page);
        if (span.rowCount > 0)
            Q_EMIT dataChanged(index(span.firstRow, 0),
                               index(span.firstRow + span.rowCount - 1, columnCount() - 1));
        return;
    }
    boost::json::object response = reply.response;
    auto *items = response.if_contains("Items");
    boost::json::array none;
    boost::json::array &found = items && items->is_array() ? items->get_array() : none;
    addAttributeNames(found);
    std::vector<boost::json::object> kept = cutAtPageEnd(page, found);
    const qsizetype typesBefore = m_entityTypes.size();
    // Items written or deleted while the page was evicted change its row count.
    resizePage(page, int(kept.size()));
    cachePage(page, std::move(kept));
    const PageSpan &now = m_pages[std::size_t(page)];
    if (now.rowCount > 0)
        Q_EMIT dataChanged(index(now.firstRow, 0),
                           index(now.firstRow + now.rowCount - 1, columnCount() - 1));
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

// ---- keys and writes ----

std::optional<ScanPosition> TableItemsModel::positionOf(const boost::json::object &item) const
{
    if (!m_scanOrderKnown)
        return std::nullopt;
    return scanPositionOf(item, m_keys.partitionKey, m_keys.sortKey);
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
    // Only loaded rows: an evicted page is read afresh when it comes back.
    for (const auto &[page, cached] : m_cache)
        for (std::size_t i = 0; i < cached.rows.size(); ++i)
            if (sameKey(cached.rows[i].item, key))
                return m_pages[std::size_t(page)].firstRow + int(i);
    return -1;
}

void TableItemsModel::upsertItem(const boost::json::object &item)
{
    const int row = rowOfKey(keyOf(item));
    if (row < 0) {
        insertNewItem(item);
        return;
    }
    CachedRow *cached = cachedRow(row);
    // A window's own write comes back as a stream record with the same image: the grid
    // already shows it, so the save changes the row once.
    if (cached->item == item)
        return;
    boost::json::array named{item};
    addAttributeNames(named);
    cached->item = item;
    cached->attributesText.reset();
    cached->attributesParts.reset();
    const qsizetype typesBefore = m_entityTypes.size();
    m_meta[std::size_t(row)] = metaOf(item);
    Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

void TableItemsModel::insertNewItem(const boost::json::object &item)
{
    if (m_pages.empty()) {
        // An empty table: the item makes the first page.
        m_pages.push_back(PageSpan{});
        m_cache[0].lastUsed = ++m_useClock;
        insertRow(0, 0, item);
        return;
    }
    const auto position = positionOf(item);
    if (!position) {
        // Order unknown: after the loaded rows, where the user sees it.
        const int last = int(m_pages.size()) - 1;
        if (m_cache.count(last))
            insertRow(last, m_pages.back().rowCount, item);
        return;
    }
    // The last page whose start lies before the item holds it. Pages and the rows in a page
    // are in Scan order, so both are found by bisection: a burst of stream records costs
    // O(log n) key encodings each, not a pass over the loaded rows.
    const auto pageAfter = std::partition_point(
        m_pages.begin() + 1, m_pages.end(), [&](const PageSpan &span) {
            const auto start = positionOf(*span.startKey);
            return start && *start < *position;
        });
    const int page = int(pageAfter - m_pages.begin()) - 1;
    if (std::size_t(page) + 1 == m_pages.size() && !m_atEnd && m_lastEvaluatedKey) {
        const auto loadedEnd = positionOf(*m_lastEvaluatedKey);
        if (loadedEnd && *position > *loadedEnd)
            return; // beyond the loaded rows: paging will bring it
    }
    const auto cached = m_cache.find(page);
    if (cached == m_cache.end())
        return; // its page is evicted and will be read afresh
    const auto &rows = cached->second.rows;
    const auto after = std::partition_point(rows.begin(), rows.end(), [&](const CachedRow &row) {
        const auto at = positionOf(row.item);
        return !at || *at <= *position;
    });
    const int offset = int(after - rows.begin());
    insertRow(page, offset, item);
}

void TableItemsModel::insertRow(int page, int offset, const boost::json::object &item)
{
    boost::json::array named{item};
    addAttributeNames(named);
    const qsizetype typesBefore = m_entityTypes.size();
    PageSpan &span = m_pages[std::size_t(page)];
    const int row = span.firstRow + offset;
    beginInsertRows({}, row, row);
    ++span.rowCount;
    for (std::size_t later = std::size_t(page) + 1; later < m_pages.size(); ++later)
        ++m_pages[later].firstRow;
    m_meta.insert(m_meta.begin() + row, metaOf(item));
    CachedRow added;
    added.item = item;
    auto &rows = m_cache[page].rows;
    rows.insert(rows.begin() + offset, std::move(added));
    ++m_cachedRows;
    endInsertRows();
    // The row after may no longer start its partition.
    if (row + 1 < rowCount())
        Q_EMIT dataChanged(index(row + 1, 0), index(row + 1, columnCount() - 1));
    if (m_entityTypes.size() != typesBefore)
        Q_EMIT entityTypesChanged();
}

void TableItemsModel::removeItems(const std::vector<boost::json::object> &keys)
{
    std::vector<int> rows;
    for (const auto &key : keys)
        if (const int row = rowOfKey(key); row >= 0)
            rows.push_back(row);
    // From the end, so earlier rows keep their numbers while later ones go.
    std::sort(rows.begin(), rows.end(), std::greater<>());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    for (const int row : rows)
        eraseRow(row);
}

void TableItemsModel::eraseRow(int row)
{
    const int page = pageOfRow(row);
    PageSpan &span = m_pages[std::size_t(page)];
    beginRemoveRows({}, row, row);
    --span.rowCount;
    for (std::size_t later = std::size_t(page) + 1; later < m_pages.size(); ++later)
        --m_pages[later].firstRow;
    m_meta.erase(m_meta.begin() + row);
    if (auto cached = m_cache.find(page); cached != m_cache.end()) {
        auto &rows = cached->second.rows;
        rows.erase(rows.begin() + (row - span.firstRow));
        --m_cachedRows;
    }
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

// ---- stream records ----

void TableItemsModel::applyStreamRecord(const boost::json::object &record)
{
    if (m_pages.empty() && !m_atEnd) {
        // The first page is still to come and may or may not hold this change: it is applied
        // once the page is in, where an upsert finds the row the page brought.
        if (m_recordsBeforeFirstPage.size() < kMaxRecordsBeforeFirstPage)
            m_recordsBeforeFirstPage.push_back(record);
        return;
    }
    const auto *event = record.if_contains("eventName");
    const auto *dynamodb = record.if_contains("dynamodb");
    if (!event || !event->is_string() || !dynamodb || !dynamodb->is_object())
        return;
    const auto &change = dynamodb->get_object();
    const auto *keys = change.if_contains("Keys");
    if (!keys || !keys->is_object())
        return;
    if (event->get_string() == "REMOVE") {
        removeItem(keys->get_object());
        return;
    }
    if (const auto *image = change.if_contains("NewImage"); image && image->is_object())
        upsertItem(image->get_object());
    else
        readThenUpsert(keys->get_object());
}

void TableItemsModel::replayRecordsBeforeFirstPage()
{
    auto records = std::move(m_recordsBeforeFirstPage);
    m_recordsBeforeFirstPage.clear();
    for (const auto &record : records)
        applyStreamRecord(record);
}

void TableItemsModel::readThenUpsert(const boost::json::object &key)
{
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    request["Key"] = key;
    request["ConsistentRead"] = true;
    const quint64 generation = m_generation;
    m_session.call(QStringLiteral("GetItem"), std::move(request), this,
                   [this, generation, key](const CallReply &reply) {
                       if (generation != m_generation || !reply.ok())
                           return;
                       const auto *item = reply.response.if_contains("Item");
                       if (item && item->is_object())
                           upsertItem(item->get_object());
                       else
                           removeItem(key);
                   });
}

} // namespace tablesmith::gui
