#pragma once
// Database: the embedded DynamoDB-compatible engine on one SQLite file (a "region").
//
// Owns the SQLite connections, the table catalogue and every table's items. Thread-safe: writes
// are serialised (one SQLite transaction per write operation, so an item never lands without
// its index entries or stream record), reads of a file database run in parallel on their own
// connections (an in-memory database has one connection, so its reads take turns).
// Failures are returned as DynamoDB errors; bad input never crashes or half-writes.

#include <tablesmith/client.h>
#include <tablesmith/stream_subscription.h>

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith {

struct DatabaseOptions {
    // A file path, or empty for an in-memory database that keeps nothing.
    std::string path;
    // fsync every commit (synchronous FULL) against power loss; the default (NORMAL in WAL)
    // already survives a killed process.
    bool durable = false;
    // Region and account used in ARNs.
    std::string region = "us-east-1";
    std::string accountId = "000000000000";
    // Simulates provisioned capacity: PROVISIONED tables and GSIs throttle calls beyond their
    // throughput (ProvisionedThroughputExceededException) and auto scaling adjusts it.
    // Off by default; on-demand tables are never throttled.
    bool simulateThrottling = false;
    // The largest an item collection (a partition key's items plus their local secondary index
    // entries) may grow in a table with LSIs; DynamoDB's limit is 10 GB. Tests set a few KB.
    std::int64_t itemCollectionSizeLimitBytes = 10LL * 1024 * 1024 * 1024;
    // How long a table or index stays CREATING, UPDATING or DELETING after CreateTable,
    // UpdateTable or DeleteTable, refusing what the service refuses meanwhile, so clients'
    // waiters are exercised. 0 (the default): ACTIVE, or gone, at once.
    std::int64_t tableTransitionMs = 0;
    // How often the background TTL sweep looks at every table with TTL enabled: an expired
    // item is deleted (and its REMOVE readable on the stream) within about this long. The
    // service takes up to a few days; a short period suits tests and demonstrations.
    std::int64_t timeToLiveSweepMs = 1000;
};

// Who has a database file open: a Database on a file holds it exclusively for its lifetime
// (a lock the OS drops when the process dies, so a crash leaves no stale lock), and a second
// open — in another process or this one — fails with ResourceInUseException naming the file,
// the holder's pid and, while the holder serves it, its URL.
struct DatabaseHolder {
    std::int64_t pid = 0; // 0: not known yet
    std::string url;      // where the holder serves the DynamoDB API; empty: not served
};
// The holder of the database file at `path`, or nothing when no process has it open.
std::optional<DatabaseHolder> databaseHolder(const std::string &path);

// Deletes the database file at `path` and the files beside it (-wal, -shm, -streams, -lock),
// unless a process has it open; a missing file is no error. For a new file whose filling failed.
Status removeDatabaseFiles(const std::string &path);

// Controls only tests use (the clock, TTL sweeps, auto scaling and backfill stepping) are in
// tablesmith/database_testing.h.

class Database final : public Client {
public:
    static Result<std::unique_ptr<Database>> open(const DatabaseOptions &options);
    ~Database() override;

    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override;

    const DatabaseOptions &options() const;

    // Records where this database is served over HTTP (empty: no longer served), so a process
    // refused the file can tell its user where to connect instead. Nothing for in-memory ones.
    Status setServedUrl(const std::string &url);
    std::string servedUrl() const;

    // --- Streams (engine/database/database_streams.cpp) ---
    // Every committed stream record of every table (or of options.tableName), in order.
    std::unique_ptr<StreamSubscription> subscribe(SubscriptionOptions options);
    // --- end Streams ---

    // --- Capacity simulation (engine/database/database_capacity.cpp) ---
    // Switches the provisioned-throughput simulation (DatabaseOptions::simulateThrottling) at
    // run time. Thread-safe.
    void setSimulateThrottling(bool on);
    bool simulatesThrottling() const;
    // --- end Capacity simulation ---
    // --- Secondary index backfill (engine/database/database_indexes.cpp) ---
    // A GSI added by UpdateTable is CREATING while a background worker indexes the table's
    // existing items; this says how far it got (for a progress bar).
    struct IndexBackfillProgress {
        bool backfilling = false;      // false once the index is ACTIVE
        std::int64_t itemsIndexed = 0; // items of the table looked at so far
        std::int64_t itemsTotal = 0;   // the table's items when the backfill began
    };
    // Nothing when the table or the index does not exist.
    std::optional<IndexBackfillProgress> indexBackfillProgress(std::string_view table,
                                                               std::string_view index);
    // --- end Secondary index backfill ---

    class Impl;

private:
    friend struct DatabaseAccess; // engine/database/: opening, and the testing controls
    explicit Database(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace tablesmith
