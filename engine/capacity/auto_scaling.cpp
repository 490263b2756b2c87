#include "capacity/auto_scaling.h"

#include "capacity/capacity_change.h"
#include "store/catalog_auto_scaling.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <climits>
#include <cmath>

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

constexpr std::int64_t kMinuteMs = 60'000;
constexpr int kMinutesAboveToScaleOut = 2;
constexpr int kMinutesBelowToScaleIn = 15;
constexpr double kScaleInMargin = 20; // percentage points under the target

// Where the cooldowns of the last scaling activities stand.
struct Cooldowns {
    std::int64_t scaleInUntilMs = 0;  // no scale-in before this
    std::int64_t scaleOutUntilMs = 0; // before this, a scale-out must ask for more than...
    std::int64_t scaleOutUnits = 0;   // ...the capacity the last scale-out set
};

// A scalable capacity while it is evaluated: its row and what the row says.
struct Target {
    store::ScalingTargetRow row;
    ScalingSettings settings;
    Cooldowns cooldowns;
    Direction direction = Direction::Read;
};

Error corruptRow(const store::ScalingTargetRow &row)
{
    return {ErrorKind::InternalServerError,
            "corrupt auto scaling settings of table " + std::to_string(row.tableId) + ": "
                + row.settings};
}

// The row's settings column holds the settings and the cooldowns' state.
std::string settingsText(const ScalingSettings &s, const Cooldowns &c)
{
    json::object o;
    o["MinimumUnits"] = s.minimumUnits;
    o["MaximumUnits"] = s.maximumUnits;
    o["TargetValue"] = s.targetValue;
    o["DisableScaleIn"] = s.disableScaleIn;
    o["ScaleInCooldown"] = s.scaleInCooldownSeconds;
    o["ScaleOutCooldown"] = s.scaleOutCooldownSeconds;
    o["PolicyName"] = s.policyName;
    o["ScaleInBlockedUntil"] = c.scaleInUntilMs;
    o["ScaleOutCooldownUntil"] = c.scaleOutUntilMs;
    o["ScaleOutUnits"] = c.scaleOutUnits;
    return json::serialize(o);
}

// Members added after the first files were written: absent means 0.
bool readInteger(const json::object &o, std::string_view name, std::int64_t &out)
{
    const json::value *v = o.if_contains(name);
    if (!v)
        return true;
    if (!v->is_int64())
        return false;
    out = v->get_int64();
    return true;
}

bool readCooldowns(const json::object &o, ScalingSettings &s, Cooldowns &c)
{
    return readInteger(o, "ScaleInCooldown", s.scaleInCooldownSeconds)
           && readInteger(o, "ScaleOutCooldown", s.scaleOutCooldownSeconds)
           && readInteger(o, "ScaleInBlockedUntil", c.scaleInUntilMs)
           && readInteger(o, "ScaleOutCooldownUntil", c.scaleOutUntilMs)
           && readInteger(o, "ScaleOutUnits", c.scaleOutUnits);
}

Result<Target> targetOf(store::ScalingTargetRow row)
{
    json::error_code ec;
    const json::value parsed = json::parse(row.settings, ec);
    const json::object *o = ec ? nullptr : parsed.if_object();
    auto member = [&](std::string_view name) { return o ? o->if_contains(name) : nullptr; };
    const json::value *minimum = member("MinimumUnits");
    const json::value *maximum = member("MaximumUnits");
    const json::value *target = member("TargetValue");
    const json::value *disableScaleIn = member("DisableScaleIn");
    const json::value *policyName = member("PolicyName");
    const bool read = row.dimension == unitsMember(Direction::Read);
    if (!minimum || !minimum->is_int64() || !maximum || !maximum->is_int64() || !target
        || !target->is_number() || !disableScaleIn || !disableScaleIn->is_bool() || !policyName
        || !policyName->is_string() || (!read && row.dimension != unitsMember(Direction::Write)))
        return corruptRow(row);
    Target out;
    out.settings.minimumUnits = minimum->get_int64();
    out.settings.maximumUnits = maximum->get_int64();
    out.settings.targetValue = numberOf(target);
    out.settings.disableScaleIn = disableScaleIn->get_bool();
    out.settings.policyName = std::string(policyName->get_string());
    if (!readCooldowns(*o, out.settings, out.cooldowns))
        return corruptRow(row);
    out.direction = read ? Direction::Read : Direction::Write;
    out.row = std::move(row);
    return out;
}

