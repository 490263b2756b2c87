// Partition heat from the index preview's grouping (the table itself is grouped as an index
// keyed like the table with projection ALL): per partition its entries and bytes, its share
// of the spread reads and writes, the reads patterns aim at it, and its item collection.

#include "design/key_condition_rewrite.h"

#include <tablesmith/cost_estimate.h>
#include <tablesmith/index_preview.h>
#include <tablesmith/partition_heat.h>

#include <algorithm>
#include <cmath>
#include <map>

namespace tablesmith::design {
namespace json = boost::json;
namespace {

constexpr std::uint64_t kQueryPageBytes = 1024 * 1024;

std::uint64_t scaled(std::uint64_t bytes, double scale)
{
    return std::uint64_t(std::llround(double(bytes) * scale));
}

ReadConsistency consistency(const HeatLoad &load)
{
    return load.stronglyConsistent ? ReadConsistency::Strong : ReadConsistency::Eventual;
}

// The table as an index: grouped by its partition key, every item an entry.
IndexDescription tableAsIndex(const TableDescription &table)
{
    IndexDescription index;
    index.name = table.name;
    index.key = table.key;
    index.projection.type = ProjectionType::All;
    return index;
}

std::string indexNameOf(const AccessPattern &pattern)
{
    const json::value *name = pattern.request.if_contains("IndexName");
    return name && name->is_string() ? std::string(name->get_string()) : std::string();
}

// A pattern's partition key value as text, or nothing when it reads no single partition of
// the target; "{" in it means a parameter: any partition.
std::optional<std::string> patternPartition(const AccessPattern &pattern,
                                            const IndexDescription &target, bool isIndex)
{
    if (indexNameOf(pattern) != (isIndex ? target.name : std::string()))
        return std::nullopt;
    std::string_view partitionKey = target.key.partitionKeyName();
    if (pattern.operation == "Query") {
        auto condition = patternKeyCondition(pattern, partitionKey);
        if (!condition)
            return std::nullopt;
        return keyText(condition->partitionKeyValue);
    }
    const json::value *key = pattern.request.if_contains("Key");
    if (pattern.operation != "GetItem" || !key || !key->is_object())
        return std::nullopt;
    const json::value *value = key->get_object().if_contains(partitionKey);
    auto decoded = value ? attributeFromJson(*value) : Result<AttributeValue>(Error{});
    return decoded ? std::optional<std::string>(keyText(*decoded)) : std::nullopt;
}

// Read units of one call of `pattern` on a partition of `bytes` holding `items`.
double callUnits(const AccessPattern &pattern, std::uint64_t bytes, std::uint64_t items,
                 const HeatLoad &load)
{
    std::uint64_t read = pattern.operation == "Query" ? std::min(bytes, kQueryPageBytes)
                                                      : bytes / std::max<std::uint64_t>(1, items);
    return readUnits(read, consistency(load));
}

void addPatternReads(PartitionHeatMap &map, const DesignTable &table,
                     const IndexDescription &target, const HeatLoad &load)
{
    if (map.partitions.empty())
        return;
    for (const AccessPattern &pattern : table.accessPatterns) {
        if (pattern.ratePerSecond <= 0)
            continue;
        std::optional<std::string> key = patternPartition(pattern, target, map.index);
        if (!key)
            continue;
        bool anyPartition = key->find('{') != std::string::npos;
        double share = anyPartition ? 1.0 / double(map.partitions.size()) : 1.0;
        for (PartitionHeat &heat : map.partitions) {
            if (anyPartition || heat.key == *key)
                heat.readUnitsPerSecond += pattern.ratePerSecond * share
                                           * callUnits(pattern, heat.bytes, heat.items, load);
        }
    }
}

// Table items plus every LSI's entries, per table partition key value.
std::map<std::string, std::uint64_t> itemCollections(const DesignTable &table,
                                                     const TableDescription &description,
                                                     double scale)
{
    std::map<std::string, std::uint64_t> sizes;
    auto add = [&](const IndexDescription &index) {
        IndexPreview preview = previewIndex(table, index);
        for (const PreviewPartition &partition : preview.partitions)
            sizes[keyValueText(partition.key)] += scaled(partition.projectedBytes, scale);
    };
    add(tableAsIndex(description));
    for (const IndexDescription &index : description.indexes)
        if (!index.global)
            add(index);
    return sizes;
}

PartitionHeat heatOf(const IndexPreview &preview, const PreviewPartition &partition,
                     const HeatLoad &load)
{
    PartitionHeat heat;
    heat.key = keyValueText(partition.key);
    heat.items = partition.entryCount;
    heat.bytes = scaled(partition.projectedBytes, load.scale);
    double readShare = 0;
    for (const PreviewEntry &entry : preview.entriesOf(partition))
        readShare += readUnits(entry.projectedBytes, consistency(load));
    if (preview.entries > 0)
        heat.readUnitsPerSecond = load.readsPerSecond * readShare / double(preview.entries);
    if (preview.items > 0)
        heat.writeUnitsPerSecond =
            load.writesPerSecond * double(partition.writeUnits) / double(preview.items);
    return heat;
}

} // namespace

PartitionHeatMap partitionHeat(const DesignTable &table, const std::string &indexName,
                               const HeatLoad &load)
{
    const TableDescription description = table.description();
    PartitionHeatMap map;
    map.index = !indexName.empty();
    map.target = map.index ? indexName : table.name;
    const IndexDescription *found = map.index ? description.index(indexName) : nullptr;
    if (map.index && !found)
        return map;
    const IndexDescription target = found ? *found : tableAsIndex(description);
    const IndexPreview preview = previewIndex(table, target);
    for (const PreviewPartition &partition : preview.partitions)
        map.partitions.push_back(heatOf(preview, partition, load));
    if (load.usePatternRates)
        addPatternReads(map, table, target, load);
    map.localIndexes = std::any_of(description.indexes.begin(), description.indexes.end(),
                                   [](const IndexDescription &i) { return !i.global; });
    std::map<std::string, std::uint64_t> collections;
    if (map.localIndexes && (!found || !found->global))
        collections = itemCollections(table, description, load.scale);
    for (PartitionHeat &heat : map.partitions) {
        heat.overReadLimit = heat.readUnitsPerSecond > kPartitionReadUnitsLimit;
        heat.overWriteLimit = heat.writeUnitsPerSecond > kPartitionWriteUnitsLimit;
        if (auto c = collections.find(heat.key); c != collections.end()) {
            heat.itemCollectionBytes = c->second;
            heat.itemCollectionOverLimit = c->second > kItemCollectionLimitBytes;
            heat.itemCollectionNearLimit =
                double(c->second) >= kItemCollectionNearShare * double(kItemCollectionLimitBytes);
        }
        map.items += heat.items;
        map.bytes += heat.bytes;
        map.mostItems = std::max(map.mostItems, heat.items);
        map.mostBytes = std::max(map.mostBytes, heat.bytes);
        map.flagged += heat.flagged() ? 1 : 0;
    }
    return map;
}

} // namespace tablesmith::design
