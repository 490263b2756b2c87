#pragma once
// NoSQL Workbench data models (versions 1.0 to 3.0) as DynamoDB requests: each table of the
// model's `DataModel` array as the CreateTable request that makes it. The one home of this
// mapping: the import, the GUI's bundled examples and the designer all read models through it.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

namespace tablesmith {

// CreateTable's request for one `DataModel` element: key schema and attribute definitions
// from KeyAttributes, GSIs with their projections (ALL when the model names none), billing
// mode (on-demand unless PROVISIONED, which takes the model's throughput or 5/5). A table or
// index without a partition key is a ValidationException naming it.
Result<boost::json::object> createTableRequestFromModel(const boost::json::object &modelTable);

} // namespace tablesmith