// The capacity that brings utilisation to the target, within the settings' bounds.
std::int64_t desiredUnits(const ScalingSettings &settings, double consumedPerSecond)
{
    const double units = std::ceil(consumedPerSecond * 100 / settings.targetValue);
    return std::clamp(static_cast<std::int64_t>(units), settings.minimumUnits,
                      settings.maximumUnits);
}

// Returns true when it changed the capacity.
bool evaluateMinute(Target &target, store::TableSchema &table, double consumedPerSecond,
                    std::int64_t minute)
{
    boost::json::object *throughput = throughputOf(table, target.row.index);
    if (!throughput)
        return false; // on demand now: nothing to scale
    const auto current = static_cast<std::int64_t>(
        numberOf(throughput->if_contains(unitsMember(target.direction))));
    if (current < 1)
        return false;
    const double utilisation = consumedPerSecond * 100 / static_cast<double>(current);
    const ScalingSettings &s = target.settings;
    std::int64_t &above = target.row.minutesAbove;
    std::int64_t &below = target.row.minutesBelow;
    above = utilisation > s.targetValue ? above + 1 : 0;
    below = utilisation < s.targetValue - kScaleInMargin ? below + 1 : 0;
    // The alarm fires at the end of the minute that completed its period.
    const std::int64_t atMs = (minute + 1) * kMinuteMs;
    // Registering a scalable target brings its capacity within the bounds first.
    if (current < s.minimumUnits) {
        increaseTo(*throughput, target.direction, s.minimumUnits, atMs);
        return true;
    }
    if (current > s.maximumUnits && decreaseAllowed(*throughput, atMs)) {
        decreaseTo(*throughput, target.direction, s.maximumUnits, atMs);
        return true;
    }
    const std::int64_t desired = desiredUnits(s, consumedPerSecond);
    Cooldowns &cooldowns = target.cooldowns;
    const bool outCooling = atMs < cooldowns.scaleOutUntilMs;
    if (above >= kMinutesAboveToScaleOut && desired > current
        && (!outCooling || desired > cooldowns.scaleOutUnits)) {
        above = 0;
        increaseTo(*throughput, target.direction, desired, atMs);
        cooldowns.scaleInUntilMs = 0; // a scale-out ends the scale-in cooldown
        cooldowns.scaleOutUntilMs = atMs + s.scaleOutCooldownSeconds * 1000;
        cooldowns.scaleOutUnits = desired;
        return true;
    }
    if (below >= kMinutesBelowToScaleIn && !s.disableScaleIn && desired < current
        && atMs >= cooldowns.scaleInUntilMs && decreaseAllowed(*throughput, atMs)) {
        below = 0;
        decreaseTo(*throughput, target.direction, desired, atMs);
        cooldowns.scaleInUntilMs = atMs + s.scaleInCooldownSeconds * 1000;
        return true;
    }
    return false;
}

// Evaluates the target's complete minutes up to `nowMs` and saves where it got.
Status evaluateTarget(store::Connection &db, Throttling &throttling, store::TableSchema &table,
                      Target &target, std::int64_t nowMs, AutoScaling::Evaluation &out)
{
    std::int64_t &minute = target.row.nextMinute;
    if ((minute + 1) * kMinuteMs > nowMs)
        return success();
    json::object before = table.description;
    bool changed = false;
    for (; (minute + 1) * kMinuteMs <= nowMs; ++minute) {
        const double consumed = throttling.consumedInMinute(table, target.row.index,
                                                            target.direction, minute);
        changed = evaluateMinute(target, table, consumed / 60, minute) || changed;
    }
    const bool listed = std::any_of(out.changed.begin(), out.changed.end(),
                                    [&](const auto &c) { return c.first == &table; });
    if (changed && !listed)
        out.changed.emplace_back(&table, std::move(before));
    target.row.settings = settingsText(target.settings, target.cooldowns);
    return store::saveScalingTarget(db, target.row);
}

} // namespace

