#pragma once
// CreateTable's Tags: checked before the table is made, written in its transaction.

#include "ops/engine_state.h"
#include "ops/request.h"

namespace tablesmith::ops {

Status checkCreateTableTags(const json::object &request);
Status applyCreateTableTags(State &state, const store::TableSchema &table,
                            const json::object &request);

} // namespace tablesmith::ops
