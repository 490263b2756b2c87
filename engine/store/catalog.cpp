#include "store/catalog.h"
#include "store/catalog_auto_scaling.h"
#include "store/catalog_backfills.h"
#include "store/catalog_tags.h"
#include "store/index_store.h"
#include "store/item_store.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <vector>

namespace json = boost::json;

namespace tablesmith::store {
namespace {

AttributeType scalarType(std::string_view name)
{
    return name == "N" ? AttributeType::N : name == "B" ? AttributeType::B : AttributeType::S;
}

Error corrupt(std::string_view what)
{
    return {ErrorKind::InternalServerError, "corrupt table description: " + std::string(what)};
}

// Deletes the rows of `table` in `sideTable` whose index (named in index_name) `keep` turns
// down; rows without an index name (the table's own) stay.
Status pruneIndexRows(Connection &db, const TableSchema &table, std::string_view sideTable,
                      bool (*keep)(const IndexSchema *index))
{
    auto names = db.prepare("SELECT DISTINCT index_name FROM " + std::string(sideTable)
                            + " WHERE table_id = ?1 AND index_name <> ''");
    if (!names)
        return names.takeError();
    (*names)->bind(1, table.id);
    std::vector<std::string> gone;
    Status status = success();
    while ((*names)->step(status)) {
        if (!keep(table.findIndex((*names)->columnText(0))))
            gone.emplace_back((*names)->columnText(0));
    }
    (*names)->reset();
    TS_TRY_STATUS(status);
    auto drop = db.prepare("DELETE FROM " + std::string(sideTable)
                           + " WHERE table_id = ?1 AND index_name = ?2");
    if (!drop)
        return drop.takeError();
    for (const std::string &name : gone) {
        (*drop)->bind(1, table.id).bind(2, name);
        TS_TRY_STATUS((*drop)->run());
    }
    return success();
}

} // namespace

namespace {

// The key schema in `keys` (a KeySchema array), typed by the table's AttributeDefinitions.
KeySchema typedKeySchema(const json::array &keys, const json::array &defs)
{
    auto typeOf = [&](std::string_view name) {
        for (const json::value &d : defs)
            if (d.at("AttributeName").get_string() == name)
                return scalarType(d.at("AttributeType").get_string());
        return AttributeType::S;
    };
    KeySchema schema;
    bool firstHash = true;
    for (const json::value &k : keys) {
        KeyAttribute attribute{std::string(k.at("AttributeName").get_string()), {}};
        attribute.type = typeOf(attribute.name);
        const bool hash = k.at("KeyType").get_string() == "HASH";
        if (hash && firstHash)
            schema.partitionKey = std::move(attribute);
        else if (hash)
            schema.morePartitionKeys.push_back(std::move(attribute));
        else if (!schema.sortKey)
            schema.sortKey = std::move(attribute);
        else
            schema.moreSortKeys.push_back(std::move(attribute));
        firstHash = firstHash && !hash;
    }
    return schema;
}

IndexSchema indexSchema(const json::object &index, const json::array &defs, bool global)
{
    IndexSchema schema;
    schema.name = std::string(index.at("IndexName").get_string());
    schema.global = global;
    schema.key = typedKeySchema(index.at("KeySchema").get_array(), defs);
    const json::object &projection = index.at("Projection").get_object();
    const std::string_view type = projection.at("ProjectionType").get_string();
    schema.projection = type == "ALL"         ? IndexSchema::Projection::All
                        : type == "KEYS_ONLY" ? IndexSchema::Projection::KeysOnly
                                              : IndexSchema::Projection::Include;
    if (const json::value *names = projection.if_contains("NonKeyAttributes"))
        for (const json::value &n : names->get_array())
            schema.nonKeyAttributes.insert(std::string(n.get_string()));
    // A GSI still CREATING (just added, or its file closed mid-backfill) is backfilling; the
    // catalogue then restores where its backfill stood (catalog_backfills.h).
    const json::value *status = index.if_contains("IndexStatus");
    if (global && status && status->is_string() && status->get_string() == "CREATING")
        schema.backfill = std::make_shared<IndexBackfill>();
    return schema;
}

} // namespace

std::vector<IndexSchema> indexesFromDescription(const json::object &description)
{
    std::vector<IndexSchema> indexes;
    const json::array &defs = description.at("AttributeDefinitions").get_array();
    for (auto [member, global] : {std::pair{"GlobalSecondaryIndexes", true},
                                  std::pair{"LocalSecondaryIndexes", false}}) {
        if (const json::value *list = description.if_contains(member))
            for (const json::value &index : list->get_array())
                indexes.push_back(indexSchema(index.get_object(), defs, global));
    }
    return indexes;
}

Result<KeySchema> keySchemaFromDescription(const json::object &description)
{
    const json::value *keys = description.if_contains("KeySchema");
    const json::value *defs = description.if_contains("AttributeDefinitions");
    if (!keys || !keys->is_array() || !defs || !defs->is_array())
        return corrupt("key schema");
    return typedKeySchema(keys->get_array(), defs->get_array());
}

Status Catalog::load(Connection &db)
{
    TS_TRY_STATUS(db.exec("CREATE TABLE IF NOT EXISTS tablesmith_tables ("
                          "name TEXT PRIMARY KEY, id INTEGER NOT NULL UNIQUE, "
                          "description TEXT NOT NULL)"));
    TS_TRY_STATUS(createBackfillTable(db));
    TS_TRY_STATUS(createScalingTargetTable(db));
    TS_TRY_STATUS(createTagTable(db));
    auto stmt = db.prepare("SELECT name, id, description FROM tablesmith_tables");
    if (!stmt)
        return stmt.takeError();
    Status status = success();
    while ((*stmt)->step(status)) {
        auto table = std::make_unique<TableSchema>();
        table->name = std::string((*stmt)->columnText(0));
        table->id = (*stmt)->columnInt(1);
        json::error_code ec;
        json::value description = json::parse((*stmt)->columnText(2), ec);
        if (ec || !description.is_object())
            return corrupt(table->name);
        table->description = std::move(description.get_object());
        auto key = keySchemaFromDescription(table->description);
        if (!key)
            return key.takeError();
        table->key = std::move(*key);
        table->indexes = indexesFromDescription(table->description);
        TS_TRY_STATUS(loadBackfills(db, *table));
        m_nextId = std::max(m_nextId, table->id + 1);
        m_tables.emplace(table->name, std::move(table));
    }
    (*stmt)->reset();
    return status;
}

TableSchema *Catalog::find(std::string_view name)
{
    auto found = m_tables.find(name);
    return found == m_tables.end() ? nullptr : found->second.get();
}

TableSchema *Catalog::findById(std::int64_t id)
{
    for (const auto &[name, table] : m_tables)
        if (table->id == id)
            return table.get();
    return nullptr;
}

std::vector<std::string> Catalog::names() const
{
    std::vector<std::string> out;
    out.reserve(m_tables.size());
    for (const auto &[name, table] : m_tables)
        out.push_back(name);
    return out;
}

Result<TableSchema *> Catalog::add(Connection &db, TableSchema table)
{
    // Ids are never reused, so a dropped table's cached statements can never hit a new one.
    table.id = m_nextId++;
    auto stmt = db.prepare("INSERT INTO tablesmith_tables (name, id, description) "
                           "VALUES (?1, ?2, ?3)");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, table.name).bind(2, table.id).bind(3, json::serialize(table.description));
    TS_TRY_STATUS((*stmt)->run());
    TS_TRY_STATUS(createItemsTable(db, table));
    for (const IndexSchema &index : table.indexes)
        TS_TRY_STATUS(createIndexTable(db, table, index));
    table.itemCount = 0;
    for (IndexSchema &index : table.indexes) {
        index.itemCount = 0;
        index.sizeBytes = 0;
    }
    auto owned = std::make_unique<TableSchema>(std::move(table));
    TableSchema *raw = owned.get();
    m_tables.emplace(raw->name, std::move(owned));
    return raw;
}

