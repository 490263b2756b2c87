#pragma once
// How HTTP compares header text: field names without regard to ASCII case, field values
// without the spaces and tabs around them (RFC 9110, 5.1 and 5.5). Shared by the request
// reader and SigV4, which must agree on both.

#include <array>
#include <cstddef>
#include <string_view>

namespace tablesmith::wire {

namespace detail {
constexpr std::array<bool, 256> tokenTable()
{
    std::array<bool, 256> table{};
    for (int c = '0'; c <= '9'; ++c)
        table[c] = true;
    for (int c = 'a'; c <= 'z'; ++c)
        table[c] = table[c - 'a' + 'A'] = true;
    for (char c : std::string_view("!#$%&'*+-.^_`|~"))
        table[static_cast<unsigned char>(c)] = true;
    return table;
}
inline constexpr std::array<bool, 256> kToken = tokenTable();
} // namespace detail

// RFC 9110 token characters: header names and methods.
inline bool isTokenChar(char c)
{
    return detail::kToken[static_cast<unsigned char>(c)];
}

inline bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z')
            x = static_cast<char>(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = static_cast<char>(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

inline std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
        text.remove_prefix(1);
    while (!text.empty() && (text.back() == ' ' || text.back() == '\t'))
        text.remove_suffix(1);
    return text;
}

} // namespace tablesmith::wire
