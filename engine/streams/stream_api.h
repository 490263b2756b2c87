#pragma once
// The DynamoDB Streams API (DynamoDBStreams_20120810): ListStreams, DescribeStream,
// GetShardIterator and GetRecords, over the stream log. One shard per stream.

#include "ops/engine_state.h"

#include <boost/json/object.hpp>

namespace tablesmith::streams {

Result<boost::json::object> listStreams(ops::State &state, const boost::json::object &request);
Result<boost::json::object> describeStream(ops::State &state,
                                           const boost::json::object &request);
Result<boost::json::object> getShardIterator(ops::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> getRecords(ops::State &state, const boost::json::object &request);

} // namespace tablesmith::streams
