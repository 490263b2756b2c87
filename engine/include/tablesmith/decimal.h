#pragma once
// Decimal: a DynamoDB number — an exact decimal of up to 38 significant digits with a
// magnitude of 1E-130 up to 9.9999999999999999999999999999999999999E+125. Never a double.
//
// Stored normalised (no leading or trailing zeros in the coefficient), so "1.0", "1" and
// "10E-1" are the same value and compare and encode identically.

#include <tablesmith/error.h>

#include <compare>
#include <string>
#include <string_view>

namespace tablesmith {

class Decimal {
public:
    Decimal() = default; // zero

    // Parses DynamoDB's number syntax: [+-]digits[.digits][(e|E)[+-]digits].
    static Result<Decimal> parse(std::string_view text);

    bool isZero() const { return m_digits.empty(); }
    bool isNegative() const { return m_negative; }
    // Significant digits without leading/trailing zeros; empty for zero.
    const std::string &digits() const { return m_digits; }
    // Value = 0.d1d2d3... × 10^exponent (so 1 has exponent 1, 0.05 has exponent -1).
    int exponent() const { return m_exponent; }

    // The text DynamoDB answers with: plain notation, no exponent, no trailing zeros.
    std::string toString() const;

    std::strong_ordering operator<=>(const Decimal &other) const;
    bool operator==(const Decimal &other) const = default;

private:
    std::string m_digits;
    int m_exponent = 0;
    bool m_negative = false;
};

} // namespace tablesmith
