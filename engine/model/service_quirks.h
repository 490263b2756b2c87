#pragma once
// What the service's request framework does that its published model does not say: the order
// in which it prints an enum's values (its own set order, recorded from its messages), and the
// few constraints it leaves to the operation, which then answers with a message of its own.

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::model {

// The enum's values in the order the service lists them, or empty for the model's order.
const std::vector<std::string> &serviceEnumOrder(std::string_view shape);

// True for a shape whose length limit the operation checks itself (BatchGetItem's keys per
// table: "Too many items requested for the BatchGetItem call"; attribute names).
bool lengthLeftToOperation(std::string_view shape);

// True for the batches' RequestItems, whose keys the framework still holds to the table-name
// constraints (ARNs aside). BatchGetItem's map is echoed as the request's JSON, BatchWriteItem's
// in Java's toString form, its structures as WriteRequest(putRequest=PutRequest(...)):
// paritysuite/dynamodb-conformance tests/tier3/error-messages/batch{Get,Write}Item.test.ts,
// recorded in us-east-1 and eu-west-2 on 2026-10-09.
bool keysHeldToTableNames(std::string_view mapShape);
bool keysEchoedAsJson(std::string_view mapShape);

// True for an enum whose other values the operation refuses in words of its own (TableClass:
// "Invalid table-class parameter provided…"); the framework still refuses an empty string.
bool enumLeftToOperation(std::string_view shape, std::string_view value);

// An empty RequestItems map, which the batch operations answer in words of their own rather
// than with the framework's echo of the value: the message, or nothing when the request has
// no such map.
std::optional<std::string> emptyRequestItemsAnswer(std::string_view operation,
                                                   const boost::json::object &request);

// Query's Limit is reported in the framework's newer wording, which names the member as the
// API does and echoes no value ("Value at 'Limit' failed to satisfy constraint: …"); Scan's
// and ExecuteStatement's are still "Value '0' at 'limit'". True for such a member's path.
bool reportedInNewerWording(std::string_view operation, std::string_view path);

// A Query whose ConditionalOperator is not AND or OR is refused alone, before the other
// constraints and bare ("Failed to satisfy constraint: Member must satisfy enum value set:
// [ALL, OR]", sic): the message, or nothing. Both recorded against the service in 2026
// (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/query.test.ts).
std::optional<std::string> queryConditionalOperatorAnswer(std::string_view operation,
                                                          const boost::json::object &request);

// True for a request the service reads in its older form: one nested more than 128 JSON levels
// deep, past which (a value nested about 62 levels) PutItem and DeleteItem report ReturnValues
// as the older form words it, bare ("ReturnValues can only be ALL_OLD or NONE"), where they
// otherwise put it in the validation envelope. paritysuite/dynamodb-conformance tests/tier3/
// validation-ordering/deepRequests.test.ts records values nested 40 (83 JSON levels: the newer
// form) and 63 and 100 levels (129 and more: the older); the edge between is our inference.
bool readInOlderForm(const boost::json::object &request);

} // namespace tablesmith::model
