#pragma once
// StreamFeed: the stream records of one table (or of every table with a stream) delivered on
// the UI thread, in order, whatever the connection is. The Session makes it: an embedded
// database pushes records from its in-process subscription right after each commit; a remote
// endpoint is read through the DynamoDB Streams API (DescribeStream, GetShardIterator,
// GetRecords across shards, following shard lineage) on the Session's worker threads. The grid
// and the stream inspector share this one feed; no window asks which kind of connection it is.
// Records are handed over in batches (one per event-loop turn at most), so a bulk write costs
// the UI thread one event per burst. Destroying the feed stops it.

#include <boost/json/object.hpp>

#include <QObject>
#include <QString>

#include <vector>

namespace tablesmith::gui {

// Where a feed starts reading.
struct StreamFeedStart {
    enum class Position { Latest, TrimHorizon, AtSequenceNumber, AtTimestamp };
    Position position = Position::Latest;
    QString sequenceNumber;       // AtSequenceNumber
    double approximateSeconds = 0; // AtTimestamp: seconds since the epoch
};

// One record as GetRecords returns it, with the table and stream it came from.
struct FeedRecord {
    QString tableName;
    QString streamArn;
    boost::json::object record; // eventID, eventName, dynamodb{Keys, NewImage, ...}, userIdentity
};

// One shard of a polled stream, for the inspector's shard panel.
struct FeedShard {
    QString tableName;
    QString shardId;
    QString parentShardId;
    bool open = true;              // the shard still takes new records
    bool finished = false;         // closed and read to its end
    bool waitingForParent = false; // read once its parent is
    QString lastSequenceNumber;
    qint64 recordsRead = 0;
    double iteratorAgeMs = -1; // age of the newest record read; negative before any
    double millisBehindLatest = 0;

    bool operator==(const FeedShard &) const = default;
};

// How the reader is doing, for the inspector's status line (remote reads mostly).
struct FeedStatus {
    int shards = 0;                  // shards being read
    double millisBehindLatest = 0;   // how far the reader is behind the newest record
    bool live = false;               // false: stopped, or the table has no stream
    QString message;                 // e.g. "Table Orders has no stream", empty when fine
    std::vector<FeedShard> shardList = {}; // every shard known (polled feeds only)
};

class StreamFeed : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;
    ~StreamFeed() override = default;

    virtual FeedStatus status() const = 0;

Q_SIGNALS:
    void records(const std::vector<tablesmith::gui::FeedRecord> &batch);
    // Records were lost (a queue overflowed) or could not be read; the feed resumes on its own
    // from `resumeFrom` (a sequence number) where it can. Readers that mirror a table reload.
    void gap(quint64 dropped, const QString &resumeFrom);
    void statusChanged(const tablesmith::gui::FeedStatus &status);
};

} // namespace tablesmith::gui
