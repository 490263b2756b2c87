#pragma once
// Content codings applied to one exchange: the request body decoded before it is read, the
// answer compressed before it is sent (see content_coding.h for what the service does).

#include "wire/content_coding.h"
#include "wire/dispatch.h"
#include "wire/http_request.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace tablesmith::wire {

// Whether the request body carries a Content-Encoding other than identity.
bool hasContentCoding(const HttpRequestView &request);

enum class Decoding { Ok, Unreadable, TooLarge };

// Undoes the request body's Content-Encoding into `scratch` and points `content` at the
// result. Unreadable for a coding other than gzip and for a body that is not gzip; TooLarge
// past `limit` decoded bytes.
Decoding decodeBody(const HttpRequestView &request, std::size_t limit, std::string &scratch,
                    std::string_view &content);

// The coding the answer goes in: Identity when the body is below the service's threshold or
// the request's Accept-Encoding takes no coding we have.
ContentCoding answerCoding(const HttpRequestView &request, const WireResponse &response);

// Compresses the body into the response's scratch space; false when it would not shrink (then
// it goes as it is). Touches nothing but the response, so it may run on any thread.
bool compressInto(ContentCoding coding, WireResponse &response);

// Puts the body compressInto() made in place and names its coding; x-amz-crc32 and
// Content-Length then describe the compressed bytes, as the service sends them.
void useCompressed(ContentCoding coding, WireResponse &response);

// The three in one, on the calling thread.
void compressAnswer(const HttpRequestView &request, WireResponse &response);

// Frees the scratch buffers of a large exchange, so an idle connection does not keep them.
void releaseScratch(WireResponse &response);

} // namespace tablesmith::wire
