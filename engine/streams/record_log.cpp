#include "streams/record_log.h"
#include "streams/record_encoding.h"
#include "streams/record_storage.h"

#include <algorithm>
#include <cstring>

namespace tablesmith::streams {
namespace {

// Trimmed space is given back once this much of the file is dead and more of it is dead than
// alive: the rewrite copies only the live part.
constexpr std::uint64_t kCompactAfterDeadBytes = 4u << 20;
// How many of the last groups are remembered for the check on open: with synchronous NORMAL a
// power cut can lose the transactions since SQLite's last checkpoint (at most ~1000 pages).
constexpr std::size_t kGroupsInDoubt = 4096;
// The file is read on open in pieces of this size.
constexpr std::size_t kScanChunk = 1u << 20;

struct IndexFields {
    std::int64_t sequence = 0;
    std::int64_t streamId = 0;
    std::int64_t createdMs = 0;
};

// A record's leading fixed fields, read without decoding the rest.
IndexFields indexFields(std::string_view record)
{
    IndexFields fields;
    if (record.size() >= 3 * sizeof(std::int64_t)) {
        std::memcpy(&fields.sequence, record.data(), sizeof(std::int64_t));
        std::memcpy(&fields.streamId, record.data() + 8, sizeof(std::int64_t));
        std::memcpy(&fields.createdMs, record.data() + 16, sizeof(std::int64_t));
    }
    return fields;
}

} // namespace

std::uint64_t itemFingerprint(std::string_view storedJson)
{
    std::uint64_t hash = 14695981039346656037ull; // FNV-1a
    for (const char c : storedJson) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ull;
    }
    return hash;
}

RecordLog::RecordLog(std::unique_ptr<Storage> storage, bool durable)
    : m_storage(std::move(storage)), m_durable(durable)
{
}

RecordLog::~RecordLog() = default;

std::string RecordLog::pathFor(const std::string &databasePath)
{
    return databasePath + "-streams";
}

Result<std::unique_ptr<RecordLog>> RecordLog::open(const std::string &databasePath,
                                                   const std::string &token, bool durable,
                                                   const Trimmed &trimmed)
{
    std::unique_ptr<Storage> storage;
    if (databasePath.empty()) {
        storage = memoryStorage();
    } else {
        TS_TRY_ASSIGN(storage, fileStorage(pathFor(databasePath)));
    }
    std::unique_ptr<RecordLog> log(new RecordLog(std::move(storage), durable));
    TS_TRY_ASSIGN(std::string header, log->m_storage->read(0, encoding::kHeaderSize));
    if (!encoding::headerMatches(header, token)) {
        // New, or left by another database of this path: start afresh.
        TS_TRY_STATUS(log->m_storage->truncate(0));
        TS_TRY_STATUS(log->m_storage->append(encoding::fileHeader(token)));
        TS_TRY_STATUS(log->m_storage->sync());
        return log;
    }
    TS_TRY_STATUS(log->scan(trimmed));
    return log;
}

Status RecordLog::scan(const Trimmed &trimmed)
{
    std::uint64_t at = encoding::kHeaderSize;
    std::string buffer; // the file from `bufferStart` on, as far as read
    std::uint64_t bufferStart = at;
    const std::uint64_t end = m_storage->size();
    while (at < end) {
        auto need = [&](std::uint64_t bytes) -> Result<bool> {
            if (at + bytes > end)
                return false;
            if (at + bytes > bufferStart + buffer.size()) {
                buffer.erase(0, at - bufferStart);
                bufferStart = at;
                TS_TRY_ASSIGN(std::string more,
                              m_storage->read(bufferStart + buffer.size(),
                                              std::max<std::uint64_t>(kScanChunk, bytes)));
                buffer += more;
            }
            return at + bytes <= bufferStart + buffer.size();
        };
        TS_TRY_ASSIGN(bool haveHeader, need(encoding::kGroupHeaderSize));
        if (!haveHeader)
            break;
        auto length = encoding::groupLength(
            std::string_view(buffer).substr(at - bufferStart, encoding::kGroupHeaderSize));
        if (!length)
            break;
        TS_TRY_ASSIGN(bool haveGroup, need(*length));
        if (!haveGroup)
            break;
        const std::string_view group = std::string_view(buffer).substr(at - bufferStart, *length);
        auto records = encoding::groupRecords(group);
        if (!records)
            break;
        indexGroup(at, group, *records, trimmed);
        at += *length;
    }
    if (at < end) // a torn or damaged tail: what follows the last whole group never committed
        TS_TRY_STATUS(m_storage->truncate(at));
    return success();
}

void RecordLog::indexGroup(std::uint64_t start, std::string_view group,
                           const std::vector<std::pair<std::uint32_t, std::uint32_t>> &records,
                           const Trimmed &trimmed)
{
    rememberGroupStart(start);
    m_lastGroupHead.reset();
    if (!records.empty())
        m_lastGroupHead = encoding::decodeRecord(
            group.substr(records.front().first, records.front().second));
    for (const auto &[offset, length] : records) {
        const IndexFields fields = indexFields(group.substr(offset, length));
        if (trimmed && trimmed(fields.streamId, fields.sequence))
            continue;
        m_index.push_back({fields.sequence, fields.streamId, fields.createdMs, start,
                           start + offset, length});
    }
}

