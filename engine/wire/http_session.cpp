#include "wire/http_session.h"

#include "core/crc32.h"
#include "wire/body_coding.h"
#include "wire/header_text.h"

#include <boost/asio/post.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/status.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <random>

namespace tablesmith::wire {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

// Reads ask for at least this much, so a typical request (head plus a PutItem body) arrives in
// one recv.
constexpr std::size_t kReadBufferCapacity = 8 * 1024;
constexpr std::size_t kMaxReadSize = 64 * 1024;
// A connection keeps a read buffer up to this size, no larger, so one big BatchWriteItem does
// not pin megabytes for the connection's life. Requests up to this size are not counted
// against the server's body budget.
constexpr std::size_t kRetainedBufferCapacity = 64 * 1024;
// How long a connection reads on (and drops) what the client still sends after the last
// answer, so that closing with unread bytes does not reset the connection under the answer.
constexpr std::chrono::milliseconds kLingerTime{1000};
constexpr std::string_view kContinue = "HTTP/1.1 100 Continue\r\n\r\n";

bool expectsContinue(const HttpRequestView &request)
{
    return equalsIgnoringCase(request.header("Expect"), "100-continue");
}

// Errors of a request that could not be parsed (as opposed to a connection that failed or a
// peer that left mid-request, which get no answer).
bool isMalformed(boost::beast::error_code ec)
{
    namespace http = boost::beast::http;
    return ec.category() == http::make_error_code(http::error::bad_method).category()
        && ec != http::error::end_of_stream && ec != http::error::partial_message;
}

template<class S>
std::string_view view(const S &text)
{
    return {text.data(), text.size()};
}

// The head is written straight into one buffer: a dozen std::string appends (each with its
// own capacity check and strlen) cost as much as the rest of the answer's framing.
char *put(char *out, std::string_view text)
{
    std::memcpy(out, text.data(), text.size());
    return out + text.size();
}

char *putNumber(char *out, std::uint64_t number)
{
    return std::to_chars(out, out + 20, number).ptr; // 20 digits hold any 64-bit number
}

// A fast, well-mixed 64-bit sequence (splitmix64), seeded once per thread: request ids need
// to be distinct, not secret, and std::mt19937_64 cost as much as the rest of the head.
std::uint64_t nextRandom()
{
    thread_local std::uint64_t state = std::random_device{}() * 0x9E3779B97F4A7C15ull;
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

constexpr std::size_t kRequestIdLength = 52;

// "Wed, 02 Dec 2026 05:20:00 GMT": HTTP's date, as every answer of the service carries it.
// Formatted once a second per thread (time() itself costs a few nanoseconds), in English
// whatever the process's locale: strftime's %a would follow the GUI's.
constexpr std::size_t kHttpDateLength = 29;
std::string_view httpDate()
{
    static constexpr std::array<const char *, 7> kDays = {"Sun", "Mon", "Tue", "Wed",
                                                          "Thu", "Fri", "Sat"};
    static constexpr std::array<const char *, 12> kMonths = {"Jan", "Feb", "Mar", "Apr",
                                                             "May", "Jun", "Jul", "Aug",
                                                             "Sep", "Oct", "Nov", "Dec"};
    thread_local std::time_t formatted = -1;
    thread_local std::array<char, 64> text{}; // room for any int, so nothing can truncate
    const std::time_t now = std::time(nullptr);
    if (now != formatted) {
        std::tm utc{};
        gmtime_r(&now, &utc);
        std::snprintf(text.data(), text.size(), "%s, %02d %s %04d %02d:%02d:%02d GMT",
                      kDays[static_cast<std::size_t>(utc.tm_wday) % 7], utc.tm_mday,
                      kMonths[static_cast<std::size_t>(utc.tm_mon) % 12], utc.tm_year + 1900,
                      utc.tm_hour, utc.tm_min, utc.tm_sec);
        formatted = now;
    }
    return {text.data(), kHttpDateLength};
}

char *putRequestId(char *out)
{
    static constexpr std::string_view alphabet =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ01";
    static_assert(alphabet.size() == 64);
    constexpr std::size_t kPerDraw = 10; // 10 x 6 of a draw's 64 bits
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < kRequestIdLength; ++i, bits >>= 6) {
        if (i % kPerDraw == 0)
            bits = nextRandom();
        out[i] = alphabet[bits & 63];
    }
    return out + kRequestIdLength;
}

void writeHead(std::string &out, const WireResponse &response, bool keepAlive)
{
    constexpr std::string_view kContentType = "\r\nContent-Type: ";
    constexpr std::string_view kContentLength = "\r\nContent-Length: ";
    constexpr std::string_view kCrc = "\r\nx-amz-crc32: ";
    constexpr std::string_view kRequestId = "\r\nx-amzn-RequestId: ";
    constexpr std::string_view kDate = "\r\nDate: ";
    constexpr std::string_view kServer = "\r\nServer: Server"; // the service's own words
    constexpr std::string_view kKeepAliveEnd = "\r\n\r\n";
    constexpr std::string_view kCloseEnd = "\r\nConnection: close\r\n\r\n";
    constexpr std::string_view kChunked = "\r\nTransfer-Encoding: chunked";
    auto status = http::int_to_status(static_cast<unsigned>(response.status));
    auto reason = http::obsolete_reason(status);
    out.resize(64 + reason.size() + kContentType.size() + response.contentType.size()
               + kContentLength.size() + kCrc.size() + kRequestId.size() + kRequestIdLength
               + kDate.size() + kHttpDateLength + kServer.size() + kCloseEnd.size()
               + response.extraHeaders.size() + 3 * 20);
    char *p = put(out.data(), "HTTP/1.1 ");
    p = putNumber(p, static_cast<std::uint64_t>(response.status));
    p = put(p, " ");
    p = put(p, {reason.data(), reason.size()});
    if (response.chunked) {
        p = put(p, kChunked);
    } else {
        p = put(put(p, kContentType), response.contentType);
        p = putNumber(put(p, kContentLength), response.body.size());
        p = putNumber(put(p, kCrc), core::crc32(response.body));
    }
    p = putRequestId(put(p, kRequestId));
    p = put(put(put(p, kDate), httpDate()), kServer);
    p = put(p, response.extraHeaders);
    p = put(p, keepAlive ? kKeepAliveEnd : kCloseEnd);
    out.resize(static_cast<std::size_t>(p - out.data()));
}

} // namespace

