#pragma once
// The texts of the DynamoDB service's JSON deserializer for a request member of the wrong JSON
// type: a SerializationException (HTTP 400) before any validation. Worded as the service words
// them today, recorded against it in dynalite's test helpers (assertType) and quoted from it in
// localstack issue #9412 (2023), e.g. "NUMBER_VALUE cannot be converted to String"; the 2015
// wording ("class java.lang.Short can not be converted to an String") is gone.

#include <tablesmith/error.h>

#include <boost/json/value.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::deserializer {

// Where a value sits decides the text: a member of a structure, or an element of a list or a
// value of a map.
enum class Position { Field, Element };

// The Java class the service's model gives a structure shape, e.g. "KeySchemaElement" ->
// "com.amazonaws.dynamodb.v20120810.KeySchemaElement".
std::string structureClass(std::string_view shapeName);

// The Java class of a scalar type (below), e.g. "Blob" -> "java.nio.ByteBuffer".
std::string scalarClass(std::string_view type);
// The strings the service's parser reads as a Boolean, in any case: "true", "yes" and "1";
// "false", "no" and "0" (dynalite's notes; its tests record {"NULL": "no"} refused as a NULL of
// false, where "23" is "Unexpected token received from parser").
std::optional<bool> booleanWord(std::string_view text);

// A value, not null (the service's deserializer has no text for a null), that is not of the
// scalar `type`: "String", "Boolean", "Integer", "Long", "Double", "Date" or "Blob" (base64).
Error notScalar(const boost::json::value &value, std::string_view type);
// Why base64 text is not a Blob, or nothing when it is one.
std::optional<Error> notBase64(std::string_view text);
// A value that is not a structure (an object) of the shape `shapeName`.
Error notStructure(const boost::json::value &value, Position position,
                   std::string_view shapeName);
// A value that is not a list (an array).
Error notList(const boost::json::value &value, Position position);
// A value that is not a map (an object) of values of the Java type `valueClass`
// ("java.lang.String", structureClass("AttributeValue"), ...).
Error notMap(const boost::json::value &value, Position position, std::string_view valueClass);

} // namespace tablesmith::deserializer
