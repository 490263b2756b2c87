#include "ops/index_backfill.h"
#include "core/indexes.h"
#include "core/item_codec.h"
#include "store/catalog_backfills.h"
#include "store/index_store.h"
#include "ops/core_names.h"

#include <chrono>
#include <climits>

namespace tablesmith::ops {
namespace {

namespace json = boost::json;

constexpr auto kPauseBetweenBatches = std::chrono::microseconds(500);

struct Job {
    store::TableSchema *table = nullptr;
    store::IndexSchema *index = nullptr;
};

Job nextJob(store::Catalog &catalog)
{
    for (const std::string &name : catalog.names()) {
        store::TableSchema *table = catalog.find(name);
        for (store::IndexSchema &index : table->indexes)
            if (index.backfilling())
                return {table, &index};
    }
    return {};
}

// DescribeTable's view of the backfill: the entries written so far, and ACTIVE once done.
void describeProgress(store::TableSchema &table, const store::IndexSchema &index,
                      const store::BackfillPosition &position, bool done)
{
    json::object *d = describedIndex(table, index.name);
    if (!d)
        return;
    (*d)["ItemCount"] = position.entries;
    (*d)["IndexSizeBytes"] = indexSizeBytes(position.entries, position.entryBytes);
    if (done) {
        (*d)["IndexStatus"] = "ACTIVE";
        d->erase("Backfilling");
    }
}

// Indexes up to `size` items after `position`, in the caller's transaction, and moves
// `position` past them. Returns the number of items looked at.
Result<std::int64_t> indexBatch(State &state, const store::TableSchema &table,
                                const store::IndexSchema &index, std::int64_t size,
                                store::BackfillPosition &position)
{
    std::int64_t items = 0;
    Status status = success();
    const std::optional<store::StorageKey> after = position.after;
    auto visit = [&](const store::Row &row) {
        position.after = store::StorageKey{row.hash, std::string(row.partitionKey),
                                           std::string(row.sortKey)};
        ++items;
        auto item = decodeStored(row.json);
        if (!item) {
            status = item.takeError();
            return false;
        }
        if (auto key = indexEntryKey(table, index, *item)) {
            // An ALL projection holds the item as stored: no need to serialise it again.
            store::StoredItem entry =
                index.projection == store::IndexSchema::Projection::All
                    ? store::StoredItem{std::string(row.json), row.size}
                    : storedItem(projectForIndex(table, index, *item));
            status = store::writeIndexEntry(state.db, table, index, *key, entry);
            ++position.entries;
            position.entryBytes += entry.size;
        }
        return status.ok() && items < size;
    };
    TS_TRY_STATUS(store::scanHashRange(state.db, table, INT64_MIN, INT64_MAX, after, visit));
    TS_TRY_STATUS(status);
    position.itemsIndexed += items;
    return items;
}

// Saves the batch: the description, and the position it reached (dropped once done), in the
// batch's transaction, so a reopened file resumes exactly after the batch's last item.
Status saveBatch(State &state, store::TableSchema &table, const store::IndexSchema &index,
                 const store::BackfillPosition &position, bool done)
{
    describeProgress(table, index, position, done);
    TS_TRY_STATUS(state.catalog.saveDescription(state.db, table));
    if (done)
        return store::removeBackfill(state.db, table, index.name);
    return store::saveBackfill(state.db, table, index, position);
}

} // namespace

Result<bool> backfillStep(State &state, std::int64_t batchSize)
{
    Job job = nextJob(state.catalog);
    if (!job.index)
        return false;
    store::TableSchema &table = *job.table;
    store::IndexBackfill &backfill = *job.index->backfill;
    if (backfill.position.itemsTotal < 0) {
        if (table.itemCount < 0)
            TS_TRY_STATUS(store::countItems(state.db, table, table.itemCount, table.sizeBytes));
        backfill.position.itemsTotal = table.itemCount;
    }
    // Memory changes only once the batch committed; a failed one rolls the file back.
    store::BackfillPosition next = backfill.position;
    const json::object description = table.description;
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_ASSIGN(const std::int64_t items, indexBatch(state, table, *job.index, batchSize, next));
    const bool done = items < batchSize;
    Status committed = saveBatch(state, table, *job.index, next, done);
    if (committed)
        committed = transaction.commit();
    if (!committed) {
        table.description = description;
        return committed.takeError();
    }
    backfill.position = std::move(next);
    // Writes during the backfill may have written entries the batches then rewrote: the
    // finished index is counted afresh from SQLite when next described.
    job.index->itemCount = -1;
    job.index->sizeBytes = 0;
    backfill.finished = done;
    return true;
}

IndexBackfiller::IndexBackfiller(core::DatabaseCore &core, bool paused)
    : m_core(core), m_paused(paused)
{
}

IndexBackfiller::~IndexBackfiller()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_wake.notify_all();
    if (m_worker.joinable())
        m_worker.join();
}

