#pragma once
// What a write reports besides its result, and the limit that goes with it:
// - ReturnConsumedCapacity: the table's write units plus each secondary index's (write
//   amplification: an entry put, updated or deleted costs its index write units; an update that
//   moves the item to another index key costs a delete and a put), index_capacity.cpp;
// - ReturnItemCollectionMetrics SIZE on tables with local secondary indexes, and the item
//   collection size limit (DatabaseOptions::itemCollectionSizeLimitBytes), in
//   core/item_collections.h since every write checks the limit.

#include "ops/capacity.h"
#include "core/item_collections.h"
#include "core/item_write.h"
#include "ops/core_names.h"

#include <map>
#include <optional>
#include <set>
#include <string>

namespace tablesmith::ops {

// The capacity a committed write consumed; index units only when the mode reports them.
Consumed writeCapacity(const ItemWrite &write, ReturnCapacity mode);
// Adds "ConsumedCapacity" for one write when asked for.
void addWriteCapacity(json::object &response, ReturnCapacity mode, const ItemWrite &write);
// Sums the writes per table as the requests named them (BatchWriteItem, TransactWriteItems).
std::map<std::string, Consumed> writeCapacityPerTable(const std::vector<ItemWrite> &writes,
                                                      ReturnCapacity mode);

// The GSIs a write request ("Put", "Delete" or "Update": PutItem's, a batch entry's or a
// transaction action's members with TableName) would put, change or delete an entry in, as
// its write units would bill them; reads the stored item and writes nothing. The throttling
// simulation holds a write back only for these GSIs' empty buckets.
Result<std::set<std::string>> touchedGlobalIndexes(State &state, std::string_view kind,
                                                   const json::object &request);

// The write units a write bills: the larger of the old and new item.
double billedWriteUnits(const ItemWrite &write);

} // namespace tablesmith::ops
