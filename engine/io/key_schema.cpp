#include "key_schema.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/serialize.hpp>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

std::string stringAt(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

std::string attributeType(const json::object &request, const std::string &name)
{
    const json::value *definitions = request.if_contains("AttributeDefinitions");
    if (!definitions || !definitions->is_array())
        return "S";
    for (const json::value &definition : definitions->get_array()) {
        if (definition.is_object() && stringAt(definition.get_object(), "AttributeName") == name)
            return stringAt(definition.get_object(), "AttributeType");
    }
    return "S";
}

KeySchema keySchemaOf(const json::object &table)
{
    KeySchema schema;
    const json::value *keys = table.if_contains("KeySchema");
    if (!keys || !keys->is_array())
        return schema;
    for (const json::value &key : keys->get_array()) {
        if (!key.is_object())
            continue;
        std::string name = stringAt(key.get_object(), "AttributeName");
        KeyAttribute attribute{name, attributeType(table, name)};
        if (stringAt(key.get_object(), "KeyType") == "HASH")
            schema.keys.insert(schema.keys.begin(), attribute);
        else
            schema.keys.push_back(attribute);
    }
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
