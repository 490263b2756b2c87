#include "capacity/auto_scaling_api.h"

#include "capacity/capacity_runtime.h"
#include "core/request.h"

#include <cstdint>

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

constexpr double kMinTargetValue = 20; // the range DynamoDB's auto scaling accepts
constexpr double kMaxTargetValue = 90;
constexpr std::size_t kMaxPolicyName = 256;
constexpr std::size_t kMaxRoleArn = 1600;

// One AutoScalingSettingsUpdate of the request, and where it applies.
struct SettingsUpdate {
    std::string index;
    Direction direction = Direction::Read;
    const json::object *update = nullptr;
};

Status checkBounds(const ScalingSettings &s)
{
    if (s.minimumUnits < 1 || s.maximumUnits < 1)
        return Error::validation("MinimumUnits and MaximumUnits must be at least 1");
    if (s.minimumUnits > s.maximumUnits)
        return Error::validation("MinimumUnits (" + std::to_string(s.minimumUnits)
                                 + ") cannot be greater than MaximumUnits ("
                                 + std::to_string(s.maximumUnits) + ")");
    if (s.targetValue < kMinTargetValue || s.targetValue > kMaxTargetValue)
        return Error::validation("TargetValue must be between 20 and 90");
    return success();
}

// PolicyName: 1 to 256 printable characters (\p{Print}+), as the API reference says.
Status checkPolicyName(std::string_view name)
{
    auto quoted = [&] { return "'" + std::string(name) + "'"; };
    if (name.empty())
        return core::constraintError(quoted(), "PolicyName",
                                    "Member must have length greater than or equal to 1");
    if (name.size() > kMaxPolicyName)
        return core::constraintError(quoted(), "PolicyName",
                                    "Member must have length less than or equal to 256");
    for (unsigned char c : name)
        if (c < 0x20 || c == 0x7f)
            return core::constraintError(quoted(), "PolicyName",
                                        "Member must satisfy regular expression pattern: "
                                        "\\p{Print}+");
    return success();
}

// Cooldowns are seconds in an Integer, never negative.
Status checkCooldown(const std::optional<std::int64_t> &seconds, std::string_view member)
{
    if (!seconds || (*seconds >= 0 && *seconds <= INT32_MAX))
        return success();
    const std::string path =
        "scalingPolicyUpdate.targetTrackingScalingPolicyConfiguration." + std::string(member);
    return core::constraintError("'" + std::to_string(*seconds) + "'", path,
                                *seconds < 0 ? "Member must have value greater than or equal to 0"
                                             : "Member must have value less than or equal to "
                                               "2147483647");
}

Status applyPolicy(ScalingSettings &s, const json::object &policy)
{
    TS_TRY_ASSIGN(auto name, core::optionalString(policy, "PolicyName"));
    if (name)
        TS_TRY_STATUS(checkPolicyName(*name));
    TS_TRY_ASSIGN(const json::object *config,
                  core::optionalObject(policy, "TargetTrackingScalingPolicyConfiguration"));
    if (!config || !config->contains("TargetValue") || !config->at("TargetValue").is_number())
        return Error::validation("ScalingPolicyUpdate needs "
                                 "TargetTrackingScalingPolicyConfiguration.TargetValue");
    TS_TRY_ASSIGN(auto disableScaleIn, core::optionalBool(*config, "DisableScaleIn"));
    TS_TRY_ASSIGN(auto scaleInCooldown, core::optionalInteger(*config, "ScaleInCooldown"));
    TS_TRY_ASSIGN(auto scaleOutCooldown, core::optionalInteger(*config, "ScaleOutCooldown"));
    TS_TRY_STATUS(checkCooldown(scaleInCooldown, "scaleInCooldown"));
    TS_TRY_STATUS(checkCooldown(scaleOutCooldown, "scaleOutCooldown"));
    s.scaleInCooldownSeconds = scaleInCooldown.value_or(0);
    s.scaleOutCooldownSeconds = scaleOutCooldown.value_or(0);
    s.targetValue = numberOf(config->if_contains("TargetValue"));
    s.disableScaleIn = disableScaleIn.value_or(false);
    s.policyName = std::string(name.value_or("DynamoDBTargetTracking"));
    return success();
}

