#include "streams/subscription.h"
#include "streams/stream_record.h"

namespace tablesmith::streams {
namespace {

constexpr auto kBatchWindow = std::chrono::milliseconds(1);
constexpr std::size_t kBatchRecords = 256;

} // namespace

Subscriber::Subscriber(SubscriptionOptions options)
    : m_options(std::move(options)), m_thread([this] { run(); })
{
}

Subscriber::~Subscriber() { stop(); }

void Subscriber::offer(const std::shared_ptr<const PublishedRecord> &record)
{
    if (!m_options.tableName.empty() && m_options.tableName != record->tableName)
        return;
    bool wake = false;
    {
        std::lock_guard lock(m_mutex);
        if (m_stopping)
            return;
        if (m_queue.empty())
            m_firstQueuedAt = record->committedAt;
        if (m_queuedRecords < m_options.queueCapacity) {
            m_queue.emplace_back(record);
            ++m_queuedRecords;
        } else {
            // Full: count the loss in one gap entry queued where the records would have been,
            // so the observer learns of it in order.
            StreamGap *gap = m_queue.empty() ? nullptr : std::get_if<StreamGap>(&m_queue.back());
            if (!gap) {
                StreamGap fresh;
                fresh.streamArn = record->streamArn;
                fresh.resumeFromSequenceNumber = sequenceText(record->row.sequence);
                gap = &std::get<StreamGap>(m_queue.emplace_back(std::move(fresh)));
            }
            ++gap->dropped;
            m_dropped.fetch_add(1);
        }
        wake = (m_idle && m_queue.size() == 1) || m_queue.size() == kBatchRecords;
    }
    if (wake)
        m_wake.notify_one();
}

void Subscriber::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id())
        m_thread.join();
    m_stopped = true;
}

void Subscriber::run()
{
    std::deque<Entry> batch;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_idle = true;
            m_wake.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
            m_idle = false;
            m_wake.wait_until(lock, m_firstQueuedAt + kBatchWindow, [this] {
                return m_stopping || m_queue.size() >= kBatchRecords;
            });
            if (m_stopping)
                return;
            batch.swap(m_queue);
            m_queuedRecords = 0;
        }
        for (const Entry &entry : batch)
            deliver(entry);
        batch.clear();
    }
}

void Subscriber::deliver(const Entry &entry)
{
    if (const auto *gap = std::get_if<StreamGap>(&entry)) {
        if (m_options.onDropped)
            m_options.onDropped(*gap);
        return;
    }
    const PublishedRecord &record = *std::get<0>(entry);
    if (!m_options.onRecord)
        return;
    StreamEvent event;
    event.tableName = record.tableName;
    event.streamArn = record.streamArn;
    event.sequenceNumber = sequenceText(record.row.sequence);
    event.record = recordJson(record.row, record.viewType, record.region);
    event.committedAt = record.committedAt;
    m_options.onRecord(event);
}

} // namespace tablesmith::streams
