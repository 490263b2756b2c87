// Database's stream subscriptions: a thin door to the stream runtime (engine/streams/).

#include "database/database_impl.h"

namespace tablesmith {

std::unique_ptr<StreamSubscription> Database::subscribe(SubscriptionOptions options)
{
    return m_impl->streamRuntime.subscribe(std::move(options));
}

} // namespace tablesmith
