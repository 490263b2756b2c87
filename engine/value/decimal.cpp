#include <tablesmith/decimal.h>

#include "value/number_faults.h"

#include <algorithm>
#include <charconv>

namespace tablesmith {
namespace {

using namespace number_faults;

constexpr int kMaxDigits = 38;
// Adjusted exponents (of the form 0.d × 10^e) bounding DynamoDB's range 1E-130 .. <1E+126.
constexpr int kMinExponent = -129;
constexpr int kMaxExponent = 126;

Error invalidNumber(std::string_view reason)
{
    return Error::validation(std::string(reason));
}

struct Parts {
    bool negative = false;
    std::string digits;   // all mantissa digits, '.' removed
    int pointOffset = 0;  // digits before the decimal point
    long long exponent = 0;
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Splits the text into sign, mantissa digits and exponent; false on a syntax error.
bool split(std::string_view text, Parts &parts)
{
    size_t i = 0;
    if (i < text.size() && (text[i] == '+' || text[i] == '-'))
        parts.negative = text[i++] == '-';
    bool seenPoint = false;
    bool seenDigit = false;
    for (; i < text.size() && (isDigit(text[i]) || text[i] == '.'); ++i) {
        if (text[i] == '.') {
            if (seenPoint)
                return false;
            seenPoint = true;
            continue;
        }
        seenDigit = true;
        parts.digits.push_back(text[i]);
        parts.pointOffset += seenPoint ? 0 : 1;
    }
    if (!seenDigit)
        return false;
    if (i == text.size())
        return true;
    if (text[i] != 'e' && text[i] != 'E')
        return false;
    std::string_view exp = text.substr(i + 1);
    if (!exp.empty() && exp.front() == '+')
        exp.remove_prefix(1);
    if (exp.empty())
        return false;
    // The service reads the exponent in full: one past a 64-bit integer cannot be converted;
    // anything that fits is range-checked below.
    auto [end, ec] = std::from_chars(exp.data(), exp.data() + exp.size(), parts.exponent);
    return ec == std::errc() && end == exp.data() + exp.size();
}

// Past the range whichever the exponent: the caller's sum cannot overflow.
long long clampedExponent(long long exponent)
{
    constexpr long long kFarOutside = 1LL << 40;
    return std::clamp(exponent, -kFarOutside, kFarOutside);
}

// The exponent e of 0.d × 10^e, `first` being the first significant digit.
long long adjustedExponent(const Parts &parts, size_t first)
{
    return clampedExponent(parts.exponent) + parts.pointOffset - static_cast<long long>(first);
}

// Zero is range-checked by the exponent it is written with, as if its last digit were
// significant: 0E125 is accepted, 0E126 overflows and 0E-131 underflows.
long long zeroExponent(const Parts &parts)
{
    return clampedExponent(parts.exponent) + parts.pointOffset
           - static_cast<long long>(parts.digits.size()) + 1;
}

Status checkRange(long long exponent)
{
    if (exponent > kMaxExponent)
        return invalidNumber(kOverflow);
    if (exponent < kMinExponent)
        return invalidNumber(kUnderflow);
    return success();
}

} // namespace

Result<Decimal> Decimal::parse(std::string_view text)
{
    Parts parts;
    if (text.empty() || text.size() > 1024 || !split(text, parts))
        return notNumeric(text);
    size_t first = parts.digits.find_first_not_of('0');
    if (first == std::string::npos) {
        TS_TRY_STATUS(checkRange(zeroExponent(parts)));
        return Decimal{};
    }
    size_t last = parts.digits.find_last_not_of('0');
    Decimal d;
    d.m_negative = parts.negative;
    d.m_digits = parts.digits.substr(first, last - first + 1);
    long long exponent = adjustedExponent(parts, first);
    if (d.m_digits.size() > kMaxDigits)
        return invalidNumber(kTooManyDigits);
    TS_TRY_STATUS(checkRange(exponent));
    d.m_exponent = static_cast<int>(exponent);
    return d;
}

namespace number_faults {

Error notNumeric(std::string_view text)
{
    return Error::validation(std::string(kNotNumeric) + ": " + std::string(text.substr(0, 64)));
}

} // namespace number_faults

std::string Decimal::toString() const
{
    if (isZero())
        return "0";
    std::string out = m_negative ? "-" : "";
    const int n = static_cast<int>(m_digits.size());
    if (m_exponent <= 0) {
        out += "0.";
        out.append(static_cast<size_t>(-m_exponent), '0');
        out += m_digits;
    } else if (m_exponent >= n) {
        out += m_digits;
        out.append(static_cast<size_t>(m_exponent - n), '0');
    } else {
        out.append(m_digits, 0, static_cast<size_t>(m_exponent));
        out += '.';
        out.append(m_digits, static_cast<size_t>(m_exponent));
    }
    return out;
}

std::strong_ordering Decimal::operator<=>(const Decimal &other) const
{
    auto sign = [](const Decimal &d) { return d.isZero() ? 0 : (d.m_negative ? -1 : 1); };
    if (auto c = sign(*this) <=> sign(other); c != 0 || sign(*this) == 0)
        return c;
    auto magnitude = m_exponent != other.m_exponent ? m_exponent <=> other.m_exponent
                                                   : m_digits.compare(other.m_digits) <=> 0;
    return m_negative ? 0 <=> magnitude : magnitude;
}

} // namespace tablesmith
