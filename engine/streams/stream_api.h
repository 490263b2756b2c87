#pragma once
// The DynamoDB Streams API (DynamoDBStreams_20120810): ListStreams, DescribeStream,
// GetShardIterator and GetRecords, over the stream log. One shard per stream.

#include "core/state.h"

#include <boost/json/object.hpp>

namespace tablesmith::streams {

class Runtime;

Result<boost::json::object> listStreams(Runtime &runtime, core::State &state,
                                        const boost::json::object &request);
Result<boost::json::object> describeStream(Runtime &runtime, core::State &state,
                                           const boost::json::object &request);
Result<boost::json::object> getShardIterator(Runtime &runtime, core::State &state,
                                             const boost::json::object &request);
Result<boost::json::object> getRecords(Runtime &runtime, core::State &state,
                                       const boost::json::object &request);

} // namespace tablesmith::streams
