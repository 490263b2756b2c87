#pragma once
// The state behind a Database and the context each operation runs in.
//
// Locking: the catalogue is guarded by a shared mutex (exclusive for control-plane operations,
// shared for item operations); item writes are serialised by the write mutex, and every write
// operation is one SQLite transaction on the writer connection. Reads of a file database run in
// parallel, each on a pooled reader connection (WAL: readers never block the writer). An
// in-memory database has a single connection, so its reads take the write mutex too.

#include "store/catalog.h"
#include "store/sqlite.h"

#include <tablesmith/database.h>

#include <boost/json/object.hpp>

#include <atomic>
#include <memory>
#include <mutex>
#include <shared_mutex>
#include <vector>

// --- streams: the per-database stream runtime (engine/streams/stream_runtime.h) ---
namespace tablesmith::streams {
class Runtime;
struct RuntimeDeleter {
    void operator()(Runtime *runtime) const;
};
std::unique_ptr<Runtime, RuntimeDeleter> makeRuntime(Database::Impl &impl);
} // namespace tablesmith::streams
// --- end streams ---

// --- capacity: the provisioned-throughput simulation (engine/capacity/capacity_runtime.h) ---
namespace tablesmith::capacity {
class Runtime;
struct RuntimeDeleter {
    void operator()(Runtime *runtime) const;
};
std::unique_ptr<Runtime, RuntimeDeleter> makeRuntime();
} // namespace tablesmith::capacity
// --- end capacity ---
// --- the background backfill of new GSIs (engine/ops/index_backfill.h) ---
namespace tablesmith::ops {
class IndexBackfiller;
struct IndexBackfillerDeleter {
    void operator()(IndexBackfiller *backfiller) const;
};
std::unique_ptr<IndexBackfiller, IndexBackfillerDeleter> makeIndexBackfiller(Database::Impl &impl);
} // namespace tablesmith::ops
// --- end backfill ---

namespace tablesmith {

class Database::Impl {
public:
    Impl(DatabaseOptions options, store::Connection writer)
        : options(std::move(options)), writer(std::move(writer))
    {
    }

    // A reader connection for a file database, opened on first need; null for in-memory ones.
    Result<std::unique_ptr<store::Connection>> takeReader();
    void returnReader(std::unique_ptr<store::Connection> reader);

    DatabaseOptions options;
    store::Connection writer;
    store::Catalog catalog;
    std::shared_mutex catalogMutex;
    std::mutex writeMutex;
    // --- streams: sequence numbers, subscribers, clock and the TTL sweeper. Declared after
    // the connection, catalogue and locks it uses; stops (joins its threads) before they go.
    std::unique_ptr<streams::Runtime, streams::RuntimeDeleter> streamRuntime =
        streams::makeRuntime(*this);
    // --- end streams ---
    // --- capacity: throttling buckets and auto scaling. The flag is read (relaxed) on every
    // call; nothing else of the simulation runs while it is off.
    std::atomic<bool> simulatingCapacity{options.simulateThrottling};
    std::unique_ptr<capacity::Runtime, capacity::RuntimeDeleter> capacityRuntime =
        capacity::makeRuntime();
    // --- end capacity ---
    // The GSI backfill worker; declared last, so it stops (joins) before anything it uses goes.
    std::unique_ptr<ops::IndexBackfiller, ops::IndexBackfillerDeleter> indexBackfiller =
        ops::makeIndexBackfiller(*this);

private:
    std::mutex m_readersMutex;
    std::vector<std::unique_ptr<store::Connection>> m_readers;
};

namespace core {

// What an operation works with: the connection chosen for this call and the shared catalogue.
struct State {
    store::Connection &db;
    store::Catalog &catalog;
    const DatabaseOptions &options;
};

// The table a data-plane request names, or ResourceNotFoundException.
Result<store::TableSchema *> findTable(State &state, const boost::json::object &request);

} // namespace core
} // namespace tablesmith
