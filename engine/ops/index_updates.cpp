#include "ops/index_updates.h"
#include "capacity/capacity_change.h"
#include "core/indexes.h"
#include "ops/table_definition.h"
#include "ops/warm_throughput.h"
#include "store/index_store.h"
#include "ops/core_names.h"

#include <algorithm>
#include <map>
#include <string>
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

std::string joined(const std::vector<std::string> &names)
{
    std::string out;
    for (const std::string &n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

using AttributeTypes = std::map<std::string, std::string, std::less<>>;

// "Schema:[SchemaElement: key{xyz:S:HASH}, …]", as the service prints a key schema.
std::string schemaText(const json::array &keySchema, const AttributeTypes &types)
{
    std::vector<std::string> elements;
    for (const json::value &k : keySchema) {
        const std::string name(k.at("AttributeName").as_string());
        const auto type = types.find(name);
        elements.push_back("SchemaElement: key{" + name + ":"
                           + (type == types.end() ? std::string("?") : type->second) + ":"
                           + std::string(k.at("KeyType").as_string()) + "}");
    }
    return "Schema:[" + joined(elements) + "]";
}

bool keyUses(const json::array &keySchema, std::string_view name)
{
    return std::ranges::any_of(keySchema, [&](const json::value &k) {
        return k.at("AttributeName").as_string() == name;
    });
}

// The key schema (the table's, then its indexes') that already gives `name` a type.
const json::array *existingKeyWith(const json::object &description, std::string_view name)
{
    if (keyUses(description.at("KeySchema").as_array(), name))
        return &description.at("KeySchema").as_array();
    for (std::string_view member : {"GlobalSecondaryIndexes", "LocalSecondaryIndexes"}) {
        const json::value *list = description.if_contains(member);
        if (!list)
            continue;
        for (const json::value &index : list->as_array())
            if (keyUses(index.at("KeySchema").as_array(), name))
                return &index.at("KeySchema").as_array();
    }
    return nullptr;
}

// The request's AttributeDefinitions must define every key attribute of the new index, even
// one the table already knows; a type that differs from an existing key's is refused. Other
// entries are ignored, as the service ignores them here.
Status defineIndexKeys(json::object &description, const json::object &request,
                       const json::array &indexKey)
{
    TS_TRY_ASSIGN(const json::array *defs, optionalArray(request, "AttributeDefinitions"));
    AttributeTypes requested;
    std::vector<std::string> listed;
    const json::array none;
    for (const json::value &d : defs ? *defs : none) {
        const json::object *o = d.if_object();
        const json::value *name = o ? o->if_contains("AttributeName") : nullptr;
        const json::value *type = o ? o->if_contains("AttributeType") : nullptr;
        if (!name || !name->is_string() || !type || !type->is_string())
            return Error::validation("Invalid AttributeDefinitions: AttributeName and "
                                     "AttributeType are required");
        requested.emplace(std::string(name->get_string()), std::string(type->get_string()));
        listed.emplace_back(name->get_string());
    }
    std::vector<std::string> missing;
    for (const json::value &k : indexKey)
        if (!requested.contains(k.at("AttributeName").as_string()))
            missing.emplace_back(k.at("AttributeName").as_string());
    if (!missing.empty())
        return invalid("Some index key attributes are not defined in AttributeDefinitions. "
                       "Keys: [" + joined(missing) + "], AttributeDefinitions: ["
                       + joined(listed) + "]");
    AttributeTypes known;
    for (const json::value &d : description.at("AttributeDefinitions").as_array())
        known.emplace(std::string(d.at("AttributeName").as_string()),
                      std::string(d.at("AttributeType").as_string()));
    json::array &definitions = description["AttributeDefinitions"].as_array();
    for (const json::value &k : indexKey) {
        const std::string name(k.at("AttributeName").as_string());
        const std::string &type = requested.at(name);
        const auto current = known.find(name);
        const json::array *holder = existingKeyWith(description, name);
        if (current != known.end() && current->second != type && holder)
            return invalid("Attributes cannot be redefined. Please check that your attribute "
                           "has the same type as previously defined. Existing schema: "
                           + schemaText(*holder, known) + " New schema: "
                           + schemaText(indexKey, requested));
        if (current == known.end()) {
            definitions.push_back(json::object{{"AttributeName", name}, {"AttributeType", type}});
            known.emplace(name, type);
        }
    }
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
    TS_TRY_STATUS(warmNewGlobalIndex(index, create, billingModeAfter(d, request)));
    const std::string name(index.at("IndexName").as_string());
    if (table.findIndex(name))
        return invalid("Index already exists: " + name);
    for (const store::IndexSchema &other : table.indexes)
        if (other.backfilling())
            return onlyOneIndexAtATime();
    // The background worker fills it (index_backfill.h); until then it cannot be read.
    index["IndexStatus"] = "CREATING";
    index["Backfilling"] = true;
    TS_TRY_STATUS(defineIndexKeys(d, request, index.at("KeySchema").as_array()));
    if (!d.contains("GlobalSecondaryIndexes"))
        d["GlobalSecondaryIndexes"] = json::array();
    d["GlobalSecondaryIndexes"].as_array().push_back(index);
    TS_TRY_STATUS(checkProjectedAttributeTotal(d)); // UpdateTable restores d on failure
    for (store::IndexSchema &i : store::indexesFromDescription(d)) {
        if (i.name != name)
            continue;
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
    // An entry with none of the three: the service's sentence (dynalite's updateTable.js).
    if (!found.body)
        return invalid("One of GlobalSecondaryIndexUpdate.Update, "
                       "GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete "
                       "must not be null");
    return found;
}

} // namespace

Status checkIndexUpdateEntries(const json::object &request)
{
    const json::value *updates = request.if_contains("GlobalSecondaryIndexUpdates");
    if (!updates || !updates->is_array())
        return success();
    for (const json::value &entry : updates->get_array()) {
        auto update = indexUpdateOf(entry);
        if (!update)
            return update.takeError();
    }
    return success();
}

namespace {

// Update: a GSI's warm throughput, and its provisioned throughput on a table that is (or
// becomes) PROVISIONED.
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
    TS_TRY_ASSIGN(const json::object *warm, optionalObject(update, "WarmThroughput"));
    if (warm)
        TS_TRY_STATUS(raiseWarmThroughput(*described, *warm, name));
    if (warm && !throughput) // on either billing mode
        return success();
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
