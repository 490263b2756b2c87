#include "codegen/quoting.h"

#include <boost/json/serialize.hpp>
#include <boost/json/string.hpp>

#include <cstdio>

namespace tablesmith::codegen {
namespace {

std::string hexEscape(const char *format, unsigned value)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, format, value);
    return buffer;
}

// Escapes shared by the C-like languages; nullptr for a byte that needs no escape.
const char *commonEscape(char c)
{
    switch (c) {
    case '"':
        return "\\\"";
    case '\\':
        return "\\\\";
    case '\n':
        return "\\n";
    case '\r':
        return "\\r";
    case '\t':
        return "\\t";
    default:
        return nullptr;
    }
}

bool isControl(unsigned char c)
{
    return c < 0x20 || c == 0x7f;
}

// Decodes one UTF-8 sequence at `i` (input is valid UTF-8: the JSON parser checked it).
char32_t decodeUtf8(std::string_view text, std::size_t &i)
{
    unsigned char lead = static_cast<unsigned char>(text[i]);
    int extra = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : 0;
    char32_t code = extra == 0 ? lead : lead & (0x3f >> extra);
    for (int k = 0; k < extra && i + 1 < text.size(); ++k)
        code = (code << 6) | (static_cast<unsigned char>(text[++i]) & 0x3f);
    return code;
}

} // namespace

std::string jsonQuote(std::string_view text)
{
    std::string out = boost::json::serialize(boost::json::string(text));
    // Valid JSON, but older JavaScript engines end a string at U+2028 / U+2029.
    for (auto [raw, escaped] : {std::pair{"\u2028", "\\u2028"}, {"\u2029", "\\u2029"}})
        for (std::size_t at = out.find(raw); at != std::string::npos; at = out.find(raw, at))
            out.replace(at, 3, escaped);
    return out;
}

std::string pythonQuote(std::string_view text)
{
    std::string out = "\"";
    for (char c : text) {
        if (const char *escape = commonEscape(c))
            out += escape;
        else if (isControl(static_cast<unsigned char>(c)))
            out += hexEscape("\\x%02x", static_cast<unsigned char>(c));
        else
            out += c;
    }
    return out + "\"";
}

std::string pythonBytes(std::string_view bytes)
{
    std::string out = "b\"";
    for (char c : bytes) {
        auto byte = static_cast<unsigned char>(c);
        if (const char *escape = commonEscape(c))
            out += escape;
        else if (isControl(byte) || byte >= 0x80)
            out += hexEscape("\\x%02x", byte);
        else
            out += c;
    }
    return out + "\"";
}

std::string javaQuote(std::string_view text)
{
    std::string out = "\"";
    for (std::size_t i = 0; i < text.size(); ++i) {
        auto byte = static_cast<unsigned char>(text[i]);
        if (const char *escape = commonEscape(text[i])) {
            out += escape;
        } else if (isControl(byte)) {
            // Octal, never \u: Java turns \u000a into a real newline before lexing.
            out += hexEscape("\\%03o", byte);
        } else if (byte < 0x80) {
            out += text[i];
        } else {
            char32_t code = decodeUtf8(text, i);
            if (code >= 0x10000) { // a surrogate pair in UTF-16
                code -= 0x10000;
                out += hexEscape("\\u%04x", 0xd800 + unsigned(code >> 10));
                out += hexEscape("\\u%04x", 0xdc00 + unsigned(code & 0x3ff));
            } else {
                out += hexEscape("\\u%04x", unsigned(code));
            }
        }
    }
    return out + "\"";
}

std::string goQuote(std::string_view text)
{
    std::string out = "\"";
    for (char c : text) {
        auto byte = static_cast<unsigned char>(c);
        if (const char *escape = commonEscape(c))
            out += escape;
        else if (isControl(byte))
            out += hexEscape("\\x%02x", byte);
        else
            out += c;
    }
    return out + "\"";
}

std::string shellQuote(std::string_view text)
{
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string partiqlString(std::string_view text)
{
    std::string out = "'";
    for (char c : text) {
        out += c;
        if (c == '\'')
            out += '\'';
    }
    return out + "'";
}

std::string partiqlName(std::string_view name)
{
    std::string out = "\"";
    for (char c : name) {
        out += c;
        if (c == '"')
            out += '"';
    }
    return out + "\"";
}

} // namespace tablesmith::codegen
