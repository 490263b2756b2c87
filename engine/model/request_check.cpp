#include "model/request_check.h"

#include "model/api_model.h"

#include <boost/json/value.hpp>

#include <cmath>

namespace tablesmith::model {

namespace json = boost::json;

namespace {

Error wrongType(std::string_view member, std::string_view expected)
{
    return {ErrorKind::SerializationException, "Unexpected value type for " + std::string(member)
                                                   + ": expected " + std::string(expected)};
}

bool isInteger(const json::value &value)
{
    if (value.is_int64() || value.is_uint64())
        return true;
    return value.is_double() && std::trunc(value.get_double()) == value.get_double();
}

Status checkValue(const Shape &shape, const json::value &value, std::string_view member);

// A null member counts as absent; a null inside a list, or in a map of strings, is a value of
// the wrong type.
Status checkStructure(const Shape &shape, const json::object &object)
{
    for (const auto &[name, value] : object) {
        const auto member = shape.members.find(std::string_view(name));
        if (member != shape.members.end() && !value.is_null())
            TS_TRY_STATUS(checkValue(*member->second, value, name));
    }
    return success();
}

// Lists and map values are reported under the member that holds them, as the service does.
Status checkCollection(const Shape &shape, const json::value &value, std::string_view member)
{
    if (shape.type == Shape::Type::List) {
        if (!value.is_array())
            return wrongType(member, "a list");
        for (const json::value &element : value.get_array())
            TS_TRY_STATUS(checkValue(*shape.member, element, member));
        return success();
    }
    if (!value.is_object())
        return wrongType(member, "a map");
    // A null structure in a map (a legacy condition or update) is the operation's to refuse,
    // with its own message, as the service refuses it.
    const bool nullAllowed = shape.value->type == Shape::Type::Structure;
    for (const auto &entry : value.get_object()) {
        if (!(nullAllowed && entry.value().is_null()))
            TS_TRY_STATUS(checkValue(*shape.value, entry.value(), member));
    }
    return success();
}

Status checkScalar(const Shape &shape, const json::value &value, std::string_view member)
{
    switch (shape.type) {
    case Shape::Type::String:
    case Shape::Type::Blob: // base64 text
        return value.is_string() ? success() : wrongType(member, "a string");
    case Shape::Type::Boolean:
        return value.is_bool() ? success() : wrongType(member, "a boolean");
    case Shape::Type::Integer:
    case Shape::Type::Long:
        return isInteger(value) ? success() : wrongType(member, "an integer");
    case Shape::Type::Double:
        return value.is_number() ? success() : wrongType(member, "a number");
    case Shape::Type::Timestamp: // seconds since the epoch, or ISO 8601 text
        return value.is_number() || value.is_string() ? success()
                                                      : wrongType(member, "a timestamp");
    case Shape::Type::Structure:
    case Shape::Type::List:
    case Shape::Type::Map:
        break;
    }
    return success();
}

Status checkValue(const Shape &shape, const json::value &value, std::string_view member)
{
    if (shape.name == "AttributeValue")
        return success();
    if (shape.type == Shape::Type::Structure) {
        if (!value.is_object())
            return wrongType(member, "a structure");
        return checkStructure(shape, value.get_object());
    }
    if (shape.type == Shape::Type::List || shape.type == Shape::Type::Map)
        return checkCollection(shape, value, member);
    return checkScalar(shape, value, member);
}

} // namespace

Status checkRequestTypes(std::string_view operation, const json::object &request)
{
    const ApiModel *model = ApiModel::defining(operation);
    if (!model)
        return success();
    return checkStructure(*model->input(operation), request);
}

} // namespace tablesmith::model
