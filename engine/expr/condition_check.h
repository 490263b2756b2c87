#pragma once
// The checks DynamoDB makes on a condition once its placeholders are known: operand counts,
// operand types of functions, distinct operands, BETWEEN bounds, IN list length.

#include "ast.h"

namespace tablesmith::expr {

constexpr std::size_t kMaxInOperands = 100;

Status checkCondition(const ast::ConditionNode &node, ExpressionKind kind);

// The type an operand is known to have before evaluation: a value's, or N for size().
std::optional<AttributeType> staticType(const ast::Operand &operand);

} // namespace tablesmith::expr
