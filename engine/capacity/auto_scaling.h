#pragma once
// AutoScaling: Application Auto Scaling's target tracking for provisioned tables and GSIs,
// simulated on the database's clock.
//
// Each scalable capacity (a table's or GSI's reads or writes) may have settings: minimum,
// maximum and target utilisation. Every complete minute its utilisation (consumed units per
// second over provisioned units) is compared with the target: above it for 2 consecutive
// minutes scales out to consumed / target; below target - 20 points for 15 consecutive minutes
// scales in, within DynamoDB's daily limit on decreases (capacity_change.h, counted in the
// description). Cooldowns work as Application Auto Scaling documents them: after a scale-in,
// no other scale-in for ScaleInCooldown seconds, unless a scale-out comes first (it ends the
// cooldown); after a scale-out, for ScaleOutCooldown seconds, another scale-out only when it
// asks for more than that scale-out set. Both default to 0, as for DynamoDB. The settings,
// the minutes counted so far and the cooldowns are catalogue rows
// (store/catalog_auto_scaling.h) written in the transaction of each change, so they survive a
// reopen and go with their table or GSI. Minutes before this Database first metered a call are
// never evaluated: nothing was metered then (the file was closed, or the simulation off).
//
// due(), startMetering() and skipTo() are thread-safe; the rest runs with the catalogue locked
// exclusively and the write mutex held, on the writer connection.

#include "capacity/throttling.h"
#include "store/catalog.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tablesmith::capacity {

struct ScalingSettings {
    std::int64_t minimumUnits = 1;
    std::int64_t maximumUnits = 1;
    double targetValue = 70; // percent
    bool disableScaleIn = false;
    std::int64_t scaleInCooldownSeconds = 0;
    std::int64_t scaleOutCooldownSeconds = 0;
    std::string policyName;
};

class AutoScaling {
public:
    Result<std::optional<ScalingSettings>> settings(store::Connection &db,
                                                    const store::TableSchema &table,
                                                    std::string_view index,
                                                    Direction direction) const;
    // In the caller's transaction.
    Status set(store::Connection &db, const store::TableSchema &table, std::string_view index,
               Direction direction, const ScalingSettings &settings, std::int64_t nowMs);
    Status remove(store::Connection &db, const store::TableSchema &table,
                  std::string_view index, Direction direction);

    // Before each call while simulating: the first one starts the metered time.
    void startMetering(std::int64_t nowMs);
    // Skips the minutes up to `nowMs` unevaluated (while nothing was metered).
    void skipTo(std::int64_t nowMs);
    // True when some capacity may have a complete minute not yet evaluated.
    bool due(std::int64_t nowMs) const;

    struct Evaluation {
        // Each table whose provisioned throughput changed, with its description before.
        std::vector<std::pair<store::TableSchema *, boost::json::object>> changed;
    };
    // Evaluates every complete minute up to `nowMs` in the caller's transaction: changes the
    // provisioned throughput in the descriptions (the caller saves them, or restores them from
    // `out` when this fails) and saves the count of minutes above or below the target.
    Status evaluate(store::Connection &db, Throttling &throttling, store::Catalog &catalog,
                    std::int64_t nowMs, Evaluation &out);
    // After the evaluation's transaction failed: evaluate again at the next call.
    void retry();

private:
    static constexpr std::int64_t kUnknown = -1;
    std::atomic<std::int64_t> m_meteredFromMinute{kUnknown};
    std::atomic<std::int64_t> m_dueMs{0}; // 0: not yet evaluated since opening
};

} // namespace tablesmith::capacity
