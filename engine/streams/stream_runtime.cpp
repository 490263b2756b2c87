#include "streams/stream_runtime.h"
#include "streams/stream_hooks.h"
#include "streams/time_to_live.h"

#include "store/item_store.h"

#include <tablesmith/key_encoding.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <random>
#include <utility>

namespace tablesmith::streams {
namespace {

std::string newLogToken()
{
    std::random_device random;
    char text[33];
    std::snprintf(text, sizeof text, "%08x%08x%08x%08x", random(), random(), random(), random());
    return text;
}

std::map<std::int64_t, std::int64_t> trimmedThroughOf(const std::vector<StreamInfo> &streams)
{
    std::map<std::int64_t, std::int64_t> trimmed;
    for (const StreamInfo &stream : streams)
        trimmed[stream.id] = stream.trimmedThrough;
    return trimmed;
}

const store::TableSchema *tableWithId(store::Catalog &catalog, std::int64_t id)
{
    for (const std::string &name : catalog.names())
        if (const store::TableSchema *table = catalog.find(name); table && table->id == id)
            return table;
    return nullptr;
}

// Whether the transaction that wrote a record committed: the item it wrote is there as it left
// it (or gone, for a deletion). Only asked of the log's last group, whose items nothing has
// changed since (a later change would have written a later group or a seal).
Result<bool> groupCommitted(store::Connection &db, store::Catalog &catalog,
                            const CommitCheck &check)
{
    if (check.tableId == 0)
        return true;
    const store::TableSchema *table = tableWithId(catalog, check.tableId);
    if (!table) // its table was deleted since: its records only wait for retention
        return true;
    // The key's position is computed again: a log written before the file moved to the
    // service's hash order (store/hash_order.h) holds the older one.
    store::StorageKey key = check.key;
    key.hash = serviceHash(table->key.partitionKey.type, key.partitionKey);
    TS_TRY_ASSIGN(auto stored, store::readItem(db, *table, key));
    if (!check.itemFingerprint)
        return !stored;
    return stored && itemFingerprint(stored->json) == *check.itemFingerprint;
}

// Records a database of the older format kept in SQLite move into the record log, once.
Status moveTableRecords(store::Connection &db, RecordLog &log)
{
    TS_TRY_ASSIGN(auto rows, takeTableRecords(db));
    std::vector<LoggedRecord> moved;
    for (RecordRow &row : rows)
        if (row.sequence > log.highestSequence())
            moved.push_back({std::move(row), CommitCheck{}});
    if (!moved.empty()) {
        TS_TRY_STATUS(log.append(moved));
        log.committed();
    }
    return dropTableRecords(db);
}

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

Runtime::Runtime(core::DatabaseCore &core)
    : m_core(core), m_sweepInterval(core.options.timeToLiveSweepMs)
{
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
    if (!m_markedUnindexed.empty()) { // a clean close leaves no table to index again on open
        std::shared_lock schema(m_core.catalogMutex);
        std::lock_guard write(m_core.writeMutex);
        core::State state = m_core.writerState();
        (void)indexWrittenExpiries(state, *this, m_markedUnindexed); // else done on open
    }
    {
        std::lock_guard lock(m_subscribersMutex);
        for (const auto &subscriber : m_subscribers)
            subscriber->stop();
    }
}

Status Runtime::ensureLog(store::Connection &db)
{
    if (m_logReady)
        return success();
    if (!m_log)
        TS_TRY_STATUS(openLog(m_token));
    TS_TRY_STATUS(moveTableRecords(db, *m_log));
    m_logReady = true;
    return success();
}

Status Runtime::openLog(const std::string &token)
{
    TS_TRY_ASSIGN(m_log, RecordLog::open(m_core.options.path, token, m_core.options.durable,
                                         m_trimmedOnOpen));
    return success();
}

Status Runtime::recoverLog(store::Connection &db, store::Catalog &catalog)
{
    // The tables and the token are made here, outside any operation's transaction: made in
    // one that then rolled back, they would be gone while the log went on naming the token.
    TS_TRY_STATUS(createStreamLog(db));
    TS_TRY_STATUS(createTimeToLiveTable(db));
    TS_TRY_STATUS(loadTimeToLive(db, catalog));
    TS_TRY_ASSIGN(auto token, logToken(db));
    if (!token) { // a log without its database's token is another database's
        std::error_code ignored; // a log that cannot be removed is replaced when first used
        if (!m_core.options.path.empty())
            std::filesystem::remove(RecordLog::pathFor(m_core.options.path), ignored);
        m_token = newLogToken();
        return saveLogToken(db, m_token);
    }
    m_token = *token;
    TS_TRY_ASSIGN(auto streams, allStreams(db));
    m_trimmedOnOpen = [trimmedThrough = trimmedThroughOf(streams)](std::int64_t stream,
                                                                   std::int64_t sequence) {
        auto found = trimmedThrough.find(stream);
        return found == trimmedThrough.end() || sequence <= found->second;
    };
    TS_TRY_STATUS(openLog(m_token));
    m_trimmedOnOpen = nullptr;
    while (const auto &head = m_log->lastGroupHead()) {
        TS_TRY_ASSIGN(bool committed, groupCommitted(db, catalog, head->check));
        if (committed)
            break;
        TS_TRY_STATUS(m_log->dropLastGroup());
    }
    return success();
}

Result<std::int64_t> Runtime::lastSequence(store::Connection &db)
{
    if (m_lastSequence < 0) {
        TS_TRY_STATUS(ensureLog(db));
        TS_TRY_ASSIGN(m_lastSequence, highestSequence(db, m_log->highestSequence()));
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
    const std::int64_t cutoff = nowMs() - kRetentionMs;
    TS_TRY_ASSIGN(auto trimmed, m_log->trimBefore(cutoff));
    return saveTrimmed(db, trimmed, cutoff);
}

void Runtime::stage(LoggedRecord record, std::optional<PublishedRecord> published)
{
    m_staged.push_back(std::move(record));
    if (published)
        m_stagedPublished.push_back(std::move(*published));
}

void Runtime::discardStaged()
{
    m_staged.clear();
    m_stagedPublished.clear();
    m_stagedWritten = false;
    m_stagedExpiries.clear();
    m_stagedMarks.clear();
}

Status Runtime::writeStaged()
{
    if (m_staged.empty())
        return success();
    TS_TRY_STATUS(m_log->append(m_staged));
    m_stagedWritten = true;
    return success();
}

void Runtime::finishCommit(bool committed)
{
    if (m_stagedWritten) {
        if (committed)
            m_log->committed();
        else
            (void)m_log->abandon(); // a failed truncate leaves a group the check on open drops
    }
    std::vector<PublishedRecord> published = std::move(m_stagedPublished);
    discardStaged();
    if (committed && !published.empty())
        publish(std::move(published));
}

Status Runtime::recordChange(core::State &state, const core::ItemWrite &write)
{
    if (write.item && write.expires)
        m_stagedExpiries.push_back({write.table->id, ExpiryEntry{*write.expires, write.key}});
    return streams::recordChange(*this, state, write);
}

// The first write of a table with TTL marks it unindexed in the file, in the write's own
// transaction; later ones find it marked. The mark stays while the database is open (a sweep
// step clearing it would have the next write set it again, a page more per write): a clean
// close indexes what is left and clears it, a crash leaves it for the next open.
Status Runtime::beforeCommit()
{
    for (const auto &[tableId, entry] : m_stagedExpiries) {
        if (m_markedUnindexed.contains(tableId)
            || std::ranges::find(m_stagedMarks, tableId) != m_stagedMarks.end())
            continue;
        TS_TRY_STATUS(saveUnindexed(m_core.writer, tableId, true));
        m_stagedMarks.push_back(tableId);
    }
    return writeStaged();
}

void Runtime::afterCommit(bool committed)
{
    if (committed) {
        for (auto &[tableId, entry] : m_stagedExpiries)
            m_unindexed[tableId].push_back(std::move(entry));
        m_markedUnindexed.insert(m_stagedMarks.begin(), m_stagedMarks.end());
    }
    const bool staged = !m_stagedExpiries.empty();
    finishCommit(committed);
    if (committed && staged)
        indexIfManyUnindexed();
    if (committed)
        ensureSweeper();
}

// With the sweeper paused (a zero period) or far behind, the writes index their own expiries
// once many wait, so the memory they hold stays bounded. Runs under the write lock.
void Runtime::indexIfManyUnindexed()
{
    if (unindexedCount() < m_maxUnindexed)
        return;
    core::State state = m_core.writerState();
    (void)indexWrittenExpiries(state, *this, {}); // kept for the next try if it failed
}

std::size_t Runtime::unindexedCount() const
{
    std::size_t waiting = 0;
    for (const auto &[tableId, entries] : m_unindexed)
        waiting += entries.size();
    return waiting;
}

Runtime::UnindexedExpiries Runtime::takeUnindexed()
{
    return std::exchange(m_unindexed, {});
}

void Runtime::restoreUnindexed(UnindexedExpiries entries)
{
    for (auto &[tableId, list] : entries) {
        auto &kept = m_unindexed[tableId];
        kept.insert(kept.end(), std::make_move_iterator(list.begin()),
                    std::make_move_iterator(list.end()));
    }
}

void Runtime::forgetUnindexed(std::int64_t tableId)
{
    m_unindexed.erase(tableId);
    m_markedUnindexed.erase(tableId);
}

Status Runtime::sealLog()
{
    TS_TRY_STATUS(m_log->append({}));
    m_log->committed();
    return success();
}

void Runtime::publish(std::vector<PublishedRecord> records)
{
    const auto now = std::chrono::steady_clock::now();
    std::vector<std::shared_ptr<Subscriber>> subscribers;
    {
        std::lock_guard lock(m_subscribersMutex);
        subscribers = m_subscribers;
    }
    for (PublishedRecord &record : records) {
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
    std::shared_lock schema(m_core.catalogMutex);
    std::lock_guard write(m_core.writeMutex);
    core::State state = m_core.writerState();
    TS_TRY_ASSIGN(SweepStep swept, sweepExpired(state, *this, std::nullopt));
    return swept.deleted;
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

void Runtime::resumeAfterOpen()
{
    for (const std::string &name : m_core.catalog.names()) {
        if (m_core.catalog.find(name)->timeToLiveAttribute) {
            ensureSweeper();
            return;
        }
    }
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
        sweepPeriod();
        lock.lock();
    }
}

// Each period deletes what has expired in the tables with TTL, found through their expiry
// index (store/expiry_store.h): a period costs what expired, not the size of the tables, and a
// table where nothing expired costs one index probe. It goes in steps of a bounded number of
// items per table, with the write lock let go between them, so writers wait for one step at
// most; what a period's steps leave (a mass expiry) is the next period's to delete.
void Runtime::sweepPeriod()
{
    constexpr std::int64_t kItemsPerStep = 1000;
    constexpr int kStepsPerPeriod = 100;
    for (int step = 0; step < kStepsPerPeriod; ++step) {
        if (step > 0 && !pauseBetweenSteps())
            return;
        std::shared_lock schema(m_core.catalogMutex);
        std::lock_guard write(m_core.writeMutex);
        core::State state = m_core.writerState();
        if (step == 0)
            (void)trim(state.db); // a failed trim is retried next period
        // A failed step is retried next period; there is no caller to tell.
        auto swept = sweepExpired(state, *this, kItemsPerStep);
        if (!swept)
            return;
        m_itemsSwept.fetch_add(swept->itemsRead, std::memory_order_relaxed);
        if (!swept->more)
            return;
    }
}

// A short wait that lets the writers queued behind a step in first; false when stopping.
bool Runtime::pauseBetweenSteps()
{
    std::unique_lock lock(m_sweeperMutex);
    return !m_sweeperWake.wait_for(lock, std::chrono::milliseconds(1),
                                   [&] { return m_stopping; });
}

} // namespace tablesmith::streams
