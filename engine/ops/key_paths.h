#pragma once
// Key attributes are scalars: an expression may name a key attribute of the table or of one of
// its indexes only whole, never with ".x" or "[n]" after it. The service refuses such a path
// in any expression, before it reads the item: "Key attributes must be scalars; list random
// access '[]' and map lookup '.' are not allowed: Key: pk" (or "IndexKey: gsi1pk"), as
// dynalite's tests and ScyllaDB Alternator's test_gsi.py record it.

#include "store/table_schema.h"

#include <tablesmith/error.h>
#include <tablesmith/expression.h>

#include <vector>

namespace tablesmith::ops {

// Fails on the first path that goes into a table key attribute, then into an index key one.
Status checkKeyPathsAreScalar(const store::TableSchema &table,
                              const std::vector<expr::Path> &paths);

} // namespace tablesmith::ops
