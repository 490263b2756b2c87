#include "streams/stream_log.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <functional>

namespace tablesmith::streams {
namespace {

// Numbers below 256 name statements of no table (tables' are their id << 8 | kind).
constexpr std::uint64_t kInsertRecordStatement = 1;

constexpr const char *kStreamColumns =
    "id, arn, label, table_name, table_id, view_type, key_schema, created_ms, disabled_ms, "
    "first_seq, last_seq, trimmed_through";

StreamInfo streamFromRow(const store::Statement &s)
{
    StreamInfo stream;
    stream.id = s.columnInt(0);
    stream.arn = s.columnText(1);
    stream.label = s.columnText(2);
    stream.tableName = s.columnText(3);
    stream.tableId = s.columnInt(4);
    stream.viewType = s.columnText(5);
    stream.keySchema = s.columnText(6);
    stream.createdMs = s.columnInt(7);
    if (!s.isNull(8))
        stream.disabledMs = s.columnInt(8);
    stream.firstSequence = s.columnInt(9);
    if (!s.isNull(10))
        stream.lastSequence = s.columnInt(10);
    stream.trimmedThrough = s.columnInt(11);
    return stream;
}

Result<std::vector<StreamInfo>> selectStreams(store::Connection &db, const std::string &where,
                                              const std::function<void(store::Statement &)>
                                                  &bind)
{
    TS_TRY_ASSIGN(store::Statement * s, db.prepare(std::string("SELECT ") + kStreamColumns
                                                   + " FROM tablesmith_streams " + where
                                                   + " ORDER BY id"));
    bind(*s);
    std::vector<StreamInfo> streams;
    Status status = success();
    while (s->step(status))
        streams.push_back(streamFromRow(*s));
    s->reset();
    if (!status)
        return status.takeError();
    return streams;
}

Result<std::optional<StreamInfo>> firstOf(Result<std::vector<StreamInfo>> streams)
{
    if (!streams)
        return streams.takeError();
    if (streams->empty())
        return std::optional<StreamInfo>();
    return std::optional<StreamInfo>(std::move(streams->front()));
}

void bindOptional(store::Statement &s, int index, const std::optional<std::string> &text)
{
    if (text)
        s.bind(index, std::string_view(*text));
    else
        s.bindNull(index);
}

std::optional<std::string> optionalText(const store::Statement &s, int index)
{
    if (s.isNull(index))
        return std::nullopt;
    return std::string(s.columnText(index));
}

Result<std::optional<std::int64_t>> singleInteger(store::Connection &db, const std::string &sql,
                                                  std::int64_t parameter)
{
    TS_TRY_ASSIGN(store::Statement * s, db.prepare(sql));
    s->bind(1, parameter);
    Status status = success();
    std::optional<std::int64_t> value;
    if (s->step(status) && !s->isNull(0))
        value = s->columnInt(0);
    s->reset();
    if (!status)
        return status.takeError();
    return value;
}

// Oldest records first, in batches, so trimming never holds a huge result set.
Result<bool> trimBatch(store::Connection &db, std::int64_t cutoffMs)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT seq, stream_id, created_ms FROM tablesmith_stream_records "
                             "ORDER BY seq LIMIT 512"));
    std::vector<std::pair<std::int64_t, std::int64_t>> trimmed; // (seq, stream)
    bool more = true;
    Status status = success();
    while (s->step(status)) {
        if (s->columnInt(2) >= cutoffMs) {
            more = false;
            break;
        }
        trimmed.emplace_back(s->columnInt(0), s->columnInt(1));
    }
    s->reset();
    if (!status)
        return status.takeError();
    if (trimmed.empty())
        return false;
    TS_TRY_ASSIGN(store::Statement * erase,
                  db.prepare("DELETE FROM tablesmith_stream_records WHERE seq = ?1"));
    TS_TRY_ASSIGN(store::Statement * mark,
                  db.prepare("UPDATE tablesmith_streams SET trimmed_through = "
                             "max(trimmed_through, ?1) WHERE id = ?2"));
    for (const auto &[sequence, stream] : trimmed) {
        erase->bind(1, sequence);
        TS_TRY_STATUS(erase->run());
        mark->bind(1, sequence).bind(2, stream);
        TS_TRY_STATUS(mark->run());
    }
    return more && trimmed.size() == 512;
}

} // namespace

