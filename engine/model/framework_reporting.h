#pragma once
// Which member violations the service's request framework reports together, which alone, and
// in which order, where that is not what the published model implies. Recorded against the
// service in us-east-1 and eu-west-2, 2026-10-09 (paritysuite/dynamodb-conformance tests/tier3/
// validation-ordering/*.test.ts and error-messages/transact{Get,Write}Items.test.ts).

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::model {

// The operation's top-level members whose violations are listed first, in this order; the
// others follow in name order. Empty where name order is what the service was seen to use.
const std::vector<std::string_view> &membersReportedFirst(std::string_view operation);

// True for a structure whose TableName (a TableArn in the model, which allows any 1 to 1024
// characters) the framework still holds to a table name's pattern and length unless it is an
// ARN, reporting it under the member's full path: a transaction's actions
// ("transactItems.2.member.update.tableName").
bool tableArnHeldToTableName(std::string_view structureShape);

// True for an operation whose table name is checked before its other members and reported
// alone, held to a table name's constraints: CreateTable ("reports only tableName").
bool tableNameReportedAlone(std::string_view operation);

// True for a batch map whose malformed table names are reported only when no other member is
// at fault: BatchWriteItem gives way to an unknown ReturnConsumedCapacity, which BatchGetItem
// reports together with its map's keys.
bool tableNameKeysGiveWay(std::string_view mapShape);

// The constraint a structure breaks by holding none of its members, as the framework words it
// for a TransactWriteItems action, or nothing.
std::optional<std::string> noMemberConstraint(std::string_view structureShape);

// UpdateItem with its Key and an unknown ReturnValues: answered alone, in the framework's newer
// bare wording (sic "UPDATE_NEW"), ahead of an unknown ReturnConsumedCapacity. The message, or
// nothing.
std::optional<std::string> updateItemReturnValuesAnswer(std::string_view operation,
                                                        const boost::json::object &request);

} // namespace tablesmith::model
