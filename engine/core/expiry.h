#pragma once
// What DynamoDB takes as an item's TTL expiry: a Number in the table's TTL attribute, read as
// epoch seconds. Anything else (no attribute, another type) never expires. Whether an expiry
// has passed, and the five years after which the service leaves an item alone, are the
// sweep's to judge (streams/time_to_live.cpp).

#include <tablesmith/attribute_value.h>

#include <optional>
#include <string_view>

namespace tablesmith::core {

// A double is exact enough to compare epoch seconds against the clock; both forms give the
// same double for the same number (each is the correctly rounded value of the exact decimal).
std::optional<double> timeToLiveExpiry(const Item &item, std::string_view attribute);
// The same from an item's stored JSON (a refill of the expiries): items whose text cannot
// hold the attribute are passed over without being parsed.
std::optional<double> timeToLiveExpiry(std::string_view storedJson, std::string_view attribute);

} // namespace tablesmith::core