void IndexBackfiller::wake()
{
    {
        std::lock_guard lock(m_mutex);
        m_pending = true;
        if (!m_worker.joinable() && !m_stopping)
            m_worker = std::thread([this] { loop(); });
    }
    m_wake.notify_all();
}

void IndexBackfiller::resumeAfterOpen()
{
    bool any = false;
    {
        std::shared_lock schema(m_core.catalogMutex);
        any = nextJob(m_core.catalog).index != nullptr;
    }
    if (any)
        wake();
}

void IndexBackfiller::setPaused(bool paused)
{
    {
        std::lock_guard lock(m_mutex);
        m_paused = paused;
    }
    m_wake.notify_all();
}

void IndexBackfiller::setBatchSize(std::int64_t items)
{
    std::lock_guard lock(m_mutex);
    m_batchSize = std::max<std::int64_t>(1, items);
}

Result<bool> IndexBackfiller::step()
{
    std::int64_t batchSize = 0;
    {
        std::lock_guard lock(m_mutex);
        batchSize = m_batchSize;
    }
    std::shared_lock schema(m_core.catalogMutex);
    std::lock_guard write(m_core.writeMutex);
    State state = m_core.writerState();
    return backfillStep(state, batchSize);
}

void IndexBackfiller::waitIdle()
{
    std::unique_lock lock(m_mutex);
    if (m_paused) {
        lock.unlock();
        for (;;) {
            auto more = step();
            if (!more || !*more)
                return;
        }
    }
    // A failing batch (retried every second) ends the wait too: the caller must not hang.
    m_idle.wait(lock, [&] {
        return m_stopping || m_paused || m_failed || (!m_pending && !m_busy);
    });
    if (m_paused) {
        lock.unlock();
        waitIdle();
    }
}

std::optional<Database::IndexBackfillProgress> IndexBackfiller::progress(std::string_view table,
                                                                        std::string_view index)
{
    std::shared_lock schema(m_core.catalogMutex);
    std::lock_guard write(m_core.writeMutex);
    const store::TableSchema *found = m_core.catalog.find(table);
    const store::IndexSchema *schemaOf = found ? found->findIndex(index) : nullptr;
    if (!schemaOf)
        return std::nullopt;
    Database::IndexBackfillProgress out;
    out.backfilling = schemaOf->backfilling();
    if (const auto &b = schemaOf->backfill) {
        out.itemsIndexed = b->position.itemsIndexed;
        out.itemsTotal = std::max<std::int64_t>(b->position.itemsTotal, b->position.itemsIndexed);
    }
    return out;
}

void IndexBackfiller::loop()
{
    std::unique_lock lock(m_mutex);
    while (!m_stopping) {
        if (m_paused || !m_pending) {
            m_idle.notify_all();
            m_wake.wait(lock, [&] { return m_stopping || (!m_paused && m_pending); });
            continue;
        }
        // A wake() during the batch sets m_pending again, so it is never lost.
        m_pending = false;
        m_busy = true;
        lock.unlock();
        Result<bool> more = step();
        lock.lock();
        m_busy = false;
        m_failed = !more;
        if (more) {
            m_pending = m_pending || *more;
            // A breath between batches: the locks are not fair, and a waiting writer or
            // DescribeTable must get its turn before the next batch takes them again.
            m_wake.wait_for(lock, kPauseBetweenBatches, [&] { return m_stopping; });
            continue;
        }
        m_pending = true;
        m_idle.notify_all();
        // A failed batch (the disk, say) is retried; there is no caller to tell.
        m_wake.wait_for(lock, std::chrono::seconds(1), [&] { return m_stopping; });
    }
    m_idle.notify_all();
}

} // namespace tablesmith::ops
