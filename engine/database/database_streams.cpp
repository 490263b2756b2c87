// Database's Streams and TTL methods: thin doors to the stream runtime (engine/streams/).

#include "core/state.h"
#include "streams/stream_runtime.h"

namespace tablesmith {

std::unique_ptr<StreamSubscription> Database::subscribe(SubscriptionOptions options)
{
    return m_impl->streamRuntime->subscribe(std::move(options));
}

void Database::setClock(WallClock clock) { m_impl->streamRuntime->setClock(std::move(clock)); }

Result<std::int64_t> Database::sweepExpiredNow() { return m_impl->streamRuntime->sweepNow(); }

void Database::setTimeToLiveSweepInterval(std::chrono::milliseconds interval)
{
    m_impl->streamRuntime->setSweepInterval(interval);
}

} // namespace tablesmith
