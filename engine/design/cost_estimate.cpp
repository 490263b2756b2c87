// Capacity and cost: units per second from rates and units per call, then a month of them at
// on-demand request prices, or the provisioned units that carry them (at a target utilisation)
// for every hour of the month; storage past the free tier on top of either.

#include "value/json_members.h"

#include <tablesmith/cost_estimate.h>
#include <tablesmith/index_preview.h>

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <cmath>

namespace tablesmith::design {
namespace json = boost::json;
namespace {

constexpr double kReadUnitBytes = 4096;
constexpr double kWriteUnitBytes = 1024;
constexpr double kBytesPerGb = 1024.0 * 1024.0 * 1024.0;
constexpr std::uint64_t kItemOverheadBytes = 100;

Status readNumber(const json::object &object, std::string_view name, double &out)
{
    const json::value *value = object.if_contains(name);
    if (!value || !value->is_number())
        return Error::validation("price table: " + std::string(name)
                                 + " is missing or not a number");
    out = value->to_number<double>();
    return success();
}

// A region's own Date, Checked, Source, Currency and Notes take the place of the file's.
std::string regionOrFile(const json::object &region, const json::object &file,
                         std::string_view name)
{
    std::string own = stringAt(region, name);
    return own.empty() ? stringAt(file, name) : own;
}

Result<PriceTable> readRegion(const json::object &file, std::string region,
                              const json::object &prices)
{
    PriceTable table;
    table.region = std::move(region);
    table.date = regionOrFile(prices, file, "Date");
    table.checked = regionOrFile(prices, file, "Checked");
    table.source = regionOrFile(prices, file, "Source");
    table.notes = stringAt(prices, "Notes");
    if (std::string currency = regionOrFile(prices, file, "Currency"); !currency.empty())
        table.currency = currency;
    if (file.contains("HoursPerMonth"))
        if (Status s = readNumber(file, "HoursPerMonth", table.hoursPerMonth); !s)
            return s.error();
    const std::pair<std::string_view, double *> members[] = {
        {"OnDemandReadRequestUnitsPerMillion", &table.onDemandReadPerMillion},
        {"OnDemandWriteRequestUnitsPerMillion", &table.onDemandWritePerMillion},
        {"ProvisionedReadCapacityUnitHour", &table.provisionedReadPerHour},
        {"ProvisionedWriteCapacityUnitHour", &table.provisionedWritePerHour},
        {"StorageGBMonth", &table.storagePerGbMonth},
        {"FreeStorageGB", &table.freeStorageGb}};
    for (const auto &[name, out] : members)
        if (Status s = readNumber(prices, name, *out); !s)
            return s.error();
    return table;
}

} // namespace

Result<std::vector<PriceTable>> readPriceTables(std::string_view text)
{
    auto document = parseDesignJson(text);
    if (!document)
        return document.error();
    if (!document->is_object())
        return Error::validation("price table: no Regions object");
    return readPriceTables(document->get_object());
}

Result<std::vector<PriceTable>> readPriceTables(const json::object &file)
{
    const json::value *regions = file.if_contains("Regions");
    if (!regions || !regions->is_object())
        return Error::validation("price table: no Regions object");
    std::vector<PriceTable> tables;
    for (const auto &[region, prices] : regions->get_object()) {
        if (!prices.is_object())
            return Error::validation("price table: region " + std::string(region)
                                     + " is not an object");
        auto table = readRegion(file, std::string(region), prices.get_object());
        if (!table)
            return table.error();
        tables.push_back(std::move(*table));
    }
    return tables;
}

json::object priceTablesObject(const std::vector<PriceTable> &tables)
{
    json::object file;
    json::object regions;
    for (const PriceTable &t : tables) {
        json::object region{{"Date", t.date}, {"Checked", t.checked}, {"Source", t.source},
                            {"Currency", t.currency}};
        if (!t.notes.empty())
            region["Notes"] = t.notes;
        region["OnDemandReadRequestUnitsPerMillion"] = t.onDemandReadPerMillion;
        region["OnDemandWriteRequestUnitsPerMillion"] = t.onDemandWritePerMillion;
        region["ProvisionedReadCapacityUnitHour"] = t.provisionedReadPerHour;
        region["ProvisionedWriteCapacityUnitHour"] = t.provisionedWritePerHour;
        region["StorageGBMonth"] = t.storagePerGbMonth;
        region["FreeStorageGB"] = t.freeStorageGb;
        file["HoursPerMonth"] = t.hoursPerMonth;
        regions[t.region] = std::move(region);
    }
    file["Regions"] = std::move(regions);
    return file;
}

std::string priceTablesJson(const std::vector<PriceTable> &tables)
{
    return json::serialize(priceTablesObject(tables));
}

double readUnits(std::uint64_t bytes, ReadConsistency consistency)
{
    double units = std::max(1.0, std::ceil(double(bytes) / kReadUnitBytes));
    if (consistency == ReadConsistency::Eventual)
        return units / 2;
    return consistency == ReadConsistency::Transactional ? units * 2 : units;
}

double writeUnits(std::uint64_t bytes, bool transactional,
                  const std::vector<std::uint64_t> &indexEntryBytes)
{
    auto units = [](std::uint64_t b) {
        return std::max(1.0, std::ceil(double(b) / kWriteUnitBytes));
    };
    double total = units(bytes);
    for (std::uint64_t entry : indexEntryBytes)
        total += units(entry);
    return transactional ? total * 2 : total;
}

CostEstimate estimateCost(const std::vector<PatternLoad> &loads, std::uint64_t storageBytes,
                          const PriceTable &prices, double targetUtilization)
{
    CostEstimate estimate;
    const double secondsPerMonth = prices.hoursPerMonth * 3600;
    for (const PatternLoad &load : loads) {
        PatternCost cost{load.name, load.ratePerSecond * load.readUnitsPerCall,
                         load.ratePerSecond * load.writeUnitsPerCall, 0};
        cost.onDemandPerMonth =
            secondsPerMonth / 1e6 * (cost.readUnitsPerSecond * prices.onDemandReadPerMillion
                                     + cost.writeUnitsPerSecond * prices.onDemandWritePerMillion);
        estimate.readUnitsPerSecond += cost.readUnitsPerSecond;
        estimate.writeUnitsPerSecond += cost.writeUnitsPerSecond;
        estimate.patterns.push_back(std::move(cost));
    }
    double utilization = std::clamp(targetUtilization, 0.01, 1.0);
    auto provisioned = [utilization](double units) {
        return std::max<std::int64_t>(1, std::int64_t(std::ceil(units / utilization - 1e-9)));
    };
    estimate.provisionedReadUnits = provisioned(estimate.readUnitsPerSecond);
    estimate.provisionedWriteUnits = provisioned(estimate.writeUnitsPerSecond);
    estimate.onDemandReadsPerMonth =
        estimate.readUnitsPerSecond * secondsPerMonth / 1e6 * prices.onDemandReadPerMillion;
    estimate.onDemandWritesPerMonth =
        estimate.writeUnitsPerSecond * secondsPerMonth / 1e6 * prices.onDemandWritePerMillion;
    estimate.provisionedReadsPerMonth = double(estimate.provisionedReadUnits)
                                        * prices.hoursPerMonth * prices.provisionedReadPerHour;
    estimate.provisionedWritesPerMonth = double(estimate.provisionedWriteUnits)
                                         * prices.hoursPerMonth * prices.provisionedWritePerHour;
    estimate.storageBytes = storageBytes;
    double billedGb = std::max(0.0, double(storageBytes) / kBytesPerGb - prices.freeStorageGb);
    estimate.storagePerMonth = billedGb * prices.storagePerGbMonth;
    estimate.onDemandPerMonth = estimate.onDemandReadsPerMonth + estimate.onDemandWritesPerMonth
                                + estimate.storagePerMonth;
    estimate.provisionedPerMonth = estimate.provisionedReadsPerMonth
                                   + estimate.provisionedWritesPerMonth + estimate.storagePerMonth;
    return estimate;
}

std::uint64_t designStorageBytes(const DesignTable &table, double scale)
{
    std::uint64_t bytes = 0;
    for (const SampleItem &sample : table.items)
        bytes += itemSize(sample.item) + kItemOverheadBytes;
    for (const SecondaryIndex &index : table.indexes) {
        IndexPreview preview = previewIndex(table, index.index);
        bytes += preview.projectedBytes + kIndexEntryOverheadBytes * preview.entries;
    }
    return std::uint64_t(std::llround(double(bytes) * scale));
}

} // namespace tablesmith::design
