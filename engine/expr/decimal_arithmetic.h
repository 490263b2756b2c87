#pragma once
// Exact sums and differences of DynamoDB numbers, for SET a = b + c and ADD. The result is
// held to the same limits as a stored number (38 significant digits, 1E-130 .. <1E+126) and
// fails with DynamoDB's messages when it leaves them.

#include <tablesmith/decimal.h>

namespace tablesmith::expr {

Result<Decimal> add(const Decimal &a, const Decimal &b);
Result<Decimal> subtract(const Decimal &a, const Decimal &b);

} // namespace tablesmith::expr
