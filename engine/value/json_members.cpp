#include "value/json_members.h"

namespace json = boost::json;

namespace tablesmith {

const json::object *objectAt(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_object() ? &value->get_object() : nullptr;
}

const json::array *arrayAt(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_array() ? &value->get_array() : nullptr;
}

std::string stringAt(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string() ? std::string(value->get_string()) : std::string();
}

} // namespace tablesmith
