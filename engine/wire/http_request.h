#pragma once
// One HTTP request as the dispatcher sees it: views into the connection's read buffer (or into
// Beast's parsed message), valid until the connection reads on.
//
// readRequest() reads the shape every SDK and CLI sends -- an HTTP/1.1 request line, plain
// header lines and a Content-Length body -- with a few comparisons per byte and no allocation.
// Whatever else it meets (chunked bodies, HTTP/1.0, folded or odd header lines, a duplicate
// Content-Length, a body over the limit) it declines, and the connection hands the same bytes
// to Beast's full parser. So it needs to be right only about what it accepts.
//
// What no parser could read as a request -- a bare LF, a first byte no method starts with, a
// head beyond the limit -- it calls malformed as soon as it sees it, so the client gets its
// 400 at once instead of a connection held open until the idle timeout (Beast, too, waits for
// the blank line that ends a head before it judges the head).

#include "wire/sigv4.h"

#include <cstddef>
#include <string_view>
#include <vector>

namespace tablesmith::wire {

// The longest request head (request line and header lines) either parser accepts.
inline constexpr std::size_t kMaxRequestHead = 64 * 1024;

struct HttpRequestView {
    std::string_view method;
    std::string_view target;
    std::vector<sigv4::Header> headers; // in order, names as sent, values without padding
    std::string_view body;
    bool keepAlive = true;

    // The first header of that name (case-insensitive), or empty.
    std::string_view header(std::string_view name) const;
};

enum class RequestReading { Complete, NeedMore, Declined, Malformed };

struct RequestRead {
    RequestReading outcome = RequestReading::NeedMore;
    // Complete: the request's size in bytes (head and body). NeedMore: the total the buffer
    // must hold, once the head is known; 0 before.
    std::size_t size = 0;
};

// Reads the request at the start of `bytes` into `request` (its header vector is reused).
// `searched` carries, from one call to the next while the head is incomplete, how many bytes
// are known not to end it (start at 0; reset once the head is found).
RequestRead readRequest(std::string_view bytes, std::size_t maxBodyBytes,
                        HttpRequestView &request, std::size_t &searched);

} // namespace tablesmith::wire
