#include "session/scan_order.h"

#include <tablesmith/attribute_value.h>
#include <tablesmith/key_encoding.h>

namespace tablesmith::gui {
namespace {

std::optional<std::string> encodedKey(const boost::json::object &item, const std::string &name)
{
    const auto *json = item.if_contains(name);
    if (!json)
        return std::nullopt;
    auto value = attributeFromJson(*json);
    if (!value.ok())
        return std::nullopt;
    const AttributeType type = value.value().type();
    if (type != AttributeType::S && type != AttributeType::N && type != AttributeType::B)
        return std::nullopt;
    return encodeKey(value.value());
}

} // namespace

std::optional<ScanPosition> scanPositionOf(const boost::json::object &item,
                                           const std::string &partitionKey,
                                           const std::string &sortKey)
{
    auto pk = encodedKey(item, partitionKey);
    if (!pk)
        return std::nullopt;
    ScanPosition position;
    position.hash = partitionHash(*pk);
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
