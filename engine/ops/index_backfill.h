#pragma once
// The background backfill of a GSI that UpdateTable adds to a table with data. UpdateTable only
// creates the empty index (IndexStatus CREATING, Backfilling true); a worker thread then indexes
// the table's items in batches, each batch one short write transaction so the table stays
// writable, and finally marks the index ACTIVE. Writes keep the entries of every item current
// meanwhile (index maintenance ignores the backfill), and the backfill writes an item's entry
// from the item as it is when its batch runs, so no write is missed and nothing is doubled.
//
// Each batch saves the backfill's position (the last table key it indexed, and the progress
// counts) in its own transaction, so a file closed mid-backfill resumes after that key when
// reopened: the items before it were indexed, and writes since kept their entries current.
// Deleting the index or its table drops the backfill state with it; the next batch finds no
// work. Closing the Database joins the worker.

#include "core/database_core.h"
#include "ops/core_names.h"

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace tablesmith::ops {

constexpr std::int64_t kDefaultBackfillBatch = 2000;

// Indexes the next batch of the first index still backfilling; false when none was left.
Result<bool> backfillStep(State &state, std::int64_t batchSize);

class IndexBackfiller {
public:
    // Paused (tests): batches run only when asked for (step, waitIdle).
    IndexBackfiller(core::DatabaseCore &core, bool paused);
    ~IndexBackfiller();

    IndexBackfiller(const IndexBackfiller &) = delete;
    IndexBackfiller &operator=(const IndexBackfiller &) = delete;

    // There may be work (an index was created, or a file was opened): start or wake the worker.
    void wake();
    // After open: wakes the worker only if an index was left CREATING.
    void resumeAfterOpen();
    // Tests: a paused worker does nothing; step() and waitIdle() then run batches in the caller.
    void setPaused(bool paused);
    void setBatchSize(std::int64_t items);
    Result<bool> step();
    void waitIdle();
    std::optional<Database::IndexBackfillProgress> progress(std::string_view table,
                                                            std::string_view index);

private:
    void loop();

    core::DatabaseCore &m_core;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    bool m_stopping = false;
    bool m_paused = false;
    bool m_pending = false; // there may be work the worker has not looked at
    bool m_busy = false;    // the worker is running a batch
    bool m_failed = false;  // the last batch failed; the worker retries it
    std::int64_t m_batchSize = kDefaultBackfillBatch;
    std::thread m_worker;
};

} // namespace tablesmith::ops
