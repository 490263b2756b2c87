// The PartiQL hook of explain. PartiQL statements are planned by the PartiQL planner
// (branch `partiql`); until it is wired in here, each statement is one PartiQL step whose
// access is not decided. The coordinator replaces planPartiql's body at merge.
#include "design/access_plan_parts.h"

namespace tablesmith::design {

Result<AccessPlan> planPartiql(const OperationRequest &request, const TableDescriptions &)
{
    AccessPlan plan;
    std::size_t statements = 1;
    if (const json::value *list = request.request.if_contains(
            request.operation == "ExecuteTransaction" ? "TransactStatements" : "Statements");
        list && list->is_array())
        statements = list->get_array().size();
    AccessStep step;
    step.kind = AccessKind::PartiQL;
    plan.steps.assign(statements, step);
    plan.summary = "PartiQL: planned by the PartiQL planner";
    plan.reason = "A PartiQL statement is a GetItem, a Query or a Scan depending on its WHERE "
                  "clause (equality or IN on the partition key); the PartiQL planner decides.";
    return plan;
}

} // namespace tablesmith::design
