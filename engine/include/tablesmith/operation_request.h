#pragma once
// OperationRequest: one DynamoDB call as a document, `{"Operation": "Query", "Request": {...}}`
// — what the query builder builds, saves and hands to explain, after-run analysis and code
// generation. The request is the operation's JSON body exactly as DynamoDB's API reference
// defines it (DynamoDB JSON for items).

#include <tablesmith/error.h>

#include <boost/json/object.hpp>
#include <boost/json/value.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace tablesmith {

struct OperationRequest {
    std::string operation; // "GetItem", "Query", "ExecuteStatement", ...
    boost::json::object request;
};

// The data-plane operations the builder, explain and code generation know, in the order a
// picker shows them.
const std::vector<std::string_view> &builderOperations();

// Reads `{"Operation": ..., "Request": {...}}`; ValidationException naming what is missing or
// which operation is unknown.
Result<OperationRequest> operationRequestFromJson(const boost::json::value &document);
// Parses the text first (a SerializationException with the JSON error otherwise).
Result<OperationRequest> parseOperationRequest(std::string_view text);
boost::json::object toJson(const OperationRequest &request);

// The tables the request names (TableName, or RequestItems' / TransactItems' tables), each
// once, in the order they appear. Empty for PartiQL, whose statements name theirs.
std::vector<std::string> tablesNamed(const OperationRequest &request);

} // namespace tablesmith
