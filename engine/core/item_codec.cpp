#include "core/item_codec.h"
#include "core/stored_json.h"

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>

namespace tablesmith::core {
namespace {

constexpr std::size_t kMaxPlaceholderSize = 255; // "#name" or ":value", the prefix included
// All of a request's ExpressionAttributeNames and ExpressionAttributeValues together.
constexpr std::size_t kMaxSubstitutionSize = 2 * 1024 * 1024;

Error placeholderTooLong(std::string_view member, std::string_view detail)
{
    return Error::validation(std::string(member) + " contains invalid key: The expression "
                             "attribute map contains a key that is too long;"
                             + std::string(detail));
}

// The bytes of a value's strings and map keys: the size DynamoDB limits, near enough to place
// the 2 MB line without decoding the values twice.
std::size_t textSize(const json::value &v)
{
    if (const json::string *s = v.if_string())
        return s->size();
    std::size_t size = 1;
    if (const json::array *a = v.if_array()) {
        for (const json::value &e : *a)
            size += textSize(e);
    } else if (const json::object *o = v.if_object()) {
        for (const auto &member : *o)
            size += member.key().size() + textSize(member.value());
    }
    return size;
}

std::size_t nameSize(const json::value &name)
{
    return name.is_string() ? name.get_string().size() : 0;
}

std::size_t namesSize(const json::object &names)
{
    std::size_t total = 0;
    for (const auto &[key, name] : names)
        total += key.size() + nameSize(name);
    return total;
}

std::size_t valuesSize(const json::object &values)
{
    std::size_t total = 0;
    for (const auto &[key, value] : values)
        total += key.size() + textSize(value);
    return total;
}

// A key is written as an expression writes its placeholder: "#" or ":" and then letters,
// digits or '_'. The service checks every key before it reads any expression.
bool isPlaceholderKey(std::string_view key, char prefix)
{
    auto isPart = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
               || c == '_';
    };
    return key.size() > 1 && key.front() == prefix
           && std::all_of(key.begin() + 1, key.end(), isPart);
}

// The service's text, as dynalite's tests (checked against DynamoDB) record it.
Error placeholderSyntax(std::string_view member, std::string_view key)
{
    return Error::validation(std::string(member) + " contains invalid key: Syntax error; key: \""
                             + std::string(key) + "\"");
}

Status checkNames(const json::object &names)
{
    if (names.empty()) // given, so it must hold something (dynalite's putItem.js, recorded)
        return Error::validation("ExpressionAttributeNames must not be empty");
    for (const auto &[key, name] : names) {
        if (key.size() > kMaxPlaceholderSize)
            return placeholderTooLong("ExpressionAttributeNames",
                                      " size of key: " + std::to_string(key.size()));
        if (!isPlaceholderKey(key, '#'))
            return placeholderSyntax("ExpressionAttributeNames", key);
        if (nameSize(name) > kMaxAttributeNameSize)
            return attributeNameTooLarge();
    }
    return success();
}

Status checkValues(const json::object &values)
{
    if (values.empty())
        return Error::validation("ExpressionAttributeValues must not be empty");
    for (const auto &[key, value] : values) {
        // The service gives the size of a too-long name key, not of a value key.
        if (key.size() > kMaxPlaceholderSize)
            return placeholderTooLong("ExpressionAttributeValues", "");
        if (!isPlaceholderKey(key, ':'))
            return placeholderSyntax("ExpressionAttributeValues", key);
    }
    return success();
}

// The three texts are DynamoDB Local's, word for word (its ErrorFactory, as decompiled in
// public copies: EXPR_ATTR_NAMES_MAP_SIZE_EXCEEDED, EXPR_ATTR_VALUES_MAP_SIZE_EXCEEDED,
// EXPR_ATTR_NAMES_PLUS_VALUES_MAPS_SIZE_EXCEEDED); no recording of the service found.
// Every entry's key and name are checked, whoever wrote them; the sizes are the client's
// (`client`, when the engine added entries of its own).
Status checkSubstitutions(const json::object *names, const json::object *values,
                          const std::optional<SubstitutionSizes> &client)
{
    if (names)
        TS_TRY_STATUS(checkNames(*names));
    if (values)
        TS_TRY_STATUS(checkValues(*values));
    const SubstitutionSizes sizes = client ? *client
                                           : SubstitutionSizes{names ? namesSize(*names) : 0,
                                                               values ? valuesSize(*values) : 0};
    if (sizes.names > kMaxSubstitutionSize)
        return Error::validation("ExpressionAttributeNames exceeds max size");
    if (sizes.values > kMaxSubstitutionSize)
        return Error::validation("ExpressionAttributeValues exceeds max size");
    if (sizes.names + sizes.values > kMaxSubstitutionSize)
        return Error::validation("Combined size of ExpressionAttributeNames and "
                                 "ExpressionAttributeValues exceeds max size");
    return success();
}

} // namespace

