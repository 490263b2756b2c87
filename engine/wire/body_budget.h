#pragma once
// The bytes of request bodies that all connections of one server may hold while the bodies are
// still arriving. Without it, 200 connections each announcing a 16 MB body and sending it
// slowly held 3 GB for the idle timeout; with it, a body that does not fit is refused at once
// (before its bytes are read) and the rest of the server goes on. Small bodies, which the
// connection's ordinary read buffer holds, are not counted. Thread-safe.

#include <atomic>
#include <cstddef>

namespace tablesmith::wire {

class BodyBudget {
public:
    explicit BodyBudget(std::size_t capacity) : m_capacity(capacity) {}

    // Holds `bytes` if they fit beside what is held already; false (and nothing held) if not.
    bool tryHold(std::size_t bytes)
    {
        std::size_t held = m_held.load(std::memory_order_relaxed);
        do {
            if (bytes > m_capacity - held)
                return false;
        } while (!m_held.compare_exchange_weak(held, held + bytes, std::memory_order_relaxed));
        return true;
    }

    void release(std::size_t bytes) { m_held.fetch_sub(bytes, std::memory_order_relaxed); }
    std::size_t held() const { return m_held.load(std::memory_order_relaxed); }

private:
    const std::size_t m_capacity;
    std::atomic<std::size_t> m_held{0};
};

} // namespace tablesmith::wire