Status createStreamLog(store::Connection &db)
{
    return db.exec(
        "CREATE TABLE IF NOT EXISTS tablesmith_streams (id INTEGER PRIMARY KEY, "
        "arn TEXT NOT NULL UNIQUE, label TEXT NOT NULL, table_name TEXT NOT NULL, "
        "table_id INTEGER NOT NULL, view_type TEXT NOT NULL, key_schema TEXT NOT NULL, "
        "created_ms INTEGER NOT NULL, disabled_ms INTEGER, first_seq INTEGER NOT NULL, "
        "last_seq INTEGER, trimmed_through INTEGER NOT NULL DEFAULT 0);"
        "CREATE TABLE IF NOT EXISTS tablesmith_stream_records (seq INTEGER PRIMARY KEY, "
        "stream_id INTEGER NOT NULL, event_name TEXT NOT NULL, created_ms INTEGER NOT NULL, "
        "keys TEXT NOT NULL, new_image TEXT, old_image TEXT, size INTEGER NOT NULL, "
        "by_service INTEGER NOT NULL);"
        // No index on stream_id: records are appended in seq order, so a reader walks seq
        // and skips other streams' records; an index would add a page write to every commit.
        "DROP INDEX IF EXISTS tablesmith_stream_records_by_stream;");
}

Result<std::int64_t> highestSequence(store::Connection &db)
{
    TS_TRY_ASSIGN(auto records, singleInteger(db, "SELECT max(seq) FROM tablesmith_stream_records "
                                                  "WHERE seq > ?1", 0));
    TS_TRY_ASSIGN(auto trimmed, singleInteger(db, "SELECT max(max(first_seq - 1, "
                                                  "trimmed_through, coalesce(last_seq, 0))) "
                                                  "FROM tablesmith_streams WHERE id > ?1", 0));
    return std::max(records.value_or(0), trimmed.value_or(0));
}

Result<std::int64_t> insertStream(store::Connection &db, const StreamInfo &stream)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("INSERT INTO tablesmith_streams (arn, label, table_name, table_id, "
                             "view_type, key_schema, created_ms, first_seq) "
                             "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8) RETURNING id"));
    s->bind(1, std::string_view(stream.arn)).bind(2, std::string_view(stream.label));
    s->bind(3, std::string_view(stream.tableName)).bind(4, stream.tableId);
    s->bind(5, std::string_view(stream.viewType)).bind(6, std::string_view(stream.keySchema));
    s->bind(7, stream.createdMs).bind(8, stream.firstSequence);
    Status status = success();
    std::int64_t id = 0;
    if (s->step(status))
        id = s->columnInt(0);
    s->reset();
    if (!status)
        return status.takeError();
    return id;
}

Status disableStream(store::Connection &db, std::int64_t id, std::int64_t disabledMs,
                     std::int64_t lastSequence)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("UPDATE tablesmith_streams SET disabled_ms = ?1, last_seq = ?2 "
                             "WHERE id = ?3"));
    s->bind(1, disabledMs).bind(2, lastSequence).bind(3, id);
    return s->run();
}

Result<std::optional<StreamInfo>> findStream(store::Connection &db, std::string_view arn)
{
    return firstOf(selectStreams(db, "WHERE arn = ?1",
                                 [&](store::Statement &s) { s.bind(1, arn); }));
}

Result<std::optional<StreamInfo>> findStreamById(store::Connection &db, std::int64_t id)
{
    return firstOf(selectStreams(db, "WHERE id = ?1",
                                 [&](store::Statement &s) { s.bind(1, id); }));
}

