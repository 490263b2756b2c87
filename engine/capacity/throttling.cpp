#include "capacity/throttling.h"

namespace tablesmith::capacity {
namespace {

constexpr std::int64_t kMinuteMs = 60'000;
constexpr std::int64_t kMinutesKept = 60;

// Keyed by TableId, so a table deleted and created again starts with fresh buckets.
std::string meterKey(const store::TableSchema &table, std::string_view index,
                     Direction direction)
{
    const boost::json::value *id = table.description.if_contains("TableId");
    std::string key = id && id->is_string() ? std::string(id->get_string()) : table.name;
    key += '\n';
    key += index;
    key += direction == Direction::Read ? "\nR" : "\nW";
    return key;
}

} // namespace

Throttling::Meter *Throttling::meter(const store::TableSchema &table, std::string_view index,
                                     Direction direction, std::int64_t nowMs)
{
    const std::optional<double> rate = provisionedRate(table, index, direction);
    if (!rate)
        return nullptr;
    const std::string key = meterKey(table, index, direction);
    auto found = m_meters.find(key);
    if (found == m_meters.end())
        found = m_meters.emplace(key, Meter{TokenBucket(*rate, nowMs), {}}).first;
    found->second.bucket.refill(nowMs, *rate);
    return &found->second;
}

std::optional<double> Throttling::balance(const store::TableSchema &table,
                                          std::string_view index, Direction direction,
                                          std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    Meter *m = meter(table, index, direction, nowMs);
    return m ? std::optional<double>(m->bucket.balance()) : std::nullopt;
}

void Throttling::charge(const store::TableSchema &table, std::string_view index,
                        Direction direction, double units, std::int64_t nowMs)
{
    std::lock_guard lock(m_mutex);
    Meter *m = meter(table, index, direction, nowMs);
    if (!m || units <= 0)
        return;
    m->bucket.charge(units);
    const std::int64_t minute = nowMs / kMinuteMs;
    m->perMinute[minute] += units;
    m->perMinute.erase(m->perMinute.begin(), m->perMinute.lower_bound(minute - kMinutesKept));
}

double Throttling::consumedInMinute(const store::TableSchema &table, std::string_view index,
                                    Direction direction, std::int64_t minute)
{
    std::lock_guard lock(m_mutex);
    auto found = m_meters.find(meterKey(table, index, direction));
    if (found == m_meters.end())
        return 0;
    auto units = found->second.perMinute.find(minute);
    return units == found->second.perMinute.end() ? 0 : units->second;
}

} // namespace tablesmith::capacity
