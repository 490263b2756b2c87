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
    // Tests: opens with the GSI backfill worker paused (as setIndexBackfillPaused(true)), so a
    // backfill the file was left in waits for stepIndexBackfill.
    bool indexBackfillPaused = false;
};

class Database final : public Client {
public:
    static Result<std::unique_ptr<Database>> open(const DatabaseOptions &options);
    ~Database() override;

    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override;

    const DatabaseOptions &options() const;

    // --- Streams and TTL (engine/ops/database_streams.cpp) ---
    // Every committed stream record of every table (or of options.tableName), in order.
    std::unique_ptr<StreamSubscription> subscribe(SubscriptionOptions options);
    // The wall clock behind stream timestamps, retention (24 h), iterator expiry (15 min) and
    // TTL; tests set a fake one. Thread-safe.
    using WallClock = std::function<std::chrono::system_clock::time_point()>;
    void setClock(WallClock clock);
    // Deletes every item whose TTL has passed now, as the background sweeper does in paced
    // steps; returns how many were deleted.
    Result<std::int64_t> sweepExpiredNow();
    // How often the background TTL sweeper takes a step (default 1 s); zero pauses it.
    void setTimeToLiveSweepInterval(std::chrono::milliseconds interval);
    // --- end Streams and TTL ---

    // --- Capacity simulation (engine/capacity/) ---
    // Switches the provisioned-throughput simulation (DatabaseOptions::simulateThrottling) at
    // run time. Buckets refill on the clock of setClock(). Thread-safe.
    void setSimulateThrottling(bool on);
    bool simulatesThrottling() const;
    // Evaluates auto scaling (set with UpdateTableReplicaAutoScaling) for every minute
    // completed by now, as calls also do while simulating; returns how many tables changed.
    Result<int> runAutoScaling();
    // --- end Capacity simulation ---
    // --- Secondary index backfill (engine/ops/database_indexes.cpp) ---
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
    // Blocks until no index is backfilling (runs the batches itself while paused).
    void waitForIndexBackfills();
    // Tests: a paused worker leaves backfills to stepIndexBackfill, one batch per call (false
    // once there was nothing left to do); the batch size is in items (default 2000).
    void setIndexBackfillPaused(bool paused);
    Result<bool> stepIndexBackfill();
    void setIndexBackfillBatchSize(std::int64_t items);
    // --- end Secondary index backfill ---

    class Impl;

private:
    explicit Database(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace tablesmith
