#pragma once
// DynamoDB's UpdateTableReplicaAutoScaling and DescribeTableReplicaAutoScaling, the service's
// own operations and shapes for auto scaling settings (AutoScalingSettingsUpdate in,
// TableAutoScalingDescription out). They fit a single-region table: the table's and GSIs'
// write settings are top-level members, their read settings go in the ReplicaUpdates entry of
// this database's region, as for the replica of a global table.

#include "core/state.h"

namespace tablesmith::capacity {

using DatabaseOperation = Result<boost::json::object> (*)(Database::Impl &,
                                                          const boost::json::object &);

// The operation by that name, or null.
DatabaseOperation autoScalingOperation(std::string_view name);

} // namespace tablesmith::capacity
