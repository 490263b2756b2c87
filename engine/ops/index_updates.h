#pragma once
// UpdateTable's GlobalSecondaryIndexUpdates: creating a GSI on a table with data (its entries
// are backfilled in the same transaction, so no write is missed) and deleting one.

#include "ops/engine_state.h"
#include "ops/request.h"

namespace tablesmith::ops {

// Changes the table's description and indexes; the caller persists and commits, or restores
// them when this fails.
Status applyIndexUpdates(State &state, store::TableSchema &table, const json::object &request);

} // namespace tablesmith::ops
