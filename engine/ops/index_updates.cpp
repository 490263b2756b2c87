#include "ops/index_updates.h"
#include "ops/table_definition.h"
#include "store/index_store.h"

#include <algorithm>
#include <set>

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
    for (const store::KeyAttribute *k : {&index.key.partitionKey,
                                         index.key.sortKey ? &*index.key.sortKey : nullptr})
        if (k && !defined.count(k->name))
            return invalid("Some index key attributes are not defined in AttributeDefinitions. "
                           "Keys: [" + k->name + "]");
    return success();
}

Status createIndex(State &state, store::TableSchema &table, const json::object &request,
                   const json::object &create)
{
    json::object &d = table.description;
    TS_TRY_ASSIGN(json::object index,
                  describeNewGlobalIndex(create, d.at("TableArn").as_string()));
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

} // namespace

Status applyIndexUpdates(State &state, store::TableSchema &table, const json::object &request)
{
    TS_TRY_ASSIGN(const json::array *updates,
                  optionalArray(request, "GlobalSecondaryIndexUpdates"));
    if (!updates || updates->empty())
        return success();
    if (updates->size() > 1)
        return onlyOneIndexAtATime();
    const json::object *update = updates->at(0).if_object();
    const json::value *create = update ? update->if_contains("Create") : nullptr;
    const json::value *remove = update ? update->if_contains("Delete") : nullptr;
    if (create && create->is_object())
        return createIndex(state, table, request, create->get_object());
    if (remove && remove->is_object())
        return deleteIndex(state, table, remove->get_object());
    return Error::validation("GlobalSecondaryIndexUpdates supports Create and Delete");
}

} // namespace tablesmith::ops
