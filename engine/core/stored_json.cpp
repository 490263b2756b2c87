#include "core/stored_json.h"

#include <boost/json/parse.hpp>

#include <cstring>
#include <string>

namespace tablesmith::core {
namespace {

namespace json = boost::json;

// DynamoDB nests 32 levels of M and L, each two JSON levels deep, inside the item's object.
constexpr int kMaxDepth = 80;
// Strings up to this long are scanned byte by byte: a call to memchr costs more.
constexpr std::ptrdiff_t kShortString = 16;

// Reads the compact JSON json::serialize writes. Returns false on anything else (whitespace,
// numbers, bad escapes, truncation); the caller then asks boost. Neither UTF-8 nor raw control
// characters are checked: stored text was validated when its request was parsed, and the
// serializer escapes control characters.
class CompactReader {
public:
    CompactReader(std::string_view text, std::string &scratch)
        : m_p(text.data()), m_end(text.data() + text.size()), m_scratch(scratch)
    {
    }

    // `out` carries the storage every value is built in.
    bool read(json::value &out) { return value(out, 0) && m_p == m_end; }

private:
    bool value(json::value &out, int depth)
    {
        if (m_p == m_end)
            return false;
        switch (*m_p) {
        case '{': return object(out, depth);
        case '[': return array(out, depth);
        case '"': {
            std::string_view text;
            if (!string(text))
                return false;
            out.emplace_string().assign(text);
            return true;
        }
        case 't': return literal("true") && (out.emplace_bool() = true, true);
        case 'f': return literal("false") && (out.emplace_bool() = false, true);
        case 'n': return literal("null") && (out.emplace_null(), true);
        default: return false;
        }
    }

    bool object(json::value &out, int depth)
    {
        if (++depth > kMaxDepth)
            return false;
        ++m_p;
        json::object &members = out.emplace_object();
        // The item has several attributes; a nested object is mostly a one-member type tag.
        members.reserve(depth == 1 ? 8 : 1);
        if (m_p != m_end && *m_p == '}') {
            ++m_p;
            return true;
        }
        for (;;) {
            std::string_view key;
            if (m_p == m_end || *m_p != '"' || !string(key) || m_p == m_end || *m_p != ':')
                return false;
            ++m_p;
            // The key is copied in before the member is read, so `key` may use the scratch
            // buffer. A repeated key's member is read again in place: the last value wins, as
            // with boost's parser.
            json::value &member = members.emplace(key, nullptr).first->value();
            if (!value(member, depth) || m_p == m_end)
                return false;
            const char next = *m_p++;
            if (next == '}')
                return true;
            if (next != ',')
                return false;
        }
    }

    bool array(json::value &out, int depth)
    {
        if (++depth > kMaxDepth)
            return false;
        ++m_p;
        json::array &elements = out.emplace_array();
        if (m_p != m_end && *m_p == ']') {
            ++m_p;
            return true;
        }
        for (;;) {
            if (!value(elements.emplace_back(nullptr), depth) || m_p == m_end)
                return false;
            const char next = *m_p++;
            if (next == ']')
                return true;
            if (next != ',')
                return false;
        }
    }

    // A string's text: a view of the input when it has no escapes, else of m_scratch. Keys and
    // type tags are a few bytes, read here; a longer string is left to memchr, which scans many
    // bytes at a time (most of a stored item's bytes are inside strings).
    bool string(std::string_view &text)
    {
        const char *start = ++m_p;
        const char *limit = m_end - start > kShortString ? start + kShortString : m_end;
        for (const char *p = start; p != limit; ++p) {
            if (*p == '"') {
                text = std::string_view(start, static_cast<std::size_t>(p - start));
                m_p = p + 1;
                return true;
            }
            if (*p == '\\') {
                m_p = p;
                return escapedString(start, text);
            }
        }
        return longString(start, limit, text);
    }

