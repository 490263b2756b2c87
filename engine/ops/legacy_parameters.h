#pragma once
// DynamoDB's pre-expression request parameters — AttributesToGet, KeyConditions, QueryFilter,
// ScanFilter, Expected, AttributeUpdates, ConditionalOperator — accepted by rewriting the
// request into its expression equivalent before the operation runs, so evaluation, capacity and
// errors share one path. Mixing the two styles is refused with the service's messages.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string_view>

namespace tablesmith::ops::legacy {

namespace json = boost::json;

// The request `operation` should run instead; nullopt when it uses no legacy parameter (the
// common case, which costs no copy). A ValidationException for a malformed legacy parameter
// or for mixing styles.
Result<std::optional<json::object>> toExpressions(std::string_view operation,
                                                  const json::object &request);

// KeyConditions the rewrite left in place, its operator one no KeyConditionExpression has (NE,
// NULL, IN, ...): the refusal a Query gives once it has found its table, as the service orders
// it. Success for any other request. Code that runs no table (codegen, explain) asks at once.
Status checkKeyConditionsIndexable(const json::object &rewritten);

} // namespace tablesmith::ops::legacy
