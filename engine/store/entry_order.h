#pragma once
// Files of schema version 2 and older ordered the index entries that share an index key by the
// table key's bytes; from version 3 the service's order comes first, the table key's hash
// (tableKeyHash in key_encoding.h), in a column of its own ahead of the table key. Opening an
// older file rebuilds every index entries table with that column, all in one transaction, then
// marks the file version 3. A backfill's resume point is a table key: it stays valid as it is.

#include "store/catalog.h"
#include "store/sqlite.h"

namespace tablesmith::store {

inline constexpr std::int64_t kIndexEntryOrderVersion = 3;

// Run after migrateToServiceHashOrder, before anything reads or writes items.
Status migrateToIndexEntryOrder(Connection &db, Catalog &catalog);

} // namespace tablesmith::store
