#include "capacity/token_bucket.h"

#include <algorithm>

namespace tablesmith::capacity {

TokenBucket::TokenBucket(double unitsPerSecond, std::int64_t nowMs)
    : m_unitsPerSecond(unitsPerSecond), m_balance(unitsPerSecond), m_refilledMs(nowMs)
{
}

void TokenBucket::refill(std::int64_t nowMs, double unitsPerSecond)
{
    m_unitsPerSecond = unitsPerSecond;
    const double burst = unitsPerSecond * kBurstSeconds;
    if (nowMs > m_refilledMs) {
        const double earned = unitsPerSecond * static_cast<double>(nowMs - m_refilledMs) / 1000;
        m_balance = std::min(burst, m_balance + earned);
        m_refilledMs = nowMs;
    }
    m_balance = std::min(burst, m_balance);
}

} // namespace tablesmith::capacity
