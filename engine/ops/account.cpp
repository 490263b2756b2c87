// Read-only answers about the account and a table's backups that SDKs and deployment tools ask
// for: DescribeLimits (the service's default quotas) and DescribeContinuousBackups (the engine
// keeps no point-in-time recovery log, so it says so).

#include "ops/operations.h"

namespace tablesmith::ops {
namespace {

// DynamoDB's default provisioned-capacity quotas of an account in a region.
constexpr std::int64_t kAccountMaxUnits = 80000;
constexpr std::int64_t kTableMaxUnits = 40000;

} // namespace

Result<json::object> describeLimits(State &, const json::object &)
{
    json::object response;
    response["AccountMaxReadCapacityUnits"] = kAccountMaxUnits;
    response["AccountMaxWriteCapacityUnits"] = kAccountMaxUnits;
    response["TableMaxReadCapacityUnits"] = kTableMaxUnits;
    response["TableMaxWriteCapacityUnits"] = kTableMaxUnits;
    return response;
}

Result<json::object> describeContinuousBackups(State &state, const json::object &request)
{
    TS_TRY_ASSIGN(std::string_view name, tableNameOrArn(state, request));
    if (!state.catalog.find(name))
        return Error{ErrorKind::TableNotFoundException,
                     "Table not found: " + std::string(name)};
    json::object recovery;
    recovery["PointInTimeRecoveryStatus"] = "DISABLED";
    json::object description;
    description["ContinuousBackupsStatus"] = "ENABLED";
    description["PointInTimeRecoveryDescription"] = std::move(recovery);
    json::object response;
    response["ContinuousBackupsDescription"] = std::move(description);
    return response;
}

} // namespace tablesmith::ops
