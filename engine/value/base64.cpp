#include <tablesmith/attribute_value.h>

#include <array>

namespace tablesmith {
namespace {

constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

constexpr std::array<signed char, 256> decodeTable()
{
    std::array<signed char, 256> table{};
    table.fill(-1);
    for (int i = 0; i < 64; ++i)
        table[static_cast<unsigned char>(kAlphabet[i])] = static_cast<signed char>(i);
    return table;
}
constexpr auto kDecode = decodeTable();

} // namespace

std::string base64Encode(std::string_view bytes)
{
    std::string out;
    out.reserve((bytes.size() + 2) / 3 * 4);
    size_t i = 0;
    auto byte = [&](size_t k) { return static_cast<unsigned char>(bytes[k]); };
    for (; i + 2 < bytes.size(); i += 3) {
        unsigned n = byte(i) << 16 | byte(i + 1) << 8 | byte(i + 2);
        for (int shift : {18, 12, 6, 0})
            out += kAlphabet[(n >> shift) & 63];
    }
    if (size_t rest = bytes.size() - i; rest > 0) {
        unsigned n = byte(i) << 16 | (rest == 2 ? byte(i + 1) << 8 : 0u);
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += rest == 2 ? kAlphabet[(n >> 6) & 63] : '=';
        out += '=';
    }
    return out;
}

bool base64Decode(std::string_view text, std::string &bytes)
{
    if (text.size() % 4 != 0)
        return false;
    bytes.clear();
    bytes.reserve(text.size() / 4 * 3);
    for (size_t i = 0; i < text.size(); i += 4) {
        unsigned n = 0;
        int padding = 0;
        for (size_t k = 0; k < 4; ++k) {
            char c = text[i + k];
            bool last = i + 4 == text.size();
            if (c == '=' && last && k >= 2 && (k == 3 || text[i + 3] == '=')) {
                ++padding;
                n <<= 6;
                continue;
            }
            int v = kDecode[static_cast<unsigned char>(c)];
            if (v < 0 || padding)
                return false;
            n = n << 6 | static_cast<unsigned>(v);
        }
        bytes += static_cast<char>(n >> 16);
        if (padding < 2)
            bytes += static_cast<char>(n >> 8 & 0xff);
        if (padding < 1)
            bytes += static_cast<char>(n & 0xff);
    }
    return true;
}

} // namespace tablesmith
