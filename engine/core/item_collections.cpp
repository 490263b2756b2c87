// Item collections: in a table with local secondary indexes, the items that share a partition
// key and their LSI entries, which DynamoDB keeps together and limits to 10 GB.

#include "core/indexes.h"
#include "core/item_codec.h"
#include "core/item_collections.h"

#include <cmath>

namespace tablesmith::core {
namespace {

constexpr double kBytesPerGB = 1024.0 * 1024.0 * 1024.0;

std::int64_t localIndexCount(const store::TableSchema &table)
{
    std::int64_t count = 0;
    for (const store::IndexSchema &index : table.indexes)
        count += index.global ? 0 : 1;
    return count;
}

bool hasLocalIndex(const store::TableSchema &table) { return localIndexCount(table) > 0; }

// True when no collection of the table can be over the limit, so summing one is wasted work:
// an LSI entry is never larger than its item plus the entry overhead, and the table's size and
// item count (kept by committed writes) plus the most a transaction can add bound every
// collection.
bool clearlyUnderLimit(const store::TableSchema &table, std::int64_t limit)
{
    constexpr std::int64_t kMostItemsOneTransactionAdds = 100;
    constexpr std::int64_t kMostBytesOneTransactionAdds = kMostItemsOneTransactionAdds * 400 * 1024;
    if (table.itemCount < 0)
        return false;
    const std::int64_t localIndexes = localIndexCount(table);
    const std::int64_t items = table.sizeBytes + kMostBytesOneTransactionAdds;
    const std::int64_t overheads =
        indexSizeBytes(table.itemCount + kMostItemsOneTransactionAdds, 0);
    return (1 + localIndexes) * items + localIndexes * overheads <= limit;
}

// The bytes stored under one partition key of `sqlTable`, and how many rows hold them.
Status sumOfSizes(store::Connection &db, const std::string &sqlTable,
                  const store::StorageKey &key, std::int64_t &rows, std::int64_t &bytes)
{
    auto stmt = db.prepare("SELECT COUNT(*), COALESCE(SUM(size), 0) FROM " + sqlTable
                           + " WHERE hash = ?1 AND pk = ?2");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, key.hash).bindBlob(2, key.partitionKey);
    Status status = success();
    if ((*stmt)->step(status)) {
        rows = (*stmt)->columnInt(0);
        bytes = (*stmt)->columnInt(1);
    }
    (*stmt)->reset();
    return status;
}

// The collection's items plus their entries in every LSI, each entry with DynamoDB's 100 bytes
// of overhead (LSIs share the table's partition key, so the entries sit under the same hash
// and encoded partition key).
Result<std::int64_t> collectionSize(State &state, const store::TableSchema &table,
                                    const store::StorageKey &key)
{
    std::int64_t items = 0;
    std::int64_t size = 0;
    TS_TRY_STATUS(sumOfSizes(state.db, table.itemsTable(), key, items, size));
    for (const store::IndexSchema &index : table.indexes) {
        if (index.global)
            continue;
        std::int64_t entries = 0;
        std::int64_t bytes = 0;
        TS_TRY_STATUS(sumOfSizes(state.db, index.entriesTable(table.id), key, entries, bytes));
        size += indexSizeBytes(entries, bytes);
    }
    return size;
}

json::object collectionKey(const store::TableSchema &table, const ItemWrite &write)
{
    const std::optional<store::StoredItem> &stored = write.item ? write.item : write.old;
    json::object key;
    if (!stored)
        return key;
    auto item = decodeStored(stored->json);
    if (!item)
        return key;
    Item partition;
    if (auto found = item->find(table.key.partitionKey.name); found != item->end())
        partition.emplace(found->first, found->second);
    return toJson(partition);
}

} // namespace

Result<bool> returnsItemCollectionMetrics(const json::object &request)
{
    TS_TRY_ASSIGN(auto mode, optionalEnum(request, "ReturnItemCollectionMetrics",
                                          {"SIZE", "NONE"}));
    return mode == "SIZE";
}

Status checkItemCollection(State &state, const ItemWrite &write)
{
    if (!write.item || !hasLocalIndex(*write.table)
        || (write.old && write.old->size >= write.item->size))
        return success(); // only a write that grows a collection can push it over
    if (clearlyUnderLimit(*write.table, state.options.itemCollectionSizeLimitBytes))
        return success();
    TS_TRY_ASSIGN(std::int64_t size, collectionSize(state, *write.table, write.key));
    if (size <= state.options.itemCollectionSizeLimitBytes)
        return success();
    return Error{ErrorKind::ItemCollectionSizeLimitExceededException,
                 "Item collection size limit exceeded"};
}

Result<std::optional<json::object>> itemCollectionMetrics(State &state, const ItemWrite &write)
{
    if (!hasLocalIndex(*write.table) || write.checkOnly)
        return std::optional<json::object>();
    TS_TRY_ASSIGN(std::int64_t size, collectionSize(state, *write.table, write.key));
    // The service gives a range of whole gigabytes around its estimate.
    const double low = std::floor(static_cast<double>(size) / kBytesPerGB);
    json::object metrics;
    metrics["ItemCollectionKey"] = collectionKey(*write.table, write);
    metrics["SizeEstimateRangeGB"] = json::array{low, low + 1};
    return std::optional<json::object>(std::move(metrics));
}

Status addItemCollectionMetrics(State &state, json::object &response, bool wanted,
                                const ItemWrite &write)
{
    if (!wanted)
        return success();
    TS_TRY_ASSIGN(auto metrics, itemCollectionMetrics(state, write));
    if (metrics)
        response["ItemCollectionMetrics"] = std::move(*metrics);
    return success();
}

Status addItemCollectionMetricsPerTable(State &state, json::object &response, bool wanted,
                                        const std::vector<ItemWrite> &writes)
{
    if (!wanted)
        return success();
    json::object perTable;
    for (const ItemWrite &write : writes) {
        TS_TRY_ASSIGN(auto metrics, itemCollectionMetrics(state, write));
        if (!metrics)
            continue;
        json::value &list = perTable[write.table->name];
        if (!list.is_array())
            list = json::array();
        list.as_array().push_back(std::move(*metrics));
    }
    if (!perTable.empty())
        response["ItemCollectionMetrics"] = std::move(perTable);
    return success();
}

} // namespace tablesmith::core
