#include <tablesmith/stream_reader.h>

#include <boost/json/array.hpp>

#include <algorithm>
#include <chrono>

namespace tablesmith {
namespace json = boost::json;
namespace {

constexpr int kGetRecordsLimit = 1000;

std::string text(const json::object &object, std::string_view name)
{
    const auto *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

const json::object *member(const json::object &object, std::string_view name)
{
    const auto *value = object.if_contains(name);
    return value && value->is_object() ? &value->get_object() : nullptr;
}

const json::array *array(const json::object &object, std::string_view name)
{
    const auto *value = object.if_contains(name);
    return value && value->is_array() ? &value->get_array() : nullptr;
}

std::string sequenceOf(const json::object &record)
{
    const auto *dynamodb = member(record, "dynamodb");
    return dynamodb ? text(*dynamodb, "SequenceNumber") : std::string();
}

// Seconds since the epoch; the engine and the service write a number.
std::optional<double> createdSecondsOf(const json::object &record)
{
    const auto *dynamodb = member(record, "dynamodb");
    const auto *created = dynamodb ? dynamodb->if_contains("ApproximateCreationDateTime") : nullptr;
    if (!created || !created->is_number())
        return std::nullopt;
    return created->to_number<double>();
}

} // namespace

StreamReader::StreamReader(Client &client, std::string tableName, StreamReadStart start)
    : m_client(client), m_tableName(std::move(tableName)), m_start(std::move(start))
{
}

int StreamReader::compareSequenceNumbers(const std::string &a, const std::string &b)
{
    const auto digits = [](const std::string &s) {
        const auto first = s.find_first_not_of('0');
        return first == std::string::npos ? std::string() : s.substr(first);
    };
    const std::string x = digits(a);
    const std::string y = digits(b);
    if (x.size() != y.size())
        return x.size() < y.size() ? -1 : 1;
    return x.compare(y) < 0 ? -1 : x.compare(y) > 0 ? 1 : 0;
}

std::string StreamReader::lastSequenceNumber(const std::string &streamArn) const
{
    std::string last;
    for (const auto &[id, shard] : m_shards)
        if (shard.streamArn == streamArn && !shard.lastSequence.empty()
            && (last.empty() || compareSequenceNumbers(shard.lastSequence, last) > 0))
            last = shard.lastSequence;
    return last;
}

std::map<std::string, std::string> StreamReader::lastSequenceNumbers() const
{
    std::map<std::string, std::string> last;
    for (const auto &[arn, stream] : m_streams)
        if (std::string sequence = lastSequenceNumber(arn); !sequence.empty())
            last[arn] = std::move(sequence);
    return last;
}

Result<json::object> StreamReader::call(const char *operation, const json::object &request)
{
    return m_client.call(operation, request);
}

Result<StreamReadRound> StreamReader::poll()
{
    StreamReadRound round;
    const auto now = std::chrono::steady_clock::now();
    if (m_streams.empty() || m_discoverSoon || now - m_lastDiscovery >= m_discoveryInterval) {
        m_lastDiscovery = now;
        TS_TRY_STATUS(discover());
        m_discoverSoon = false;
    }
    round.streams = int(m_streams.size());
    if (m_streams.empty())
        round.message = m_tableName.empty() ? "No table has a stream"
                                            : "Table " + m_tableName + " has no stream";
    round.caughtUp = true;
    for (auto &[id, shard] : m_shards) {
        if (shard.finished || !readable(shard))
            continue;
        ++round.shards;
        readShard(shard, round);
    }
    round.shardStatus = shardStatus();
    return round;
}

Status StreamReader::discover()
{
    // The start position is for what exists when the reader starts; a stream or shard that
    // appears later is new, so all of it is read.
    const bool first = !m_discovered;
    std::optional<std::string> startArn;
    std::vector<std::string> arns;
    do {
        json::object request;
        if (!m_tableName.empty())
            request["TableName"] = m_tableName;
        if (startArn)
            request["ExclusiveStartStreamArn"] = *startArn;
        TS_TRY_ASSIGN(json::object listed, call("ListStreams", request));
        if (const auto *streams = array(listed, "Streams"))
            for (const auto &value : *streams)
                if (value.is_object()) {
                    const std::string arn = text(value.get_object(), "StreamArn");
                    m_streams[arn].tableName = text(value.get_object(), "TableName");
                    arns.push_back(arn);
                }
        const std::string next = text(listed, "LastEvaluatedStreamArn");
        startArn = next.empty() ? std::nullopt : std::optional(next);
    } while (startArn);
    m_discovered = true;
    for (const auto &arn : arns) {
        m_streams[arn].firstDiscovery = first;
        (void)discoverStream(arn); // a stream deleted meanwhile is simply not read
    }
    for (auto &[arn, stream] : m_streams)
        stream.firstDiscovery = false;
    return success();
}

Status StreamReader::discoverStream(const std::string &arn)
{
    const bool applyStart = m_streams[arn].firstDiscovery;
    std::string startShard;
    do {
        json::object request{{"StreamArn", arn}};
        if (!startShard.empty())
            request["ExclusiveStartShardId"] = startShard;
        TS_TRY_ASSIGN(json::object described, call("DescribeStream", request));
        const auto *description = member(described, "StreamDescription");
        const auto *shards = description ? array(*description, "Shards") : nullptr;
        for (const auto &value : shards ? *shards : json::array()) {
            if (!value.is_object())
                continue;
            const auto &found = value.get_object();
            const std::string shardId = text(found, "ShardId");
            Shard &shard = m_shards[arn + '/' + shardId];
            const bool known = !shard.shardId.empty();
            shard.streamArn = arn;
            shard.shardId = shardId;
            shard.parentShardId = text(found, "ParentShardId");
            if (const auto *range = member(found, "SequenceNumberRange")) {
                shard.startingSequence = text(*range, "StartingSequenceNumber");
                shard.endingSequence = text(*range, "EndingSequenceNumber");
            }
            if (!known)
                shard.started = !applyStart; // later shards start at their beginning
        }
        startShard = description ? text(*description, "LastEvaluatedShardId") : std::string();
    } while (!startShard.empty());
    return success();
}

bool StreamReader::readable(const Shard &shard) const
{
    if (shard.parentShardId.empty())
        return true;
    const auto parent = m_shards.find(shard.streamArn + '/' + shard.parentShardId);
    return parent == m_shards.end() || parent->second.finished;
}

json::object StreamReader::iteratorRequest(Shard &shard)
{
    json::object request{{"StreamArn", shard.streamArn}, {"ShardId", shard.shardId}};
    std::string type = "TRIM_HORIZON";
    if (!shard.lastSequence.empty()) {
        type = "AFTER_SEQUENCE_NUMBER";
        request["SequenceNumber"] = shard.lastSequence;
    } else if (!shard.started) {
        using Position = StreamReadStart::Position;
        if (m_start.position == Position::Latest) {
            type = "LATEST";
        } else if (m_start.position == Position::AtSequenceNumber
                   && compareSequenceNumbers(shard.startingSequence, m_start.sequenceNumber)
                       <= 0) {
            type = "AT_SEQUENCE_NUMBER";
            request["SequenceNumber"] = m_start.sequenceNumber;
        }
    }
    request["ShardIteratorType"] = type;
    return request;
}

Status StreamReader::openIterator(Shard &shard)
{
    using Position = StreamReadStart::Position;
    if (!shard.started && shard.lastSequence.empty()) {
        const bool closed = !shard.endingSequence.empty();
        // A closed shard holds nothing new, nor anything before the sequence number asked for.
        if ((m_start.position == Position::Latest && closed)
            || (m_start.position == Position::AtSequenceNumber && closed
                && compareSequenceNumbers(shard.endingSequence, m_start.sequenceNumber) < 0)) {
            shard.started = true;
            shard.finished = true;
            return success();
        }
    }
    TS_TRY_ASSIGN(json::object opened, call("GetShardIterator", iteratorRequest(shard)));
    shard.iterator = text(opened, "ShardIterator");
    shard.needsIterator = false;
    shard.started = true;
    return success();
}

void StreamReader::readShard(Shard &shard, StreamReadRound &round)
{
    if (shard.needsIterator) {
        auto opened = openIterator(shard);
        if (!opened.ok()) {
            if (opened.error().kind == ErrorKind::TrimmedDataAccessException) {
                round.gaps.push_back({shard.streamArn, shard.startingSequence});
                shard.lastSequence.clear();
                shard.started = true; // from the trim horizon now
            } else if (opened.error().kind == ErrorKind::ResourceNotFoundException) {
                shard.finished = true;
            } else {
                round.message = opened.error().message;
            }
            round.caughtUp = false;
            return;
        }
        if (shard.finished)
            return;
    }
    auto got = call("GetRecords", {{"ShardIterator", shard.iterator}, {"Limit", kGetRecordsLimit}});
    if (!got.ok()) {
        const ErrorKind kind = got.error().kind;
        if (kind == ErrorKind::TrimmedDataAccessException) {
            round.gaps.push_back({shard.streamArn, std::string()});
            shard.lastSequence.clear();
        } else if (kind == ErrorKind::ResourceNotFoundException) {
            shard.finished = true;
        } else if (kind != ErrorKind::ExpiredIteratorException) {
            round.message = got.error().message;
        }
        shard.needsIterator = !shard.finished;
        round.caughtUp = false;
        return;
    }
    const json::object &response = got.value();
    const std::string tableName = m_streams[shard.streamArn].tableName;
    const auto *records = array(response, "Records");
    for (const auto &value : records ? *records : json::array()) {
        if (!value.is_object())
            continue;
        const auto &record = value.get_object();
        shard.lastSequence = sequenceOf(record);
        if (beforeStart(record))
            continue;
        round.records.push_back({tableName, shard.streamArn, record});
    }
    noteProgress(shard, response, records ? records->size() : 0);
    round.millisBehindLatest = std::max(round.millisBehindLatest, shard.millisBehind);
    if (records && !records->empty())
        round.caughtUp = false;
    shard.iterator = text(response, "NextShardIterator");
    shard.finished = shard.iterator.empty(); // a closed shard read to its end
    m_discoverSoon = m_discoverSoon || shard.finished;
}

static double nowMillis()
{
    return std::chrono::duration<double, std::milli>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

// A full page means more is waiting: the reader is as far behind as its last record is old.
// A shorter page reached the shard's end, so the reader is current.
void StreamReader::noteProgress(Shard &shard, const json::object &response, std::size_t count)
{
    const auto *records = array(response, "Records");
    if (records && !records->empty() && records->back().is_object())
        if (auto created = createdSecondsOf(records->back().get_object())) {
            shard.newestCreatedSeconds = created;
            shard.iteratorAgeMs = std::max(0.0, nowMillis() - *created * 1000);
        }
    shard.recordsRead += static_cast<long long>(count);
    shard.millisBehind = 0;
    if (const auto *behind = response.if_contains("MillisBehindLatest");
        behind && behind->is_number())
        shard.millisBehind = behind->to_number<double>();
    else if (count >= std::size_t(kGetRecordsLimit) && shard.newestCreatedSeconds)
        shard.millisBehind = std::max(0.0, nowMillis() - *shard.newestCreatedSeconds * 1000);
}

std::vector<StreamShardStatus> StreamReader::shardStatus() const
{
    std::vector<StreamShardStatus> out;
    for (const auto &[id, shard] : m_shards) {
        StreamShardStatus status;
        const auto stream = m_streams.find(shard.streamArn);
        status.tableName = stream == m_streams.end() ? std::string() : stream->second.tableName;
        status.streamArn = shard.streamArn;
        status.shardId = shard.shardId;
        status.parentShardId = shard.parentShardId;
        status.open = shard.endingSequence.empty();
        status.finished = shard.finished;
        status.waitingForParent = !shard.finished && !readable(shard);
        status.lastSequenceNumber = shard.lastSequence;
        status.recordsRead = shard.recordsRead;
        status.iteratorAgeMs = shard.iteratorAgeMs;
        status.millisBehindLatest = shard.millisBehind;
        out.push_back(std::move(status));
    }
    return out;
}

bool StreamReader::beforeStart(const json::object &record) const
{
    if (m_start.position != StreamReadStart::Position::AtTimestamp)
        return false;
    const auto created = createdSecondsOf(record);
    return created && *created < m_start.approximateSeconds;
}

} // namespace tablesmith
