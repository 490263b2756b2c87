#pragma once
// Process-wide knobs for the HTTP server that the public options do not expose. Tests shorten
// the idle timeout so the slow-client case runs in milliseconds; servers created afterwards
// pick the value up.

#include <chrono>

namespace tablesmith::wire {

inline constexpr std::chrono::milliseconds kDefaultIdleTimeout{30000};

// How long a connection may sit idle, or take to send one request, before it is closed.
std::chrono::milliseconds idleTimeout();
void setIdleTimeout(std::chrono::milliseconds timeout);

} // namespace tablesmith::wire
