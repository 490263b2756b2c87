#pragma once
// What the engine keeps in memory about a table: its key schema and its DescribeTable
// description, plus the counters DescribeTable reports.

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::store {

struct KeyAttribute {
    std::string name;
    AttributeType type = AttributeType::S;
};

struct KeySchema {
    KeyAttribute partitionKey;
    std::optional<KeyAttribute> sortKey;
};

// A secondary index: its key, what it projects, and the SQLite table holding its entries.
struct IndexSchema {
    enum class Projection { All, KeysOnly, Include };
    std::string name;
    bool global = true;
    KeySchema key;
    Projection projection = Projection::All;
    std::set<std::string, std::less<>> nonKeyAttributes; // INCLUDE only

    // Index names are [a-zA-Z0-9_.-]+, so quoting makes them safe SQL identifiers.
    std::string entriesTable(std::int64_t tableId) const
    {
        return "\"index_" + std::to_string(tableId) + "_" + name + "\"";
    }
};

struct TableSchema {
    std::int64_t id = 0;       // names the SQLite table holding the items
    std::string name;
    KeySchema key;
    boost::json::object description; // the "Table" object of DescribeTable
    std::vector<IndexSchema> indexes;
    // Maintained by writes once known; -1 until first counted.
    std::int64_t itemCount = -1;
    std::int64_t sizeBytes = 0;

    std::string itemsTable() const { return "items_" + std::to_string(id); }
    const IndexSchema *findIndex(std::string_view indexName) const
    {
        for (const IndexSchema &index : indexes)
            if (index.name == indexName)
                return &index;
        return nullptr;
    }
};

// A stored item's primary key in storage form.
struct StorageKey {
    std::int64_t hash = 0;
    std::string partitionKey; // order-preserving encodings
    std::string sortKey;      // empty for tables without a sort key
};

} // namespace tablesmith::store
