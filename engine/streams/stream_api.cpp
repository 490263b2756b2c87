#include "streams/stream_api.h"
#include "core/request.h"
#include "streams/shard_iterator.h"
#include "streams/stream_record.h"
#include "streams/stream_runtime.h"

#include <boost/json/parse.hpp>

#include <algorithm>
#include <regex>

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

Error streamNotFound(std::string_view arn)
{
    return {ErrorKind::ResourceNotFoundException,
            "Requested resource not found: Stream: " + std::string(arn) + " not found"};
}

// Trims past retention first, so every reader sees the log as the clock says it is.
Status trimmedLog(Runtime &runtime, core::State &state) { return runtime.trim(state.db); }

// A stream ARN as the service forms it: arn:<partition>:dynamodb:<region>:<account>:
// table/<name>/stream/<label>. Anything else is refused before any stream is looked up; a
// well-formed ARN of no stream is not found.
bool wellFormedStreamArn(std::string_view arn)
{
    static const std::regex form(R"(arn:[^:]+:dynamodb:[^:]*:[^:]*:table/[^/]+/stream/.+)");
    return std::regex_match(arn.begin(), arn.end(), form);
}

Result<StreamInfo> requiredStream(core::State &state, const json::object &request)
{
    TS_TRY_ASSIGN(std::string_view arn, core::requiredString(request, "StreamArn"));
    if (!wellFormedStreamArn(arn))
        return Error::validation("Invalid StreamArn");
    TS_TRY_ASSIGN(auto stream, findStream(state.db, arn));
    if (!stream)
        return streamNotFound(arn);
    return std::move(*stream);
}

// Disabled by UpdateTable, or its table deleted (or replaced by one of the same name).
bool streamEnabled(core::State &state, const StreamInfo &stream)
{
    if (stream.disabledMs)
        return false;
    const store::TableSchema *table = state.catalog.find(stream.tableName);
    return table && table->id == stream.tableId;
}

Result<std::int64_t> limitOf(const json::object &request, std::int64_t max)
{
    TS_TRY_ASSIGN(auto limit, core::optionalInteger(request, "Limit"));
    if (limit && (*limit < 1 || *limit > max))
        return core::constraintError("'" + std::to_string(*limit) + "'", "Limit", *limit < 1
            ? "Member must have value greater than or equal to 1"
            : "Member must have value less than or equal to " + std::to_string(max));
    return limit.value_or(max);
}

json::object streamSummary(const StreamInfo &stream)
{
    json::object summary;
    summary["StreamArn"] = stream.arn;
    summary["TableName"] = stream.tableName;
    summary["StreamLabel"] = stream.label;
    return summary;
}

Result<json::object> shardOf(Runtime &runtime, const StreamInfo &stream)
{
    const auto first = runtime.log().firstSequence(stream.id);
    json::object range;
    range["StartingSequenceNumber"] = sequenceText(
        first.value_or(std::max(stream.firstSequence, stream.trimmedThrough + 1)));
    if (stream.lastSequence)
        range["EndingSequenceNumber"] = sequenceText(*stream.lastSequence);
    json::object shard;
    shard["ShardId"] = shardIdOf(stream);
    shard["SequenceNumberRange"] = std::move(range);
    return shard;
}

// The service's words, as a client of it logged them (ironSource/node-dynamodb-stream issue 13)
// and as the API model documents the exception's message member.
Error trimmed()
{
    return {ErrorKind::TrimmedDataAccessException,
            "The data you are trying to access has been trimmed"};
}

