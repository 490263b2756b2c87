#pragma once
// DynamoDB's UpdateTableReplicaAutoScaling and DescribeTableReplicaAutoScaling, the service's
// own operations and shapes for auto scaling settings (AutoScalingSettingsUpdate in,
// TableAutoScalingDescription out). They fit a single-region table: the table's and GSIs'
// write settings are top-level members, their read settings go in the ReplicaUpdates entry of
// this database's region, as for the replica of a global table.

#include "core/operation_table.h"

namespace tablesmith::capacity {

class Runtime;

// Adds both operations, run with `runtime`'s auto scaling settings.
void addAutoScalingOperations(core::OperationTable &table, Runtime &runtime);

} // namespace tablesmith::capacity