Result<Item> requiredItem(const json::object &request, std::string_view member)
{
    auto object = optionalObject(request, member);
    if (!object)
        return object.takeError();
    if (!*object)
        return constraintError("null", member, "Member must not be null");
    return itemFromJson(**object);
}

store::StoredItem storedItem(const Item &item)
{
    return {json::serialize(toJson(item)), static_cast<std::int64_t>(itemSize(item))};
}

Result<Item> decodeStored(std::string_view storedJson)
{
    // The json form lives only until the Item is built: a stack arena saves its allocations.
    unsigned char buffer[4096];
    json::monotonic_resource arena(buffer, sizeof buffer);
    std::optional<json::value> v = parseStoredJson(storedJson, &arena);
    if (!v)
        return Error{ErrorKind::InternalServerError, "stored item is not valid JSON"};
    return itemFromJson(*v);
}

Result<json::object> responseItem(std::string_view storedJson,
                                  const std::vector<expr::Path> *paths)
{
    if (paths) {
        auto item = decodeStored(storedJson);
        if (!item)
            return item.takeError();
        return toJson(expr::project(*item, *paths));
    }
    std::optional<json::value> v = parseStoredJson(storedJson);
    if (!v || !v->is_object())
        return Error{ErrorKind::InternalServerError, "stored item is not valid JSON"};
    return std::move(v->get_object());
}

Result<expr::Placeholders> placeholders(const json::object &request,
                                        const WrittenExpressions &written, std::string_view table)
{
    auto names = optionalObject(request, "ExpressionAttributeNames");
    if (!names)
        return names.takeError();
    auto values = optionalObject(request, "ExpressionAttributeValues");
    if (!values)
        return values.takeError();
    TS_TRY_STATUS(checkSubstitutions(*names, *values, written.clientSubstitutions(table)));
    expr::Placeholders result(*names, *values);
    TS_TRY_STATUS(result.checkValues());
    written.markOn(result, table);
    return result;
}

SubstitutionSizes substitutionSizes(const json::object &request)
{
    SubstitutionSizes sizes;
    if (const json::value *names = request.if_contains("ExpressionAttributeNames"))
        sizes.names = names->is_object() ? namesSize(names->get_object()) : 0;
    if (const json::value *values = request.if_contains("ExpressionAttributeValues"))
        sizes.values = values->is_object() ? valuesSize(values->get_object()) : 0;
    return sizes;
}

Result<std::optional<std::vector<expr::Path>>> projection(const json::object &request,
                                                          expr::Placeholders &placeholders)
{
    auto text = optionalString(request, "ProjectionExpression");
    if (!text)
        return text.takeError();
    if (!*text)
        return std::optional<std::vector<expr::Path>>();
    auto paths = expr::parseProjection(**text, placeholders);
    if (!paths)
        return paths.takeError();
    return std::optional<std::vector<expr::Path>>(std::move(*paths));
}

Result<expr::Condition> optionalCondition(const json::object &request, std::string_view member,
                                          expr::Placeholders &placeholders)
{
    TS_TRY_ASSIGN(auto text, optionalString(request, member));
    if (!text)
        return expr::Condition();
    const auto kind = member == "FilterExpression" ? expr::ExpressionKind::Filter
                                                   : expr::ExpressionKind::Condition;
    return expr::parseCondition(*text, placeholders, kind);
}

} // namespace tablesmith::core
