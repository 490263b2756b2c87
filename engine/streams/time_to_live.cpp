#include "streams/time_to_live.h"
#include "core/expiry.h"
#include "core/item_write.h"
#include "core/request.h"
#include "core/state.h"
#include "store/expiry_store.h"
#include "store/hash_order.h"
#include "store/item_store.h"
#include "value/json_members.h"
#include "streams/stream_runtime.h"

#include <limits>

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

// The service leaves items whose expiry is more than five years in the past alone.
constexpr std::int64_t kIgnoredAgeSeconds = 5LL * 365 * 24 * 60 * 60;

// Items UpdateTimeToLive fills and indexes in its own call (about 0.1 s of holding every lock,
// tests/bench/bench_ttl_enable); a larger table is ENABLING until the sweeper filled the rest.
constexpr std::size_t kFilledInCall = 10'000;

using TimeToLiveFill = store::TableSchema::TimeToLiveFill;

// A table's tablesmith_ttl row: its TTL attribute, whether its expiry index lacks entries of
// committed writes, and how far its fill got while ENABLING.
struct TtlRow {
    std::string attribute;
    bool unindexed = false;
    std::optional<TimeToLiveFill> fill;
};

Result<std::optional<TtlRow>> ttlRow(store::Connection &db, const store::TableSchema &table)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT attribute, unindexed, filling, fill_hash, fill_pk, fill_sk "
                             "FROM tablesmith_ttl WHERE table_id = ?1 AND table_name = ?2"));
    s->bind(1, table.id).bind(2, std::string_view(table.name));
    Status status = success();
    std::optional<TtlRow> row;
    if (s->step(status)) {
        row = TtlRow{std::string(s->columnText(0)), s->columnInt(1) != 0, std::nullopt};
        if (s->columnInt(2) != 0)
            row->fill.emplace();
        if (row->fill && !s->isNull(3))
            row->fill->filledThrough = store::StorageKey{s->columnInt(3),
                                                         std::string(s->columnBlob(4)),
                                                         std::string(s->columnBlob(5))};
    }
    s->reset();
    if (!status)
        return status.takeError();
    return row;
}

// Saves how far a table's fill got (none: done, the table ENABLED).
Status saveFill(store::Connection &db, std::int64_t tableId,
                const std::optional<TimeToLiveFill> &fill)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("UPDATE tablesmith_ttl SET filling = ?2, fill_hash = ?3, "
                             "fill_pk = ?4, fill_sk = ?5 WHERE table_id = ?1"));
    s->bind(1, tableId).bind(2, std::int64_t(fill ? 1 : 0));
    if (fill && fill->filledThrough) {
        const store::StorageKey &key = *fill->filledThrough;
        s->bind(3, key.hash).bindBlob(4, key.partitionKey).bindBlob(5, key.sortKey);
    } else {
        s->bindNull(3).bindNull(4).bindNull(5);
    }
    return s->run();
}

Status saveTtlAttribute(store::Connection &db, const store::TableSchema &table,
                        const std::optional<std::string> &attribute)
{
    auto sql = attribute ? "INSERT OR REPLACE INTO tablesmith_ttl (table_id, table_name, "
                           "attribute) VALUES (?1, ?2, ?3)"
                         : "DELETE FROM tablesmith_ttl WHERE table_id = ?1 AND table_name = ?2";
    TS_TRY_ASSIGN(store::Statement * s, db.prepare(sql));
    s->bind(1, table.id).bind(2, std::string_view(table.name));
    if (attribute)
        s->bind(3, std::string_view(*attribute));
    return s->run();
}

struct TtlRequest {
    bool enabled = false;
    std::string attribute;
};

// The TTL operations answer a missing table as the control plane does, naming it (dynalite's
// describeTimeToLive.js and updateTimeToLive.js, recorded against the service), where the
// item operations say only "Requested resource not found".
Result<store::TableSchema *> ttlTable(core::State &state, const json::object &request)
{
    auto table = core::findTable(state, request);
    if (table || table.error().kind != ErrorKind::ResourceNotFoundException)
        return table;
    return core::tableNotFound(stringAt(request, "TableName"));
}

