#pragma once
// AWS Signature Version 4: signs requests (for the remote client) and verifies them (for the
// server), with HMAC-SHA256 from OpenSSL. Stateless and thread-safe.
//
// Follows https://docs.aws.amazon.com/IAM/latest/UserGuide/create-signed-request.html for
// services other than S3: the path is encoded once more, the query is sorted by name.

#include <tablesmith/error.h>
#include <tablesmith/http_server.h>

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tablesmith::sigv4 {

using Header = std::pair<std::string_view, std::string_view>; // name (any case), value

// An HTTP request as signed: `target` is the request-target as sent ("/path?query").
struct HttpRequest {
    std::string_view method;
    std::string_view target;
    std::vector<Header> headers;
    std::string_view body;
};

// Where and when a request is signed. `amzDate` is "YYYYMMDDTHHMMSSZ", the X-Amz-Date value.
struct Scope {
    std::string region;
    std::string service;
    std::string amzDate;
};

// The parts of an "AWS4-HMAC-SHA256 Credential=..., SignedHeaders=..., Signature=..." header.
struct Authorization {
    std::string accessKeyId;
    std::string date;    // YYYYMMDD
    std::string region;
    std::string service;
    std::vector<std::string> signedHeaders; // lower case, as listed
    std::string signature;                  // lower-case hex
};

// X-Amz-Date for a point in time, e.g. "20150830T123600Z", and back.
std::string amzDate(std::chrono::system_clock::time_point when);
std::optional<std::chrono::system_clock::time_point> parseAmzDate(std::string_view text);
std::string sha256Hex(std::string_view data);

// The query string's parameters in the order sent, names and values percent-decoded.
using QueryParameter = std::pair<std::string, std::string>;
std::vector<QueryParameter> queryParameters(std::string_view target);

// The steps, exposed so tests can compare them with AWS's published test suite.
std::string canonicalRequest(const HttpRequest &request,
                             const std::vector<std::string> &signedHeaders);
// A presigned request's: its signature travels in its query string, which is signed without
// X-Amz-Signature.
std::string presignedCanonicalRequest(const HttpRequest &request,
                                      const std::vector<std::string> &signedHeaders);
std::string stringToSign(const Scope &scope, std::string_view canonicalRequest);
std::string signature(std::string_view secretAccessKey, const Scope &scope,
                      std::string_view stringToSign);
// The same in two steps: the key a day's signatures for one region and service are made with
// takes four HMACs to derive, so a verifier keeps it (as the SDKs do).
using SigningKey = std::array<unsigned char, 32>;
SigningKey signingKey(std::string_view secretAccessKey, const Scope &scope);
std::string signature(const SigningKey &key, std::string_view stringToSign);

// The Authorization header value for `request`, signing every header it carries (which must
// include host and x-amz-date).
std::string sign(const HttpRequest &request, const Credentials &credentials,
                 const Scope &scope);

// `request.target` presigned: with the X-Amz-* query parameters that sign it for `expires`
// from the scope's date, signing every header it carries (which must include host). As for
// every service but S3, the body's hash is signed, so the body must be the one sent.
std::string presign(const HttpRequest &request, const Credentials &credentials,
                    const Scope &scope, std::chrono::seconds expires);

// Parses an Authorization header as the service reads it, failing with its
// MissingAuthenticationTokenException or IncompleteSignatureException and message.
Result<Authorization> parseAuthorization(std::string_view header);

// How far X-Amz-Date may be from the server's clock, as AWS allows: bounds replays.
inline constexpr std::chrono::minutes kMaxClockSkew{15};
// The most headers a signature may sign, and the longest SignedHeaders list: SDKs sign fewer
// than a dozen, and past this a request is refused before any hashing, so a signature costs
// the server little whatever its shape.
inline constexpr std::size_t kMaxSignedHeaders = 64;
inline constexpr std::size_t kMaxSignedHeadersLength = 2048;
// The longest X-Amz-Expires of a presigned request: a week, SigV4's limit (the SDKs refuse to
// presign for longer).
inline constexpr std::chrono::seconds kMaxPresignedExpiry{7 * 24 * 3600};

// The server a signature must be meant for. With credentials, everything the service checks is
// checked. Without, any well-formed DynamoDB signature is accepted -- its key, secret, region,
// age and body hash are not checked, as DynamoDB Local takes any -- but an unsigned or
// malformed one is refused, as the service refuses it, so code that forgets to sign fails
// here and not in production.
struct ServerIdentity {
    std::optional<Credentials> credentials;
    std::string region = "us-east-1";
};

// Checks the request's signature as DynamoDB does -- its Authorization header, or X-Amz-*
// query-string parameters (a presigned request) -- in the service's order, failing with
// MissingAuthenticationTokenException, IncompleteSignatureException,
// InvalidSignatureException or UnrecognizedClientException and the service's message. Only
// bounded work (no hashing) happens before the signature's key is known to be the server's.
Status verify(const HttpRequest &request, const ServerIdentity &server,
              std::chrono::system_clock::time_point now = std::chrono::system_clock::now());

// The exception an error from this file names: its own `__type` if it brings one (ErrorKind
// has no IncompleteSignatureException), else its kind's name.
std::string exceptionName(const Error &error);

} // namespace tablesmith::sigv4
