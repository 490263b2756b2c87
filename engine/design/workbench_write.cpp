// A design written as a NoSQL Workbench model. Each object starts from the members it was
// read with (`extra`); a member whose value the design did not change keeps its original JSON,
// so a model read and written back compares equal.

#include "design/design_json.h"
#include "design/workbench_shapes.h"

#include <tablesmith/key_template.h>

namespace json = boost::json;

namespace tablesmith::design {
namespace workbench {
using namespace detail;

KeySchema keySchemaFromKeyAttributes(const json::object &keys)
{
    KeySchema key;
    for (auto [role, into] : {std::pair{"PartitionKey", &key.partitionKey},
                              std::pair{"SortKey", &key.sortKey}}) {
        const json::object *attribute = objectAt(keys, role);
        if (attribute && !stringAt(*attribute, "AttributeName").empty())
            into->push_back({stringAt(*attribute, "AttributeName"),
                             keyType(stringAt(*attribute, "AttributeType"))});
    }
    return key;
}

json::object keyAttributesJson(const KeySchema &key)
{
    json::object keys;
    auto attribute = [](const KeyAttribute &a) {
        return json::object{{"AttributeName", a.name}, {"AttributeType", typeName(a.type)}};
    };
    if (!key.partitionKey.empty()) // Workbench has no multi-attribute keys: the first one
        keys["PartitionKey"] = attribute(key.partitionKey.front());
    if (!key.sortKey.empty())
        keys["SortKey"] = attribute(key.sortKey.front());
    return keys;
}

std::vector<AttributeDefinition> attributesFromJson(const json::array *attributes)
{
    std::vector<AttributeDefinition> result;
    for (const json::value &value : attributes ? *attributes : json::array()) {
        if (value.is_object())
            result.push_back({stringAt(value.get_object(), "AttributeName"),
                              attributeTypeFromName(stringAt(value.get_object(), "AttributeType"))});
    }
    return result;
}

json::array attributesJson(const std::vector<AttributeDefinition> &attributes)
{
    json::array result;
    for (const AttributeDefinition &attribute : attributes)
        result.push_back(json::object{{"AttributeName", attribute.name},
                                      {"AttributeType", typeName(attribute.type)}});
    return result;
}

std::vector<std::pair<std::string, std::string>> templatesFromAlias(const KeySchema &key,
                                                                    const json::object &alias)
{
    std::vector<std::pair<std::string, std::string>> templates;
    std::string partition = stringAt(alias, "PartitionKeyAlias");
    std::string sort = stringAt(alias, "SortKeyAlias");
    if (!partition.empty())
        templates.emplace_back(std::string(key.partitionKeyName()),
                               KeyTemplate::fromWorkbenchAlias(partition).text());
    if (!sort.empty() && key.hasSortKey())
        templates.emplace_back(std::string(key.sortKeyName()),
                               KeyTemplate::fromWorkbenchAlias(sort).text());
    return templates;
}

json::object aliasJson(const KeySchema &key, const EntityType &entity)
{
    json::object alias;
    auto put = [&](std::string_view role, std::string_view attribute) {
        const std::string *text = entity.keyTemplate(attribute);
        auto parsed = text ? KeyTemplate::parse(*text) : Result<KeyTemplate>(KeyTemplate());
        if (text && !text->empty())
            alias[role] = parsed ? parsed->workbenchAlias() : *text;
    };
    put("PartitionKeyAlias", key.partitionKeyName());
    if (key.hasSortKey())
        put("SortKeyAlias", key.sortKeyName());
    return alias;
}

std::string billingModeOf(const json::object &table)
{
    std::string mode = stringAt(table, "BillingMode");
    if (!mode.empty())
        return mode;
    return objectAt(table, "ProvisionedCapacitySettings") ? "PROVISIONED" : "PAY_PER_REQUEST";
}

} // namespace workbench

namespace {
using namespace detail;
using namespace workbench;

// Sets `name` to `fresh` unless the original member reads back as the same value.
template<class Read>
void overlay(json::object &object, std::string_view name, json::value fresh, Read read)
{
    const json::value *original = object.if_contains(name);
    if (original && json::value(read(*original)) == fresh)
        return;
    object[name] = std::move(fresh);
}

void overlayArray(json::object &object, std::string_view name, json::array fresh)
{
    if (fresh.empty() && !object.contains(name))
        return;
    object[name] = std::move(fresh);
}

json::object readKeyAttributes(const json::value &value)
{
    return keyAttributesJson(
        keySchemaFromKeyAttributes(value.is_object() ? value.get_object() : json::object()));
}

json::array itemsOf(const DesignTable &table, const std::string &entityType)
{
    json::array items;
    for (const SampleItem &item : table.items) {
        if (item.entityType == entityType)
            items.push_back(item.json);
    }
    return items;
}

json::object facetJson(const DesignTable &table, const EntityType &entity)
{
    json::object facet = entity.extra;
    facet["FacetName"] = entity.name;
    json::object alias = aliasJson(table.key, entity);
    if (!alias.empty() || facet.contains("KeyAttributeAlias"))
        overlay(facet, "KeyAttributeAlias", std::move(alias), [&table](const json::value &v) {
            EntityType original;
            if (v.is_object())
                original.keyTemplates = templatesFromAlias(table.key, v.get_object());
            return aliasJson(table.key, original);
        });
    overlayArray(facet, "TableData", itemsOf(table, entity.name));
    json::array names;
    for (const std::string &name : entity.attributes)
        names.emplace_back(name);
    overlayArray(facet, "NonKeyAttributes", std::move(names));
    return facet;
}

json::object indexJson(const SecondaryIndex &index)
{
    json::object model = index.extra;
    model["IndexName"] = index.index.name;
    overlay(model, "KeyAttributes", keyAttributesJson(index.index.key), readKeyAttributes);
    overlay(model, "Projection", projectionJson(index.index.projection),
            [](const json::value &v) {
                return projectionJson(projectionFromJson(v.if_object()));
            });
    return model;
}

void writeBilling(json::object &model, const DesignTable &table)
{
    if (model.contains("BillingMode") || billingModeOf(model) != table.billingMode)
        model["BillingMode"] = table.billingMode;
    if (table.billingMode != "PROVISIONED")
        return;
    json::object settings;
    if (const json::object *original = objectAt(model, "ProvisionedCapacitySettings"))
        settings = *original;
    json::object throughput{{"ReadCapacityUnits", table.readCapacityUnits},
                            {"WriteCapacityUnits", table.writeCapacityUnits}};
    overlay(settings, "ProvisionedThroughput", throughput, [](const json::value &v) {
        const json::object &o = v.is_object() ? v.get_object() : json::object();
        return json::object{{"ReadCapacityUnits", integerAt(o, "ReadCapacityUnits").value_or(0)},
                            {"WriteCapacityUnits", integerAt(o, "WriteCapacityUnits").value_or(0)}};
    });
    model["ProvisionedCapacitySettings"] = std::move(settings);
}

json::object tableJson(const DesignTable &table)
{
    json::object model = table.extra;
    model["TableName"] = table.name;
    overlay(model, "KeyAttributes", keyAttributesJson(table.key), readKeyAttributes);
    overlay(model, "NonKeyAttributes", attributesJson(table.attributes),
            [](const json::value &v) { return attributesJson(attributesFromJson(v.if_array())); });
    json::array facets, indexes;
    for (const EntityType &entity : table.entityTypes)
        facets.push_back(facetJson(table, entity));
    overlayArray(model, "TableFacets", std::move(facets));
    for (const SecondaryIndex &index : table.indexes) {
        if (index.index.global) // Workbench models have no local secondary indexes
            indexes.push_back(indexJson(index));
    }
    overlayArray(model, "GlobalSecondaryIndexes", std::move(indexes));
    overlayArray(model, "TableData", itemsOf(table, {}));
    writeBilling(model, table);
    return model;
}

} // namespace

json::object writeWorkbenchModel(const Design &design)
{
    json::object model = design.extra;
    if (!design.name.empty() || model.contains("ModelName"))
        model["ModelName"] = design.name;
    if (!model.contains("ModelMetadata"))
        model["ModelMetadata"] = json::object{{"Author", "Tablesmith"},
                                              {"AWSService", "Amazon DynamoDB"},
                                              {"Version", "3.0"}};
    json::array tables;
    for (const DesignTable &table : design.tables)
        tables.push_back(tableJson(table));
    model["DataModel"] = std::move(tables);
    return model;
}

} // namespace tablesmith::design

namespace tablesmith::design {

std::vector<std::string> workbenchLosses(const Design &design)
{
    std::vector<std::string> losses;
    auto names = [](const std::vector<KeyAttribute> &key) {
        std::string text;
        for (const KeyAttribute &attribute : key)
            text += (text.empty() ? "" : ", ") + attribute.name;
        return text;
    };
    for (const DesignTable &table : design.tables) {
        for (const SecondaryIndex &index : table.indexes) {
            const KeySchema &key = index.index.key;
            if (key.partitionKey.size() <= 1 && key.sortKey.size() <= 1)
                continue;
            std::string line = table.name + "." + index.index.name
                               + ": NoSQL Workbench models hold one partition and one sort "
                                 "attribute per key; the multi-attribute key (partition "
                               + names(key.partitionKey) + "; sort " + names(key.sortKey)
                               + ") is written as its first attributes only";
            losses.push_back(std::move(line));
        }
    }
    if (!design.pricing.region.empty() || !design.pricing.edited.empty())
        losses.push_back("prices: the cost estimate's region and edited prices are kept in a "
                         "Tablesmith design only");
    return losses;
}

} // namespace tablesmith::design
