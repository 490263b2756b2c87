// libFuzzer target: the DynamoDB JSON decoder (AttributeValue / Item from JSON) and what it
// feeds: numbers, binaries, item sizes and the order-preserving key encoding.
//
// Invariants: whatever decodes encodes back to JSON that decodes to the same value; numbers
// print as text that parses to the same number; key encodings sort as their values do.

#include "fuzz_support.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/key_encoding.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace {

using namespace tablesmith;
using fuzz::require;
namespace json = boost::json;

int sign(int c) { return (c > 0) - (c < 0); }

int orderOf(std::strong_ordering order)
{
    return order < 0 ? -1 : (order > 0 ? 1 : 0);
}

void checkNumber(const Decimal &number)
{
    auto again = Decimal::parse(number.toString());
    require(again.ok(), "a number's text parses");
    require(*again == number, "a number's text parses to the same number");
}

// Keys of the same type sort by their encodings exactly as by their values.
void checkKeyOrder(const AttributeValue &a, const AttributeValue &b)
{
    const std::string ka = encodeKey(a);
    const std::string kb = encodeKey(b);
    int byValue = 0;
    if (const auto *n = a.as<Decimal>())
        byValue = orderOf(*n <=> *b.as<Decimal>());
    else if (const auto *s = a.as<std::string>())
        byValue = sign(s->compare(*b.as<std::string>()));
    else
        byValue = orderOf(*a.as<Binary>() <=> *b.as<Binary>());
    require(sign(ka.compare(kb)) == byValue, "key encodings sort as their values");
}

void collectKeys(const AttributeValue &value, std::vector<const AttributeValue *> &keys)
{
    switch (value.type()) {
    case AttributeType::S:
    case AttributeType::N:
    case AttributeType::B:
        keys.push_back(&value);
        break;
    case AttributeType::M:
        for (const auto &[name, child] : *value.as<Item>())
            collectKeys(child, keys);
        break;
    case AttributeType::L:
        for (const AttributeValue &child : *value.as<AttributeValue::List>())
            collectKeys(child, keys);
        break;
    case AttributeType::NS:
        for (const Decimal &n : *value.as<AttributeValue::NumberSet>())
            checkNumber(n);
        break;
    default:
        break;
    }
}

void checkValue(const AttributeValue &value)
{
    auto back = attributeFromJson(json::parse(json::serialize(toJson(value))));
    require(back.ok(), "an encoded value decodes");
    require(*back == value, "an encoded value decodes to the same value");
    (void)attributeSize(value);
    std::vector<const AttributeValue *> keys;
    collectKeys(value, keys);
    for (const AttributeValue *key : keys) {
        if (const auto *n = key->as<Decimal>())
            checkNumber(*n);
        (void)partitionHash(encodeKey(*key));
    }
    for (std::size_t i = 0; i + 1 < keys.size() && i < 64; ++i)
        if (keys[i]->type() == keys[i + 1]->type())
            checkKeyOrder(*keys[i], *keys[i + 1]);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    std::string_view text(reinterpret_cast<const char *>(data), size);
    // Inputs that are not JSON still exercise the number and base64 parsers.
    if (auto number = Decimal::parse(text))
        checkNumber(*number);
    std::string bytes;
    if (base64Decode(text, bytes))
        require(base64Encode(bytes).size() == text.size(), "base64 round-trips its length");

    boost::system::error_code ec;
    json::value parsed = json::parse(text, ec);
    if (ec)
        return 0;
    if (auto value = attributeFromJson(parsed))
        checkValue(*value);
    if (auto item = itemFromJson(parsed)) {
        (void)itemSize(*item);
        auto back = itemFromJson(toJson(*item));
        require(back.ok() && *back == *item, "an item round-trips through JSON");
        for (const auto &[name, value] : *item)
            checkValue(value);
    }
    return 0;
}
