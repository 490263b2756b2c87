#include "design/design_json.h"

#include <algorithm>

namespace json = boost::json;

namespace tablesmith::design {

const std::string *EntityType::keyTemplate(std::string_view attribute) const
{
    for (const auto &[name, text] : keyTemplates) {
        if (name == attribute)
            return &text;
    }
    return nullptr;
}

void EntityType::setKeyTemplate(const std::string &attribute, std::string text)
{
    for (auto &[name, existing] : keyTemplates) {
        if (name == attribute) {
            existing = std::move(text);
            return;
        }
    }
    keyTemplates.emplace_back(attribute, std::move(text));
}

AttributeType DesignTable::attributeType(std::string_view name) const
{
    for (const KeyAttribute &attribute : key.attributes()) {
        if (attribute.name == name)
            return attribute.type;
    }
    for (const SecondaryIndex &index : indexes) {
        for (const KeyAttribute &attribute : index.index.key.attributes()) {
            if (attribute.name == name)
                return attribute.type;
        }
    }
    for (const AttributeDefinition &attribute : attributes) {
        if (attribute.name == name)
            return attribute.type;
    }
    return AttributeType::S;
}

TableDescription DesignTable::description() const
{
    TableDescription table;
    table.name = name;
    table.status = "ACTIVE";
    table.billingMode = billingMode;
    table.readCapacityUnits = readCapacityUnits;
    table.writeCapacityUnits = writeCapacityUnits;
    table.key = key;
    for (const SecondaryIndex &index : indexes) {
        if (index.index.global)
            table.indexes.push_back(index.index);
    }
    for (const SecondaryIndex &index : indexes) {
        if (!index.index.global)
            table.indexes.push_back(index.index);
    }
    return table;
}

const SecondaryIndex *DesignTable::index(std::string_view indexName) const
{
    for (const SecondaryIndex &index : indexes) {
        if (index.index.name == indexName)
            return &index;
    }
    return nullptr;
}

SecondaryIndex *DesignTable::index(std::string_view indexName)
{
    return const_cast<SecondaryIndex *>(std::as_const(*this).index(indexName));
}

DesignTable *Design::table(std::string_view tableName)
{
    return const_cast<DesignTable *>(std::as_const(*this).table(tableName));
}

const DesignTable *Design::table(std::string_view tableName) const
{
    for (const DesignTable &table : tables) {
        if (table.name == tableName)
            return &table;
    }
    return nullptr;
}

Status addSampleItem(DesignTable &table, json::object itemJson, std::string entityType)
{
    auto item = itemFromJson(itemJson);
    if (!item)
        return item.takeError();
    table.items.push_back({std::move(entityType), std::move(itemJson), std::move(*item)});
    return success();
}

namespace {

json::object throughput(std::int64_t read, std::int64_t write)
{
    return json::object{{"ReadCapacityUnits", read}, {"WriteCapacityUnits", write}};
}

json::object indexRequest(const DesignTable &table, const IndexDescription &index)
{
    json::object request{{"IndexName", index.name},
                         {"KeySchema", detail::keySchemaJson(index.key)},
                         {"Projection", detail::projectionJson(index.projection)}};
    if (index.global && table.billingMode == "PROVISIONED")
        request["ProvisionedThroughput"] =
            throughput(table.readCapacityUnits, table.writeCapacityUnits);
    return request;
}

} // namespace

std::string neededStreamViewType(const DesignTable &table)
{
    bool keysOnly = false, oldImage = false, newImage = false;
    for (const AccessPattern &pattern : table.accessPatterns) {
        if (pattern.operation != "Stream")
            continue;
        const std::string view = stringAt(pattern.request, "StreamViewType");
        keysOnly = true;
        oldImage = oldImage || view.empty() || view.find("OLD") != std::string::npos;
        newImage = newImage || view.empty() || view.find("NEW") != std::string::npos;
    }
    if (oldImage && newImage)
        return "NEW_AND_OLD_IMAGES";
    return oldImage ? "OLD_IMAGE" : newImage ? "NEW_IMAGE" : keysOnly ? "KEYS_ONLY" : "";
}

json::object createTableRequest(const DesignTable &table)
{
    json::object request{{"TableName", table.name},
                         {"KeySchema", detail::keySchemaJson(table.key)},
                         {"AttributeDefinitions", detail::attributeDefinitions(table)},
                         {"BillingMode", table.billingMode}};
    if (table.billingMode == "PROVISIONED")
        request["ProvisionedThroughput"] =
            throughput(table.readCapacityUnits, table.writeCapacityUnits);
    detail::addTableSettings(request, table);
    json::array global, local;
    for (const SecondaryIndex &index : table.indexes)
        (index.index.global ? global : local).push_back(indexRequest(table, index.index));
    if (!global.empty())
        request["GlobalSecondaryIndexes"] = std::move(global);
    if (!local.empty())
        request["LocalSecondaryIndexes"] = std::move(local);
    if (const std::string view = neededStreamViewType(table); !view.empty())
        request["StreamSpecification"] = {{"StreamEnabled", true}, {"StreamViewType", view}};
    return request;
}

namespace {

// "GSI1PK (HASH, S), GSI1SK (RANGE, S)": KeySchema with the attributes' types.
std::string keySchemaText(const KeySchema &key)
{
    std::string text;
    auto append = [&text](const std::vector<KeyAttribute> &attributes, const char *role) {
        for (const KeyAttribute &attribute : attributes) {
            if (!text.empty())
                text += ", ";
            text += attribute.name + " (" + role + ", " + std::string(typeName(attribute.type))
                  + ")";
        }
    };
    append(key.partitionKey, "HASH");
    append(key.sortKey, "RANGE");
    return text;
}

bool sameKeys(const std::vector<KeyAttribute> &a, const std::vector<KeyAttribute> &b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const KeyAttribute &x, const KeyAttribute &y) {
                          return x.name == y.name && x.type == y.type;
                      });
}

