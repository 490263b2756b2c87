#pragma once
// RecordLog: the stream records of a database, in an append-only file beside it
// (`<database>-streams`; in memory for an in-memory database).
//
// Why not a SQLite table: a record row in the same transaction as the item costs the commit a
// second dirty page — a 4 KB WAL frame with its checksum, and its checkpoint — which made a
// PutItem with a stream ~1.5x one without. Here a transaction's records are one write() of a
// few hundred bytes, made just before the SQLite commit.
//
// Atomicity with the items: a group is appended before its transaction commits and cut off
// again if the commit fails. After the process died only the last group can be in doubt
// (every earlier one was followed by a later append, so it committed or was cut off); after a
// power cut without --durable, the last few. On open the caller checks the last group against
// the items (each record carries the key it wrote and a fingerprint of the item it left), drops
// it when its transaction never committed, and checks the one before, until one did.
//
// The file starts with a header naming the database's log token, so a log left behind by an
// older database of the same path is never taken for this one's. Reads and trimming go through
// an in-memory index of (sequence, stream, time, offset); trimmed space is reclaimed by
// rewriting the file once more of it is dead than alive.
//
// Not thread-safe: the database's write mutex guards every call.

#include "store/table_schema.h"
#include "streams/stream_log.h"

#include <tablesmith/error.h>

#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith::streams {

// What tells, after a crash, whether the transaction that wrote a record committed.
struct CommitCheck {
    std::int64_t tableId = 0; // 0: nothing to check (records moved from an older file format)
    store::StorageKey key;
    std::optional<std::uint64_t> itemFingerprint; // of the stored item; none: deleted
};

struct LoggedRecord {
    RecordRow row;
    CommitCheck check;
};

// The fingerprint a CommitCheck keeps of a stored item's JSON text.
std::uint64_t itemFingerprint(std::string_view storedJson);

class RecordLog {
public:
    // Records already trimmed (their stream's trimmed_through, or a stream forgotten) are
    // skipped when the file is read on open.
    using Trimmed = std::function<bool(std::int64_t streamId, std::int64_t sequence)>;

    // Opens the log of the database file `databasePath`, creating it when missing, or an
    // in-memory one when the path is empty. A file whose header names another token is
    // replaced. A torn last group (the process died in mid-write) is cut off.
    static Result<std::unique_ptr<RecordLog>> open(const std::string &databasePath,
                                                   const std::string &token, bool durable,
                                                   const Trimmed &trimmed);
    ~RecordLog();
    RecordLog(const RecordLog &) = delete;
    RecordLog &operator=(const RecordLog &) = delete;

    static std::string pathFor(const std::string &databasePath);
    class Storage; // record_storage.h

    // The first record of the last group in the file, for the caller to check on open; none
    // when that group is a marker (nothing to check).
    const std::optional<LoggedRecord> &lastGroupHead() const { return m_lastGroupHead; }
    // Cuts off the last group (its transaction never committed); the one before becomes last.
    Status dropLastGroup();

    // Writes a transaction's records (sequence numbers ascending); they are readable only once
    // `committed` is called, and `abandon` cuts them off again. An empty group is a marker: it
    // ends the doubt about the group before it (see above) when no record follows, e.g. before
    // a stream is disabled and its items may change unrecorded.
    Status append(const std::vector<LoggedRecord> &group);
    void committed();
    Status abandon();

    std::vector<RecordRow> read(std::int64_t streamId, std::int64_t afterSequence,
                                std::size_t limit) const;
    std::optional<std::int64_t> firstSequence(std::int64_t streamId) const;
    std::int64_t highestSequence() const; // 0 when empty
    // Forgets records created before `cutoffMs`, oldest first; returns, per stream, the highest
    // sequence number trimmed.
    Result<std::map<std::int64_t, std::int64_t>> trimBefore(std::int64_t cutoffMs);

    std::size_t recordCount() const { return m_index.size(); }

private:
    struct Entry {
        std::int64_t sequence = 0;
        std::int64_t streamId = 0;
        std::int64_t createdMs = 0;
        std::uint64_t groupStart = 0; // where the record's group starts in the file
        std::uint64_t offset = 0;     // of the record's bytes in the file
        std::uint32_t length = 0;
    };
    RecordLog(std::unique_ptr<Storage> storage, bool durable);
    Status scan(const Trimmed &trimmed);
    void indexGroup(std::uint64_t start, std::string_view group,
                    const std::vector<std::pair<std::uint32_t, std::uint32_t>> &records,
                    const Trimmed &trimmed);
    Status compactIfWorthIt();
    void rememberGroupStart(std::uint64_t start);

    std::unique_ptr<Storage> m_storage;
    bool m_durable = false;
    std::deque<Entry> m_index;
    std::vector<Entry> m_pending;  // appended, not yet committed
    std::uint64_t m_pendingStart = 0; // the file size before the pending group
    std::deque<std::uint64_t> m_groupStarts; // of the last groups, oldest first
    std::optional<LoggedRecord> m_lastGroupHead;
};

} // namespace tablesmith::streams
