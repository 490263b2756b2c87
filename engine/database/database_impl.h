#pragma once
// The state behind a Database: the core, the runtimes of the families that keep state between
// calls (streams and TTL, the capacity simulation, the GSI backfill), and the one table of
// operations. Members are built in the order declared and destroyed in reverse, so each
// runtime stops (joins its threads) before the core it uses goes.

#include "capacity/capacity_runtime.h"
#include "core/database_core.h"
#include "core/operation_table.h"
#include "ops/index_backfill.h"
#include "store/file_lock.h"
#include "streams/stream_runtime.h"

#include <tablesmith/database.h>

#include <mutex>
#include <string>

namespace tablesmith {

class Database::Impl {
public:
    Impl(std::unique_ptr<store::FileLock> lock, const DatabaseOptions &options,
         store::Connection writer, bool indexBackfillPaused);

    // First, so it is released last: after every connection, thread and the stream log.
    // Null for an in-memory database.
    std::unique_ptr<store::FileLock> fileLock;
    std::mutex servedUrlMutex; // guards fileLock's URL and servedUrl
    std::string servedUrl;
    core::DatabaseCore core;
    // Sequence numbers, the record log, subscribers and the TTL sweeper; captures the changes
    // of every write.
    streams::Runtime streamRuntime;
    // Throttling buckets and auto scaling.
    capacity::Runtime capacityRuntime;
    // The GSI backfill worker.
    ops::IndexBackfiller indexBackfiller;
    core::OperationTable operations;
};

// What engine code outside Database reaches of it: the testing controls
// (tablesmith/database_testing.h).
struct DatabaseAccess {
    static Database::Impl &impl(Database &database) { return *database.m_impl; }
    static Result<std::unique_ptr<Database>> open(const DatabaseOptions &options,
                                                  bool indexBackfillPaused);
};

} // namespace tablesmith
