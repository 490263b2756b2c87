#include "streams/stream_log.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <functional>

namespace tablesmith::streams {
namespace {

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

Result<bool> tableExists(store::Connection &db, const char *name)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1"));
    s->bind(1, std::string_view(name));
    Status status = success();
    const bool exists = s->step(status);
    s->reset();
    if (!status)
        return status.takeError();
    return exists;
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
        // The records themselves are in the record log (record_log.h); its token, kept here,
        // tells its file from one left behind by another database of the same path.
        "CREATE TABLE IF NOT EXISTS tablesmith_stream_log (id INTEGER PRIMARY KEY "
        "CHECK (id = 1), token TEXT NOT NULL);");
}

Result<std::optional<std::string>> logToken(store::Connection &db)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT token FROM tablesmith_stream_log WHERE id = 1"));
    Status status = success();
    std::optional<std::string> token;
    if (s->step(status))
        token = std::string(s->columnText(0));
    s->reset();
    if (!status)
        return status.takeError();
    return token;
}

Status saveLogToken(store::Connection &db, const std::string &token)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("INSERT INTO tablesmith_stream_log (id, token) VALUES (1, ?1)"));
    s->bind(1, std::string_view(token));
    return s->run();
}

Result<std::vector<RecordRow>> takeTableRecords(store::Connection &db)
{
    std::vector<RecordRow> rows;
    TS_TRY_ASSIGN(bool exists, tableExists(db, "tablesmith_stream_records"));
    if (!exists)
        return rows;
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT seq, stream_id, event_name, created_ms, keys, new_image, "
                             "old_image, size, by_service FROM tablesmith_stream_records "
                             "ORDER BY seq"));
    Status status = success();
    while (s->step(status)) {
        RecordRow &row = rows.emplace_back();
        row.sequence = s->columnInt(0);
        row.streamId = s->columnInt(1);
        row.eventName = s->columnText(2);
        row.createdMs = s->columnInt(3);
        row.keys = s->columnText(4);
        row.newImage = optionalText(*s, 5);
        row.oldImage = optionalText(*s, 6);
        row.sizeBytes = s->columnInt(7);
        row.byService = s->columnInt(8) != 0;
    }
    s->reset();
    if (!status)
        return status.takeError();
    return rows;
}

Status dropTableRecords(store::Connection &db)
{
    return db.exec("DROP TABLE IF EXISTS tablesmith_stream_records");
}

Result<std::int64_t> highestSequence(store::Connection &db, std::int64_t inLog)
{
    TS_TRY_ASSIGN(auto trimmed, singleInteger(db, "SELECT max(max(first_seq - 1, "
                                                  "trimmed_through, coalesce(last_seq, 0))) "
                                                  "FROM tablesmith_streams WHERE id > ?1", 0));
    return std::max(inLog, trimmed.value_or(0));
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

Status saveTrimmed(store::Connection &db, const std::map<std::int64_t, std::int64_t> &trimmed,
                   std::int64_t cutoffMs)
{
    store::Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_ASSIGN(store::Statement * mark,
                  db.prepare("UPDATE tablesmith_streams SET trimmed_through = "
                             "max(trimmed_through, ?1) WHERE id = ?2"));
    for (const auto &[stream, sequence] : trimmed) {
        mark->bind(1, sequence).bind(2, stream);
        TS_TRY_STATUS(mark->run());
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
