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

// DynamoDB's request ids are 52 upper-case letters and digits; ours look the same. Built in a
// local array and appended once: appending a character at a time cost more than the rest.
void appendRequestId(std::string &out)
{
    static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    thread_local std::mt19937_64 random{std::random_device{}()};
    char id[52];
    for (int chunk = 0; chunk < 4; ++chunk) {
        std::uint64_t bits = random();
        for (int i = 0; i < 13; ++i, bits /= 36)
            id[chunk * 13 + i] = alphabet[bits % 36];
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
    m_parser.emplace();
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
