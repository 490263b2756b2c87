#include "store/catalog_auto_scaling.h"

namespace tablesmith::store {
namespace {

constexpr const char *kColumns = "table_id, index_name, dimension, settings, next_minute, "
                                 "minutes_above, minutes_below";

ScalingTargetRow rowOf(const Statement &s)
{
    ScalingTargetRow row;
    row.tableId = s.columnInt(0);
    row.index = std::string(s.columnText(1));
    row.dimension = std::string(s.columnText(2));
    row.settings = std::string(s.columnText(3));
    row.nextMinute = s.columnInt(4);
    row.minutesAbove = s.columnInt(5);
    row.minutesBelow = s.columnInt(6);
    return row;
}

} // namespace

Status createScalingTargetTable(Connection &db)
{
    return db.exec("CREATE TABLE IF NOT EXISTS tablesmith_auto_scaling ("
                   "table_id INTEGER NOT NULL, index_name TEXT NOT NULL, "
                   "dimension TEXT NOT NULL, settings TEXT NOT NULL, "
                   "next_minute INTEGER NOT NULL, minutes_above INTEGER NOT NULL, "
                   "minutes_below INTEGER NOT NULL, "
                   "PRIMARY KEY (table_id, index_name, dimension)) WITHOUT ROWID");
}

Status loadScalingTargets(Connection &db, std::vector<ScalingTargetRow> &out)
{
    auto stmt = db.prepare(std::string("SELECT ") + kColumns + " FROM tablesmith_auto_scaling");
    if (!stmt)
        return stmt.takeError();
    Status status = success();
    while ((*stmt)->step(status))
        out.push_back(rowOf(**stmt));
    (*stmt)->reset();
    return status;
}

Result<std::optional<ScalingTargetRow>> loadScalingTarget(Connection &db, std::int64_t tableId,
                                                          std::string_view index,
                                                          std::string_view dimension)
{
    auto stmt = db.prepare(std::string("SELECT ") + kColumns + " FROM tablesmith_auto_scaling "
                           "WHERE table_id = ?1 AND index_name = ?2 AND dimension = ?3");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, tableId).bind(2, index).bind(3, dimension);
    Status status = success();
    std::optional<ScalingTargetRow> row;
    if ((*stmt)->step(status))
        row = rowOf(**stmt);
    (*stmt)->reset();
    TS_TRY_STATUS(status);
    return row;
}

Status saveScalingTarget(Connection &db, const ScalingTargetRow &row)
{
    auto stmt = db.prepare(std::string("INSERT OR REPLACE INTO tablesmith_auto_scaling (")
                           + kColumns + ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, row.tableId).bind(2, row.index).bind(3, row.dimension)
        .bind(4, row.settings).bind(5, row.nextMinute).bind(6, row.minutesAbove)
        .bind(7, row.minutesBelow);
    return (*stmt)->run();
}

Status removeScalingTarget(Connection &db, std::int64_t tableId, std::string_view index,
                           std::string_view dimension)
{
    auto stmt = db.prepare("DELETE FROM tablesmith_auto_scaling "
                           "WHERE table_id = ?1 AND index_name = ?2 AND dimension = ?3");
    if (!stmt)
        return stmt.takeError();
    (*stmt)->bind(1, tableId).bind(2, index).bind(3, dimension);
    return (*stmt)->run();
}

} // namespace tablesmith::store
