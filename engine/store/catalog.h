#pragma once
// Catalog: the database's tables, persisted in SQLite (table `tablesmith_tables`) and mirrored
// in memory, with what the engine keeps per table beside the description: GSI backfill
// positions (catalog_backfills.h) and auto scaling targets (catalog_auto_scaling.h), which go
// with their table or GSI. Not thread-safe on its own: the Database holds its lock around every
// call.

#include "store/sqlite.h"
#include "store/table_schema.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tablesmith::store {

class Catalog {
public:
    // Creates the catalogue's own tables if needed and loads every table.
    Status load(Connection &db);

    TableSchema *find(std::string_view name);
    TableSchema *findById(std::int64_t id);
    std::vector<std::string> names() const; // sorted, as ListTables returns them

    // Persists a new table (and creates its items table) in the caller's transaction.
    Result<TableSchema *> add(Connection &db, TableSchema table);
    // Also drops the backfill positions and auto scaling targets of GSIs no longer there.
    Status saveDescription(Connection &db, const TableSchema &table);
    Status remove(Connection &db, std::string_view name);
    // Drops a table from memory only, after the transaction that added it rolled back.
    void forget(std::string_view name);

    // A deleted table still described, TableStatus DELETING, from startsMs until endsMs on the
    // database's clock (DatabaseOptions::tableTransitionMs): DescribeTable and ListTables see
    // it, the tag calls its tags for a while (ops/tags.cpp), other calls find no table. In
    // memory only.
    struct Deleting {
        boost::json::object description;
        std::map<std::string, std::string> tags; // as they were when DeleteTable came
        std::int64_t startsMs = 0;
        std::int64_t endsMs = 0;
    };
    void addDeleting(std::string name, Deleting table, std::int64_t nowMs);
    const boost::json::object *deleting(std::string_view name, std::int64_t nowMs) const;
    const Deleting *deletingTable(std::string_view name, std::int64_t nowMs) const;
    std::vector<std::string> deletingNames(std::int64_t nowMs) const; // sorted

private:
    std::map<std::string, std::unique_ptr<TableSchema>, std::less<>> m_tables;
    std::map<std::string, Deleting, std::less<>> m_deleting;
    std::int64_t m_nextId = 1;
};

// Reads the key schema out of a stored table description.
Result<KeySchema> keySchemaFromDescription(const boost::json::object &description);
// Reads the secondary indexes (GSIs and LSIs) out of a stored table description.
std::vector<IndexSchema> indexesFromDescription(const boost::json::object &description);

} // namespace tablesmith::store
