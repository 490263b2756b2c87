#pragma once
// Moving items between requests, storage and responses.

#include "core/request.h"
#include "core/written_expressions.h"
#include "store/item_store.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

namespace tablesmith::core {

// A request's item or key member, decoded and validated.
Result<Item> requiredItem(const json::object &request, std::string_view member);

// The stored form of an item: compact DynamoDB JSON with canonical numbers.
store::StoredItem storedItem(const Item &item);

// A stored item as a response's DynamoDB JSON, projected when paths are given.
Result<json::object> responseItem(std::string_view storedJson,
                                  const std::vector<expr::Path> *projection);
Result<Item> decodeStored(std::string_view storedJson);

// ProjectionExpression (with its placeholders), or null when the request has none.
Result<std::optional<std::vector<expr::Path>>> projection(const json::object &request,
                                                          expr::Placeholders &placeholders);
// The placeholders of `request` (or of BatchGetItem's `table` entry, `request` being that
// entry); they also say which of its expressions the engine wrote (see WrittenExpressions).
// The 2 MB limits hold the client's substitutions: when the engine added its own (a legacy
// parameter rewritten, a PartiQL statement), `written` says what the client's held.
Result<expr::Placeholders> placeholders(const json::object &request,
                                        const WrittenExpressions &written,
                                        std::string_view table = {});
// The bytes of the request's own ExpressionAttributeNames and ExpressionAttributeValues, as
// the 2 MB limits count them (told to WrittenExpressions before the engine adds any).
SubstitutionSizes substitutionSizes(const json::object &request);

// An optional expression member ("ConditionExpression", "FilterExpression"); empty when absent.
Result<expr::Condition> optionalCondition(const json::object &request, std::string_view member,
                                          expr::Placeholders &placeholders);

} // namespace tablesmith::core
