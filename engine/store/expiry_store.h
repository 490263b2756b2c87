#pragma once
// The expiry index of a table with TTL enabled: a WITHOUT ROWID table expiries_<id> keyed by
// (expires, hash, pk, sk), so a sweep reads the items that expired and nothing else. Each item
// keeps its own expiry in its row (the items table's expires column, written with the item at
// no extra cost); the index is written apart from the item, in batches (streams/time_to_live.h),
// so a write pays for no second B-tree page per commit. An entry whose item has since changed
// its expiry, or gone, is stale: the sweep checks each entry against the item's own expiry.
// Functions here run inside the caller's locking and transaction.

#include "store/sqlite.h"
#include "store/table_schema.h"

#include <functional>
#include <optional>

namespace tablesmith::store {

// Files of schema version 3 and older have no expires column and no expiry index: added on
// open (the column unless the table has it), then filled for the tables with TTL.
inline constexpr std::int64_t kExpiryIndexVersion = 4;

// Whether `table` (an SQLite table name) has `column`.
Result<bool> hasColumn(Connection &db, const std::string &table, std::string_view column);
Status addExpiryColumn(Connection &db, const TableSchema &table);

// Sets or clears one item's expiry in its row (filling the column when TTL is enabled).
Status setExpiry(Connection &db, const TableSchema &table, const StorageKey &key,
                 std::optional<double> expires);
// Clears every item's expiry (TTL disabled).
Status clearExpiries(Connection &db, const TableSchema &table);
// The expiry in the item's row; none when it has none or the item is gone.
Result<std::optional<double>> readExpiry(Connection &db, const TableSchema &table,
                                         const StorageKey &key);

// Makes the index holding every expiry of the items' rows; drops it.
Status createExpiryIndex(Connection &db, const TableSchema &table);
Status dropExpiryIndex(Connection &db, const TableSchema &table);
// Adds what the items' rows hold and the index lacks (after a crash lost a batch).
Status indexAllExpiries(Connection &db, const TableSchema &table);
Status addIndexEntry(Connection &db, const TableSchema &table, double expires,
                     const StorageKey &key);
Status removeIndexEntry(Connection &db, const TableSchema &table, double expires,
                        const StorageKey &key);
// Removes the entries whose expiry is before `before` (ones the sweep will never read: the
// service leaves items that expired more than five years ago alone). A lookup when there is
// none, so that a period writes nothing.
Status dropIndexEntriesBefore(Connection &db, const TableSchema &table, double before);
// Calls `visit` with each entry whose expiry is within [from, through], earliest first, at
// most `limit` of them (none: all); `visit` returns false to stop.
Status visitExpiring(Connection &db, const TableSchema &table, double from, double through,
                     std::optional<std::int64_t> limit,
                     const std::function<bool(double, const StorageKey &)> &visit);

} // namespace tablesmith::store
