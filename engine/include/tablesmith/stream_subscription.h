#pragma once
// In-process DynamoDB Streams subscription: every committed stream record, in commit order,
// pushed right after the commit without polling.
//
// Each subscription owns a bounded queue and a delivery thread, so a slow observer never
// blocks writers: when its queue is full, new records are dropped and counted, and the next
// delivery is preceded by one StreamGap naming how many were dropped and the sequence number to
// resume from (GetShardIterator AT_SEQUENCE_NUMBER on that stream). Callbacks run on the
// subscription's thread, one at a time. Destroying the subscription stops and joins it.

#include <boost/json/object.hpp>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

namespace tablesmith {

// One committed stream record.
struct StreamEvent {
    std::string tableName;
    std::string streamArn;
    std::string sequenceNumber;
    boost::json::object record; // exactly as GetRecords returns it
    // When the write committed, on the steady clock (for latency measurements).
    std::chrono::steady_clock::time_point committedAt;
};

// Records this subscription lost because its queue was full.
struct StreamGap {
    std::uint64_t dropped = 0;
    std::string streamArn;               // the stream of the first dropped record
    std::string resumeFromSequenceNumber; // the first dropped record's sequence number
};

struct SubscriptionOptions {
    std::string tableName; // only this table's records; empty: every table
    std::size_t queueCapacity = 65536;
    std::function<void(const StreamEvent &)> onRecord;
    std::function<void(const StreamGap &)> onDropped;
};

class StreamSubscription {
public:
    virtual ~StreamSubscription() = default;
    // Records dropped so far because the queue was full (thread-safe).
    virtual std::uint64_t droppedCount() const = 0;
};

} // namespace tablesmith
