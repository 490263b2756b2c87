#include "ops/legacy_placeholders.h"

#include <tablesmith/attribute_value.h>

namespace tablesmith::ops::legacy {
namespace {

json::object &substitutionMap(json::object &request, std::string_view member)
{
    json::value &map = request[member];
    if (!map.is_object())
        map.emplace_object();
    return map.get_object();
}

} // namespace

// Skips numbers the client's own placeholders already use (a Query may mix KeyConditions with
// a FilterExpression).
std::string GeneratedPlaceholders::fresh(std::string_view member, std::string_view prefix,
                                         unsigned &counter)
{
    const json::object &map = substitutionMap(m_request, member);
    std::string key;
    do {
        key = std::string(prefix) + std::to_string(counter++);
    } while (map.contains(key));
    return key;
}

std::string GeneratedPlaceholders::name(std::string_view attribute)
{
    if (auto found = m_names.find(attribute); found != m_names.end())
        return found->second;
    std::string key = fresh("ExpressionAttributeNames", "#legacy", m_nameCount);
    substitutionMap(m_request, "ExpressionAttributeNames")[key] = attribute;
    m_names.emplace(std::string(attribute), key);
    return key;
}

Result<std::string> GeneratedPlaceholders::value(const json::value &value)
{
    TS_TRY_STATUS(attributeFromJson(value));
    std::string key = fresh("ExpressionAttributeValues", ":legacy", m_valueCount);
    substitutionMap(m_request, "ExpressionAttributeValues")[key] = value;
    return key;
}

} // namespace tablesmith::ops::legacy
