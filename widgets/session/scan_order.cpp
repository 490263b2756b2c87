#include "session/scan_order.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/key_encoding.h>

namespace tablesmith::gui {
namespace {

std::optional<std::string> encodedKey(const boost::json::object &item, const std::string &name,
                                      AttributeType *type = nullptr)
{
    const auto *json = item.if_contains(name);
    if (!json)
        return std::nullopt;
    auto value = attributeFromJson(*json);
    if (!value.ok())
        return std::nullopt;
    const AttributeType valueType = value.value().type();
    if (valueType != AttributeType::S && valueType != AttributeType::N
        && valueType != AttributeType::B)
        return std::nullopt;
    if (type)
        *type = valueType;
    return encodeKey(value.value());
}

} // namespace

std::optional<ScanPosition> scanPositionOf(const boost::json::object &item,
                                           const std::string &partitionKey,
                                           const std::string &sortKey)
{
    AttributeType type = AttributeType::S;
    auto pk = encodedKey(item, partitionKey, &type);
    if (!pk)
        return std::nullopt;
    ScanPosition position;
    position.hash = serviceHash(type, *pk); // the engine's Scan order (key_encoding.h)
    position.partitionKey = std::move(*pk);
    if (!sortKey.empty()) {
        auto sk = encodedKey(item, sortKey);
        if (!sk)
            return std::nullopt;
        position.sortKey = std::move(*sk);
    }
    return position;
}

} // namespace tablesmith::gui
