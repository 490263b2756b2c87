#pragma once
// A table's tags (TagResource / UntagResource / ListTagsOfResource, CreateTable's Tags),
// persisted in `tablesmith_tags`, keyed by the table's catalogue id (never reused) and dropped
// with the table. Run inside the caller's locking and transaction.

#include "store/sqlite.h"
#include "store/table_schema.h"

#include <map>
#include <string>

namespace tablesmith::store {

using Tags = std::map<std::string, std::string>; // key -> value, in key order

Status createTagTable(Connection &db);
Result<Tags> loadTags(Connection &db, std::int64_t tableId);
Status saveTag(Connection &db, std::int64_t tableId, std::string_view key,
               std::string_view value);
Status removeTag(Connection &db, std::int64_t tableId, std::string_view key);

} // namespace tablesmith::store
