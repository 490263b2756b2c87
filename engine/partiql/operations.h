#pragma once
// The PartiQL operations, registered with the Database beside the others (ops/database.cpp):
// ExecuteStatement, BatchExecuteStatement and ExecuteTransaction. Each runs with the write
// lock held, on the writer connection, so a statement's reads and writes see one state.

#include "ops/engine_state.h"

#include <boost/json/object.hpp>

namespace tablesmith::partiql {

Result<boost::json::object> executeStatement(ops::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> batchExecuteStatement(ops::State &state,
                                                  const boost::json::object &request);
Result<boost::json::object> executeTransaction(ops::State &state,
                                               const boost::json::object &request);

} // namespace tablesmith::partiql
