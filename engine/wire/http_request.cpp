#include "wire/http_request.h"
#include "wire/header_text.h"

#include <array>
#include <cstring>
#include <cstdint>
#include <limits>

namespace tablesmith::wire {
namespace {

bool isToken(std::string_view text)
{
    if (text.empty())
        return false;
    for (char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

// Visible ASCII; the request target must be non-empty.
bool isTarget(std::string_view text)
{
    if (text.empty())
        return false;
    for (char c : text) {
        if (c <= ' ' || c > '~')
            return false;
    }
    return true;
}

bool isPlainByte(char c) { return (c >= ' ' && c <= '~') || c == '\t'; }

// Visible ASCII, space and tab; other bytes (obs-text, controls) are Beast's to judge. Eight
// bytes at a time: header values are most of a request's head.
bool isPlainValue(std::string_view text)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    constexpr std::uint64_t kHighBits = 0x8080808080808080ull;
    std::size_t i = 0;
    for (; i + 8 <= text.size(); i += 8) {
        std::uint64_t x;
        std::memcpy(&x, text.data() + i, 8);
        const std::uint64_t below = (x - kOnes * 0x20) & ~x;    // a byte under 0x20
        const std::uint64_t above = (x + kOnes * (127 - 0x7E)) | x; // a byte over 0x7E
        if (((below | above) & kHighBits) == 0)
            continue;
        for (std::size_t j = i; j < i + 8; ++j) {
            if (!isPlainByte(text[j]))
                return false;
        }
    }
    for (; i < text.size(); ++i) {
        if (!isPlainByte(text[i]))
            return false;
    }
    return true;
}

// Digits only, no overflow.
bool parseLength(std::string_view text, std::size_t &length)
{
    if (text.empty())
        return false;
    length = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        auto digit = static_cast<std::size_t>(c - '0');
        if (length > (std::numeric_limits<std::size_t>::max() - digit) / 10)
            return false;
        length = length * 10 + digit;
    }
    return true;
}

// The line at `start` without its CRLF; false for a bare LF (findHeadEnd() refused it).
bool nextLine(std::string_view head, std::size_t &start, std::string_view &line)
{
    const void *found = std::memchr(head.data() + start, '\n', head.size() - start);
    if (!found)
        return false;
    auto newline = static_cast<std::size_t>(static_cast<const char *>(found) - head.data());
    if (newline == start || head[newline - 1] != '\r')
        return false;
    line = head.substr(start, newline - 1 - start);
    start = newline + 1;
    return true;
}

// "METHOD SP target SP HTTP/1.1".
bool readRequestLine(std::string_view line, HttpRequestView &request)
{
    std::size_t space = line.find(' ');
    if (space == std::string_view::npos)
        return false;
    request.method = line.substr(0, space);
    line.remove_prefix(space + 1);
    space = line.find(' ');
    if (space == std::string_view::npos)
        return false;
    request.target = line.substr(0, space);
    return isToken(request.method) && isTarget(request.target)
        && line.substr(space + 1) == "HTTP/1.1";
}

struct Framing {
    bool sawLength = false;
    std::size_t contentLength = 0;
};

// One "name: value" line; false for anything this reader leaves to Beast.
bool readHeaderLine(std::string_view line, HttpRequestView &request, Framing &framing)
{
    std::size_t colon = line.find(':');
    if (colon == std::string_view::npos)
        return false;
    std::string_view name = line.substr(0, colon);
    std::string_view value = trimmed(line.substr(colon + 1));
    if (!isToken(name) || !isPlainValue(value))
        return false;
    if (equalsIgnoringCase(name, "Content-Length")) {
        if (framing.sawLength || !parseLength(value, framing.contentLength))
            return false;
        framing.sawLength = true;
    } else if (equalsIgnoringCase(name, "Transfer-Encoding")) {
        return false;
    } else if (equalsIgnoringCase(name, "Connection")) {
        if (equalsIgnoringCase(value, "close"))
            request.keepAlive = false;
        else if (!equalsIgnoringCase(value, "keep-alive"))
            return false; // a token list or an upgrade
    }
    request.headers.emplace_back(name, value);
    return true;
}

constexpr std::size_t kNotFound = std::string_view::npos;
constexpr std::size_t kBareLf = kNotFound - 1;

// Just past the blank line that ends the head; kNotFound, or kBareLf at a line ended by a bare
// LF, which no client of the service sends and which the service's front end refuses. Looks
// from `from` on, which the caller advances, so a head trickling in is not searched again.
std::size_t findHeadEnd(std::string_view bytes, std::size_t from)
{
    const char *data = bytes.data();
    std::size_t at = from;
    while (at < bytes.size()) {
        const void *found = std::memchr(data + at, '\n', bytes.size() - at);
        if (!found)
            return kNotFound;
        std::size_t newline = static_cast<std::size_t>(static_cast<const char *>(found) - data);
        if (newline == 0 || data[newline - 1] != '\r')
            return kBareLf;
        if (newline >= 3 && bytes.substr(newline - 3, 4) == "\r\n\r\n")
            return newline + 1;
        at = newline + 1;
    }
    return kNotFound;
}

// Whether the bytes so far could still begin a request line: a method is a token, so random
// bytes are told apart from a slow client after a byte or two.
bool couldStartRequest(std::string_view bytes)
{
    const std::size_t space = bytes.find(' ');
    const std::string_view method = bytes.substr(0, space);
    return (space != 0 || bytes.empty()) && (method.empty() || isToken(method));
}

} // namespace

std::string_view HttpRequestView::header(std::string_view name) const
{
    for (const auto &[fieldName, value] : headers) {
        if (equalsIgnoringCase(fieldName, name))
            return value;
    }
    return {};
}

RequestRead readRequest(std::string_view bytes, std::size_t maxBodyBytes,
                        HttpRequestView &request, std::size_t &searched)
{
    const std::size_t headSize = findHeadEnd(bytes, searched);
    if (headSize == kBareLf || !couldStartRequest(bytes.substr(0, 32)))
        return {RequestReading::Malformed, 0};
    if (headSize == kNotFound) {
        searched = bytes.size();
        return {bytes.size() > kMaxRequestHead ? RequestReading::Malformed
                                               : RequestReading::NeedMore,
                0};
    }
    searched = 0;
    if (headSize > kMaxRequestHead)
        return {RequestReading::Malformed, 0};
    const std::size_t headEnd = headSize - 4;

    request.headers.clear();
    request.keepAlive = true;
    const std::string_view head = bytes.substr(0, headEnd + 2); // each line with its CRLF
    std::size_t start = 0;
    std::string_view line;
    if (!nextLine(head, start, line) || !readRequestLine(line, request))
        return {RequestReading::Declined, 0};
    Framing framing;
    while (start < head.size()) {
        if (!nextLine(head, start, line) || !readHeaderLine(line, request, framing))
            return {RequestReading::Declined, 0};
    }
    // Beast answers an oversized body with the error DynamoDB gives.
    if (framing.contentLength > maxBodyBytes)
        return {RequestReading::Declined, 0};
    const std::size_t size = headSize + framing.contentLength;
    if (bytes.size() < size)
        return {RequestReading::NeedMore, size};
    request.body = bytes.substr(headSize, framing.contentLength);
    return {RequestReading::Complete, size};
}

} // namespace tablesmith::wire