// Where an iterator of the requested type starts: after which sequence number. The texts for a
// missing or unwanted SequenceNumber, and for a shard not in the stream, are ours: no recording
// of DynamoDB Streams' words was found (Kinesis words its own checks on StartingSequenceNumber
// differently, as an InvalidArgumentException the Streams model does not have).
Result<std::int64_t> iteratorStart(Runtime &runtime, core::State &state,
                                   const StreamInfo &stream, std::string_view type,
                                   const json::object &request)
{
    TS_TRY_ASSIGN(auto text, core::optionalString(request, "SequenceNumber"));
    const bool positional = type == "AT_SEQUENCE_NUMBER" || type == "AFTER_SEQUENCE_NUMBER";
    if (!positional && text)
        return Error::validation("SequenceNumber must not be set for ShardIteratorType "
                                 + std::string(type));
    if (type == "TRIM_HORIZON")
        return std::max(stream.trimmedThrough, stream.firstSequence - 1);
    if (type == "LATEST")
        return runtime.lastSequence(state.db);
    if (!text)
        return Error::validation("SequenceNumber is required for ShardIteratorType " +
                                 std::string(type));
    auto sequence = parseSequence(*text);
    if (!sequence)
        return Error::validation("Invalid SequenceNumber: " + std::string(*text));
    // Before the shard's retained records: trimmed away. Before the shard began, or past its
    // last record (written, or the last of a closed shard), and not its starting number: not
    // a number of this shard.
    if (*sequence <= stream.trimmedThrough)
        return trimmed();
    TS_TRY_ASSIGN(const std::int64_t written, runtime.lastSequence(state.db));
    const std::int64_t last = std::max(stream.lastSequence.value_or(written),
                                       stream.firstSequence);
    if (*sequence < stream.firstSequence || *sequence > last)
        return Error::validation("Invalid SequenceNumber: " + std::string(*text)
                                 + " is not in shard " + shardIdOf(stream));
    return type == "AT_SEQUENCE_NUMBER" ? *sequence - 1 : *sequence;
}

Result<StreamInfo> iteratorStream(core::State &state, const ShardIterator &iterator,
                                  std::int64_t nowMs)
{
    if (nowMs - iterator.issuedMs > kIteratorLifetimeMs)
        return Error{ErrorKind::ExpiredIteratorException,
                     "Iterator expired. The iterator was created at time "
                         + std::to_string(iterator.issuedMs / 1000)
                         + " while right now it is " + std::to_string(nowMs / 1000)
                         + ". The iterator is only valid for 15 minutes."};
    TS_TRY_ASSIGN(auto stream, findStreamById(state.db, iterator.streamId));
    if (!stream)
        return Error{ErrorKind::ResourceNotFoundException,
                     "Requested resource not found: Stream does not exist"};
    if (iterator.afterSequence < stream->trimmedThrough)
        return trimmed();
    return std::move(*stream);
}

} // namespace

Result<json::object> listStreams(Runtime &runtime, core::State &state,
                                 const json::object &request)
{
    TS_TRY_STATUS(trimmedLog(runtime, state));
    TS_TRY_ASSIGN(auto table, core::optionalString(request, "TableName"));
    TS_TRY_ASSIGN(auto start, core::optionalString(request, "ExclusiveStartStreamArn"));
    if (start && !wellFormedStreamArn(*start))
        return Error::validation("Invalid ExclusiveStartStreamArn");
    TS_TRY_ASSIGN(std::int64_t limit, limitOf(request, 100));
    TS_TRY_ASSIGN(auto streams, allStreams(state.db));
    // Listed in ARN order, so that a page may start after any ARN: one of a stream since
    // trimmed away, or of none, still marks a place in the list.
    std::sort(streams.begin(), streams.end(),
              [](const StreamInfo &a, const StreamInfo &b) { return a.arn < b.arn; });
    json::array listed;
    json::object response;
    for (const StreamInfo &stream : streams) {
        if (start && stream.arn <= *start)
            continue;
        if (table && stream.tableName != *table)
            continue;
        if (static_cast<std::int64_t>(listed.size()) == limit) {
            response["LastEvaluatedStreamArn"] = listed.back().at("StreamArn");
            break;
        }
        listed.emplace_back(streamSummary(stream));
    }
    response["Streams"] = std::move(listed);
    return response;
}

