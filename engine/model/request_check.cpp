#include "model/request_check.h"

#include "model/api_model.h"

#include <boost/json/value.hpp>

#include <cctype>
#include <cmath>
#include <string>

namespace tablesmith::model {

namespace json = boost::json;

namespace {

Error serialization(std::string message)
{
    return {ErrorKind::SerializationException, std::move(message)};
}

// A null where a value must be: the service's deserializer has no text of its own for it.
Error unexpectedNull(std::string_view member, std::string_view expected)
{
    return serialization("Unexpected value type for " + std::string(member) + ": expected "
                         + std::string(expected));
}

bool isInteger(const json::value &value)
{
    if (value.is_int64() || value.is_uint64())
        return true;
    return value.is_double() && std::trunc(value.get_double()) == value.get_double();
}

// The Java class the service's JSON reader makes of a scalar, which its messages name.
std::string javaClass(const json::value &value)
{
    if (value.is_bool())
        return "java.lang.Boolean";
    if (value.is_string())
        return "java.lang.String";
    if (!isInteger(value))
        return "java.lang.Double";
    const double number = value.to_number<double>();
    if (number >= -32768 && number <= 32767)
        return "java.lang.Short";
    if (number >= -2147483648.0 && number <= 2147483647.0)
        return "java.lang.Integer";
    return "java.lang.Long";
}

// The service's deserializer texts (recorded from it by dynalite's tests), grammar included,
// for a value that is not the scalar `target` ("String", "Integer", "Blob", ...).
Error notConvertible(const json::value &value, std::string_view target)
{
    if (value.is_array())
        return serialization("Start of list found where not expected");
    if (value.is_object())
        return serialization("Start of structure or map found where not expected.");
    const std::string article = target == "Blob" ? "a " : "an ";
    if (target == "Boolean" && value.is_string()) {
        std::string text(value.get_string());
        for (char &c : text)
            c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        return serialization("'" + text + "' can not be converted to an Boolean");
    }
    return serialization("class " + javaClass(value) + " can not be converted to " + article
                         + std::string(target));
}

// For a list, a map or a structure.
Error notAggregate(const json::value &value, Shape::Type expected)
{
    if (value.is_array())
        return serialization("Start of list found where not expected");
    if (value.is_object())
        return serialization("Start of structure or map found where not expected.");
    switch (expected) {
    case Shape::Type::List: return serialization("Expected list or null");
    case Shape::Type::Map: return serialization("Expected map or null");
    default: return serialization("Expected null");
    }
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
            return notAggregate(value, shape.type);
        for (const json::value &element : value.get_array())
            TS_TRY_STATUS(checkValue(*shape.member, element, member));
        return success();
    }
    if (!value.is_object())
        return notAggregate(value, shape.type);
    // A null structure in a map (a legacy condition or update) is the operation's to refuse,
    // with its own message, as the service refuses it.
    const bool nullAllowed = shape.value->type == Shape::Type::Structure;
    for (const auto &entry : value.get_object()) {
        if (!(nullAllowed && entry.value().is_null()))
            TS_TRY_STATUS(checkValue(*shape.value, entry.value(), member));
    }
    return success();
}

Status checkScalar(const Shape &shape, const json::value &value)
{
    switch (shape.type) {
    case Shape::Type::String:
        return value.is_string() ? success() : notConvertible(value, "String");
    case Shape::Type::Blob: // base64 text
        return value.is_string() ? success() : notConvertible(value, "Blob");
    case Shape::Type::Boolean:
        return value.is_bool() ? success() : notConvertible(value, "Boolean");
    // The service floors a fraction where it wants an integer; operation code here reads
    // integers only, so a fraction is refused.
    case Shape::Type::Integer:
        return isInteger(value) ? success() : notConvertible(value, "Integer");
    case Shape::Type::Long:
        return isInteger(value) ? success() : notConvertible(value, "Long");
    case Shape::Type::Double:
        return value.is_number() ? success() : notConvertible(value, "Double");
    case Shape::Type::Timestamp: // seconds since the epoch, or ISO 8601 text
        return value.is_number() || value.is_string() ? success()
                                                      : notConvertible(value, "Date");
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
    if (value.is_null())
        return unexpectedNull(member, expectedText(shape.type));
    if (shape.type == Shape::Type::Structure) {
        if (!value.is_object())
            return notAggregate(value, shape.type);
        return checkStructure(shape, value.get_object());
    }
    if (shape.type == Shape::Type::List || shape.type == Shape::Type::Map)
        return checkCollection(shape, value, member);
    return checkScalar(shape, value);
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
