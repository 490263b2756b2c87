// Database's switch for the provisioned-throughput simulation (engine/capacity/).

#include "database/database_impl.h"

namespace tablesmith {

void Database::setSimulateThrottling(bool on)
{
    m_impl->capacityRuntime.simulating.store(on, std::memory_order_relaxed);
}

bool Database::simulatesThrottling() const
{
    return m_impl->capacityRuntime.simulating.load(std::memory_order_relaxed);
}

} // namespace tablesmith
