#pragma once
// The points where the engine's write path and API meet DynamoDB Streams (and TTL). The write
// path calls beginWrites when its SQLite transaction starts, recordChange for each write in
// it, beforeCommit right before the commit and afterCommit with the commit's outcome; the
// Database registers the Streams API operations from here.

#include "core/state.h"
#include "core/item_write.h"

#include <string_view>
#include <utility>
#include <vector>

namespace tablesmith::streams {

// On open: reads the record log and drops a last group whose transaction never committed.
Status recoverRecordLog(Database::Impl &impl);

// A write transaction starts: nothing of an earlier, failed one stays staged.
void beginWrites(core::State &state);

// Inside the write transaction, after the item (and its index entries) changed: stages the
// stream record when the table has a stream and the write changed something.
Status recordChange(core::State &state, const core::ItemWrite &write);

// Right before the commit: writes the staged records to the record log.
Status beforeCommit(core::State &state);

// After the commit (or its failure): the records become readable and go to in-process
// subscribers, or are cut off the log again.
void afterCommit(core::State &state, bool committed);

// UpdateTable's StreamSpecification (and CreateTable's, once the table exists).
Status applyStreamSpecification(core::State &state, store::TableSchema &table,
                                const boost::json::object &request);

// DeleteTable, inside its transaction: closes the table's stream (DISABLED, its shard ended);
// its records stay readable until retention drops them.
Status closeStreamOfDeletedTable(core::State &state, store::TableSchema &table);

// The database's clock (injectable in tests), for operations that record when they ran.
std::int64_t clockMs(core::State &state);

using StreamOperation = Result<boost::json::object> (*)(core::State &,
                                                         const boost::json::object &);
// The Streams API (ListStreams, DescribeStream, GetShardIterator, GetRecords) and TTL
// (UpdateTimeToLive, DescribeTimeToLive) operations.
const std::vector<std::pair<std::string_view, StreamOperation>> &streamOperations();

} // namespace tablesmith::streams
