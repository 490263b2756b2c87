#pragma once
// A value that stands where an item's attribute would (ExpressionAttributeValues): kept out of
// the public header, which every part of the engine includes, since only placeholders read it.

#include <tablesmith/attribute_value.h>

#include <boost/json/value.hpp>

namespace tablesmith {

// attributeFromJson() with its levels counted from the attribute's, so the deepest leaf
// accepted is at level 32, as in an item (paritysuite/dynamodb-conformance
// tests/tier3/limits/nestingDepth.test.ts: 32 wraps around a leaf are refused).
Result<AttributeValue> attributeValueFromJson(const boost::json::value &json);

} // namespace tablesmith
