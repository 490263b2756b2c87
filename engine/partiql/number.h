#pragma once
// Numbers in PartiQL as DynamoDB reads them, literals and parameters alike: the text is read the
// way Java's BigDecimal reads a string, so an exponent or a scale that does not fit a 32-bit
// integer cannot be converted at all, and the magnitude check works on precision minus scale in
// 32-bit arithmetic, which wraps (1e2147483647 comes out as an underflow).

#include <tablesmith/decimal.h>

#include <string>
#include <string_view>

namespace tablesmith::partiql {

struct NumberReading {
    enum class Problem { None, Unconvertible, OutOfRange };
    Problem problem = Problem::None;
    Decimal value;
    std::string message; // OutOfRange: DynamoDB's number message
};

NumberReading readNumber(std::string_view text);

} // namespace tablesmith::partiql
