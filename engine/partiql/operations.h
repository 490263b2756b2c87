#pragma once
// The PartiQL family of the operation table: ExecuteStatement, BatchExecuteStatement and
// ExecuteTransaction. Each runs with the write lock held, on the writer connection, so a
// statement's reads and writes see one state.

#include "core/operation_table.h"
#include "core/state.h"

#include <boost/json/object.hpp>

#include <functional>
#include <string_view>

namespace tablesmith::partiql {

// How a statement calls the operations it stands for: `run` runs the request it is handed. The
// database passes its calls through the throttling simulation while that runs.
using OperationRun = std::function<Result<boost::json::object>(const boost::json::object &)>;
using OperationCall = std::function<Result<boost::json::object>(
    std::string_view operation, const boost::json::object &request, const OperationRun &run)>;

// A statement's fault as the service words it: without the "Invalid UpdateExpression: " (and
// the like) the operation it runs as puts before a fault of the expression it was handed.
Error statementError(Error error);

// What statements run with: the call's state, and the OperationCall (null: call directly).
struct Run {
    core::State &state;
    const OperationCall *through = nullptr;

    // Runs `operation` (DynamoDB's name) as `op`, e.g. call("Query", request, ops::query).
    // Every expression of `request` is the statement's translation, so the limits DynamoDB
    // sets on the expressions clients write do not apply to it.
    template <class Op>
    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request, Op &&op) const
    {
        core::State translated = state;
        translated.written = core::WrittenExpressions::all();
        Result<boost::json::object> result = through
            ? (*through)(operation, request,
                         [&](const boost::json::object &admitted) {
                             return op(translated, admitted);
                         })
            : op(translated, request);
        if (!result)
            return statementError(result.takeError());
        return result;
    }
};

// `through`, when set, is how every statement calls the operations it stands for.
void addOperations(core::OperationTable &table, OperationCall through = {});

Result<boost::json::object> executeStatement(const Run &run, const boost::json::object &request);
Result<boost::json::object> batchExecuteStatement(const Run &run,
                                                  const boost::json::object &request);
Result<boost::json::object> executeTransaction(const Run &run,
                                               const boost::json::object &request);

} // namespace tablesmith::partiql
