#pragma once
// Item storage: per table one WITHOUT ROWID SQLite table keyed by (hash, pk, sk) holding each
// item as compact DynamoDB JSON, its billed size and, while the table has TTL enabled, the
// expiry its TTL attribute holds (store/expiry_store.h). Functions here run inside the
// caller's locking and transaction; they never validate (the ops layer has done that).

#include "store/sqlite.h"
#include "store/table_schema.h"

#include <functional>
#include <optional>
#include <string>

namespace tablesmith::store {

struct StoredItem {
    std::string json; // DynamoDB JSON of the whole item
    std::int64_t size = 0;
};

Status createItemsTable(Connection &db, const TableSchema &table);
// Drops the items and the table's expiry index.
Status dropItemsTable(Connection &db, const TableSchema &table);

Result<std::optional<StoredItem>> readItem(Connection &db, const TableSchema &table,
                                           const StorageKey &key);
// `expires`: the item's expiry in epoch seconds when the table has TTL enabled and the item
// a Number in its TTL attribute (core/expiry.h); else none.
Status writeItem(Connection &db, const TableSchema &table, const StorageKey &key,
                 const StoredItem &item, std::optional<double> expires);
Status eraseItem(Connection &db, const TableSchema &table, const StorageKey &key);

// Called per row in order; return false to stop. Keys are only set on scans (withPartition).
struct Row {
    std::string_view partitionKey;
    std::string_view sortKey;
    std::string_view json;
    std::int64_t hash = 0;
    std::int64_t size = 0;
};
using RowVisitor = std::function<bool(const Row &)>;

// Steps `stmt` and hands each row to `visit`: (sk, item, size) or, with `withPartition`,
// (hash, pk, sk, item, size).
Status visitRows(Statement &stmt, const RowVisitor &visit, bool withPartition);

// A sort key range inside one partition; bounds are encoded keys.
struct SortKeyRange {
    std::optional<std::string> lower; // inclusive unless lowerExclusive
    bool lowerExclusive = false;
    std::optional<std::string> upper; // inclusive unless upperExclusive
    bool upperExclusive = false;
};

// The SQL conditions for a range (" AND sk >= ?3 AND sk < ?4") and their bindings.
std::string sortKeyConditions(const SortKeyRange &range);
void bindSortKeyRange(Statement &stmt, const SortKeyRange &range);

Status queryPartition(Connection &db, const TableSchema &table, const StorageKey &partition,
                      const SortKeyRange &range, bool forward, const RowVisitor &visit);

// Walks partitions in hash order within [hashLow, hashHigh], after `startAfter` if given.
Status scanHashRange(Connection &db, const TableSchema &table, std::int64_t hashLow,
                     std::int64_t hashHigh, const std::optional<StorageKey> &startAfter,
                     const RowVisitor &visit);

// Item count and total stored size, for DescribeTable.
Status countItems(Connection &db, const TableSchema &table, std::int64_t &count,
                  std::int64_t &bytes);

} // namespace tablesmith::store
