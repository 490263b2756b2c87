#include "key_schema.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/table_description.h>

#include <boost/json/serialize.hpp>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

// DescribeTable's Table, or a CreateTable request: the engine's one reading of either.
KeySchema keySchemaOf(const json::object &table)
{
    KeySchema schema;
    auto described = tableDescriptionFromJson(table);
    if (!described.ok())
        return schema;
    for (const auto &key : described.value().key.attributes())
        schema.keys.push_back({key.name, std::string(typeName(key.type))});
    return schema;
}

Status checkKeyAttribute(const json::object &item, const KeyAttribute &key)
{
    const json::value *value = item.if_contains(key.name);
    if (!value)
        return Error::validation("One or more parameter values were invalid: Missing the key "
                                 + key.name + " in the item");
    const json::object &typed = value->get_object(); // itemFromJson checked the shape
    const json::value *text = typed.if_contains(key.type);
    if (!text)
        return Error::validation("One or more parameter values were invalid: Type mismatch "
                                 "for key " + key.name + " expected: " + key.type);
    if (text->is_string() && text->get_string().empty())
        return Error::validation("One or more parameter values are not valid. The "
                                 "AttributeValue for a key attribute cannot contain an empty "
                                 + std::string(key.type == "B" ? "binary" : "string")
                                 + " value. Key: " + key.name);
    return success();
}

} // namespace

Result<KeySchema> describeKeySchema(Client &client, const std::string &tableName)
{
    TS_TRY_ASSIGN(json::object response,
                  client.call("DescribeTable", json::object{{"TableName", tableName}}));
    const json::value *table = response.if_contains("Table");
    if (!table || !table->is_object())
        return Error{ErrorKind::InternalServerError, "DescribeTable answered without Table"};
    return keySchemaOf(table->get_object());
}

KeySchema keySchemaFromCreateRequest(const json::object &request)
{
    return keySchemaOf(request);
}

Status checkItem(const json::object &item, const KeySchema &schema)
{
    TS_TRY_ASSIGN(Item decoded, itemFromJson(item));
    for (const KeyAttribute &key : schema.keys)
        TS_TRY_STATUS(checkKeyAttribute(item, key));
    if (itemSize(decoded) > kMaxItemSize)
        return Error::validation("Item size has exceeded the maximum allowed size");
    return success();
}

std::string keyOf(const json::object &item, const KeySchema &schema)
{
    std::string key;
    for (const KeyAttribute &attribute : schema.keys) {
        if (const json::value *value = item.if_contains(attribute.name))
            key += json::serialize(*value);
        key += '\x1f';
    }
    return key;
}

} // namespace tablesmith::io
