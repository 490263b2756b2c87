#pragma once
// Which files the engine takes as its database: its own, marked with SQLite's application_id
// and a schema version in user_version; new (or empty) files, marked when created; and files
// made by Tablesmith before the mark, recognised by its catalogue and marked when opened.
// Anything else — another application's SQLite file, a file that is not SQLite at all — is
// refused with a message naming it, before SQLite writes a byte to it (no WAL switch, no table).

#include "store/sqlite.h"

#include <cstdint>
#include <string>

namespace tablesmith::store {

inline constexpr std::uint32_t kApplicationId = 0x54534D31; // "TSM1"
// Raised when the layout of the stored tables changes in a way older versions cannot read.
// 2: partitions are placed in the service's hash order (store/hash_order.h migrates 1 to 2).
// 3: index entries sharing an index key follow the table key's hash (store/entry_order.h).
// 4: items carry their TTL expiry in their row, and TTL tables an expiry index
//    (store/expiry_store.h); a Tablesmith that did not fill them would leave items unswept.
inline constexpr std::int64_t kSchemaVersion = 4;

// The writer connection of the database at `path` (empty: in memory), checked and marked.
Result<Connection> openDatabaseFile(const std::string &path, bool durable);

} // namespace tablesmith::store