Result<TtlRequest> ttlRequest(const json::object &request)
{
    const json::value *spec = request.if_contains("TimeToLiveSpecification");
    if (!spec || !spec->is_object())
        return core::constraintError("null", "TimeToLiveSpecification", "Member must not be null");
    auto enabled = core::optionalBool(spec->as_object(), "Enabled");
    auto attribute = core::optionalString(spec->as_object(), "AttributeName");
    if (!enabled)
        return enabled.takeError();
    if (!attribute)
        return attribute.takeError();
    if (!*enabled)
        return core::constraintError("null", "timeToLiveSpecification.enabled",
                                    "Member must not be null");
    if (!*attribute || (*attribute)->empty() || (*attribute)->size() > 255)
        return core::constraintError(*attribute ? "'" + std::string(**attribute) + "'" : "null",
                                    "timeToLiveSpecification.attributeName",
                                    *attribute ? "Member must have length greater than or "
                                                 "equal to 1"
                                               : "Member must not be null");
    TtlRequest parsed;
    parsed.enabled = **enabled;
    parsed.attribute = std::string(**attribute);
    return parsed;
}

Status checkTtlChange(const std::optional<std::string> &current, const TtlRequest &wanted)
{
    if (wanted.enabled && current && *current == wanted.attribute)
        return Error::validation("TimeToLive is already enabled");
    if (wanted.enabled && current)
        return Error::validation("TimeToLive is active on a different AttributeName: current "
                                 "AttributeName is " + *current);
    if (!wanted.enabled && !current)
        return Error::validation("TimeToLive is already disabled");
    if (!wanted.enabled && *current != wanted.attribute)
        return Error::validation("TimeToLive is active on a different AttributeName: current "
                                 "AttributeName is " + *current);
    return success();
}

// Fills the expires column from the items' `attribute`, and indexes it, for at most `batch`
// items after `after` (none: from the first), moving `after` on; true once the last item is
// done. A batch is read, then written: the column is not written while its own scan reads.
Result<bool> fillExpiryBatch(store::Connection &db, const store::TableSchema &table,
                             const std::string &attribute,
                             std::optional<store::StorageKey> &after, std::size_t batch)
{
    const std::optional<store::StorageKey> start = after;
    std::vector<std::pair<store::StorageKey, double>> expiries;
    std::size_t read = 0;
    bool finished = true;
    auto visit = [&](const store::Row &row) {
        if (read == batch) {
            finished = false;
            return false;
        }
        ++read;
        store::StorageKey key{row.hash, std::string(row.partitionKey), std::string(row.sortKey)};
        if (auto expiry = core::timeToLiveExpiry(row.json, attribute))
            expiries.emplace_back(key, *expiry);
        after = std::move(key);
        return true;
    };
    TS_TRY_STATUS(store::scanHashRange(db, table, std::numeric_limits<std::int64_t>::min(),
                                       std::numeric_limits<std::int64_t>::max(), start, visit));
    for (const auto &[key, expiry] : expiries) {
        TS_TRY_STATUS(store::setExpiry(db, table, key, expiry));
        TS_TRY_STATUS(store::addIndexEntry(db, table, expiry, key));
    }
    return finished;
}

// Enabling: the expiry index made, and as much of the table filled as one call may hold the
// locks for; the rest (none when the table was small enough) is the sweeper's, a batch a step.
Result<std::optional<TimeToLiveFill>> beginFill(store::Connection &db,
                                                const store::TableSchema &table,
                                                const std::string &attribute, std::size_t batch)
{
    TS_TRY_STATUS(store::createExpiryIndex(db, table));
    TimeToLiveFill fill;
    TS_TRY_ASSIGN(bool finished, fillExpiryBatch(db, table, attribute, fill.filledThrough,
                                                 batch));
    if (finished)
        return std::optional<TimeToLiveFill>();
    TS_TRY_STATUS(saveFill(db, table.id, fill));
    return std::optional(std::move(fill));
}

