#include "ecommerce_table.h"

#include <tablesmith/design.h>

#include <boost/json/parse.hpp>

#include <QtGlobal>

#include <fstream>

namespace tablesmith::test {
namespace {

namespace json = boost::json;

constexpr const char *kExampleDir = TABLESMITH_SOURCE_DIR "/resources/examples/ecommerce";

const design::DesignTable &exampleTable()
{
    static const design::Design example = [] {
        auto loaded = design::loadExampleDesign(kExampleDir);
        if (!loaded)
            qFatal("cannot load the ecommerce example: %s", loaded.error().message.c_str());
        return std::move(loaded).value();
    }();
    const design::DesignTable *table = example.table("ecommerce");
    if (!table)
        qFatal("the ecommerce example has no table ecommerce");
    return *table;
}

} // namespace

json::object ecommerceCreateTable(const EcommerceTable &table)
{
    json::object request = design::createTableRequest(exampleTable());
    request["TableName"] = table.name;
    if (table.projectAll)
        for (json::value &index : request.at("GlobalSecondaryIndexes").as_array())
            index.as_object()["Projection"] = json::object{{"ProjectionType", "ALL"}};
    // The design asks for the stream its notification pattern reads; a test says if it wants it.
    if (table.stream)
        request["StreamSpecification"] =
            json::object{{"StreamEnabled", true}, {"StreamViewType", "NEW_AND_OLD_IMAGES"}};
    else
        request.erase("StreamSpecification");
    return request;
}

std::vector<json::object> ecommercePutItems(std::string_view table)
{
    std::ifstream file(std::string(kExampleDir) + "/items.jsonl");
    if (!file)
        qFatal("cannot read the example items");
    std::vector<json::object> requests;
    for (std::string line; std::getline(file, line);) {
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        json::object put = json::parse(line).as_object();
        put["TableName"] = table;
        requests.push_back(std::move(put));
    }
    return requests;
}

} // namespace tablesmith::test
