#pragma once
// Capacity and cost from the access patterns: each pattern's rate (calls per second) times its
// capacity per call — measured by running it on the sample items (the engine's consumed
// capacity: 4 KB read units, eventually consistent halves, transactional doubles, 1 KB write
// units, each index written counted) — gives RCU/s and WCU/s, and from a dated price table the
// monthly cost on demand against provisioned capacity, with storage.
//
// Pure functions; thread-safe. Prices come in as data (resources/pricing/ in the GUI).

#include <tablesmith/design.h>
#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tablesmith::design {

// {"Date", "Checked", "Source", "Currency", "HoursPerMonth", "Regions": {"us-east-1":
// {"OnDemandReadRequestUnitsPerMillion", ...}}}: one table per region, in the file's order.
// Fails with a line and column, or naming the member that is missing or not a number.
// A region's own "Date", "Checked", "Source", "Currency" and "Notes" replace the file's.
Result<std::vector<PriceTable>> readPriceTables(std::string_view json);
Result<std::vector<PriceTable>> readPriceTables(const boost::json::object &file);
// Each region with its own Date, Checked, Source, Currency and Notes, so tables of different
// dates (a user's edit beside the shipped ones) read back as they were.
boost::json::object priceTablesObject(const std::vector<PriceTable> &tables);
std::string priceTablesJson(const std::vector<PriceTable> &tables);

enum class ReadConsistency { Eventual, Strong, Transactional };

// Capacity units of reading `bytes` (summed over the items one request reads, as Query and
// Scan bill): 4 KB units rounded up, half for eventual consistency, twice for transactions.
double readUnits(std::uint64_t bytes, ReadConsistency consistency);
// Of writing an item of `bytes`: 1 KB units rounded up, twice in a transaction; each index the
// write lands in adds its entry's units (`indexEntryBytes`, one per index written).
double writeUnits(std::uint64_t bytes, bool transactional,
                  const std::vector<std::uint64_t> &indexEntryBytes = {});

// A pattern's load: its rate and what one call consumes.
struct PatternLoad {
    std::string name;
    double ratePerSecond = 0;
    double readUnitsPerCall = 0;
    double writeUnitsPerCall = 0;
    bool measured = false; // from a run on the sample items (else typed or unknown)
};

struct PatternCost {
    std::string name;
    double readUnitsPerSecond = 0;
    double writeUnitsPerSecond = 0;
    double onDemandPerMonth = 0;
};

struct CostEstimate {
    std::vector<PatternCost> patterns;
    double readUnitsPerSecond = 0;
    double writeUnitsPerSecond = 0;
    // Provisioned capacity that carries the load at the target utilisation, whole units.
    std::int64_t provisionedReadUnits = 0;
    std::int64_t provisionedWriteUnits = 0;
    double onDemandReadsPerMonth = 0;
    double onDemandWritesPerMonth = 0;
    double provisionedReadsPerMonth = 0;
    double provisionedWritesPerMonth = 0;
    std::uint64_t storageBytes = 0;
    double storagePerMonth = 0; // past the free tier
    double onDemandPerMonth = 0;    // throughput + storage
    double provisionedPerMonth = 0; // throughput + storage
};

// `targetUtilization` in (0, 1]: provisioned units = ceil(units/s / utilisation), at least 1.
CostEstimate estimateCost(const std::vector<PatternLoad> &loads, std::uint64_t storageBytes,
                          const PriceTable &prices, double targetUtilization = 0.7);

// What the table stores: each item's size plus 100 bytes, and each index entry's projected
// bytes plus 100, times `scale` (items in production per sample item).
std::uint64_t designStorageBytes(const DesignTable &table, double scale = 1);

} // namespace tablesmith::design
