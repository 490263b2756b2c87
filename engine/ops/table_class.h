#pragma once
// TableClass (STANDARD, STANDARD_INFREQUENT_ACCESS): what DescribeTable's TableClassSummary
// says. A table whose class was never named has no summary; one named at CreateTable has it
// without a date; UpdateTable adds LastUpdateDateTime when it changes the class, and accepts
// the class the table already has without changing anything.

#include "core/request.h"
#include "ops/core_names.h"

#include <cstdint>

namespace tablesmith::ops {

// CreateTable's TableClass: the summary to describe, or null when the request names none.
Result<json::value> newTableClassSummary(const json::object &request);

// UpdateTable's TableClass, applied to the table's description.
Status updateTableClass(json::object &description, const json::object &request,
                        std::int64_t nowMs);

} // namespace tablesmith::ops