// One more batch of an ENABLING table's fill, with its position, in one transaction.
Status continueFill(store::Connection &db, store::TableSchema &table, std::size_t batch)
{
    std::optional<TimeToLiveFill> fill = table.timeToLiveFill;
    store::Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_ASSIGN(bool finished, fillExpiryBatch(db, table, *table.timeToLiveAttribute,
                                                 fill->filledThrough, batch));
    if (finished)
        fill.reset();
    TS_TRY_STATUS(saveFill(db, table.id, fill));
    TS_TRY_STATUS(transaction.commit());
    table.timeToLiveFill = std::move(fill);
    return success();
}

// Fills a batch of every ENABLING table (without `batch`, all that is left); true while a
// fill is left.
Result<bool> fillEnablingTables(core::State &state, std::optional<std::size_t> batch)
{
    bool left = false;
    for (const std::string &name : state.catalog.names()) {
        store::TableSchema &table = *state.catalog.find(name);
        if (!table.timeToLiveFill || !table.timeToLiveAttribute)
            continue;
        do {
            TS_TRY_STATUS(continueFill(state.db, table, batch.value_or(kFilledInCall)));
        } while (!batch && table.timeToLiveFill);
        left = left || table.timeToLiveFill.has_value();
    }
    return left;
}

// Makes the table's expires column and its expiry index follow `attribute`: filled and
// indexed whole when TTL is enabled (the column is empty while it is disabled), cleared and
// dropped when disabled. Inside the caller's transaction.
Status indexExpiries(store::Connection &db, const store::TableSchema &table,
                     const std::optional<std::string> &attribute)
{
    if (!attribute) {
        TS_TRY_STATUS(store::clearExpiries(db, table));
        return store::dropExpiryIndex(db, table);
    }
    TS_TRY_STATUS(store::createExpiryIndex(db, table));
    std::optional<store::StorageKey> after;
    for (;;) {
        TS_TRY_ASSIGN(bool finished, fillExpiryBatch(db, table, *attribute, after,
                                                     kFilledInCall));
        if (finished)
            return success();
    }
}

Status addExpiryColumns(store::Connection &db, store::Catalog &catalog)
{
    TS_TRY_ASSIGN(std::int64_t version, store::schemaVersion(db));
    if (version >= store::kExpiryIndexVersion)
        return success();
    store::Transaction transaction(db);
    TS_TRY_STATUS(transaction.begin());
    for (const std::string &name : catalog.names()) {
        store::TableSchema &table = *catalog.find(name);
        TS_TRY_STATUS(store::addExpiryColumn(db, table));
        TS_TRY_ASSIGN(auto row, ttlRow(db, table));
        if (row)
            TS_TRY_STATUS(indexExpiries(db, table, row->attribute));
    }
    TS_TRY_STATUS(db.exec("PRAGMA user_version = "
                          + std::to_string(store::kExpiryIndexVersion)));
    return transaction.commit();
}

// An entry of the expiry index that the sweep read.
struct Candidate {
    double expires = 0;
    store::StorageKey key;
};

// Deletes the items of `candidates` that still hold the expiry their entry says (the others
// changed or went since) and every candidate's entry, in one transaction.
Result<std::int64_t> deleteExpired(core::State &state, Runtime &runtime,
                                   store::TableSchema &table,
                                   const std::vector<Candidate> &candidates)
{
    std::vector<core::ItemWrite> writes;
    for (const Candidate &candidate : candidates) {
        TS_TRY_ASSIGN(std::optional<double> current,
                      store::readExpiry(state.db, table, candidate.key));
        if (!current || *current != candidate.expires)
            continue;
        core::ItemWrite &write = writes.emplace_back();
        write.table = &table;
        write.key = candidate.key;
    }
    const auto removeEntries = [&]() -> Status {
        for (const Candidate &candidate : candidates)
            TS_TRY_STATUS(store::removeIndexEntry(state.db, table, candidate.expires,
                                                  candidate.key));
        return success();
    };
    if (writes.empty()) {
        store::Transaction transaction(state.db);
        TS_TRY_STATUS(transaction.begin());
        TS_TRY_STATUS(removeEntries());
        TS_TRY_STATUS(transaction.commit());
        return std::int64_t(0);
    }
    runtime.setServiceWrite(true);
    Status applied = core::applyWrites(state, writes, nullptr, removeEntries);
    runtime.setServiceWrite(false);
    TS_TRY_STATUS(std::move(applied));
    return static_cast<std::int64_t>(writes.size());
}