HttpSession::HttpSession(asio::ip::tcp::socket socket, const SessionSettings &settings)
    : m_socket(std::move(socket)), m_timer(m_socket.get_executor()), m_settings(settings)
{
    m_buffer.reserve(kReadBufferCapacity);
}

HttpSession::~HttpSession() { releaseBody(); }

void HttpSession::run()
{
    beast::error_code ignored;
    // Small request/response pairs: Nagle would add a delayed-ACK stall to every exchange.
    m_socket.set_option(asio::ip::tcp::no_delay(true), ignored);
    // Lets respond() try a direct write first; asynchronous operations are unaffected.
    m_socket.non_blocking(true, ignored);
    extendDeadline();
    serveBuffered();
}

// Answers every whole request in the buffer, then reads on. A loop rather than recursion, so
// a burst of pipelined requests cannot deepen the stack.
void HttpSession::serveBuffered()
{
    for (;;) {
        if (m_buffer.size() < m_awaitedSize)
            return readMore(); // a body still on its way: no need to read the head again
        auto buffered = m_buffer.data();
        std::string_view bytes(static_cast<const char *>(buffered.data()), buffered.size());
        RequestRead read =
            readRequest(bytes, m_settings.maxBodyBytes, m_request, m_headSearched);
        if (read.outcome == RequestReading::NeedMore) {
            m_awaitedSize = read.size;
            if (read.size != 0 && !awaitBody(read.size))
                return;
            return readMore();
        }
        m_awaitedSize = 0;
        if (read.outcome == RequestReading::Declined)
            return readWithBeast();
        if (read.outcome == RequestReading::Malformed)
            return refuseMalformed();
        m_requestSize = read.size;
        const Answered answered = answer();
        if (answered == Answered::Later)
            return; // onCompressed() goes on
        finishRequest();
        if (answered == Answered::Stop)
            return;
        trimBuffer();
        extendDeadline(); // one deadline per request, so a trickling client cannot hold on
    }
}