    // The rest of a string whose first bytes, start to `from`, hold no quote or backslash.
    bool longString(const char *start, const char *from, std::string_view &text)
    {
        const auto *quote = static_cast<const char *>(
            std::memchr(from, '"', static_cast<std::size_t>(m_end - from)));
        if (!quote)
            return false;
        const auto rest = static_cast<std::size_t>(quote - from);
        if (const auto *backslash = static_cast<const char *>(std::memchr(from, '\\', rest))) {
            m_p = backslash;
            return escapedString(start, text);
        }
        text = std::string_view(start, static_cast<std::size_t>(quote - start));
        m_p = quote + 1;
        return true;
    }

    bool escapedString(const char *start, std::string_view &text)
    {
        m_scratch.assign(start, m_p);
        while (m_p != m_end) {
            const char c = *m_p++;
            if (c == '"') {
                text = m_scratch;
                return true;
            }
            if (c != '\\') {
                m_scratch += c;
                continue;
            }
            if (m_p == m_end || !escape(*m_p++))
                return false;
        }
        return false;
    }

    bool escape(char c)
    {
        switch (c) {
        case '"': m_scratch += '"'; return true;
        case '\\': m_scratch += '\\'; return true;
        case '/': m_scratch += '/'; return true;
        case 'b': m_scratch += '\b'; return true;
        case 'f': m_scratch += '\f'; return true;
        case 'n': m_scratch += '\n'; return true;
        case 'r': m_scratch += '\r'; return true;
        case 't': m_scratch += '\t'; return true;
        case 'u': return unicodeEscape();
        default: return false;
        }
    }

    bool hex4(unsigned &code)
    {
        if (m_end - m_p < 4)
            return false;
        code = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = *m_p++;
            code <<= 4;
            if (c >= '0' && c <= '9')
                code |= static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                code |= static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                code |= static_cast<unsigned>(c - 'A' + 10);
            else
                return false;
        }
        return true;
    }

    // \uXXXX, with a surrogate pair for code points above the BMP; lone surrogates are left
    // to boost's parser to judge.
    bool unicodeEscape()
    {
        unsigned code = 0;
        if (!hex4(code) || (code >= 0xdc00 && code <= 0xdfff))
            return false;
        if (code >= 0xd800 && code <= 0xdbff) {
            unsigned low = 0;
            if (m_end - m_p < 2 || m_p[0] != '\\' || m_p[1] != 'u')
                return false;
            m_p += 2;
            if (!hex4(low) || low < 0xdc00 || low > 0xdfff)
                return false;
            code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
        }
        appendUtf8(code);
        return true;
    }

    void appendUtf8(unsigned code)
    {
        auto byte = [this](unsigned b) { m_scratch += static_cast<char>(b); };
        if (code < 0x80) {
            byte(code);
        } else if (code < 0x800) {
            byte(0xc0 | (code >> 6));
            byte(0x80 | (code & 0x3f));
        } else if (code < 0x10000) {
            byte(0xe0 | (code >> 12));
            byte(0x80 | ((code >> 6) & 0x3f));
            byte(0x80 | (code & 0x3f));
        } else {
            byte(0xf0 | (code >> 18));
            byte(0x80 | ((code >> 12) & 0x3f));
            byte(0x80 | ((code >> 6) & 0x3f));
            byte(0x80 | (code & 0x3f));
        }
    }

    bool literal(std::string_view word)
    {
        if (static_cast<std::size_t>(m_end - m_p) < word.size()
            || std::memcmp(m_p, word.data(), word.size()) != 0)
            return false;
        m_p += word.size();
        return true;
    }

    const char *m_p;
    const char *m_end;
    std::string &m_scratch;
};

} // namespace

StoredJsonReader::StoredJsonReader(json::storage_ptr storage) : m_storage(std::move(storage)) {}

std::optional<json::value> StoredJsonReader::read(std::string_view text)
{
    json::value value(m_storage);
    if (!readInto(text, value))
        return std::nullopt;
    return value;
}

bool StoredJsonReader::readInto(std::string_view text, json::value &out)
{
    if (CompactReader(text, m_scratch).read(out))
        return true;
    json::error_code ec;
    json::parse_options options;
    options.max_depth = kMaxDepth;
    out = json::parse(text, ec, m_storage, options);
    return !ec;
}

std::optional<json::value> parseStoredJson(std::string_view text, json::storage_ptr storage)
{
    return StoredJsonReader(std::move(storage)).read(text);
}

} // namespace tablesmith::core
