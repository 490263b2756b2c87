#include <tablesmith/attribute_value.h>

namespace tablesmith {
namespace {

std::size_t halfRoundedUp(std::size_t digits) { return (digits + 1) / 2; }

// What the service charges, not the documented "one byte per two significant digits plus one":
// the digits either side of the decimal point are counted apart, each half rounded up, and a
// negative number pays a byte for its sign (paritysuite/dynamodb-conformance
// tests/tier3/limits/numberByteSize.test.ts, 23 literals measured in eu-west-2). The exponent
// costs nothing, so 1E125 costs what 1 does.
std::size_t numberSize(const Decimal &d)
{
    if (d.isZero())
        return 1;
    const std::size_t digits = d.digits().size();
    const std::size_t sign = d.isNegative() ? 1 : 0;
    // exponent() is where the decimal point falls among the significant digits.
    if (d.exponent() <= 0 || static_cast<std::size_t>(d.exponent()) >= digits)
        return 1 + halfRoundedUp(digits) + sign;
    const auto integer = static_cast<std::size_t>(d.exponent());
    return 1 + halfRoundedUp(integer) + halfRoundedUp(digits - integer) + sign;
}

// Lists and maps carry 3 bytes of overhead and 1 byte per element.
constexpr std::size_t kContainerOverhead = 3;

} // namespace

std::size_t attributeSize(const AttributeValue &value)
{
    using V = AttributeValue;
    std::size_t size = 0;
    switch (value.type()) {
    case AttributeType::S: return value.as<std::string>()->size();
    case AttributeType::N: return numberSize(*value.as<Decimal>());
    case AttributeType::B: return value.as<Binary>()->bytes.size();
    case AttributeType::BOOL:
    case AttributeType::NUL: return 1;
    case AttributeType::M:
        for (const auto &[name, element] : *value.as<Item>())
            size += name.size() + attributeSize(element) + 1;
        return size + kContainerOverhead;
    case AttributeType::L:
        for (const V &element : *value.as<V::List>())
            size += attributeSize(element) + 1;
        return size + kContainerOverhead;
    case AttributeType::SS:
        for (const std::string &s : *value.as<V::StringSet>())
            size += s.size();
        return size;
    case AttributeType::NS:
        for (const Decimal &d : *value.as<V::NumberSet>())
            size += numberSize(d);
        return size;
    case AttributeType::BS:
        for (const Binary &b : *value.as<V::BinarySet>())
            size += b.bytes.size();
        return size;
    }
    return size;
}

std::size_t itemSize(const Item &item)
{
    std::size_t size = 0;
    for (const auto &[name, value] : item)
        size += name.size() + attributeSize(value);
    return size;
}

} // namespace tablesmith
