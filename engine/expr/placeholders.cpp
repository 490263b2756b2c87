#include <tablesmith/expression.h>

#include "value/deserializer_errors.h"
#include "value/expression_value.h"
#include "value/value_layer.h"

#include <boost/json/value.hpp>

namespace tablesmith::expr {
namespace {

// "keys: {#a, #b}" in the order the request gave them.
std::string unusedKeys(const boost::json::object &map,
                       const std::set<std::string, std::less<>> &used)
{
    std::string keys;
    for (const auto &entry : map) {
        if (used.contains(std::string_view(entry.key())))
            continue;
        keys += keys.empty() ? "" : ", ";
        keys += std::string_view(entry.key());
    }
    return keys;
}

// A value that does not read as an AttributeValue, named by its placeholder; the current value
// layer leaves a number's or a set's fault bare (value/value_layer.h).
Result<AttributeValue> readValue(const boost::json::value &json, std::string_view placeholder)
{
    auto value = attributeValueFromJson(json);
    if (!value && value.error().kind == ErrorKind::ValidationException
        && (valueLayer() == ValueLayer::Older || !isValueLayerFault(value.error())))
        return Error::validation("ExpressionAttributeValues contains invalid value: "
                                 + value.error().message + " for key "
                                 + std::string(placeholder));
    return value;
}

} // namespace

Placeholders::Placeholders(const boost::json::object *names, const boost::json::object *values)
    : m_names(names), m_values(values)
{
}

Result<std::string> Placeholders::name(std::string_view placeholder)
{
    const boost::json::value *name = m_names ? m_names->if_contains(placeholder) : nullptr;
    if (!name)
        return Error::validation("An expression attribute name used in the document path is "
                                 "not defined; attribute name: " + std::string(placeholder));
    m_usedNames.emplace(placeholder);
    if (name->is_null())
        return Error{ErrorKind::SerializationException,
                     "Unexpected value type: expected a string for an attribute name"};
    if (!name->is_string()) // as the request check words it, for callers that skip it
        return deserializer::notScalar(*name, "String");
    return std::string(name->get_string());
}

Result<AttributeValue> Placeholders::value(std::string_view placeholder)
{
    const boost::json::value *json = m_values ? m_values->if_contains(placeholder) : nullptr;
    if (!json)
        return Error::validation("An expression attribute value used in expression is not "
                                 "defined; attribute value: " + std::string(placeholder));
    m_usedValues.emplace(placeholder);
    if (auto checked = m_checkedValues.find(placeholder); checked != m_checkedValues.end())
        return checked->second;
    return readValue(*json, placeholder);
}

Status Placeholders::checkValues()
{
    if (!m_values)
        return success();
    for (const auto &[placeholder, json] : *m_values) {
        TS_TRY_ASSIGN(AttributeValue value, readValue(json, placeholder));
        m_checkedValues.emplace(std::string(placeholder), std::move(value));
    }
    return success();
}

Status Placeholders::checkAllUsed() const
{
    if (m_names) {
        if (auto keys = unusedKeys(*m_names, m_usedNames); !keys.empty())
            return Error::validation("Value provided in ExpressionAttributeNames unused in "
                                     "expressions: keys: {" + keys + "}");
    }
    if (m_values) {
        if (auto keys = unusedKeys(*m_values, m_usedValues); !keys.empty())
            return Error::validation("Value provided in ExpressionAttributeValues unused in "
                                     "expressions: keys: {" + keys + "}");
    }
    return success();
}

} // namespace tablesmith::expr
