#pragma once
// Files of schema version 1 stored each partition's position as an FNV hash of its key; from
// version 2 it is the service's own hash order (serviceHash in key_encoding.h), so Scan and
// parallel Scan segments follow the service. Opening an older file rewrites the positions of
// every item and single-attribute index entry (and of a backfill's resume point) in one
// transaction, then marks the file version 2. Multi-attribute GSIs keep their FNV positions.

#include "store/catalog.h"
#include "store/sqlite.h"

namespace tablesmith::store {

inline constexpr std::int64_t kServiceHashOrderVersion = 2;

// The file's schema version (SQLite's user_version).
Result<std::int64_t> schemaVersion(Connection &db);

// Run after the catalog is loaded, before anything reads or writes items.
Status migrateToServiceHashOrder(Connection &db, Catalog &catalog);

} // namespace tablesmith::store
