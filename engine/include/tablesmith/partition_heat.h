#pragma once
// Partition heat: items and bytes per partition key value of a table or an index, from the
// design's sample items, and the read and write units each partition takes at the user's
// rates — flagged past DynamoDB's per-partition limits (3,000 RCU/s, 1,000 WCU/s) — and, for
// a table with local secondary indexes, each item collection's size against its 10 GB limit.
//
// Reads at `readsPerSecond` and writes at `writesPerSecond` spread over the items as the
// sample does; an access pattern with a rate and a fixed partition key value (no {parameter})
// sends all of its reads to that partition. Pure functions; thread-safe.

#include <tablesmith/design.h>

#include <cstdint>
#include <string>
#include <vector>

namespace tablesmith::design {

constexpr double kPartitionReadUnitsLimit = 3000;
constexpr double kPartitionWriteUnitsLimit = 1000;
constexpr std::uint64_t kItemCollectionLimitBytes = 10ull * 1024 * 1024 * 1024;
constexpr double kItemCollectionNearShare = 0.8; // "near" the limit from 8 GB

struct HeatLoad {
    double readsPerSecond = 0;    // item reads spread over the items
    double writesPerSecond = 0;   // item writes spread over the table's items
    bool stronglyConsistent = false;
    double scale = 1;             // items in production per sample item (bytes, collections)
    bool usePatternRates = true;  // add the access patterns' rates
};

struct PartitionHeat {
    std::string key;              // the partition key value(s) as text
    std::uint64_t items = 0;      // items (table) or entries (index)
    std::uint64_t bytes = 0;      // their size (index: projected), times the scale
    double readUnitsPerSecond = 0;
    double writeUnitsPerSecond = 0;
    bool overReadLimit = false;
    bool overWriteLimit = false;
    std::uint64_t itemCollectionBytes = 0; // table items + LSI entries; 0 without LSIs
    bool itemCollectionNearLimit = false;
    bool itemCollectionOverLimit = false;

    bool flagged() const
    {
        return overReadLimit || overWriteLimit || itemCollectionNearLimit;
    }
};

struct PartitionHeatMap {
    std::string target;           // the table's or the index's name
    bool index = false;
    std::vector<PartitionHeat> partitions; // in partition key order
    std::uint64_t items = 0;
    std::uint64_t bytes = 0;
    std::uint64_t mostItems = 0;
    std::uint64_t mostBytes = 0;
    bool localIndexes = false;    // item collections apply
    std::size_t flagged = 0;
};

// `indexName` empty: the table itself.
PartitionHeatMap partitionHeat(const DesignTable &table, const std::string &indexName,
                               const HeatLoad &load);

} // namespace tablesmith::design
