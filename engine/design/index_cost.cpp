// What an index costs: DynamoDB bills each entry's projected bytes plus 100 bytes of storage,
// writes each entry in 1 KB write units (a changed index key deletes the old entry and puts
// the new one: two writes), and serves each index partition at most 1,000 WCU/s.

#include <tablesmith/index_preview.h>
#include <tablesmith/key_template.h>

#include <algorithm>

namespace tablesmith::design {
namespace {

// Below this many entries a sample says nothing about skew.
constexpr std::uint64_t kSkewMinimumEntries = 10;
constexpr double kSkewShare = 0.2;
constexpr std::size_t kMostHotPartitions = 5;

EntityTypeWriteCost writeCost(const EntityTypeMembership &membership)
{
    EntityTypeWriteCost cost;
    cost.name = membership.name;
    if (membership.items > 0)
        cost.entriesPerItem = double(membership.included) / double(membership.items);
    if (membership.included == 0)
        return cost;
    cost.indexWritesPerPut = 1;
    cost.indexWritesPerKeyChange = 2;
    cost.writeUnitsPerPut = writeUnits(membership.largestEntryBytes);
    cost.writeUnitsPerKeyChange = 2 * cost.writeUnitsPerPut;
    return cost;
}

} // namespace

int writeUnits(std::uint64_t bytes)
{
    return static_cast<int>(std::max<std::uint64_t>(1, (bytes + 1023) / 1024));
}

std::string keyValueText(const std::vector<AttributeValue> &key)
{
    std::string text;
    for (std::size_t i = 0; i < key.size(); ++i)
        text += (i ? " · " : "") + keyText(key[i]);
    return text;
}

IndexCost indexCost(const IndexPreview &preview, double tableWritesPerSecond)
{
    IndexCost cost;
    cost.entries = preview.entries;
    cost.projectedBytes = preview.projectedBytes;
    cost.storageBytes = preview.projectedBytes + kIndexEntryOverheadBytes * preview.entries;
    for (const EntityTypeMembership &membership : preview.entityTypes)
        cost.writes.push_back(writeCost(membership));
    if (preview.items == 0 || preview.entries == 0)
        return cost;
    for (const PreviewPartition &partition : preview.partitions) {
        HotPartition hot;
        hot.entries = partition.entryCount;
        hot.share = double(hot.entries) / double(preview.entries);
        // Each item takes its share of the table's writes; each write costs its entry's units.
        double unitsPerTableWrite = double(partition.writeUnits) / double(preview.items);
        hot.writeUnitsPerSecond = tableWritesPerSecond * unitsPerTableWrite;
        hot.maxTableWritesPerSecond = kPartitionWriteUnitsPerSecond / unitsPerTableWrite;
        hot.overLimit = hot.writeUnitsPerSecond > kPartitionWriteUnitsPerSecond;
        bool skewed = preview.entries >= kSkewMinimumEntries && hot.share >= kSkewShare;
        if (hot.overLimit || skewed) {
            hot.key = keyValueText(partition.key); // text only for the few reported
            cost.hotPartitions.push_back(std::move(hot));
        }
    }
    std::sort(cost.hotPartitions.begin(), cost.hotPartitions.end(),
              [](const HotPartition &a, const HotPartition &b) { return a.share > b.share; });
    if (cost.hotPartitions.size() > kMostHotPartitions)
        cost.hotPartitions.resize(kMostHotPartitions);
    return cost;
}

} // namespace tablesmith::design
