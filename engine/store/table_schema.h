#pragma once
// What the engine keeps in memory about a table: its key schema and its DescribeTable
// description, plus the counters DescribeTable reports.

#include <tablesmith/attribute_value.h>

#include <boost/json/object.hpp>

#include <atomic>
#include <cstdint>
#include <map>
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
    KeyAttribute partitionKey;             // the first (for tables and LSIs: the only) HASH
    std::optional<KeyAttribute> sortKey;   // the first RANGE attribute
    // A GSI's multi-attribute key (DynamoDB, November 2025): its 2nd to 4th HASH and RANGE
    // attributes, in KeySchema order. Empty for tables, LSIs and single-attribute GSIs, which
    // keep their storage format (see core/keys.h, encodeKeyTuple).
    std::vector<KeyAttribute> morePartitionKeys;
    std::vector<KeyAttribute> moreSortKeys;

    bool multiAttribute() const { return !morePartitionKeys.empty() || !moreSortKeys.empty(); }
    std::size_t partitionKeyCount() const { return 1 + morePartitionKeys.size(); }
    std::size_t sortKeyCount() const { return sortKey ? 1 + moreSortKeys.size() : 0; }
    // The i-th HASH / RANGE attribute, in KeySchema order.
    const KeyAttribute &partitionKeyAt(std::size_t i) const
    {
        return i == 0 ? partitionKey : morePartitionKeys[i - 1];
    }
    const KeyAttribute &sortKeyAt(std::size_t i) const
    {
        return i == 0 ? *sortKey : moreSortKeys[i - 1];
    }
    // Calls f(attribute) for every key attribute, HASH ones first.
    template <class F> void forEachAttribute(F &&f) const
    {
        for (std::size_t i = 0; i < partitionKeyCount(); ++i)
            f(partitionKeyAt(i));
        for (std::size_t i = 0; i < sortKeyCount(); ++i)
            f(sortKeyAt(i));
    }
    bool isKeyAttribute(std::string_view name) const
    {
        bool found = false;
        forEachAttribute([&](const KeyAttribute &a) { found = found || a.name == name; });
        return found;
    }
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

// A transitional state (CREATING, UPDATING, DELETING) shown until endsMs on the database's
// clock (DatabaseOptions::tableTransitionMs). In memory only: a reopened table is ACTIVE.
struct Transition {
    std::string status;
    std::int64_t endsMs = 0;
    // An UPDATING change of provisioned units: the ProvisionedThroughput described before it,
    // whose units DescribeTable still shows until endsMs, as the service does (empty: none).
    boost::json::object unitsBefore;
    // A raise of the WarmThroughput in progress: what DescribeTable shows until endsMs, the
    // units from before it with Status UPDATING, as the service does (empty: none).
    boost::json::object warmDuring;
    bool active(std::int64_t nowMs) const { return nowMs < endsMs; }
};

// A GSI removed by UpdateTable, still described (IndexStatus DELETING) until endsMs.
struct DeletingIndex {
    boost::json::object description;
    std::int64_t endsMs = 0;
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
    // The attribute holding the items' expiry while TimeToLive is enabled: kept in
    // tablesmith_ttl and here (loaded on open, set by UpdateTimeToLive), so each write can fill
    // the item's expires column (store/item_store.h) without asking the file.
    std::optional<std::string> timeToLiveAttribute;
    // While TTL is ENABLING (a table too large to fill in UpdateTimeToLive's call): the last
    // key whose expiry the fill set and indexed, none before the first; kept in tablesmith_ttl
    // with each batch, so a reopened file goes on after it (streams/time_to_live.h).
    struct TimeToLiveFill {
        std::optional<StorageKey> filledThrough;
    };
    std::optional<TimeToLiveFill> timeToLiveFill;
    // The table's transitional state, and its GSIs' by name (all in memory only).
    Transition transition;
    std::map<std::string, Transition, std::less<>> indexTransitions;
    std::vector<DeletingIndex> deletingIndexes;

    std::string itemsTable() const { return "items_" + std::to_string(id); }
    // The expiry index of a table with TTL enabled (store/expiry_store.h).
    std::string expiryIndexTable() const { return "expiries_" + std::to_string(id); }
    const IndexSchema *findIndex(std::string_view indexName) const
    {
        for (const IndexSchema &index : indexes)
            if (index.name == indexName)
                return &index;
        return nullptr;
    }
};

} // namespace tablesmith::store
