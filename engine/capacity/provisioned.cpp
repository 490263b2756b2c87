#include "capacity/provisioned.h"

namespace tablesmith::capacity {

namespace json = boost::json;

std::string_view unitsMember(Direction direction)
{
    return direction == Direction::Read ? "ReadCapacityUnits" : "WriteCapacityUnits";
}

double numberOf(const json::value *value)
{
    if (!value)
        return 0;
    if (value->is_int64())
        return static_cast<double>(value->get_int64());
    if (value->is_uint64())
        return static_cast<double>(value->get_uint64());
    return value->is_double() ? value->get_double() : 0;
}

bool isProvisioned(const store::TableSchema &table)
{
    const json::value *summary = table.description.if_contains("BillingModeSummary");
    const json::value *mode = summary && summary->is_object()
                                  ? summary->as_object().if_contains("BillingMode")
                                  : nullptr;
    return mode && mode->is_string() && mode->get_string() == "PROVISIONED";
}

const json::object *globalIndexDescription(const store::TableSchema &table,
                                           std::string_view index)
{
    const json::value *gsis = table.description.if_contains("GlobalSecondaryIndexes");
    if (!gsis || !gsis->is_array())
        return nullptr;
    for (const json::value &gsi : gsis->get_array()) {
        const json::value *name = gsi.is_object() ? gsi.as_object().if_contains("IndexName")
                                                  : nullptr;
        if (name && name->is_string() && name->get_string() == index)
            return &gsi.as_object();
    }
    return nullptr;
}

json::object *globalIndexDescription(store::TableSchema &table, std::string_view index)
{
    const store::TableSchema &constTable = table;
    return const_cast<json::object *>(globalIndexDescription(constTable, index));
}

json::object *throughputOf(store::TableSchema &table, std::string_view index)
{
    if (!isProvisioned(table))
        return nullptr;
    json::object *owner = index.empty() ? &table.description
                                        : globalIndexDescription(table, index);
    json::value *throughput = owner ? owner->if_contains("ProvisionedThroughput") : nullptr;
    return throughput && throughput->is_object() ? &throughput->as_object() : nullptr;
}

std::optional<double> provisionedRate(const store::TableSchema &table, std::string_view index,
                                      Direction direction)
{
    const json::object *throughput = throughputOf(const_cast<store::TableSchema &>(table),
                                                  index);
    if (!throughput)
        return std::nullopt;
    const double rate = numberOf(throughput->if_contains(unitsMember(direction)));
    return rate > 0 ? std::optional<double>(rate) : std::nullopt;
}

} // namespace tablesmith::capacity
