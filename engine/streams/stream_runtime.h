#pragma once
// The per-database side of Streams and TTL that outlives single operations: the sequence
// counter, records waiting for their transaction to commit, the subscribers, and the TTL
// sweeper thread. Owned by the Database, which hands it to the Streams and TTL operations and
// to the write path as its ChangeCapture.
//
// Thread-safety: sequence numbers, pending records and the service-write flag are touched only
// under the database's write mutex; subscribers and sweeper settings have their own locks.

#include "core/change_capture.h"
#include "core/database_core.h"
#include "streams/record_log.h"
#include "streams/stream_log.h"
#include "streams/subscription.h"
#include "streams/time_to_live.h"
#include "store/table_schema.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <unordered_map>

namespace tablesmith::streams {

constexpr std::int64_t kRetentionMs = 24LL * 60 * 60 * 1000;
// Expiry entries that may wait in memory for the sweeper before a write indexes them itself.
constexpr std::size_t kMaxUnindexed = 50'000;

class Runtime final : public core::ChangeCapture {
public:
    explicit Runtime(core::DatabaseCore &core);
    ~Runtime() override;

    Runtime(const Runtime &) = delete;
    Runtime &operator=(const Runtime &) = delete;

    // The database's clock.
    std::int64_t nowMs() const { return m_core.clock.nowMs(); }

    // On open: makes the stream tables and the log's token if missing; loads the tables' TTL
    // attributes (giving an older file's items their expiry index, see loadTimeToLive); reads
    // the record log, if the database has one, and drops its last groups while their
    // transactions never committed (the process died in between).
    Status recoverLog(store::Connection &db, store::Catalog &catalog);
    // Once the database is open: a file with TTL tables is swept from the start, since its
    // items expire whether or not anything is written.
    void resumeAfterOpen();
    // Opens the record log on first use (under the write mutex).
    Status ensureLog(store::Connection &db);
    RecordLog &log() { return *m_log; }
    Result<std::int64_t> nextSequence(store::Connection &db);
    // The last sequence number handed out: LATEST starts after it.
    Result<std::int64_t> lastSequence(store::Connection &db);
    // The stream log's id of a stream, cached: the write path asks for it on every record.
    Result<std::int64_t> streamIdOf(store::Connection &db, const std::string &arn);
    // Drops records past retention; streams operations call it before reading.
    Status trim(store::Connection &db);

    // A write transaction's records (core::ChangeCapture): staged as they are made, written
    // to the record log just before the SQLite commit, readable and published once it
    // succeeded.
    void beginWrites() override { discardStaged(); }
    Status recordChange(core::State &state, const core::ItemWrite &write) override;
    Status beforeCommit() override;
    void afterCommit(bool committed) override;
    void stage(LoggedRecord record, std::optional<PublishedRecord> published);
    // Ends the doubt about the log's last group before items change without records (a stream
    // being disabled), see record_log.h.
    Status sealLog();

    bool hasSubscribers() const { return m_subscriberCount.load() > 0; }
    std::unique_ptr<StreamSubscription> subscribe(SubscriptionOptions options);

    // The expiry index entries of committed writes, by table id, that the sweep has still to
    // add to their tables' expiry index (store/expiry_store.h): taken all at once, given back
    // if adding them failed; a table's are forgotten when UpdateTimeToLive indexes it whole.
    // A table written since the database opened is marked in its tablesmith_ttl row, so a
    // crash costs no entry (see beforeCommit).
    using UnindexedExpiries = std::map<std::int64_t, std::vector<ExpiryEntry>>;
    UnindexedExpiries takeUnindexed();
    void restoreUnindexed(UnindexedExpiries entries);
    void forgetUnindexed(std::int64_t tableId);
    // How many entries wait, and how many make a committing write index them itself (default
    // kMaxUnindexed; tests lower it). Under the write mutex.
    std::size_t unindexedCount() const;
    void setMaxUnindexed(std::size_t entries) { m_maxUnindexed = entries; }
    // Items an ENABLING table's fill sets a batch (none: as many as the caller reads a step;
    // tests lower it). Under the write mutex.
    std::optional<std::size_t> fillBatch() const { return m_fillBatch; }
    void setFillBatch(std::optional<std::size_t> items) { m_fillBatch = items; }

    // True while the TTL sweeper's own deletions are being written.
    bool serviceWrite() const { return m_serviceWrite; }
    void setServiceWrite(bool on) { m_serviceWrite = on; }

    // TTL sweeping: an explicit full pass, and the paced background one.
    Result<std::int64_t> sweepNow();
    void setSweepInterval(std::chrono::milliseconds interval);
    // Expiry index entries the background sweeper has read so far: each an expired one, whose
    // item it deleted unless the item had changed its expiry or gone since.
    std::int64_t itemsSwept() const { return m_itemsSwept.load(std::memory_order_relaxed); }
    void ensureSweeper();

private:
    void sweeperLoop();
    void sweepPeriod();
    bool pauseBetweenSteps();
    void discardStaged();
    void indexIfManyUnindexed();
    Status writeStaged();
    void finishCommit(bool committed);

    core::DatabaseCore &m_core;

    void publish(std::vector<PublishedRecord> records);
    Status openLog(const std::string &token);

    bool m_logReady = false;
    std::unique_ptr<RecordLog> m_log;
    RecordLog::Trimmed m_trimmedOnOpen;
    std::string m_token; // the record log's, read or made on open
    std::int64_t m_lastSequence = -1; // -1: not read from the log yet
    bool m_serviceWrite = false;
    std::vector<LoggedRecord> m_staged;
    std::vector<PublishedRecord> m_stagedPublished;
    bool m_stagedWritten = false;
    // A write transaction's expiries, and the tables it marks unindexed in the file; kept once
    // it committed. Touched only under the database's write mutex.
    std::vector<std::pair<std::int64_t, ExpiryEntry>> m_stagedExpiries;
    std::vector<std::int64_t> m_stagedMarks;
    UnindexedExpiries m_unindexed;
    std::size_t m_maxUnindexed = kMaxUnindexed;
    std::optional<std::size_t> m_fillBatch;
    std::set<std::int64_t> m_markedUnindexed;
    std::unordered_map<std::string, std::int64_t> m_streamIds;

    mutable std::mutex m_subscribersMutex;
    std::vector<std::shared_ptr<Subscriber>> m_subscribers;
    std::atomic<int> m_subscriberCount{0};

    std::mutex m_sweeperMutex;
    std::condition_variable m_sweeperWake;
    std::chrono::milliseconds m_sweepInterval; // DatabaseOptions::timeToLiveSweepMs
    bool m_stopping = false;
    std::atomic<std::int64_t> m_itemsSwept{0};
    std::atomic<bool> m_sweeperStarted{false};
    std::thread m_sweeper;
};

} // namespace tablesmith::streams
