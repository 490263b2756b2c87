#include "wire/body_coding.h"

#include "wire/content_coding.h"
#include "wire/header_text.h"
#include "wire/http_tuning.h"

namespace tablesmith::wire {
namespace {

// Connections keep scratch buffers up to this size; larger ones are freed after the exchange.
constexpr std::size_t kRetainedScratch = 64 * 1024;

// Of a repeated header the service reads the last (test_compressed_response.py notes it).
std::string_view lastHeader(const HttpRequestView &request, std::string_view name)
{
    std::string_view value;
    for (const auto &[fieldName, fieldValue] : request.headers) {
        if (equalsIgnoringCase(fieldName, name))
            value = fieldValue;
    }
    return value;
}

void release(std::string &buffer)
{
    buffer.clear();
    if (buffer.capacity() > kRetainedScratch)
        buffer.shrink_to_fit();
}

} // namespace

bool hasContentCoding(const HttpRequestView &request)
{
    const std::string_view coding = trimmed(request.header("Content-Encoding"));
    return !coding.empty() && !equalsIgnoringCase(coding, "identity");
}

Decoding decodeBody(const HttpRequestView &request, std::size_t limit, std::string &scratch,
                    std::string_view &content)
{
    if (!equalsIgnoringCase(trimmed(request.header("Content-Encoding")), "gzip"))
        return Decoding::Unreadable;
    switch (gunzipBody(request.body, limit, scratch)) {
    case Inflated::Ok:
        content = scratch;
        return Decoding::Ok;
    case Inflated::TooLarge: return Decoding::TooLarge;
    case Inflated::Corrupt: break;
    }
    return Decoding::Unreadable;
}

ContentCoding answerCoding(const HttpRequestView &request, const WireResponse &response)
{
    if (response.body.size() < kCompressionThreshold)
        return ContentCoding::Identity; // the common case: no header lookup at all
    return negotiateCoding(lastHeader(request, "Accept-Encoding"));
}

bool compressInto(ContentCoding coding, WireResponse &response)
{
    runCompressionHook(response.body.size());
    return compressBody(coding, response.body, response.spare);
}

void useCompressed(ContentCoding coding, WireResponse &response)
{
    response.body.swap(response.spare);
    response.extraHeaders += "\r\nContent-Encoding: ";
    response.extraHeaders += codingName(coding);
}

void compressAnswer(const HttpRequestView &request, WireResponse &response)
{
    const ContentCoding coding = answerCoding(request, response);
    if (coding != ContentCoding::Identity && compressInto(coding, response))
        useCompressed(coding, response);
}

void releaseScratch(WireResponse &response)
{
    release(response.spare);
    release(response.inflated);
}

} // namespace tablesmith::wire
