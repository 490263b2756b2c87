#pragma once
// Consumed capacity as DynamoDB computes it: reads in 4 KB units (half for eventually
// consistent reads), writes in 1 KB units, each operation rounded up and at least one unit.

#include "ops/request.h"

#include <cstdint>

namespace tablesmith::ops {

double readUnits(std::int64_t bytes, bool consistentRead);
double writeUnits(std::int64_t bytes);

enum class ReturnCapacity { None, Total, Indexes };
Result<ReturnCapacity> returnCapacity(const json::object &request);

// Adds "ConsumedCapacity" to `response` when asked for.
void addConsumedCapacity(json::object &response, ReturnCapacity mode,
                         std::string_view tableName, double units, bool isRead);
json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName, double units,
                              bool isRead);

} // namespace tablesmith::ops
