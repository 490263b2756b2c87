// The one reading of a number as Java's BigDecimal reads it (number_faults.h): PartiQL's
// literals and parameters and the older value layer's attribute values go through it.

#include "value/number_faults.h"

#include <cstdint>
#include <limits>

namespace tablesmith::number_faults {
namespace {

constexpr std::size_t kMaxDigits = 38;
// Precision minus scale: the digits before the point, DynamoDB's range 1E-130 .. <1E+126.
constexpr std::int32_t kMostDigitsBeforePoint = 126;
constexpr std::int32_t kFewestDigitsBeforePoint = -129;
constexpr long long kIntMax = std::numeric_limits<std::int32_t>::max();

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool fitsInt(long long v) { return v == static_cast<std::int32_t>(v); }

struct Parts {
    std::string digits; // the unscaled value's digits, '.' removed
    long long fractionDigits = 0;
    long long exponent = 0;
};

// The exponent after 'e': an optional sign and digits; BigDecimal refuses one that does not fit
// an int ("Exponent overflow").
bool readExponent(std::string_view text, long long &exponent)
{
    bool negative = false;
    if (!text.empty() && (text[0] == '+' || text[0] == '-')) {
        negative = text[0] == '-';
        text.remove_prefix(1);
    }
    if (text.empty())
        return false;
    for (char c : text) {
        if (!isDigit(c))
            return false;
        exponent = exponent * 10 + (c - '0');
        if (exponent > kIntMax + 1) // stops before a long could overflow
            return false;
    }
    exponent = negative ? -exponent : exponent;
    return fitsInt(exponent);
}

// BigDecimal's syntax: [+-] digits [. digits] [(e|E) [+-] digits], a digit somewhere in the
// mantissa.
bool split(std::string_view text, Parts &parts)
{
    std::size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-'))
        ++i;
    bool point = false;
    for (; i < text.size() && (isDigit(text[i]) || (text[i] == '.' && !point)); ++i) {
        if (text[i] == '.') {
            point = true;
            continue;
        }
        parts.digits += text[i];
        parts.fractionDigits += point;
    }
    if (parts.digits.empty())
        return false;
    if (i == text.size())
        return true;
    if (text[i] != 'e' && text[i] != 'E')
        return false;
    return readExponent(text.substr(i + 1), parts.exponent);
}

} // namespace

BigDecimalReading readBigDecimal(std::string_view text)
{
    using Problem = BigDecimalReading::Problem;
    Parts parts;
    if (!split(text, parts))
        return {Problem::Unconvertible, {}, {}};
    const long long scale = parts.fractionDigits - parts.exponent;
    if (!fitsInt(scale)) // "Scale out of range"
        return {Problem::Unconvertible, {}, {}};
    const std::size_t first = parts.digits.find_first_not_of('0');
    const bool zero = first == std::string::npos;
    if (!zero && parts.digits.find_last_not_of('0') - first + 1 > kMaxDigits)
        return {Problem::OutOfRange, {}, std::string(kTooManyDigits)};
    // BigDecimal's precision counts the unscaled value's digits, trailing zeros too; zero's is 1.
    const long long precision = zero ? 1 : static_cast<long long>(parts.digits.size() - first);
    const auto beforePoint = static_cast<std::int32_t>(
        static_cast<std::uint32_t>(static_cast<std::uint64_t>(precision - scale)));
    if (beforePoint > kMostDigitsBeforePoint)
        return {Problem::OutOfRange, {}, std::string(kOverflow)};
    if (beforePoint < kFewestDigitsBeforePoint)
        return {Problem::OutOfRange, {}, std::string(kUnderflow)};
    auto decimal = Decimal::parse(text);
    if (!decimal) // within the range the two readings agree; only a text past 1024 bytes differs
        return {Problem::OutOfRange, {}, decimal.error().message};
    return {Problem::None, std::move(*decimal), {}};
}

Result<Decimal> parseAsBigDecimal(std::string_view text)
{
    BigDecimalReading number = readBigDecimal(text);
    switch (number.problem) {
    case BigDecimalReading::Problem::None:
        return std::move(number.value);
    case BigDecimalReading::Problem::Unconvertible:
        return text.empty() ? Error::validation(std::string(kNotNumeric)) : notNumeric(text);
    case BigDecimalReading::Problem::OutOfRange:
        break;
    }
    return Error::validation(number.message);
}

} // namespace tablesmith::number_faults
