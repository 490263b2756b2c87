#pragma once
// Small facts about values that the checks and evaluators share.

#include <tablesmith/attribute_value.h>

#include <compare>
#include <optional>
#include <string>

namespace tablesmith::expr {

// Order of two S, N or B values of the same type (S and B by bytes, N numerically); nullopt
// for any other pair, which DynamoDB treats as "not comparable", never as an error.
std::optional<std::strong_ordering> compareScalars(const AttributeValue &a,
                                                   const AttributeValue &b);

// "AttributeValue: {N:10}", as DynamoDB quotes an operand in messages.
std::string quoteValue(const AttributeValue &value);

} // namespace tablesmith::expr