void HttpSession::readMore()
{
    std::size_t want = m_awaitedSize > m_buffer.size() ? m_awaitedSize - m_buffer.size() : 0;
    std::size_t room = m_buffer.capacity() - m_buffer.size();
    want = std::max({want, kReadBufferCapacity, std::min(room, kMaxReadSize)});
    m_socket.async_read_some(m_buffer.prepare(want),
                             [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                                 if (ec)
                                     return self->close(); // timed out or the peer left
                                 self->m_buffer.commit(n);
                                 self->serveBuffered();
                             });
}

// The head is in, the body (the rest of `requestSize` bytes) on its way: holds a large body's
// bytes in the server's budget, and tells a client that waits for it to send the body. False
// when the connection went another way (refused, or writing the interim answer).
bool HttpSession::awaitBody(std::size_t requestSize)
{
    if (requestSize > kRetainedBufferCapacity && !holdBody(requestSize))
        return false;
    if (!expectsContinue(m_request))
        return true;
    sendContinue();
    return false;
}

void HttpSession::sendContinue()
{
    asio::async_write(m_socket, asio::buffer(kContinue.data(), kContinue.size()),
                      [self = shared_from_this()](beast::error_code ec, std::size_t) {
                          if (ec)
                              return self->close();
                          self->readMore();
                      });
}

bool HttpSession::holdBody(std::size_t bytes)
{
    if (m_settings.bodyBudget && !m_settings.bodyBudget->tryHold(bytes)) {
        refuse(413, {ErrorKind::RequestEntityTooLarge,
                     "The server is receiving too many large requests at once; retry later"});
        return false;
    }
    m_bodyHeld = bytes;
    return true;
}

void HttpSession::releaseBody()
{
    if (m_bodyHeld != 0 && m_settings.bodyBudget)
        m_settings.bodyBudget->release(m_bodyHeld);
    m_bodyHeld = 0;
}

void HttpSession::readWithBeast()
{
    m_headSearched = 0;
    m_beastParser.emplace();
    m_beastParser->header_limit(static_cast<std::uint32_t>(kMaxRequestHead));
    m_beastParser->body_limit(m_settings.maxBodyBytes);
    http::async_read_header(m_socket, m_buffer, *m_beastParser,
                            [self = shared_from_this()](beast::error_code ec, std::size_t) {
                                self->onBeastHead(ec);
                            });
}

void HttpSession::onBeastHead(beast::error_code ec)
{
    if (ec)
        return onBeastRead(ec);
    if (m_beastParser->is_done())
        return onBeastRead({});
    // A chunked body's size is known only at its end: it is held at the most it may be.
    const auto length = m_beastParser->content_length();
    const std::size_t bodySize = length ? static_cast<std::size_t>(*length)
                                        : m_settings.maxBodyBytes;
    if (bodySize > kRetainedBufferCapacity && !holdBody(bodySize))
        return;
    const auto expect = m_beastParser->get()[http::field::expect];
    if (equalsIgnoringCase(std::string_view(expect.data(), expect.size()), "100-continue")) {
        return asio::async_write(m_socket, asio::buffer(kContinue.data(), kContinue.size()),
                                 [self = shared_from_this()](beast::error_code ec, std::size_t) {
                                     if (ec)
                                         return self->close();
                                     self->readBeastBody();
                                 });
    }
    readBeastBody();
}

void HttpSession::readBeastBody()
{
    http::async_read(m_socket, m_buffer, *m_beastParser,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                         self->onBeastRead(ec);
                     });
}

