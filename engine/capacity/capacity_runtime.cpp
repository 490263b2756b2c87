#include "capacity/capacity_runtime.h"

#include <mutex>
#include <shared_mutex>

namespace tablesmith::capacity {
namespace {

// One transaction: the targets' minutes counted and the descriptions auto scaling changed. When
// it fails, memory goes back to what the file still says.
Result<int> evaluateAndSave(core::DatabaseCore &core, Runtime &runtime, std::int64_t nowMs)
{
    store::Transaction transaction(core.writer);
    TS_TRY_STATUS(transaction.begin());
    AutoScaling::Evaluation evaluation;
    Status saved = runtime.autoScaling.evaluate(core.writer, runtime.throttling, core.catalog,
                                                nowMs, evaluation);
    for (const auto &[table, before] : evaluation.changed)
        if (saved)
            saved = core.catalog.saveDescription(core.writer, *table);
    if (saved)
        saved = transaction.commit();
    if (!saved) {
        for (auto &[table, before] : evaluation.changed)
            table->description = std::move(before);
        return saved.takeError();
    }
    return static_cast<int>(evaluation.changed.size());
}

} // namespace

Result<int> runAutoScaling(core::DatabaseCore &core, Runtime &runtime)
{
    std::unique_lock schema(core.catalogMutex);
    std::lock_guard write(core.writeMutex);
    const std::int64_t nowMs = core.clock.nowMs();
    if (!runtime.simulating.load(std::memory_order_relaxed)) {
        // Nothing was metered: those minutes say nothing about utilisation.
        runtime.autoScaling.skipTo(nowMs);
        return 0;
    }
    auto changed = evaluateAndSave(core, runtime, nowMs);
    if (!changed)
        runtime.autoScaling.retry(); // at the next call
    return changed;
}

void runDueAutoScaling(core::DatabaseCore &core, Runtime &runtime)
{
    const std::int64_t nowMs = core.clock.nowMs();
    AutoScaling &scaling = runtime.autoScaling;
    scaling.startMetering(nowMs);
    if (scaling.due(nowMs))
        (void)runAutoScaling(core, runtime); // a failed evaluation is retried at the next call
}

} // namespace tablesmith::capacity
