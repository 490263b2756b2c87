#include "streams/time_to_live.h"
#include "core/item_write.h"
#include "core/request.h"
#include "core/state.h"
#include "streams/stream_runtime.h"

#include <boost/json/parse.hpp>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace tablesmith::streams {
namespace {

namespace json = boost::json;

// The service leaves items whose expiry is more than five years in the past alone.
constexpr std::int64_t kIgnoredAgeSeconds = 5LL * 365 * 24 * 60 * 60;

Result<std::optional<std::string>> ttlAttribute(store::Connection &db,
                                                const store::TableSchema &table)
{
    TS_TRY_ASSIGN(store::Statement * s,
                  db.prepare("SELECT attribute FROM tablesmith_ttl WHERE table_id = ?1 "
                             "AND table_name = ?2"));
    s->bind(1, table.id).bind(2, std::string_view(table.name));
    Status status = success();
    std::optional<std::string> attribute;
    if (s->step(status))
        attribute = std::string(s->columnText(0));
    s->reset();
    if (!status)
        return status.takeError();
    return attribute;
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

// Whether the stored text can hold the attribute at all. Each period looks at every item, so
// items without it are passed over without being parsed. A name JSON would escape is not
// looked for as written (stored text spells it escaped): such items are always parsed.
bool mayHoldAttribute(std::string_view itemJson, const std::string &attribute)
{
    const bool plain = std::ranges::none_of(attribute, [](char c) {
        return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
    });
    return !plain || itemJson.find('"' + attribute + '"') != std::string_view::npos;
}

// The expiry an item carries: a number of epoch seconds in its TTL attribute, else none.
std::optional<double> expiryOf(std::string_view itemJson, const std::string &attribute)
{
    if (!mayHoldAttribute(itemJson, attribute))
        return std::nullopt;
    json::value item;
    try {
        item = json::parse(itemJson);
    } catch (const std::exception &) {
        return std::nullopt; // not ours to judge here: the item stays
    }
    const json::value *value = item.is_object() ? item.as_object().if_contains(attribute)
                                                : nullptr;
    if (!value || !value->is_object())
        return std::nullopt;
    const json::value *number = value->as_object().if_contains("N");
    if (!number || !number->is_string())
        return std::nullopt;
    // A double is exact enough to compare epoch seconds against the clock.
    return std::strtod(std::string(number->as_string()).c_str(), nullptr);
}

bool expired(std::optional<double> expiry, std::int64_t nowSeconds)
{
    return expiry && *expiry <= static_cast<double>(nowSeconds)
           && *expiry >= static_cast<double>(nowSeconds - kIgnoredAgeSeconds);
}

// What one step over a table found: the items to delete, and the earliest expiry to come.
struct Found {
    std::vector<core::ItemWrite> writes;
    std::optional<double> nextExpiry;
    std::int64_t lookedAt = 0;
};

std::optional<double> earlier(std::optional<double> a, std::optional<double> b)
{
    return !a || (b && *b < *a) ? b : a;
}

// Finds expired items of one table, at most `budget` looked at, from `cursor` on.
Result<Found> expiredItems(core::State &state, store::TableSchema &table,
                           const std::string &attribute, std::int64_t nowSeconds,
                           std::optional<std::int64_t> budget,
                           std::optional<store::StorageKey> &cursor)
{
    Found found;
    bool finished = true;
    std::optional<store::StorageKey> last;
    auto visit = [&](const store::Row &row) {
        if (budget && found.lookedAt >= *budget) {
            finished = false;
            return false;
        }
        ++found.lookedAt;
        store::StorageKey key;
        key.hash = row.hash;
        key.partitionKey = row.partitionKey;
        key.sortKey = row.sortKey;
        const std::optional<double> expiry = expiryOf(row.json, attribute);
        if (expired(expiry, nowSeconds)) {
            core::ItemWrite &write = found.writes.emplace_back();
            write.table = &table;
            write.key = key;
        }
        if (expiry && *expiry > static_cast<double>(nowSeconds))
            found.nextExpiry = earlier(found.nextExpiry, expiry);
        last = std::move(key);
        return true;
    };
    TS_TRY_STATUS(store::scanHashRange(state.db, table, std::numeric_limits<std::int64_t>::min(),
                                       std::numeric_limits<std::int64_t>::max(), cursor, visit));
    cursor = finished ? std::nullopt : last;
    return found;
}

Result<std::vector<std::pair<store::TableSchema *, std::string>>> ttlTables(core::State &state)
{
    std::vector<std::pair<store::TableSchema *, std::string>> tables;
    for (const std::string &name : state.catalog.names()) {
        store::TableSchema *table = state.catalog.find(name);
        TS_TRY_ASSIGN(auto attribute, ttlAttribute(state.db, *table));
        if (attribute)
            tables.emplace_back(table, std::move(*attribute));
    }
    return tables;
}

bool stillQuiet(const SweepPass &pass, const store::TableSchema &table,
                const std::string &attribute, std::int64_t nowSeconds)
{
    auto quiet = pass.quiet.find(table.id);
    return quiet != pass.quiet.end() && quiet->second.changeStamp == table.changeStamp
           && quiet->second.attribute == attribute
           && (!quiet->second.nextExpiry
               || static_cast<double>(nowSeconds) < *quiet->second.nextExpiry);
}

// Where a paced pass stands with one table before a step: false when the table needs no step
// (finished this pass, or quiet since the last one). Starting a table notes its change stamp.
bool beginStep(SweepPass &pass, const store::TableSchema &table, const std::string &attribute,
               std::int64_t nowSeconds, std::optional<store::StorageKey> &cursor)
{
    if (pass.finished.contains(table.id))
        return false;
    if (auto found = pass.cursors.find(table.id); found != pass.cursors.end()) {
        cursor = found->second;
        return true;
    }
    if (stillQuiet(pass, table, attribute, nowSeconds)) {
        pass.finished.insert(table.id);
        return false;
    }
    pass.reading[table.id] = QuietTable{table.changeStamp, attribute, std::nullopt};
    return true;
}

// After a step: keeps the cursor, or at the table's end records it as quiet if it stayed
// unchanged while the pass read it and held nothing expired (deletions change its stamp once
// they are applied, after this; a deletion that fails must leave the table looked at again).
void endStep(SweepPass &pass, const store::TableSchema &table, const Found &found,
             const std::optional<store::StorageKey> &cursor)
{
    pass.itemsLookedAt += found.lookedAt;
    QuietTable &reading = pass.reading[table.id];
    reading.nextExpiry = earlier(reading.nextExpiry, found.nextExpiry);
    if (cursor) {
        pass.cursors[table.id] = *cursor;
        return;
    }
    pass.cursors.erase(table.id);
    pass.finished.insert(table.id);
    if (reading.changeStamp == table.changeStamp && found.writes.empty())
        pass.quiet[table.id] = std::move(reading);
    else
        pass.quiet.erase(table.id);
    pass.reading.erase(table.id);
}

Result<std::int64_t> sweepTable(core::State &state, Runtime &runtime, store::TableSchema &table,
                                const std::string &attribute,
                                std::optional<std::int64_t> budget, SweepPass &pass)
{
    const std::int64_t nowSeconds = runtime.nowMs() / 1000;
    std::optional<store::StorageKey> cursor;
    if (budget && !beginStep(pass, table, attribute, nowSeconds, cursor))
        return std::int64_t(0);
    TS_TRY_ASSIGN(Found found, expiredItems(state, table, attribute, nowSeconds, budget,
                                            cursor));
    if (budget)
        endStep(pass, table, found, cursor);
    if (found.writes.empty())
        return std::int64_t(0);
    runtime.setServiceWrite(true);
    Status applied = core::applyWrites(state, found.writes);
    runtime.setServiceWrite(false);
    TS_TRY_STATUS(std::move(applied));
    return static_cast<std::int64_t>(found.writes.size());
}

} // namespace

void SweepPass::startOver()
{
    SweepPass next;
    next.quiet = std::move(quiet);
    *this = std::move(next);
}

Status createTimeToLiveTable(store::Connection &db)
{
    return db.exec("CREATE TABLE IF NOT EXISTS tablesmith_ttl (table_id INTEGER PRIMARY KEY, "
                   "table_name TEXT NOT NULL, attribute TEXT NOT NULL)");
}

Result<json::object> updateTimeToLive(Runtime &runtime, core::State &state,
                                      const json::object &request)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(TtlRequest wanted, ttlRequest(request));
    TS_TRY_ASSIGN(store::TableSchema * table, core::findTable(state, request));
    TS_TRY_ASSIGN(auto current, ttlAttribute(state.db, *table));
    TS_TRY_STATUS(checkTtlChange(current, wanted));
    TS_TRY_STATUS(saveTtlAttribute(state.db, *table, wanted.enabled
                                                         ? std::optional(wanted.attribute)
                                                         : std::nullopt));
    runtime.ensureSweeper();
    json::object response;
    response["TimeToLiveSpecification"] = request.at("TimeToLiveSpecification");
    return response;
}

