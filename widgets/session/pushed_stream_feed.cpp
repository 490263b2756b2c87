#include "session/pushed_stream_feed.h"

#include "session/polled_stream_feed.h"
#include "session/session.h"
#include "session/stream_rounds.h"

#include <QMetaObject>

namespace tablesmith::gui {
namespace {

std::string sequenceOf(const FeedRecord &record)
{
    const auto *dynamodb = record.record.if_contains("dynamodb");
    const auto *sequence = dynamodb && dynamodb->is_object()
        ? dynamodb->get_object().if_contains("SequenceNumber")
        : nullptr;
    return sequence && sequence->is_string() ? std::string(sequence->get_string())
                                             : std::string();
}

} // namespace

PushedStreamFeed::PushedStreamFeed(Session &session, const Subscribe &subscribe,
                                   const QString &tableName, const StreamFeedStart &start,
                                   QObject *parent)
    : StreamFeed(parent)
{
    // Subscribed before the replay reads anything: whatever commits meanwhile is queued here.
    SubscriptionOptions options;
    options.tableName = tableName.toStdString();
    options.onRecord = [this](const StreamEvent &event) { enqueue(event); };
    options.onDropped = [this](const StreamGap &gap) { noteDropped(gap); };
    m_subscription = subscribe(std::move(options));
    m_status.live = m_subscription != nullptr;
    if (start.position == StreamFeedStart::Position::Latest)
        return;
    m_replay = new StreamRounds(
        session, tableName, streamReadStart(start),
        [this](Result<StreamReadRound> &round) { onReplayRound(round); }, this);
    m_replay->next(0);
}

PushedStreamFeed::~PushedStreamFeed()
{
    // Joins the engine's delivery thread before the queue it writes to goes away.
    m_subscription.reset();
}

void PushedStreamFeed::enqueue(const StreamEvent &event)
{
    const std::lock_guard lock(m_mutex);
    if (m_queue.size() >= m_queueLimit) {
        if (m_dropped == 0)
            m_resumeFrom = m_queue.empty() ? QString::fromStdString(event.sequenceNumber)
                                           : QString::fromStdString(sequenceOf(m_queue.front()));
        m_dropped += m_queue.size() + 1;
        m_queue.clear();
    } else {
        m_queue.push_back(FeedRecord{QString::fromStdString(event.tableName),
                                     QString::fromStdString(event.streamArn), event.record});
    }
    postDrain();
}

void PushedStreamFeed::noteDropped(const StreamGap &gap)
{
    const std::lock_guard lock(m_mutex);
    if (m_dropped == 0)
        m_resumeFrom = QString::fromStdString(gap.resumeFromSequenceNumber);
    m_dropped += gap.dropped;
    postDrain();
}

// Called with m_mutex held.
void PushedStreamFeed::postDrain()
{
    if (m_drainPosted)
        return;
    m_drainPosted = true;
    QMetaObject::invokeMethod(this, [this] { drain(); }, Qt::QueuedConnection);
}

void PushedStreamFeed::setQueueLimit(std::size_t limit)
{
    const std::lock_guard lock(m_mutex);
    m_queueLimit = limit;
}

quint64 PushedStreamFeed::pendingDropped() const
{
    const std::lock_guard lock(m_mutex);
    return m_dropped;
}

void PushedStreamFeed::drain()
{
    std::vector<FeedRecord> batch;
    quint64 dropped = 0;
    QString resumeFrom;
    {
        const std::lock_guard lock(m_mutex);
        batch.swap(m_queue);
        dropped = std::exchange(m_dropped, 0);
        resumeFrom = std::exchange(m_resumeFrom, QString());
        m_drainPosted = false;
    }
    // After a gap the records before it are incomplete anyway: a mirror reloads, and a reader
    // that wants them all reads again from `resumeFrom`.
    if (dropped > 0) {
        m_held.clear();
        Q_EMIT gap(dropped, resumeFrom);
        return;
    }
    if (m_replay) {
        m_held.insert(m_held.end(), std::make_move_iterator(batch.begin()),
                      std::make_move_iterator(batch.end()));
        return;
    }
    batch = withoutReplayed(std::move(batch));
    if (!batch.empty())
        Q_EMIT records(batch);
}

void PushedStreamFeed::onReplayRound(Result<StreamReadRound> &round)
{
    if (!round.ok()) {
        setStatus(FeedStatus{0, 0, true, QString::fromStdString(round.error().message)});
        joinLive();
        return;
    }
    StreamReadRound &read = round.value();
    deliverRound(*this, read);
    setStatus(FeedStatus{read.shards, read.millisBehindLatest, m_subscription != nullptr,
                         QString()});
    if (read.caughtUp)
        joinLive();
    else
        m_replay->next(0);
}

void PushedStreamFeed::joinLive()
{
    for (const auto &[arn, sequence] : m_replay->lastSequenceNumbers())
        m_replayedTo[QString::fromStdString(arn)] = sequence;
    // Later: this runs inside the replay's own callback.
    std::exchange(m_replay, nullptr)->deleteLater();
    std::vector<FeedRecord> batch = withoutReplayed(std::exchange(m_held, {}));
    if (!batch.empty())
        Q_EMIT records(batch);
    setStatus(FeedStatus{m_status.shards, 0, m_subscription != nullptr, m_status.message});
}

std::vector<FeedRecord> PushedStreamFeed::withoutReplayed(std::vector<FeedRecord> batch)
{
    if (m_replayedTo.empty())
        return batch;
    std::vector<FeedRecord> kept;
    for (auto &record : batch) {
        const auto replayed = m_replayedTo.find(record.streamArn);
        if (replayed != m_replayedTo.end()) {
            if (StreamReader::compareSequenceNumbers(sequenceOf(record), replayed->second) <= 0)
                continue;
            m_replayedTo.erase(replayed); // sequence numbers only grow from here
        }
        kept.push_back(std::move(record));
    }
    return kept;
}

void PushedStreamFeed::setStatus(FeedStatus status)
{
    m_status = std::move(status);
    Q_EMIT statusChanged(m_status);
}

} // namespace tablesmith::gui
