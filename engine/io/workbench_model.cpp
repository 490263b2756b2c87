#include "workbench_model.h"
#include "line_reader.h"
#include "value/json_members.h"

#include <tablesmith/workbench_model.h>

#include <boost/json/stream_parser.hpp>

#include <set>

namespace json = boost::json;

namespace tablesmith::io {
namespace {

Error modelError(const std::string &message) { return Error::validation("model: " + message); }

Result<json::value> parseFile(const std::string &path)
{
    TS_TRY_ASSIGN(LineReader lines, LineReader::open(path));
    json::stream_parser parser;
    std::string line;
    json::error_code ec;
    while (lines.next(line)) {
        line += '\n';
        parser.write(line, ec);
        if (ec)
            return Error::validation("line " + std::to_string(lines.lineNumber())
                                     + ": not valid JSON: " + ec.message());
    }
    parser.finish(ec);
    if (ec)
        return Error::validation("line " + std::to_string(lines.lineNumber())
                                 + ": the model ends early (truncated file?)");
    return parser.release();
}

// KeyAttributes {PartitionKey, SortKey} as a KeySchema, adding the attributes' definitions.
Result<json::array> keySchema(const json::object &keyAttributes, json::array &definitions,
                              std::set<std::string> &defined)
{
    json::array schema;
    for (auto [role, keyType] : {std::pair{"PartitionKey", "HASH"}, {"SortKey", "RANGE"}}) {
        const json::object *key = objectAt(keyAttributes, role);
        if (!key)
            continue;
        std::string name = stringAt(*key, "AttributeName");
        std::string type = stringAt(*key, "AttributeType");
        if (name.empty())
            return modelError(std::string(role) + " has no AttributeName");
        schema.push_back(json::object{{"AttributeName", name}, {"KeyType", keyType}});
        if (defined.insert(name).second)
            definitions.push_back(json::object{{"AttributeName", name},
                                               {"AttributeType", type.empty() ? "S" : type}});
    }
    if (schema.empty() || schema[0].at("KeyType") != "HASH")
        return modelError("a key has no PartitionKey");
    return schema;
}

json::object provisionedThroughput(const json::object &table)
{
    json::error_code ec;
    json::value settings = table;
    const json::value *throughput =
        settings.find_pointer("/ProvisionedCapacitySettings/ProvisionedThroughput", ec);
    if (throughput && throughput->is_object())
        return throughput->get_object();
    return json::object{{"ReadCapacityUnits", 5}, {"WriteCapacityUnits", 5}};
}

Result<json::array> globalSecondaryIndexes(const json::object &table, json::array &definitions,
                                           std::set<std::string> &defined, bool provisioned)
{
    json::array indexes;
    const json::array *models = arrayAt(table, "GlobalSecondaryIndexes");
    for (const json::value &model : models ? *models : json::array()) {
        if (!model.is_object())
            return modelError("a GlobalSecondaryIndexes entry is not an object");
        const json::object &index = model.get_object();
        const json::object *keys = objectAt(index, "KeyAttributes");
        if (!keys)
            return modelError("index " + stringAt(index, "IndexName") + " has no KeyAttributes");
        TS_TRY_ASSIGN(json::array schema, keySchema(*keys, definitions, defined));
        const json::object *projection = objectAt(index, "Projection");
        json::object gsi{{"IndexName", stringAt(index, "IndexName")},
                         {"KeySchema", std::move(schema)},
                         {"Projection", projection ? *projection
                                                   : json::object{{"ProjectionType", "ALL"}}}};
        if (provisioned)
            gsi["ProvisionedThroughput"] = provisionedThroughput(table);
        indexes.push_back(std::move(gsi));
    }
    return indexes;
}

Result<json::object> createRequest(const json::object &table, const std::string &name)
{
    const json::object *keys = objectAt(table, "KeyAttributes");
    if (!keys)
        return modelError("table " + name + " has no KeyAttributes");
    json::array definitions;
    std::set<std::string> defined;
    TS_TRY_ASSIGN(json::array schema, keySchema(*keys, definitions, defined));
    std::string billing = stringAt(table, "BillingMode");
    bool provisioned = billing == "PROVISIONED";
    TS_TRY_ASSIGN(json::array indexes,
                  globalSecondaryIndexes(table, definitions, defined, provisioned));
    json::object request{{"TableName", name},
                         {"KeySchema", std::move(schema)},
                         {"AttributeDefinitions", std::move(definitions)},
                         {"BillingMode", provisioned ? "PROVISIONED" : "PAY_PER_REQUEST"}};
    if (!indexes.empty())
        request["GlobalSecondaryIndexes"] = std::move(indexes);
    if (provisioned)
        request["ProvisionedThroughput"] = provisionedThroughput(table);
    return request;
}

void collectItems(const json::object &holder, const std::string &where,
                  std::vector<ModelItem> &items)
{
    const json::array *data = arrayAt(holder, "TableData");
    for (std::size_t i = 0; data && i < data->size(); ++i) {
        std::string location = where + ", item " + std::to_string(i + 1);
        const json::value &item = (*data)[i];
        items.push_back({location, item.is_object() ? item.get_object() : json::object()});
    }
}

Result<ModelTable> modelTable(const json::value &value)
{
    if (!value.is_object())
        return modelError("a DataModel entry is not an object");
    const json::object &table = value.get_object();
    std::string name = stringAt(table, "TableName");
    if (name.empty())
        return modelError("a table has no TableName");
    TS_TRY_ASSIGN(json::object request, createRequest(table, name));
    ModelTable result{name, std::move(request), {}};
    collectItems(table, "table " + name + ", TableData", result.items);
    const json::array *facets = arrayAt(table, "TableFacets");
    for (const json::value &facet : facets ? *facets : json::array()) {
        if (facet.is_object())
            collectItems(facet.get_object(),
                         "table " + name + ", facet " + stringAt(facet.get_object(), "FacetName"),
                         result.items);
    }
    return result;
}

} // namespace

Result<std::vector<ModelTable>> readWorkbenchModel(const std::string &path)
{
    TS_TRY_ASSIGN(json::value model, parseFile(path));
    const json::array *tables = model.is_object() ? arrayAt(model.get_object(), "DataModel")
                                                  : nullptr;
    if (!tables)
        return modelError("no DataModel array (not a NoSQL Workbench model?)");
    std::vector<ModelTable> result;
    for (const json::value &table : *tables) {
        TS_TRY_ASSIGN(ModelTable parsed, modelTable(table));
        result.push_back(std::move(parsed));
    }
    return result;
}

bool looksLikeWorkbenchModel(std::string_view head)
{
    return head.find("\"DataModel\"") != std::string_view::npos
        || head.find("\"ModelName\"") != std::string_view::npos;
}

} // namespace tablesmith::io

namespace tablesmith {

Result<json::object> createTableRequestFromModel(const json::object &modelTable)
{
    const std::string name = stringAt(modelTable, "TableName");
    if (name.empty())
        return Error::validation("model: a table has no TableName");
    return io::createRequest(modelTable, name);
}

} // namespace tablesmith
