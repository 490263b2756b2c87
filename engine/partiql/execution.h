#pragma once
// Running parsed statements as the equivalent operations (Query, Scan, GetItem, PutItem,
// UpdateItem, DeleteItem, and a transaction's actions) through the engine's own operation
// functions, so conditions, index maintenance, stream records and consumed capacity are
// exactly theirs. Called with the Database's locks held, like every operation.

#include "core/state.h"
#include "partiql/ast.h"
#include "partiql/operations.h"
#include "partiql/planner.h"

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith::partiql {

namespace json = boost::json;

// The key names and types of a table and its indexes, from the catalogue.
TableKeys tableKeys(const store::TableSchema &table);

// A statement with its decoded Parameters.
struct BoundStatement {
    std::shared_ptr<const Statement> statement; // shared with the cache of parsed statements
    std::vector<AttributeValue> parameters;
};

// Parses `Statement` and binds `Parameters` of one request entry (ExecuteStatement's request,
// or an entry of Statements / TransactStatements).
Result<BoundStatement> bindStatement(const json::object &entry);

// SELECT for ExecuteStatement: Items, NextToken, LastEvaluatedKey, ConsumedCapacity.
// `request` gives Limit, NextToken, ConsistentRead and ReturnConsumedCapacity.
Result<json::object> runSelect(const Run &run, const BoundStatement &bound,
                               const json::object &request);

// The operation an INSERT, UPDATE, DELETE or EXISTS stands for, and its request.
struct WriteCall {
    enum class Kind { Put, Update, Delete, ConditionCheck };
    Kind kind = Kind::Put;
    json::object request;
    bool insert() const { return kind == Kind::Put; }
};
Result<WriteCall> writeCall(core::State &state, const BoundStatement &bound);

// A SELECT of one item by its full key (batches, transactions): GetItem's request, and the
// projection to apply to its item.
struct GetCall {
    json::object request;
    const Statement *select = nullptr;
};
Result<GetCall> getCall(core::State &state, const BoundStatement &bound,
                        std::string_view notSingleItem);

// Runs a write as its operation; an INSERT on a taken key is DuplicateItemException.
Result<json::object> runWrite(const Run &run, const WriteCall &call);

// The item as a SELECT's projection returns it: each path's value under its last name.
json::object projectItem(const json::object &item, const Statement &select);

// Adds `from`'s capacity units into `into` (same table).
void addCapacity(json::object &into, const json::object &from);

Error duplicateItem();
Error onIndex();

} // namespace tablesmith::partiql
