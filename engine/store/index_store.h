#pragma once
// Index entries: per secondary index one WITHOUT ROWID SQLite table keyed by the index key and
// then the table key, (hash, pk, sk, thash, tpk, tsk), holding the projected item. Index keys
// need not be unique: entries sharing one follow the service's order, the table key's hash
// (thash, tableKeyHash in key_encoding.h), and then the table key, which makes each entry's key
// unique where 24 bits collide. Multi-attribute GSIs follow the same rule (the service has no
// order on record for them). Run inside the caller's locking and transaction, like item_store.

#include "store/item_store.h"

namespace tablesmith::store {

// An index entry's key: the index key in storage form, then the item's table key and its hash.
struct IndexEntryKey {
    StorageKey index;
    std::int64_t tableHash = 0; // tableKeyHash of the table key
    std::string tablePartitionKey;
    std::string tableSortKey;
};

// The entries table's columns and primary key, after CREATE TABLE and its name.
std::string indexTableColumns();

Status createIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index);
Status dropIndexTable(Connection &db, const TableSchema &table, const IndexSchema &index);

Status writeIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key, const StoredItem &projected);
Status eraseIndexEntry(Connection &db, const TableSchema &table, const IndexSchema &index,
                       const IndexEntryKey &key);

// The number of entries and the sum of their recorded sizes (IndexSizeBytes).
Status countIndexEntries(Connection &db, const TableSchema &table, const IndexSchema &index,
                         std::int64_t &count, std::int64_t &bytes);

// One index partition in (sk, table hash, table key) order, after `startAfter` when resuming.
Status queryIndexPartition(Connection &db, const TableSchema &table, const IndexSchema &index,
                           const StorageKey &partition, const SortKeyRange &range, bool forward,
                           const std::optional<IndexEntryKey> &startAfter,
                           const RowVisitor &visit);

// The whole index in hash order within [hashLow, hashHigh].
Status scanIndex(Connection &db, const TableSchema &table, const IndexSchema &index,
                 std::int64_t hashLow, std::int64_t hashHigh,
                 const std::optional<IndexEntryKey> &startAfter, const RowVisitor &visit);

} // namespace tablesmith::store
