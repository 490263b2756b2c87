#pragma once
// PushedStreamFeed: the embedded engine's stream records, pushed by its in-process
// subscription right after each commit. The engine calls back on its own thread; records are
// queued here and drained in one queued call per burst, so a bulk write costs the UI thread one
// event per burst. A burst too large to apply one by one becomes a gap, reported with the
// sequence number of the first record lost.
//
// A start before now (TRIM_HORIZON, a sequence number, a time) is first read through the
// Streams API on a worker thread while the subscription already queues what commits; once the
// reading has caught up, the queued records it has already delivered are dropped by sequence
// number, so the replay joins the live push without a duplicate or a hole.

#include "session/stream_feed.h"

#include <tablesmith/error.h>
#include <tablesmith/stream_reader.h>
#include <tablesmith/stream_subscription.h>

#include <functional>
#include <map>
#include <memory>
#include <mutex>

namespace tablesmith::gui {

class Session;
class StreamRounds;

class PushedStreamFeed : public StreamFeed {
    Q_OBJECT
public:
    using Subscribe = std::function<std::unique_ptr<StreamSubscription>(SubscriptionOptions)>;
    // Records queued beyond this before the UI thread drains them are dropped as a gap: by
    // then a reload is cheaper than applying them one at a time.
    static constexpr std::size_t kMaxQueued = 20000;

    PushedStreamFeed(Session &session, const Subscribe &subscribe, const QString &tableName,
                     const StreamFeedStart &start, QObject *parent = nullptr);
    ~PushedStreamFeed() override;

    FeedStatus status() const override { return m_status; }
    // True until a replay from before now has joined the live records.
    bool isReplaying() const { return m_replay != nullptr; }
    // Replaces kMaxQueued (tests make gaps with a small one). Thread-safe.
    void setQueueLimit(std::size_t limit);
    // Records lost since the last delivery to the UI thread (thread-safe).
    quint64 pendingDropped() const;

private:
    void enqueue(const StreamEvent &event);
    void noteDropped(const StreamGap &gap);
    void postDrain();
    void drain();
    void onReplayRound(Result<StreamReadRound> &round);
    void joinLive();
    std::vector<FeedRecord> withoutReplayed(std::vector<FeedRecord> batch);
    void setStatus(FeedStatus status);

    std::unique_ptr<StreamSubscription> m_subscription;
    mutable std::mutex m_mutex; // guards the members up to m_drainPosted
    std::vector<FeedRecord> m_queue;
    std::size_t m_queueLimit = kMaxQueued;
    quint64 m_dropped = 0;
    QString m_resumeFrom; // the first record lost since the last delivery
    bool m_drainPosted = false;

    StreamRounds *m_replay = nullptr; // a child while replaying
    std::vector<FeedRecord> m_held;   // live records that came during the replay
    // Per stream ARN, the last sequence number the replay delivered: live records up to it are
    // duplicates. An entry goes once a later record has passed.
    std::map<QString, std::string> m_replayedTo;
    FeedStatus m_status;
};

} // namespace tablesmith::gui
