#pragma once
// The database's wall clock, behind stream timestamps, retention (24 h), iterator expiry
// (15 min), TTL, auto scaling's minutes and the dates of throughput changes. Tests set a fake
// one (tablesmith/database_testing.h). Thread-safe.

#include <chrono>
#include <cstdint>
#include <functional>
#include <mutex>

namespace tablesmith::core {

using WallClock = std::function<std::chrono::system_clock::time_point()>;

class Clock {
public:
    // An empty clock is the system's.
    void set(WallClock clock);
    std::int64_t nowMs() const;

private:
    mutable std::mutex m_mutex;
    WallClock m_clock; // guarded by m_mutex
};

} // namespace tablesmith::core
