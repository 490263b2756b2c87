#pragma once
// What a write reports besides its result, and the limit that goes with it:
// - ReturnConsumedCapacity: the table's write units plus each secondary index's (write
//   amplification: an entry put, updated or deleted costs its index write units; an update that
//   moves the item to another index key costs a delete and a put), index_capacity.cpp;
// - ReturnItemCollectionMetrics SIZE on tables with local secondary indexes, and the item
//   collection size limit (DatabaseOptions::itemCollectionSizeLimitBytes), item_collections.cpp.

#include "ops/capacity.h"
#include "ops/item_write.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace tablesmith::ops {

// The capacity a committed write consumed; index units only when the mode reports them.
Consumed writeCapacity(const ItemWrite &write, ReturnCapacity mode);
// Adds "ConsumedCapacity" for one write when asked for.
void addWriteCapacity(json::object &response, ReturnCapacity mode, const ItemWrite &write);
// Sums the writes per table (BatchWriteItem, TransactWriteItems).
std::map<std::string, Consumed> writeCapacityPerTable(const std::vector<ItemWrite> &writes,
                                                      ReturnCapacity mode);

// The GSIs a write request ("Put", "Delete" or "Update": PutItem's, a batch entry's or a
// transaction action's members with TableName) would put, change or delete an entry in, as
// its write units would bill them; reads the stored item and writes nothing. The throttling
// simulation holds a write back only for these GSIs' empty buckets.
Result<std::set<std::string>> touchedGlobalIndexes(State &state, std::string_view kind,
                                                   const json::object &request);

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

} // namespace tablesmith::ops
