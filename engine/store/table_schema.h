#pragma once
// What the engine keeps in memory about a table: its key schema and its DescribeTable
// description, plus the counters DescribeTable reports.

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <string>

namespace tablesmith::store {

struct KeyAttribute {
    std::string name;
    AttributeType type = AttributeType::S;
};

struct KeySchema {
    KeyAttribute partitionKey;
    std::optional<KeyAttribute> sortKey;
};

struct TableSchema {
    std::int64_t id = 0;       // names the SQLite table holding the items
    std::string name;
    KeySchema key;
    boost::json::object description; // the "Table" object of DescribeTable
    // Maintained by writes once known; -1 until first counted.
    std::int64_t itemCount = -1;
    std::int64_t sizeBytes = 0;

    std::string itemsTable() const { return "items_" + std::to_string(id); }
};

// A stored item's primary key in storage form.
struct StorageKey {
    std::int64_t hash = 0;
    std::string partitionKey; // order-preserving encodings
    std::string sortKey;      // empty for tables without a sort key
};

} // namespace tablesmith::store
