#pragma once
// Auto scaling targets persisted in `tablesmith_auto_scaling`: one row per scalable capacity
// (a table's or GSI's reads or writes) with its settings and where target tracking stands.
// Keyed by the table's catalogue id, which is never reused, so a table created again under a
// dropped one's name never inherits its settings. Rows go with their GSI or table, in the
// transaction that drops it. Run inside the caller's locking and transaction.

#include "store/sqlite.h"
#include "store/table_schema.h"

#include <vector>

namespace tablesmith::store {

struct ScalingTargetRow {
    std::int64_t tableId = 0;
    std::string index;      // empty: the table itself
    std::string dimension;  // "ReadCapacityUnits" or "WriteCapacityUnits"
    std::string settings;   // JSON, read and written by capacity/auto_scaling
    std::int64_t nextMinute = 0; // the first minute not yet evaluated
    std::int64_t minutesAbove = 0;
    std::int64_t minutesBelow = 0;
};

Status createScalingTargetTable(Connection &db);
Status loadScalingTargets(Connection &db, std::vector<ScalingTargetRow> &out);
Result<std::optional<ScalingTargetRow>> loadScalingTarget(Connection &db, std::int64_t tableId,
                                                          std::string_view index,
                                                          std::string_view dimension);
Status saveScalingTarget(Connection &db, const ScalingTargetRow &row);
Status removeScalingTarget(Connection &db, std::int64_t tableId, std::string_view index,
                           std::string_view dimension);

} // namespace tablesmith::store
