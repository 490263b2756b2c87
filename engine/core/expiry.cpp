#include "core/expiry.h"
#include "core/stored_json.h"

#include <algorithm>
#include <cstdlib>
#include <string>

namespace tablesmith::core {
namespace {

namespace json = boost::json;

// Whether the stored text can hold the attribute at all. A name JSON would escape is not
// looked for as written (stored text spells it escaped): such items are always parsed.
bool mayHoldAttribute(std::string_view itemJson, std::string_view attribute)
{
    const bool plain = std::ranges::none_of(attribute, [](char c) {
        return c == '"' || c == '\\' || static_cast<unsigned char>(c) < 0x20;
    });
    if (!plain)
        return true;
    std::string quoted;
    quoted.reserve(attribute.size() + 2);
    quoted.append(1, '"').append(attribute).append(1, '"');
    return itemJson.find(quoted) != std::string_view::npos;
}

} // namespace

std::optional<double> timeToLiveExpiry(const Item &item, std::string_view attribute)
{
    auto found = item.find(attribute);
    if (found == item.end())
        return std::nullopt;
    const Decimal *number = found->second.as<Decimal>();
    if (!number)
        return std::nullopt;
    if (number->isZero())
        return 0.0;
    // 0.d1d2...E<exponent>, as Decimal keeps it.
    std::string text = number->isNegative() ? "-0." : "0.";
    text += number->digits();
    text += 'e';
    text += std::to_string(number->exponent());
    return std::strtod(text.c_str(), nullptr);
}

std::optional<double> timeToLiveExpiry(std::string_view storedJson, std::string_view attribute)
{
    if (!mayHoldAttribute(storedJson, attribute))
        return std::nullopt;
    const std::optional<json::value> item = parseStoredJson(storedJson);
    if (!item) // not ours to judge here: the item never expires
        return std::nullopt;
    const json::value *value = item->is_object() ? item->as_object().if_contains(attribute)
                                                 : nullptr;
    if (!value || !value->is_object())
        return std::nullopt;
    const json::value *number = value->as_object().if_contains("N");
    if (!number || !number->is_string())
        return std::nullopt;
    return std::strtod(std::string(number->as_string()).c_str(), nullptr);
}

} // namespace tablesmith::core
