#include "model/service_quirks.h"

#include <boost/json/value.hpp>

#include <algorithm>
#include <map>

namespace tablesmith::model {

const std::vector<std::string> &serviceEnumOrder(std::string_view shape)
{
    // As the service prints them in "Member must satisfy enum value set: […]"; enums not here
    // are printed in the model's order, which matches the service's for those recorded.
    static const std::map<std::string, std::vector<std::string>, std::less<>> orders = {
        {"ScalarAttributeType", {"B", "N", "S"}},
        {"ComparisonOperator",
         {"IN", "NULL", "BETWEEN", "LT", "NOT_CONTAINS", "EQ", "GT", "NOT_NULL", "NE", "LE",
          "BEGINS_WITH", "GE", "CONTAINS"}},
        {"ReturnValue", {"ALL_NEW", "UPDATED_OLD", "ALL_OLD", "NONE", "UPDATED_NEW"}},
        // paritysuite/dynamodb-conformance tests/tier3/validation-ordering/{updateItem,
        // deepRequests}.test.ts, eu-west-2 and us-east-1, 2026-10-09.
        {"ConditionalOperator", {"OR", "AND"}},
        {"Select", {"SPECIFIC_ATTRIBUTES", "COUNT", "ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES"}},
    };
    static const std::vector<std::string> none;
    const auto found = orders.find(shape);
    return found == orders.end() ? none : found->second;
}

bool lengthLeftToOperation(std::string_view shape)
{
    // AttributeName: "Attribute name is too large, must be less than 65536 bytes", counted in
    // bytes by the item decoder and the placeholder check, wherever the name appears.
    return shape == "KeyList" || shape == "AttributeName";
}

bool keysHeldToTableNames(std::string_view mapShape)
{
    return mapShape == "BatchGetRequestMap" || mapShape == "BatchWriteItemRequestMap";
}

bool keysEchoedAsJson(std::string_view mapShape)
{
    return mapShape == "BatchGetRequestMap";
}

bool enumLeftToOperation(std::string_view shape, std::string_view value)
{
    // Recorded from the service: 'junk' and 'standard' get the operation's sentence (the
    // Alternator suite's test_tableclass), '' the framework's enum message.
    return shape == "TableClass" && !value.empty();
}

std::optional<std::string> emptyRequestItemsAnswer(std::string_view operation,
                                                   const boost::json::object &request)
{
    const boost::json::value *items = request.if_contains("RequestItems");
    if (!items || !items->is_object() || !items->get_object().empty())
        return std::nullopt;
    // As recorded from the service: BatchWriteItem still answers with the sentence dynalite
    // recorded; BatchGetItem moved to the framework's newer wording, which names the member
    // without echoing its value (paritysuite/dynamodb-conformance, 2026-09).
    if (operation == "BatchWriteItem")
        return "The requestItems parameter is required for BatchWriteItem";
    if (operation == "BatchGetItem")
        return "1 validation error detected: Value at 'RequestItems' failed to satisfy "
               "constraint: Member must have length greater than or equal to 1";
    return std::nullopt;
}

bool reportedInNewerWording(std::string_view operation, std::string_view path)
{
    return operation == "Query" && path == "limit";
}

std::optional<std::string> queryConditionalOperatorAnswer(std::string_view operation,
                                                          const boost::json::object &request)
{
    const boost::json::value *op = request.if_contains("ConditionalOperator");
    if (operation != "Query" || !op || !op->is_string() || op->get_string() == "AND"
        || op->get_string() == "OR")
        return std::nullopt;
    return "Failed to satisfy constraint: Member must satisfy enum value set: [ALL, OR]";
}

namespace {

// The JSON levels of `value`, an object or an array being one above its members, counted no
// further than `limit`.
int levelsOf(const boost::json::value &value, int limit)
{
    if (limit <= 0)
        return 0;
    int below = 0;
    auto deepen = [&](const boost::json::value &member) { // true once the limit is reached
        below = std::max(below, levelsOf(member, limit - 1));
        return below == limit - 1;
    };
    if (const boost::json::object *object = value.if_object()) {
        for (const auto &member : *object)
            if (deepen(member.value()))
                break;
        return 1 + below;
    }
    if (const boost::json::array *array = value.if_array()) {
        for (const boost::json::value &element : *array)
            if (deepen(element))
                break;
        return 1 + below;
    }
    return 0;
}

} // namespace

bool readInOlderForm(const boost::json::object &request)
{
    constexpr int kNewerFormLevels = 128; // the request object itself is one
    for (const auto &member : request)
        if (levelsOf(member.value(), kNewerFormLevels) == kNewerFormLevels)
            return true;
    return false;
}

} // namespace tablesmith::model