void RecordLog::rememberGroupStart(std::uint64_t start)
{
    m_groupStarts.push_back(start);
    if (m_groupStarts.size() > kGroupsInDoubt)
        m_groupStarts.pop_front();
}

Status RecordLog::dropLastGroup()
{
    if (m_groupStarts.empty())
        return success();
    const std::uint64_t start = m_groupStarts.back();
    m_groupStarts.pop_back();
    while (!m_index.empty() && m_index.back().groupStart >= start)
        m_index.pop_back();
    m_lastGroupHead.reset();
    TS_TRY_STATUS(m_storage->truncate(start));
    if (m_groupStarts.empty())
        return success();
    // The group before becomes the last one: the caller checks it in turn.
    TS_TRY_ASSIGN(std::string group, m_storage->read(m_groupStarts.back(),
                                                     start - m_groupStarts.back()));
    if (auto records = encoding::groupRecords(group); records && !records->empty())
        m_lastGroupHead = encoding::decodeRecord(std::string_view(group).substr(
            records->front().first, records->front().second));
    return success();
}

Status RecordLog::append(const std::vector<LoggedRecord> &group)
{
    std::vector<std::pair<std::uint32_t, std::uint32_t>> offsets;
    const std::string bytes = encoding::encodeGroup(group, offsets);
    m_pendingStart = m_storage->size();
    m_pending.clear();
    for (std::size_t i = 0; i < group.size(); ++i) {
        const RecordRow &row = group[i].row;
        m_pending.push_back({row.sequence, row.streamId, row.createdMs, m_pendingStart,
                             m_pendingStart + offsets[i].first, offsets[i].second});
    }
    Status written = m_storage->append(bytes);
    if (written && m_durable)
        written = m_storage->sync();
    if (!written) {
        (void)abandon(); // a partial write must not stay in front of the next group
        return written;
    }
    return success();
}

void RecordLog::committed()
{
    rememberGroupStart(m_pendingStart);
    m_lastGroupHead.reset();
    m_index.insert(m_index.end(), m_pending.begin(), m_pending.end());
    m_pending.clear();
}

Status RecordLog::abandon()
{
    m_pending.clear();
    return m_storage->truncate(m_pendingStart);
}

std::vector<RecordRow> RecordLog::read(std::int64_t streamId, std::int64_t afterSequence,
                                       std::size_t limit) const
{
    std::vector<RecordRow> rows;
    auto at = std::upper_bound(m_index.begin(), m_index.end(), afterSequence,
                               [](std::int64_t sequence, const Entry &entry) {
                                   return sequence < entry.sequence;
                               });
    for (; at != m_index.end() && rows.size() < limit; ++at) {
        if (at->streamId != streamId)
            continue;
        auto bytes = m_storage->read(at->offset, at->length);
        auto record = bytes ? encoding::decodeRecord(*bytes) : std::nullopt;
        if (record)
            rows.push_back(std::move(record->row));
    }
    return rows;
}

std::optional<std::int64_t> RecordLog::firstSequence(std::int64_t streamId) const
{
    for (const Entry &entry : m_index)
        if (entry.streamId == streamId)
            return entry.sequence;
    return std::nullopt;
}

std::int64_t RecordLog::highestSequence() const
{
    return m_index.empty() ? 0 : m_index.back().sequence;
}

Result<std::map<std::int64_t, std::int64_t>> RecordLog::trimBefore(std::int64_t cutoffMs)
{
    std::map<std::int64_t, std::int64_t> trimmed;
    while (!m_index.empty() && m_index.front().createdMs < cutoffMs) {
        trimmed[m_index.front().streamId] = m_index.front().sequence;
        m_index.pop_front();
    }
    if (!trimmed.empty())
        TS_TRY_STATUS(compactIfWorthIt());
    return trimmed;
}

Status RecordLog::compactIfWorthIt()
{
    // Whole groups are kept: the last one must stay as it is for the check on open, and a
    // partly trimmed group's dead records are skipped on open by their trimmed_through.
    const std::uint64_t keepFrom = m_index.empty() ? m_storage->size()
                                                   : m_index.front().groupStart;
    const std::uint64_t dead = keepFrom - encoding::kHeaderSize;
    const std::uint64_t live = m_storage->size() - keepFrom;
    if (dead < kCompactAfterDeadBytes || dead < live || !m_pending.empty())
        return success();
    TS_TRY_ASSIGN(std::string header, m_storage->read(0, encoding::kHeaderSize));
    TS_TRY_ASSIGN(std::string tail, m_storage->read(keepFrom, live));
    const bool lastGroupTrimmed = m_groupStarts.empty() || m_groupStarts.back() < keepFrom;
    if (lastGroupTrimmed) { // keep a marker in its place
        std::vector<std::pair<std::uint32_t, std::uint32_t>> none;
        tail = encoding::encodeGroup({}, none);
    }
    TS_TRY_STATUS(m_storage->replace(header + tail));
    const std::uint64_t shift = dead;
    for (Entry &entry : m_index) {
        entry.groupStart -= shift;
        entry.offset -= shift;
    }
    std::erase_if(m_groupStarts, [&](std::uint64_t start) { return start < keepFrom; });
    for (std::uint64_t &start : m_groupStarts)
        start -= shift;
    if (lastGroupTrimmed)
        m_groupStarts.push_back(encoding::kHeaderSize);
    return success();
}

} // namespace tablesmith::streams
