#include "capacity/auto_scaling_api.h"

#include "capacity/capacity_runtime.h"
#include "ops/request.h"
#include "streams/stream_runtime.h"

#include <mutex>
#include <shared_mutex>

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

constexpr double kMinTargetValue = 20; // the range DynamoDB's auto scaling accepts
constexpr double kMaxTargetValue = 90;

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

Status applyPolicy(ScalingSettings &s, const json::object &policy)
{
    TS_TRY_ASSIGN(auto name, ops::optionalString(policy, "PolicyName"));
    TS_TRY_ASSIGN(const json::object *config,
                  ops::optionalObject(policy, "TargetTrackingScalingPolicyConfiguration"));
    if (!config || !config->contains("TargetValue") || !config->at("TargetValue").is_number())
        return Error::validation("ScalingPolicyUpdate needs "
                                 "TargetTrackingScalingPolicyConfiguration.TargetValue");
    TS_TRY_ASSIGN(auto disableScaleIn, ops::optionalBool(*config, "DisableScaleIn"));
    s.targetValue = numberOf(config->if_contains("TargetValue"));
    s.disableScaleIn = disableScaleIn.value_or(false);
    s.policyName = std::string(name.value_or("DynamoDBTargetTracking"));
    return success();
}

// The settings after `update`, or nothing when it disables auto scaling.
Result<std::optional<ScalingSettings>> merged(const json::object &update,
                                              const std::optional<ScalingSettings> &current)
{
    TS_TRY_ASSIGN(auto disabled, ops::optionalBool(update, "AutoScalingDisabled"));
    if (disabled.value_or(false))
        return std::optional<ScalingSettings>();
    TS_TRY_ASSIGN(auto minimum, ops::optionalInteger(update, "MinimumUnits"));
    TS_TRY_ASSIGN(auto maximum, ops::optionalInteger(update, "MaximumUnits"));
    TS_TRY_ASSIGN(const json::object *policy, ops::optionalObject(update, "ScalingPolicyUpdate"));
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
    TS_TRY_ASSIGN(const json::object *update, ops::optionalObject(owner, member));
    if (update)
        out.push_back({std::move(index), direction, update});
    return success();
}

// Each entry of an array member (GlobalSecondaryIndexUpdates, ...) must be an object.
Result<std::vector<const json::object *>> entries(const json::object &owner,
                                                  std::string_view member)
{
    TS_TRY_ASSIGN(const json::array *list, ops::optionalArray(owner, member));
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
    TS_TRY_ASSIGN(std::string_view name, ops::requiredString(entry, "IndexName"));
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
        TS_TRY_ASSIGN(std::string_view regionName, ops::requiredString(*replica, "RegionName"));
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

void addSettings(json::object &out, std::string_view member, const AutoScaling &scaling,
                 const store::TableSchema &table, std::string_view index, Direction direction)
{
    if (auto s = scaling.settings(table, index, direction))
        out[member] = settingsDescription(*s);
}

json::object autoScalingDescription(Database::Impl &impl, const store::TableSchema &table)
{
    const AutoScaling &scaling = impl.capacityRuntime->autoScaling;
    json::object replica;
    replica["RegionName"] = impl.options.region;
    replica["ReplicaStatus"] = "ACTIVE";
    addSettings(replica, "ReplicaProvisionedReadCapacityAutoScalingSettings", scaling, table, "",
                Direction::Read);
    addSettings(replica, "ReplicaProvisionedWriteCapacityAutoScalingSettings", scaling, table,
                "", Direction::Write);
    json::array gsis;
    for (const store::IndexSchema &index : table.indexes) {
        if (!index.global)
            continue;
        json::object gsi;
        gsi["IndexName"] = index.name;
        gsi["IndexStatus"] = "ACTIVE";
        addSettings(gsi, "ProvisionedReadCapacityAutoScalingSettings", scaling, table,
                    index.name, Direction::Read);
        addSettings(gsi, "ProvisionedWriteCapacityAutoScalingSettings", scaling, table,
                    index.name, Direction::Write);
        gsis.push_back(std::move(gsi));
    }
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

Result<store::TableSchema *> namedTable(Database::Impl &impl, const json::object &request)
{
    TS_TRY_ASSIGN(std::string_view name, ops::tableName(request));
    store::TableSchema *table = impl.catalog.find(name);
    if (!table)
        return ops::tableNotFound(name);
    return table;
}

Result<json::object> describeTableReplicaAutoScaling(Database::Impl &impl,
                                                     const json::object &request)
{
    std::shared_lock schema(impl.catalogMutex);
    TS_TRY_ASSIGN(store::TableSchema *table, namedTable(impl, request));
    return autoScalingDescription(impl, *table);
}

Result<json::object> updateTableReplicaAutoScaling(Database::Impl &impl,
                                                   const json::object &request)
{
    std::unique_lock schema(impl.catalogMutex);
    TS_TRY_ASSIGN(store::TableSchema *table, namedTable(impl, request));
    if (!isProvisioned(*table))
        return Error::validation("Auto scaling needs a table in PROVISIONED billing mode; "
                                 + table->name + " is PAY_PER_REQUEST");
    TS_TRY_ASSIGN(auto updates, settingsUpdates(*table, request, impl.options.region));
    AutoScaling &scaling = impl.capacityRuntime->autoScaling;
    std::vector<std::optional<ScalingSettings>> settings;
    for (const SettingsUpdate &u : updates) { // all are checked before any applies
        TS_TRY_ASSIGN(auto s, merged(*u.update, scaling.settings(*table, u.index, u.direction)));
        settings.push_back(std::move(s));
    }
    const std::int64_t nowMs = impl.streamRuntime->nowMs();
    for (std::size_t i = 0; i < updates.size(); ++i) {
        if (settings[i])
            scaling.set(*table, updates[i].index, updates[i].direction, *settings[i], nowMs);
        else
            scaling.remove(*table, updates[i].index, updates[i].direction);
    }
    return autoScalingDescription(impl, *table);
}

} // namespace

DatabaseOperation autoScalingOperation(std::string_view name)
{
    if (name == "UpdateTableReplicaAutoScaling")
        return updateTableReplicaAutoScaling;
    if (name == "DescribeTableReplicaAutoScaling")
        return describeTableReplicaAutoScaling;
    return nullptr;
}

} // namespace tablesmith::capacity
