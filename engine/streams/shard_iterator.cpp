#include "streams/shard_iterator.h"

#include <tablesmith/attribute_value.h>

#include <cstdio>
#include <sstream>

namespace tablesmith::streams {

std::string encodeIterator(const ShardIterator &iterator, std::string_view streamArn)
{
    // The ARN makes iterators readable when debugging; only the numbers are trusted.
    std::ostringstream text;
    text << "tsi1|" << iterator.streamId << '|' << iterator.afterSequence << '|'
         << iterator.issuedMs << '|' << streamArn;
    return base64Encode(text.str());
}

std::optional<ShardIterator> decodeIterator(std::string_view text)
{
    std::string bytes;
    if (text.empty() || !base64Decode(text, bytes))
        return std::nullopt;
    ShardIterator iterator;
    long long stream = 0, after = 0, issued = 0;
    int consumed = 0;
    if (std::sscanf(bytes.c_str(), "tsi1|%lld|%lld|%lld|%n", &stream, &after, &issued,
                    &consumed) != 3 || consumed == 0)
        return std::nullopt;
    iterator.streamId = stream;
    iterator.afterSequence = after;
    iterator.issuedMs = issued;
    return iterator;
}

std::string shardIdOf(const StreamInfo &stream)
{
    char text[64];
    std::snprintf(text, sizeof text, "shardId-%020lld-%08llx",
                  static_cast<long long>(stream.createdMs),
                  static_cast<unsigned long long>(stream.id));
    return text;
}

} // namespace tablesmith::streams
