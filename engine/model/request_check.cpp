#include "model/request_check.h"

#include "model/api_model.h"
#include "value/deserializer_errors.h"

#include <boost/json/value.hpp>

#include <cmath>
#include <string>

namespace tablesmith::model {

namespace json = boost::json;
using deserializer::Position;

namespace {

// A null where a value must be: the service's deserializer has no text of its own for it.
Error unexpectedNull(std::string_view member, std::string_view expected)
{
    return Error::serialization("Unexpected value type for " + std::string(member)
                                + ": expected " + std::string(expected));
}

bool isInteger(const json::value &value)
{
    if (value.is_int64() || value.is_uint64())
        return true;
    return value.is_double() && std::trunc(value.get_double()) == value.get_double();
}

std::string_view expectedText(Shape::Type type)
{
    switch (type) {
    case Shape::Type::String:
    case Shape::Type::Blob: return "a string";
    case Shape::Type::Boolean: return "a boolean";
    case Shape::Type::Integer:
    case Shape::Type::Long: return "an integer";
    case Shape::Type::Double: return "a number";
    case Shape::Type::Timestamp: return "a timestamp";
    case Shape::Type::List: return "a list";
    case Shape::Type::Map: return "a map";
    case Shape::Type::Structure: break;
    }
    return "a structure";
}

// The scalar type as the service's texts name it.
std::string_view scalarType(Shape::Type type)
{
    switch (type) {
    case Shape::Type::String: return "String";
    case Shape::Type::Boolean: return "Boolean";
    case Shape::Type::Integer: return "Integer";
    case Shape::Type::Long: return "Long";
    case Shape::Type::Double: return "Double";
    case Shape::Type::Blob: return "Blob";
    case Shape::Type::Timestamp: return "Date";
    case Shape::Type::Structure:
    case Shape::Type::List:
    case Shape::Type::Map: break;
    }
    return "";
}

// The Java type the service's model has for a shape, which its collection texts name:
// "java.util.Map<java.lang.String, com.amazonaws.dynamodb.v20120810.AttributeValue>".
std::string javaType(const Shape &shape)
{
    switch (shape.type) {
    case Shape::Type::Structure: return deserializer::structureClass(shape.name);
    case Shape::Type::List: return "java.util.List<" + javaType(*shape.member) + ">";
    case Shape::Type::Map:
        return "java.util.Map<java.lang.String, " + javaType(*shape.value) + ">";
    default: return deserializer::scalarClass(scalarType(shape.type));
    }
}

// Where a value sits. `member` is the structure member that holds it (a list's elements and a
// map's values are reported under it); within an AttributeValue a null is left to the item
// decoder, which refuses it with its own texts.
struct Place {
    std::string_view member;
    Position position = Position::Field;
    bool inAttributeValue = false;
};

Status checkValue(const Shape &shape, const json::value &value, const Place &place);

// A null member counts as absent.
Status checkStructure(const Shape &shape, const json::object &object, bool inAttributeValue)
{
    for (const auto &[name, value] : object) {
        const auto member = shape.members.find(std::string_view(name));
        if (member != shape.members.end() && !value.is_null())
            TS_TRY_STATUS(checkValue(*member->second, value,
                                     {name, Position::Field, inAttributeValue}));
    }
    return success();
}

Status checkList(const Shape &shape, const json::value &value, const Place &place)
{
    if (!value.is_array())
        return deserializer::notList(value, place.position);
    const Place element{place.member, Position::Element, place.inAttributeValue};
    for (const json::value &entry : value.get_array())
        TS_TRY_STATUS(checkValue(*shape.member, entry, element));
    return success();
}

// A null structure in a map (a legacy condition or update, an item's attribute) is the
// operation's to refuse, with its own message, as the service refuses it; a null string is not.
Status checkMap(const Shape &shape, const json::value &value, const Place &place)
{
    if (!value.is_object())
        return deserializer::notMap(value, place.position, javaType(*shape.value));
    const bool nullAllowed = shape.value->type == Shape::Type::Structure;
    const Place element{place.member, Position::Element, place.inAttributeValue};
    for (const auto &entry : value.get_object()) {
        if (!(nullAllowed && entry.value().is_null()))
            TS_TRY_STATUS(checkValue(*shape.value, entry.value(), element));
    }
    return success();
}

// The service reads "yes", "no", ... as a Boolean anywhere; the item decoder does too, for
// an AttributeValue's BOOL and NULL. Operation code reads JSON booleans only, so other members
// refuse them still.
bool booleanWordIn(const json::value &value, const Place &place)
{
    return place.inAttributeValue && value.is_string()
           && deserializer::booleanWord(value.get_string());
}

Status checkScalar(const Shape &shape, const json::value &value, const Place &place)
{
    const std::string_view type = scalarType(shape.type);
    switch (shape.type) {
    case Shape::Type::String:
        return value.is_string() ? success() : deserializer::notScalar(value, type);
    case Shape::Type::Blob: // base64 text
        if (!value.is_string())
            return deserializer::notScalar(value, type);
        if (auto error = deserializer::notBase64(value.get_string()))
            return *error;
        return success();
    case Shape::Type::Boolean:
        if (value.is_bool() || booleanWordIn(value, place))
            return success();
        return deserializer::notScalar(value, type);
    // The service floors a fraction where it wants an integer; operation code here reads
    // integers only, so a fraction is refused.
    case Shape::Type::Integer:
    case Shape::Type::Long:
        return isInteger(value) ? success() : deserializer::notScalar(value, type);
    case Shape::Type::Double:
        return value.is_number() ? success() : deserializer::notScalar(value, type);
    case Shape::Type::Timestamp: // seconds since the epoch, or ISO 8601 text
        return value.is_number() || value.is_string() ? success()
                                                      : deserializer::notScalar(value, type);
    case Shape::Type::Structure:
    case Shape::Type::List:
    case Shape::Type::Map:
        break;
    }
    return success();
}

// AttributeValues are checked here too, member by member (S a String, L a list of
// AttributeValue, ...), so every operation gets the service's texts for them.
Status checkValue(const Shape &shape, const json::value &value, const Place &place)
{
    const bool inAttributeValue = place.inAttributeValue || shape.name == "AttributeValue";
    if (value.is_null())
        return inAttributeValue ? success()
                                : unexpectedNull(place.member, expectedText(shape.type));
    const Place inner{place.member, place.position, inAttributeValue};
    switch (shape.type) {
    case Shape::Type::Structure:
        if (!value.is_object())
            return deserializer::notStructure(value, place.position, shape.name);
        return checkStructure(shape, value.get_object(), inAttributeValue);
    case Shape::Type::List: return checkList(shape, value, inner);
    case Shape::Type::Map: return checkMap(shape, value, inner);
    default: return checkScalar(shape, value, inner);
    }
}

} // namespace

Status checkRequestTypes(std::string_view operation, const json::object &request)
{
    const ApiModel *model = ApiModel::defining(operation);
    if (!model)
        return success();
    return checkStructure(*model->input(operation), request, false);
}

} // namespace tablesmith::model
