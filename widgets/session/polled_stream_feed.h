#pragma once
// PolledStreamFeed: a remote endpoint's stream records, read through the DynamoDB Streams API
// (stream_reader.h) in rounds on the Session's worker threads, paced by the endpoint's
// streamPollPolicy(): a round that brought records is followed at once; a quiet one after the
// policy's idle interval (250 ms on AWS, as Lambda polls; 50 ms elsewhere); a failing one (an
// endpoint without the Streams API, a dropped connection, throttling) after its retry
// interval, with the error in the status.

#include "session/stream_feed.h"

#include <tablesmith/stream_poll_policy.h>
#include <tablesmith/stream_reader.h>

namespace tablesmith::gui {

class Session;
class StreamRounds;

class PolledStreamFeed : public StreamFeed {
    Q_OBJECT
public:
    PolledStreamFeed(Session &session, const QString &tableName, const StreamFeedStart &start,
                     QObject *parent = nullptr);
    ~PolledStreamFeed() override;

    FeedStatus status() const override { return m_status; }
    const StreamPollPolicy &policy() const { return m_policy; }
    // Tests: rounds this often when quiet, and look for new shards every round.
    void setIdleInterval(int ms);

private:
    void onRound(Result<StreamReadRound> &round);
    void setStatus(const FeedStatus &status);

    StreamRounds *m_rounds = nullptr;
    FeedStatus m_status;
    StreamPollPolicy m_policy;
};

// The engine's start position for a feed's.
StreamReadStart streamReadStart(const StreamFeedStart &start);
// A round's shards as the shard panel shows them.
std::vector<FeedShard> feedShards(const StreamReadRound &round);

} // namespace tablesmith::gui
