#pragma once
// Helpers for the design tests: the ecommerce example as a design, and JSON compared with
// member order aside.

#include <tablesmith/design.h>

#include <boost/json/serialize.hpp>
#include <boost/json/value.hpp>

#include <QTest>

#include <algorithm>
#include <string>

namespace design_test {

inline tablesmith::design::Design ecommerce()
{
    auto design = tablesmith::design::loadExampleDesign(TABLESMITH_EXAMPLES_DIR "ecommerce");
    if (!design)
        qFatal("ecommerce example: %s", design.error().message.c_str());
    return std::move(*design);
}

// The value with every object's members sorted by name, so that order does not count.
inline boost::json::value sorted(const boost::json::value &value)
{
    if (const auto *object = value.if_object()) {
        std::vector<std::string> names;
        for (const auto &member : *object)
            names.emplace_back(member.key());
        std::sort(names.begin(), names.end());
        boost::json::object result;
        for (const std::string &name : names)
            result[name] = sorted(object->at(name));
        return result;
    }
    if (const auto *array = value.if_array()) {
        boost::json::array result;
        for (const auto &element : *array)
            result.push_back(sorted(element));
        return result;
    }
    return value;
}

inline std::string canonical(const boost::json::value &value)
{
    return boost::json::serialize(sorted(value));
}

inline tablesmith::Item item(const char *json)
{
    auto parsed = tablesmith::design::parseDesignJson(json);
    if (!parsed)
        qFatal("bad test item: %s", parsed.error().message.c_str());
    auto decoded = tablesmith::itemFromJson(*parsed);
    if (!decoded)
        qFatal("bad test item: %s", decoded.error().message.c_str());
    return std::move(*decoded);
}

} // namespace design_test
