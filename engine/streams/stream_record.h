#pragma once
// A stream record as the Streams API shows it, and the record a write produces.

#include "core/item_write.h"
#include "streams/stream_log.h"

#include <boost/json/object.hpp>

#include <optional>

namespace tablesmith::streams {

// The GetRecords form: eventID, eventName, eventVersion, eventSource, awsRegion, dynamodb{…},
// and userIdentity for TTL deletions.
boost::json::object recordJson(const RecordRow &row, std::string_view viewType,
                               std::string_view region);

// The record a write makes on a stream of `viewType`, or nothing when it changed nothing.
// Sequence, stream and time are left for the caller.
Result<std::optional<RecordRow>> recordOfWrite(const core::ItemWrite &write,
                                               std::string_view viewType);

} // namespace tablesmith::streams
