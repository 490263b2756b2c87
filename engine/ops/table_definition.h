#pragma once
// Validating a CreateTable request and building the table's description from it.

#include "core/request.h"
#include "ops/core_names.h"

#include <tablesmith/database.h>

namespace tablesmith::ops {

// Checks KeySchema, AttributeDefinitions, BillingMode / ProvisionedThroughput and the index
// definitions as CreateTable does; returns the DescribeTable "Table" object for a new table.
Result<json::object> describeNewTable(const json::object &request, std::string_view name,
                                      const DatabaseOptions &options);

// Validates one GSI definition (UpdateTable's Create) and returns its description.
Result<json::object> describeNewGlobalIndex(const json::object &definition,
                                            std::string_view tableArn);

// Gives a new GSI's description (`index`) its WarmThroughput from its definition, checked
// against what a GSI of the table's billing mode starts with.
Status warmNewGlobalIndex(json::object &index, const json::object &definition,
                          std::string_view billingMode);

// At most 100 NonKeyAttributes summed over a table's GSIs and LSIs (UpdateTable's Create).
Status checkProjectedAttributeTotal(const json::object &description);

// Validates BillingMode and ProvisionedThroughput together (CreateTable and UpdateTable).
Status checkBilling(std::string_view billingMode, const json::object *throughput);
// A GSI definition's ProvisionedThroughput: required on a PROVISIONED table, refused on an
// on-demand one (CreateTable, and UpdateTable's Create).
Status checkIndexThroughput(std::string_view billingMode, const json::object &definition);
json::object throughputDescription(const json::object *throughput);

} // namespace tablesmith::ops
