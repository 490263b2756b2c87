#pragma once
// CreateTable's Tags: checked before the table is made, written in its transaction.

#include "core/state.h"
#include "core/request.h"
#include "ops/core_names.h"

namespace tablesmith::ops {

Status checkCreateTableTags(const json::object &request);
Status applyCreateTableTags(State &state, const store::TableSchema &table,
                            const json::object &request);

} // namespace tablesmith::ops
