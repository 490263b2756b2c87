#pragma once
// The pre-expression conditions as expression text: QueryFilter / ScanFilter / KeyConditions
// entries ({ComparisonOperator, AttributeValueList}) and Expected entries (the Exists / Value
// form or the ComparisonOperator form), validated with DynamoDB's messages.

#include "ops/legacy_placeholders.h"

#include <optional>

namespace tablesmith::ops::legacy {

// A filter map as a FilterExpression, its conditions joined by `conditional` ("AND" / "OR").
// `member` is the request member ("ScanFilter"), for constraint messages.
Result<std::string> filterExpression(const json::object &filter, std::string_view member,
                                     std::string_view conditional,
                                     GeneratedPlaceholders &placeholders);

// KeyConditions as a KeyConditionExpression: one or two indexable conditions. nullopt when a
// condition's operator is not indexable (NE, NULL, IN, ...): the service refuses that only once
// it has found the table, so a missing table still answers ResourceNotFoundException.
Result<std::optional<std::string>> keyConditionExpression(const json::object &conditions,
                                           GeneratedPlaceholders &placeholders);

// Expected as a ConditionExpression, its conditions joined by `conditional`.
Result<std::string> expectedCondition(const json::object &expected, std::string_view conditional,
                                      GeneratedPlaceholders &placeholders);

} // namespace tablesmith::ops::legacy