std::vector<std::string> sortedNames(std::vector<std::string> names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

// "INCLUDE (status, total)", "KEYS_ONLY".
std::string projectionText(const Projection &projection)
{
    std::string text(projectionTypeName(projection.type));
    if (projection.type != ProjectionType::Include)
        return text;
    std::string names;
    for (const std::string &name : sortedNames(projection.nonKeyAttributes))
        names += (names.empty() ? "" : ", ") + name;
    return text + " (" + names + ")";
}

} // namespace

std::vector<std::string> indexDifferences(const IndexDescription &designed,
                                          const IndexDescription &existing)
{
    std::vector<std::string> differences;
    if (designed.global != existing.global)
        differences.push_back(std::string("kind: ") + (designed.global ? "global" : "local")
                              + " in the design, " + (existing.global ? "global" : "local")
                              + " on the table");
    if (!sameKeys(designed.key.partitionKey, existing.key.partitionKey)
        || !sameKeys(designed.key.sortKey, existing.key.sortKey))
        differences.push_back("key schema: " + keySchemaText(designed.key) + " in the design, "
                              + keySchemaText(existing.key) + " on the table");
    if (projectionText(designed.projection) != projectionText(existing.projection))
        differences.push_back("projection: " + projectionText(designed.projection)
                              + " in the design, " + projectionText(existing.projection)
                              + " on the table");
    return differences;
}

std::string indexNameProblem(const DesignTable &table, std::size_t row, std::string_view name)
{
    const std::string failed = "Value '" + std::string(name)
                             + "' at 'indexName' failed to satisfy constraint: ";
    if (name.size() < 3)
        return failed + "Member must have length greater than or equal to 3";
    if (name.size() > 255)
        return failed + "Member must have length less than or equal to 255";
    const auto allowed = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
            || c == '_' || c == '-' || c == '.';
    };
    if (!std::all_of(name.begin(), name.end(), allowed))
        return failed + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+";
    for (std::size_t i = 0; i < table.indexes.size(); ++i) {
        if (i != row && table.indexes[i].index.name == name)
            return "Duplicate index name: " + std::string(name);
    }
    return {};
}

IndexDescription withoutProjectedKeys(const DesignTable &table, IndexDescription index)
{
    std::vector<std::string> &names = index.projection.nonKeyAttributes;
    std::erase_if(names, [&](const std::string &name) {
        return table.key.isKeyAttribute(name) || index.key.isKeyAttribute(name);
    });
    return index;
}

} // namespace tablesmith::design
