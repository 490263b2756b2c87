#pragma once
// How a DynamoDB number is refused: the texts (shared by the decoder and value_layer.cpp, which
// tells these faults apart), and the one reading of a number as Java's BigDecimal reads it,
// which PartiQL and the service's older value layer (value_layer.h) both do.

#include <tablesmith/decimal.h>

#include <string>
#include <string_view>

namespace tablesmith::number_faults {

// Followed by ": " and the text refused, except where the older layer leaves it out.
constexpr std::string_view kNotNumeric = "The parameter cannot be converted to a numeric value";
constexpr std::string_view kOverflow =
    "Number overflow. Attempting to store a number with magnitude larger than supported range";
constexpr std::string_view kUnderflow =
    "Number underflow. Attempting to store a number with magnitude smaller than supported range";
constexpr std::string_view kTooManyDigits =
    "Attempting to store more than 38 significant digits in a Number";

// The refusal of a text that is not a number, naming (the start of) it.
Error notNumeric(std::string_view text);

// A number as java.math.BigDecimal reads a string, range-checked as the service checks it: the
// exponent and the resulting scale must each fit a 32-bit int, or the text is Unconvertible;
// then at most 38 significant digits, and precision minus scale (zero's precision being 1)
// within DynamoDB's range, computed in 32-bit arithmetic that wraps, so 1e2147483647 comes out
// as an underflow. How an Unconvertible text is worded is the caller's.
struct BigDecimalReading {
    enum class Problem { None, Unconvertible, OutOfRange };
    Problem problem = Problem::None;
    Decimal value;
    std::string message; // OutOfRange: the service's words
};
BigDecimalReading readBigDecimal(std::string_view text);

// readBigDecimal as the older value layer words it: an Unconvertible text named after
// kNotNumeric's colon, an empty one not named at all.
Result<Decimal> parseAsBigDecimal(std::string_view text);

} // namespace tablesmith::number_faults
