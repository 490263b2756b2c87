#include "wire/http_session.h"

#include "wire/crc32.h"

#include <boost/asio/write.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/status.hpp>

#include <array>
#include <charconv>
#include <random>

namespace tablesmith::wire {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

constexpr std::size_t kHeaderLimit = 64 * 1024;
// A connection keeps a body's storage for the next request up to this size, no larger, so
// one big BatchWriteItem does not pin megabytes for the connection's life.
constexpr std::size_t kReusedBodyCapacity = 64 * 1024;

void appendNumber(std::string &out, std::uint64_t number)
{
    char digits[24];
    auto end = std::to_chars(digits, digits + sizeof digits, number).ptr;
    out.append(digits, end);
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

// DynamoDB's request ids are 52 upper-case letters and digits; ours look the same. Built in a
// local array and appended once.
void appendRequestId(std::string &out)
{
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    constexpr int kDigitsPerDraw = 12; // 36^12 < 2^64: every digit is (almost) uniform
    char id[52];
    std::uint64_t bits = 0;
    for (int i = 0; i < 52; ++i, bits /= 36) {
        if (i % kDigitsPerDraw == 0)
            bits = nextRandom();
        id[i] = alphabet[bits % 36];
    }
    out.append(id, sizeof id);
}

void appendHead(std::string &out, const WireResponse &response, bool keepAlive)
{
    auto status = http::int_to_status(static_cast<unsigned>(response.status));
    auto reason = http::obsolete_reason(status);
    out = "HTTP/1.1 ";
    appendNumber(out, static_cast<std::uint64_t>(response.status));
    out.append(" ").append(reason.data(), reason.size());
    out.append("\r\nContent-Type: ").append(response.contentType);
    out.append("\r\nContent-Length: ");
    appendNumber(out, response.body.size());
    out.append("\r\nx-amz-crc32: ");
    appendNumber(out, crc32(response.body));
    out.append("\r\nx-amzn-RequestId: ");
    appendRequestId(out);
    out.append(keepAlive ? "\r\n\r\n" : "\r\nConnection: close\r\n\r\n");
}

} // namespace

HttpSession::HttpSession(asio::ip::tcp::socket socket, const SessionSettings &settings)
    : m_socket(std::move(socket)), m_timer(m_socket.get_executor()), m_settings(settings)
{
}

void HttpSession::run()
{
    beast::error_code ignored;
    // Small request/response pairs: Nagle would add a delayed-ACK stall to every exchange.
    m_socket.set_option(asio::ip::tcp::no_delay(true), ignored);
    // Lets respond() try a direct write first; asynchronous operations are unaffected.
    m_socket.non_blocking(true, ignored);
    readRequest();
}

void HttpSession::readRequest()
{
    // The next body goes into the last one's storage: one allocation less per request.
    std::string spareBody;
    if (m_parser && m_parser->get().body().capacity() <= kReusedBodyCapacity) {
        spareBody = std::move(m_parser->get().body());
        spareBody.clear();
    }
    m_parser.reset();
    m_fieldsArena.release();
    m_parser.emplace(HttpRequest::header_type(HttpFields(&m_fieldsArena)));
    m_parser->get().body() = std::move(spareBody);
    m_parser->header_limit(kHeaderLimit);
    m_parser->body_limit(m_settings.maxBodyBytes);
    // One deadline for the whole request, so a client trickling bytes cannot hold us forever.
    extendDeadline();
    http::async_read(m_socket, m_buffer, *m_parser,
                     [self = shared_from_this()](beast::error_code ec, std::size_t) {
                         self->onRead(ec);
                     });
}

void HttpSession::onRead(beast::error_code ec)
{
    if (ec == http::error::body_limit) {
        renderError({ErrorKind::RequestEntityTooLarge,
                     "Request size exceeds " + std::to_string(m_settings.maxBodyBytes)
                         + " bytes"},
                    m_response);
        return respond(false, false);
    }
    if (ec)
        return close(); // malformed, timed out or the peer left: nothing useful to answer
    const HttpRequest &request = m_parser->get();
    handleRequest(*m_settings.client, m_settings.credentials, request, m_response);
    respond(request.keep_alive(), request.method() == http::verb::head);
}

void HttpSession::respond(bool keepAlive, bool headOnly)
{
    appendHead(m_head, m_response, keepAlive);
    std::size_t bodySize = headOnly ? 0 : m_response.body.size();
    std::array<asio::const_buffer, 2> buffers{
        asio::buffer(m_head), asio::buffer(m_response.body.data(), bodySize)};
    // A response almost always fits the socket buffer: writing it now saves a trip through
    // the reactor; only what did not fit goes the asynchronous way.
    beast::error_code ec;
    std::size_t written = m_socket.write_some(buffers, ec);
    if (ec && ec != asio::error::would_block)
        return close();
    if (written == m_head.size() + bodySize)
        return onWritten(keepAlive);
    writeRest(written, keepAlive, bodySize);
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
        return close();
    readRequest();
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

void HttpSession::close()
{
    beast::error_code ignored;
    m_timer.cancel();
    m_socket.shutdown(asio::ip::tcp::socket::shutdown_send, ignored);
    m_socket.close(ignored);
}

} // namespace tablesmith::wire
