#pragma once
// Query on a GSI whose key has several HASH or RANGE attributes (DynamoDB, November 2025): an
// equality on every HASH attribute, then conditions on the RANGE attributes left to right, with
// an equality on each but the last one named. Turned into the index partition and the range of
// its tuple-encoded sort keys (core/keys.h, encodeKeyPart), refused with the service's texts.

#include "store/item_store.h"

#include <tablesmith/expression.h>

#include <vector>

namespace tablesmith::ops {

// The index partition a key condition selects, and the sort keys it reads within it.
struct IndexKeyRange {
    store::StorageKey partition;
    store::SortKeyRange range;
};

Result<IndexKeyRange> multiAttributeKeyRange(const store::KeySchema &key,
                                             const std::vector<expr::KeyConditionTerm> &terms);

} // namespace tablesmith::ops
