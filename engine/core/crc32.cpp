#include "core/crc32.h"

#include <array>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace tablesmith::core {
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

// Advances `crc` (pre-inverted) over `left` bytes, eight at a time.
std::uint32_t sliceBy8(std::uint32_t crc, const unsigned char *p, std::size_t left)
{
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
    return crc;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define TABLESMITH_CRC32_FOLDING 1

// Carry-less multiplication folds 64 bytes per step ("Fast CRC Computation for Generic
// Polynomials Using PCLMULQDQ", Intel 2009; the constants of zlib's SIMD variant for the
// reflected IEEE polynomial). `length` is a multiple of 16, at least 64; `crc` is
// pre-inverted, as is the result.
#define TABLESMITH_CLMUL __attribute__((target("pclmul,sse4.1")))

TABLESMITH_CLMUL __m128i load(const unsigned char *at)
{
    return _mm_loadu_si128(reinterpret_cast<const __m128i *>(at));
}

// x times k, split in its halves, plus the next block.
TABLESMITH_CLMUL __m128i fold(__m128i x, __m128i k, __m128i next)
{
    __m128i low = _mm_clmulepi64_si128(x, k, 0x00);
    __m128i high = _mm_clmulepi64_si128(x, k, 0x11);
    return _mm_xor_si128(_mm_xor_si128(high, low), next);
}

TABLESMITH_CLMUL std::uint32_t foldBy64(std::uint32_t crc, const unsigned char *p,
                                        std::size_t length)
{
    alignas(16) static const std::uint64_t k1k2[] = {0x0154442bd4, 0x01c6e41596};
    alignas(16) static const std::uint64_t k3k4[] = {0x01751997d0, 0x00ccaa009e};
    alignas(16) static const std::uint64_t k5k0[] = {0x0163cd6124, 0x0000000000};
    alignas(16) static const std::uint64_t poly[] = {0x01db710641, 0x01f7011641};
    __m128i x1 = _mm_xor_si128(load(p), _mm_cvtsi32_si128(static_cast<int>(crc)));
    __m128i x2 = load(p + 16), x3 = load(p + 32), x4 = load(p + 48);
    __m128i k = _mm_load_si128(reinterpret_cast<const __m128i *>(k1k2));
    for (p += 64, length -= 64; length >= 64; p += 64, length -= 64) {
        x1 = fold(x1, k, load(p));
        x2 = fold(x2, k, load(p + 16));
        x3 = fold(x3, k, load(p + 32));
        x4 = fold(x4, k, load(p + 48));
    }
    k = _mm_load_si128(reinterpret_cast<const __m128i *>(k3k4));
    x1 = fold(fold(fold(x1, k, x2), k, x3), k, x4);
    for (; length >= 16; p += 16, length -= 16)
        x1 = fold(x1, k, load(p));

    // 128 bits to 64, then Barrett reduction to 32.
    const __m128i mask = _mm_setr_epi32(~0, 0, ~0, 0);
    x2 = _mm_clmulepi64_si128(x1, k, 0x10);
    x1 = _mm_xor_si128(_mm_srli_si128(x1, 8), x2);
    k = _mm_loadl_epi64(reinterpret_cast<const __m128i *>(k5k0));
    x2 = _mm_srli_si128(x1, 4);
    x1 = _mm_xor_si128(_mm_clmulepi64_si128(_mm_and_si128(x1, mask), k, 0x00), x2);
    k = _mm_load_si128(reinterpret_cast<const __m128i *>(poly));
    x2 = _mm_clmulepi64_si128(_mm_and_si128(x1, mask), k, 0x10);
    x2 = _mm_clmulepi64_si128(_mm_and_si128(x2, mask), k, 0x00);
    return static_cast<std::uint32_t>(_mm_extract_epi32(_mm_xor_si128(x1, x2), 1));
}

bool canFold()
{
    static const bool supported =
        __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
    return supported;
}
#endif

} // namespace

std::uint32_t crc32(std::string_view bytes)
{
    const auto *p = reinterpret_cast<const unsigned char *>(bytes.data());
    std::size_t left = bytes.size();
    std::uint32_t crc = 0xFFFFFFFFu;
#ifdef TABLESMITH_CRC32_FOLDING
    if (left >= 64 && canFold()) {
        const std::size_t folded = left & ~std::size_t(15);
        crc = foldBy64(crc, p, folded);
        p += folded;
        left -= folded;
    }
#endif
    return sliceBy8(crc, p, left) ^ 0xFFFFFFFFu;
}

} // namespace tablesmith::core
