#pragma once
// Throttling: the token buckets of every provisioned table and GSI, and the per-minute record
// of what each consumed (auto scaling reads it).
//
// Buckets admit a call while they hold any capacity and charge its real cost afterwards, which
// may leave them in debt. That is what the service does: it cannot know what a Query or an
// UpdateItem costs before running it, so one large write to a 1 WCU table succeeds and the
// calls after it are throttled until the debt is repaid. Thread-safe (one mutex), and only
// used while the simulation is on.

#include "capacity/provisioned.h"
#include "capacity/token_bucket.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>

namespace tablesmith::capacity {

class Throttling {
public:
    // The bucket's balance after refilling to `nowMs`; nothing when that capacity is not
    // provisioned (on-demand tables, LSIs), which is never throttled.
    std::optional<double> balance(const store::TableSchema &table, std::string_view index,
                                  Direction direction, std::int64_t nowMs);
    void charge(const store::TableSchema &table, std::string_view index, Direction direction,
                double units, std::int64_t nowMs);
    // Units consumed during the minute starting at minute * 60 s (kept for an hour).
    double consumedInMinute(const store::TableSchema &table, std::string_view index,
                            Direction direction, std::int64_t minute);

private:
    struct Meter {
        TokenBucket bucket;
        std::map<std::int64_t, double> perMinute;
    };
    Meter *meter(const store::TableSchema &table, std::string_view index, Direction direction,
                 std::int64_t nowMs);

    std::mutex m_mutex;
    std::map<std::string, Meter, std::less<>> m_meters;
};

} // namespace tablesmith::capacity
