#include "core/clock.h"

namespace tablesmith::core {

void Clock::set(WallClock clock)
{
    std::lock_guard lock(m_mutex);
    m_clock = std::move(clock);
}

std::int64_t Clock::nowMs() const
{
    std::chrono::system_clock::time_point now;
    {
        std::lock_guard lock(m_mutex);
        now = m_clock ? m_clock() : std::chrono::system_clock::now();
    }
    return std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch())
        .count();
}

} // namespace tablesmith::core
