#include "store/catalog_tags.h"

namespace tablesmith::store {

Status createTagTable(Connection &db)
{
    return db.exec("CREATE TABLE IF NOT EXISTS tablesmith_tags (table_id INTEGER NOT NULL, "
                   "tag_key TEXT NOT NULL, tag_value TEXT NOT NULL, "
                   "PRIMARY KEY (table_id, tag_key)) WITHOUT ROWID");
}

Result<Tags> loadTags(Connection &db, std::int64_t tableId)
{
    auto stmt = db.prepare("SELECT tag_key, tag_value FROM tablesmith_tags WHERE table_id = ?1 "
                           "ORDER BY tag_key");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, tableId);
    Tags tags;
    Status status = success();
    while ((*stmt)->step(status))
        tags.emplace((*stmt)->columnText(0), (*stmt)->columnText(1));
    (*stmt)->reset();
    TS_TRY_STATUS(status);
    return tags;
}

Status saveTag(Connection &db, std::int64_t tableId, std::string_view key,
               std::string_view value)
{
    auto stmt = db.prepare("INSERT OR REPLACE INTO tablesmith_tags (table_id, tag_key, "
                           "tag_value) VALUES (?1, ?2, ?3)");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, tableId).bind(2, key).bind(3, value);
    return (*stmt)->run();
}

Status removeTag(Connection &db, std::int64_t tableId, std::string_view key)
{
    auto stmt = db.prepare("DELETE FROM tablesmith_tags WHERE table_id = ?1 AND tag_key = ?2");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, tableId).bind(2, key);
    return (*stmt)->run();
}

} // namespace tablesmith::store
