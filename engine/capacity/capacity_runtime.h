#pragma once
// The per-database state of the capacity simulation: buckets and meters, auto scaling targets.

#include "capacity/auto_scaling.h"
#include "capacity/throttling.h"
#include "ops/engine_state.h"

namespace tablesmith::capacity {

class Runtime {
public:
    Throttling throttling;
    AutoScaling autoScaling;
};

// Evaluates auto scaling up to the clock's now and saves changed descriptions; takes the
// catalogue and write locks itself. Returns how many tables changed.
Result<int> runAutoScaling(Database::Impl &impl);
// After a call while simulating: runs auto scaling once a minute has completed.
void afterCall(Database::Impl &impl);

} // namespace tablesmith::capacity
