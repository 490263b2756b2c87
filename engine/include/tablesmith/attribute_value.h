#pragma once
// AttributeValue: one DynamoDB value — S, N, B, BOOL, NULL, M, L, SS, NS, BS — and Item, a map
// of attribute names to values. Conversion from DynamoDB JSON validates exactly as the service
// does (one type per value, valid numbers, non-empty sets without duplicates) and reports
// DynamoDB's messages.

#include <tablesmith/decimal.h>
#include <tablesmith/error.h>

#include <boost/json/value.hpp>

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace tablesmith {

// The order is persisted in key encodings and type codes: never reorder.
enum class AttributeType { S, N, B, BOOL, NUL, M, L, SS, NS, BS };

// DynamoDB's type descriptor: "S", "N", ..., "NULL".
std::string_view typeName(AttributeType type);

struct Binary {
    std::string bytes;
    bool operator==(const Binary &) const = default;
    auto operator<=>(const Binary &) const = default;
};
struct Null {
    bool operator==(const Null &) const = default;
};

class AttributeValue;
using Item = std::map<std::string, AttributeValue, std::less<>>;

class AttributeValue {
public:
    using List = std::vector<AttributeValue>;
    using StringSet = std::vector<std::string>;
    using NumberSet = std::vector<Decimal>;
    using BinarySet = std::vector<Binary>;
    // Alternatives in AttributeType order.
    using Storage = std::variant<std::string, Decimal, Binary, bool, Null, Item, List, StringSet,
                                 NumberSet, BinarySet>;

    AttributeValue() : m_value(Null{}) {}
    template<class T>
    AttributeValue(T value) : m_value(std::move(value)) {}
    AttributeValue(const char *s) : m_value(std::string(s)) {}

    AttributeType type() const { return static_cast<AttributeType>(m_value.index()); }
    const Storage &storage() const { return m_value; }
    template<class T>
    const T *as() const { return std::get_if<T>(&m_value); }

    bool operator==(const AttributeValue &other) const;

private:
    Storage m_value;
};

// Decodes one DynamoDB JSON value such as {"S": "x"} or {"M": {...}}.
Result<AttributeValue> attributeFromJson(const boost::json::value &json);
// Decodes an item: {"name": {"S": "x"}, ...}.
Result<Item> itemFromJson(const boost::json::value &json);
// The same from a map already known to be one: a json::object passed to the overload above
// would be copied into a json::value first (a whole request's Item, on every PutItem).
Result<Item> itemFromJson(const boost::json::object &json);
boost::json::value toJson(const AttributeValue &value);
boost::json::object toJson(const Item &item);

// Size as DynamoDB bills and limits it: attribute names plus values.
std::size_t attributeSize(const AttributeValue &value);
std::size_t itemSize(const Item &item);
constexpr std::size_t kMaxItemSize = 400 * 1024;
// Attribute names and map keys: at most 65,535 bytes of UTF-8 (the service's message says
// "less than 65536").
constexpr std::size_t kMaxAttributeNameSize = 65535;
// The ValidationException for a longer one, in the service's words.
Error attributeNameTooLarge();

// Base64 as DynamoDB JSON carries binaries.
std::string base64Encode(std::string_view bytes);
bool base64Decode(std::string_view text, std::string &bytes);

} // namespace tablesmith
