#include "capacity/capacity_runtime.h"

#include "streams/stream_runtime.h"

#include <mutex>
#include <shared_mutex>

namespace tablesmith::capacity {

void RuntimeDeleter::operator()(Runtime *runtime) const { delete runtime; }

std::unique_ptr<Runtime, RuntimeDeleter> makeRuntime()
{
    return std::unique_ptr<Runtime, RuntimeDeleter>(new Runtime());
}

namespace {

// One transaction: the targets' minutes counted and the descriptions auto scaling changed. When
// it fails, memory goes back to what the file still says.
Result<int> evaluateAndSave(Database::Impl &impl, Runtime &runtime, std::int64_t nowMs)
{
    store::Transaction transaction(impl.writer);
    TS_TRY_STATUS(transaction.begin());
    AutoScaling::Evaluation evaluation;
    Status saved = runtime.autoScaling.evaluate(impl.writer, runtime.throttling, impl.catalog,
                                                nowMs, evaluation);
    for (const auto &[table, before] : evaluation.changed)
        if (saved)
            saved = impl.catalog.saveDescription(impl.writer, *table);
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

Result<int> runAutoScaling(Database::Impl &impl)
{
    std::unique_lock schema(impl.catalogMutex);
    std::lock_guard write(impl.writeMutex);
    Runtime &runtime = *impl.capacityRuntime;
    const std::int64_t nowMs = impl.streamRuntime->nowMs();
    if (!impl.simulatingCapacity.load(std::memory_order_relaxed)) {
        // Nothing was metered: those minutes say nothing about utilisation.
        runtime.autoScaling.skipTo(nowMs);
        return 0;
    }
    auto changed = evaluateAndSave(impl, runtime, nowMs);
    if (!changed)
        runtime.autoScaling.retry(); // at the next call
    return changed;
}

void runDueAutoScaling(Database::Impl &impl)
{
    const std::int64_t nowMs = impl.streamRuntime->nowMs();
    AutoScaling &scaling = impl.capacityRuntime->autoScaling;
    scaling.startMetering(nowMs);
    if (scaling.due(nowMs))
        (void)runAutoScaling(impl); // a failed evaluation is retried at the next call
}

} // namespace tablesmith::capacity

namespace tablesmith {

void Database::setSimulateThrottling(bool on)
{
    m_impl->simulatingCapacity.store(on, std::memory_order_relaxed);
}

bool Database::simulatesThrottling() const
{
    return m_impl->simulatingCapacity.load(std::memory_order_relaxed);
}

Result<int> Database::runAutoScaling() { return capacity::runAutoScaling(*m_impl); }

} // namespace tablesmith
