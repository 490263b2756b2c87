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
    const auto changed = runtime.autoScaling.evaluate(runtime.throttling, impl.catalog, nowMs);
    if (changed.empty())
        return 0;
    store::Transaction transaction(impl.writer);
    TS_TRY_STATUS(transaction.begin());
    for (const store::TableSchema *table : changed)
        TS_TRY_STATUS(impl.catalog.saveDescription(impl.writer, *table));
    TS_TRY_STATUS(transaction.commit());
    return static_cast<int>(changed.size());
}

void runDueAutoScaling(Database::Impl &impl)
{
    if (impl.capacityRuntime->autoScaling.due(impl.streamRuntime->nowMs()))
        (void)runAutoScaling(impl); // a failed save is retried at the next minute's evaluation
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
