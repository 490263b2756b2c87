#pragma once
// Reading a DynamoDB endpoint's answer: a 200 body is the operation's response; anything else
// is an error body {"__type": "...#Name", "message": "..."} mapped back to its ErrorKind, or,
// from a proxy or something that is not DynamoDB, a ServiceError of one line: the status, and
// an HTML page's title or the first line of other text, never the page itself.

#include <tablesmith/error.h>

#include <boost/json/object.hpp>

#include <string_view>

namespace tablesmith::remote {

struct HttpAnswer {
    int status = 0;
    std::string_view reason;
    std::string_view body;
    std::string_view errorTypeHeader; // x-amzn-ErrorType, when the body has no __type
    std::string_view contentType = {};
    std::string endpoint = {}; // names the endpoint in messages, e.g. "http://localhost:8080"
    // Whether the operation has an output (the API model's word): only one without answers
    // success with an empty body (TagResource, UntagResource).
    bool operationHasOutput = true;
};

Result<boost::json::object> decodeAnswer(const HttpAnswer &answer);

// The kind named by an exception name ("ValidationException", also the part after '#' or
// before ':'); unknown names give ServiceError.
ErrorKind errorKindFromName(std::string_view name);

} // namespace tablesmith::remote
