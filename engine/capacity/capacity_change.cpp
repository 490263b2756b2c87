#include "capacity/capacity_change.h"

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::int64_t kHourMs = 3'600'000;
constexpr std::int64_t kDecreasesAnyTime = 4;
constexpr std::int64_t kMaxDecreasesPerDay = 27;

double seconds(std::int64_t ms) { return static_cast<double>(ms) / 1000; }

std::int64_t lastDecreaseMs(const json::object &throughput)
{
    return static_cast<std::int64_t>(numberOf(throughput.if_contains("LastDecreaseDateTime"))
                                     * 1000);
}

// NumberOfDecreasesToday counts decreases of the current UTC day only.
std::int64_t decreasesToday(const json::object &throughput, std::int64_t nowMs)
{
    if (!throughput.contains("LastDecreaseDateTime")
        || lastDecreaseMs(throughput) / kDayMs != nowMs / kDayMs)
        return 0;
    return static_cast<std::int64_t>(numberOf(throughput.if_contains("NumberOfDecreasesToday")));
}

} // namespace

bool decreaseAllowed(const json::object &throughput, std::int64_t nowMs)
{
    const std::int64_t today = decreasesToday(throughput, nowMs);
    if (today < kDecreasesAnyTime)
        return true;
    return today < kMaxDecreasesPerDay && nowMs - lastDecreaseMs(throughput) >= kHourMs;
}

void increaseTo(json::object &throughput, Direction direction, std::int64_t units,
                std::int64_t nowMs)
{
    throughput[unitsMember(direction)] = units;
    throughput["LastIncreaseDateTime"] = seconds(nowMs);
}

void decreaseTo(json::object &throughput, Direction direction, std::int64_t units,
                std::int64_t nowMs)
{
    const std::int64_t today = decreasesToday(throughput, nowMs);
    throughput[unitsMember(direction)] = units;
    throughput["LastDecreaseDateTime"] = seconds(nowMs);
    throughput["NumberOfDecreasesToday"] = today + 1;
}

} // namespace tablesmith::capacity
