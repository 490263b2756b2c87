#include "ops/page_size.h"

#include <tablesmith/attribute_value.h>

#include <boost/json/value.hpp>

#include <algorithm>

namespace tablesmith::ops {
namespace {

namespace json = boost::json;

std::int64_t storedSize(const json::value &typed, bool compact);

std::int64_t binarySize(const json::value &text)
{
    std::string bytes;
    return text.is_string() && base64Decode(text.get_string(), bytes)
               ? static_cast<std::int64_t>(bytes.size())
               : 0;
}

// A number: a byte per two significant digits, one more when their count and the exponent
// are both even, one more when negative.
std::int64_t numberSize(const json::value &text)
{
    if (!text.is_string())
        return 0;
    auto number = Decimal::parse(text.get_string());
    if (!number || number->isZero())
        return 1;
    const auto digits = static_cast<std::int64_t>(number->digits().size());
    const int exponent = number->exponent() - 1; // of the first digit
    return 1 + (digits + 1) / 2 + (digits % 2 != 0 || exponent % 2 != 0 ? 0 : 1)
           + (number->isNegative() ? 1 : 0);
}

std::int64_t attributesSize(const json::object &item, bool compact);

// A value's own size (valSize in dynalite).
std::int64_t valueSize(std::string_view type, const json::value &value, bool compact)
{
    auto sum = [&](std::string_view memberType) {
        std::int64_t total = 0;
        if (value.is_array())
            for (const json::value &member : value.get_array())
                total += valueSize(memberType, member, compact);
        return total;
    };
    if (type == "S")
        return value.is_string() ? static_cast<std::int64_t>(value.get_string().size()) : 0;
    if (type == "B")
        return binarySize(value);
    if (type == "N")
        return numberSize(value);
    if (type == "SS")
        return sum("S");
    if (type == "BS")
        return sum("B");
    if (type == "NS")
        return sum("N");
    if (type == "L") {
        std::int64_t total = 3;
        if (value.is_array())
            for (const json::value &element : value.get_array())
                total += 1 + storedSize(element, compact);
        return total;
    }
    if (type == "M")
        return value.is_object()
                   ? 3 + static_cast<std::int64_t>(value.get_object().size())
                         + attributesSize(value.get_object(), compact)
                   : 3;
    return 1; // NULL, BOOL
}

// A value with what its stored form adds (valSizeWithStorage in dynalite).
std::int64_t storedSize(const json::value &typed, bool compact)
{
    const json::object *o = typed.if_object();
    if (!o || o->empty())
        return 0;
    const std::string_view type = o->begin()->key();
    const json::value &value = o->begin()->value();
    const std::int64_t size = valueSize(type, value, compact);
    if (!compact)
        return size;
    const auto members = [&] {
        return value.is_array() ? static_cast<std::int64_t>(value.get_array().size()) : 0;
    };
    if (type == "S")
        return size + (size < 128 ? 1 : size < 16384 ? 2 : 3);
    if (type == "B" || type == "N")
        return size + 1;
    if (type == "SS" || type == "BS" || type == "NS")
        return size + members() + 1;
    if (type == "NULL")
        return 0;
    if (type == "BOOL")
        return 1;
    return size; // L, M
}

// A map's attributes: each name counts one byte when compact, its length otherwise.
std::int64_t attributesSize(const json::object &item, bool compact)
{
    std::int64_t total = 0;
    for (const auto &[name, value] : item)
        total += storedSize(value, compact)
                 + (compact ? 1 : static_cast<std::int64_t>(name.size()));
    return total;
}

} // namespace

std::int64_t pageBytes(const json::object &item, std::string_view sortKey)
{
    std::int64_t size = 0;
    std::int64_t sortKeySize = 0;
    for (const auto &[name, value] : item) {
        if (!sortKey.empty() && name == sortKey) {
            sortKeySize = storedSize(value, false);
            continue;
        }
        size += storedSize(value, true) + 1;
    }
    // Every started 3 KB block holds 18 bytes of header and the sort key.
    return 2 + size + (1 + (1 + size) / 3072) * (18 + sortKeySize);
}

} // namespace tablesmith::ops
