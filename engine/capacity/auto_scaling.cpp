#include "capacity/auto_scaling.h"

#include "capacity/capacity_change.h"

#include <algorithm>
#include <cmath>

namespace tablesmith::capacity {
namespace {

constexpr std::int64_t kMinuteMs = 60'000;
constexpr int kMinutesAboveToScaleOut = 2;
constexpr int kMinutesBelowToScaleIn = 15;
constexpr double kScaleInMargin = 20; // percentage points under the target

std::string tableIdOf(const store::TableSchema &table)
{
    const boost::json::value *id = table.description.if_contains("TableId");
    return id && id->is_string() ? std::string(id->get_string()) : table.name;
}

std::string targetKey(std::string_view tableName, std::string_view index, Direction direction)
{
    return std::string(tableName) + '\n' + std::string(index)
           + (direction == Direction::Read ? "\nR" : "\nW");
}

// The capacity that brings utilisation to the target, within the settings' bounds.
std::int64_t desiredUnits(const ScalingSettings &settings, double consumedPerSecond)
{
    const double units = std::ceil(consumedPerSecond * 100 / settings.targetValue);
    return std::clamp(static_cast<std::int64_t>(units), settings.minimumUnits,
                      settings.maximumUnits);
}

} // namespace

void AutoScaling::set(const store::TableSchema &table, std::string_view index,
                      Direction direction, const ScalingSettings &settings, std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    Target &target = m_targets[targetKey(table.name, index, direction)];
    target.tableName = table.name;
    target.tableId = tableIdOf(table);
    target.index = std::string(index);
    target.direction = direction;
    target.settings = settings;
    // New settings judge the traffic from the next complete minute on.
    target.nextMinute = nowMs / kMinuteMs + 1;
    target.minutesAbove = target.minutesBelow = 0;
}

void AutoScaling::remove(const store::TableSchema &table, std::string_view index,
                         Direction direction)
{
    std::lock_guard lock(m_mutex);
    m_targets.erase(targetKey(table.name, index, direction));
}

std::optional<ScalingSettings> AutoScaling::settings(const store::TableSchema &table,
                                                     std::string_view index,
                                                     Direction direction) const
{
    std::lock_guard lock(m_mutex);
    auto found = m_targets.find(targetKey(table.name, index, direction));
    if (found == m_targets.end() || found->second.tableId != tableIdOf(table))
        return std::nullopt;
    return found->second.settings;
}

bool AutoScaling::due(std::int64_t nowMs) const
{
    std::lock_guard lock(m_mutex);
    for (const auto &[key, target] : m_targets)
        if ((target.nextMinute + 1) * kMinuteMs <= nowMs)
            return true;
    return false;
}

void AutoScaling::skipTo(std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    for (auto &[key, target] : m_targets)
        target.nextMinute = std::max(target.nextMinute, nowMs / kMinuteMs);
}

std::vector<store::TableSchema *> AutoScaling::evaluate(Throttling &throttling,
                                                        store::Catalog &catalog,
                                                        std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    std::vector<store::TableSchema *> changed;
    for (auto it = m_targets.begin(); it != m_targets.end();) {
        Target &target = it->second;
        store::TableSchema *table = catalog.find(target.tableName);
        if (!table || tableIdOf(*table) != target.tableId) {
            it = m_targets.erase(it); // the table (or this incarnation of it) is gone
            continue;
        }
        for (; (target.nextMinute + 1) * kMinuteMs <= nowMs; ++target.nextMinute) {
            const double consumed = throttling.consumedInMinute(*table, target.index,
                                                                target.direction,
                                                                target.nextMinute);
            if (evaluateMinute(target, *table, consumed / 60, target.nextMinute)
                && std::find(changed.begin(), changed.end(), table) == changed.end())
                changed.push_back(table);
        }
        ++it;
    }
    return changed;
}

bool AutoScaling::evaluateMinute(Target &target, store::TableSchema &table,
                                 double consumedPerSecond, std::int64_t minute)
{
    boost::json::object *throughput = throughputOf(table, target.index);
    if (!throughput)
        return false; // on demand now: nothing to scale
    const auto current = static_cast<std::int64_t>(
        numberOf(throughput->if_contains(unitsMember(target.direction))));
    if (current < 1)
        return false;
    const double utilisation = consumedPerSecond * 100 / static_cast<double>(current);
    const ScalingSettings &s = target.settings;
    target.minutesAbove = utilisation > s.targetValue ? target.minutesAbove + 1 : 0;
    target.minutesBelow = utilisation < s.targetValue - kScaleInMargin ? target.minutesBelow + 1
                                                                       : 0;
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
    if (target.minutesAbove >= kMinutesAboveToScaleOut && desired > current) {
        target.minutesAbove = 0;
        increaseTo(*throughput, target.direction, desired, atMs);
        return true;
    }
    if (target.minutesBelow >= kMinutesBelowToScaleIn && !s.disableScaleIn && desired < current
        && decreaseAllowed(*throughput, atMs)) {
        target.minutesBelow = 0;
        decreaseTo(*throughput, target.direction, desired, atMs);
        return true;
    }
    return false;
}

} // namespace tablesmith::capacity
