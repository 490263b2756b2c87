#include "ops/index_updates.h"
#include "capacity/capacity_change.h"
#include "core/indexes.h"
#include "ops/table_definition.h"
#include "store/index_store.h"
#include "ops/core_names.h"

#include <algorithm>
#include <set>
#include <vector>

namespace tablesmith::ops {
namespace {

Error invalid(const std::string &detail)
{
    return Error::validation("One or more parameter values were invalid: " + detail);
}

Error onlyOneIndexAtATime()
{
    return {ErrorKind::LimitExceededException,
            "Subscriber limit exceeded: Only 1 online index can be created or deleted "
            "simultaneously per table"};
}

// New key attributes join AttributeDefinitions; a redefinition must keep its type.
Status mergeDefinitions(json::object &description, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *defs, optionalArray(request, "AttributeDefinitions"));
    if (!defs)
        return success();
    json::array &known = description["AttributeDefinitions"].as_array();
    for (const json::value &d : *defs) {
        const json::object *o = d.if_object();
        if (!o || !o->contains("AttributeName") || !o->contains("AttributeType"))
            return Error::validation("Invalid AttributeDefinitions: AttributeName and "
                                     "AttributeType are required");
        auto same = std::find_if(known.begin(), known.end(), [&](const json::value &k) {
            return k.at("AttributeName") == o->at("AttributeName");
        });
        if (same == known.end())
            known.push_back(d);
        else if (same->at("AttributeType") != o->at("AttributeType"))
            return invalid("Cannot change the type of an existing attribute definition: "
                           + std::string(o->at("AttributeName").as_string()));
    }
    return success();
}

Status checkKeysDefined(const json::object &description, const store::IndexSchema &index)
{
    std::set<std::string> defined;
    for (const json::value &d : description.at("AttributeDefinitions").as_array())
        defined.insert(std::string(d.at("AttributeName").as_string()));
    std::string missing;
    index.key.forEachAttribute([&](const store::KeyAttribute &k) {
        if (missing.empty() && !defined.count(k.name))
            missing = k.name;
    });
    if (!missing.empty())
        return invalid("Some index key attributes are not defined in AttributeDefinitions. "
                       "Keys: [" + missing + "]");
    return success();
}

// The table's billing mode once `request` (an UpdateTable) has been applied.
std::string_view billingModeAfter(const json::object &description, const json::object &request)
{
    if (const json::value *mode = request.if_contains("BillingMode"); mode && mode->is_string())
        return mode->get_string();
    const json::value *summary = description.if_contains("BillingModeSummary");
    const json::value *mode = summary && summary->is_object()
                                  ? summary->as_object().if_contains("BillingMode")
                                  : nullptr;
    return mode && mode->is_string() ? std::string_view(mode->get_string()) : "PROVISIONED";
}

Status createIndex(State &state, store::TableSchema &table, const json::object &request,
                   const json::object &create)
{
    json::object &d = table.description;
    TS_TRY_ASSIGN(json::object index,
                  describeNewGlobalIndex(create, d.at("TableArn").as_string()));
    TS_TRY_STATUS(checkIndexThroughput(billingModeAfter(d, request), create));
    const std::string name(index.at("IndexName").as_string());
    if (table.findIndex(name))
        return invalid("Index already exists: " + name);
    for (const store::IndexSchema &other : table.indexes)
        if (other.backfilling())
            return onlyOneIndexAtATime();
    // The background worker fills it (index_backfill.h); until then it cannot be read.
    index["IndexStatus"] = "CREATING";
    index["Backfilling"] = true;
    TS_TRY_STATUS(mergeDefinitions(d, request));
    if (!d.contains("GlobalSecondaryIndexes"))
        d["GlobalSecondaryIndexes"] = json::array();
    d["GlobalSecondaryIndexes"].as_array().push_back(index);
    for (store::IndexSchema &i : store::indexesFromDescription(d)) {
        if (i.name != name)
            continue;
        TS_TRY_STATUS(checkKeysDefined(d, i));
        TS_TRY_STATUS(store::createIndexTable(state.db, table, i));
        table.indexes.push_back(std::move(i));
    }
    return success();
}

Status deleteIndex(State &state, store::TableSchema &table, const json::object &remove)
{
    TS_TRY_ASSIGN(std::string_view name, requiredString(remove, "IndexName"));
    const store::IndexSchema *index = table.findIndex(name);
    if (!index || !index->global)
        return Error{ErrorKind::ResourceNotFoundException,
                     "Requested resource not found: Index: " + std::string(name) + " not found"};
    TS_TRY_STATUS(store::dropIndexTable(state.db, table, *index));
    json::array &gsis = table.description["GlobalSecondaryIndexes"].as_array();
    gsis.erase(std::find_if(gsis.begin(), gsis.end(), [&](const json::value &g) {
        return g.at("IndexName").as_string() == name;
    }));
    if (gsis.empty())
        table.description.erase("GlobalSecondaryIndexes");
    table.indexes.erase(table.indexes.begin() + (index - table.indexes.data()));
    return success();
}

// One entry of GlobalSecondaryIndexUpdates: which action, and its object.
struct IndexUpdate {
    std::string_view kind; // Create, Update or Delete
    const json::object *body = nullptr;
};

Result<IndexUpdate> indexUpdateOf(const json::value &entry)
{
    const json::object *o = entry.if_object();
    IndexUpdate found;
    for (std::string_view kind : {"Create", "Update", "Delete"}) {
        const json::value *body = o ? o->if_contains(kind) : nullptr;
        if (!body)
            continue;
        if (!body->is_object() || found.body)
            return Error::validation("Each GlobalSecondaryIndexUpdates entry must have exactly "
                                     "one of Create, Update or Delete");
        found = {kind, &body->get_object()};
    }
    if (!found.body)
        return Error::validation("Each GlobalSecondaryIndexUpdates entry must have exactly one "
                                 "of Create, Update or Delete");
    return found;
}

// Update: a GSI's provisioned throughput, on a table that is (or becomes) PROVISIONED.
Status updateIndexThroughput(store::TableSchema &table, std::string_view billingMode,
                             const json::object &update, std::int64_t nowMs)
{
    TS_TRY_ASSIGN(std::string_view name, requiredString(update, "IndexName"));
    const store::IndexSchema *index = table.findIndex(name);
    json::object *described = describedIndex(table, name);
    if (!index || !index->global || !described)
        return Error{ErrorKind::ResourceNotFoundException,
                     "Requested resource not found: Index: " + std::string(name) + " not found"};
    TS_TRY_ASSIGN(const json::object *throughput,
                  optionalObject(update, "ProvisionedThroughput"));
    if (billingMode == "PAY_PER_REQUEST")
        return invalid("ProvisionedThroughput should not be specified for index: "
                       + std::string(name) + " when BillingMode is PAY_PER_REQUEST");
    if (!throughput)
        return invalid("ProvisionedThroughput is not specified for index: " + std::string(name));
    TS_TRY_STATUS(checkBilling(billingMode, throughput));
    json::value *current = described->if_contains("ProvisionedThroughput");
    if (!current || !current->is_object())
        current = &((*described)["ProvisionedThroughput"] = throughputDescription(nullptr));
    return capacity::changeByHand(current->get_object(), *throughput, nowMs);
}

} // namespace

