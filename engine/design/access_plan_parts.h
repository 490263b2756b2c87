#pragma once
// The pieces of explain (access_plan*.cpp) and of the after-run analysis that share them.

#include "design/filter_terms.h"
#include "design/table_keys.h"

#include <tablesmith/access_plan.h>
#include <tablesmith/expression.h>
#include <tablesmith/run_analysis.h>

#include <boost/json/object.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::design {

namespace json = boost::json;

// One request's placeholders, shared by all of its expressions as the service does.
struct RequestContext {
    const json::object &request;
    expr::Placeholders placeholders;
    explicit RequestContext(const json::object &request);
    std::optional<std::string_view> string(std::string_view member) const;
};

// The FilterExpression (or ConditionExpression) as a tree; empty when absent.
Result<expr::Condition> parseFilter(RequestContext &context, std::string_view member);

// A key map as text: `PK = "USER#u1" AND SK = "PROFILE"`; ValidationException
// ("The provided key element does not match the schema") unless it is exactly the key.
Result<std::string> keyText(const TableKeys &table, const json::value *key);

// What a filter on a read of `table` (or its index `read`) could use instead.
void addFilterWarnings(const TableKeys &table, const IndexKeys *read, const expr::Condition &filter,
                       AccessKind kind, std::vector<AccessWarning> &warnings);
// Attributes read (projection, filter) that the index does not hold.
void addProjectionWarnings(const TableKeys &table, const IndexKeys &index,
                           const std::vector<std::string> &attributes,
                           std::vector<AccessWarning> &warnings);

Result<AccessPlan> planQuery(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planScan(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planGetItem(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planWrite(std::string_view operation, const json::object &request,
                             const TableDescriptions &tables);
Result<AccessPlan> planBatchGet(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planBatchWrite(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planTransactGet(const json::object &request, const TableDescriptions &tables);
Result<AccessPlan> planTransactWrite(const json::object &request, const TableDescriptions &tables);
// PartiQL statements, each planned by the engine's PartiQL planner (access_plan_partiql.cpp).
Result<AccessPlan> planPartiql(const OperationRequest &request, const TableDescriptions &tables);
// The tables PartiQL statements name (after FROM, INTO or UPDATE), each once.
std::vector<std::string> partiqlTablesNamed(const OperationRequest &request);

// A new GSI for a Query or Scan whose filter no existing key serves (run_analysis.h).
std::optional<IndexSuggestion> suggestIndex(const OperationRequest &request,
                                            const TableDescriptions &tables);

// A Query on an index with a multi-attribute key: checks the key condition by the engine's
// rules and fills the step's keyCondition / sortCondition and the plan's reason.
Status explainMultiAttributeQuery(RequestContext &context, const TableKeys &table,
                                  const IndexKeys &index, AccessStep &step, std::string &reason);

// A sort key operator as written in a KeyConditionExpression: "<=", "BETWEEN", "begins_with";
// empty for none.
std::string sortOpText(expr::KeyCondition::SortOp op);

// "table ecommerce" or "index GSI1 of ecommerce".
std::string targetText(const TableKeys &table, const IndexKeys *index);

} // namespace tablesmith::design
