#include "wire/crc32.h"

#include <array>

namespace tablesmith::wire {
namespace {

constexpr std::uint32_t kPolynomial = 0xEDB88320u; // reflected 0x04C11DB7

using Tables = std::array<std::array<std::uint32_t, 256>, 8>;

// tables[k][b]: the CRC of byte b followed by k zero bytes, so eight table look-ups
// advance the CRC by eight bytes at once.
constexpr Tables makeTables()
{
    Tables tables{};
    for (std::uint32_t byte = 0; byte < 256; ++byte) {
        std::uint32_t crc = byte;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc >> 1) ^ (kPolynomial & (0u - (crc & 1u)));
        tables[0][byte] = crc;
    }
    for (std::size_t k = 1; k < 8; ++k)
        for (std::size_t byte = 0; byte < 256; ++byte)
            tables[k][byte] = (tables[k - 1][byte] >> 8) ^ tables[0][tables[k - 1][byte] & 0xFF];
    return tables;
}

constexpr Tables kTables = makeTables();

std::uint32_t loadLittleEndian(const unsigned char *p)
{
    return std::uint32_t(p[0]) | std::uint32_t(p[1]) << 8 | std::uint32_t(p[2]) << 16
        | std::uint32_t(p[3]) << 24;
}

} // namespace

std::uint32_t crc32(std::string_view bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    std::size_t left = bytes.size();
    std::uint32_t crc = 0xFFFFFFFFu;
    for (; left >= 8; p += 8, left -= 8) {
        std::uint32_t low = loadLittleEndian(p) ^ crc;
        std::uint32_t high = loadLittleEndian(p + 4);
        crc = kTables[7][low & 0xFF] ^ kTables[6][(low >> 8) & 0xFF]
            ^ kTables[5][(low >> 16) & 0xFF] ^ kTables[4][low >> 24]
            ^ kTables[3][high & 0xFF] ^ kTables[2][(high >> 8) & 0xFF]
            ^ kTables[1][(high >> 16) & 0xFF] ^ kTables[0][high >> 24];
    }
    for (; left > 0; ++p, --left)
        crc = (crc >> 8) ^ kTables[0][(crc ^ *p) & 0xFF];
    return crc ^ 0xFFFFFFFFu;
}

} // namespace tablesmith::wire
