#include "streams/stream_runtime.h"
#include "streams/time_to_live.h"

#include <unordered_map>

namespace tablesmith::streams {
namespace {

// Hooks get an ops::State, not the Impl; the catalogue's address names the database.
std::mutex g_registryMutex;
std::unordered_map<const store::Catalog *, Runtime *> g_registry;

class SubscriptionHandle final : public StreamSubscription {
public:
    explicit SubscriptionHandle(std::shared_ptr<Subscriber> subscriber)
        : m_subscriber(std::move(subscriber))
    {
    }
    ~SubscriptionHandle() override { m_subscriber->stop(); }
    std::uint64_t droppedCount() const override { return m_subscriber->droppedCount(); }

private:
    std::shared_ptr<Subscriber> m_subscriber;
};

} // namespace

void RuntimeDeleter::operator()(Runtime *runtime) const { delete runtime; }

std::unique_ptr<Runtime, RuntimeDeleter> makeRuntime(Database::Impl &impl)
{
    return std::unique_ptr<Runtime, RuntimeDeleter>(new Runtime(impl));
}

Runtime::Runtime(Database::Impl &impl) : m_impl(impl)
{
    std::lock_guard lock(g_registryMutex);
    g_registry[&impl.catalog] = this;
}

Runtime::~Runtime()
{
    {
        std::lock_guard lock(m_sweeperMutex);
        m_stopping = true;
    }
    m_sweeperWake.notify_all();
    if (m_sweeper.joinable())
        m_sweeper.join();
    {
        std::lock_guard lock(m_subscribersMutex);
        for (const auto &subscriber : m_subscribers)
            subscriber->stop();
    }
    std::lock_guard lock(g_registryMutex);
    g_registry.erase(&m_impl.catalog);
}

Runtime &Runtime::of(const ops::State &state)
{
    std::lock_guard lock(g_registryMutex);
    return *g_registry.at(&state.catalog);
}

void Runtime::setClock(Database::WallClock clock)
{
    std::lock_guard lock(m_clockMutex);
    m_clock = std::move(clock);
}

std::int64_t Runtime::nowMs() const
{
    std::chrono::system_clock::time_point now;
    {
        std::lock_guard lock(m_clockMutex);
        now = m_clock ? m_clock() : std::chrono::system_clock::now();
    }
    return std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch())
        .count();
}

Status Runtime::ensureLog(store::Connection &db)
{
    if (m_logReady)
        return success();
    TS_TRY_STATUS(createStreamLog(db));
    TS_TRY_STATUS(createTimeToLiveTable(db));
    m_logReady = true;
    return success();
}

Result<std::int64_t> Runtime::lastSequence(store::Connection &db)
{
    if (m_lastSequence < 0) {
        TS_TRY_STATUS(ensureLog(db));
        TS_TRY_ASSIGN(m_lastSequence, highestSequence(db));
    }
    return m_lastSequence;
}

Result<std::int64_t> Runtime::nextSequence(store::Connection &db)
{
    TS_TRY_STATUS(lastSequence(db));
    // A rolled-back transaction leaves a gap; the service's numbers have gaps too.
    return ++m_lastSequence;
}

Result<std::int64_t> Runtime::streamIdOf(store::Connection &db, const std::string &arn)
{
    if (auto found = m_streamIds.find(arn); found != m_streamIds.end())
        return found->second;
    TS_TRY_STATUS(ensureLog(db));
    TS_TRY_ASSIGN(auto stream, findStream(db, arn));
    if (!stream)
        return Error{ErrorKind::InternalServerError, "The stream " + arn + " is missing"};
    m_streamIds.emplace(arn, stream->id);
    return stream->id;
}

Status Runtime::trim(store::Connection &db)
{
    TS_TRY_STATUS(ensureLog(db));
    return trimBefore(db, nowMs() - kRetentionMs);
}

void Runtime::addPending(PublishedRecord record) { m_pending.push_back(std::move(record)); }

void Runtime::publishCommitted(store::Connection &db)
{
    if (m_pending.empty())
        return;
    std::vector<PublishedRecord> pending;
    pending.swap(m_pending);
    // Records of a transaction that rolled back are still pending; keep only stored ones.
    auto stored = storedSequences(db, pending.front().row.sequence, pending.back().row.sequence);
    if (!stored)
        return;
    const auto now = std::chrono::steady_clock::now();
    std::vector<std::shared_ptr<Subscriber>> subscribers;
    {
        std::lock_guard lock(m_subscribersMutex);
        subscribers = m_subscribers;
    }
    auto next = stored->begin();
    for (PublishedRecord &record : pending) {
        while (next != stored->end() && *next < record.row.sequence)
            ++next;
        if (next == stored->end() || *next != record.row.sequence)
            continue;
        record.committedAt = now;
        auto shared = std::make_shared<const PublishedRecord>(std::move(record));
        for (const auto &subscriber : subscribers)
            subscriber->offer(shared);
    }
}

std::unique_ptr<StreamSubscription> Runtime::subscribe(SubscriptionOptions options)
{
    auto subscriber = std::make_shared<Subscriber>(std::move(options));
    std::lock_guard lock(m_subscribersMutex);
    std::erase_if(m_subscribers, [](const auto &s) { return s->stopped(); });
    m_subscribers.push_back(subscriber);
    m_subscriberCount = static_cast<int>(m_subscribers.size());
    return std::make_unique<SubscriptionHandle>(subscriber);
}

Result<std::int64_t> Runtime::sweepNow()
{
    std::shared_lock schema(m_impl.catalogMutex);
    std::lock_guard write(m_impl.writeMutex);
    ops::State state{m_impl.writer, m_impl.catalog, m_impl.options};
    return sweepExpired(state, *this, std::nullopt, m_sweepCursors);
}

void Runtime::setSweepInterval(std::chrono::milliseconds interval)
{
    {
        std::lock_guard lock(m_sweeperMutex);
        m_sweepInterval = interval;
    }
    m_sweeperWake.notify_all();
    ensureSweeper();
}

void Runtime::ensureSweeper()
{
    if (m_sweeperStarted.load(std::memory_order_relaxed))
        return; // every commit asks; only the first one pays for the lock
    std::lock_guard lock(m_sweeperMutex);
    m_sweeperStarted = true;
    if (!m_sweeper.joinable() && !m_stopping)
        m_sweeper = std::thread([this] { sweeperLoop(); });
}

void Runtime::sweeperLoop()
{
    // Each step looks at a bounded number of items per table, so writers wait little.
    constexpr std::int64_t kItemsPerStep = 1000;
    std::unique_lock lock(m_sweeperMutex);
    while (!m_stopping) {
        const auto interval = m_sweepInterval;
        // Woken early by stop or a new interval: start over without sweeping.
        auto changed = [&] { return m_stopping || m_sweepInterval != interval; };
        if (interval.count() <= 0) {
            m_sweeperWake.wait(lock, changed);
            continue;
        }
        if (m_sweeperWake.wait_for(lock, interval, changed))
            continue;
        lock.unlock();
        {
            std::shared_lock schema(m_impl.catalogMutex);
            std::lock_guard write(m_impl.writeMutex);
            ops::State state{m_impl.writer, m_impl.catalog, m_impl.options};
            // A failed step is retried on the next one; there is no caller to tell.
            (void)trim(state.db);
            (void)sweepExpired(state, *this, kItemsPerStep, m_sweepCursors);
        }
        lock.lock();
    }
}

} // namespace tablesmith::streams