void HttpSession::onBeastRead(beast::error_code ec)
{
    if (ec == http::error::body_limit)
        return refuseTooLarge();
    if (ec && isMalformed(ec))
        return refuseMalformed();
    if (ec)
        return close(); // timed out or the peer left: nobody to answer
    const auto &message = m_beastParser->get();
    m_request.method = view(message.method_string());
    m_request.target = view(message.target());
    m_request.headers.clear();
    for (const auto &field : message)
        m_request.headers.emplace_back(view(field.name_string()), view(field.value()));
    m_request.body = message.body();
    m_request.keepAlive = message.keep_alive();
    m_requestSize = 0; // the parser holds the request, not m_buffer
    const Answered answered = answer();
    if (answered == Answered::Later)
        return;
    finishRequest();
    if (answered == Answered::GoOn)
        nextRequest();
}

// HTTP that is not HTTP (a bare LF, random bytes, a head over the limit): 400, as any front
// end answers it, and the connection closes, as nothing after it can be trusted to frame.
void HttpSession::refuseMalformed()
{
    m_response.extraHeaders.clear();
    m_response.status = 400;
    m_response.contentType = "text/plain";
    m_response.body.clear();
    respond(false, false);
}

// A body over the size limit, declared or grown in chunks: the service's answer (dynalite's
// connection.js, recorded against it) is a 413 with an empty chunked body.
void HttpSession::refuseTooLarge()
{
    m_response.extraHeaders.clear();
    m_response.status = 413;
    m_response.chunked = true;
    m_response.body = "0\r\n\r\n"; // the last chunk, and no trailers
    respond(false, false);
}

// A last answer, before the request's body is read.
void HttpSession::refuse(int status, const Error &error)
{
    m_response.extraHeaders.clear();
    m_response.contentType = kJsonContentType;
    renderError(error, m_response);
    m_response.status = status;
    respond(false, false);
}

// Handles m_request and writes the answer: GoOn when the connection may go straight on to the
// next request (the answer is out and the connection stays open), Later when the answer is
// being compressed elsewhere.
HttpSession::Answered HttpSession::answer()
{
    handleRequest(*m_settings.client, m_settings.server, m_settings.maxBodyBytes, m_request,
                  m_response);
    const ContentCoding coding = answerCoding(m_request, m_response);
    if (coding != ContentCoding::Identity) {
        if (m_settings.compressionPool && m_response.body.size() >= m_settings.offloadThreshold) {
            compressElsewhere(coding);
            return Answered::Later;
        }
        if (compressInto(coding, m_response))
            useCompressed(coding, m_response);
    }
    releaseScratch(m_response);
    return send() ? Answered::GoOn : Answered::Stop;
}

// The body goes to the pool; the request's bytes stay where they are (m_request points into
// them) and nothing is read until onCompressed(), back on this connection's thread.
void HttpSession::compressElsewhere(ContentCoding coding)
{
    extendDeadline(); // the idle timeout counts from here, not from the request's arrival
    boost::asio::post(*m_settings.compressionPool,
                      [self = shared_from_this(), executor = m_socket.get_executor(), coding] {
                          const bool compressed = compressInto(coding, self->m_response);
                          boost::asio::post(executor, [self, coding, compressed] {
                              self->onCompressed(coding, compressed);
                          });
                      });
}

void HttpSession::onCompressed(ContentCoding coding, bool compressed)
{
    if (compressed)
        useCompressed(coding, m_response);
    releaseScratch(m_response);
    if (!m_socket.is_open())
        return; // timed out meanwhile; the body budget is released with the session
    const bool goOn = send();
    finishRequest();
    if (goOn)
        nextRequest();
}

bool HttpSession::send()
{
    const bool goOn = respond(m_request.keepAlive, m_request.method == "HEAD");
    m_response.reply.reset(); // sent, or its body is on its way: the reply is not needed
    return goOn;
}

// The request is answered (its answer sent or on its way): its bytes and budget go.
void HttpSession::finishRequest()
{
    m_beastParser.reset();
    releaseBody();
    m_buffer.consume(m_requestSize); // after answering: m_request pointed into these bytes
    m_requestSize = 0;
}