// Deletes what expired of one table, reading at most `budget` entries of its expiry index.
Result<SweepStep> sweepTable(core::State &state, Runtime &runtime, store::TableSchema &table,
                             std::optional<std::int64_t> budget)
{
    const std::int64_t nowSeconds = runtime.nowMs() / 1000;
    std::vector<Candidate> candidates;
    auto visit = [&](double expires, const store::StorageKey &key) {
        candidates.push_back({expires, key});
        return true;
    };
    const double oldest = static_cast<double>(nowSeconds - kIgnoredAgeSeconds);
    TS_TRY_STATUS(store::dropIndexEntriesBefore(state.db, table, oldest));
    TS_TRY_STATUS(store::visitExpiring(state.db, table, oldest, static_cast<double>(nowSeconds),
                                       budget, visit));
    SweepStep step;
    step.itemsRead = static_cast<std::int64_t>(candidates.size());
    step.more = budget && step.itemsRead >= *budget;
    if (candidates.empty())
        return step;
    TS_TRY_ASSIGN(step.deleted, deleteExpired(state, runtime, table, candidates));
    return step;
}

} // namespace

Status createTimeToLiveTable(store::Connection &db)
{
    TS_TRY_STATUS(db.exec("CREATE TABLE IF NOT EXISTS tablesmith_ttl (table_id INTEGER PRIMARY "
                          "KEY, table_name TEXT NOT NULL, attribute TEXT NOT NULL)"));
    // Columns later versions added, each to a file made before it.
    const std::pair<const char *, const char *> added[] = {
        {"unindexed", "INTEGER NOT NULL DEFAULT 0"},
        {"filling", "INTEGER NOT NULL DEFAULT 0"},
        {"fill_hash", "INTEGER"},
        {"fill_pk", "BLOB"},
        {"fill_sk", "BLOB"}};
    for (const auto &[column, definition] : added) {
        TS_TRY_ASSIGN(bool present, store::hasColumn(db, "tablesmith_ttl", column));
        if (!present)
            TS_TRY_STATUS(db.exec(std::string("ALTER TABLE tablesmith_ttl ADD COLUMN ") + column
                                  + " " + definition));
    }
    return success();
}

Status saveUnindexed(store::Connection &db, std::int64_t tableId, bool unindexed)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("UPDATE tablesmith_ttl SET unindexed = ?2 WHERE table_id = ?1"));
    s->bind(1, tableId).bind(2, std::int64_t(unindexed ? 1 : 0));
    return s->run();
}

Status indexWrittenExpiries(core::State &state, Runtime &runtime,
                            const std::set<std::int64_t> &unmark)
{
    Runtime::UnindexedExpiries entries = runtime.takeUnindexed();
    if (entries.empty() && unmark.empty())
        return success();
    const auto add = [&]() -> Status {
        store::Transaction transaction(state.db);
        TS_TRY_STATUS(transaction.begin());
        for (const auto &[tableId, list] : entries) {
            store::TableSchema *table = state.catalog.findById(tableId);
            if (!table || !table->timeToLiveAttribute)
                continue; // deleted, or TTL disabled since: nothing to index
            for (const ExpiryEntry &entry : list)
                TS_TRY_STATUS(store::addIndexEntry(state.db, *table, entry.expires, entry.key));
        }
        for (const std::int64_t tableId : unmark)
            TS_TRY_STATUS(saveUnindexed(state.db, tableId, false));
        return transaction.commit();
    };
    Status added = add();
    if (!added)
        runtime.restoreUnindexed(std::move(entries));
    return added;
}

