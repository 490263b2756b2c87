#include "core/request.h"
#include "value/deserializer_errors.h"

#include <cctype>
#include <cmath>

namespace tablesmith::core {
namespace {

// Operation code reads members the request check (model/request_check.cpp) has refused already
// when of the wrong type; these texts are for the rest. Where the member's shape is plain (a
// string, a boolean, a list) they are the service's; an integer (Integer or Long?) or an object
// (a map or a structure, of which shape?) keeps a text of ours.
Error serialization(std::string_view member, std::string_view expected)
{
    return {ErrorKind::SerializationException,
            "Unexpected value type for " + std::string(member) + ": expected "
                + std::string(expected)};
}

bool validTableNameChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
}

} // namespace

std::string memberPath(std::string_view member)
{
    std::string out(member);
    if (!out.empty())
        out[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[0])));
    return out;
}

Error constraintError(std::string_view valueText, std::string_view member,
                      std::string_view constraint)
{
    return Error::validation("1 validation error detected: Value " + std::string(valueText)
                             + " at '" + memberPath(member)
                             + "' failed to satisfy constraint: " + std::string(constraint));
}

Error inValidationEnvelope(Error error)
{
    static constexpr std::string_view kEnvelope = "1 validation error detected: ";
    if (error.kind == ErrorKind::ValidationException && !error.message.starts_with(kEnvelope))
        error.message.insert(0, kEnvelope);
    return error;
}

Result<std::optional<std::string_view>> optionalString(const json::object &request,
                                                       std::string_view member)
{
    const json::value *v = request.if_contains(member);
    if (!v || v->is_null())
        return std::optional<std::string_view>();
    if (!v->is_string())
        return deserializer::notScalar(*v, "String");
    return std::optional<std::string_view>(v->get_string());
}

Result<std::string_view> requiredString(const json::object &request, std::string_view member)
{
    auto value = optionalString(request, member);
    if (!value)
        return value.takeError();
    if (!*value)
        return constraintError("null", member, "Member must not be null");
    return **value;
}

Result<std::optional<bool>> optionalBool(const json::object &request, std::string_view member)
{
    const json::value *v = request.if_contains(member);
    if (!v || v->is_null())
        return std::optional<bool>();
    if (!v->is_bool())
        return deserializer::notScalar(*v, "Boolean");
    return std::optional<bool>(v->get_bool());
}

Result<std::optional<std::int64_t>> optionalInteger(const json::object &request,
                                                    std::string_view member)
{
    const json::value *v = request.if_contains(member);
    if (!v || v->is_null())
        return std::optional<std::int64_t>();
    if (v->is_int64())
        return std::optional<std::int64_t>(v->get_int64());
    if (v->is_uint64())
        return std::optional<std::int64_t>(INT64_MAX);
    if (!v->is_double() || v->get_double() != std::trunc(v->get_double()))
        return serialization(member, "an integer");
    // A whole number past 64 bits clamps as one past INT64_MAX does; converting it to an
    // integer would be undefined (found by fuzz_client_call: "Limit": 22222222222222222226).
    const double d = v->get_double();
    if (d >= 9223372036854775808.0)
        return std::optional<std::int64_t>(INT64_MAX);
    if (d < -9223372036854775808.0)
        return std::optional<std::int64_t>(INT64_MIN);
    return std::optional<std::int64_t>(static_cast<std::int64_t>(d));
}

Result<const json::object *> optionalObject(const json::object &request, std::string_view member)
{
    const json::value *v = request.if_contains(member);
    if (!v || v->is_null())
        return static_cast<const json::object *>(nullptr);
    if (!v->is_object())
        return serialization(member, "a map");
    return &v->get_object();
}

Result<const json::array *> optionalArray(const json::object &request, std::string_view member)
{
    const json::value *v = request.if_contains(member);
    if (!v || v->is_null())
        return static_cast<const json::array *>(nullptr);
    if (!v->is_array())
        return deserializer::notList(*v, deserializer::Position::Field);
    return &v->get_array();
}

Result<std::string_view> tableName(const json::object &request, std::string_view member)
{
    auto name = requiredString(request, member);
    if (!name)
        return name;
    return checkTableName(*name, member);
}

Result<std::string_view> checkTableName(std::string_view name, std::string_view member)
{
    auto quoted = [&] { return "'" + std::string(name) + "'"; }; // for messages only
    if (name.size() < 3)
        return constraintError(quoted(), member,
                               "Member must have length greater than or equal to 3");
    if (name.size() > 255)
        return constraintError(quoted(), member,
                               "Member must have length less than or equal to 255");
    for (char c : name)
        if (!validTableNameChar(c))
            return constraintError(quoted(), member,
                                   "Member must satisfy regular expression pattern: "
                                   "[a-zA-Z0-9_.-]+");
    return name;
}

Result<std::optional<std::string_view>> optionalEnum(const json::object &request,
                                                     std::string_view member,
                                                     std::initializer_list<std::string_view>
                                                         allowed)
{
    auto value = optionalString(request, member);
    if (!value || !*value)
        return value;
    for (std::string_view a : allowed)
        if (a == **value)
            return value;
    std::string set;
    for (std::string_view a : allowed)
        set += (set.empty() ? "" : ", ") + std::string(a);
    return constraintError("'" + std::string(**value) + "'", member,
                           "Member must satisfy enum value set: [" + set + "]");
}

Error tableNotFound(std::string_view name)
{
    return {ErrorKind::ResourceNotFoundException,
            "Requested resource not found: Table: " + std::string(name) + " not found"};
}

} // namespace tablesmith::core
