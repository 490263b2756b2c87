#include "capacity/admission.h"

namespace tablesmith::capacity {
namespace {

namespace json = boost::json;

std::string debitKey(const Resource &resource)
{
    return resource.table->name + '\n' + resource.index
           + (resource.direction == Direction::Read ? "\nR" : "\nW");
}

std::string resourceArn(const Resource &resource)
{
    const json::value *arn = resource.table->description.if_contains("TableArn");
    std::string out = arn && arn->is_string() ? std::string(arn->get_string()) : "";
    return resource.index.empty() ? out : out + "/index/" + resource.index;
}

std::string_view throttledMessage(const Resource &resource)
{
    if (resource.index.empty())
        return "The level of configured provisioned throughput for the table was exceeded. "
               "Consider increasing your provisioning level with the UpdateTable API.";
    if (resource.direction == Direction::Write)
        return "The level of configured provisioned throughput for one or more global "
               "secondary indexes of the table was exceeded. Consider increasing your "
               "provisioning level for the under-provisioned global secondary indexes with "
               "the UpdateTable API";
    return "The level of configured provisioned throughput for the index was exceeded";
}

} // namespace

std::vector<Resource> resourcesOf(store::TableSchema &table, std::string_view indexName,
                                  Direction direction)
{
    std::vector<Resource> out;
    if (direction == Direction::Read) {
        const bool global = !indexName.empty() && globalIndexDescription(table, indexName);
        out.push_back({&table, global ? std::string(indexName) : std::string(), direction});
        return out;
    }
    out.push_back({&table, std::string(), direction});
    for (const store::IndexSchema &index : table.indexes)
        if (index.global)
            out.push_back({&table, index.name, direction});
    return out;
}

std::optional<Resource> firstExhausted(Throttling &throttling,
                                       const std::vector<Resource> &resources,
                                       std::int64_t nowMs, const Debits &debits)
{
    for (const Resource &resource : resources) {
        std::optional<double> balance = throttling.balance(*resource.table, resource.index,
                                                           resource.direction, nowMs);
        if (!balance)
            continue;
        auto pending = debits.find(debitKey(resource));
        if (*balance - (pending == debits.end() ? 0 : pending->second) <= 0)
            return resource;
    }
    return std::nullopt;
}

std::optional<Resource> firstExhaustedWrite(Throttling &throttling,
                                            std::vector<Resource> &resources, std::int64_t nowMs,
                                            const Debits &debits, const TouchedByWrite &touched)
{
    std::optional<Resource> exhausted = firstExhausted(throttling, resources, nowMs, debits);
    if (!exhausted || exhausted->index.empty())
        return exhausted;
    const std::optional<std::set<std::string>> names = touched();
    if (!names)
        return exhausted;
    std::erase_if(resources, [&](const Resource &resource) {
        return !resource.index.empty() && !names->count(resource.index);
    });
    return firstExhausted(throttling, resources, nowMs, debits);
}

void addDebits(Debits &debits, const std::vector<Resource> &resources, double units)
{
    for (const Resource &resource : resources)
        debits[debitKey(resource)] += units;
}

Error throttledError(const Resource &resource)
{
    Error error{ErrorKind::ProvisionedThroughputExceededException,
                std::string(throttledMessage(resource))};
    json::object reason;
    reason["reason"] = std::string(resource.index.empty() ? "Table" : "Index")
                       + (resource.direction == Direction::Read ? "Read" : "Write")
                       + "ProvisionedThroughputExceeded";
    reason["resource"] = resourceArn(resource);
    error.details["ThrottlingReasons"] = json::array{std::move(reason)};
    return error;
}

Error transactionThrottled(const std::vector<std::optional<Resource>> &actions)
{
    json::array reasons;
    std::string codes;
    for (const std::optional<Resource> &throttled : actions) {
        json::object reason;
        reason["Code"] = throttled ? "ProvisionedThroughputExceeded" : "None";
        if (throttled)
            reason["Message"] = throttledMessage(*throttled);
        codes += (codes.empty() ? "" : ", ") + std::string(reason["Code"].as_string());
        reasons.push_back(std::move(reason));
    }
    Error error{ErrorKind::TransactionCanceledException,
                "Transaction cancelled, please refer cancellation reasons for specific reasons ["
                    + codes + "]"};
    error.details["CancellationReasons"] = std::move(reasons);
    return error;
}

} // namespace tablesmith::capacity
