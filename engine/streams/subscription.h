#pragma once
// One in-process subscriber: a bounded queue of committed records and the thread that hands
// them to the observer. Shared by the Runtime (which offers records) and the caller's
// StreamSubscription handle (whose destruction stops it).
//
// Records are handed over in batches: the first record into an empty queue wakes the thread,
// which then lets the commits of the next millisecond (or the next 256 records) join before it
// delivers. Waking it for every record cost each write a context switch on the other side
// (writes with a subscriber ran 1.4x as long as without); a millisecond is far inside the
// 5 ms a record may take to reach its observer.

#include "streams/stream_log.h"

#include <tablesmith/stream_subscription.h>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <memory>
#include <mutex>
#include <thread>
#include <variant>

namespace tablesmith::streams {

// A committed record with what it takes to show it (built into JSON on the subscriber's
// thread, so writers only pay for queueing it).
struct PublishedRecord {
    RecordRow row;
    std::string tableName;
    std::string streamArn;
    std::string viewType;
    std::string region;
    std::chrono::steady_clock::time_point committedAt;
};

class Subscriber {
public:
    explicit Subscriber(SubscriptionOptions options);
    ~Subscriber();

    // Called by the writer after commit; never blocks on the observer.
    void offer(const std::shared_ptr<const PublishedRecord> &record);
    void stop();
    bool stopped() const { return m_stopped.load(); }
    std::uint64_t droppedCount() const { return m_dropped.load(); }

private:
    using Entry = std::variant<std::shared_ptr<const PublishedRecord>, StreamGap>;
    void run();
    void deliver(const Entry &entry);

    SubscriptionOptions m_options;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Entry> m_queue;
    std::size_t m_queuedRecords = 0;
    std::chrono::steady_clock::time_point m_firstQueuedAt; // when the queue last became busy
    bool m_idle = false; // the thread waits for a first record (not collecting a batch)
    bool m_stopping = false;
    std::atomic<bool> m_stopped{false};
    std::atomic<std::uint64_t> m_dropped{0};
    std::thread m_thread;
};

} // namespace tablesmith::streams
