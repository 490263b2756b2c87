#include "ops/capacity.h"

namespace tablesmith::ops {
namespace {

std::int64_t unitsOf(std::int64_t bytes, std::int64_t unitBytes)
{
    return std::max<std::int64_t>(1, (bytes + unitBytes - 1) / unitBytes);
}

} // namespace

double readUnits(std::int64_t bytes, bool consistentRead)
{
    const double units = static_cast<double>(unitsOf(bytes, 4096));
    return consistentRead ? units : units / 2;
}

double writeUnits(std::int64_t bytes) { return static_cast<double>(unitsOf(bytes, 1024)); }

Result<ReturnCapacity> returnCapacity(const json::object &request)
{
    auto mode = optionalEnum(request, "ReturnConsumedCapacity", {"INDEXES", "TOTAL", "NONE"});
    if (!mode)
        return mode.takeError();
    if (!*mode || **mode == "NONE")
        return ReturnCapacity::None;
    return **mode == "TOTAL" ? ReturnCapacity::Total : ReturnCapacity::Indexes;
}

json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName, double units,
                              bool isRead)
{
    json::object c;
    c["TableName"] = tableName;
    c["CapacityUnits"] = units;
    c[isRead ? "ReadCapacityUnits" : "WriteCapacityUnits"] = units;
    if (mode == ReturnCapacity::Indexes) {
        json::object table;
        table["CapacityUnits"] = units;
        table[isRead ? "ReadCapacityUnits" : "WriteCapacityUnits"] = units;
        c["Table"] = std::move(table);
    }
    return c;
}

void addConsumedCapacity(json::object &response, ReturnCapacity mode,
                         std::string_view tableName, double units, bool isRead)
{
    if (mode != ReturnCapacity::None)
        response["ConsumedCapacity"] = consumedCapacity(mode, tableName, units, isRead);
}

} // namespace tablesmith::ops
