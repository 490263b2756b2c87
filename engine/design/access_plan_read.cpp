// Explain for the reads: GetItem, Query and Scan.
#include "design/access_plan_parts.h"

namespace tablesmith::design {
namespace {
using SortOp = expr::KeyCondition::SortOp;
} // namespace

std::string sortOpText(SortOp op)
{
    switch (op) {
    case SortOp::EQ:
        return "=";
    case SortOp::LT:
        return "<";
    case SortOp::LE:
        return "<=";
    case SortOp::GT:
        return ">";
    case SortOp::GE:
        return ">=";
    case SortOp::Between:
        return "BETWEEN";
    case SortOp::BeginsWith:
        return "begins_with";
    case SortOp::None:
        break;
    }
    return "";
}

namespace {

std::string sortConditionText(const expr::KeyCondition &condition)
{
    const std::string &name = condition.sortKeyName;
    switch (condition.sortOp) {
    case SortOp::None:
        return "";
    case SortOp::Between:
        return name + " BETWEEN " + valueText(condition.sortKeyValue) + " AND " +
               valueText(condition.sortKeyValue2);
    case SortOp::BeginsWith:
        return "begins_with(" + name + ", " + valueText(condition.sortKeyValue) + ")";
    default:
        return name + " " + sortOpText(condition.sortOp) + " " + valueText(condition.sortKeyValue);
    }
}

std::string requiredTable(const json::object &request)
{
    const json::value *name = request.if_contains("TableName");
    return name && name->is_string() ? std::string(name->get_string()) : std::string();
}

// The index named by IndexName, or null for the table; ValidationException as the service
// words it when the table has no such index.
Result<const IndexKeys *> readIndex(const TableKeys &table, const json::object &request)
{
    const json::value *name = request.if_contains("IndexName");
    if (!name || !name->is_string())
        return static_cast<const IndexKeys *>(nullptr);
    const IndexKeys *index = table.index(name->get_string());
    if (!index)
        return Error::validation("The table does not have the specified index: " +
                                 std::string(name->get_string()));
    return index;
}

bool boolMember(const json::object &request, std::string_view member)
{
    const json::value *value = request.if_contains(member);
    return value && value->is_bool() && value->get_bool();
}

// Attributes the request reads besides the keys: its projection and its filter.
Result<std::vector<std::string>> attributesRead(RequestContext &context,
                                                const expr::Condition &filter)
{
    std::vector<std::string> names = filter.attributeNames();
    if (auto text = context.string("ProjectionExpression")) {
        TS_TRY_ASSIGN(auto paths, expr::parseProjection(*text, context.placeholders));
        for (const expr::Path &path : paths)
            if (!path.empty() && !path.front().name.empty())
                names.push_back(path.front().name);
    }
    return names;
}

// Warnings every read of an index shares: status, consistency, projection.
Status addIndexWarnings(RequestContext &context, const TableKeys &table, const IndexKeys &index,
                        const expr::Condition &filter, std::vector<AccessWarning> &warnings)
{
    if (!index.active)
        warnings.push_back({AccessWarningKind::IndexNotActive,
                            "Index " + index.name +
                                " is not ACTIVE yet (it is being created "
                                "or backfilled): reads of it fail until it is.",
                            "", index.name});
    if (index.global && boolMember(context.request, "ConsistentRead"))
        warnings.push_back({AccessWarningKind::ConsistentReadOnGlobalIndex,
                            "Consistent reads are not supported on global secondary indexes: "
                            "the service refuses ConsistentRead on " +
                                index.name + ".",
                            "", index.name});
    TS_TRY_ASSIGN(auto names, attributesRead(context, filter));
    addProjectionWarnings(table, index, names, warnings);
    return success();
}

void addLimitWarning(const json::object &request, const expr::Condition &filter,
                     std::vector<AccessWarning> &warnings)
{
    if (filter.empty() || !request.contains("Limit"))
        return;
    warnings.push_back({AccessWarningKind::LimitBeforeFilter,
                        "Limit counts the items read before the FilterExpression, not the items "
                        "returned: a page may hold fewer items than Limit, even none, and still "
                        "have a LastEvaluatedKey.",
                        "", ""});
}

AccessStep readStep(AccessKind kind, const TableKeys &table, const IndexKeys *index,
                    const json::object &request)
{
    AccessStep step;
    step.kind = kind;
    step.tableName = table.name;
    step.indexName = index ? index->name : "";
    step.partitionKey = index ? index->partitionKey : table.partitionKey;
    step.sortKey = index ? index->sortKey : table.sortKey;
    step.consistentRead = boolMember(request, "ConsistentRead");
    step.filtered = request.contains("FilterExpression");
    return step;
}

Result<expr::KeyCondition> keyCondition(RequestContext &context, const AccessStep &step)
{
    auto text = context.string("KeyConditionExpression");
    if (!text)
        return Error::validation("Either the KeyConditions or KeyConditionExpression parameter "
                                 "must be specified in the request.");
    TS_TRY_ASSIGN(expr::KeyCondition condition,
                  expr::parseKeyCondition(*text, context.placeholders));
    expr::alignKeyCondition(condition, step.partitionKey);
    if (condition.partitionKeyName != step.partitionKey)
        return Error::validation("Query condition missed key schema element: " + step.partitionKey);
    if (condition.sortOp != SortOp::None && condition.sortKeyName != step.sortKey)
        return Error::validation("Query condition missed key schema element: " +
                                 (step.sortKey.empty() ? condition.sortKeyName : step.sortKey));
    return condition;
}

std::string queryReason(const AccessStep &step, const TableKeys &table, const IndexKeys *index)
{
    std::string reason = "The KeyConditionExpression has equality on " + step.partitionKey +
                         ", the partition key of " + targetText(table, index) +
                         ": only that partition is read";
    if (!step.sortCondition.empty())
        reason += ", and the sort key condition on " + step.sortKey +
                  " narrows it to a range of sort keys";
    return reason + ".";
}

} // namespace

Result<AccessPlan> planGetItem(const json::object &request, const TableDescriptions &tables)
{
    TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, requiredTable(request)));
    AccessStep step = readStep(AccessKind::GetItem, table, nullptr, request);
    TS_TRY_ASSIGN(step.keyCondition, keyText(table, request.if_contains("Key")));
    AccessPlan plan;
    plan.summary = "GetItem on table " + table.name;
    plan.reason = "The Key gives the whole primary key (" + step.keyCondition +
                  "): one item is read directly, " +
                  (step.consistentRead ? "strongly" : "eventually") + " consistent.";
    plan.steps.push_back(std::move(step));
    return plan;
}

