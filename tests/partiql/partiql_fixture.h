#pragma once
// The ecommerce example table with its GSI1, loaded from the shipped items, and PartiQL call
// helpers for the PartiQL tests.

#include "engine_fixture.h"

#include <boost/json/array.hpp>

#include <QFile>

namespace tablesmith::test {

inline void createEcommerceWithIndex(Client &db, std::string_view name, bool stream = false)
{
    std::string request = R"({"TableName": "NAME",
        "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"},
                                 {"AttributeName": "GSI1PK", "AttributeType": "S"},
                                 {"AttributeName": "GSI1SK", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [{"IndexName": "GSI1",
            "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                          {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}])";
    request.replace(request.find("NAME"), 4, name);
    if (stream)
        request += R"(, "StreamSpecification": {"StreamEnabled": true,
                                                "StreamViewType": "NEW_AND_OLD_IMAGES"})";
    ok(db, "CreateTable", request + "}");
}

// The example's items (resources/examples/ecommerce/items.jsonl).
inline void loadEcommerceItems(Client &db, std::string_view table)
{
    QFile file(TABLESMITH_SOURCE_DIR "/resources/examples/ecommerce/items.jsonl");
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the example items");
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty())
            continue;
        json::object put = parseObject(line.toStdString());
        put["TableName"] = table;
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