// MinimumUnits and MaximumUnits are Longs of at least 1.
Status checkUnits(const std::optional<std::int64_t> &units, std::string_view member)
{
    if (units && *units < 1)
        return core::constraintError("'" + std::to_string(*units) + "'", member,
                                    "Member must have value greater than or equal to 1");
    return success();
}

// The settings after `update`, or nothing when it disables auto scaling.
Result<std::optional<ScalingSettings>> merged(const json::object &update,
                                              const std::optional<ScalingSettings> &current)
{
    TS_TRY_ASSIGN(auto disabled, core::optionalBool(update, "AutoScalingDisabled"));
    if (disabled.value_or(false))
        return std::optional<ScalingSettings>();
    TS_TRY_ASSIGN(auto minimum, core::optionalInteger(update, "MinimumUnits"));
    TS_TRY_ASSIGN(auto maximum, core::optionalInteger(update, "MaximumUnits"));
    TS_TRY_STATUS(checkUnits(minimum, "MinimumUnits"));
    TS_TRY_STATUS(checkUnits(maximum, "MaximumUnits"));
    TS_TRY_ASSIGN(auto roleArn, core::optionalString(update, "AutoScalingRoleArn"));
    if (roleArn && roleArn->empty())
        return core::constraintError("''", "AutoScalingRoleArn",
                                    "Member must have length greater than or equal to 1");
    if (roleArn && roleArn->size() > kMaxRoleArn)
        return core::constraintError("'" + std::string(*roleArn) + "'", "AutoScalingRoleArn",
                                    "Member must have length less than or equal to 1600");
    TS_TRY_ASSIGN(const json::object *policy, core::optionalObject(update, "ScalingPolicyUpdate"));
    if (!current && (!minimum || !maximum || !policy))
        return Error::validation("MinimumUnits, MaximumUnits and ScalingPolicyUpdate are "
                                 "required to enable auto scaling");
    ScalingSettings s = current.value_or(ScalingSettings{});
    s.minimumUnits = minimum.value_or(s.minimumUnits);
    s.maximumUnits = maximum.value_or(s.maximumUnits);
    if (policy)
        TS_TRY_STATUS(applyPolicy(s, *policy));
    TS_TRY_STATUS(checkBounds(s));
    return std::optional<ScalingSettings>(s);
}

Status addUpdate(std::vector<SettingsUpdate> &out, const json::object &owner,
                 std::string_view member, std::string index, Direction direction)
{
    TS_TRY_ASSIGN(const json::object *update, core::optionalObject(owner, member));
    if (update)
        out.push_back({std::move(index), direction, update});
    return success();
}

// Each entry of an array member (GlobalSecondaryIndexUpdates, ...) must be an object.
Result<std::vector<const json::object *>> entries(const json::object &owner,
                                                  std::string_view member)
{
    TS_TRY_ASSIGN(const json::array *list, core::optionalArray(owner, member));
    std::vector<const json::object *> out;
    if (!list)
        return out;
    for (const json::value &entry : *list) {
        if (!entry.is_object())
            return Error::validation(std::string(member) + " entries must be objects");
        out.push_back(&entry.get_object());
    }
    return out;
}

Result<std::string> globalIndexName(const store::TableSchema &table, const json::object &entry)
{
    TS_TRY_ASSIGN(std::string_view name, core::requiredString(entry, "IndexName"));
    if (!globalIndexDescription(table, name))
        return Error{ErrorKind::ResourceNotFoundException,
                     "The table does not have the specified index: " + std::string(name)};
    return std::string(name);
}

