// Reading DescribeTable's "Table" object into TableDescription, and what an item is to an index.

#include "value/json_members.h"

#include <tablesmith/table_description.h>

#include <boost/json.hpp>

#include <algorithm>
#include <map>

namespace tablesmith {

namespace json = boost::json;

namespace {

using AttributeTypes = std::map<std::string, AttributeType, std::less<>>;

std::int64_t numberMember(const json::object &object, std::string_view name,
                          std::int64_t missing)
{
    const json::value *value = object.if_contains(name);
    if (!value)
        return missing;
    if (value->is_int64())
        return value->get_int64();
    if (value->is_uint64())
        return static_cast<std::int64_t>(value->get_uint64());
    if (value->is_double())
        return static_cast<std::int64_t>(value->get_double());
    return missing;
}

std::optional<AttributeType> keyType(std::string_view name)
{
    if (name == "S")
        return AttributeType::S;
    if (name == "N")
        return AttributeType::N;
    if (name == "B")
        return AttributeType::B;
    return std::nullopt;
}

Result<AttributeTypes> attributeTypes(const json::object &table)
{
    AttributeTypes types;
    const json::array *definitions = arrayAt(table, "AttributeDefinitions");
    if (!definitions)
        return Error::validation("The table description has no AttributeDefinitions");
    for (const json::value &definition : *definitions) {
        if (!definition.is_object())
            return Error::validation("An attribute definition is not an object");
        const std::string name = stringAt(definition.get_object(), "AttributeName");
        const auto type = keyType(stringAt(definition.get_object(), "AttributeType"));
        if (name.empty() || !type)
            return Error::validation("Invalid attribute definition for " + name);
        types.emplace(name, *type);
    }
    return types;
}

Result<KeySchema> keySchema(const json::object &owner, const AttributeTypes &types)
{
    const json::array *elements = arrayAt(owner, "KeySchema");
    if (!elements || elements->empty())
        return Error::validation("KeySchema is missing or empty");
    KeySchema schema;
    for (const json::value &element : *elements) {
        if (!element.is_object())
            return Error::validation("A KeySchema element is not an object");
        const std::string name = stringAt(element.get_object(), "AttributeName");
        const std::string keyType = stringAt(element.get_object(), "KeyType");
        const auto type = types.find(name);
        if (type == types.end())
            return Error::validation("No attribute definition for key attribute " + name);
        if (keyType != "HASH" && keyType != "RANGE")
            return Error::validation("Invalid KeyType " + keyType + " for " + name);
        auto &side = keyType == "HASH" ? schema.partitionKey : schema.sortKey;
        side.push_back({name, type->second});
    }
    if (schema.partitionKey.empty())
        return Error::validation("KeySchema has no HASH element");
    return schema;
}

Projection projection(const json::object &index)
{
    Projection result;
    const json::object *projection = objectAt(index, "Projection");
    if (!projection)
        return result;
    const std::string type = stringAt(*projection, "ProjectionType");
    if (type == "KEYS_ONLY")
        result.type = ProjectionType::KeysOnly;
    else if (type == "INCLUDE")
        result.type = ProjectionType::Include;
    if (const json::array *names = arrayAt(*projection, "NonKeyAttributes")) {
        for (const json::value &name : *names) {
            if (name.is_string())
                result.nonKeyAttributes.emplace_back(name.get_string());
        }
    }
    return result;
}

WarmThroughput warmThroughput(const json::object &owner)
{
    WarmThroughput warm;
    if (const json::object *described = objectAt(owner, "WarmThroughput")) {
        warm.readUnitsPerSecond = numberMember(*described, "ReadUnitsPerSecond", 0);
        warm.writeUnitsPerSecond = numberMember(*described, "WriteUnitsPerSecond", 0);
        warm.status = stringAt(*described, "Status");
    }
    return warm;
}

Result<IndexDescription> indexFromJson(const json::object &definition, bool global,
                               const AttributeTypes &types)
{
    IndexDescription index;
    index.name = stringAt(definition, "IndexName");
    if (index.name.empty())
        return Error::validation("A secondary index has no IndexName");
    TS_TRY_ASSIGN(index.key, keySchema(definition, types));
    index.global = global;
    index.projection = projection(definition);
    if (global && definition.contains("IndexStatus"))
        index.status = stringAt(definition, "IndexStatus");
    const json::value *backfilling = definition.if_contains("Backfilling");
    index.backfilling = backfilling && backfilling->is_bool() && backfilling->get_bool();
    index.itemCount = numberMember(definition, "ItemCount", -1);
    index.sizeBytes = numberMember(definition, "IndexSizeBytes", -1);
    if (global)
        index.warmThroughput = warmThroughput(definition);
    return index;
}

Status addIndexes(TableDescription &table, const json::object &description,
                  std::string_view member, bool global, const AttributeTypes &types)
{
    const json::array *indexes = arrayAt(description, member);
    if (!indexes)
        return success();
    for (const json::value &definition : *indexes) {
        if (!definition.is_object())
            return Error::validation(std::string(member) + " holds a non-object");
        TS_TRY_ASSIGN(IndexDescription described,
                      indexFromJson(definition.get_object(), global, types));
        table.indexes.push_back(std::move(described));
    }
    return success();
}

void readBilling(TableDescription &table, const json::object &description)
{
    table.billingMode = stringAt(description, "BillingMode");
    if (const json::object *summary = objectAt(description, "BillingModeSummary"))
        table.billingMode = stringAt(*summary, "BillingMode");
    if (table.billingMode.empty())
        table.billingMode = "PROVISIONED"; // DynamoDB's default, also when the summary is absent
    if (const json::object *throughput = objectAt(description, "ProvisionedThroughput")) {
        table.readCapacityUnits = numberMember(*throughput, "ReadCapacityUnits", 0);
        table.writeCapacityUnits = numberMember(*throughput, "WriteCapacityUnits", 0);
    }
}

void readStream(TableDescription &table, const json::object &description)
{
    if (const json::object *specification = objectAt(description, "StreamSpecification")) {
        const json::value *enabled = specification->if_contains("StreamEnabled");
        table.stream.enabled = enabled && enabled->is_bool() && enabled->get_bool();
        table.stream.viewType = stringAt(*specification, "StreamViewType");
    }
    table.stream.arn = stringAt(description, "LatestStreamArn");
    table.stream.label = stringAt(description, "LatestStreamLabel");
}

void readTableClass(TableDescription &table, const json::object &description)
{
    table.tableClass = stringAt(description, "TableClass");
    if (const json::object *summary = objectAt(description, "TableClassSummary"))
        table.tableClass = stringAt(*summary, "TableClass");
}

const AttributeValue *keyValue(const Item &item, const KeyAttribute &key)
{
    const auto found = item.find(key.name);
    return found == item.end() ? nullptr : &found->second;
}

} // namespace

std::string_view KeySchema::partitionKeyName() const
{
    return partitionKey.empty() ? std::string_view() : std::string_view(partitionKey[0].name);
}

std::string_view KeySchema::sortKeyName() const
{
    return sortKey.empty() ? std::string_view() : std::string_view(sortKey[0].name);
}

bool KeySchema::isKeyAttribute(std::string_view name) const
{
    const auto named = [name](const KeyAttribute &key) { return key.name == name; };
    return std::ranges::any_of(partitionKey, named) || std::ranges::any_of(sortKey, named);
}

std::vector<KeyAttribute> KeySchema::attributes() const
{
    std::vector<KeyAttribute> all = partitionKey;
    all.insert(all.end(), sortKey.begin(), sortKey.end());
    return all;
}

std::string_view projectionTypeName(ProjectionType type)
{
    switch (type) {
    case ProjectionType::All:
        return "ALL";
    case ProjectionType::KeysOnly:
        return "KEYS_ONLY";
    case ProjectionType::Include:
        return "INCLUDE";
    }
    return "ALL";
}

const IndexDescription *TableDescription::index(std::string_view indexName) const
{
    const auto found = std::ranges::find(indexes, indexName, &IndexDescription::name);
    return found == indexes.end() ? nullptr : &*found;
}

Result<TableDescription> tableDescriptionFromJson(const json::object &description)
{
    TableDescription table;
    table.name = stringAt(description, "TableName");
    table.arn = stringAt(description, "TableArn");
    table.status = stringAt(description, "TableStatus");
    TS_TRY_ASSIGN(const AttributeTypes types, attributeTypes(description));
    TS_TRY_ASSIGN(table.key, keySchema(description, types));
    TS_TRY_STATUS(addIndexes(table, description, "GlobalSecondaryIndexes", true, types));
    TS_TRY_STATUS(addIndexes(table, description, "LocalSecondaryIndexes", false, types));
    readBilling(table, description);
    readStream(table, description);
    readTableClass(table, description);
    table.warmThroughput = warmThroughput(description);
    table.itemCount = numberMember(description, "ItemCount", -1);
    table.sizeBytes = numberMember(description, "TableSizeBytes", -1);
    return table;
}

IndexMembership indexMembership(const IndexDescription &index, const Item &item)
{
    // Partition then sort attributes, without copying the schema: the designer's preview asks
    // this for every sample item on every edit.
    for (const std::vector<KeyAttribute> *keys : {&index.key.partitionKey, &index.key.sortKey}) {
        for (const KeyAttribute &key : *keys) {
            const AttributeValue *value = keyValue(item, key);
            if (!value)
                return {IndexExclusion::MissingKeyAttribute, key.name};
            if (value->type() != key.type)
                return {IndexExclusion::WrongKeyType, key.name};
            if (attributeSize(*value) == 0)
                return {IndexExclusion::EmptyKeyValue, key.name};
        }
    }
    return {};
}

Item projectForIndex(const TableDescription &table, const IndexDescription &index,
                     const Item &item)
{
    if (index.projection.type == ProjectionType::All)
        return item;
    Item projected;
    const auto copy = [&](std::string_view name) {
        if (const auto found = item.find(name); found != item.end())
            projected.insert(*found);
    };
    for (const KeyAttribute &key : table.key.attributes())
        copy(key.name);
    for (const KeyAttribute &key : index.key.attributes())
        copy(key.name);
    for (const std::string &name : index.projection.nonKeyAttributes)
        copy(name);
    return projected;
}

} // namespace tablesmith
