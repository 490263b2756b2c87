#pragma once
// Helpers for engine tests: an in-memory Database and compact request building from JSON text.

#include <tablesmith/database.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QString>
#include <QTemporaryDir>
#include <QTest>

namespace tablesmith::test {

namespace json = boost::json;

inline json::object parseObject(std::string_view text)
{
    return json::parse(text).as_object();
}

inline std::unique_ptr<Database> openMemory()
{
    auto db = Database::open({});
    if (!db)
        qFatal("cannot open in-memory database: %s", db.error().message.c_str());
    return std::move(db).value();
}

// Calls an operation that must succeed.
inline json::object ok(Client &db, std::string_view op, std::string_view request)
{
    auto r = db.call(op, parseObject(request));
    if (!r)
        qFatal("%s failed: %s: %s", std::string(op).c_str(),
               std::string(errorName(r.error().kind)).c_str(), r.error().message.c_str());
    return std::move(r).value();
}

// Calls an operation that must fail; returns "ExceptionName: message".
inline QString fails(Client &db, std::string_view op, std::string_view request)
{
    auto r = db.call(op, parseObject(request));
    if (r)
        return "succeeded: " + QString::fromStdString(json::serialize(*r));
    return QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                  + r.error().message);
}

inline QString text(const json::value &v) { return QString::fromStdString(json::serialize(v)); }

// The example single table: PK / SK strings, on demand.
inline void createEcommerce(Client &db, std::string_view name = "ecommerce")
{
    ok(db, "CreateTable",
       R"({"TableName": ")" + std::string(name) + R"(", "BillingMode": "PAY_PER_REQUEST",
           "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                         {"AttributeName": "SK", "KeyType": "RANGE"}],
           "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                    {"AttributeName": "SK", "AttributeType": "S"}]})");
}

} // namespace tablesmith::test
