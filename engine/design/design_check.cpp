// Access-pattern verdicts through the engine's explain (planAccess).

#include "design/design_json.h"

#include <tablesmith/access_plan.h>
#include <tablesmith/design_check.h>

namespace json = boost::json;

namespace tablesmith::design {
namespace {

// The stream serves a pattern ("notify on change") without a read of the table.
PatternVerdict streamVerdict(PatternVerdict verdict, const AccessPattern &pattern)
{
    std::string view = stringAt(pattern.request, "StreamViewType");
    verdict.access = "Stream";
    verdict.summary = "the stream of " + verdict.table;
    verdict.reason = "served by the table's stream" + (view.empty() ? "" : " (" + view + ")")
                   + ", not by a read";
    return verdict;
}

void describeIndexes(json::object &table, std::string_view member)
{
    json::value *indexes = table.if_contains(member);
    if (!indexes || !indexes->is_array())
        return;
    for (json::value &index : indexes->get_array()) {
        index.as_object()["IndexStatus"] = "ACTIVE";
        index.as_object().erase("ProvisionedThroughput");
    }
}

void fillFromPlan(PatternVerdict &verdict, const AccessPlan &plan)
{
    verdict.access = std::string(accessKindName(plan.kind));
    verdict.summary = plan.summary;
    verdict.reason = plan.reason;
    for (const AccessStep &step : plan.steps) {
        if (step.kind != plan.kind)
            continue;
        verdict.index = step.indexName;
        verdict.keyCondition = step.keyCondition;
        verdict.filtered = verdict.filtered || step.filtered;
        break;
    }
    for (const AccessWarning &warning : plan.warnings)
        verdict.warnings.push_back(warning.message);
}

} // namespace

bool PatternVerdict::servedByKey() const
{
    return access != "Scan" && access != "Invalid" && access != "PartiQL";
}

json::object describedTable(const DesignTable &table)
{
    json::object described = createTableRequest(table);
    described["TableStatus"] = "ACTIVE";
    described.erase("ProvisionedThroughput");
    describeIndexes(described, "GlobalSecondaryIndexes");
    describeIndexes(described, "LocalSecondaryIndexes");
    if (table.billingMode == "PROVISIONED")
        described["ProvisionedThroughput"] = {{"ReadCapacityUnits", table.readCapacityUnits},
                                              {"WriteCapacityUnits", table.writeCapacityUnits}};
    return described;
}

PatternVerdict checkAccessPattern(const DesignTable &table, const AccessPattern &pattern)
{
    PatternVerdict verdict;
    verdict.table = table.name;
    verdict.pattern = pattern.name;
    verdict.operation = pattern.operation;
    if (pattern.operation == "Stream")
        return streamVerdict(std::move(verdict), pattern);
    OperationRequest request{pattern.operation, pattern.request};
    if (!request.request.contains("TableName"))
        request.request["TableName"] = table.name;
    auto plan = planAccess(request, TableDescriptions{describedTable(table)});
    if (!plan) {
        verdict.access = "Invalid";
        verdict.summary = std::string(errorName(plan.error().kind));
        verdict.reason = plan.error().message;
        return verdict;
    }
    fillFromPlan(verdict, *plan);
    return verdict;
}

std::vector<PatternVerdict> checkAccessPatterns(const DesignTable &table)
{
    std::vector<PatternVerdict> verdicts;
    for (const AccessPattern &pattern : table.accessPatterns)
        verdicts.push_back(checkAccessPattern(table, pattern));
    return verdicts;
}

json::object verdictJson(const PatternVerdict &verdict)
{
    json::array warnings;
    for (const std::string &warning : verdict.warnings)
        warnings.emplace_back(warning);
    return {{"table", verdict.table},           {"pattern", verdict.pattern},
            {"operation", verdict.operation},   {"access", verdict.access},
            {"index", verdict.index},           {"keyCondition", verdict.keyCondition},
            {"summary", verdict.summary},       {"reason", verdict.reason},
            {"filtered", verdict.filtered},     {"servedByKey", verdict.servedByKey()},
            {"warnings", std::move(warnings)}};
}

std::vector<VerdictChange> verdictChanges(const std::vector<PatternVerdict> &before,
                                          const std::vector<PatternVerdict> &after)
{
    std::vector<VerdictChange> changes;
    for (const PatternVerdict &now : after) {
        for (const PatternVerdict &then : before) {
            if (then.pattern != now.pattern)
                continue;
            if (then.access != now.access || then.index != now.index
                || then.keyCondition != now.keyCondition || then.reason != now.reason)
                changes.push_back({now.pattern, then, now});
            break;
        }
    }
    return changes;
}

} // namespace tablesmith::design
