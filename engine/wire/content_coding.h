#pragma once
// HTTP content codings as the service speaks them (Alternator's test_compressed_response.py,
// test_compressed_request.py and test_crc.py, each recorded against DynamoDB):
// - responses of 4 KB and more go in gzip or deflate (zlib-wrapped, as HTTP means "deflate")
//   when the request's Accept-Encoding asks for one; x-amz-crc32 then covers the bytes sent;
// - request bodies may come in gzip (Content-Encoding: gzip), one or more members, the only
//   coding the service reads; a body it cannot decode is a 500.
// zlib does the work: it is the reference implementation of both formats. Each I/O thread
// keeps its own zlib streams, so the functions are thread-safe and allocate little.

#include <cstddef>
#include <string>
#include <string_view>

namespace tablesmith::wire {

enum class ContentCoding { Identity, Gzip, Deflate };

// The service compresses a response from this size on (its body, before compression).
inline constexpr std::size_t kCompressionThreshold = 4096;

// The coding a response goes in, from the request's Accept-Encoding value (see
// accept_encoding.cpp for how the service reads it).
ContentCoding negotiateCoding(std::string_view acceptEncoding);

// "gzip" or "deflate": the Content-Encoding value.
std::string_view codingName(ContentCoding coding);

// Compresses `body` into `out` (replacing its contents). False, and `out` unspecified, when
// the compressed body would not be smaller than `body`: then it goes uncompressed.
bool compressBody(ContentCoding coding, std::string_view body, std::string &out);

enum class Inflated { Ok, Corrupt, TooLarge };

// Decompresses a gzip request body into `out`: member after member while the bytes after one
// start another; anything else after a member is ignored, as the service ignores it. TooLarge
// as soon as the result would pass `limit` bytes, so a small body cannot expand without bound.
Inflated gunzipBody(std::string_view body, std::size_t limit, std::string &out);

// Decompresses a response body in `coding` into `out`, gzip as gunzipBody() does, deflate as
// one zlib stream; TooLarge past `limit` bytes, Corrupt for Identity. The remote client reads
// the service's compressed answers with it.
Inflated inflateBody(ContentCoding coding, std::string_view body, std::size_t limit,
                     std::string &out);

} // namespace tablesmith::wire
