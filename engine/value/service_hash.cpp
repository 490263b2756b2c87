#include <tablesmith/key_encoding.h>

#include <openssl/evp.h>

#include <array>
#include <memory>
#include <vector>

namespace tablesmith {
namespace {

// The number's own bytes, as the service hashes them: a base-100 digit pair per byte after an
// exponent byte (dynalite's numToBuffer, which reproduces the service's scan order). Works on
// the order-preserving encoding (encodeNumber), so that stored keys can be hashed again.
std::vector<unsigned char> numberBytes(std::string_view encoded)
{
    const bool negative = static_cast<unsigned char>(encoded[0]) == 0x01;
    if (encoded.size() < 4)
        return {0x80}; // zero
    const unsigned char flip = negative ? 0xff : 0x00;
    const int exponent = ((static_cast<unsigned char>(encoded[1]) ^ flip) << 8
                          | (static_cast<unsigned char>(encoded[2]) ^ flip))
                         - 0x8000;
    std::vector<int> digits;
    const std::size_t end = encoded.size() - (negative ? 1 : 0);
    for (std::size_t i = 3; i < end; ++i)
        digits.push_back((static_cast<unsigned char>(encoded[i]) ^ flip) - '0');
    // A leading zero digit makes the exponent even, so digits pair up from the decimal point.
    if (exponent % 2 != 0)
        digits.insert(digits.begin(), 0);
    const int pad = exponent % 2 != 0 ? 1 : 0;
    const std::size_t pairs = (digits.size() + 1) / 2;
    // Half the (now even) exponent, biased by -64; its bits flipped for a negative number.
    int head = (exponent + pad) / 2 - 64;
    if (negative)
        head = ~head;
    std::vector<unsigned char> out;
    out.reserve(pairs + 2);
    out.push_back(static_cast<unsigned char>(head & 0xff));
    for (std::size_t p = 0; p < pairs; ++p) {
        const int tens = digits[2 * p];
        const int units = 2 * p + 1 < digits.size() ? digits[2 * p + 1] : 0;
        const int pair = tens * 10 + units;
        out.push_back(static_cast<unsigned char>(negative ? 101 - pair : pair + 1));
    }
    if (negative && pairs < 20)
        out.push_back(102);
    return out;
}

struct DigestContext {
    const EVP_MD *md5 = EVP_MD_fetch(nullptr, "MD5", nullptr);
    EVP_MD_CTX *context = EVP_MD_CTX_new();
    ~DigestContext()
    {
        EVP_MD_CTX_free(context);
        EVP_MD_free(const_cast<EVP_MD *>(md5));
    }
};

// The first three bytes of MD5("Outliers" + the key's bytes), the key given in one or two
// pieces (a table key's partition and sort key).
std::uint32_t hashPrefix(std::string_view first, std::string_view second = {})
{
    thread_local DigestContext digest;
    std::array<unsigned char, EVP_MAX_MD_SIZE> out{};
    unsigned int length = 0;
    static constexpr char kSalt[] = "Outliers";
    EVP_DigestInit_ex2(digest.context, digest.md5, nullptr);
    EVP_DigestUpdate(digest.context, kSalt, sizeof kSalt - 1);
    EVP_DigestUpdate(digest.context, first.data(), first.size());
    if (!second.empty())
        EVP_DigestUpdate(digest.context, second.data(), second.size());
    EVP_DigestFinal_ex(digest.context, out.data(), &length);
    return static_cast<std::uint32_t>(out[0]) << 16 | static_cast<std::uint32_t>(out[1]) << 8
           | out[2];
}

// A key value's bytes as the service hashes them: a number's base-100 form (held in `number`),
// a string's or binary's own bytes.
std::string_view hashedBytes(AttributeType type, std::string_view encoded,
                             std::vector<unsigned char> &number)
{
    if (type != AttributeType::N || encoded.empty())
        return encoded;
    number = numberBytes(encoded);
    return {reinterpret_cast<const char *>(number.data()), number.size()};
}

} // namespace

std::int64_t serviceHash(AttributeType type, std::string_view encodedPartitionKey)
{
    std::vector<unsigned char> number;
    const std::uint32_t prefix = hashPrefix(hashedBytes(type, encodedPartitionKey, number));
    // The 24 bits lead; the sign bit is flipped so that signed order is their unsigned order.
    const std::uint64_t position = static_cast<std::uint64_t>(prefix) << 40;
    return static_cast<std::int64_t>(position ^ (1ull << 63));
}

std::int64_t tableKeyHash(AttributeType partitionType, std::string_view encodedPartitionKey,
                          AttributeType sortType, std::string_view encodedSortKey)
{
    std::vector<unsigned char> partitionNumber;
    std::vector<unsigned char> sortNumber;
    return hashPrefix(hashedBytes(partitionType, encodedPartitionKey, partitionNumber),
                      hashedBytes(sortType, encodedSortKey, sortNumber));
}

} // namespace tablesmith