// Only between requests: after the last answer, drain() may be reading into the buffer.
void HttpSession::trimBuffer()
{
    if (m_buffer.size() == 0 && m_buffer.capacity() > kRetainedBufferCapacity) {
        m_buffer.shrink_to_fit(); // one big request does not pin its memory
        m_buffer.reserve(kReadBufferCapacity);
    }
}

bool HttpSession::respond(bool keepAlive, bool headOnly)
{
    writeHead(m_head, m_response, keepAlive);
    std::size_t bodySize = headOnly ? 0 : m_response.body.size();
    std::array<asio::const_buffer, 2> buffers{
        asio::buffer(m_head), asio::buffer(m_response.body.data(), bodySize)};
    // A response almost always fits the socket buffer: writing it now saves a trip through
    // the reactor; only what did not fit goes the asynchronous way.
    beast::error_code ec;
    std::size_t written = m_socket.write_some(buffers, ec);
    if (ec && ec != asio::error::would_block) {
        close();
        return false;
    }
    if (written < m_head.size() + bodySize) {
        writeRest(written, keepAlive, bodySize);
        return false;
    }
    if (!keepAlive) {
        closeGracefully();
        return false;
    }
    return true;
}

void HttpSession::writeRest(std::size_t written, bool keepAlive, std::size_t bodySize)
{
    std::size_t headLeft = written < m_head.size() ? m_head.size() - written : 0;
    std::size_t bodyDone = written - (m_head.size() - headLeft);
    std::array<asio::const_buffer, 2> rest{
        asio::buffer(m_head.data() + m_head.size() - headLeft, headLeft),
        asio::buffer(m_response.body.data() + bodyDone, bodySize - bodyDone)};
    extendDeadline();
    asio::async_write(m_socket, rest,
                      [self = shared_from_this(), keepAlive](beast::error_code ec, std::size_t) {
                          if (ec)
                              return self->close();
                          self->onWritten(keepAlive);
                      });
}

void HttpSession::onWritten(bool keepAlive)
{
    if (!keepAlive)
        return closeGracefully();
    nextRequest();
}

void HttpSession::nextRequest()
{
    trimBuffer();
    extendDeadline();
    serveBuffered();
}

void HttpSession::extendDeadline()
{
    m_deadline = std::chrono::steady_clock::now() + m_settings.idleTimeout;
    if (!m_timerArmed)
        armTimer();
}

void HttpSession::armTimer()
{
    m_timerArmed = true;
    m_timer.expires_at(m_deadline);
    m_timer.async_wait([self = shared_from_this()](beast::error_code ec) {
        self->onDeadline(ec);
    });
}

void HttpSession::onDeadline(beast::error_code ec)
{
    m_timerArmed = false;
    if (ec || !m_socket.is_open())
        return;
    if (std::chrono::steady_clock::now() >= m_deadline)
        return close(); // the pending read or write fails and drops its reference
    armTimer();
}

// After the last answer: stop sending, then read on, dropping the bytes, until the client
// closes or the linger time is up. Closing a socket with unread bytes resets the connection,
// and the client may lose the answer with it (a refused body is usually still arriving).
void HttpSession::closeGracefully()
{
    beast::error_code ignored;
    m_socket.shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
    m_deadline = std::chrono::steady_clock::now() + kLingerTime;
    m_timer.expires_at(m_deadline); // cancels a later wait, whose handler then returns
    m_timerArmed = true;
    m_timer.async_wait([self = shared_from_this()](beast::error_code ec) {
        self->onDeadline(ec);
    });
    drain();
}

void HttpSession::drain()
{
    m_buffer.consume(m_buffer.size());
    m_socket.async_read_some(m_buffer.prepare(kReadBufferCapacity),
                             [self = shared_from_this()](beast::error_code ec, std::size_t n) {
                                 if (ec)
                                     return self->close();
                                 self->m_buffer.commit(n);
                                 self->drain();
                             });
}

void HttpSession::close()
{
    beast::error_code ignored;
    m_timer.cancel();
    m_socket.shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
    m_socket.close(ignored);
}

} // namespace tablesmith::wire
