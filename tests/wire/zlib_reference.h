#pragma once
// zlib used directly, independent of the code under test: what a client does to compress a
// request body and to read a compressed answer.

#include <zlib.h>

#include <string>
#include <string_view>

namespace zlibref {

// windowBits as zlib takes them: 15 zlib framing ("deflate" in HTTP), 15 + 16 gzip.
inline constexpr int kDeflate = 15;
inline constexpr int kGzip = 15 + 16;

inline std::string compress(std::string_view text, int windowBits = kGzip, int level = 9)
{
    z_stream stream{};
    if (deflateInit2(&stream, level, Z_DEFLATED, windowBits, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        return "<deflateInit2 failed>";
    std::string out(deflateBound(&stream, static_cast<uLong>(text.size())), '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(text.data()));
    stream.avail_in = static_cast<uInt>(text.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int rc = deflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    deflateEnd(&stream);
    return rc == Z_STREAM_END ? out : "<deflate failed>";
}

inline std::string inflate(std::string_view compressed, int windowBits = kGzip,
                           std::size_t limit = 8 << 20)
{
    z_stream stream{};
    if (inflateInit2(&stream, windowBits) != Z_OK)
        return "<inflateInit2 failed>";
    std::string out(limit, '\0');
    stream.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(compressed.data()));
    stream.avail_in = static_cast<uInt>(compressed.size());
    stream.next_out = reinterpret_cast<Bytef *>(out.data());
    stream.avail_out = static_cast<uInt>(out.size());
    const int rc = ::inflate(&stream, Z_FINISH);
    out.resize(stream.total_out);
    inflateEnd(&stream);
    return rc == Z_STREAM_END ? out : "<not a whole stream>";
}

} // namespace zlibref
