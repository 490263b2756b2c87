// The PartiQL tokenizer: one pass over the statement, shared by the parser and the editors'
// highlighting. Keywords are recognised here so both agree on them.

#include <tablesmith/partiql.h>

#include <algorithm>
#include <array>
#include <cctype>

namespace tablesmith::partiql {
namespace {

using Kind = Token::Kind;

// Only the words the grammar uses: attribute names such as `size` or `name` stay usable.
constexpr std::array kKeywords = {
    "ALL",    "AND",    "AS",     "ASC",     "AT",      "BETWEEN", "BY",     "DELETE",
    "DESC",   "DISTINCT", "FALSE", "FROM",   "GROUP",   "HAVING",  "IN",     "INSERT",
    "INTO",   "IS",     "LIMIT",  "MISSING", "MODIFIED", "NEW",    "NOT",    "NULL",
    "OLD",    "OR",     "ORDER",  "REMOVE",  "RETURNING", "SELECT", "SET",   "TRUE",
    "UPDATE", "VALUE",  "VALUES", "WHERE",
};

bool isKeyword(std::string_view word)
{
    for (std::string_view keyword : kKeywords) {
        if (keyword.size() != word.size())
            continue;
        bool same = true;
        for (std::size_t i = 0; i < word.size() && same; ++i)
            same = std::toupper(static_cast<unsigned char>(word[i])) == keyword[i];
        if (same)
            return true;
    }
    return false;
}

bool isNameStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
}
bool isNamePart(char c) { return isNameStart(c) || std::isdigit(static_cast<unsigned char>(c)); }
bool isDigit(char c) { return std::isdigit(static_cast<unsigned char>(c)); }

class Tokenizer {
public:
    explicit Tokenizer(std::string_view text) : m_text(text) {}

    std::vector<Token> run()
    {
        std::vector<Token> tokens;
        while (skipSpaceAndComments())
            tokens.push_back(next());
        return tokens;
    }

private:
    char at(std::size_t i) const { return i < m_text.size() ? m_text[i] : '\0'; }

    // False at the end of the text.
    bool skipSpaceAndComments()
    {
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos];
            if (std::isspace(static_cast<unsigned char>(c))) {
                ++m_pos;
            } else if (c == '-' && at(m_pos + 1) == '-') {
                while (m_pos < m_text.size() && m_text[m_pos] != '\n')
                    ++m_pos;
            } else if (c == '/' && at(m_pos + 1) == '*') {
                const std::size_t end = m_text.find("*/", m_pos + 2);
                if (end == std::string_view::npos)
                    return true; // an unterminated comment is an Invalid token
                m_pos = end + 2;
            } else {
                return true;
            }
        }
        return false;
    }

    Token make(Kind kind, std::size_t start, std::string text)
    {
        m_pos = std::max(m_pos, start + 1);
        return Token{kind, start, m_pos - start, std::move(text)};
    }

    Token next()
    {
        const std::size_t start = m_pos;
        const char c = m_text[m_pos];
        if (c == '\'' || c == '"')
            return quoted(c == '\'' ? Kind::String : Kind::QuotedIdentifier, c);
        if (isNameStart(c)) {
            while (isNamePart(at(m_pos)))
                ++m_pos;
            std::string word(m_text.substr(start, m_pos - start));
            const Kind kind = isKeyword(word) ? Kind::Keyword : Kind::Identifier;
            return make(kind, start, std::move(word));
        }
        if (isDigit(c) || (c == '.' && isDigit(at(m_pos + 1))))
            return number();
        if (c == '/' && at(m_pos + 1) == '*') {
            m_pos = m_text.size();
            return make(Kind::Invalid, start, std::string(m_text.substr(start)));
        }
        return punctuation();
    }

    Token quoted(Kind kind, char quote)
    {
        const std::size_t start = m_pos++;
        std::string text;
        while (m_pos < m_text.size()) {
            const char c = m_text[m_pos++];
            if (c != quote) {
                text += c;
            } else if (at(m_pos) == quote) {
                text += quote; // doubled: one quote inside
                ++m_pos;
            } else {
                return make(kind, start, std::move(text));
            }
        }
        return make(Kind::Invalid, start, std::move(text)); // unterminated
    }

    Token number()
    {
        const std::size_t start = m_pos;
        while (isDigit(at(m_pos)))
            ++m_pos;
        if (at(m_pos) == '.') {
            ++m_pos;
            while (isDigit(at(m_pos)))
                ++m_pos;
        }
        if ((at(m_pos) == 'e' || at(m_pos) == 'E')
            && (isDigit(at(m_pos + 1))
                || ((at(m_pos + 1) == '+' || at(m_pos + 1) == '-') && isDigit(at(m_pos + 2))))) {
            m_pos += 2;
            while (isDigit(at(m_pos)))
                ++m_pos;
        }
        return make(Kind::Number, start, std::string(m_text.substr(start, m_pos - start)));
    }

    Token punctuation()
    {
        const std::size_t start = m_pos;
        static constexpr std::array kTwo = {"<<", ">>", "<=", ">=", "<>", "!="};
        for (std::string_view two : kTwo) {
            if (m_text.substr(start, 2) == two) {
                m_pos += 2;
                return make(Kind::Punctuation, start, std::string(two));
            }
        }
        static constexpr std::string_view kOne = "=<>()[]{},.:*+-;";
        const char c = m_text[start];
        ++m_pos;
        if (c == '?')
            return make(Kind::Parameter, start, "?");
        return make(kOne.find(c) != std::string_view::npos ? Kind::Punctuation : Kind::Invalid,
                    start, std::string(1, c));
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

std::vector<Token> tokenize(std::string_view statement)
{
    return Tokenizer(statement).run();
}

} // namespace tablesmith::partiql
