#pragma once
// The key design of a table as explain and analysis need it, read from DescribeTable's
// "Table" object: key attributes and their types, and each index's keys and projection.

#include <tablesmith/access_plan.h>

#include <boost/json/object.hpp>

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::design {

struct IndexKeys {
    std::string name;
    bool global = true;
    std::string partitionKey;           // the first HASH attribute
    std::string sortKey;                // the first RANGE attribute; empty: none
    // Every HASH / RANGE attribute in KeySchema order: more than one for a GSI with a
    // multi-attribute key (DynamoDB, November 2025).
    std::vector<std::string> partitionKeys;
    std::vector<std::string> sortKeys;
    std::string projectionType = "ALL"; // ALL, KEYS_ONLY or INCLUDE
    std::vector<std::string> nonKeyAttributes;
    bool active = true; // IndexStatus ACTIVE (LSIs always)

    bool multiAttribute() const { return partitionKeys.size() > 1 || sortKeys.size() > 1; }
    bool isKeyAttribute(std::string_view attribute) const;
};

struct TableKeys {
    std::string name;
    std::string partitionKey;
    std::string sortKey;
    std::map<std::string, std::string, std::less<>> attributeTypes; // from AttributeDefinitions
    std::vector<IndexKeys> indexes;

    const IndexKeys *index(std::string_view indexName) const;
    // True when the index holds `attribute` (its keys, the table's keys, or its projection).
    bool projects(const IndexKeys &index, std::string_view attribute) const;
    std::string typeOf(std::string_view attribute) const; // "S" when not a key attribute
};

TableKeys tableKeys(const boost::json::object &table);
// ResourceNotFoundException as the service words it when `tables` lacks the table.
Result<TableKeys> findTableKeys(const TableDescriptions &tables, std::string_view name);

} // namespace tablesmith::design
