#pragma once
// Changing a table's or GSI's provisioned units as auto scaling does, with the bookkeeping
// DescribeTable shows: LastIncreaseDateTime, LastDecreaseDateTime, NumberOfDecreasesToday.

#include "capacity/provisioned.h"

#include <cstdint>

namespace tablesmith::capacity {

// DynamoDB allows 4 decreases a UTC day at any time, and one more for each hour in which there
// was none: at most 27.
bool decreaseAllowed(const boost::json::object &throughput, std::int64_t nowMs);
void increaseTo(boost::json::object &throughput, Direction direction, std::int64_t units,
                std::int64_t nowMs);
void decreaseTo(boost::json::object &throughput, Direction direction, std::int64_t units,
                std::int64_t nowMs);

// A change asked for by hand (UpdateTable) to `requested`'s units: one decrease counted for the
// call whichever units go down, refused with LimitExceededException past the daily limit.
Status changeByHand(boost::json::object &throughput, const boost::json::object &requested,
                    std::int64_t nowMs);

} // namespace tablesmith::capacity
