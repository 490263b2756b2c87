#pragma once
// DynamoDB's reserved words: attribute names an expression may only reach through a #name
// placeholder. The list is the developer guide's, matched case-insensitively.

#include <span>
#include <string_view>

namespace tablesmith::expr {

bool isReservedWord(std::string_view name);

// Whether `sortedWords` (upper case, sorted) holds `word`, in any case: PartiQL's reserved
// words are looked up the same way.
bool holdsWordIgnoringCase(std::span<const std::string_view> sortedWords, std::string_view word);

} // namespace tablesmith::expr
