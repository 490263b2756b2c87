#include "core/item_codec.h"
#include "core/stored_json.h"

#include <boost/json/monotonic_resource.hpp>
#include <boost/json/serialize.hpp>

namespace tablesmith::core {

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

Result<expr::Placeholders> placeholders(const json::object &request)
{
    auto names = optionalObject(request, "ExpressionAttributeNames");
    if (!names)
        return names.takeError();
    auto values = optionalObject(request, "ExpressionAttributeValues");
    if (!values)
        return values.takeError();
    return expr::Placeholders(*names, *values);
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
