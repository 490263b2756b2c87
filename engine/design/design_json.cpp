#include "design/design_json.h"

#include <set>

namespace json = boost::json;

namespace tablesmith::design::detail {

std::optional<std::int64_t> integerAt(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    if (value && value->is_int64())
        return value->get_int64();
    if (value && value->is_uint64())
        return static_cast<std::int64_t>(value->get_uint64());
    if (value && value->is_double())
        return static_cast<std::int64_t>(value->get_double());
    return std::nullopt;
}

AttributeType keyType(std::string_view name)
{
    if (name == "N")
        return AttributeType::N;
    if (name == "B")
        return AttributeType::B;
    return AttributeType::S;
}

AttributeType attributeTypeFromName(std::string_view name)
{
    for (int i = 0; i <= static_cast<int>(AttributeType::BS); ++i) {
        if (typeName(static_cast<AttributeType>(i)) == name)
            return static_cast<AttributeType>(i);
    }
    return AttributeType::S;
}

json::array keySchemaJson(const KeySchema &key)
{
    json::array schema;
    for (const KeyAttribute &attribute : key.partitionKey)
        schema.push_back(json::object{{"AttributeName", attribute.name}, {"KeyType", "HASH"}});
    for (const KeyAttribute &attribute : key.sortKey)
        schema.push_back(json::object{{"AttributeName", attribute.name}, {"KeyType", "RANGE"}});
    return schema;
}

KeySchema keySchemaFromJson(const json::array &schema, const json::array *definitions)
{
    auto typeOf = [definitions](const std::string &name) {
        for (const json::value &definition : definitions ? *definitions : json::array()) {
            if (definition.is_object() && stringAt(definition.get_object(), "AttributeName") == name)
                return keyType(stringAt(definition.get_object(), "AttributeType"));
        }
        return AttributeType::S;
    };
    KeySchema key;
    for (const json::value &element : schema) {
        if (!element.is_object())
            continue;
        std::string name = stringAt(element.get_object(), "AttributeName");
        KeyAttribute attribute{name, typeOf(name)};
        if (stringAt(element.get_object(), "KeyType") == "RANGE")
            key.sortKey.push_back(attribute);
        else
            key.partitionKey.push_back(attribute);
    }
    return key;
}

json::object projectionJson(const Projection &projection)
{
    json::object result{{"ProjectionType", projectionTypeName(projection.type)}};
    if (projection.type == ProjectionType::Include) {
        json::array names;
        for (const std::string &name : projection.nonKeyAttributes)
            names.emplace_back(name);
        result["NonKeyAttributes"] = std::move(names);
    }
    return result;
}

Projection projectionFromJson(const json::object *projection)
{
    Projection result;
    std::string type = projection ? stringAt(*projection, "ProjectionType") : "ALL";
    result.type = type == "KEYS_ONLY" ? ProjectionType::KeysOnly
                : type == "INCLUDE"   ? ProjectionType::Include
                                      : ProjectionType::All;
    const json::array *names = projection ? arrayAt(*projection, "NonKeyAttributes") : nullptr;
    for (const json::value &name : names ? *names : json::array()) {
        if (name.is_string())
            result.nonKeyAttributes.emplace_back(name.get_string());
    }
    return result;
}

void addTableSettings(json::object &object, const DesignTable &table)
{
    if (!table.tableClass.empty())
        object["TableClass"] = table.tableClass;
    json::object warm;
    if (table.warmReadUnitsPerSecond > 0)
        warm["ReadUnitsPerSecond"] = table.warmReadUnitsPerSecond;
    if (table.warmWriteUnitsPerSecond > 0)
        warm["WriteUnitsPerSecond"] = table.warmWriteUnitsPerSecond;
    if (!warm.empty())
        object["WarmThroughput"] = std::move(warm);
}

void readTableSettings(DesignTable &table, const json::object &object)
{
    table.tableClass = stringAt(object, "TableClass");
    if (const json::object *warm = objectAt(object, "WarmThroughput")) {
        table.warmReadUnitsPerSecond = integerAt(*warm, "ReadUnitsPerSecond").value_or(0);
        table.warmWriteUnitsPerSecond = integerAt(*warm, "WriteUnitsPerSecond").value_or(0);
    }
}

json::array attributeDefinitions(const DesignTable &table)
{
    json::array definitions;
    std::set<std::string> defined;
    auto define = [&](const KeySchema &key) {
        for (const KeyAttribute &attribute : key.attributes()) {
            if (defined.insert(attribute.name).second)
                definitions.push_back(json::object{{"AttributeName", attribute.name},
                                                   {"AttributeType", typeName(attribute.type)}});
        }
    };
    define(table.key);
    for (const SecondaryIndex &index : table.indexes)
        define(index.index.key);
    return definitions;
}

void mergeExtra(json::object &object, const json::object &extra)
{
    for (const auto &member : extra) {
        if (!object.contains(member.key()))
            object[member.key()] = member.value();
    }
}

json::object without(const json::object &object, std::initializer_list<std::string_view> names)
{
    json::object result;
    for (const auto &member : object) {
        bool excluded = false;
        for (std::string_view name : names)
            excluded = excluded || member.key() == name;
        if (!excluded)
            result[member.key()] = member.value();
    }
    return result;
}

} // namespace tablesmith::design::detail
