#pragma once
// Running an access pattern: values for its {parameters} taken from the design's sample items
// (so a run on the sample items finds something), and the request ready to send — parameters
// substituted, TableName filled in, ReturnConsumedCapacity TOTAL so the run reports its cost.
// Pure functions; thread-safe.

#include <tablesmith/design.h>
#include <tablesmith/operation_request.h>

#include <string>
#include <utility>
#include <vector>

namespace tablesmith::design {

using ParameterValues = std::vector<std::pair<std::string, std::string>>;

// Each parameter bound from the first sample item that fits: "{status}" alone from an
// attribute named status; "USER#{userId}" from any attribute value that fits the template.
// Parameters nothing fits are left out.
ParameterValues sampleParameterValues(const DesignTable &table, const AccessPattern &pattern);

// The pattern's request with `values` substituted, for the table named `tableName`. Fails when
// a parameter has no value, or the result is not a valid request.
Result<OperationRequest> runnableRequest(const AccessPattern &pattern,
                                         const std::string &tableName,
                                         const ParameterValues &values);

} // namespace tablesmith::design
