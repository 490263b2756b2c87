#pragma once
// StreamReader: the records of one table's stream (or of every stream) read through the
// DynamoDB Streams API of any Client — ListStreams, DescribeStream, GetShardIterator and
// GetRecords across shards, a child shard only once its parent is read to its end. Each poll()
// is one round: it finds new streams and shards now and then (every discovery interval, and
// right after a shard is read to its end, to find its children), and calls GetRecords once per
// shard that is open for reading. The caller paces the rounds (a GUI on a timer, a tail on a
// sleep), as streamPollPolicy() says for the endpoint. An expired iterator is renewed after the last record read; data trimmed before it
// was read is reported as a gap and reading goes on from the trim horizon.
// Not thread-safe: one thread polls at a time (rounds may move between threads).

#include <tablesmith/client.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith {

// Where reading starts, for the shards that exist when the reader first finds a stream.
// Shards that appear later are read from their beginning.
struct StreamReadStart {
    enum class Position { Latest, TrimHorizon, AtSequenceNumber, AtTimestamp };
    Position position = Position::Latest;
    std::string sequenceNumber;    // AtSequenceNumber
    double approximateSeconds = 0; // AtTimestamp: the first record created at or after this
};

struct StreamReadRecord {
    std::string tableName;
    std::string streamArn;
    boost::json::object record; // as GetRecords returns it
};

struct StreamReadGap {
    std::string streamArn;
    std::string resumeFromSequenceNumber; // where reading went on (may be empty)
};

// How one shard is being read, for a status panel.
struct StreamShardStatus {
    std::string tableName;
    std::string streamArn;
    std::string shardId;
    std::string parentShardId;
    bool open = true;              // no EndingSequenceNumber yet
    bool finished = false;         // a closed shard read to its end
    bool waitingForParent = false; // its parent is still being read
    std::string lastSequenceNumber;
    long long recordsRead = 0;
    // How old the newest record read from this shard was when it was read (Lambda's
    // IteratorAge); negative before any record.
    double iteratorAgeMs = -1;
    // How far the reader is behind the shard's newest record: MillisBehindLatest when the
    // endpoint reports it, else the iterator age while a full page says more is waiting, else 0.
    double millisBehindLatest = 0;
};

// One round's outcome.
struct StreamReadRound {
    std::vector<StreamReadRecord> records;
    std::vector<StreamReadGap> gaps;
    int streams = 0;
    int shards = 0;                // shards open for reading
    double millisBehindLatest = 0; // age of the newest record read; 0 when caught up
    bool caughtUp = false;         // every shard answered with no records
    std::string message;           // why nothing can be read (no stream, an error), else empty
    std::vector<StreamShardStatus> shardStatus; // every shard known, by stream and shard id
};

class StreamReader {
public:
    // `tableName` empty: every stream ListStreams names.
    StreamReader(Client &client, std::string tableName, StreamReadStart start = {});

    // One round; fails only when the endpoint cannot list streams at all (a transport error,
    // an endpoint without the Streams API).
    Result<StreamReadRound> poll();
    // Time between looking for new streams and shards (default 10 s; 0: every round).
    void setDiscoveryInterval(std::chrono::milliseconds interval)
    {
        m_discoveryInterval = interval;
    }
    // The last sequence number read from `streamArn` (empty before any).
    std::string lastSequenceNumber(const std::string &streamArn) const;
    // The same for every stream read from so far, by stream ARN.
    std::map<std::string, std::string> lastSequenceNumbers() const;

    // Sequence numbers are decimal strings of varying length: compares them as numbers.
    static int compareSequenceNumbers(const std::string &a, const std::string &b);

private:
    struct Shard {
        std::string streamArn;
        std::string shardId;
        std::string parentShardId;
        std::string startingSequence;
        std::string endingSequence; // empty while the shard is open
        std::string iterator;
        std::string lastSequence;
        bool needsIterator = true;
        bool finished = false;
        bool started = false; // the start position applied (first discovery only)
        long long recordsRead = 0;
        std::optional<double> newestCreatedSeconds; // of the newest record read
        double iteratorAgeMs = -1; // its age when it was read
        double millisBehind = 0;
    };
    struct Stream {
        std::string tableName;
        bool firstDiscovery = true;
    };

    Status discover();
    Status discoverStream(const std::string &arn);
    Result<boost::json::object> call(const char *operation,
                                     const boost::json::object &request);
    bool readable(const Shard &shard) const;
    Status openIterator(Shard &shard);
    boost::json::object iteratorRequest(Shard &shard);
    void readShard(Shard &shard, StreamReadRound &round);
    bool beforeStart(const boost::json::object &record) const;
    void noteProgress(Shard &shard, const boost::json::object &response, std::size_t count);
    std::vector<StreamShardStatus> shardStatus() const;

    Client &m_client;
    std::string m_tableName;
    StreamReadStart m_start;
    std::map<std::string, Stream> m_streams; // by stream ARN
    std::map<std::string, Shard> m_shards;   // by stream ARN + '/' + shard id
    std::chrono::milliseconds m_discoveryInterval{10000};
    bool m_discovered = false; // ListStreams has answered once
    bool m_discoverSoon = false; // a shard ended: its children are to be found
    std::chrono::steady_clock::time_point m_lastDiscovery;
};

} // namespace tablesmith
