#include <tablesmith/attribute_value.h>

namespace tablesmith {
namespace {

// A number costs one byte per two significant digits plus one (DynamoDB's documented rule).
std::size_t numberSize(const Decimal &d) { return (d.digits().size() + 1) / 2 + 1; }

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
