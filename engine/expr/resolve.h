#pragma once
// Placeholder resolution: fills a parsed tree's names and values from the request's
// ExpressionAttributeNames / ExpressionAttributeValues, recording which were used. Errors
// carry the "Invalid XExpression: " prefix.

#include "ast.h"

namespace tablesmith::expr {

// "Invalid ConditionExpression: <message>".
Error invalidExpression(ExpressionKind kind, std::string_view message);

Status resolve(ast::DocumentPath &path, ExpressionKind kind, Placeholders &placeholders);
Status resolve(ast::Operand &operand, ExpressionKind kind, Placeholders &placeholders);
Status resolve(ast::ConditionNode &node, ExpressionKind kind, Placeholders &placeholders);
Status resolve(ast::UpdateAction &action, ExpressionKind kind, Placeholders &placeholders);

} // namespace tablesmith::expr
