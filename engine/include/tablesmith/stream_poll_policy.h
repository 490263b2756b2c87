#pragma once
// How often a DynamoDB Streams API reader (the inspector's remote feed, the headless tail) asks
// an endpoint for new records. The policy is the endpoint's, because the limits are:
//
// - AWS itself (*.amazonaws.com, *.amazonaws.com.cn, *.api.aws): a quiet shard is polled every
//   250 ms, Lambda's own base rate for DynamoDB Streams ("Lambda polls shards in your DynamoDB
//   stream for records at a base rate of 4 times per second", Lambda developer guide). The
//   Streams API allows no more than two readers per shard at once (its LimitExceededException:
//   "More than 2 processes are reading from the same streams shard at the same time") and a
//   table with a trigger already has Lambda as one; polling no faster than Lambda keeps the
//   shard's reads within what the service plans for. Each empty GetRecords is also a billed
//   streams read request unit (outside the free tier's first 2.5 million a month), which a
//   faster loop would spend for nothing. Streams and shards are looked for again every 10 s
//   (DescribeStream is limited to 10 calls a second, shared by every reader of the account),
//   and at once when a shard is read to its end, so its children are found.
// - Any other endpoint (tablesmith-server, DynamoDB Local, LocalStack, an in-process engine):
//   50 ms, so a record appears within ~50 ms of its commit plus one round trip. A quiet round
//   there is one small GetRecords per shard, a fraction of a millisecond of CPU on each side,
//   so 20 rounds a second stay below 1% of a core. Streams and shards: every second.
//
// A round that brought records is followed at once whatever the endpoint (a reader behind
// catches up as fast as GetRecords pages come); a failed one (throttled, unreachable) is
// retried after 5 s.

#include <chrono>
#include <string_view>

namespace tablesmith {

class Client;

struct StreamPollPolicy {
    enum class Endpoint { Aws, Other };
    Endpoint endpoint = Endpoint::Other;
    std::chrono::milliseconds idleInterval{50};        // after a round with no records
    std::chrono::milliseconds discoveryInterval{1000}; // between ListStreams/DescribeStream
    std::chrono::milliseconds retryInterval{5000};     // after a failed round
};

// The policy for the Streams endpoint at `url` ("https://streams.dynamodb.us-east-1.
// amazonaws.com", "http://127.0.0.1:8000"); a URL that does not parse counts as not AWS's.
StreamPollPolicy streamPollPolicy(std::string_view url);
// The policy for whatever `client` reads streams from: a RemoteClient's Streams endpoint, or
// the in-process engine (as any non-AWS endpoint).
StreamPollPolicy streamPollPolicy(const Client &client);
// Whether `host` is one of AWS's own endpoints (the service's limits and billing apply).
bool isAwsServiceHost(std::string_view host);

} // namespace tablesmith
