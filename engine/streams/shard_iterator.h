#pragma once
// Shard iterators: opaque strings naming a stream, a position (after a sequence number) and
// when they were handed out, since they expire after 15 minutes as the service's do.

#include "streams/stream_log.h"

#include <optional>
#include <string>

namespace tablesmith::streams {

constexpr std::int64_t kIteratorLifetimeMs = 15LL * 60 * 1000;

struct ShardIterator {
    std::int64_t streamId = 0;
    std::int64_t afterSequence = 0;
    std::int64_t issuedMs = 0;
};

std::string encodeIterator(const ShardIterator &iterator, std::string_view streamArn);
std::optional<ShardIterator> decodeIterator(std::string_view text);

// One shard per stream: its id is derived from the stream.
std::string shardIdOf(const StreamInfo &stream);

} // namespace tablesmith::streams