Status applyIndexUpdates(State &state, store::TableSchema &table, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *updates,
                  optionalArray(request, "GlobalSecondaryIndexUpdates"));
    if (!updates || updates->empty())
        return success();
    // Any number of Update entries, and at most one Create or Delete.
    const json::object *create = nullptr;
    const json::object *remove = nullptr;
    std::vector<const json::object *> throughputUpdates;
    for (const json::value &entry : *updates) {
        TS_TRY_ASSIGN(IndexUpdate update, indexUpdateOf(entry));
        if (update.kind == "Update") {
            throughputUpdates.push_back(update.body);
            continue;
        }
        if (create || remove)
            return onlyOneIndexAtATime();
        (update.kind == "Create" ? create : remove) = update.body;
    }
    const std::string_view mode = billingModeAfter(table.description, request);
    for (const json::object *update : throughputUpdates)
        TS_TRY_STATUS(updateIndexThroughput(table, mode, *update, state.clock.nowMs()));
    if (create)
        return createIndex(state, table, request, *create);
    if (remove)
        return deleteIndex(state, table, *remove);
    return success();
}

Status checkIndexesGetThroughput(const store::TableSchema &table, const json::object &request)
{
    std::set<std::string> given;
    const json::value *updates = request.if_contains("GlobalSecondaryIndexUpdates");
    if (const json::array *entries = updates ? updates->if_array() : nullptr) {
        for (const json::value &entry : *entries) {
            const json::value *update =
                entry.is_object() ? entry.get_object().if_contains("Update") : nullptr;
            const json::value *name = update && update->is_object()
                                          ? update->get_object().if_contains("IndexName")
                                          : nullptr;
            if (name && name->is_string())
                given.insert(std::string(name->get_string()));
        }
    }
    std::string missing;
    for (const store::IndexSchema &index : table.indexes)
        if (index.global && !given.contains(index.name))
            missing += (missing.empty() ? "" : ",") + index.name;
    if (!missing.empty())
        return invalid("ProvisionedThroughput must be specified for index: " + missing);
    return success();
}

} // namespace tablesmith::ops
