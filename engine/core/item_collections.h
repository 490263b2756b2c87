#pragma once
// Item collections: in a table with local secondary indexes, the items that share a partition
// key and their LSI entries, which DynamoDB keeps together and limits to 10 GB. Every write
// checks the limit; writes that ask for ReturnItemCollectionMetrics report the size.

#include "core/item_write.h"

#include <optional>
#include <vector>

namespace tablesmith::core {

// ReturnItemCollectionMetrics: SIZE or NONE.
Result<bool> returnsItemCollectionMetrics(const json::object &request);

// Inside the write's transaction, after its item and index entries were written: refuses a
// write that grows an item collection of a table with LSIs beyond the limit.
Status checkItemCollection(State &state, const ItemWrite &write);

// {"ItemCollectionKey": …, "SizeEstimateRangeGB": [low, high]} of a write's collection, or
// nothing when its table has no local secondary index.
Result<std::optional<json::object>> itemCollectionMetrics(State &state, const ItemWrite &write);
// Adds "ItemCollectionMetrics" for one write when asked for.
Status addItemCollectionMetrics(State &state, json::object &response, bool wanted,
                                const ItemWrite &write);
// The same for several writes: {"table": [metrics, …]} (BatchWriteItem, TransactWriteItems).
Status addItemCollectionMetricsPerTable(State &state, json::object &response, bool wanted,
                                        const std::vector<ItemWrite> &writes);

} // namespace tablesmith::core
