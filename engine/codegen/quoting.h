#pragma once
// String and bytes literals for each target language, exact for any text: quotes,
// backslashes, newlines and other control characters, non-ASCII, and each language's traps
// (Java's \u pre-pass, U+2028 in JavaScript, NUL in Python source).

#include <string>
#include <string_view>

namespace tablesmith::codegen {

std::string jsonQuote(std::string_view text); // also JavaScript's string literal
std::string pythonQuote(std::string_view text);
std::string pythonBytes(std::string_view bytes); // b"..."
std::string javaQuote(std::string_view text);
std::string goQuote(std::string_view text);       // also Go's []byte("...") body
std::string shellQuote(std::string_view text);    // one POSIX shell word
std::string partiqlString(std::string_view text); // 'it''s'
std::string partiqlName(std::string_view name);   // "my ""name"""

} // namespace tablesmith::codegen
