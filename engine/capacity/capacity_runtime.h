#pragma once
// The per-database state of the capacity simulation: buckets and meters, auto scaling targets.

#include "capacity/auto_scaling.h"
#include "capacity/throttling.h"
#include "core/state.h"

namespace tablesmith::capacity {

class Runtime {
public:
    Throttling throttling;
    AutoScaling autoScaling;
};

// Evaluates auto scaling up to the clock's now and saves changed descriptions; takes the
// catalogue and write locks itself. Returns how many tables changed.
Result<int> runAutoScaling(Database::Impl &impl);
// Before each call while simulating: runs auto scaling when a minute has completed since it
// last ran, so the call (and a DescribeTable) sees the capacity of every minute before it.
void runDueAutoScaling(Database::Impl &impl);

} // namespace tablesmith::capacity
