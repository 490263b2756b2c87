#pragma once
// What UpdateItem measures of its statement against the 400 KB item limit, beside the finished
// item: what each clause writes plus a fixed cost per clause and operator, never the key nor an
// attribute left alone. Known from the request alone, so it is checked before the item is read.
// A transaction's Update, PartiQL and AttributeUpdates measure only the finished item.

#include <tablesmith/expression.h>

#include <cstddef>

namespace tablesmith::expr {

std::size_t updateCharge(const UpdateExpression &update);

} // namespace tablesmith::expr
