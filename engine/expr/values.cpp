#include "values.h"

#include <boost/json/serialize.hpp>

namespace tablesmith::expr {

std::optional<std::strong_ordering> compareScalars(const AttributeValue &a,
                                                   const AttributeValue &b)
{
    if (a.type() != b.type())
        return std::nullopt;
    if (const auto *s = a.as<std::string>())
        return s->compare(*b.as<std::string>()) <=> 0;
    if (const auto *n = a.as<Decimal>())
        return *n <=> *b.as<Decimal>();
    if (const auto *bytes = a.as<Binary>())
        return *bytes <=> *b.as<Binary>();
    return std::nullopt;
}

std::string quoteValue(const AttributeValue &value)
{
    std::string text;
    if (const auto *s = value.as<std::string>())
        text = *s;
    else if (const auto *n = value.as<Decimal>())
        text = n->toString();
    else if (const auto *b = value.as<Binary>())
        text = base64Encode(b->bytes);
    else
        text = boost::json::serialize(toJson(value));
    return "AttributeValue: {" + std::string(typeName(value.type())) + ":" + text + "}";
}

} // namespace tablesmith::expr
