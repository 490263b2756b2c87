// The design's own file format: CreateTable's shapes for keys and indexes, plus entity types,
// sample items and access patterns. Workbench members the design keeps are stored under
// "Workbench", so a model opened, saved as a design and exported again keeps them.

#include "design/design_json.h"

#include <tablesmith/cost_estimate.h>

#include <boost/json/serialize.hpp>
#include <boost/json/stream_parser.hpp>

namespace json = boost::json;

namespace tablesmith::design {
namespace {
using namespace detail;

constexpr int kFormatVersion = 1;

json::object keyedExtra(const json::object &extra)
{
    return extra.empty() ? json::object() : json::object{{"Workbench", extra}};
}

json::object indexJson(const SecondaryIndex &index)
{
    json::object object{{"IndexName", index.index.name},
                        {"KeySchema", keySchemaJson(index.index.key)},
                        {"Projection", projectionJson(index.index.projection)}};
    mergeExtra(object, keyedExtra(index.extra));
    return object;
}

json::object entityJson(const EntityType &entity)
{
    json::object templates;
    for (const auto &[attribute, text] : entity.keyTemplates)
        templates[attribute] = text;
    json::array attributes;
    for (const std::string &name : entity.attributes)
        attributes.emplace_back(name);
    json::object object{{"Name", entity.name},
                        {"KeyTemplates", std::move(templates)},
                        {"Attributes", std::move(attributes)}};
    mergeExtra(object, keyedExtra(entity.extra));
    return object;
}

json::object patternJson(const AccessPattern &pattern)
{
    json::object object{{"Name", pattern.name}, {"Operation", pattern.operation},
                        {"Request", pattern.request}};
    if (!pattern.description.empty())
        object["Description"] = pattern.description;
    if (pattern.ratePerSecond > 0)
        object["RatePerSecond"] = pattern.ratePerSecond;
    mergeExtra(object, pattern.extra);
    return object;
}

json::object tableJson(const DesignTable &table)
{
    json::object object{{"TableName", table.name},
                        {"KeySchema", keySchemaJson(table.key)},
                        {"AttributeDefinitions", attributeDefinitions(table)},
                        {"Attributes", json::array()},
                        {"BillingMode", table.billingMode}};
    for (const AttributeDefinition &attribute : table.attributes)
        object["Attributes"].as_array().push_back(
            json::object{{"AttributeName", attribute.name},
                         {"AttributeType", typeName(attribute.type)}});
    if (table.billingMode == "PROVISIONED")
        object["ProvisionedThroughput"] = {{"ReadCapacityUnits", table.readCapacityUnits},
                                           {"WriteCapacityUnits", table.writeCapacityUnits}};
    addTableSettings(object, table);
    json::array global, local, entities, items, patterns;
    for (const SecondaryIndex &index : table.indexes)
        (index.index.global ? global : local).push_back(indexJson(index));
    for (const EntityType &entity : table.entityTypes)
        entities.push_back(entityJson(entity));
    for (const SampleItem &item : table.items) {
        json::object sample{{"Item", item.json}};
        if (!item.entityType.empty())
            sample["EntityType"] = item.entityType;
        items.push_back(std::move(sample));
    }
    for (const AccessPattern &pattern : table.accessPatterns)
        patterns.push_back(patternJson(pattern));
    object["GlobalSecondaryIndexes"] = std::move(global);
    object["LocalSecondaryIndexes"] = std::move(local);
    object["EntityTypes"] = std::move(entities);
    object["SampleItems"] = std::move(items);
    object["AccessPatterns"] = std::move(patterns);
    mergeExtra(object, keyedExtra(table.extra));
    return object;
}

const json::object &workbenchOf(const json::object &object)
{
    static const json::object none;
    const json::object *extra = objectAt(object, "Workbench");
    return extra ? *extra : none;
}

Status readIndexes(DesignTable &table, const json::object &object, bool global)
{
    const json::array *definitions = arrayAt(object, "AttributeDefinitions");
    const json::array *indexes =
        arrayAt(object, global ? "GlobalSecondaryIndexes" : "LocalSecondaryIndexes");
    for (const json::value &value : indexes ? *indexes : json::array()) {
        const json::object *index = value.if_object();
        const json::array *schema = index ? arrayAt(*index, "KeySchema") : nullptr;
        if (!schema)
            return Error::validation("design: table " + table.name + ": an index has no KeySchema");
        SecondaryIndex parsed;
        parsed.index.name = stringAt(*index, "IndexName");
        parsed.index.global = global;
        parsed.index.key = keySchemaFromJson(*schema, definitions);
        parsed.index.projection = projectionFromJson(objectAt(*index, "Projection"));
        parsed.extra = workbenchOf(*index);
        table.indexes.push_back(std::move(parsed));
    }
    return success();
}

void readEntityTypes(DesignTable &table, const json::object &object)
{
    const json::array *entities = arrayAt(object, "EntityTypes");
    for (const json::value &value : entities ? *entities : json::array()) {
        const json::object *entity = value.if_object();
        if (!entity)
            continue;
        EntityType parsed;
        parsed.name = stringAt(*entity, "Name");
        if (const json::object *templates = objectAt(*entity, "KeyTemplates")) {
            for (const auto &member : *templates) {
                if (member.value().is_string())
                    parsed.keyTemplates.emplace_back(member.key(), member.value().get_string());
            }
        }
        const json::array *names = arrayAt(*entity, "Attributes");
        for (const json::value &name : names ? *names : json::array()) {
            if (name.is_string())
                parsed.attributes.emplace_back(name.get_string());
        }
        parsed.extra = workbenchOf(*entity);
        table.entityTypes.push_back(std::move(parsed));
    }
}

Status readSamples(DesignTable &table, const json::object &object)
{
    const json::array *items = arrayAt(object, "SampleItems");
    for (std::size_t i = 0; items && i < items->size(); ++i) {
        const json::object *sample = (*items)[i].if_object();
        const json::object *item = sample ? objectAt(*sample, "Item") : nullptr;
        Status added = item ? addSampleItem(table, *item, stringAt(*sample, "EntityType"))
                            : Status(Error::validation("no Item"));
        if (!added)
            return Error::validation("design: table " + table.name + ", sample item "
                                     + std::to_string(i + 1) + ": " + added.error().message);
    }
    return success();
}

void readPatterns(DesignTable &table, const json::object &object)
{
    const json::array *patterns = arrayAt(object, "AccessPatterns");
    for (const json::value &value : patterns ? *patterns : json::array()) {
        const json::object *pattern = value.if_object();
        if (!pattern)
            continue;
        AccessPattern parsed;
        parsed.name = stringAt(*pattern, "Name");
        parsed.description = stringAt(*pattern, "Description");
        parsed.operation = stringAt(*pattern, "Operation");
        if (const json::object *request = objectAt(*pattern, "Request"))
            parsed.request = *request;
        const json::value *rate = pattern->if_contains("RatePerSecond");
        parsed.ratePerSecond = rate && rate->is_number() ? rate->to_number<double>() : 0;
        parsed.extra = without(*pattern, {"Name", "Description", "Operation", "Request",
                                          "RatePerSecond"});
        table.accessPatterns.push_back(std::move(parsed));
    }
}

Result<DesignTable> readTable(const json::object &object)
{
    DesignTable table;
    table.name = stringAt(object, "TableName");
    const json::array *schema = arrayAt(object, "KeySchema");
    if (table.name.empty() || !schema)
        return Error::validation("design: a table has no TableName or KeySchema");
    table.key = keySchemaFromJson(*schema, arrayAt(object, "AttributeDefinitions"));
    table.attributes = [&] {
        std::vector<AttributeDefinition> attributes;
        const json::array *list = arrayAt(object, "Attributes");
        for (const json::value &value : list ? *list : json::array()) {
            if (value.is_object())
                attributes.push_back(
                    {stringAt(value.get_object(), "AttributeName"),
                     attributeTypeFromName(stringAt(value.get_object(), "AttributeType"))});
        }
        return attributes;
    }();
    std::string billing = stringAt(object, "BillingMode");
    table.billingMode = billing.empty() ? "PAY_PER_REQUEST" : billing;
    if (const json::object *throughput = objectAt(object, "ProvisionedThroughput")) {
        table.readCapacityUnits = integerAt(*throughput, "ReadCapacityUnits").value_or(0);
        table.writeCapacityUnits = integerAt(*throughput, "WriteCapacityUnits").value_or(0);
    }
    readTableSettings(table, object);
    TS_TRY_STATUS(readIndexes(table, object, true));
    TS_TRY_STATUS(readIndexes(table, object, false));
    readEntityTypes(table, object);
    TS_TRY_STATUS(readSamples(table, object));
    readPatterns(table, object);
    table.extra = workbenchOf(object);
    return table;
}

// The user's prices: {"Region": "eu-west-1", "Edited": {"Regions": {...}}}, left out while
// the shipped prices of the first region apply.
json::object pricingJson(const DesignPricing &pricing)
{
    json::object object;
    if (!pricing.region.empty())
        object["Region"] = pricing.region;
    if (!pricing.edited.empty())
        object["Edited"] = priceTablesObject(pricing.edited);
    return object;
}

Result<DesignPricing> readPricing(const json::object &design)
{
    DesignPricing pricing;
    const json::object *object = objectAt(design, "Pricing");
    if (!object)
        return pricing;
    pricing.region = stringAt(*object, "Region");
    if (const json::object *edited = objectAt(*object, "Edited")) {
        TS_TRY_ASSIGN(pricing.edited, readPriceTables(*edited));
    }
    return pricing;
}

} // namespace

json::object writeDesign(const Design &design)
{
    json::array tables;
    for (const DesignTable &table : design.tables)
        tables.push_back(tableJson(table));
    json::object object{{"TablesmithDesign", kFormatVersion},
                        {"Name", design.name},
                        {"Tables", std::move(tables)}};
    if (json::object pricing = pricingJson(design.pricing); !pricing.empty())
        object["Pricing"] = std::move(pricing);
    mergeExtra(object, keyedExtra(design.extra));
    return object;
}

Result<Design> readDesign(const json::value &document)
{
    const json::object *object = document.if_object();
    const json::array *tables = object ? arrayAt(*object, "Tables") : nullptr;
    if (!tables || !object->contains("TablesmithDesign"))
        return Error::validation("design: not a Tablesmith design (no TablesmithDesign / Tables)");
    Design design;
    design.name = stringAt(*object, "Name");
    design.extra = workbenchOf(*object);
    TS_TRY_ASSIGN(design.pricing, readPricing(*object));
    for (const json::value &table : *tables) {
        if (!table.is_object())
            return Error::validation("design: a table is not an object");
        TS_TRY_ASSIGN(DesignTable parsed, readTable(table.get_object()));
        design.tables.push_back(std::move(parsed));
    }
    return design;
}

Result<json::value> parseDesignJson(std::string_view text)
{
    json::stream_parser parser;
    json::error_code ec;
    std::size_t consumed = parser.write_some(text.data(), text.size(), ec);
    if (!ec)
        parser.finish(ec);
    if (ec) {
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i < consumed && i < text.size(); ++i) {
            column = text[i] == '\n' ? 1 : column + 1;
            line += text[i] == '\n' ? 1 : 0;
        }
        return Error::validation("line " + std::to_string(line) + ", column "
                                 + std::to_string(column) + ": not valid JSON: " + ec.message());
    }
    return parser.release();
}

} // namespace tablesmith::design
