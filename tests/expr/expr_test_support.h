#pragma once
// Helpers shared by the expression tests: placeholders from JSON text, items from DynamoDB
// JSON text, and values printed for QCOMPARE.

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QString>
#include <QTest>

#include <memory>
#include <string>

namespace exprtest {

// Owns the JSON maps a Placeholders object points into.
struct Request {
    boost::json::object names;
    boost::json::object values;
    bool hasNames = false;
    bool hasValues = false;
    std::unique_ptr<tablesmith::expr::Placeholders> placeholders;

    Request(const QString &namesJson, const QString &valuesJson)
    {
        if (!namesJson.isEmpty()) {
            names = boost::json::parse(namesJson.toStdString()).as_object();
            hasNames = true;
        }
        if (!valuesJson.isEmpty()) {
            values = boost::json::parse(valuesJson.toStdString()).as_object();
            hasValues = true;
        }
        placeholders = std::make_unique<tablesmith::expr::Placeholders>(
            hasNames ? &names : nullptr, hasValues ? &values : nullptr);
    }
    tablesmith::expr::Placeholders &operator*() { return *placeholders; }
};

inline tablesmith::Item item(const QString &json)
{
    auto parsed = tablesmith::itemFromJson(boost::json::parse(json.toStdString()));
    if (!parsed)
        qFatal("bad test item: %s", parsed.error().message.c_str());
    return *parsed;
}

inline QString text(const tablesmith::Item &item)
{
    return QString::fromStdString(boost::json::serialize(tablesmith::toJson(item)));
}

inline QString text(const tablesmith::AttributeValue &value)
{
    return QString::fromStdString(boost::json::serialize(tablesmith::toJson(value)));
}

inline QString pathText(const tablesmith::expr::Path &path)
{
    QString out;
    for (const auto &step : path) {
        if (step.name.empty())
            out += QStringLiteral("[%1]").arg(step.index);
        else
            out += (out.isEmpty() ? QString() : QStringLiteral("."))
                   + QString::fromStdString(step.name);
    }
    return out;
}

} // namespace exprtest