Result<json::object> describeTimeToLive(Runtime &runtime, core::State &state,
                                        const json::object &request)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(store::TableSchema * table, core::findTable(state, request));
    TS_TRY_ASSIGN(auto attribute, ttlAttribute(state.db, *table));
    json::object description;
    description["TimeToLiveStatus"] = attribute ? "ENABLED" : "DISABLED";
    if (attribute)
        description["AttributeName"] = *attribute;
    json::object response;
    response["TimeToLiveDescription"] = std::move(description);
    return response;
}

Result<std::int64_t> sweepExpired(core::State &state, Runtime &runtime,
                                  std::optional<std::int64_t> itemsPerTable, SweepPass &pass)
{
    TS_TRY_STATUS(runtime.ensureLog(state.db));
    TS_TRY_ASSIGN(auto tables, ttlTables(state));
    // Tables deleted, or with TTL disabled, are forgotten.
    std::erase_if(pass.quiet, [&](const auto &entry) {
        return std::ranges::none_of(tables, [&](const auto &t) {
            return t.first->id == entry.first;
        });
    });
    std::int64_t deleted = 0;
    for (auto &[table, attribute] : tables) {
        TS_TRY_ASSIGN(std::int64_t count, sweepTable(state, runtime, *table, attribute,
                                                     itemsPerTable, pass));
        deleted += count;
    }
    if (itemsPerTable)
        pass.done = std::ranges::all_of(tables, [&](const auto &entry) {
            return pass.finished.contains(entry.first->id);
        });
    return deleted;
}

} // namespace tablesmith::streams
