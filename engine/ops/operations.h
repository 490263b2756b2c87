#pragma once
// One function per DynamoDB operation of the ops family, and the function that adds them to
// the Database's operation table. Each runs with the locks its entry's access asks for.

#include "core/operation_table.h"
#include "core/state.h"
#include "core/request.h"
#include "ops/core_names.h"

namespace tablesmith::streams {
class Runtime;
}

namespace tablesmith::ops {

// Adds every operation below; CreateTable, UpdateTable and DeleteTable work on `streams`.
void addOperations(core::OperationTable &table, streams::Runtime &streams);

// Control plane (control_plane.cpp)
Result<json::object> createTable(State &state, streams::Runtime &streams,
                                 const json::object &request);
Result<json::object> describeTable(State &state, const json::object &request);
Result<json::object> listTables(State &state, const json::object &request);
Result<json::object> deleteTable(State &state, streams::Runtime &streams,
                                 const json::object &request);
Result<json::object> updateTable(State &state, streams::Runtime &streams,
                                 const json::object &request);

// account.cpp
Result<json::object> describeLimits(State &state, const json::object &request);
Result<json::object> describeContinuousBackups(State &state, const json::object &request);

// tags.cpp
Result<json::object> tagResource(State &state, const json::object &request);
Result<json::object> untagResource(State &state, const json::object &request);
Result<json::object> listTagsOfResource(State &state, const json::object &request);

// Items (items.cpp)
Result<json::object> putItem(State &state, const json::object &request);
Result<json::object> getItem(State &state, const json::object &request);
Result<json::object> deleteItem(State &state, const json::object &request);
Result<json::object> updateItem(State &state, const json::object &request); // update_item.cpp

// Batches (batch.cpp)
Result<json::object> batchGetItem(State &state, const json::object &request);
Result<json::object> batchWriteItem(State &state, const json::object &request);

// Transactions (transactions.cpp)
Result<json::object> transactWriteItems(State &state, const json::object &request);
Result<json::object> transactGetItems(State &state, const json::object &request);

// Reads over ranges (query_scan.cpp)
Result<json::object> query(State &state, const json::object &request);
Result<json::object> scan(State &state, const json::object &request);

} // namespace tablesmith::ops
