#pragma once
// The points where the rest of the engine meets DynamoDB Streams (and TTL): the stream record
// of one write (staged by the runtime, the write path's ChangeCapture), CreateTable's and
// UpdateTable's StreamSpecification, the stream of a deleted table, and the Streams API and
// TTL operations the Database serves. Each takes the database's stream runtime.

#include "core/item_write.h"
#include "core/operation_table.h"

#include <boost/json/object.hpp>

namespace tablesmith::streams {

class Runtime;

// Inside the write transaction, after the item (and its index entries) changed: stages the
// stream record when the table has a stream and the write changed something.
Status recordChange(Runtime &runtime, core::State &state, const core::ItemWrite &write);

// UpdateTable's StreamSpecification (and CreateTable's, once the table exists).
Status applyStreamSpecification(core::State &state, Runtime &runtime, store::TableSchema &table,
                                const boost::json::object &request);

// DeleteTable, inside its transaction: closes the table's stream (DISABLED, its shard ended);
// its records stay readable until retention drops them.
Status closeStreamOfDeletedTable(core::State &state, Runtime &runtime,
                                 store::TableSchema &table);

// The Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) and TTL
// (UpdateTimeToLive, DescribeTimeToLive) operations, run with `runtime`.
void addOperations(core::OperationTable &table, Runtime &runtime);

} // namespace tablesmith::streams
