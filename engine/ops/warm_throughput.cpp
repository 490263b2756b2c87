#include "ops/warm_throughput.h"

#include <algorithm>
#include <array>

namespace tablesmith::ops {
namespace {

// What a new on-demand table or GSI can serve at once (the developer guide's "new on-demand
// tables will be able to sustain up to 4,000 writes per second and 12,000 reads per second").
constexpr std::int64_t kOnDemandReadUnits = 12000;
constexpr std::int64_t kOnDemandWriteUnits = 4000;

struct Unit {
    std::string_view name;       // in WarmThroughput
    std::string_view capacity;   // the matching ProvisionedThroughput member
    std::int64_t onDemand;
};
constexpr std::array<Unit, 2> kUnits{{{"ReadUnitsPerSecond", "ReadCapacityUnits",
                                        kOnDemandReadUnits},
                                       {"WriteUnitsPerSecond", "WriteCapacityUnits",
                                        kOnDemandWriteUnits}}};

Error invalid(const std::string &detail)
{
    return Error::validation("One or more parameter values were invalid: " + detail);
}

// As the service's messages name the owner: "table", or "index NAME".
std::string ownerText(std::string_view indexName)
{
    return indexName.empty() ? "table" : "index " + std::string(indexName);
}

std::int64_t integerMember(const json::object &o, std::string_view member)
{
    const json::value *v = o.if_contains(member);
    return v && v->is_int64() ? v->get_int64() : 0;
}

// What `described` (a table or GSI) can serve at once by its capacity alone.
std::int64_t capacityFloor(const json::object &described, std::string_view billingMode,
                           const Unit &unit)
{
    if (billingMode == "PAY_PER_REQUEST")
        return unit.onDemand;
    const json::value *units = described.if_contains("ProvisionedThroughput");
    return units && units->is_object() ? integerMember(units->as_object(), unit.capacity) : 0;
}

json::object &warmOf(json::object &described)
{
    json::value &warm = described["WarmThroughput"];
    if (!warm.is_object())
        warm = json::object{{"ReadUnitsPerSecond", 0}, {"WriteUnitsPerSecond", 0},
                            {"Status", "ACTIVE"}};
    return warm.as_object();
}

void raiseToCapacity(json::object &described, std::string_view billingMode)
{
    json::object &warm = warmOf(described);
    for (const Unit &unit : kUnits)
        warm[unit.name] = std::max(integerMember(warm, unit.name),
                                   capacityFloor(described, billingMode, unit));
}

// `warm` as described while a raise of it is in progress.
json::object updating(const json::object &warm)
{
    json::object during = warm;
    during["Status"] = "UPDATING";
    return during;
}

} // namespace

Result<json::object> newWarmThroughput(const json::object *requested,
                                       const json::object &described,
                                       std::string_view billingMode, std::string_view indexName)
{
    json::object warm{{"ReadUnitsPerSecond", 0}, {"WriteUnitsPerSecond", 0},
                      {"Status", "ACTIVE"}};
    const json::object none;
    for (const Unit &unit : kUnits) {
        const std::int64_t floor = capacityFloor(described, billingMode, unit);
        TS_TRY_ASSIGN(auto given, optionalInteger(requested ? *requested : none, unit.name));
        if (given && *given < floor)
            return invalid("Requested " + std::string(unit.name) + " for WarmThroughput for "
                           + ownerText(indexName) + " is lower than "
                           + (billingMode == "PAY_PER_REQUEST"
                                  ? std::string("initial throughput for OnDemand. See: "
                                                "https://docs.aws.amazon.com/amazondynamodb/"
                                                "latest/developerguide/on-demand-capacity-"
                                                "mode.html#on-demand-capacity-mode-initial")
                                  : std::string(unit.capacity) + " of ProvisionedThroughput"));
        warm[unit.name] = given.value_or(floor);
    }
    return warm;
}

Status raiseWarmThroughput(json::object &described, const json::object &requested,
                           std::string_view indexName)
{
    json::object &warm = warmOf(described);
    json::object raised = warm;
    bool any = false;
    for (const Unit &unit : kUnits) {
        TS_TRY_ASSIGN(auto given, optionalInteger(requested, unit.name));
        if (!given)
            continue;
        any = true;
        if (*given < integerMember(warm, unit.name))
            return invalid("Requested " + std::string(unit.name) + " for WarmThroughput for "
                           + ownerText(indexName) + " is lower than current WarmThroughput, "
                           "decreasing WarmThroughput is not supported");
        raised[unit.name] = *given;
    }
    // The service's text for a GSI; for the table it answers InternalFailure, ours says why.
    if (!any)
        return invalid("WarmThroughput must have at least one of ReadUnitsPerSecond or "
                       "WriteUnitsPerSecond specified"
                       + (indexName.empty() ? std::string()
                                            : " for index: " + std::string(indexName)));
    warm = std::move(raised);
    return success();
}

void warmToCapacity(json::object &tableDescription)
{
    const std::string mode(billingModeOf(tableDescription));
    raiseToCapacity(tableDescription, mode);
    json::value *gsis = tableDescription.if_contains("GlobalSecondaryIndexes");
    if (!gsis || !gsis->is_array())
        return;
    for (json::value &gsi : gsis->as_array())
        if (gsi.is_object())
            raiseToCapacity(gsi.as_object(), mode);
}

json::object warmDuringRaise(const json::object &before, const json::object &after)
{
    const json::value *was = before.if_contains("WarmThroughput");
    const json::value *now = after.if_contains("WarmThroughput");
    if (!was || !now || !was->is_object() || !now->is_object())
        return {};
    const bool raised = std::ranges::any_of(kUnits, [&](const Unit &unit) {
        return integerMember(now->get_object(), unit.name)
               > integerMember(was->get_object(), unit.name);
    });
    return raised ? updating(was->get_object()) : json::object();
}

json::object warmDuringCreate(const json::object &created)
{
    const json::value *warm = created.if_contains("WarmThroughput");
    return warm && warm->is_object() ? updating(warm->get_object()) : json::object();
}

std::string_view billingModeOf(const json::object &description)
{
    const json::value *summary = description.if_contains("BillingModeSummary");
    const json::value *mode = summary && summary->is_object()
                                  ? summary->as_object().if_contains("BillingMode")
                                  : nullptr;
    return mode && mode->is_string() ? std::string_view(mode->get_string()) : "PROVISIONED";
}

} // namespace tablesmith::ops
