#pragma once
// PolledStreamFeed: a remote endpoint's stream records, read through the DynamoDB Streams API
// (stream_reader.h) in rounds on the Session's worker threads. A round that brought records is
// followed at once; a quiet one after kIdleIntervalMs; a failing one (an endpoint without the
// Streams API, a dropped connection) after kRetryIntervalMs, with the error in the status.

#include "session/stream_feed.h"

#include <tablesmith/stream_reader.h>

namespace tablesmith::gui {

class Session;
class StreamRounds;

class PolledStreamFeed : public StreamFeed {
    Q_OBJECT
public:
    static constexpr int kIdleIntervalMs = 1000;
    static constexpr int kRetryIntervalMs = 5000;

    PolledStreamFeed(Session &session, const QString &tableName, const StreamFeedStart &start,
                     QObject *parent = nullptr);
    ~PolledStreamFeed() override;

    FeedStatus status() const override { return m_status; }
    // Tests: rounds this often when quiet, and look for new shards every round.
    void setIdleInterval(int ms);

private:
    void onRound(Result<StreamReadRound> &round);
    void setStatus(const FeedStatus &status);

    StreamRounds *m_rounds = nullptr;
    FeedStatus m_status;
    int m_idleIntervalMs = kIdleIntervalMs;
};

// The engine's start position for a feed's.
StreamReadStart streamReadStart(const StreamFeedStart &start);
// A round's shards as the shard panel shows them.
std::vector<FeedShard> feedShards(const StreamReadRound &round);

} // namespace tablesmith::gui
