#pragma once
// The state one operation call runs with: the connection chosen for the call, the shared
// catalogue, the options, the clock, where the call's item changes are captured, and which of
// the request's expressions the engine wrote. Made by the DatabaseCore (core/database_core.h)
// with the call's locks held.

#include "core/change_capture.h"
#include "core/clock.h"
#include "core/written_expressions.h"
#include "store/catalog.h"
#include "store/sqlite.h"

#include <tablesmith/database.h>

#include <boost/json/object.hpp>

namespace tablesmith::core {

struct State {
    store::Connection &db;
    store::Catalog &catalog;
    const DatabaseOptions &options;
    const Clock &clock;
    ChangeCapture &changes;
    WrittenExpressions written; // none, unless the database or PartiQL wrote some
};

// The table a request's TableName names: its name, or its ARN
// (arn:aws:dynamodb:REGION:ACCOUNT:table/NAME), which every operation but CreateTable accepts.
Result<std::string_view> tableNameOrArn(const State &state, const boost::json::object &request);
// The same for a name or ARN at hand (a RequestItems key, a transaction action's TableName).
Result<std::string_view> tableNameOrArn(const DatabaseOptions &options,
                                        std::string_view nameOrArn);

// The table as the request named it, by name or by ARN, once tableNameOrArn has accepted it:
// ConsumedCapacity answers with it ("If you had specified the ARN of a table in the input,
// you'll see the table ARN in the response", ConsumedCapacity.TableName in the API model).
std::string_view requestedTableName(const boost::json::object &request);

// The table a data-plane request names, or ResourceNotFoundException.
Result<store::TableSchema *> findTable(State &state, const boost::json::object &request);

} // namespace tablesmith::core
