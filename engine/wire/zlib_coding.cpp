// gzip and deflate with zlib. The streams are made once per thread and reset between bodies:
// deflateInit2 allocates about 256 KB, which costs more per response than compressing a
// 4 KB body does.

#include "wire/content_coding.h"

#include <zlib.h>

#include <algorithm>
#include <climits>

namespace tablesmith::wire {
namespace {

// zlib's fastest level: on DynamoDB JSON it keeps most of level 6's saving at a fraction of
// its CPU (tests/bench/bench_http_compression.cpp measures both).
constexpr int kLevel = Z_BEST_SPEED;
constexpr int kWindowBits = 15;     // zlib's largest window, as every HTTP client expects
constexpr int kGzipWrapper = 16;    // added to the window bits: gzip instead of zlib framing
constexpr int kMemoryLevel = 8;     // zlib's default

Bytef *bytes(const char *text) { return reinterpret_cast<Bytef *>(const_cast<char *>(text)); }

class Deflater {
public:
    explicit Deflater(int windowBits)
    {
        m_ready = deflateInit2(&m_stream, kLevel, Z_DEFLATED, windowBits, kMemoryLevel,
                               Z_DEFAULT_STRATEGY) == Z_OK;
    }
    ~Deflater()
    {
        if (m_ready)
            deflateEnd(&m_stream);
    }
    Deflater(const Deflater &) = delete;
    Deflater &operator=(const Deflater &) = delete;

    // One call with all the input and room for one byte less than it: a body that does not
    // shrink stops there.
    bool compress(std::string_view in, std::string &out)
    {
        if (!m_ready || in.size() < 2 || in.size() > UINT_MAX || deflateReset(&m_stream) != Z_OK)
            return false;
        out.resize(in.size() - 1);
        m_stream.next_in = bytes(in.data());
        m_stream.avail_in = static_cast<uInt>(in.size());
        m_stream.next_out = reinterpret_cast<Bytef *>(out.data());
        m_stream.avail_out = static_cast<uInt>(out.size());
        if (deflate(&m_stream, Z_FINISH) != Z_STREAM_END)
            return false;
        out.resize(m_stream.total_out);
        return true;
    }

private:
    z_stream m_stream{};
    bool m_ready = false;
};

class Inflater {
public:
    explicit Inflater(int windowBits) { m_ready = inflateInit2(&m_stream, windowBits) == Z_OK; }
    ~Inflater()
    {
        if (m_ready)
            inflateEnd(&m_stream);
    }
    Inflater(const Inflater &) = delete;
    Inflater &operator=(const Inflater &) = delete;

    // One gzip member (or zlib stream) from the start of `in` appended to `out`; `in` keeps
    // what follows it.
    Inflated member(std::string_view &in, std::size_t limit, std::string &out)
    {
        if (!m_ready || in.size() > UINT_MAX || inflateReset(&m_stream) != Z_OK)
            return Inflated::Corrupt;
        m_stream.next_in = bytes(in.data());
        m_stream.avail_in = static_cast<uInt>(in.size());
        for (;;) {
            std::size_t produced = out.size();
            if (produced > limit)
                return Inflated::TooLarge;
            // Grows by doubling, to one byte past the limit: reaching it means too large.
            out.resize(std::min(limit + 1, std::max<std::size_t>(produced * 2, 16 * 1024)));
            m_stream.next_out = reinterpret_cast<Bytef *>(out.data() + produced);
            m_stream.avail_out = static_cast<uInt>(out.size() - produced);
            const int rc = inflate(&m_stream, Z_NO_FLUSH);
            out.resize(out.size() - m_stream.avail_out);
            if (rc == Z_STREAM_END)
                break;
            // Z_BUF_ERROR with input left over cannot happen (there was room); without
            // input, the member is cut short.
            if (rc != Z_OK)
                return Inflated::Corrupt;
        }
        if (out.size() > limit)
            return Inflated::TooLarge;
        in.remove_prefix(in.size() - m_stream.avail_in);
        return Inflated::Ok;
    }

private:
    z_stream m_stream{};
    bool m_ready = false;
};

bool startsMember(std::string_view bytes)
{
    return bytes.size() >= 2 && static_cast<unsigned char>(bytes[0]) == 0x1f
        && static_cast<unsigned char>(bytes[1]) == 0x8b;
}

} // namespace

bool compressBody(ContentCoding coding, std::string_view body, std::string &out)
{
    thread_local Deflater gzip(kWindowBits + kGzipWrapper);
    thread_local Deflater deflate(kWindowBits);
    switch (coding) {
    case ContentCoding::Gzip: return gzip.compress(body, out);
    case ContentCoding::Deflate: return deflate.compress(body, out);
    case ContentCoding::Identity: break;
    }
    return false;
}

Inflated gunzipBody(std::string_view body, std::size_t limit, std::string &out)
{
    thread_local Inflater inflater(kWindowBits + kGzipWrapper);
    out.clear();
    if (body.empty())
        return Inflated::Corrupt; // no member at all
    do {
        if (const Inflated result = inflater.member(body, limit, out); result != Inflated::Ok)
            return result;
    } while (startsMember(body));
    return Inflated::Ok;
}

Inflated inflateBody(ContentCoding coding, std::string_view body, std::size_t limit,
                     std::string &out)
{
    if (coding == ContentCoding::Gzip)
        return gunzipBody(body, limit, out);
    out.clear();
    if (coding != ContentCoding::Deflate || body.empty())
        return Inflated::Corrupt;
    thread_local Inflater inflater(kWindowBits); // zlib framing, as HTTP means "deflate"
    return inflater.member(body, limit, out);
}

} // namespace tablesmith::wire
