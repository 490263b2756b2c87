#pragma once
// Content codings applied to one exchange: the request body decoded before it is read, the
// answer compressed before it is sent (see content_coding.h for what the service does).

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

// Compresses the answer in place (body, Content-Encoding) if the request accepts a coding and
// the body is large enough to be worth it; x-amz-crc32 and Content-Length then describe the
// compressed bytes, as the service sends them.
void compressAnswer(const HttpRequestView &request, WireResponse &response);

// Frees the scratch buffers of a large exchange, so an idle connection does not keep them.
void releaseScratch(WireResponse &response);

} // namespace tablesmith::wire
