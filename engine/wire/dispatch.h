#pragma once
// Turns one parsed HTTP request into the DynamoDB JSON 1.0 response: routes X-Amz-Target to
// the Client, verifies SigV4 (always its shape, its keys when credentials are configured),
// undoes and applies content codings (wire/content_coding.h), and renders errors the way the
// service does. Knows nothing of sockets, so it is shared by every connection and thread.

#include "wire/http_request.h"

#include <tablesmith/client.h>
#include <tablesmith/http_server.h>

#include <boost/json/value.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tablesmith::wire {

inline constexpr std::string_view kJsonContentType = "application/x-amz-json-1.0";

struct WireResponse {
    int status = 200;
    std::string body; // cleared and refilled per request, so its capacity is reused
    std::string_view contentType = kJsonContentType;
    // The reply the body was written from. The connection frees it after sending the body:
    // freeing a Query's page of items takes as long as writing it, and the client need not
    // wait for that.
    std::optional<boost::json::value> reply;
    // Further header lines, each "\r\nName: value" (CORS, Content-Encoding), refilled per
    // request.
    std::string extraHeaders;
    // The body goes as chunks, with no Content-Type or checksum: only the service's answer to
    // a request over the size limit, empty, has that shape (the connection's last).
    bool chunked = false;
    // The connection's scratch space for content codings: the other side of a compression
    // and a decompressed request body. Kept between requests, released when large.
    std::string spare;
    std::string inflated;
};

// Answers `request` into `response`. A request body may be gzip-encoded; decoded, it may hold
// at most `maxBodyBytes`. The answer is left uncompressed: the connection compresses it as
// the request's Accept-Encoding asks (body_coding.h), in place or, when large, elsewhere.
void handleRequest(Client &client, const sigv4::ServerIdentity &server,
                   std::size_t maxBodyBytes, const HttpRequestView &request,
                   WireResponse &response);

// DynamoDB's error body: {"__type": "...#Name", "message": "..."} with its HTTP status.
void renderError(const Error &error, WireResponse &response);

// The operation named by an X-Amz-Target value, or empty if it names no operation of the API
// its prefix names.
std::string_view operationFromTarget(std::string_view target);

} // namespace tablesmith::wire
