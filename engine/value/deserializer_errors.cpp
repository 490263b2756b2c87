#include "value/deserializer_errors.h"

#include <cctype>

namespace json = boost::json;

namespace tablesmith::deserializer {
namespace {

constexpr std::string_view kModelPackage = "com.amazonaws.dynamodb.v20120810.";

constexpr std::string_view kStructureOrMap = "Start of structure or map found where not expected";
// A list or a map inside a list or a map: the service's reflection fails on the nested generic
// type before it looks at the value.
constexpr std::string_view kNestedCollection =
    "class sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl cannot be cast to class "
    "java.lang.Class (sun.reflect.generics.reflectiveObjects.ParameterizedTypeImpl and "
    "java.lang.Class are in module java.base of loader 'bootstrap')";

// The parser's name for the token of a scalar. A number boost.json read as a double was written
// with a fraction or an exponent.
std::string_view token(const json::value &value)
{
    if (value.is_bool())
        return value.get_bool() ? "TRUE_VALUE" : "FALSE_VALUE";
    if (value.is_string())
        return "STRING_VALUE";
    return value.is_double() ? "DECIMAL_VALUE" : "NUMBER_VALUE";
}

int sextet(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '/')
        return c == '+' ? 62 : 63;
    return -1;
}

// With one pad the last character before it carries 4 data bits of its 6, with two pads 2;
// the rest must be zero.
bool lastNonPadValid(std::string_view text, std::size_t pads)
{
    const int value = sextet(text[text.size() - 1 - pads]);
    const int unused = pads == 2 ? 0xf : 0x3;
    return value < 0 || (value & unused) == 0;
}

} // namespace

std::string structureClass(std::string_view shapeName)
{
    return std::string(kModelPackage) + std::string(shapeName);
}

std::string scalarClass(std::string_view type)
{
    if (type == "Blob")
        return "java.nio.ByteBuffer";
    if (type == "Date")
        return "java.util.Date";
    return "java.lang." + std::string(type);
}

std::optional<bool> booleanWord(std::string_view text)
{
    std::string upper(text);
    for (char &c : upper)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (upper == "TRUE" || upper == "YES" || upper == "1")
        return true;
    if (upper == "FALSE" || upper == "NO" || upper == "0")
        return false;
    return std::nullopt;
}

Error notScalar(const json::value &value, std::string_view type)
{
    if (value.is_object())
        return Error::serialization(std::string(kStructureOrMap));
    if (value.is_array())
        return Error::serialization("Unrecognized collection type class " + scalarClass(type));
    if (type == "Blob")
        return Error::serialization("only base-64-encoded strings are convertible to bytes");
    if (type == "Boolean" && value.is_string())
        return Error::serialization("Unexpected token received from parser");
    return Error::serialization(std::string(token(value)) + " cannot be converted to "
                                + std::string(type));
}

std::optional<Error> notBase64(std::string_view text)
{
    if (text.size() % 4 != 0)
        return Error::serialization("Base64 encoded length is expected a multiple of 4 bytes "
                                    "but found: " + std::to_string(text.size()));
    std::size_t pads = 0;
    while (pads < 2 && pads < text.size() && text[text.size() - 1 - pads] == '=')
        ++pads;
    // The service checks the last character before the padding first: "=+/=" is refused for
    // its "/", not for its leading "=".
    if (pads > 0 && pads < text.size() && !lastNonPadValid(text, pads))
        return Error::serialization("Invalid last non-pad Base64 character dectected"); // sic
    // Not recorded from the service today: its 2015 text without the "'...' can not be
    // converted to a Blob: " prefix it has dropped from the two texts above.
    for (char c : text.substr(0, text.size() - pads))
        if (sextet(c) < 0)
            return Error::serialization("Invalid Base64 character: '" + std::string(1, c) + "'");
    return std::nullopt;
}

Error notStructure(const json::value &value, Position position, std::string_view shapeName)
{
    if (value.is_array())
        return Error::serialization("Unrecognized collection type class "
                                    + structureClass(shapeName));
    return Error::serialization(position == Position::Field ? "Unexpected field type"
                                                            : "Unexpected value type in payload");
}

Error notList(const json::value &value, Position position)
{
    if (value.is_object())
        return Error::serialization(std::string(kStructureOrMap));
    return Error::serialization(std::string(position == Position::Field ? "Unexpected field type"
                                                                        : kNestedCollection));
}

Error notMap(const json::value &value, Position position, std::string_view valueClass)
{
    if (value.is_array())
        return Error::serialization("Unrecognized collection type java.util.Map<java.lang.String, "
                                    + std::string(valueClass) + ">");
    return Error::serialization(std::string(position == Position::Field ? "Unexpected field type"
                                                                        : kNestedCollection));
}

} // namespace tablesmith::deserializer
