#pragma once
// What each request member holds, as the typed SDKs (Java, Go) need to know it and the
// dictionary-literal languages need to find the AttributeValues: DynamoDB's API model for the
// data-plane operations, after legacy parameters are rewritten to expressions.

#include <string>
#include <string_view>

namespace tablesmith::codegen {

enum class MemberKind {
    String,
    Integer,
    Boolean,
    Enum,             // a string enum; `type` names it ("Select", "ReturnValue")
    StringMap,        // ExpressionAttributeNames
    StringList,       // AttributesToGet
    AttributeMap,     // Item, Key, ExpressionAttributeValues, ExclusiveStartKey
    AttributeMapList, // Keys
    AttributeList,    // Parameters, AttributeValueList
    AttributeValue,   // a legacy condition's Value
    Structure,        // `type` names it ("Put", "KeysAndAttributes")
    StructureList,    // a list of `type`
    StructureMap,     // a map of table names to `type` (BatchGetItem's RequestItems)
    StructureListMap, // a map of table names to lists of `type` (BatchWriteItem's)
    Unknown,
};

struct MemberShape {
    MemberKind kind = MemberKind::Unknown;
    std::string type;
};

// The shape of `member` in a structure of `type`; the top-level request's type is the
// operation's name ("Query"). Unknown for members the generators do not know.
MemberShape memberShape(std::string_view type, std::string_view member);

// True for members that hold AttributeValues in any form (the dictionary-literal languages
// convert exactly these).
bool holdsAttributeValues(MemberKind kind);

} // namespace tablesmith::codegen