Result<json::object> describeStream(Runtime &runtime, core::State &state,
                                    const json::object &request)
{
    TS_TRY_STATUS(trimmedLog(runtime, state));
    TS_TRY_ASSIGN(StreamInfo stream, requiredStream(state, request));
    TS_TRY_ASSIGN(auto startShard, core::optionalString(request, "ExclusiveStartShardId"));
    TS_TRY_STATUS(limitOf(request, 100));
    json::array shards;
    // Shards are listed in the order of their ids: after any id, known or not.
    if (!startShard || shardIdOf(stream) > *startShard) {
        TS_TRY_ASSIGN(json::object shard, shardOf(runtime, stream));
        shards.emplace_back(std::move(shard));
    }
    json::object d = streamSummary(stream);
    d["StreamStatus"] = streamEnabled(state, stream) ? "ENABLED" : "DISABLED";
    d["StreamViewType"] = stream.viewType;
    d["CreationRequestDateTime"] = static_cast<double>(stream.createdMs) / 1000.0;
    d["KeySchema"] = json::parse(stream.keySchema);
    d["Shards"] = std::move(shards);
    json::object response;
    response["StreamDescription"] = std::move(d);
    return response;
}

Result<json::object> getShardIterator(Runtime &runtime, core::State &state,
                                      const json::object &request)
{
    TS_TRY_STATUS(trimmedLog(runtime, state));
    TS_TRY_ASSIGN(std::string_view shardId, core::requiredString(request, "ShardId"));
    TS_TRY_ASSIGN(auto type, core::optionalEnum(request, "ShardIteratorType",
                                               {"TRIM_HORIZON", "LATEST", "AT_SEQUENCE_NUMBER",
                                                "AFTER_SEQUENCE_NUMBER"}));
    if (!type)
        return core::constraintError("null", "ShardIteratorType", "Member must not be null");
    TS_TRY_ASSIGN(StreamInfo stream, requiredStream(state, request));
    if (shardId != shardIdOf(stream))
        return Error{ErrorKind::ResourceNotFoundException,
                     "Requested resource not found: Shard does not exist"};
    ShardIterator iterator;
    iterator.streamId = stream.id;
    TS_TRY_ASSIGN(iterator.afterSequence, iteratorStart(runtime, state, stream, *type, request));
    iterator.issuedMs = runtime.nowMs();
    json::object response;
    response["ShardIterator"] = encodeIterator(iterator, stream.arn);
    return response;
}

Result<json::object> getRecords(Runtime &runtime, core::State &state,
                                const json::object &request)
{
    TS_TRY_STATUS(trimmedLog(runtime, state));
    TS_TRY_ASSIGN(std::string_view text, core::requiredString(request, "ShardIterator"));
    TS_TRY_ASSIGN(std::int64_t limit, limitOf(request, 1000));
    auto iterator = decodeIterator(text);
    if (!iterator)
        return Error::validation("Invalid ShardIterator");
    const std::int64_t now = runtime.nowMs();
    TS_TRY_ASSIGN(StreamInfo stream, iteratorStream(state, *iterator, now));
    const auto rows = runtime.log().read(stream.id, iterator->afterSequence,
                                          static_cast<std::size_t>(limit));
    json::array records;
    for (const RecordRow &row : rows)
        records.emplace_back(recordJson(row, stream.viewType, state.options.region));
    ShardIterator next = *iterator;
    next.afterSequence = rows.empty() ? iterator->afterSequence : rows.back().sequence;
    next.issuedMs = now;
    json::object response;
    response["Records"] = std::move(records);
    // A closed shard read to its end has no next iterator: the reader moves on.
    const bool closedAndRead = stream.lastSequence
                               && static_cast<std::int64_t>(rows.size()) < limit;
    if (!closedAndRead)
        response["NextShardIterator"] = encodeIterator(next, stream.arn);
    return response;
}

} // namespace tablesmith::streams