Result<AccessPlan> planQuery(const json::object &request, const TableDescriptions &tables)
{
    TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, requiredTable(request)));
    TS_TRY_ASSIGN(const IndexKeys *index, readIndex(table, request));
    RequestContext context(request);
    AccessStep step = readStep(AccessKind::Query, table, index, request);
    AccessPlan plan;
    if (index && index->multiAttribute()) {
        TS_TRY_STATUS(explainMultiAttributeQuery(context, table, *index, step, plan.reason));
    } else {
        TS_TRY_ASSIGN(expr::KeyCondition condition, keyCondition(context, step));
        step.sortCondition = sortOpText(condition.sortOp);
        step.keyCondition = step.partitionKey + " = " + valueText(condition.partitionKeyValue);
        if (std::string sort = sortConditionText(condition); !sort.empty())
            step.keyCondition += " AND " + sort;
        plan.reason = queryReason(step, table, index);
    }
    TS_TRY_ASSIGN(expr::Condition filter, parseFilter(context, "FilterExpression"));
    plan.summary = "Query on " + targetText(table, index);
    if (index)
        TS_TRY_STATUS(addIndexWarnings(context, table, *index, filter, plan.warnings));
    addFilterWarnings(table, index, filter, AccessKind::Query, plan.warnings);
    addLimitWarning(request, filter, plan.warnings);
    plan.steps.push_back(std::move(step));
    return plan;
}

Result<AccessPlan> planScan(const json::object &request, const TableDescriptions &tables)
{
    TS_TRY_ASSIGN(TableKeys table, findTableKeys(tables, requiredTable(request)));
    TS_TRY_ASSIGN(const IndexKeys *index, readIndex(table, request));
    RequestContext context(request);
    AccessStep step = readStep(AccessKind::Scan, table, index, request);
    if (const json::value *total = request.if_contains("TotalSegments"); total && total->is_int64())
        step.totalSegments = static_cast<int>(total->get_int64());
    if (const json::value *segment = request.if_contains("Segment"); segment && segment->is_int64())
        step.segment = static_cast<int>(segment->get_int64());
    TS_TRY_ASSIGN(expr::Condition filter, parseFilter(context, "FilterExpression"));
    AccessPlan plan;
    plan.summary = "Scan of " + targetText(table, index);
    if (step.totalSegments > 0)
        plan.summary += " (segment " + std::to_string(step.segment) + " of " +
                        std::to_string(step.totalSegments) + ")";
    plan.reason = "A Scan has no key condition: it reads every item of " +
                  targetText(table, index) +
                  (filter.empty() ? "."
                                  : ", and the FilterExpression drops items only after they are "
                                    "read and billed.");
    if (index)
        TS_TRY_STATUS(addIndexWarnings(context, table, *index, filter, plan.warnings));
    addFilterWarnings(table, index, filter, AccessKind::Scan, plan.warnings);
    addLimitWarning(request, filter, plan.warnings);
    plan.steps.push_back(std::move(step));
    return plan;
}

} // namespace tablesmith::design
