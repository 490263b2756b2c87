#pragma once
// What the engine keeps in memory about a table: its key schema and its DescribeTable
// description, plus the counters DescribeTable reports.

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <atomic>
#include <cstdint>
#include <memory>
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

// A stored item's primary key in storage form.
struct StorageKey {
    std::int64_t hash = 0;
    std::string partitionKey; // order-preserving encodings
    std::string sortKey;      // empty for tables without a sort key
};

// How far the background backfill of a GSI got. Saved with each batch, in the batch's own
// transaction (store/catalog_backfills.h), so a file closed mid-backfill resumes after `after`.
struct BackfillPosition {
    std::optional<StorageKey> after; // the last item indexed; empty: start at the beginning
    std::int64_t itemsIndexed = 0;   // items of the table looked at so far
    std::int64_t itemsTotal = -1;    // the table's item count when the backfill began
    std::int64_t entries = 0;        // index entries the backfill wrote, and their size
    std::int64_t entryBytes = 0;
};

// Where the background backfill of a GSI added by UpdateTable stands. Shared by the copies of
// its IndexSchema (UpdateTable copies the indexes to roll back), so it goes with the index when
// the index or its table is deleted. `position` is touched only under the database's write
// mutex; `finished` is also read by Query and Scan on reader connections.
struct IndexBackfill {
    std::atomic<bool> finished{false};
    BackfillPosition position;
};

// A secondary index: its key, what it projects, and the SQLite table holding its entries.
struct IndexSchema {
    enum class Projection { All, KeysOnly, Include };
    std::string name;
    bool global = true;
    KeySchema key;
    Projection projection = Projection::All;
    std::set<std::string, std::less<>> nonKeyAttributes; // INCLUDE only
    // Set while the index is CREATING: the background worker is still filling it.
    std::shared_ptr<IndexBackfill> backfill;
    // DescribeTable's ItemCount and IndexSizeBytes (the sum of the entries' recorded sizes):
    // counted once, then kept up to date by index maintenance; -1 until first counted.
    // A backfilling index is not counted: its writes and its batches overlap.
    std::int64_t itemCount = -1;
    std::int64_t sizeBytes = 0;

    bool backfilling() const { return backfill && !backfill->finished.load(); }

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

} // namespace tablesmith::store
