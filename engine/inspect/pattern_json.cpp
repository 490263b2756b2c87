#include "inspect/pattern_json.h"

#include <charconv>
#include <cstdlib>

namespace tablesmith::inspect {
namespace {

constexpr int kMaxDepth = 64;

struct SyntaxFailure {
    JsonSyntaxError error;
};

// Recursive descent over the text; throws SyntaxFailure, caught in parsePositionedJson.
class Reader {
public:
    explicit Reader(std::string_view text) : m_text(text) {}

    JsonNode document()
    {
        JsonNode node = value(0);
        skipSpace();
        if (m_pos != m_text.size())
            fail("unexpected text after the JSON value");
        return node;
    }

private:
    [[noreturn]] void fail(std::string message) { fail(m_pos, std::move(message)); }
    [[noreturn]] void fail(std::size_t at, std::string message)
    {
        throw SyntaxFailure{{at, std::move(message)}};
    }

    void skipSpace()
    {
        while (m_pos < m_text.size()
               && (m_text[m_pos] == ' ' || m_text[m_pos] == '\t' || m_text[m_pos] == '\n'
                   || m_text[m_pos] == '\r'))
            ++m_pos;
    }

    char peek()
    {
        skipSpace();
        if (m_pos >= m_text.size())
            fail("unexpected end of the pattern");
        return m_text[m_pos];
    }

    JsonNode value(int depth)
    {
        if (depth > kMaxDepth)
            fail("the pattern nests deeper than 64 levels");
        const char c = peek();
        JsonNode node;
        node.offset = m_pos;
        if (c == '{')
            object(node, depth);
        else if (c == '[')
            array(node, depth);
        else if (c == '"')
            node.kind = JsonNode::Kind::String, node.text = string();
        else if (c == '-' || (c >= '0' && c <= '9'))
            number(node);
        else
            literal(node);
        node.length = m_pos - node.offset;
        return node;
    }

    void object(JsonNode &node, int depth)
    {
        node.kind = JsonNode::Kind::Object;
        ++m_pos;
        if (peek() == '}') {
            ++m_pos;
            return;
        }
        for (;;) {
            JsonNode::Member member;
            if (peek() != '"')
                fail("expected a quoted key");
            member.keyOffset = m_pos;
            member.key = string();
            member.keyLength = m_pos - member.keyOffset;
            if (peek() != ':')
                fail("expected ':' after the key");
            ++m_pos;
            member.value = value(depth + 1);
            node.members.push_back(std::move(member));
            const char next = peek();
            ++m_pos;
            if (next == '}')
                return;
            if (next != ',')
                fail(m_pos - 1, "expected ',' or '}'");
        }
    }

    void array(JsonNode &node, int depth)
    {
        node.kind = JsonNode::Kind::Array;
        ++m_pos;
        if (peek() == ']') {
            ++m_pos;
            return;
        }
        for (;;) {
            node.items.push_back(value(depth + 1));
            const char next = peek();
            ++m_pos;
            if (next == ']')
                return;
            if (next != ',')
                fail(m_pos - 1, "expected ',' or ']'");
        }
    }

    void literal(JsonNode &node)
    {
        struct Literal {
            std::string_view word;
            JsonNode::Kind kind;
            bool value;
        };
        static constexpr Literal kLiterals[] = {{"true", JsonNode::Kind::Bool, true},
                                                {"false", JsonNode::Kind::Bool, false},
                                                {"null", JsonNode::Kind::Null, false}};
        for (const Literal &literal : kLiterals) {
            if (m_text.substr(m_pos).starts_with(literal.word)) {
                node.kind = literal.kind;
                node.boolean = literal.value;
                m_pos += literal.word.size();
                return;
            }
        }
        fail("expected a JSON value");
    }

    void digits()
    {
        const std::size_t start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9')
            ++m_pos;
        if (m_pos == start)
            fail("expected a digit");
    }

    void number(JsonNode &node)
    {
        node.kind = JsonNode::Kind::Number;
        const std::size_t start = m_pos;
        if (m_text[m_pos] == '-')
            ++m_pos;
        digits();
        node.integral = true;
        if (m_pos < m_text.size() && m_text[m_pos] == '.') {
            ++m_pos;
            digits();
            node.integral = false;
        }
        if (m_pos < m_text.size() && (m_text[m_pos] == 'e' || m_text[m_pos] == 'E')) {
            ++m_pos;
            if (m_pos < m_text.size() && (m_text[m_pos] == '+' || m_text[m_pos] == '-'))
                ++m_pos;
            digits();
            node.integral = false;
        }
        node.text = std::string(m_text.substr(start, m_pos - start));
        node.number = std::strtod(node.text.c_str(), nullptr);
    }

    unsigned hex4()
    {
        unsigned code = 0;
        if (m_pos + 4 > m_text.size())
            fail("expected four hex digits after \\u");
        auto [end, ec] = std::from_chars(m_text.data() + m_pos, m_text.data() + m_pos + 4,
                                         code, 16);
        if (ec != std::errc() || end != m_text.data() + m_pos + 4)
            fail("expected four hex digits after \\u");
        m_pos += 4;
        return code;
    }

    static void appendUtf8(std::string &out, unsigned code)
    {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    unsigned escapedCodePoint()
    {
        unsigned code = hex4();
        // A high surrogate pairs with the \u low surrogate after it.
        if (code >= 0xD800 && code < 0xDC00 && m_text.substr(m_pos).starts_with("\\u")) {
            m_pos += 2;
            const unsigned low = hex4();
            if (low < 0xDC00 || low > 0xDFFF)
                fail(m_pos - 6, "invalid surrogate pair");
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
        }
        return code;
    }

    void escape(std::string &out)
    {
        if (m_pos >= m_text.size())
            fail("unterminated string");
        const char c = m_text[m_pos++];
        switch (c) {
        case '"': case '\\': case '/': out += c; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': appendUtf8(out, escapedCodePoint()); break;
        default: fail(m_pos - 1, "invalid escape in a string");
        }
    }

    std::string string()
    {
        const std::size_t start = m_pos++;
        std::string out;
        for (;;) {
            if (m_pos >= m_text.size())
                fail(start, "unterminated string");
            const char c = m_text[m_pos++];
            if (c == '"')
                return out;
            if (static_cast<unsigned char>(c) < 0x20)
                fail(m_pos - 1, "control character in a string");
            if (c == '\\')
                escape(out);
            else
                out += c;
        }
    }

    std::string_view m_text;
    std::size_t m_pos = 0;
};

} // namespace

const JsonNode *JsonNode::member(std::string_view key) const
{
    for (const Member &m : members) {
        if (m.key == key)
            return &m.value;
    }
    return nullptr;
}

bool parsePositionedJson(std::string_view text, JsonNode &root, JsonSyntaxError &error)
{
    try {
        root = Reader(text).document();
        return true;
    } catch (const SyntaxFailure &failure) {
        error = failure.error;
        return false;
    }
}

} // namespace tablesmith::inspect
