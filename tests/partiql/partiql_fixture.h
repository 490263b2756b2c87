#pragma once
// The ecommerce example table with its GSI1, loaded from the shipped items, and PartiQL call
// helpers for the PartiQL tests.

#include "ecommerce_table.h"
#include "engine_fixture.h"

#include <boost/json/array.hpp>

namespace tablesmith::test {

inline void createEcommerceWithIndex(Client &db, std::string_view name, bool stream = false)
{
    auto r = db.call("CreateTable",
                     ecommerceCreateTable({.name = std::string(name), .stream = stream}));
    if (!r)
        qFatal("CreateTable: %s", r.error().message.c_str());
}

// The example's items (resources/examples/ecommerce/items.jsonl).
inline void loadEcommerceItems(Client &db, std::string_view table)
{
    for (const json::object &put : ecommercePutItems(table)) {
        auto r = db.call("PutItem", put);
        if (!r)
            qFatal("PutItem: %s", r.error().message.c_str());
    }
}

inline json::object statement(std::string_view text, std::string_view parameters = {})
{
    json::object request{{"Statement", text}};
    if (!parameters.empty())
        request["Parameters"] = json::parse(parameters);
    return request;
}

// "PK/SK" of each item, comma separated, in order.
inline QString itemKeys(const json::array &items)
{
    QStringList keys;
    for (const json::value &item : items) {
        const json::object &o = item.as_object();
        auto str = [&](const char *name) {
            const json::value *v = o.if_contains(name);
            return v ? QString::fromStdString(std::string(v->at("S").as_string())) : QString("-");
        };
        keys << str("PK") + "/" + str("SK");
    }
    return keys.join(',');
}

inline QString errorText(const Result<json::object> &r)
{
    if (r)
        return "succeeded: " + text(*r);
    return QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                  + r.error().message);
}

} // namespace tablesmith::test
