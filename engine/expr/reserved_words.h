#pragma once
// DynamoDB's reserved words: attribute names an expression may only reach through a #name
// placeholder. The list is the developer guide's, matched case-insensitively.

#include <string_view>

namespace tablesmith::expr {

bool isReservedWord(std::string_view name);

} // namespace tablesmith::expr
