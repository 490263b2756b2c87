#include <tablesmith/expression_tokenizer.h>

#include <array>
#include <utility>

namespace tablesmith::expr {
namespace {

// A bare name (or function name) starts with a letter, as DynamoDB's lexer has it: "_a" is a
// syntax error on "_". After the first character, and after '#' or ':', '_' and digits join.
bool isLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
bool isNamePart(char c) { return isLetter(c) || isDigit(c) || c == '_'; }
bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        char c = a[i];
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
        if (c != b[i])
            return false;
    }
    return true;
}

TokenKind wordKind(std::string_view word)
{
    static constexpr std::array<std::pair<std::string_view, TokenKind>, 9> kKeywords = {{
        {"AND", TokenKind::And}, {"OR", TokenKind::Or}, {"NOT", TokenKind::Not},
        {"BETWEEN", TokenKind::Between}, {"IN", TokenKind::In}, {"SET", TokenKind::Set},
        {"REMOVE", TokenKind::Remove}, {"ADD", TokenKind::Add}, {"DELETE", TokenKind::Delete},
    }};
    for (const auto &[text, kind] : kKeywords) {
        if (equalsIgnoringCase(word, text))
            return kind;
    }
    return TokenKind::Name;
}

// Length and kind of the operator or punctuation at the start of `rest`.
std::pair<size_t, TokenKind> punctuation(std::string_view rest)
{
    const char c = rest[0];
    const char d = rest.size() > 1 ? rest[1] : '\0';
    switch (c) {
    case '=': return {1, TokenKind::Equal};
    case '<':
        if (d == '>')
            return {2, TokenKind::NotEqual};
        return d == '=' ? std::pair{size_t{2}, TokenKind::LessEqual}
                        : std::pair{size_t{1}, TokenKind::Less};
    case '>':
        return d == '=' ? std::pair{size_t{2}, TokenKind::GreaterEqual}
                        : std::pair{size_t{1}, TokenKind::Greater};
    case '(': return {1, TokenKind::LeftParen};
    case ')': return {1, TokenKind::RightParen};
    case '[': return {1, TokenKind::LeftBracket};
    case ']': return {1, TokenKind::RightBracket};
    case ',': return {1, TokenKind::Comma};
    case '.': return {1, TokenKind::Dot};
    case '+': return {1, TokenKind::Plus};
    case '-': return {1, TokenKind::Minus};
    default: break;
    }
    // One whole UTF-8 sequence, so an editor never underlines half a character.
    size_t n = 1;
    while (n < rest.size() && (static_cast<unsigned char>(rest[n]) & 0xC0) == 0x80)
        ++n;
    return {n, TokenKind::Invalid};
}

size_t skipNamePart(std::string_view text, size_t i)
{
    while (i < text.size() && isNamePart(text[i]))
        ++i;
    return i;
}

bool nextIsParen(std::string_view text, size_t i)
{
    while (i < text.size() && isSpace(text[i]))
        ++i;
    return i < text.size() && text[i] == '(';
}

} // namespace

std::vector<Token> tokenize(std::string_view text)
{
    std::vector<Token> tokens;
    size_t i = 0;
    while (true) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        if (i == text.size())
            break;
        const size_t start = i;
        const char c = text[i];
        TokenKind kind;
        if (isLetter(c)) {
            i = skipNamePart(text, i + 1);
            kind = wordKind(text.substr(start, i - start));
            if (kind == TokenKind::Name && nextIsParen(text, i))
                kind = TokenKind::Function;
        } else if (isDigit(c)) {
            while (i < text.size() && isDigit(text[i]))
                ++i;
            kind = TokenKind::Number;
        } else if (c == '#' || c == ':') {
            i = skipNamePart(text, i + 1);
            kind = c == '#' ? TokenKind::NamePlaceholder : TokenKind::ValuePlaceholder;
            // A bare "#" or ":" names nothing: a syntax error on it, as in DynamoDB.
            if (i == start + 1)
                kind = TokenKind::Invalid;
        } else {
            auto [length, punctuationKind] = punctuation(text.substr(i));
            i += length;
            kind = punctuationKind;
        }
        tokens.push_back({kind, text.substr(start, i - start), start});
    }
    tokens.push_back({TokenKind::End, text.substr(text.size()), text.size()});
    return tokens;
}

bool isKeyword(TokenKind kind)
{
    return kind >= TokenKind::And && kind <= TokenKind::Delete;
}

bool isOperator(TokenKind kind)
{
    return (kind >= TokenKind::Equal && kind <= TokenKind::GreaterEqual)
        || kind == TokenKind::Plus || kind == TokenKind::Minus;
}

} // namespace tablesmith::expr
