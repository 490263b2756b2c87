#pragma once
// Admitting a BatchGetItem / BatchWriteItem item by item, as DynamoDB does: what a bucket
// cannot take goes back in UnprocessedKeys / UnprocessedItems; only when nothing is admitted
// does the whole call fail with ProvisionedThroughputExceededException.

#include "capacity/admission.h"

#include <cstddef>
#include <optional>

namespace tablesmith::capacity {

struct BatchSplit {
    boost::json::object admitted;    // RequestItems to run
    boost::json::object unprocessed; // UnprocessedKeys / UnprocessedItems to answer with
    std::size_t admittedCount = 0;
    std::size_t throttledCount = 0;
    std::optional<Resource> firstThrottled;
};

// Nothing when the request is not well-formed enough to split (unknown table, too many items,
// wrong types): the operation itself then rejects it with DynamoDB's validation error.
// A write entry is held back only for the GSIs it touches (`touched`).
std::optional<BatchSplit> splitBatch(Throttling &throttling, const NamedTables &tables,
                                     std::int64_t nowMs, Direction direction,
                                     const boost::json::object &request,
                                     const TouchedIndexes &touched);

} // namespace tablesmith::capacity
