#pragma once
// The PartiQL family of the operation table: ExecuteStatement, BatchExecuteStatement and
// ExecuteTransaction. Each runs with the write lock held, on the writer connection, so a
// statement's reads and writes see one state.

#include "core/operation_table.h"
#include "core/state.h"

#include <boost/json/object.hpp>

namespace tablesmith::partiql {

void addOperations(core::OperationTable &table);

Result<boost::json::object> executeStatement(core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> batchExecuteStatement(core::State &state,
                                                  const boost::json::object &request);
Result<boost::json::object> executeTransaction(core::State &state,
                                               const boost::json::object &request);

} // namespace tablesmith::partiql
