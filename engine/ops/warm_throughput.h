#pragma once
// WarmThroughput: the read and write units per second a table or GSI can serve at once. Every
// table and GSI has one, kept in its stored description as {ReadUnitsPerSecond,
// WriteUnitsPerSecond, Status}: on demand it starts at 12000 / 4000, provisioned at its units,
// and it follows them up, never down; a request may raise it, never lower it (the developer
// guide's "Understanding DynamoDB warm throughput"; the service's texts as recorded).

#include "core/request.h"
#include "ops/core_names.h"

#include <string_view>

namespace tablesmith::ops {

// The WarmThroughput of a new table or GSI (CreateTable, UpdateTable's Create) from the
// request's member (null when absent): each unit given must reach what the owner starts with.
// `indexName` is empty for the table; `described` is the table's or GSI's description so far
// (its ProvisionedThroughput).
Result<json::object> newWarmThroughput(const json::object *requested,
                                       const json::object &described,
                                       std::string_view billingMode, std::string_view indexName);

// UpdateTable's WarmThroughput, for the table or a GSI's Update: raises the units given;
// a lower one is refused, an equal one accepted.
Status raiseWarmThroughput(json::object &described, const json::object &requested,
                           std::string_view indexName);

// Raises the table's and its GSIs' warm throughput to what their capacity gives them now, and
// adds it where a description saved before it existed has none.
void warmToCapacity(json::object &tableDescription);

// What a table's or GSI's WarmThroughput shows while a change raising it is in progress:
// `before`'s units (its description before UpdateTable) with Status UPDATING, when `after`'s
// are higher; empty when the change raised nothing. Both with their capacity applied
// (warmToCapacity).
json::object warmDuringRaise(const json::object &before, const json::object &after);
// The same for a table or GSI created with a WarmThroughput: its units, Status UPDATING.
json::object warmDuringCreate(const json::object &created);

// A table description's billing mode: its BillingModeSummary's, PROVISIONED when it has none.
std::string_view billingModeOf(const json::object &description);

} // namespace tablesmith::ops
