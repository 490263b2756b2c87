#pragma once
// The one tokenizer of DynamoDB's expression language. The parser reads its tokens, and the
// editors colour them, so a token's kind, text and offset are what both need. Never fails:
// a character outside the language becomes an Invalid token and the parser reports it.

#include <cstddef>
#include <string_view>
#include <vector>

namespace tablesmith::expr {

enum class TokenKind {
    Name,             // attribute name: [A-Za-z_][A-Za-z0-9_]*
    NamePlaceholder,  // #name
    ValuePlaceholder, // :value
    Number,           // digits, only valid as a list index: a[3]
    Function,         // a name directly followed by '(' (spaces allowed): size(a)
    // Keywords, case-insensitive.
    And, Or, Not, Between, In, Set, Remove, Add, Delete,
    // Operators and punctuation.
    Equal, NotEqual, Less, LessEqual, Greater, GreaterEqual,
    LeftParen, RightParen, LeftBracket, RightBracket, Comma, Dot, Plus, Minus,
    Invalid, // a character outside the language
    End,     // after the last token; its text is empty
};

struct Token {
    TokenKind kind = TokenKind::End;
    std::string_view text; // a view into the tokenized text
    std::size_t offset = 0; // in bytes from the start of the text
};

// Splits `text` into tokens, whitespace dropped; the last token is always End.
std::vector<Token> tokenize(std::string_view text);

bool isKeyword(TokenKind kind);
bool isOperator(TokenKind kind); // comparisons, + and -

} // namespace tablesmith::expr
