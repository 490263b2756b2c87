#pragma once
// The checks DynamoDB makes on an update expression once its placeholders are known:
// overlapping paths, operand types of ADD / DELETE / + / - / list_append, function operands.

#include "ast.h"

namespace tablesmith::expr {

Status checkUpdate(const std::vector<ast::UpdateAction> &actions);

} // namespace tablesmith::expr
