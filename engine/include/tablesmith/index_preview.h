#pragma once
// Index preview: what a secondary index would hold for a table's items, by the engine's own
// rules (indexMembership / projectForIndex in table_description.h): the entries grouped by the
// index partition key and in sort key order, the items left out per entity type and why, the
// bytes each entry holds; and what the index costs — storage (projected bytes + 100 bytes per
// entry), write amplification per entity type and hot index partitions.
//
// Pure functions over values; thread-safe. A preview keeps indexes into the items it was
// given (it copies none and builds no projected item), so the items must outlive it; what an
// entry holds is built on demand with projectedEntry(), for the page the user sees.

#include <tablesmith/attribute_value.h>
#include <tablesmith/table_description.h>

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace tablesmith::design {

class EntityMatcher;
struct DesignTable;
struct SampleItem;

struct PreviewEntry {
    std::size_t item = 0;            // index into the items previewed
    int entityType = -1;             // index into the table's entity types, -1 unknown
    std::uint32_t projectedBytes = 0; // the entry's item size, as DynamoDB bills reads
};

struct PreviewPartition {
    std::vector<AttributeValue> key; // the index partition key value(s)
    std::size_t firstEntry = 0;      // its entries are IndexPreview::indexOrder[first, +count)
    std::size_t entryCount = 0;
    std::uint64_t projectedBytes = 0;
    std::uint64_t writeUnits = 0;    // one write of each of its entries, 1 KB units
};

// How many items of one entity type land in the index, and why the others do not.
struct EntityTypeMembership {
    std::string name;                // "(unknown)" for items no entity type matches
    std::uint64_t items = 0;
    std::uint64_t included = 0;
    std::uint64_t missingKeyAttribute = 0;
    std::uint64_t wrongKeyType = 0;
    std::uint64_t emptyKeyValue = 0;
    std::string firstReason;         // the first left out's: "no GSI1PK", "GSI1SK is not of type N"
    // The first reason of each kind, so that each count can say which attribute it means.
    std::string missingKeyReason;    // "no GSI1PK"
    std::string wrongKeyTypeReason;  // "GSI1SK is not of type N"
    std::string emptyKeyReason;      // "GSI1PK is empty"
    std::uint64_t projectedBytes = 0; // of its entries
    std::uint32_t largestEntryBytes = 0;
};

struct IndexPreview {
    std::vector<PreviewPartition> partitions; // in partition key order
    // Every entry as the index stores it: by partition key, then sort key, then table key.
    std::vector<PreviewEntry> indexOrder;
    std::vector<EntityTypeMembership> entityTypes; // the table's, then unknown
    std::uint64_t items = 0;
    std::uint64_t entries = 0;
    std::uint64_t projectedBytes = 0;

    // A partition's entries, in index sort key order, then table key order.
    std::span<const PreviewEntry> entriesOf(const PreviewPartition &partition) const
    {
        return std::span<const PreviewEntry>(indexOrder).subspan(partition.firstEntry,
                                                                  partition.entryCount);
    }
};

// `matcher` may be null: every item then counts as unknown.
IndexPreview previewIndex(const TableDescription &table, const IndexDescription &index,
                          const std::vector<Item> &items, const EntityMatcher *matcher,
                          const std::vector<std::string> &entityTypeNames);
// The same over a design table's sample items (PreviewEntry::item indexes table.items), with
// its entity types: what the designer shows, without copying the items.
IndexPreview previewIndex(const DesignTable &table, const IndexDescription &index);

// Exactly what an entry holds (the engine's projectForIndex).
Item projectedEntry(const TableDescription &table, const IndexDescription &index,
                    const Item &item);

// --- Cost -----------------------------------------------------------------------------------
constexpr std::uint64_t kIndexEntryOverheadBytes = 100;
constexpr double kPartitionWriteUnitsPerSecond = 1000;
constexpr double kPartitionReadUnitsPerSecond = 3000;

struct EntityTypeWriteCost {
    std::string name;
    double entriesPerItem = 0;      // share of its items that land in the index
    int writeUnitsPerPut = 0;       // index write units when such an item is put or deleted
    int writeUnitsPerKeyChange = 0; // an index key changes: delete + put, twice the above
    int indexWritesPerPut = 0;      // 1 when its items land in the index, else 0
    int indexWritesPerKeyChange = 0; // 2 when they land, else 0 (a key added: 1)
};

struct HotPartition {
    std::string key;              // the partition key value(s) as text
    std::uint64_t entries = 0;
    double share = 0;             // of the index's entries
    double writeUnitsPerSecond = 0; // at the given table write rate
    double maxTableWritesPerSecond = 0; // table writes/s at which it reaches 1,000 WCU/s
    bool overLimit = false;
};

struct IndexCost {
    std::uint64_t entries = 0;
    std::uint64_t projectedBytes = 0;
    std::uint64_t storageBytes = 0; // projected bytes + 100 per entry
    std::vector<EntityTypeWriteCost> writes;
    std::vector<HotPartition> hotPartitions; // over the limit, or holding >= 20 % of entries
};

// `tableWritesPerSecond` spreads over the items as the sample does.
IndexCost indexCost(const IndexPreview &preview, double tableWritesPerSecond);

// Write units of one write of an item (or index entry) of `bytes`: 1 KB units, rounded up.
int writeUnits(std::uint64_t bytes);

// Text of a key value for messages and the grid: S as is, N as digits, B as base64.
std::string keyValueText(const std::vector<AttributeValue> &key);

} // namespace tablesmith::design
