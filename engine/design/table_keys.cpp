#include "design/table_keys.h"

#include <algorithm>

namespace tablesmith::design {
namespace json = boost::json;
namespace {

std::string stringMember(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

const json::array *arrayMember(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_array() ? &value->get_array() : nullptr;
}

// KeySchema: [{"AttributeName", "KeyType": HASH | RANGE}], up to four of each for a GSI.
void readKeySchema(const json::object &owner, std::vector<std::string> &partitionKeys,
                   std::vector<std::string> &sortKeys)
{
    const json::array *schema = arrayMember(owner, "KeySchema");
    if (!schema)
        return;
    for (const json::value &element : *schema) {
        if (!element.is_object())
            continue;
        const json::object &key = element.get_object();
        (stringMember(key, "KeyType") == "RANGE" ? sortKeys : partitionKeys)
            .push_back(stringMember(key, "AttributeName"));
    }
}

void readKeySchema(const json::object &owner, std::string &partitionKey, std::string &sortKey,
                   std::vector<std::string> &partitionKeys, std::vector<std::string> &sortKeys)
{
    readKeySchema(owner, partitionKeys, sortKeys);
    partitionKey = partitionKeys.empty() ? std::string() : partitionKeys.front();
    sortKey = sortKeys.empty() ? std::string() : sortKeys.front();
}

IndexKeys readIndex(const json::object &description, bool global)
{
    IndexKeys index;
    index.name = stringMember(description, "IndexName");
    index.global = global;
    readKeySchema(description, index.partitionKey, index.sortKey, index.partitionKeys,
                  index.sortKeys);
    if (const json::value *projection = description.if_contains("Projection");
        projection && projection->is_object()) {
        std::string type = stringMember(projection->get_object(), "ProjectionType");
        if (!type.empty())
            index.projectionType = type;
        if (const json::array *names = arrayMember(projection->get_object(), "NonKeyAttributes"))
            for (const json::value &name : *names)
                if (name.is_string())
                    index.nonKeyAttributes.emplace_back(name.get_string());
    }
    std::string status = stringMember(description, "IndexStatus");
    index.active = status.empty() || status == "ACTIVE";
    return index;
}

} // namespace

bool IndexKeys::isKeyAttribute(std::string_view attribute) const
{
    return std::find(partitionKeys.begin(), partitionKeys.end(), attribute) != partitionKeys.end()
           || std::find(sortKeys.begin(), sortKeys.end(), attribute) != sortKeys.end();
}

const IndexKeys *TableKeys::index(std::string_view indexName) const
{
    for (const IndexKeys &candidate : indexes)
        if (candidate.name == indexName)
            return &candidate;
    return nullptr;
}

bool TableKeys::projects(const IndexKeys &index, std::string_view attribute) const
{
    if (index.projectionType == "ALL" || attribute == partitionKey || attribute == sortKey ||
        index.isKeyAttribute(attribute))
        return true;
    return index.projectionType == "INCLUDE" &&
           std::find(index.nonKeyAttributes.begin(), index.nonKeyAttributes.end(), attribute) !=
               index.nonKeyAttributes.end();
}

std::string TableKeys::typeOf(std::string_view attribute) const
{
    auto found = attributeTypes.find(attribute);
    return found == attributeTypes.end() ? std::string("S") : found->second;
}

TableKeys tableKeys(const json::object &table)
{
    TableKeys keys;
    keys.name = stringMember(table, "TableName");
    std::vector<std::string> partitionKeys, sortKeys;
    readKeySchema(table, keys.partitionKey, keys.sortKey, partitionKeys, sortKeys);
    if (const json::array *definitions = arrayMember(table, "AttributeDefinitions"))
        for (const json::value &element : *definitions)
            if (element.is_object())
                keys.attributeTypes[stringMember(element.get_object(), "AttributeName")] =
                    stringMember(element.get_object(), "AttributeType");
    for (auto [member, global] :
         {std::pair{"GlobalSecondaryIndexes", true}, std::pair{"LocalSecondaryIndexes", false}})
        if (const json::array *indexes = arrayMember(table, member))
            for (const json::value &element : *indexes)
                if (element.is_object())
                    keys.indexes.push_back(readIndex(element.get_object(), global));
    return keys;
}

Result<TableKeys> findTableKeys(const TableDescriptions &tables, std::string_view name)
{
    for (const json::object &table : tables)
        if (stringMember(table, "TableName") == name)
            return tableKeys(table);
    return Error{ErrorKind::ResourceNotFoundException,
                 "Requested resource not found: Table: " + std::string(name) + " not found"};
}

} // namespace tablesmith::design
