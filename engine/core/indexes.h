#pragma once
// Secondary index maintenance: every write keeps each index's entries in step with the item,
// inside the item's transaction. Sparse by construction: an item without an index's key
// attributes has no entry in that index. A write whose index key is of the wrong type or empty
// is refused, as DynamoDB refuses it; items already stored that way (before a GSI was added
// on the attribute) are left out of the index by its backfill.

#include "core/item_write.h"
#include "store/index_store.h"

namespace tablesmith::core {

// DynamoDB refuses an item whose secondary index key attribute is of another type than the
// index's key or an empty string or binary (a missing one only keeps it out of that index).
Status checkIndexKeyValues(const store::TableSchema &table, const Item &item);

// Removes the old item's entries and adds the new item's, for every index of the table, and
// notes in the write how each counted index's ItemCount and IndexSizeBytes change.
Status maintainIndexes(State &state, ItemWrite &write);

// DescribeTable's ItemCount and IndexSizeBytes of each index: counted from SQLite the first
// time, then kept current by writes. A backfilling index keeps its progress figures.
Status refreshIndexCounters(State &state, store::TableSchema &table);

// DynamoDB bills each index entry its projected attributes plus 100 bytes of overhead
// (Developer Guide, "Storage considerations" for GSIs and LSIs); the entries' recorded sizes
// are the projected attributes only, since reads are billed on those.
constexpr std::int64_t kIndexEntryOverheadBytes = 100;
// DescribeTable's IndexSizeBytes for `entries` entries whose projected sizes sum to `bytes`.
std::int64_t indexSizeBytes(std::int64_t entries, std::int64_t bytes);

// The DescribeTable object of the index `name` (GSI or LSI), or null.
json::object *describedIndex(store::TableSchema &table, std::string_view name);

// The item's entry key in `index`, or nothing when the item does not land in it.
std::optional<store::IndexEntryKey> indexEntryKey(const store::TableSchema &table,
                                                  const store::IndexSchema &index,
                                                  const Item &item);

// The item's key in `index` without the hashes that order it in storage (the partition's and
// the table key's, hash 0): enough to tell whether a write moves the item's entry, as consumed
// capacity asks. Nothing when the item does not land in the index.
std::optional<store::StorageKey> unorderedIndexKey(const store::IndexSchema &index,
                                                   const Item &item);

// What an index entry holds: the table and index keys plus what the projection names.
Item projectForIndex(const store::TableSchema &table, const store::IndexSchema &index,
                     const Item &item);

} // namespace tablesmith::core