Result<std::vector<StreamInfo>> allStreams(store::Connection &db)
{
    return selectStreams(db, "", [](store::Statement &) {});
}

Status insertRecord(store::Connection &db, const RecordRow &record)
{
    // Every write to a table with a stream runs this: its statement is found by number.
    TS_TRY_ASSIGN(store::Statement * s, db.prepare(kInsertRecordStatement, [] {
        return std::string("INSERT INTO tablesmith_stream_records (seq, stream_id, event_name, "
                           "created_ms, keys, new_image, old_image, size, by_service) "
                           "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    }));
    s->bind(1, record.sequence).bind(2, record.streamId);
    s->bind(3, std::string_view(record.eventName)).bind(4, record.createdMs);
    s->bind(5, std::string_view(record.keys));
    bindOptional(*s, 6, record.newImage);
    bindOptional(*s, 7, record.oldImage);
    s->bind(8, record.sizeBytes).bind(9, std::int64_t(record.byService ? 1 : 0));
    return s->run();
}

Result<std::vector<RecordRow>> readRecords(store::Connection &db, std::int64_t streamId,
                                           std::int64_t afterSequence, std::int64_t limit)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT seq, event_name, created_ms, keys, new_image, old_image, "
                             "size, by_service FROM tablesmith_stream_records "
                             "WHERE stream_id = ?1 AND seq > ?2 ORDER BY seq LIMIT ?3"));
    s->bind(1, streamId).bind(2, afterSequence).bind(3, limit);
    std::vector<RecordRow> rows;
    Status status = success();
    while (s->step(status)) {
        RecordRow &row = rows.emplace_back();
        row.sequence = s->columnInt(0);
        row.streamId = streamId;
        row.eventName = s->columnText(1);
        row.createdMs = s->columnInt(2);
        row.keys = s->columnText(3);
        row.newImage = optionalText(*s, 4);
        row.oldImage = optionalText(*s, 5);
        row.sizeBytes = s->columnInt(6);
        row.byService = s->columnInt(7) != 0;
    }
    s->reset();
    if (!status)
        return status.takeError();
    return rows;
}

Result<std::vector<std::int64_t>> storedSequences(store::Connection &db, std::int64_t first,
                                                  std::int64_t last)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT seq FROM tablesmith_stream_records "
                             "WHERE seq >= ?1 AND seq <= ?2 ORDER BY seq"));
    s->bind(1, first).bind(2, last);
    std::vector<std::int64_t> stored;
    Status status = success();
    while (s->step(status))
        stored.push_back(s->columnInt(0));
    s->reset();
    if (!status)
        return status.takeError();
    return stored;
}

Result<std::optional<std::int64_t>> firstRecordSequence(store::Connection &db,
                                                        std::int64_t streamId)
{
    return singleInteger(db, "SELECT min(seq) FROM tablesmith_stream_records "
                             "WHERE stream_id = ?1", streamId);
}

Status trimBefore(store::Connection &db, std::int64_t cutoffMs)
{
    store::Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    for (bool more = true; more;) {
        TS_TRY_ASSIGN(more, trimBatch(db, cutoffMs));
    }
    TS_TRY_ASSIGN(store::Statement * forget,
                  db.prepare("DELETE FROM tablesmith_streams WHERE disabled_ms < ?1"));
    forget->bind(1, cutoffMs);
    TS_TRY_STATUS(forget->run());
    return transaction.commit();
}

std::string sequenceText(std::int64_t sequence)
{
    char text[32];
    std::snprintf(text, sizeof text, "1%020lld", static_cast<long long>(sequence));
    return text;
}

std::optional<std::int64_t> parseSequence(std::string_view text)
{
    if (text.size() != 21 || text.front() != '1')
        return std::nullopt;
    std::int64_t value = 0;
    auto [end, error] = std::from_chars(text.data() + 1, text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || value < 0)
        return std::nullopt;
    return value;
}

} // namespace tablesmith::streams
