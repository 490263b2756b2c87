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

Status changeByHand(json::object &throughput, const json::object &requested, std::int64_t nowMs)
{
    bool increases = false;
    bool decreases = false;
    for (Direction d : {Direction::Read, Direction::Write}) {
        const double now = numberOf(throughput.if_contains(unitsMember(d)));
        const double asked = numberOf(requested.if_contains(unitsMember(d)));
        increases = increases || asked > now;
        decreases = decreases || asked < now;
    }
    const std::int64_t today = decreasesToday(throughput, nowMs);
    if (decreases && !decreaseAllowed(throughput, nowMs))
        return Error{ErrorKind::LimitExceededException,
                     "Subscriber limit exceeded: Provisioned throughput decreases are limited "
                     "within a given UTC day. After the first 4 decreases, each subsequent "
                     "decrease in the same UTC day can be performed at most once every 3600 "
                     "seconds. Number of decreases today: "
                     + std::to_string(today)};
    for (Direction d : {Direction::Read, Direction::Write})
        throughput[unitsMember(d)] = requested.at(unitsMember(d));
    if (increases)
        throughput["LastIncreaseDateTime"] = seconds(nowMs);
    if (decreases) {
        throughput["LastDecreaseDateTime"] = seconds(nowMs);
        throughput["NumberOfDecreasesToday"] = today + 1;
    }
    return success();
}

} // namespace tablesmith::capacity
