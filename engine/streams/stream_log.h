#pragma once
// The streams of a database in SQLite: one row per stream (tablesmith_streams), how far each
// was trimmed, and the record log's token. The records themselves are in the record log
// (record_log.h), outside SQLite.
//
// Each stream has exactly one shard (the service splits shards by throughput; an embedded
// engine never needs to), so a position in a stream is a sequence number. Sequence numbers are
// one counter per database, shown as 21-digit decimal strings that sort like the numbers.

#include "store/sqlite.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith::streams {

struct StreamInfo {
    std::int64_t id = 0;
    std::string arn;
    std::string label;
    std::string tableName;
    std::int64_t tableId = 0;
    std::string viewType;
    std::string keySchema; // the table's KeySchema as JSON
    std::int64_t createdMs = 0;
    std::optional<std::int64_t> disabledMs;
    std::int64_t firstSequence = 0;  // the first sequence number the stream could hold
    std::optional<std::int64_t> lastSequence; // set when disabled: the shard is closed
    std::int64_t trimmedThrough = 0; // records up to here are gone (retention)
};

struct RecordRow {
    std::int64_t sequence = 0;
    std::int64_t streamId = 0;
    std::string eventName; // INSERT, MODIFY or REMOVE
    std::int64_t createdMs = 0;
    std::string keys; // DynamoDB JSON of the key attributes
    std::optional<std::string> newImage;
    std::optional<std::string> oldImage;
    std::int64_t sizeBytes = 0;
    bool byService = false; // a TTL deletion
};

Status createStreamLog(store::Connection &db);

// The record log's token, when the database has one yet (after createStreamLog).
Result<std::optional<std::string>> logToken(store::Connection &db);
Status saveLogToken(store::Connection &db, const std::string &token);
// Records of the older file format, kept in SQLite (tablesmith_stream_records), for moving
// into the record log; then the table is dropped.
Result<std::vector<RecordRow>> takeTableRecords(store::Connection &db);
Status dropTableRecords(store::Connection &db);

// The highest sequence number ever handed out (kept across trimming), given the log's.
Result<std::int64_t> highestSequence(store::Connection &db, std::int64_t inLog);

Result<std::int64_t> insertStream(store::Connection &db, const StreamInfo &stream);
Status disableStream(store::Connection &db, std::int64_t id, std::int64_t disabledMs,
                     std::int64_t lastSequence);
Result<std::optional<StreamInfo>> findStream(store::Connection &db, std::string_view arn);
Result<std::optional<StreamInfo>> findStreamById(store::Connection &db, std::int64_t id);
Result<std::vector<StreamInfo>> allStreams(store::Connection &db);

// Remembers per stream how far it was trimmed, and forgets streams disabled before
// `cutoffMs`.
Status saveTrimmed(store::Connection &db, const std::map<std::int64_t, std::int64_t> &trimmed,
                   std::int64_t cutoffMs);

// "000…" sequence number text, and back (nullopt when not one of ours).
std::string sequenceText(std::int64_t sequence);
std::optional<std::int64_t> parseSequence(std::string_view text);

} // namespace tablesmith::streams
