#include "partiql/number.h"

#include "value/number_faults.h"

#include <climits>
#include <cstdint>

namespace tablesmith::partiql {
namespace {

constexpr std::size_t kMaxDigits = 38;
// Precision minus scale: the digits before the point, DynamoDB's range 1E-130 .. <1E+126.
constexpr std::int32_t kMostDigitsBeforePoint = 126;
constexpr std::int32_t kFewestDigitsBeforePoint = -129;

bool isDigit(char c) { return c >= '0' && c <= '9'; }

struct Parts {
    std::string digits;          // the unscaled value's digits, '.' removed
    long long fractionDigits = 0;
    long long exponent = 0;
};

// BigDecimal's syntax: [+-] digits [. digits] [(e|E) [+-] digits], a digit somewhere in the
// mantissa, an exponent within a 32-bit integer.
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
    bool negative = false;
    if (++i < text.size() && (text[i] == '+' || text[i] == '-'))
        negative = text[i++] == '-';
    if (i == text.size())
        return false;
    for (; i < text.size(); ++i) {
        if (!isDigit(text[i]))
            return false;
        parts.exponent = parts.exponent * 10 + (text[i] - '0');
        if (parts.exponent > INT_MAX)
            return false;
    }
    if (negative)
        parts.exponent = -parts.exponent;
    return true;
}

} // namespace

NumberReading readNumber(std::string_view text)
{
    using Problem = NumberReading::Problem;
    Parts parts;
    if (!split(text, parts))
        return {Problem::Unconvertible, {}, {}};
    const long long scale = parts.fractionDigits - parts.exponent;
    if (scale < INT_MIN || scale > INT_MAX)
        return {Problem::Unconvertible, {}, {}};
    const std::size_t first = parts.digits.find_first_not_of('0');
    if (first == std::string::npos)
        return {}; // zero
    const std::size_t last = parts.digits.find_last_not_of('0');
    const long long precision = static_cast<long long>(parts.digits.size() - first);
    const auto beforePoint = static_cast<std::int32_t>(
        static_cast<std::uint32_t>(static_cast<std::uint64_t>(precision - scale)));
    if (last - first + 1 > kMaxDigits)
        return {Problem::OutOfRange, {}, std::string(number_faults::kTooManyDigits)};
    if (beforePoint > kMostDigitsBeforePoint)
        return {Problem::OutOfRange, {}, std::string(number_faults::kOverflow)};
    if (beforePoint < kFewestDigitsBeforePoint)
        return {Problem::OutOfRange, {}, std::string(number_faults::kUnderflow)};
    auto decimal = Decimal::parse(text);
    if (!decimal) // within the range both readings agree; kept for safety
        return {Problem::OutOfRange, {}, decimal.error().message};
    return {Problem::None, std::move(*decimal), {}};
}

} // namespace tablesmith::partiql
