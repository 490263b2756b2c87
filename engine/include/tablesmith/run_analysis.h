#pragma once
// After a run: what a Query or Scan read versus what it returned, what the difference cost,
// and what would serve it better (a Query instead of a Scan, an existing index, or a new one).
// Qt-free and pure; the query builder shows it below the results.

#include <tablesmith/access_plan.h>

#include <boost/json/object.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith {

// What one or more pages of a run returned, summed. Add each page's response as it comes.
struct RunTotals {
    std::int64_t pages = 0;
    std::int64_t count = 0;        // items returned (Count, or the items of a Get / batch)
    std::int64_t scannedCount = 0; // items read (ScannedCount; Count where there is none)
    // ConsumedCapacity summed over pages and tables; known only when the responses carried
    // it (ReturnConsumedCapacity TOTAL or INDEXES).
    bool capacityKnown = false;
    double capacityUnits = 0;
    double readCapacityUnits = 0;  // present in INDEXES responses and for writes
    double writeCapacityUnits = 0;
    std::map<std::string, double> indexCapacityUnits; // "GSI1" -> units; "" is the table
};
// Adds one response page (Query, Scan, GetItem, BatchGetItem, ... as the service answers).
void addPage(RunTotals &totals, const boost::json::object &response);

// A new GSI that would turn the request into a Query on it.
struct IndexSuggestion {
    std::string indexName;         // e.g. "GSI_status"
    std::string partitionKey;      // attribute and DynamoDB type
    std::string partitionKeyType;  // "S", "N" or "B"
    std::string sortKey;           // may be empty
    std::string sortKeyType;
    std::string projectionType;    // "ALL", "KEYS_ONLY" or "INCLUDE"
    std::vector<std::string> nonKeyAttributes; // INCLUDE
    std::string reason;
    // UpdateTable's GlobalSecondaryIndexUpdates entry {"Create": {...}} plus the
    // AttributeDefinitions it needs: ready for the designer or a copy to the clipboard.
    boost::json::object updateTableRequest;
};

struct RunAnalysis {
    std::int64_t itemsRead = 0;
    std::int64_t itemsReturned = 0;
    bool capacityKnown = false;
    double capacityUnits = 0;      // what the run consumed
    double neededUnits = 0;        // the share of it that bought the items returned
    std::string unit;              // "RCU" or "WCU"
    // "read 1,000 items to return 12 — 250 RCU for 3"; "read 2 items, returned 2 — 0.5 RCU".
    std::string summary;
    // Scan that could be a Query, filter an existing index could serve, filter after read.
    std::vector<AccessWarning> findings;
    std::optional<IndexSuggestion> suggestedIndex; // only when no existing key serves
};

// `request` as run, its (summed) totals, and the descriptions of the tables it names.
Result<RunAnalysis> analyzeRun(const OperationRequest &request, const RunTotals &totals,
                               const TableDescriptions &tables);

// {"ItemsRead", "ItemsReturned", "CapacityUnits", "NeededUnits", "Unit", "Summary",
//  "Findings": [...], "SuggestedIndex": {...}}
boost::json::object toJson(const RunAnalysis &analysis);

} // namespace tablesmith
