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

double Consumed::total() const
{
    double sum = table;
    for (const auto *indexes : {&globalIndexes, &localIndexes})
        for (const auto &[name, units] : *indexes)
            sum += units;
    return sum;
}

Consumed &Consumed::operator+=(const Consumed &other)
{
    table += other.table;
    for (const auto &[name, units] : other.globalIndexes)
        globalIndexes[name] += units;
    for (const auto &[name, units] : other.localIndexes)
        localIndexes[name] += units;
    return *this;
}

Consumed Consumed::scaled(double factor) const
{
    Consumed out = *this;
    out.table *= factor;
    for (auto *indexes : {&out.globalIndexes, &out.localIndexes})
        for (auto &[name, units] : *indexes)
            units *= factor;
    return out;
}

namespace {

json::object unitsObject(double units, bool isRead)
{
    json::object o;
    o["CapacityUnits"] = units;
    o[isRead ? "ReadCapacityUnits" : "WriteCapacityUnits"] = units;
    return o;
}

json::object perIndex(const std::map<std::string, double> &indexes, bool isRead)
{
    json::object out;
    for (const auto &[name, units] : indexes)
        out[name] = unitsObject(units, isRead);
    return out;
}

} // namespace

json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName,
                              const Consumed &units, bool isRead)
{
    json::object c = unitsObject(units.total(), isRead);
    c["TableName"] = tableName;
    if (mode == ReturnCapacity::Indexes) {
        c["Table"] = unitsObject(units.table, isRead);
        if (!units.localIndexes.empty())
            c["LocalSecondaryIndexes"] = perIndex(units.localIndexes, isRead);
        if (!units.globalIndexes.empty())
            c["GlobalSecondaryIndexes"] = perIndex(units.globalIndexes, isRead);
    }
    return c;
}

json::object consumedCapacity(ReturnCapacity mode, std::string_view tableName, double units,
                              bool isRead)
{
    Consumed consumed;
    consumed.table = units;
    return consumedCapacity(mode, tableName, consumed, isRead);
}

json::array consumedPerTable(ReturnCapacity mode, const std::map<std::string, Consumed> &units,
                             bool isRead, double factor)
{
    json::array out;
    for (const auto &[table, u] : units)
        out.push_back(consumedCapacity(mode, table, u.scaled(factor), isRead));
    return out;
}

void addConsumedCapacity(json::object &response, ReturnCapacity mode,
                         std::string_view tableName, double units, bool isRead)
{
    if (mode != ReturnCapacity::None)
        response["ConsumedCapacity"] = consumedCapacity(mode, tableName, units, isRead);
}

} // namespace tablesmith::ops
