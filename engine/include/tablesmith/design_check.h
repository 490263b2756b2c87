#pragma once
// Access-pattern verdicts: how each access pattern of a design would be served — GetItem,
// Query on the table, Query on index X (with the key condition), a write by key, or only a
// Scan — from the key design alone, without running anything. The verdict is the engine's
// explain (planAccess in access_plan.h) on the table as DescribeTable would describe it once
// created; nothing here plans on its own. Pure functions, thread-safe.

#include <tablesmith/design.h>

#include <boost/json/object.hpp>

#include <string>
#include <vector>

namespace tablesmith::design {

struct PatternVerdict {
    std::string table;
    std::string pattern;
    std::string operation;
    // "GetItem", "Query", "Scan", "Write", "ConditionCheck", "PartiQL"; "Stream" for a
    // pattern served by the table's stream; "Invalid" when the request is refused.
    std::string access;
    std::string index;         // the index read, empty for the table
    std::string keyCondition;  // with values, e.g. GSI1PK = "ORDER#PENDING"
    std::string summary;       // "Query on index GSI1 of ecommerce"
    std::string reason;        // why, or the error
    std::vector<std::string> warnings;
    bool filtered = false;     // a filter throws away part of what is read (and billed)

    // A key serves it: no Scan and no error.
    bool servedByKey() const;
};

// DescribeTable's "Table" object for the design's table as it would be once created.
boost::json::object describedTable(const DesignTable &table);

// Every access pattern of the table, in order.
std::vector<PatternVerdict> checkAccessPatterns(const DesignTable &table);
PatternVerdict checkAccessPattern(const DesignTable &table, const AccessPattern &pattern);

// {"table", "pattern", "operation", "access", "index", "keyCondition", "summary", "reason",
//  "filtered", "servedByKey", "warnings"}: what `--design FILE --check` prints per line.
boost::json::object verdictJson(const PatternVerdict &verdict);

// A pattern whose verdict changed after an edit: fixed (now served by a key), broken (no
// longer), or served differently.
struct VerdictChange {
    std::string pattern;
    PatternVerdict before;
    PatternVerdict after;
    bool broken() const { return before.servedByKey() && !after.servedByKey(); }
    bool fixed() const { return !before.servedByKey() && after.servedByKey(); }
};
std::vector<VerdictChange> verdictChanges(const std::vector<PatternVerdict> &before,
                                          const std::vector<PatternVerdict> &after);

} // namespace tablesmith::design
