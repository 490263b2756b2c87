#include "capacity/consumed_charge.h"

#include <map>

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

double unitsOf(const json::value &capacity)
{
    return capacity.is_object() ? numberOf(capacity.as_object().if_contains("CapacityUnits"))
                                : 0;
}

double sumOfMap(const json::object &entry, std::string_view member)
{
    const json::value *map = entry.if_contains(member);
    double sum = 0;
    if (map && map->is_object())
        for (const auto &[name, capacity] : map->get_object())
            sum += unitsOf(capacity);
    return sum;
}

// What each GSI consumed. Operations that report per-index capacity say it in
// "GlobalSecondaryIndexes"; until they all do, a Query/Scan on a GSI is charged to the GSI
// and a write charges every GSI what the table paid (the most the write could cost it).
std::map<std::string, double> globalIndexUnits(store::TableSchema &table,
                                               const json::object &entry, Direction direction,
                                               std::string_view queriedIndex, double tableUnits)
{
    std::map<std::string, double> out;
    const json::value *reported = entry.if_contains("GlobalSecondaryIndexes");
    if (reported && reported->is_object()) {
        for (const auto &[name, capacity] : reported->get_object())
            out[std::string(name)] = unitsOf(capacity);
        return out;
    }
    if (direction == Direction::Read) {
        if (!queriedIndex.empty() && globalIndexDescription(table, queriedIndex))
            out[std::string(queriedIndex)] = tableUnits;
        return out;
    }
    for (const store::IndexSchema &index : table.indexes)
        if (index.global)
            out[index.name] = tableUnits;
    return out;
}

void chargeEntry(Throttling &throttling, const NamedTables &tables, std::int64_t nowMs,
                 Direction direction, std::string_view queriedIndex, const json::value &value)
{
    const json::object *entry = value.if_object();
    const json::value *name = entry ? entry->if_contains("TableName") : nullptr;
    store::TableSchema *table = name && name->is_string() ? tables.find(name->get_string())
                                                          : nullptr;
    if (!table)
        return;
    const json::value *tablePart = entry->if_contains("Table");
    // Without a "Table" part the total holds the table's share and what GSIs report.
    double tableUnits = tablePart ? unitsOf(*tablePart) + sumOfMap(*entry, "LocalSecondaryIndexes")
                                  : unitsOf(value) - sumOfMap(*entry, "GlobalSecondaryIndexes");
    const auto gsiUnits = globalIndexUnits(*table, *entry, direction, queriedIndex, tableUnits);
    const bool reported = entry->contains("GlobalSecondaryIndexes");
    if (!reported && direction == Direction::Read && gsiUnits.contains(std::string(queriedIndex)))
        tableUnits = 0; // what was reported for the table was the GSI's read
    throttling.charge(*table, "", direction, tableUnits, nowMs);
    for (const auto &[index, units] : gsiUnits)
        throttling.charge(*table, index, direction, units, nowMs);
}

} // namespace

void chargeConsumed(Throttling &throttling, const NamedTables &tables, std::int64_t nowMs,
                    Direction direction, std::string_view queriedIndex,
                    const json::value &consumedCapacity)
{
    if (const json::array *entries = consumedCapacity.if_array()) {
        for (const json::value &entry : *entries)
            chargeEntry(throttling, tables, nowMs, direction, queriedIndex, entry);
        return;
    }
    chargeEntry(throttling, tables, nowMs, direction, queriedIndex, consumedCapacity);
}

} // namespace tablesmith::capacity
