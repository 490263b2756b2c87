#include "model/service_quirks.h"

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

} // namespace tablesmith::model