Status Catalog::saveDescription(Connection &db, const TableSchema &table)
{
    auto stmt = db.prepare("UPDATE tablesmith_tables SET description = ?2 WHERE name = ?1");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, table.name).bind(2, json::serialize(table.description));
    TS_TRY_STATUS((*stmt)->run());
    // A GSI deleted by this change takes its backfill position and auto scaling with it; a
    // finished backfill leaves no position behind.
    TS_TRY_STATUS(pruneIndexRows(db, table, "tablesmith_index_backfills",
                                 [](const IndexSchema *index) {
                                     return index && index->backfilling();
                                 }));
    return pruneIndexRows(db, table, "tablesmith_auto_scaling", [](const IndexSchema *index) {
        return index && index->global;
    });
}

Status Catalog::remove(Connection &db, std::string_view name)
{
    TableSchema *table = find(name);
    if (!table)
        return success();
    auto stmt = db.prepare("DELETE FROM tablesmith_tables WHERE name = ?1");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, name);
    TS_TRY_STATUS((*stmt)->run());
    TS_TRY_STATUS(dropItemsTable(db, *table));
    // What the catalogue keeps of the table besides its row goes with it.
    for (const char *side : {"tablesmith_index_backfills", "tablesmith_auto_scaling",
                             "tablesmith_tags"}) {
        auto rows = db.prepare(std::string("DELETE FROM ") + side + " WHERE table_id = ?1");
        if (!rows)
            return rows.takeError();
        (*rows)->bind(1, table->id);
        TS_TRY_STATUS((*rows)->run());
    }
    for (const IndexSchema &index : table->indexes)
        TS_TRY_STATUS(dropIndexTable(db, *table, index));
    m_tables.erase(m_tables.find(name));
    return success();
}

void Catalog::forget(std::string_view name)
{
    if (auto found = m_tables.find(name); found != m_tables.end())
        m_tables.erase(found);
}

void Catalog::addDeleting(std::string name, Deleting table, std::int64_t nowMs)
{
    std::erase_if(m_deleting, [&](const auto &entry) { return entry.second.endsMs <= nowMs; });
    m_deleting[std::move(name)] = std::move(table);
}

const Catalog::Deleting *Catalog::deletingTable(std::string_view name, std::int64_t nowMs) const
{
    auto found = m_deleting.find(name);
    if (found == m_deleting.end() || nowMs >= found->second.endsMs)
        return nullptr;
    return &found->second;
}

const json::object *Catalog::deleting(std::string_view name, std::int64_t nowMs) const
{
    const Deleting *table = deletingTable(name, nowMs);
    return table ? &table->description : nullptr;
}

std::vector<std::string> Catalog::deletingNames(std::int64_t nowMs) const
{
    std::vector<std::string> out;
    for (const auto &[name, entry] : m_deleting)
        if (nowMs < entry.endsMs)
            out.push_back(name);
    return out;
}

} // namespace tablesmith::store