Result<std::optional<ScalingSettings>> AutoScaling::settings(store::Connection &db,
                                                             const store::TableSchema &table,
                                                             std::string_view index,
                                                             Direction direction) const
{
    TS_TRY_ASSIGN(auto row,
                  store::loadScalingTarget(db, table.id, index, unitsMember(direction)));
    if (!row)
        return std::optional<ScalingSettings>();
    TS_TRY_ASSIGN(Target target, targetOf(std::move(*row)));
    return std::optional<ScalingSettings>(std::move(target.settings));
}

Status AutoScaling::set(store::Connection &db, const store::TableSchema &table,
                        std::string_view index, Direction direction,
                        const ScalingSettings &settings, std::int64_t nowMs)
{
    // Changed settings keep the cooldowns running.
    TS_TRY_ASSIGN(auto current,
                  store::loadScalingTarget(db, table.id, index, unitsMember(direction)));
    Cooldowns cooldowns;
    if (current) {
        TS_TRY_ASSIGN(Target target, targetOf(std::move(*current)));
        cooldowns = target.cooldowns;
    }
    store::ScalingTargetRow row;
    row.tableId = table.id;
    row.index = std::string(index);
    row.dimension = std::string(unitsMember(direction));
    row.settings = settingsText(settings, cooldowns);
    // New settings judge the traffic from the next complete minute on.
    row.nextMinute = nowMs / kMinuteMs + 1;
    TS_TRY_STATUS(store::saveScalingTarget(db, row));
    m_dueMs.store(std::min(m_dueMs.load(), (row.nextMinute + 1) * kMinuteMs));
    return success();
}

Status AutoScaling::remove(store::Connection &db, const store::TableSchema &table,
                           std::string_view index, Direction direction)
{
    return store::removeScalingTarget(db, table.id, index, unitsMember(direction));
}

void AutoScaling::startMetering(std::int64_t nowMs)
{
    std::int64_t unknown = kUnknown;
    m_meteredFromMinute.compare_exchange_strong(unknown, nowMs / kMinuteMs);
}

void AutoScaling::skipTo(std::int64_t nowMs)
{
    std::int64_t from = m_meteredFromMinute.load();
    while (from < nowMs / kMinuteMs
           && !m_meteredFromMinute.compare_exchange_weak(from, nowMs / kMinuteMs)) {
    }
}

bool AutoScaling::due(std::int64_t nowMs) const
{
    return m_dueMs.load(std::memory_order_relaxed) <= nowMs;
}

void AutoScaling::retry() { m_dueMs.store(0); }

Status AutoScaling::evaluate(store::Connection &db, Throttling &throttling,
                             store::Catalog &catalog, std::int64_t nowMs, Evaluation &out)
{
    startMetering(nowMs);
    const std::int64_t meteredFrom = m_meteredFromMinute.load();
    std::vector<store::ScalingTargetRow> rows;
    TS_TRY_STATUS(store::loadScalingTargets(db, rows));
    std::int64_t dueMs = INT64_MAX;
    for (store::ScalingTargetRow &row : rows) {
        store::TableSchema *table = catalog.findById(row.tableId);
        if (!table)
            continue; // rows go with their table: none should be left
        TS_TRY_ASSIGN(Target target, targetOf(std::move(row)));
        target.row.nextMinute = std::max(target.row.nextMinute, meteredFrom);
        TS_TRY_STATUS(evaluateTarget(db, throttling, *table, target, nowMs, out));
        dueMs = std::min(dueMs, (target.row.nextMinute + 1) * kMinuteMs);
    }
    m_dueMs.store(dueMs);
    return success();
}

} // namespace tablesmith::capacity