Result<std::vector<SettingsUpdate>> settingsUpdates(const store::TableSchema &table,
                                                    const json::object &request,
                                                    std::string_view region)
{
    std::vector<SettingsUpdate> out;
    TS_TRY_STATUS(addUpdate(out, request, "ProvisionedWriteCapacityAutoScalingUpdate", "",
                            Direction::Write));
    TS_TRY_ASSIGN(auto gsis, entries(request, "GlobalSecondaryIndexUpdates"));
    for (const json::object *gsi : gsis) {
        TS_TRY_ASSIGN(std::string index, globalIndexName(table, *gsi));
        TS_TRY_STATUS(addUpdate(out, *gsi, "ProvisionedWriteCapacityAutoScalingUpdate", index,
                                Direction::Write));
    }
    TS_TRY_ASSIGN(auto replicas, entries(request, "ReplicaUpdates"));
    for (const json::object *replica : replicas) {
        TS_TRY_ASSIGN(std::string_view regionName, core::requiredString(*replica, "RegionName"));
        if (regionName != region)
            return Error::validation("Replica in region " + std::string(regionName)
                                     + " does not exist; this table lives in " + std::string(region));
        TS_TRY_STATUS(addUpdate(out, *replica, "ReplicaProvisionedReadCapacityAutoScalingUpdate",
                                "", Direction::Read));
        TS_TRY_ASSIGN(auto replicaGsis, entries(*replica, "ReplicaGlobalSecondaryIndexUpdates"));
        for (const json::object *gsi : replicaGsis) {
            TS_TRY_ASSIGN(std::string index, globalIndexName(table, *gsi));
            TS_TRY_STATUS(addUpdate(out, *gsi, "ProvisionedReadCapacityAutoScalingUpdate", index,
                                    Direction::Read));
        }
    }
    return out;
}

json::object settingsDescription(const ScalingSettings &s)
{
    json::object config;
    config["TargetValue"] = s.targetValue;
    config["DisableScaleIn"] = s.disableScaleIn;
    if (s.scaleInCooldownSeconds)
        config["ScaleInCooldown"] = s.scaleInCooldownSeconds;
    if (s.scaleOutCooldownSeconds)
        config["ScaleOutCooldown"] = s.scaleOutCooldownSeconds;
    json::object policy;
    policy["PolicyName"] = s.policyName;
    policy["TargetTrackingScalingPolicyConfiguration"] = std::move(config);
    json::object d;
    d["MinimumUnits"] = s.minimumUnits;
    d["MaximumUnits"] = s.maximumUnits;
    d["AutoScalingDisabled"] = false;
    d["ScalingPolicies"] = json::array{std::move(policy)};
    return d;
}

Status addSettings(json::object &out, std::string_view member, Runtime &runtime,
                   core::State &state, const store::TableSchema &table, std::string_view index,
                   Direction direction)
{
    const AutoScaling &scaling = runtime.autoScaling;
    TS_TRY_ASSIGN(auto s, scaling.settings(state.db, table, index, direction));
    if (s)
        out[member] = settingsDescription(*s);
    return success();
}

Result<json::array> globalIndexesDescription(Runtime &runtime, core::State &state,
                                             const store::TableSchema &table)
{
    json::array gsis;
    for (const store::IndexSchema &index : table.indexes) {
        if (!index.global)
            continue;
        json::object gsi;
        gsi["IndexName"] = index.name;
        gsi["IndexStatus"] = index.backfilling() ? "CREATING" : "ACTIVE";
        TS_TRY_STATUS(addSettings(gsi, "ProvisionedReadCapacityAutoScalingSettings", runtime,
                                  state, table, index.name, Direction::Read));
        TS_TRY_STATUS(addSettings(gsi, "ProvisionedWriteCapacityAutoScalingSettings", runtime,
                                  state, table, index.name, Direction::Write));
        gsis.push_back(std::move(gsi));
    }
    return gsis;
}

