#pragma once
// What a table description says about provisioned capacity, read where throttling and auto
// scaling need it (the description is the one source of truth, so UpdateTable applies at once).

#include "store/table_schema.h"

#include <boost/json/object.hpp>

#include <optional>
#include <string_view>

namespace tablesmith::capacity {

enum class Direction { Read, Write };

std::string_view unitsMember(Direction direction); // "ReadCapacityUnits" / "WriteCapacityUnits"

bool isProvisioned(const store::TableSchema &table);
// The GSI's description, or null (an LSI or no such index).
boost::json::object *globalIndexDescription(store::TableSchema &table, std::string_view index);
const boost::json::object *globalIndexDescription(const store::TableSchema &table,
                                                  std::string_view index);
// The "ProvisionedThroughput" object of the table (index empty) or of its GSI; null when the
// table is on demand or the GSI has none.
boost::json::object *throughputOf(store::TableSchema &table, std::string_view index);
// The provisioned units per second, or nothing when that capacity is not provisioned.
std::optional<double> provisionedRate(const store::TableSchema &table, std::string_view index,
                                      Direction direction);
// A JSON number as a double (0 for anything else).
double numberOf(const boost::json::value *value);

} // namespace tablesmith::capacity
