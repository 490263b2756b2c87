#pragma once
// DatabaseCore: the narrow core every subsystem (ops, streams and TTL, capacity, the GSI
// backfill) takes instead of the whole Database — the writer and a pool of readers, the
// catalogue, the locks, the options and the clock.
//
// Locking: the catalogue is guarded by a shared mutex (exclusive for control-plane operations,
// shared for item operations); item writes are serialised by the write mutex, and every write
// operation is one SQLite transaction on the writer connection. Reads of a file database run in
// parallel, each on a pooled reader connection (WAL: readers never block the writer). An
// in-memory database has a single connection, so its reads take the write mutex too.

#include "core/change_capture.h"
#include "core/clock.h"
#include "core/state.h"
#include "store/catalog.h"
#include "store/sqlite.h"

#include <tablesmith/database.h>

#include <memory>
#include <mutex>
#include <shared_mutex>
#include <vector>

namespace tablesmith::core {

class DatabaseCore {
public:
    DatabaseCore(DatabaseOptions options, store::Connection writer);
    DatabaseCore(const DatabaseCore &) = delete;
    DatabaseCore &operator=(const DatabaseCore &) = delete;

    // A reader connection for a file database, opened on first need; null for in-memory ones.
    Result<std::unique_ptr<store::Connection>> takeReader();
    void returnReader(std::unique_ptr<store::Connection> reader);

    // A call's state on `db`: the writer (with writeMutex held) or a reader.
    State stateOn(store::Connection &db);
    State writerState() { return stateOn(writer); }

    // Where writes report their changes (the stream runtime); set by the Database before its
    // first call. Until then changes go nowhere.
    void setChangeCapture(ChangeCapture &capture) { m_changes = &capture; }

    DatabaseOptions options;
    store::Connection writer;
    store::Catalog catalog;
    std::shared_mutex catalogMutex;
    std::mutex writeMutex;
    Clock clock;

private:
    ChangeCapture *m_changes;
    std::mutex m_readersMutex;
    std::vector<std::unique_ptr<store::Connection>> m_readers; // guarded by m_readersMutex
};

} // namespace tablesmith::core
