#pragma once
// The per-database state of the capacity simulation: whether it runs, buckets and meters,
// auto scaling targets. Owned by the Database, which hands it to the auto scaling operations.

#include "capacity/auto_scaling.h"
#include "capacity/throttling.h"
#include "core/database_core.h"

#include <atomic>

namespace tablesmith::capacity {

class Runtime {
public:
    explicit Runtime(bool simulating) : simulating(simulating) {}

    // Read (relaxed) on every call; nothing else of the simulation runs while it is off.
    std::atomic<bool> simulating;
    Throttling throttling;
    AutoScaling autoScaling;
};

// Evaluates auto scaling up to the clock's now and saves changed descriptions; takes the
// catalogue and write locks itself. Returns how many tables changed.
Result<int> runAutoScaling(core::DatabaseCore &core, Runtime &runtime);
// Before each call while simulating: runs auto scaling when a minute has completed since it
// last ran, so the call (and a DescribeTable) sees the capacity of every minute before it.
void runDueAutoScaling(core::DatabaseCore &core, Runtime &runtime);

} // namespace tablesmith::capacity
