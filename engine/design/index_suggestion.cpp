// A new GSI for a read that no existing key serves: keys from the filter's terms, projection
// from what the request reads, and the UpdateTable request that creates it.
#include "design/access_plan_parts.h"

#include <tablesmith/run_analysis.h>

#include <boost/json/array.hpp>

#include <algorithm>

namespace tablesmith::design {
namespace {

std::string scalarType(const AttributeValue &value)
{
    AttributeType type = value.type();
    return type == AttributeType::N ? "N" : type == AttributeType::B ? "B" : "S";
}

const FilterTerm *firstTerm(const std::vector<FilterTerm> &terms, const TableKeys &table,
                            bool equality, std::string_view skip = {})
{
    for (const FilterTerm &term : terms) {
        bool isEquality = term.op == FilterTerm::Op::Equal;
        if (term.attribute != skip && isEquality == equality && !term.values.empty() &&
            (!equality || term.attribute != table.partitionKey))
            return &term;
    }
    return nullptr;
}

// Partition and sort key of the index from the read's key condition and filter.
bool chooseKeys(RequestContext &context, const TableKeys &table,
                const std::vector<FilterTerm> &terms, IndexSuggestion &index)
{
    if (auto text = context.string("KeyConditionExpression")) { // a Query: keep its partition
        auto key = expr::parseKeyCondition(*text, context.placeholders);
        const FilterTerm *sort = terms.empty() ? nullptr : &terms.front();
        if (!key || !sort)
            return false;
        expr::alignKeyCondition(*key, table.partitionKey);
        index.partitionKey = key->partitionKeyName;
        index.partitionKeyType = scalarType(key->partitionKeyValue);
        index.sortKey = sort->attribute;
        index.sortKeyType = scalarType(sort->values.front());
        index.reason = "A Query on " + index.partitionKey + " with " + sort->text +
                       " as its sort key condition reads only the items the filter keeps.";
        return true;
    }
    if (const FilterTerm *partition = firstTerm(terms, table, true)) {
        index.partitionKey = partition->attribute;
        index.partitionKeyType = scalarType(partition->values.front());
        const FilterTerm *sort = firstTerm(terms, table, false, partition->attribute);
        if (!sort)
            sort = firstTerm(terms, table, true, partition->attribute);
        if (sort) {
            index.sortKey = sort->attribute;
            index.sortKeyType = scalarType(sort->values.front());
        }
        index.reason = "The filter has equality on " + partition->attribute +
                       ": keyed on it, "
                       "the Scan becomes a Query that reads only the matching items.";
        return true;
    }
    if (terms.empty())
        return false;
    // No equality: a partition key cannot serve a prefix or range. Items wanted together need
    // one partition key value: a type attribute the wanted items carry (a sparse index).
    index.partitionKey = "EntityType";
    index.partitionKeyType = "S";
    index.sortKey = terms.front().attribute;
    index.sortKeyType = scalarType(terms.front().values.front());
    index.reason =
        "A partition key is matched only by equality, so `" + terms.front().text +
        "` cannot be a key condition. Give the wanted items an attribute EntityType (one "
        "value for all of them) and index it: the Query EntityType = :type reads only those "
        "items, and items without it stay out of the index.";
    return true;
}

void chooseProjection(RequestContext &context, const TableKeys &table, IndexSuggestion &index)
{
    auto text = context.string("ProjectionExpression");
    auto paths = text ? expr::parseProjection(*text, context.placeholders)
                      : Result<std::vector<expr::Path>>(Error{});
    if (!text || !paths) {
        index.projectionType = "ALL";
        return;
    }
    for (const expr::Path &path : *paths) {
        const std::string &name = path.front().name;
        bool key = name == table.partitionKey || name == table.sortKey ||
                   name == index.partitionKey || name == index.sortKey;
        if (!key && std::find(index.nonKeyAttributes.begin(), index.nonKeyAttributes.end(), name) ==
                        index.nonKeyAttributes.end())
            index.nonKeyAttributes.push_back(name);
    }
    index.projectionType = index.nonKeyAttributes.empty() ? "KEYS_ONLY" : "INCLUDE";
}

json::object createRequest(const TableKeys &table, const IndexSuggestion &index,
                           const json::object *throughput)
{
    json::array definitions, schema;
    for (auto [name, type, keyType] :
         {std::tuple{index.partitionKey, index.partitionKeyType, "HASH"},
          std::tuple{index.sortKey, index.sortKeyType, "RANGE"}}) {
        if (name.empty())
            continue;
        definitions.push_back(json::object{{"AttributeName", name}, {"AttributeType", type}});
        schema.push_back(json::object{{"AttributeName", name}, {"KeyType", keyType}});
    }
    json::object projection{{"ProjectionType", index.projectionType}};
    if (index.projectionType == "INCLUDE")
        projection["NonKeyAttributes"] =
            json::array(index.nonKeyAttributes.begin(), index.nonKeyAttributes.end());
    json::object create{{"IndexName", index.indexName},
                        {"KeySchema", std::move(schema)},
                        {"Projection", std::move(projection)}};
    if (throughput)
        create["ProvisionedThroughput"] = *throughput;
    return {{"TableName", table.name},
            {"AttributeDefinitions", std::move(definitions)},
            {"GlobalSecondaryIndexUpdates", json::array{json::object{{"Create", create}}}}};
}

// A PROVISIONED table's new GSI needs throughput of its own: the table's is a fair start.
const json::object *provisioned(const TableDescriptions &tables, std::string_view name)
{
    for (const json::object &table : tables) {
        const json::value *tableName = table.if_contains("TableName");
        if (!tableName || tableName->as_string() != name)
            continue;
        const json::value *billing = table.if_contains("BillingModeSummary");
        if (billing && billing->is_object() && billing->get_object().contains("BillingMode") &&
            billing->get_object().at("BillingMode") == "PAY_PER_REQUEST")
            return nullptr;
        const json::value *throughput = table.if_contains("ProvisionedThroughput");
        if (throughput && throughput->is_object() &&
            throughput->get_object().contains("ReadCapacityUnits") &&
            throughput->get_object().at("ReadCapacityUnits") != 0)
            return &throughput->get_object();
    }
    return nullptr;
}

} // namespace

std::optional<IndexSuggestion> suggestIndex(const OperationRequest &request,
                                            const TableDescriptions &tables)
{
    const json::value *name = request.request.if_contains("TableName");
    if (!name || !name->is_string())
        return std::nullopt;
    auto table = findTableKeys(tables, name->get_string());
    RequestContext context(request.request);
    auto filter = parseFilter(context, "FilterExpression");
    if (!table || !filter)
        return std::nullopt;
    IndexSuggestion index;
    if (!chooseKeys(context, *table, filterTerms(*filter), index))
        return std::nullopt;
    index.indexName =
        "GSI_" + index.partitionKey + (index.sortKey.empty() ? "" : "_" + index.sortKey);
    chooseProjection(context, *table, index);
    json::object throughput;
    const json::object *provisionedThroughput = provisioned(tables, table->name);
    if (provisionedThroughput) {
        throughput["ReadCapacityUnits"] = provisionedThroughput->at("ReadCapacityUnits");
        throughput["WriteCapacityUnits"] = provisionedThroughput->at("WriteCapacityUnits");
    }
    index.updateTableRequest =
        createRequest(*table, index, provisionedThroughput ? &throughput : nullptr);
    return index;
}

} // namespace tablesmith::design