Status loadTimeToLive(store::Connection &db, store::Catalog &catalog)
{
    TS_TRY_STATUS(addExpiryColumns(db, catalog));
    for (const std::string &name : catalog.names()) {
        store::TableSchema &table = *catalog.find(name);
        TS_TRY_ASSIGN(auto row, ttlRow(db, table));
        if (!row)
            continue;
        table.timeToLiveAttribute = row->attribute;
        table.timeToLiveFill = row->fill;
        if (row->unindexed) { // the rows hold what the index lacks
            store::Transaction transaction(db);
            TS_TRY_STATUS(transaction.begin());
            TS_TRY_STATUS(store::indexAllExpiries(db, table));
            TS_TRY_STATUS(saveUnindexed(db, table.id, false));
            TS_TRY_STATUS(transaction.commit());
        }
    }
    return success();
}

Result<json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                      const json::object &request)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(TtlRequest wanted, ttlRequest(request));
    TS_TRY_ASSIGN(store::TableSchema * table, ttlTable(state, request));
    TS_TRY_STATUS(checkTtlChange(table->timeToLiveAttribute, wanted));
    const auto attribute = wanted.enabled ? std::optional(wanted.attribute) : std::nullopt;
    // The attribute and the expiries it gives land together, or neither does.
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_STATUS(saveTtlAttribute(state.db, *table, attribute));
    std::optional<TimeToLiveFill> fill;
    if (attribute) {
        TS_TRY_ASSIGN(fill, beginFill(state.db, *table, *attribute,
                                      runtime.fillBatch().value_or(kFilledInCall)));
    } else {
        TS_TRY_STATUS(indexExpiries(state.db, *table, attribute));
    }
    TS_TRY_STATUS(transaction.commit());
    table->timeToLiveAttribute = attribute;
    table->timeToLiveFill = std::move(fill);
    runtime.forgetUnindexed(table->id); // indexed whole, or not at all
    runtime.ensureSweeper();
    json::object response;
    response["TimeToLiveSpecification"] = request.at("TimeToLiveSpecification");
    return response;
}

Result<json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                        const json::object &request)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(store::TableSchema * table, ttlTable(state, request));
    const std::optional<std::string> &attribute = table->timeToLiveAttribute;
    json::object description;
    description["TimeToLiveStatus"] = !attribute ? "DISABLED"
                                      : table->timeToLiveFill ? "ENABLING"
                                                              : "ENABLED";
    if (attribute)
        description["AttributeName"] = *attribute;
    json::object response;
    response["TimeToLiveDescription"] = std::move(description);
    return response;
}

Result<SweepStep> sweepExpired(core::State &state, Runtime &runtime,
                               std::optional<std::int64_t> itemsPerTable)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_STATUS(indexWrittenExpiries(state, runtime, {}));
    std::optional<std::size_t> fillBatch; // a whole pass fills whole tables
    if (itemsPerTable)
        fillBatch = runtime.fillBatch().value_or(static_cast<std::size_t>(*itemsPerTable));
    TS_TRY_ASSIGN(bool filling, fillEnablingTables(state, fillBatch));
    SweepStep swept;
    swept.more = filling;
    for (const std::string &name : state.catalog.names()) {
        store::TableSchema &table = *state.catalog.find(name);
        if (!table.timeToLiveAttribute)
            continue;
        TS_TRY_ASSIGN(SweepStep step, sweepTable(state, runtime, table, itemsPerTable));
        swept.itemsRead += step.itemsRead;
        swept.deleted += step.deleted;
        swept.more = swept.more || step.more;
    }
    return swept;
}

} // namespace tablesmith::streams
