#include "wire/json_writer.h"

#include <boost/json/serialize.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstring>

namespace tablesmith::wire {
namespace {

namespace json = boost::json;

constexpr std::uint64_t kOnes = 0x0101010101010101ull;
constexpr std::uint64_t kHighBits = 0x8080808080808080ull;

// Whether any of the eight bytes is zero (exact when the answer is no).
constexpr std::uint64_t zeroByte(std::uint64_t x) { return (x - kOnes) & ~x & kHighBits; }

bool needsEscape(char c) { return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20; }

// Whether JSON needs an escape anywhere in `text`: a quote, a backslash or a control byte.
// Eight bytes at a time; a hit is checked byte by byte, so false alarms cost little.
bool hasEscapes(std::string_view text)
{
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t x;
        std::memcpy(&x, text.data() + i, 8);
        const std::uint64_t suspects = zeroByte(x ^ (kOnes * '"')) | zeroByte(x ^ (kOnes * '\\'))
            | ((x - kOnes * 0x20) & ~x & kHighBits);
        if (suspects == 0)
            continue;
        for (std::size_t j = i; j < i + 8; ++j) {
            if (needsEscape(text[j]))
                return true;
        }
    }
    for (; i < text.size(); ++i) {
        if (needsEscape(text[i]))
            return true;
    }
    return false;
}

// Writes into `out`'s own storage through a raw pointer, growing it as needed: one size check
// per token instead of std::string's bookkeeping on every append.
class Writer {
public:
    explicit Writer(std::string &out) : m_out(out)
    {
        m_out.resize(std::max<std::size_t>(m_out.capacity(), 256));
        m_at = m_out.data();
        m_end = m_at + m_out.size();
    }
    // Trims `out` to what was written.
    void finish() { m_out.resize(static_cast<std::size_t>(m_at - m_out.data())); }

    void put(char c)
    {
        room(1);
        *m_at++ = c;
    }
    void put(std::string_view text)
    {
        room(text.size());
        std::memcpy(m_at, text.data(), text.size());
        m_at += text.size();
    }
    void putString(std::string_view text);
    template<class Integer>
    void putInteger(Integer number)
    {
        room(24);
        m_at = std::to_chars(m_at, m_at + 24, number).ptr;
    }
    void putValue(const json::value &value);

private:
    void room(std::size_t bytes)
    {
        if (static_cast<std::size_t>(m_end - m_at) < bytes)
            grow(bytes);
    }
    void grow(std::size_t bytes)
    {
        const auto used = static_cast<std::size_t>(m_at - m_out.data());
        m_out.resize(std::max(2 * m_out.size(), used + bytes));
        m_at = m_out.data() + used;
        m_end = m_out.data() + m_out.size();
    }
    void putObject(const json::object &object);
    void putArray(const json::array &array);

    std::string &m_out;
    char *m_at = nullptr;
    char *m_end = nullptr;
};

void Writer::putString(std::string_view text)
{
    if (hasEscapes(text))
        return put(json::serialize(json::string_view(text.data(), text.size())));
    room(text.size() + 2);
    *m_at = '"';
    std::memcpy(m_at + 1, text.data(), text.size());
    m_at[text.size() + 1] = '"';
    m_at += text.size() + 2;
}

void Writer::putObject(const json::object &object)
{
    put('{');
    bool first = true;
    for (const auto &member : object) {
        if (!first)
            put(',');
        first = false;
        putString({member.key().data(), member.key().size()});
        put(':');
        putValue(member.value());
    }
    put('}');
}

void Writer::putArray(const json::array &array)
{
    put('[');
    bool first = true;
    for (const json::value &element : array) {
        if (!first)
            put(',');
        first = false;
        putValue(element);
    }
    put(']');
}

void Writer::putValue(const json::value &value)
{
    switch (value.kind()) {
    case json::kind::object:
        return putObject(value.get_object());
    case json::kind::array:
        return putArray(value.get_array());
    case json::kind::string:
        return putString({value.get_string().data(), value.get_string().size()});
    case json::kind::int64:
        return putInteger(value.get_int64());
    case json::kind::uint64:
        return putInteger(value.get_uint64());
    case json::kind::double_: // Boost's shortest round-trip form ("1E0"), kept as it was
        return put(json::serialize(value));
    case json::kind::bool_:
        return put(value.get_bool() ? std::string_view("true") : std::string_view("false"));
    case json::kind::null:
        return put(std::string_view("null"));
    }
}

} // namespace

void writeJson(const json::value &value, std::string &out)
{
    Writer writer(out);
    writer.putValue(value);
    writer.finish();
}

} // namespace tablesmith::wire
