#pragma once
// How a DynamoDB number is refused: the texts (shared by the decoder and value_layer.cpp, which
// tells these faults apart), and the reading of the service's older value layer.

#include <tablesmith/decimal.h>

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

// A number as Java's BigDecimal reads it, which the service's older value layer does
// (value_layer.h): the adjusted exponent is an int there and wraps past its range, so
// 1e2147483647 is an underflow; an empty text is refused without naming it. Otherwise as
// Decimal::parse.
Result<Decimal> parseAsBigDecimal(std::string_view text);

} // namespace tablesmith::number_faults
