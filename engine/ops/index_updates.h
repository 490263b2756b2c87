#pragma once
// UpdateTable's GlobalSecondaryIndexUpdates: creating a GSI (empty and CREATING; the background
// worker of index_backfill.h fills it from the table's items), deleting one, and changing GSIs'
// provisioned throughput (Update; several in one call).

#include "core/state.h"
#include "core/request.h"
#include "ops/core_names.h"

namespace tablesmith::ops {

// Changes the table's description and indexes; the caller persists and commits, or restores
// them when this fails.
Status applyIndexUpdates(State &state, store::TableSchema &table, const json::object &request);
// The shape of the GlobalSecondaryIndexUpdates entries alone (each names exactly one of
// Create, Update or Delete), checked before the table is looked up.
Status checkIndexUpdateEntries(const json::object &request);

// A table switched from on-demand to PROVISIONED needs each GSI's throughput in the same
// request (an Update entry per GSI), as DynamoDB asks.
Status checkIndexesGetThroughput(const store::TableSchema &table, const json::object &request);

} // namespace tablesmith::ops
