#pragma once
// DynamoDB's pre-expression request parameters — AttributesToGet, KeyConditions, QueryFilter,
// ScanFilter, Expected, AttributeUpdates, ConditionalOperator — accepted by rewriting the
// request into its expression equivalent before the operation runs, so evaluation, capacity and
// errors share one path. Mixing the two styles is refused with the service's messages.

#include "core/written_expressions.h"

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string_view>

namespace tablesmith::ops::legacy {

namespace json = boost::json;

// A request rewritten to expressions, and which of its expressions the rewrite wrote: the
// operations hold those to the service's rules for legacy parameters, not for expressions.
struct Rewritten {
    json::object request;
    core::WrittenExpressions written;
};

// The request `operation` should run instead; nullopt when it uses no legacy parameter (the
// common case, which costs no copy). A ValidationException for a malformed legacy parameter
// or for mixing styles.
Result<std::optional<Rewritten>> toExpressions(std::string_view operation,
                                               const json::object &request);

// BatchGetItem's UnprocessedKeys are for the client to send again: each table's entry of
// `original` (the request as the client wrote it: AttributesToGet, not the rewrite's
// ProjectionExpression and placeholders) with the keys left to read.
void restoreUnprocessedKeys(const json::object &original, json::object &response);

// KeyConditions the rewrite left in place, its operator one no KeyConditionExpression has (NE,
// NULL, IN, ...): the refusal a Query gives once it has found its table, as the service orders
// it. Success for any other request. Code that runs no table (codegen, explain) asks at once.
Status checkKeyConditionsIndexable(const json::object &rewritten);

} // namespace tablesmith::ops::legacy
