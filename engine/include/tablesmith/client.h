#pragma once
// Client: the one interface every window and tool talks to. An embedded Database and a remote
// DynamoDB-API endpoint both implement it, so a caller cannot tell them apart.
//
// Requests and responses are the operation's JSON bodies exactly as DynamoDB's API reference
// defines them (DynamoDB JSON for items). Implementations are thread-safe.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string_view>

namespace tablesmith {

class Client {
public:
    virtual ~Client() = default;

    // `operation` is the name after "DynamoDB_20120810." (e.g. "PutItem") or after
    // "DynamoDBStreams_20120810." (e.g. "GetRecords"); the two APIs share no names.
    virtual Result<boost::json::object> call(std::string_view operation,
                                             const boost::json::object &request) = 0;
};

} // namespace tablesmith
