#pragma once
// The points where the engine's write path and API meet DynamoDB Streams (and TTL). The write
// path calls recordChange inside each write's SQLite transaction and afterCommit once the
// transaction has committed; the Database registers the Streams API operations from here.

#include "ops/engine_state.h"
#include "ops/item_write.h"

#include <string_view>
#include <utility>
#include <vector>

namespace tablesmith::streams {

// Inside the write transaction, after the item (and its index entries) changed: appends the
// stream record when the table has a stream and the write changed something.
Status recordChange(ops::State &state, const ops::ItemWrite &write);

// After the transaction committed: hands the new records to in-process subscribers.
void afterCommit(ops::State &state);

// UpdateTable's StreamSpecification (and CreateTable's, once the table exists).
Status applyStreamSpecification(ops::State &state, store::TableSchema &table,
                                const boost::json::object &request);

// DeleteTable, inside its transaction: closes the table's stream (DISABLED, its shard ended);
// its records stay readable until retention drops them.
Status closeStreamOfDeletedTable(ops::State &state, store::TableSchema &table);

using StreamOperation = Result<boost::json::object> (*)(ops::State &,
                                                         const boost::json::object &);
// The Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) and TTL
// (UpdateTimeToLive, DescribeTimeToLive) operations.
const std::vector<std::pair<std::string_view, StreamOperation>> &streamOperations();

} // namespace tablesmith::streams
