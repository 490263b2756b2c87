#include "value/expression_value.h"

#include <tablesmith/attribute_value.h>

#include "value/deserializer_errors.h"
#include "value/nesting.h"
#include "value/value_layer.h"

#include <algorithm>
#include <optional>

namespace json = boost::json;

namespace tablesmith {
namespace {

constexpr std::string_view kTypeNames[] = {"S", "N", "B", "BOOL", "NULL",
                                           "M", "L", "SS", "NS", "BS"};

Error invalidParameter(std::string_view detail)
{
    return Error::validation("One or more parameter values were invalid: " + std::string(detail));
}

// A value of the wrong JSON type. The request check (model/request_check.cpp) has refused it
// already, with the service's text, which this repeats for callers that skip the check; a null
// keeps our own text, the service's deserializer having none for it.
Error wrongType(const json::value &json, std::string_view whenNull, Error otherwise)
{
    return json.is_null() ? Error::serialization(std::string(whenNull)) : std::move(otherwise);
}

Error notAttributeValueField(const json::value &json, std::string_view whenNull,
                             std::string_view type)
{
    return wrongType(json, whenNull, deserializer::notScalar(json, type));
}

bool nestsPast(const AttributeValue &value, int level)
{
    if (level > nesting::kMaxLevels)
        return true;
    if (const Item *map = value.as<Item>())
        return std::ranges::any_of(*map, [&](const auto &member) {
            return nestsPast(member.second, level + 1);
        });
    if (const AttributeValue::List *list = value.as<AttributeValue::List>())
        return std::ranges::any_of(*list, [&](const AttributeValue &element) {
            return nestsPast(element, level + 1);
        });
    return false;
}

Result<AttributeValue> decode(const json::value &json, int depth);

Result<std::string> decodeString(const json::value &json)
{
    if (!json.is_string())
        return notAttributeValueField(json, "Unexpected value type: expected a string", "String");
    return std::string(json.get_string());
}

Result<Decimal> decodeNumber(const json::value &json)
{
    if (!json.is_string())
        return notAttributeValueField(
            json, "Unexpected value type: expected a string holding a number", "String");
    return parseNumberInLayer(json.get_string());
}

Result<Binary> decodeBinary(const json::value &json)
{
    if (!json.is_string())
        return notAttributeValueField(json, "Unexpected value type: expected a base64 string",
                                      "Blob");
    if (auto error = deserializer::notBase64(json.get_string()))
        return *error;
    Binary b;
    base64Decode(json.get_string(), b.bytes);
    return b;
}

// A JSON boolean, or a string the service reads as one ("no" is false).
std::optional<bool> decodeBoolean(const json::value &json)
{
    if (json.is_bool())
        return json.get_bool();
    if (json.is_string())
        return deserializer::booleanWord(json.get_string());
    return std::nullopt;
}

// Decodes SS / NS / BS: non-empty, no duplicates (numbers compare by value), a repeat refused
// in the words of the calling operation's layer (value_layer.h).
template<class T, class DecodeElement, class Duplicates>
Result<AttributeValue> decodeSet(const json::value &json, std::string_view emptyMessage,
                                 DecodeElement decodeElement, Duplicates duplicates)
{
    if (!json.is_array())
        return wrongType(json, "Unexpected value type: expected a list for a set",
                         deserializer::notList(json, deserializer::Position::Field));
    const json::array &raw = json.get_array();
    if (raw.empty())
        return invalidParameter(emptyMessage);
    std::vector<T> elements;
    elements.reserve(raw.size());
    for (const json::value &e : raw) {
        auto element = decodeElement(e);
        if (!element)
            return element.takeError();
        elements.push_back(std::move(*element));
    }
    std::vector<T> sorted = elements;
    std::sort(sorted.begin(), sorted.end());
    if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        return duplicates(elements, raw);
    // Kept in the service's order, not as written: S and B bytewise, N by value, which is how
    // GetItem returns a set (paritysuite/dynamodb-conformance tests/tier1/updateItem).
    return AttributeValue(std::move(sorted));
}

Result<AttributeValue> decodeMap(const json::value &json, int depth)
{
    if (!json.is_object())
        return wrongType(json, "Unexpected value type: expected an object for a map",
                         deserializer::notMap(json, deserializer::Position::Field,
                                              deserializer::structureClass("AttributeValue")));
    Item map;
    for (const auto &[name, element] : json.get_object()) {
        if (name.size() > kMaxAttributeNameSize)
            return attributeNameTooLarge();
        auto value = decode(element, depth + 1);
        if (!value)
            return value.takeError();
        map.emplace(std::string(name), std::move(*value));
    }
    return AttributeValue(std::move(map));
}

Result<AttributeValue> decodeList(const json::value &json, int depth)
{
    if (!json.is_array())
        return wrongType(json, "Unexpected value type: expected a list",
                         deserializer::notList(json, deserializer::Position::Field));
    AttributeValue::List list;
    list.reserve(json.get_array().size());
    for (const json::value &element : json.get_array()) {
        auto value = decode(element, depth + 1);
        if (!value)
            return value.takeError();
        list.push_back(std::move(*value));
    }
    return AttributeValue(std::move(list));
}

Result<AttributeValue> wrap(auto result)
{
    if (!result)
        return result.takeError();
    return AttributeValue(std::move(*result));
}

Result<AttributeValue> decodeTyped(AttributeType type, const json::value &v, int depth)
{
    switch (type) {
    case AttributeType::S: return wrap(decodeString(v));
    case AttributeType::N: return wrap(decodeNumber(v));
    case AttributeType::B: return wrap(decodeBinary(v));
    case AttributeType::BOOL: {
        const std::optional<bool> value = decodeBoolean(v);
        if (!value)
            return notAttributeValueField(v, "Unexpected value type: expected a boolean for BOOL",
                                          "Boolean");
        return AttributeValue(*value);
    }
    case AttributeType::NUL:
        if (!v.is_null() && !decodeBoolean(v))
            return deserializer::notScalar(v, "Boolean");
        if (decodeBoolean(v) != true)
            return invalidParameter("Null attribute value types must have the value of true");
        return AttributeValue(Null{});
    case AttributeType::M: return decodeMap(v, depth);
    case AttributeType::L: return decodeList(v, depth);
    case AttributeType::SS:
        return decodeSet<std::string>(v, "An string set  may not be empty", decodeString,
                                      duplicateStrings);
    case AttributeType::NS:
        return decodeSet<Decimal>(v, "An number set  may not be empty", decodeNumber,
                                  [](auto &, auto &) { return duplicateNumbers(); });
    case AttributeType::BS:
        return decodeSet<Binary>(v, "Binary sets should not be empty", decodeBinary,
                                 duplicateBinaries);
    }
    return Error::serialization("Unknown attribute type");
}

// The older value layer words any too deep value as it words a too deep item, an expression
// value inside its "ExpressionAttributeValues contains invalid value: " wrapper too
// (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/deepRequests.test.ts, a
// transaction's ConditionCheck and Update values, 2026-10-09); the current layer says it of
// an item only (itemError).
Error nestingTooDeep()
{
    if (valueLayer() == ValueLayer::Older)
        return nesting::tooDeepInItem();
    return Error::validation(std::string(nesting::kTooDeep));
}

Result<AttributeValue> decode(const json::value &json, int depth)
{
    if (depth > nesting::kMaxLevels)
        return nestingTooDeep();
    if (!json.is_object())
        return wrongType(json, "Unexpected value type: expected an AttributeValue object",
                         deserializer::notStructure(json, deserializer::Position::Element,
                                                    "AttributeValue"));
    // One pass over the members (usually one) rather than a lookup per type name: this runs
    // for every attribute of every item a filter or projection decodes. Other members are
    // ignored, as before.
    const json::value *found = nullptr;
    AttributeType type = AttributeType::NUL;
    for (const json::key_value_pair &member : json.get_object()) {
        const std::string_view key(member.key().data(), member.key().size());
        auto t = std::find(std::begin(kTypeNames), std::end(kTypeNames), key);
        if (t == std::end(kTypeNames))
            continue;
        if (found)
            return Error::validation("Supplied AttributeValue has more than one datatypes "
                                     "set, must contain exactly one of the supported "
                                     "datatypes");
        found = &member.value();
        type = static_cast<AttributeType>(t - std::begin(kTypeNames));
    }
    if (!found)
        return Error::validation("Supplied AttributeValue is empty, must contain exactly one "
                                 "of the supported datatypes");
    return decodeTyped(type, *found, depth);
}

json::array setToJson(const auto &elements, auto elementToString)
{
    json::array out;
    out.reserve(elements.size());
    for (const auto &e : elements)
        out.emplace_back(elementToString(e));
    return out;
}

json::value typedToJson(const AttributeValue::Storage &s)
{
    using V = AttributeValue;
    auto binaryText = [](const Binary &b) { return base64Encode(b.bytes); };
    auto numberText = [](const Decimal &d) { return d.toString(); };
    auto identity = [](const std::string &s) { return s; };
    switch (static_cast<AttributeType>(s.index())) {
    case AttributeType::S: return json::string(std::get<std::string>(s));
    case AttributeType::N: return json::string(std::get<Decimal>(s).toString());
    case AttributeType::B: return json::string(base64Encode(std::get<Binary>(s).bytes));
    case AttributeType::BOOL: return json::value(std::get<bool>(s));
    case AttributeType::NUL: return json::value(true);
    case AttributeType::M: return toJson(std::get<Item>(s));
    case AttributeType::L: {
        json::array out;
        for (const V &e : std::get<V::List>(s))
            out.push_back(toJson(e));
        return out;
    }
    case AttributeType::SS: return setToJson(std::get<V::StringSet>(s), identity);
    case AttributeType::NS: return setToJson(std::get<V::NumberSet>(s), numberText);
    case AttributeType::BS: return setToJson(std::get<V::BinarySet>(s), binaryText);
    }
    return nullptr;
}

} // namespace

Error attributeNameTooLarge()
{
    return Error::validation("1 validation error detected: Attribute name is too large, must be "
                             "less than 65536 bytes");
}

std::string_view typeName(AttributeType type)
{
    return kTypeNames[static_cast<size_t>(type)];
}

bool AttributeValue::operator==(const AttributeValue &other) const
{
    if (type() != other.type())
        return false;
    auto sameSet = [](auto a, auto b) {
        std::sort(a.begin(), a.end());
        std::sort(b.begin(), b.end());
        return a == b;
    };
    // Sets are unordered: {"SS": ["a","b"]} equals {"SS": ["b","a"]}.
    if (auto *ss = as<StringSet>())
        return sameSet(*ss, *other.as<StringSet>());
    if (auto *ns = as<NumberSet>())
        return sameSet(*ns, *other.as<NumberSet>());
    if (auto *bs = as<BinarySet>())
        return sameSet(*bs, *other.as<BinarySet>());
    return m_value == other.m_value;
}

Result<AttributeValue> attributeFromJson(const json::value &json)
{
    return decode(json, 0);
}

Result<AttributeValue> attributeValueFromJson(const json::value &json)
{
    return decode(json, 1);
}

Result<Item> itemFromJson(const json::value &json)
{
    if (!json.is_object())
        return wrongType(json, "Unexpected value type: expected a map of attribute values",
                         deserializer::notMap(json, deserializer::Position::Field,
                                              deserializer::structureClass("AttributeValue")));
    return itemFromJson(json.get_object());
}

namespace {

// An item's values say which whole is too deep, as the service words it (DynamoDB Local and
// recordings of the service agree); in the current layer a single value
// (ExpressionAttributeValues) does not.
Error itemError(Error error)
{
    return error.message == nesting::kTooDeep ? nesting::tooDeepInItem() : error;
}

} // namespace

Result<Item> itemFromJson(const json::object &json)
{
    Item item;
    for (const auto &[name, v] : json) {
        if (name.size() > kMaxAttributeNameSize)
            return attributeNameTooLarge();
        auto value = decode(v, 1);
        if (!value)
            return itemError(value.takeError());
        item.emplace(std::string(name), std::move(*value));
    }
    return item;
}

json::value toJson(const AttributeValue &value)
{
    json::object out;
    out.emplace(typeName(value.type()), typedToJson(value.storage()));
    return out;
}

json::object toJson(const Item &item)
{
    json::object out;
    out.reserve(item.size());
    for (const auto &[name, value] : item)
        out.emplace(name, toJson(value));
    return out;
}

bool nesting::nestsTooDeep(const Item &item)
{
    return std::ranges::any_of(item, [](const auto &attribute) {
        return nestsPast(attribute.second, 1);
    });
}

} // namespace tablesmith
