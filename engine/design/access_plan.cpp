// Explain's entry point: dispatch by operation, and the plan as JSON.
#include "design/access_plan_parts.h"

#include "ops/legacy_parameters.h"

#include <boost/json/array.hpp>

#include <algorithm>

namespace tablesmith {
namespace json = boost::json;

namespace design {

RequestContext::RequestContext(const json::object &request)
    : request(request),
      placeholders(
          [&]() -> const json::object * {
              const json::value *names = request.if_contains("ExpressionAttributeNames");
              return names && names->is_object() ? &names->get_object() : nullptr;
          }(),
          [&]() -> const json::object * {
              const json::value *values = request.if_contains("ExpressionAttributeValues");
              return values && values->is_object() ? &values->get_object() : nullptr;
          }())
{
}

std::optional<std::string_view> RequestContext::string(std::string_view member) const
{
    const json::value *value = request.if_contains(member);
    if (!value || !value->is_string())
        return std::nullopt;
    return std::string_view(value->get_string());
}

Result<expr::Condition> parseFilter(RequestContext &context, std::string_view member)
{
    auto text = context.string(member);
    if (!text)
        return expr::Condition{};
    auto kind = member == "FilterExpression" ? expr::ExpressionKind::Filter
                                             : expr::ExpressionKind::Condition;
    return expr::parseCondition(*text, context.placeholders, kind);
}

Result<std::string> keyText(const TableKeys &table, const json::value *key)
{
    Error mismatch = Error::validation("The provided key element does not match the schema");
    if (!key || !key->is_object())
        return mismatch;
    TS_TRY_ASSIGN(Item item, itemFromJson(key->get_object()));
    std::size_t expected = table.sortKey.empty() ? 1 : 2;
    if (item.size() != expected || !item.contains(table.partitionKey) ||
        (!table.sortKey.empty() && !item.contains(table.sortKey)))
        return mismatch;
    std::string text = table.partitionKey + " = " + valueText(item.at(table.partitionKey));
    if (!table.sortKey.empty())
        text += " AND " + table.sortKey + " = " + valueText(item.at(table.sortKey));
    return text;
}

std::string targetText(const TableKeys &table, const IndexKeys *index)
{
    return index ? "index " + index->name + " of " + table.name : "table " + table.name;
}

} // namespace design

namespace {

// Scan costs most, then Query, then a write; a plan is as costly as its costliest step.
int weight(AccessKind kind)
{
    switch (kind) {
    case AccessKind::Scan: return 4;
    case AccessKind::Query: return 3;
    case AccessKind::PartiQL: return 2;
    case AccessKind::Write: return 1;
    default: return 0;
    }
}

Result<AccessPlan> dispatch(const OperationRequest &op, const json::object &request,
                            const TableDescriptions &tables)
{
    const std::string &name = op.operation;
    if (name == "Query")
        return design::planQuery(request, tables);
    if (name == "Scan")
        return design::planScan(request, tables);
    if (name == "GetItem")
        return design::planGetItem(request, tables);
    if (name == "PutItem" || name == "UpdateItem" || name == "DeleteItem")
        return design::planWrite(name, request, tables);
    if (name == "BatchGetItem")
        return design::planBatchGet(request, tables);
    if (name == "BatchWriteItem")
        return design::planBatchWrite(request, tables);
    if (name == "TransactGetItems")
        return design::planTransactGet(request, tables);
    if (name == "TransactWriteItems")
        return design::planTransactWrite(request, tables);
    if (name == "ExecuteStatement" || name == "BatchExecuteStatement" ||
        name == "ExecuteTransaction")
        return design::planPartiql(op, tables);
    return Error::validation("Explain does not know the operation " + name);
}

json::array warningsJson(const std::vector<AccessWarning> &warnings)
{
    json::array out;
    for (const AccessWarning &warning : warnings) {
        json::object entry{{"Kind", accessWarningName(warning.kind)}, {"Message", warning.message}};
        if (!warning.attribute.empty())
            entry["AttributeName"] = warning.attribute;
        if (!warning.indexName.empty())
            entry["IndexName"] = warning.indexName;
        out.push_back(std::move(entry));
    }
    return out;
}

json::object stepJson(const AccessStep &step)
{
    json::object out{{"Access", accessKindName(step.kind)}, {"TableName", step.tableName}};
    auto put = [&](std::string_view key, const std::string &value) {
        if (!value.empty())
            out[key] = value;
    };
    put("IndexName", step.indexName);
    put("Action", step.action);
    put("KeyCondition", step.keyCondition);
    put("PartitionKey", step.partitionKey);
    put("SortKey", step.sortKey);
    put("SortKeyCondition", step.sortCondition);
    if (step.filtered)
        out["Filtered"] = true;
    if (step.consistentRead)
        out["ConsistentRead"] = true;
    if (!step.indexesWritten.empty())
        out["IndexesWritten"] = json::array(step.indexesWritten.begin(), step.indexesWritten.end());
    if (step.totalSegments > 0) {
        out["Segment"] = step.segment;
        out["TotalSegments"] = step.totalSegments;
    }
    return out;
}

} // namespace

std::string_view accessKindName(AccessKind kind)
{
    switch (kind) {
    case AccessKind::GetItem:
        return "GetItem";
    case AccessKind::Query:
        return "Query";
    case AccessKind::Scan:
        return "Scan";
    case AccessKind::Write:
        return "Write";
    case AccessKind::ConditionCheck:
        return "ConditionCheck";
    case AccessKind::PartiQL:
        return "PartiQL";
    }
    return "Scan";
}

std::string_view accessWarningName(AccessWarningKind kind)
{
    switch (kind) {
    case AccessWarningKind::FilterAfterRead:
        return "FilterAfterRead";
    case AccessWarningKind::ScanCouldBeQuery:
        return "ScanCouldBeQuery";
    case AccessWarningKind::FilterCouldBeKeyCondition:
        return "FilterCouldBeKeyCondition";
    case AccessWarningKind::FilterOnIndexKey:
        return "FilterOnIndexKey";
    case AccessWarningKind::NoKeyServes:
        return "NoKeyServes";
    case AccessWarningKind::AttributesNotProjected:
        return "AttributesNotProjected";
    case AccessWarningKind::ConsistentReadOnGlobalIndex:
        return "ConsistentReadOnGlobalIndex";
    case AccessWarningKind::LimitBeforeFilter:
        return "LimitBeforeFilter";
    case AccessWarningKind::IndexNotActive:
        return "IndexNotActive";
    }
    return "FilterAfterRead";
}

Result<AccessPlan> planAccess(const OperationRequest &request, const TableDescriptions &tables)
{
    // Pre-expression parameters (KeyConditions, ScanFilter, ...) are explained as the
    // expressions the engine rewrites them to.
    TS_TRY_ASSIGN(auto rewritten, ops::legacy::toExpressions(request.operation, request.request));
    if (rewritten)
        TS_TRY_STATUS(ops::legacy::checkKeyConditionsIndexable(rewritten->request));
    TS_TRY_ASSIGN(AccessPlan plan,
                  dispatch(request, rewritten ? rewritten->request : request.request, tables));
    plan.operation = request.operation;
    if (!plan.steps.empty())
        plan.kind = plan.steps.front().kind;
    for (const AccessStep &step : plan.steps)
        if (weight(step.kind) > weight(plan.kind))
            plan.kind = step.kind;
    return plan;
}

Result<AccessPlan> planAccess(const OperationRequest &request, Client &client)
{
    TableDescriptions tables;
    for (const std::string &name : tablesNamed(request)) {
        TS_TRY_ASSIGN(json::object described,
                      client.call("DescribeTable", json::object{{"TableName", name}}));
        if (json::value *table = described.if_contains("Table"); table && table->is_object())
            tables.push_back(std::move(table->get_object()));
    }
    return planAccess(request, tables);
}

json::object toJson(const AccessPlan &plan)
{
    json::array steps;
    for (const AccessStep &step : plan.steps)
        steps.push_back(stepJson(step));
    return {{"Operation", plan.operation}, {"Access", accessKindName(plan.kind)},
            {"Summary", plan.summary},     {"Reason", plan.reason},
            {"Steps", std::move(steps)},   {"Warnings", warningsJson(plan.warnings)}};
}

} // namespace tablesmith
