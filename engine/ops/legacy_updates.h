#pragma once
// AttributeUpdates (UpdateItem's pre-expression form) as an UpdateExpression:
// PUT -> SET, ADD -> ADD (or list_append for lists), DELETE -> REMOVE or DELETE of elements.

#include "ops/legacy_placeholders.h"

namespace tablesmith::ops::legacy {

// The UpdateExpression; empty when there is nothing to update.
Result<std::string> updateExpression(const json::object &updates,
                                     GeneratedPlaceholders &placeholders);

} // namespace tablesmith::ops::legacy
