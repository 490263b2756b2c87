#pragma once
// ScanPosition: where an item stands in a Tablesmith engine's Scan order — partitions in hash
// order, then by partition key, then by sort key, all on the order-preserving key encoding. The
// grid uses it to put a live-inserted item where a fresh Scan would show it. Other DynamoDB
// endpoints order partitions differently, so only the embedded engine's grid relies on it.

#include <boost/json/object.hpp>

#include <compare>
#include <cstdint>
#include <optional>
#include <string>

namespace tablesmith::gui {

struct ScanPosition {
    std::int64_t hash = 0;
    std::string partitionKey; // encoded
    std::string sortKey;      // encoded; empty without a sort key

    auto operator<=>(const ScanPosition &) const = default;
};

// Null when `item` lacks its key attributes or they are not S, N or B.
std::optional<ScanPosition> scanPositionOf(const boost::json::object &item,
                                           const std::string &partitionKey,
                                           const std::string &sortKey);

} // namespace tablesmith::gui
