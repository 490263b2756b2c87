#pragma once
// The ecommerce example (resources/examples/ecommerce) loaded into an in-memory database, and
// its table description, for the explain and analysis tests.

#include <tablesmith/access_plan.h>
#include <tablesmith/database.h>
#include <tablesmith/import_export.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QTest>

namespace tablesmith::test {

inline std::unique_ptr<Database> openEcommerce()
{
    auto db = Database::open({});
    if (!db)
        qFatal("cannot open in-memory database: %s", db.error().message.c_str());
    auto report =
        importFile(**db, TABLESMITH_SOURCE_DIR "/resources/examples/ecommerce/ecommerce.model.json",
                   ImportOptions{});
    if (!report)
        qFatal("cannot import the ecommerce model: %s", report.error().message.c_str());
    return std::move(db).value();
}

inline TableDescriptions describe(Client &client, std::string_view table = "ecommerce")
{
    auto described = client.call("DescribeTable", boost::json::object{{"TableName", table}});
    if (!described)
        qFatal("DescribeTable failed: %s", described.error().message.c_str());
    return {described->at("Table").as_object()};
}

inline OperationRequest operation(std::string_view text)
{
    auto request = parseOperationRequest(text);
    if (!request)
        qFatal("bad operation request: %s", request.error().message.c_str());
    return std::move(request).value();
}

} // namespace tablesmith::test
