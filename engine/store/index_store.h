#pragma once
// Index entries: per secondary index one WITHOUT ROWID SQLite table keyed by the index key and
// then the table key, (hash, pk, sk, tpk, tsk), holding the projected item. Index keys need not
// be unique; the table key makes each entry's key unique. Run inside the caller's locking and
// transaction, like item_store.

#include "store/item_store.h"

namespace tablesmith::store {

// An index entry's key: the index key in storage form, then the item's table key.
struct IndexEntryKey {
    StorageKey index;
    std::string tablePartitionKey;
    std::string tableSortKey;
};

Status createIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index);
Status dropIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index);

Status writeIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key, const StoredItem &projected);
Status eraseIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key);

// The number of entries and the sum of their recorded sizes (IndexSizeBytes).
Status countIndexEntries(Connection &db, const TableSchema &table, const IndexSchema &index,
                         std::int64_t &count, std::int64_t &bytes);

// One index partition in (sk, table key) order, after `startAfter` when resuming.
Status queryIndexPartition(Connection &db, const TableSchema &table, const IndexSchema &index,
                           const StorageKey &partition, const SortKeyRange &range, bool forward,
                           const std::optional<IndexEntryKey> &startAfter,
                           const RowVisitor &visit);

// The whole index in hash order within [hashLow, hashHigh].
Status scanIndex(Connection &db, const TableSchema &table, const IndexSchema &index,
                 std::int64_t hashLow, std::int64_t hashHigh,
                 const std::optional<IndexEntryKey> &startAfter, const RowVisitor &visit);

} // namespace tablesmith::store
