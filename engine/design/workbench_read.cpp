// NoSQL Workbench models (1.0, 2.0, 3.0) read into a design. Every object keeps all of its
// original members in `extra`: the writer lays the design's values over them, so what the
// design does not model (DataAccess, SampleDataFormats, auto scaling, metadata) survives.

#include "design/design_json.h"
#include "design/workbench_shapes.h"

#include <tablesmith/key_template.h>

namespace json = boost::json;

namespace tablesmith::design {
namespace {
using namespace detail;

Error modelError(const std::string &where, const std::string &message)
{
    return Error::validation("model: " + where + ": " + message);
}

Status readItems(DesignTable &table, const json::object &holder, const std::string &entityType,
                 const std::string &where)
{
    const json::array *data = arrayAt(holder, "TableData");
    for (std::size_t i = 0; data && i < data->size(); ++i) {
        const json::value &item = (*data)[i];
        Status added = item.is_object() ? addSampleItem(table, item.get_object(), entityType)
                                        : Status(Error::validation("not an object"));
        if (!added)
            return modelError(where + ", item " + std::to_string(i + 1), added.error().message);
    }
    return success();
}

Status readFacet(DesignTable &table, const json::object &facet, const std::string &where)
{
    EntityType entity;
    entity.name = stringAt(facet, "FacetName");
    entity.extra = facet;
    if (const json::object *alias = objectAt(facet, "KeyAttributeAlias"))
        entity.keyTemplates = workbench::templatesFromAlias(table.key, *alias);
    const json::array *names = arrayAt(facet, "NonKeyAttributes");
    for (const json::value &name : names ? *names : json::array()) {
        if (name.is_string())
            entity.attributes.emplace_back(name.get_string());
    }
    TS_TRY_STATUS(readItems(table, facet, entity.name, where + ", facet " + entity.name));
    table.entityTypes.push_back(std::move(entity));
    return success();
}

Result<SecondaryIndex> readIndex(const json::object &model, const std::string &where)
{
    SecondaryIndex index;
    index.extra = model;
    index.index.name = stringAt(model, "IndexName");
    const json::object *keys = objectAt(model, "KeyAttributes");
    if (index.index.name.empty() || !keys)
        return modelError(where, "an index has no IndexName or KeyAttributes");
    index.index.key = workbench::keySchemaFromKeyAttributes(*keys);
    if (index.index.key.partitionKey.empty())
        return modelError(where + ", index " + index.index.name, "no PartitionKey");
    index.index.projection = projectionFromJson(objectAt(model, "Projection"));
    return index;
}

void readBilling(DesignTable &table, const json::object &model)
{
    table.billingMode = workbench::billingModeOf(model);
    json::error_code ec;
    json::value settings = model;
    const json::value *throughput =
        settings.find_pointer("/ProvisionedCapacitySettings/ProvisionedThroughput", ec);
    if (throughput && throughput->is_object()) {
        table.readCapacityUnits = integerAt(throughput->get_object(), "ReadCapacityUnits")
                                      .value_or(0);
        table.writeCapacityUnits = integerAt(throughput->get_object(), "WriteCapacityUnits")
                                       .value_or(0);
    }
}

Result<DesignTable> readTable(const json::value &value)
{
    if (!value.is_object())
        return modelError("DataModel", "an entry is not an object");
    const json::object &model = value.get_object();
    DesignTable table;
    table.name = stringAt(model, "TableName");
    table.extra = model;
    const json::object *keys = objectAt(model, "KeyAttributes");
    if (table.name.empty() || !keys)
        return modelError("DataModel", "a table has no TableName or KeyAttributes");
    table.key = workbench::keySchemaFromKeyAttributes(*keys);
    if (table.key.partitionKey.empty())
        return modelError("table " + table.name, "KeyAttributes has no PartitionKey");
    table.attributes = workbench::attributesFromJson(arrayAt(model, "NonKeyAttributes"));
    readBilling(table, model);
    const json::array *indexes = arrayAt(model, "GlobalSecondaryIndexes");
    for (const json::value &index : indexes ? *indexes : json::array()) {
        if (!index.is_object())
            return modelError("table " + table.name, "an index is not an object");
        TS_TRY_ASSIGN(SecondaryIndex parsed, readIndex(index.get_object(), "table " + table.name));
        table.indexes.push_back(std::move(parsed));
    }
    const json::array *facets = arrayAt(model, "TableFacets");
    for (const json::value &facet : facets ? *facets : json::array()) {
        if (facet.is_object())
            TS_TRY_STATUS(readFacet(table, facet.get_object(), "table " + table.name));
    }
    TS_TRY_STATUS(readItems(table, model, {}, "table " + table.name + ", TableData"));
    return table;
}

} // namespace

Result<Design> readWorkbenchModel(const json::value &model)
{
    const json::array *tables = model.is_object() ? arrayAt(model.get_object(), "DataModel")
                                                  : nullptr;
    if (!tables)
        return Error::validation("model: no DataModel array (not a NoSQL Workbench model?)");
    Design design;
    design.name = stringAt(model.get_object(), "ModelName");
    design.extra = model.get_object();
    for (const json::value &table : *tables) {
        TS_TRY_ASSIGN(DesignTable parsed, readTable(table));
        design.tables.push_back(std::move(parsed));
    }
    return design;
}

} // namespace tablesmith::design
