#pragma once
// Consumed capacity as DynamoDB computes it: reads in 4 KB units (half for eventually
// consistent reads), writes in 1 KB units, each operation rounded up and at least one unit.

#include "core/request.h"
#include "ops/core_names.h"

#include <cstdint>
#include <map>
#include <string>

namespace tablesmith::ops {

double readUnits(std::int64_t bytes, bool consistentRead);
double writeUnits(std::int64_t bytes);

enum class ReturnCapacity { None, Total, Indexes };
Result<ReturnCapacity> returnCapacity(const json::object &request);

// What one operation consumed in one table: the table's own units and each secondary index's.
// ReturnConsumedCapacity TOTAL reports the sum; INDEXES also the parts.
struct Consumed {
    double table = 0;
    std::map<std::string, double> globalIndexes;
    std::map<std::string, double> localIndexes;

    double total() const;
    Consumed &operator+=(const Consumed &other);
    Consumed scaled(double factor) const; // transactions bill every unit twice
};

json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName,
                              const Consumed &units, bool isRead);
// BatchWriteItem's, TransactWriteItems' and the like: one entry per table.
json::array consumedPerTable(ReturnCapacity mode, const std::map<std::string, Consumed> &units,
                             bool isRead, double factor = 1);

// Adds "ConsumedCapacity" to `response` when asked for.
void addConsumedCapacity(json::object &response, ReturnCapacity mode,
                         std::string_view tableName, double units, bool isRead);
json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName, double units,
                              bool isRead);

} // namespace tablesmith::ops
