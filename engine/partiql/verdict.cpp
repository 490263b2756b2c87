// planStatement: the planner's verdict as the query builder's explain shows it.

#include "partiql/parser.h"
#include "partiql/planner.h"

namespace tablesmith::partiql {
namespace {

std::string keyConditionText(const SelectPlan &plan)
{
    std::string text;
    if (plan.partitionValues.size() == 1) {
        text = renderPath({{plan.key.partition, -1}}) + " = " + render(*plan.partitionValues[0]);
    } else {
        text = renderPath({{plan.key.partition, -1}}) + " IN [";
        for (std::size_t i = 0; i < plan.partitionValues.size(); ++i)
            text += (i ? ", " : "") + render(*plan.partitionValues[i]);
        text += "]";
    }
    for (std::size_t i = 0; i < plan.morePartitionValues.size(); ++i)
        text += " AND " + renderPath({{plan.key.morePartitions[i].first, -1}}) + " = "
                + render(*plan.morePartitionValues[i]);
    for (const Expr *sort : plan.sortConditions)
        text += " AND " + render(*sort);
    return text;
}

Result<StatementPlan> selectVerdict(const Statement &s, const TableKeys &keys)
{
    StatementPlan verdict;
    verdict.tableName = s.table;
    verdict.indexName = s.index;
    TS_TRY_ASSIGN(const KeyNames *key, selectKey(s, keys));
    const SelectPlan plan = planSelect(s, *key);
    verdict.operation = plan.query ? "Query" : "Scan";
    verdict.reason = plan.reason;
    if (plan.query) {
        verdict.keyCondition = keyConditionText(plan);
        verdict.partitionCount = static_cast<int>(plan.partitionValues.size());
    }
    return verdict;
}

Result<StatementPlan> writeVerdict(const Statement &s, const TableKeys &keys)
{
    StatementPlan verdict;
    verdict.tableName = s.table;
    if (!s.index.empty())
        return Error::validation("This operation is not supported on an index");
    if (s.kind == Statement::Kind::Insert) {
        verdict.operation = "PutItem";
        verdict.reason = "INSERT writes one item, on condition that its key is not taken";
        return verdict;
    }
    TS_TRY_ASSIGN(ItemKeyPlan plan, planItemKey(s.where.get(), keys.key));
    verdict.operation = s.kind == Statement::Kind::Update ? "UpdateItem" : "DeleteItem";
    for (const auto &[name, value] : plan.key)
        verdict.keyCondition += (verdict.keyCondition.empty() ? "" : " AND ")
            + renderPath({{name, -1}}) + " = " + render(*value);
    verdict.partitionCount = 1;
    verdict.reason = std::string(s.kind == Statement::Kind::Update ? "UPDATE" : "DELETE")
        + " names one item by its full key"
        + (plan.residual.empty() ? "" : "; the other conditions become its ConditionExpression");
    return verdict;
}

} // namespace

Result<StatementPlan> planStatement(std::string_view statement, const boost::json::object &table)
{
    TS_TRY_ASSIGN(Statement s, parseStatement(statement));
    TS_TRY_ASSIGN(TableKeys keys, tableKeys(table));
    const Statement &target = s.kind == Statement::Kind::Exists ? *s.exists : s;
    if (!keys.name.empty() && target.table != keys.name)
        return Error::validation("The statement reads table " + target.table
                                 + ", not the described table " + keys.name);
    if (s.kind == Statement::Kind::Exists) {
        TS_TRY_STATUS(planItemKey(target.where.get(), keys.key));
        return StatementPlan{"ConditionCheck", target.table, {}, {}, 1,
                             "EXISTS checks one item by its full key in a transaction"};
    }
    if (s.kind == Statement::Kind::Select)
        return selectVerdict(s, keys);
    return writeVerdict(s, keys);
}

} // namespace tablesmith::partiql
