#include "codegen/request_shape.h"

#include <array>
#include <utility>

namespace tablesmith::codegen {
namespace {

using enum MemberKind;

struct Row {
    std::string_view member;
    MemberKind kind;
    std::string_view type;
};

// Members whose shape is the same in every structure that has them.
constexpr std::array kCommon{
    Row{"TableName", String, ""},
    Row{"IndexName", String, ""},
    Row{"KeyConditionExpression", String, ""},
    Row{"FilterExpression", String, ""},
    Row{"ProjectionExpression", String, ""},
    Row{"ConditionExpression", String, ""},
    Row{"UpdateExpression", String, ""},
    Row{"Statement", String, ""},
    Row{"NextToken", String, ""},
    Row{"ClientRequestToken", String, ""},
    Row{"Limit", Integer, ""},
    Row{"Segment", Integer, ""},
    Row{"TotalSegments", Integer, ""},
    Row{"ConsistentRead", Boolean, ""},
    Row{"ScanIndexForward", Boolean, ""},
    Row{"Select", Enum, "Select"},
    Row{"ReturnValues", Enum, "ReturnValue"},
    Row{"ReturnConsumedCapacity", Enum, "ReturnConsumedCapacity"},
    Row{"ReturnItemCollectionMetrics", Enum, "ReturnItemCollectionMetrics"},
    Row{"ReturnValuesOnConditionCheckFailure", Enum, "ReturnValuesOnConditionCheckFailure"},
    Row{"ExpressionAttributeNames", StringMap, ""},
    Row{"AttributesToGet", StringList, ""},
    Row{"Item", AttributeMap, ""},
    Row{"Key", AttributeMap, ""},
    Row{"ExpressionAttributeValues", AttributeMap, ""},
    Row{"ExclusiveStartKey", AttributeMap, ""},
    Row{"Keys", AttributeMapList, ""},
    Row{"Parameters", AttributeList, ""},
    // Inside WriteRequest, TransactWriteItem and TransactGetItem.
    Row{"PutRequest", Structure, "PutRequest"},
    Row{"DeleteRequest", Structure, "DeleteRequest"},
    Row{"Put", Structure, "Put"},
    Row{"Update", Structure, "Update"},
    Row{"Delete", Structure, "Delete"},
    Row{"ConditionCheck", Structure, "ConditionCheck"},
    Row{"Get", Structure, "Get"},
    Row{"Statements", StructureList, "BatchStatementRequest"},
    Row{"TransactStatements", StructureList, "ParameterizedStatement"},
    // The legacy parameters (kept as written by the languages that pass them through).
    Row{"KeyConditions", StructureMap, "Condition"},
    Row{"QueryFilter", StructureMap, "Condition"},
    Row{"ScanFilter", StructureMap, "Condition"},
    Row{"Expected", StructureMap, "ExpectedAttributeValue"},
    Row{"AttributeUpdates", StructureMap, "AttributeValueUpdate"},
    Row{"AttributeValueList", AttributeList, ""},
    Row{"Value", AttributeValue, ""},
    Row{"ComparisonOperator", String, ""},
    Row{"Action", String, ""},
    Row{"Exists", Boolean, ""},
    Row{"ConditionalOperator", Enum, "ConditionalOperator"},
};

} // namespace

MemberShape memberShape(std::string_view type, std::string_view member)
{
    if (member == "RequestItems") {
        if (type == "BatchGetItem")
            return {StructureMap, "KeysAndAttributes"};
        if (type == "BatchWriteItem")
            return {StructureListMap, "WriteRequest"};
    }
    if (member == "TransactItems") {
        if (type == "TransactGetItems")
            return {StructureList, "TransactGetItem"};
        if (type == "TransactWriteItems")
            return {StructureList, "TransactWriteItem"};
    }
    for (const Row &row : kCommon)
        if (row.member == member)
            return {row.kind, std::string(row.type)};
    return {};
}

bool holdsAttributeValues(MemberKind kind)
{
    return kind == AttributeMap || kind == AttributeMapList || kind == AttributeList ||
           kind == AttributeValue;
}

} // namespace tablesmith::codegen
