// Accept-Encoding as the service reads it. Its answers to some forty header values are
// recorded in Alternator's test_compressed_response.py; they amount to RFC 9110's rules
// (12.5.3) with a lenient quality parser:
// - elements are split at ',' and ';', names compared without case; unknown codings,
//   "identity" and malformed names ("gzip br", "\"gzip\"") are ignored;
// - the first "q" parameter that is a number counts, clamped to [0, 1]; a q that is no number
//   ("0.x") leaves the default 1; q=0 refuses the coding;
// - a coding named again counts again only if it was refused before;
// - "*" offers the codings not named; at equal quality a named coding wins, then the first
//   named, and gzip before deflate.

#include "wire/content_coding.h"

#include "wire/header_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace tablesmith::wire {
namespace {

struct Offer {
    bool named = false;
    double quality = 0;
    std::size_t position = 0;
};

std::string_view nextPart(std::string_view &text, char separator)
{
    const std::size_t end = text.find(separator);
    const std::string_view part = text.substr(0, end);
    text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    return part;
}

// A "q=…" parameter's number, or nothing if the parameter is another or its value no number.
bool readQuality(std::string_view parameter, double &quality)
{
    parameter = trimmed(parameter);
    if (parameter.empty() || (parameter.front() != 'q' && parameter.front() != 'Q'))
        return false;
    parameter = trimmed(parameter.substr(1));
    if (parameter.empty() || parameter.front() != '=')
        return false;
    parameter = trimmed(parameter.substr(1));
    if (!parameter.empty() && parameter.front() == '+')
        parameter.remove_prefix(1);
    double value = 0;
    const auto [end, ec] = std::from_chars(parameter.data(), parameter.data() + parameter.size(),
                                           value);
    if (ec != std::errc() || end != parameter.data() + parameter.size() || std::isnan(value))
        return false;
    quality = std::clamp(value, 0.0, 1.0);
    return true;
}

double qualityOf(std::string_view parameters)
{
    double quality = 1;
    while (!parameters.empty()) {
        if (readQuality(nextPart(parameters, ';'), quality))
            break;
    }
    return quality;
}

// Whether `a` is preferred to `b` (qualities from the element or from "*").
bool preferred(const Offer &a, const Offer &b)
{
    if (a.quality != b.quality)
        return a.quality > b.quality;
    if (a.named != b.named)
        return a.named;
    return !a.named || a.position <= b.position;
}

} // namespace

ContentCoding negotiateCoding(std::string_view acceptEncoding)
{
    Offer gzip, deflate, any;
    for (std::size_t position = 0; !acceptEncoding.empty(); ++position) {
        std::string_view element = nextPart(acceptEncoding, ',');
        const std::string_view name = trimmed(nextPart(element, ';'));
        Offer *offer = equalsIgnoringCase(name, "gzip")      ? &gzip
                       : equalsIgnoringCase(name, "deflate") ? &deflate
                       : name == "*"                         ? &any
                                                             : nullptr;
        if (!offer || (offer->named && offer->quality > 0))
            continue;
        *offer = {true, qualityOf(element), position};
    }
    const auto effective = [&any](Offer offer) {
        return offer.named ? offer : Offer{false, any.named ? any.quality : 0, 0};
    };
    const Offer fromGzip = effective(gzip), fromDeflate = effective(deflate);
    const bool gzipFirst = preferred(fromGzip, fromDeflate);
    const Offer &best = gzipFirst ? fromGzip : fromDeflate;
    if (best.quality <= 0)
        return ContentCoding::Identity;
    return gzipFirst ? ContentCoding::Gzip : ContentCoding::Deflate;
}

std::string_view codingName(ContentCoding coding)
{
    switch (coding) {
    case ContentCoding::Gzip: return "gzip";
    case ContentCoding::Deflate: return "deflate";
    case ContentCoding::Identity: break;
    }
    return "identity";
}

} // namespace tablesmith::wire
