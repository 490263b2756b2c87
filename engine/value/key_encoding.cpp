#include <tablesmith/key_encoding.h>

namespace tablesmith {
namespace {

// Numbers: a sign byte, then (for non-zero) the adjusted exponent as two big-endian bytes and
// one byte per digit. Negative numbers complement everything after the sign and end with 0xFF,
// so a longer digit string (a larger magnitude) sorts first.
constexpr unsigned char kNegative = 0x01;
constexpr unsigned char kZero = 0x02;
constexpr unsigned char kPositive = 0x03;
constexpr int kExponentBias = 0x8000;

} // namespace

std::string encodeNumber(const Decimal &number)
{
    if (number.isZero())
        return std::string(1, static_cast<char>(kZero));
    const bool negative = number.isNegative();
    const unsigned char flip = negative ? 0xff : 0x00;
    std::string out;
    out.reserve(number.digits().size() + 4);
    out += static_cast<char>(negative ? kNegative : kPositive);
    const unsigned exponent = static_cast<unsigned>(number.exponent() + kExponentBias);
    out += static_cast<char>((exponent >> 8 & 0xff) ^ flip);
    out += static_cast<char>((exponent & 0xff) ^ flip);
    for (char digit : number.digits())
        out += static_cast<char>(static_cast<unsigned char>(digit) ^ flip);
    if (negative)
        out += static_cast<char>(0xff);
    return out;
}

std::string encodeKey(const AttributeValue &value)
{
    if (const auto *s = value.as<std::string>())
        return *s;
    if (const auto *n = value.as<Decimal>())
        return encodeNumber(*n);
    if (const auto *b = value.as<Binary>())
        return b->bytes;
    return {};
}

std::int64_t partitionHash(const std::string &encodedPartitionKey)
{
    // FNV-1a, finished with a 64-bit mixer so similar keys spread over the whole range; stable
    // across runs and platforms because it is persisted as the table's first key column.
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : encodedPartitionKey) {
        h ^= c;
        h *= 0x100000001b3ull;
    }
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return static_cast<std::int64_t>(h);
}

} // namespace tablesmith
