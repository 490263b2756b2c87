#include "capacity/capacity_change.h"
#include "ops/index_updates.h"
#include "core/indexes.h"
#include "ops/operations.h"
#include "ops/table_definition.h"
#include "ops/tags.h"
#include "store/item_store.h"
#include "streams/stream_hooks.h"
#include "ops/core_names.h"

namespace tablesmith::ops {
namespace {

// ItemCount and TableSizeBytes (and each index's) are counted once, then kept up to date by
// every write.
Status refreshCounters(State &state, store::TableSchema &table)
{
    if (table.itemCount < 0)
        TS_TRY_STATUS(store::countItems(state.db, table, table.itemCount, table.sizeBytes));
    table.description["ItemCount"] = table.itemCount;
    table.description["TableSizeBytes"] = table.sizeBytes;
    return refreshIndexCounters(state, table);
}

Result<store::TableSchema *> describedTable(State &state, const json::object &request)
{
    auto name = tableName(request);
    if (!name)
        return name.takeError();
    store::TableSchema *table = state.catalog.find(*name);
    if (!table)
        return tableNotFound(*name);
    TS_TRY_STATUS(refreshCounters(state, *table));
    return table;
}

json::object wrapped(std::string_view member, json::object description)
{
    json::object response;
    response[member] = std::move(description);
    return response;
}

} // namespace

Result<json::object> createTable(State &state, streams::Runtime &streams,
                                 const json::object &request)
{
    auto name = tableName(request);
    if (!name)
        return name.takeError();
    auto description = describeNewTable(request, *name, state.options);
    if (!description)
        return description.takeError();
    TS_TRY_STATUS(checkCreateTableTags(request));
    if (state.catalog.find(*name))
        return Error{ErrorKind::ResourceInUseException,
                     "Table already exists: " + std::string(*name)};
    store::TableSchema table;
    table.name = std::string(*name);
    auto key = store::keySchemaFromDescription(*description);
    if (!key)
        return key.takeError();
    table.key = std::move(*key);
    table.indexes = store::indexesFromDescription(*description);
    table.description = std::move(*description);
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_ASSIGN(store::TableSchema *added, state.catalog.add(state.db, std::move(table)));
    Status created = request.contains("StreamSpecification")
                         ? streams::applyStreamSpecification(state, streams, *added, request)
                         : success();
    if (created)
        created = applyCreateTableTags(state, *added, request);
    if (created)
        created = transaction.commit();
    if (!created) {
        state.catalog.forget(*name); // the rolled-back table must not linger in memory
        return created.takeError();
    }
    TS_TRY_STATUS(refreshCounters(state, *added));
    return wrapped("TableDescription", added->description);
}

Result<json::object> describeTable(State &state, const json::object &request)
{
    auto table = describedTable(state, request);
    if (!table)
        return table.takeError();
    return wrapped("Table", (*table)->description);
}

Result<json::object> listTables(State &state, const json::object &request)
{
    auto start = optionalString(request, "ExclusiveStartTableName");
    auto limit = optionalInteger(request, "Limit");
    if (!start)
        return start.takeError();
    if (!limit)
        return limit.takeError();
    if (*limit && (**limit < 1 || **limit > 100))
        return constraintError("'" + std::to_string(**limit) + "'", "Limit", **limit < 1
            ? "Member must have value greater than or equal to 1"
            : "Member must have value less than or equal to 100");
    const std::int64_t max = limit->value_or(100);
    json::array names;
    json::object response;
    for (const std::string &name : state.catalog.names()) {
        if (*start && name <= **start)
            continue;
        if (static_cast<std::int64_t>(names.size()) == max) {
            response["LastEvaluatedTableName"] = names.back();
            break;
        }
        names.emplace_back(name);
    }
    response["TableNames"] = std::move(names);
    return response;
}

Result<json::object> deleteTable(State &state, streams::Runtime &streams,
                                 const json::object &request)
{
    auto table = describedTable(state, request);
    if (!table)
        return table.takeError();
    json::object description = (*table)->description;
    description["TableStatus"] = "DELETING";
    store::Transaction transaction(state.db);
    TS_TRY_STATUS(transaction.begin());
    TS_TRY_STATUS(streams::closeStreamOfDeletedTable(state, streams, **table));
    TS_TRY_STATUS(state.catalog.remove(state.db, description.at("TableName").get_string()));
    TS_TRY_STATUS(transaction.commit());
    return wrapped("TableDescription", std::move(description));
}

// Billing mode and provisioned throughput.
Status updateBilling(State &state, store::TableSchema &table, const json::object &request)
{
    TS_TRY_ASSIGN(auto billing, optionalEnum(request, "BillingMode",
                                             {"PROVISIONED", "PAY_PER_REQUEST"}));
    TS_TRY_ASSIGN(const json::object *throughput, optionalObject(request,
                                                                 "ProvisionedThroughput"));
    if (!billing && !throughput)
        return success();
    json::object &d = table.description;
    const std::string current(d.at("BillingModeSummary").at("BillingMode").get_string());
    const std::string_view mode = billing.value_or(current);
    TS_TRY_STATUS(checkBilling(mode, throughput));
    if (current == "PAY_PER_REQUEST" && mode == "PROVISIONED")
        TS_TRY_STATUS(checkIndexesGetThroughput(table, request));
    d["BillingModeSummary"].as_object()["BillingMode"] = mode;
    json::value *described = d.if_contains("ProvisionedThroughput");
    if (throughput && described && described->is_object()) // counted against the daily limit
        TS_TRY_STATUS(capacity::changeByHand(described->get_object(), *throughput,
                                             state.clock.nowMs()));
    else if (throughput || mode == "PAY_PER_REQUEST")
        d["ProvisionedThroughput"] = throughputDescription(throughput);
    json::value *gsis = d.if_contains("GlobalSecondaryIndexes");
    if (mode == "PAY_PER_REQUEST" && gsis && gsis->is_array()) // zero units, as the table has
        for (json::value &gsi : gsis->get_array())
            gsi.as_object()["ProvisionedThroughput"] = throughputDescription(nullptr);
    return success();
}

Status applyUpdates(State &state, streams::Runtime &streams, store::TableSchema &table,
                    const json::object &request)
{
    TS_TRY_STATUS(updateBilling(state, table, request));
    TS_TRY_STATUS(applyIndexUpdates(state, table, request));
    if (request.contains("StreamSpecification"))
        TS_TRY_STATUS(streams::applyStreamSpecification(state, streams, table, request));
    return state.catalog.saveDescription(state.db, table);
}

Result<json::object> updateTable(State &state, streams::Runtime &streams,
                                 const json::object &request)
{
    TS_TRY_ASSIGN(store::TableSchema *table, describedTable(state, request));
    if (!request.contains("BillingMode") && !request.contains("ProvisionedThroughput")
        && !request.contains("GlobalSecondaryIndexUpdates")
        && !request.contains("StreamSpecification"))
        return Error::validation("At least one of ProvisionedThroughput, BillingMode, "
                                 "UpdateStreamEnabled, GlobalSecondaryIndexUpdates or "
                                 "SSESpecification or ReplicaUpdates is required");
    // All of an update lands, or none of it: SQLite rolls back, memory is restored.
    const json::object description = table->description;
    const std::vector<store::IndexSchema> indexes = table->indexes;
    store::Transaction transaction(state.db);
    Status updated = transaction.begin();
    if (updated)
        updated = applyUpdates(state, streams, *table, request);
    if (updated)
        updated = transaction.commit();
    if (!updated) {
        table->description = description;
        table->indexes = indexes;
        return updated.takeError();
    }
    return wrapped("TableDescription", table->description);
}

} // namespace tablesmith::ops
