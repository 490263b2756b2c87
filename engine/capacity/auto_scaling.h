#pragma once
// AutoScaling: Application Auto Scaling's target tracking for provisioned tables and GSIs,
// simulated on the database's clock.
//
// Each scalable capacity (a table's or GSI's reads or writes) may have settings: minimum,
// maximum and target utilisation. Every complete minute its utilisation (consumed units per
// second over provisioned units) is compared with the target: above it for 2 consecutive
// minutes scales out to consumed / target; below target - 20 points for 15 consecutive minutes
// scales in, within DynamoDB's daily limit on decreases. Settings live in memory only.
// Thread-safe (one mutex); evaluate() must run with the catalogue locked exclusively.

#include "capacity/throttling.h"
#include "store/catalog.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace tablesmith::capacity {

struct ScalingSettings {
    std::int64_t minimumUnits = 1;
    std::int64_t maximumUnits = 1;
    double targetValue = 70; // percent
    bool disableScaleIn = false;
    std::string policyName;
};

class AutoScaling {
public:
    void set(const store::TableSchema &table, std::string_view index, Direction direction,
             const ScalingSettings &settings, std::int64_t nowMs);
    void remove(const store::TableSchema &table, std::string_view index, Direction direction);
    std::optional<ScalingSettings> settings(const store::TableSchema &table,
                                            std::string_view index, Direction direction) const;

    // True when some capacity has a complete minute not yet evaluated.
    bool due(std::int64_t nowMs) const;
    // Evaluates every complete minute up to `nowMs`; changes the provisioned throughput in the
    // descriptions and returns the tables changed (the caller saves them).
    std::vector<store::TableSchema *> evaluate(Throttling &throttling, store::Catalog &catalog,
                                               std::int64_t nowMs);
    // Skips the minutes up to `nowMs` unevaluated (while nothing was metered).
    void skipTo(std::int64_t nowMs);

private:
    struct Target {
        std::string tableName;
        std::string tableId;
        std::string index;
        Direction direction = Direction::Read;
        ScalingSettings settings;
        std::int64_t nextMinute = 0;
        int minutesAbove = 0;
        int minutesBelow = 0;
    };
    // Returns true when it changed the capacity.
    bool evaluateMinute(Target &target, store::TableSchema &table, double consumedPerSecond,
                        std::int64_t minute);

    mutable std::mutex m_mutex;
    std::map<std::string, Target, std::less<>> m_targets;
};

} // namespace tablesmith::capacity
