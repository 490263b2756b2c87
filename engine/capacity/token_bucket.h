#pragma once
// A token bucket for one provisioned capacity (a table's or a GSI's reads or writes).
//
// Refilled at the provisioned rate, it holds up to 300 seconds of unused capacity as burst,
// as DynamoDB retains. A new bucket holds one second's worth: burst is unused capacity, and a
// bucket nobody has used yet has saved none. Not thread-safe; its owner locks.

#include <cstdint>

namespace tablesmith::capacity {

class TokenBucket {
public:
    static constexpr double kBurstSeconds = 300;

    // `unitsPerSecond` is the provisioned rate; `nowMs` is the clock's time in milliseconds.
    TokenBucket(double unitsPerSecond, std::int64_t nowMs);

    // Adds what the rate earned since the last refill, up to the burst limit. A new rate
    // (UpdateTable, auto scaling) applies from now on; the balance is clamped to its burst.
    void refill(std::int64_t nowMs, double unitsPerSecond);
    // A call is admitted while the balance is positive; its cost is charged afterwards and may
    // leave the bucket in debt (see throttling.h for why).
    bool hasCapacity() const { return m_balance > 0; }
    void charge(double units) { m_balance -= units; }

    double balance() const { return m_balance; }
    double unitsPerSecond() const { return m_unitsPerSecond; }

private:
    double m_unitsPerSecond;
    double m_balance;
    std::int64_t m_refilledMs;
};

} // namespace tablesmith::capacity