// With the write mutex held: the settings are read on the writer connection.
Result<json::object> autoScalingDescription(Runtime &runtime, core::State &state,
                                            const store::TableSchema &table)
{
    json::object replica;
    replica["RegionName"] = state.options.region;
    replica["ReplicaStatus"] = "ACTIVE";
    TS_TRY_STATUS(addSettings(replica, "ReplicaProvisionedReadCapacityAutoScalingSettings",
                              runtime, state, table, "", Direction::Read));
    TS_TRY_STATUS(addSettings(replica, "ReplicaProvisionedWriteCapacityAutoScalingSettings",
                              runtime, state, table, "", Direction::Write));
    TS_TRY_ASSIGN(json::array gsis, globalIndexesDescription(runtime, state, table));
    if (!gsis.empty())
        replica["GlobalSecondaryIndexes"] = std::move(gsis);
    json::object d;
    d["TableName"] = table.name;
    d["TableStatus"] = table.description.contains("TableStatus")
                           ? table.description.at("TableStatus")
                           : json::value("ACTIVE");
    d["Replicas"] = json::array{std::move(replica)};
    json::object response;
    response["TableAutoScalingDescription"] = std::move(d);
    return response;
}

Result<store::TableSchema *> namedTable(core::State &state, const json::object &request)
{
    TS_TRY_ASSIGN(std::string_view name, core::tableNameOrArn(state, request));
    store::TableSchema *table = state.catalog.find(name);
    if (!table)
        return core::tableNotFound(name);
    return table;
}

// Both operations run alone on the writer (core::Access::Schema).
Result<json::object> describeTableReplicaAutoScaling(Runtime &runtime, core::State &state,
                                                     const json::object &request)
{
    TS_TRY_ASSIGN(store::TableSchema *table, namedTable(state, request));
    return autoScalingDescription(runtime, state, *table);
}

// Applies the checked updates in one transaction: all of them are saved, or none.
Status applyUpdates(Runtime &runtime, core::State &state, const store::TableSchema &table,
                    const std::vector<SettingsUpdate> &updates,
                    const std::vector<std::optional<ScalingSettings>> &settings)
{
    AutoScaling &scaling = runtime.autoScaling;
    const std::int64_t nowMs = state.clock.nowMs();
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    for (std::size_t i = 0; i < updates.size(); ++i) {
        const SettingsUpdate &u = updates[i];
        if (settings[i])
            TS_TRY_STATUS(scaling.set(state.db, table, u.index, u.direction, *settings[i],
                                      nowMs));
        else
            TS_TRY_STATUS(scaling.remove(state.db, table, u.index, u.direction));
    }
    return transaction.commit();
}

Result<json::object> updateTableReplicaAutoScaling(Runtime &runtime, core::State &state,
                                                   const json::object &request)
{
    TS_TRY_ASSIGN(store::TableSchema *table, namedTable(state, request));
    if (!isProvisioned(*table))
        return Error::validation("Auto scaling needs a table in PROVISIONED billing mode; "
                                 + table->name + " is PAY_PER_REQUEST");
    TS_TRY_ASSIGN(auto updates, settingsUpdates(*table, request, state.options.region));
    const AutoScaling &scaling = runtime.autoScaling;
    std::vector<std::optional<ScalingSettings>> settings;
    for (const SettingsUpdate &u : updates) { // all are checked before any applies
        TS_TRY_ASSIGN(auto current, scaling.settings(state.db, *table, u.index, u.direction));
        TS_TRY_ASSIGN(auto s, merged(*u.update, current));
        settings.push_back(std::move(s));
    }
    TS_TRY_STATUS(applyUpdates(runtime, state, *table, updates, settings));
    return autoScalingDescription(runtime, state, *table);
}

} // namespace

void addAutoScalingOperations(core::OperationTable &table, Runtime &runtime)
{
    table.add("UpdateTableReplicaAutoScaling", core::Access::Schema,
              [&runtime](core::State &state, const json::object &request) {
                  return updateTableReplicaAutoScaling(runtime, state, request);
              });
    table.add("DescribeTableReplicaAutoScaling", core::Access::Schema,
              [&runtime](core::State &state, const json::object &request) {
                  return describeTableReplicaAutoScaling(runtime, state, request);
              });
}

} // namespace tablesmith::capacity
