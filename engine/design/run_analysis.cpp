// After a run: items read versus returned, what the difference cost, and what would serve the
// request better, from explain's findings and, where no key serves, a suggested index.
#include "design/access_plan_parts.h"

#include <tablesmith/run_analysis.h>

#include <boost/json/array.hpp>

#include <cmath>
#include <cstdio>

namespace tablesmith {
namespace json = boost::json;
namespace {

double number(const json::object &object, std::string_view member)
{
    const json::value *value = object.if_contains(member);
    return value && value->is_number() ? value->to_number<double>() : 0.0;
}

void addIndexUnits(RunTotals &totals, const json::object &capacity, std::string_view member)
{
    const json::value *indexes = capacity.if_contains(member);
    if (indexes && indexes->is_object())
        for (const auto &[name, units] : indexes->get_object())
            if (units.is_object())
                totals.indexCapacityUnits[std::string(name)] +=
                    number(units.get_object(), "CapacityUnits");
}

void addCapacity(RunTotals &totals, const json::value &capacity)
{
    if (capacity.is_array()) {
        for (const json::value &entry : capacity.get_array())
            addCapacity(totals, entry);
        return;
    }
    if (!capacity.is_object())
        return;
    const json::object &units = capacity.get_object();
    totals.capacityKnown = true;
    totals.capacityUnits += number(units, "CapacityUnits");
    totals.readCapacityUnits += number(units, "ReadCapacityUnits");
    totals.writeCapacityUnits += number(units, "WriteCapacityUnits");
    if (const json::value *table = units.if_contains("Table"); table && table->is_object())
        totals.indexCapacityUnits[""] += number(table->get_object(), "CapacityUnits");
    addIndexUnits(totals, units, "GlobalSecondaryIndexes");
    addIndexUnits(totals, units, "LocalSecondaryIndexes");
}

// Items a response returned where it has no Count: GetItem's Item, a batch's Responses.
std::int64_t itemsIn(const json::object &response)
{
    if (response.contains("Item"))
        return 1;
    if (const json::value *items = response.if_contains("Items"); items && items->is_array())
        return static_cast<std::int64_t>(items->get_array().size());
    std::int64_t count = 0;
    const json::value *responses = response.if_contains("Responses");
    if (responses && responses->is_object())
        for (const auto &entry : responses->get_object())
            count += entry.value().is_array()
                         ? static_cast<std::int64_t>(entry.value().get_array().size())
                         : 0;
    if (responses && responses->is_array())
        for (const json::value &entry : responses->get_array())
            count += entry.is_object() && entry.get_object().contains("Item") ? 1 : 0;
    return count;
}

bool isWrite(std::string_view operation)
{
    for (std::string_view op :
         {"PutItem", "UpdateItem", "DeleteItem", "BatchWriteItem", "TransactWriteItems"})
        if (op == operation)
            return true;
    return false;
}

std::string thousands(std::int64_t value)
{
    std::string digits = std::to_string(value < 0 ? -value : value), out;
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return (value < 0 ? "-" : "") + out;
}

// Capacity units with at most one decimal: 250, 0.5, 3, 0.1.
std::string units(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", value);
    std::string out = buffer;
    if (out.ends_with(".0"))
        out.resize(out.size() - 2);
    return out;
}

std::string summaryOf(const RunAnalysis &analysis)
{
    std::string out =
        "read " + thousands(analysis.itemsRead) + (analysis.itemsRead == 1 ? " item" : " items");
    bool wasted = analysis.itemsRead > analysis.itemsReturned;
    out += wasted ? " to return " + thousands(analysis.itemsReturned)
                  : ", returned " + thousands(analysis.itemsReturned);
    if (!analysis.capacityKnown)
        return out;
    out += " \u2014 " + units(analysis.capacityUnits) + " " + analysis.unit;
    if (wasted)
        out += " for " + units(analysis.neededUnits);
    return out;
}

bool servesBetter(AccessWarningKind kind)
{
    return kind == AccessWarningKind::ScanCouldBeQuery ||
           kind == AccessWarningKind::FilterCouldBeKeyCondition ||
           kind == AccessWarningKind::FilterOnIndexKey;
}

} // namespace

void addPage(RunTotals &totals, const json::object &response)
{
    ++totals.pages;
    std::int64_t returned = response.contains("Count")
                                ? static_cast<std::int64_t>(number(response, "Count"))
                                : itemsIn(response);
    totals.count += returned;
    totals.scannedCount += response.contains("ScannedCount")
                               ? static_cast<std::int64_t>(number(response, "ScannedCount"))
                               : returned;
    if (const json::value *capacity = response.if_contains("ConsumedCapacity"))
        addCapacity(totals, *capacity);
}

Result<RunAnalysis> analyzeRun(const OperationRequest &request, const RunTotals &totals,
                               const TableDescriptions &tables)
{
    RunAnalysis analysis;
    analysis.itemsRead = totals.scannedCount;
    analysis.itemsReturned = totals.count;
    analysis.capacityKnown = totals.capacityKnown;
    analysis.unit = isWrite(request.operation) ? "WCU" : "RCU";
    analysis.capacityUnits = totals.capacityUnits;
    if (analysis.capacityUnits == 0)
        analysis.capacityUnits =
            analysis.unit == "WCU" ? totals.writeCapacityUnits : totals.readCapacityUnits;
    analysis.neededUnits =
        analysis.itemsRead > 0
            ? analysis.capacityUnits * double(analysis.itemsReturned) / double(analysis.itemsRead)
            : analysis.capacityUnits;
    analysis.summary = summaryOf(analysis);
    TS_TRY_ASSIGN(AccessPlan plan, planAccess(request, tables));
    bool wasted = analysis.itemsRead > analysis.itemsReturned;
    bool better = false;
    for (const AccessWarning &warning : plan.warnings) {
        better = better || servesBetter(warning.kind);
        if (servesBetter(warning.kind) ||
            (wasted && (warning.kind == AccessWarningKind::NoKeyServes ||
                        warning.kind == AccessWarningKind::FilterAfterRead)))
            analysis.findings.push_back(warning);
    }
    if (wasted && !better && (plan.kind == AccessKind::Scan || plan.kind == AccessKind::Query))
        analysis.suggestedIndex = design::suggestIndex(request, tables);
    return analysis;
}

json::object toJson(const RunAnalysis &analysis)
{
    json::array findings;
    for (const AccessWarning &finding : analysis.findings) {
        json::object entry{{"Kind", accessWarningName(finding.kind)}, {"Message", finding.message}};
        if (!finding.indexName.empty())
            entry["IndexName"] = finding.indexName;
        findings.push_back(std::move(entry));
    }
    json::object out{{"ItemsRead", analysis.itemsRead},
                     {"ItemsReturned", analysis.itemsReturned},
                     {"Unit", analysis.unit},
                     {"Summary", analysis.summary},
                     {"Findings", std::move(findings)}};
    if (analysis.capacityKnown) {
        out["CapacityUnits"] = analysis.capacityUnits;
        out["NeededUnits"] = analysis.neededUnits;
    }
    if (const auto &index = analysis.suggestedIndex) {
        out["SuggestedIndex"] = json::object{
            {"IndexName", index->indexName}, {"PartitionKey", index->partitionKey},
            {"SortKey", index->sortKey},     {"ProjectionType", index->projectionType},
            {"Reason", index->reason},       {"UpdateTable", index->updateTableRequest}};
    }
    return out;
}

} // namespace tablesmith
