#pragma once
// The ways a valid Lambda filter pattern silently never matches a DynamoDB stream record.

#include "inspect/pattern_json.h"

#include <tablesmith/event_filter.h>

#include <vector>

namespace tablesmith::inspect {

// Appends a Warning for each pitfall found in the (already compiled) pattern `root`.
void findPitfalls(const JsonNode &root, const FilterContext &context,
                  std::vector<FilterDiagnostic> &out);

} // namespace tablesmith::inspect
