#include "session/polled_stream_feed.h"

#include "session/session.h"
#include "session/stream_rounds.h"

namespace tablesmith::gui {

StreamReadStart streamReadStart(const StreamFeedStart &start)
{
    StreamReadStart read;
    read.position = static_cast<StreamReadStart::Position>(start.position);
    read.sequenceNumber = start.sequenceNumber.toStdString();
    read.approximateSeconds = start.approximateSeconds;
    return read;
}

std::vector<FeedShard> feedShards(const StreamReadRound &round)
{
    std::vector<FeedShard> shards;
    shards.reserve(round.shardStatus.size());
    for (const StreamShardStatus &shard : round.shardStatus)
        shards.push_back({QString::fromStdString(shard.tableName),
                          QString::fromStdString(shard.shardId),
                          QString::fromStdString(shard.parentShardId), shard.open,
                          shard.finished, shard.waitingForParent,
                          QString::fromStdString(shard.lastSequenceNumber), shard.recordsRead,
                          shard.iteratorAgeMs, shard.millisBehindLatest});
    return shards;
}

PolledStreamFeed::PolledStreamFeed(Session &session, const QString &tableName,
                                   const StreamFeedStart &start, QObject *parent)
    : StreamFeed(parent), m_policy(streamPollPolicy(*session.client()))
{
    m_rounds = new StreamRounds(
        session, tableName, streamReadStart(start),
        [this](Result<StreamReadRound> &round) { onRound(round); }, this);
    m_rounds->setDiscoveryInterval(m_policy.discoveryInterval);
    m_rounds->next(0);
}

PolledStreamFeed::~PolledStreamFeed() = default;

void PolledStreamFeed::setIdleInterval(int ms)
{
    m_policy.idleInterval = std::chrono::milliseconds(ms);
    m_rounds->setDiscoveryInterval(std::chrono::milliseconds(0));
}

void PolledStreamFeed::onRound(Result<StreamReadRound> &round)
{
    if (!round.ok()) {
        setStatus(FeedStatus{0, 0, false, QString::fromStdString(round.error().message)});
        m_rounds->next(int(m_policy.retryInterval.count()));
        return;
    }
    StreamReadRound &read = round.value();
    deliverRound(*this, read);
    setStatus(FeedStatus{read.shards, read.millisBehindLatest, read.streams > 0,
                         QString::fromStdString(read.message), feedShards(read)});
    m_rounds->next(read.caughtUp ? int(m_policy.idleInterval.count()) : 0);
}

void PolledStreamFeed::setStatus(const FeedStatus &status)
{
    const bool changed = status.shards != m_status.shards || status.live != m_status.live
        || status.message != m_status.message
        || status.millisBehindLatest != m_status.millisBehindLatest
        || status.shardList != m_status.shardList;
    m_status = status;
    if (changed)
        Q_EMIT statusChanged(m_status);
}

} // namespace tablesmith::gui
