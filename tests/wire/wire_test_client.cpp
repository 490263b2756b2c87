#include "wire_test_client.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>

namespace wiretest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

std::string postRequest(std::string_view target, std::string_view body, const Headers &extra)
{
    std::string out = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!target.empty())
        out.append("X-Amz-Target: ").append(target).append("\r\n");
    bool typed = false;
    for (const auto &[name, value] : extra) {
        out += name + ": " + value + "\r\n";
        typed = typed || name == "Content-Type";
    }
    if (!typed) // as every SDK sends it; the service refuses a body in any other type
        out += "Content-Type: application/x-amz-json-1.0\r\n";
    out += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
    out += body;
    return out;
}

Connection::Connection(std::uint16_t port) : m_socket(m_io)
{
    boost::system::error_code ec;
    m_socket.connect({asio::ip::make_address("127.0.0.1"), port}, ec);
}

bool Connection::send(std::string_view bytes)
{
    boost::system::error_code ec;
    asio::write(m_socket, asio::buffer(bytes.data(), bytes.size()), ec);
    return !ec;
}

std::optional<Response> Connection::read(std::chrono::milliseconds timeout)
{
    http::response_parser<http::string_body> parser;
    parser.body_limit(64 * 1024 * 1024);
    std::optional<boost::system::error_code> result;
    http::async_read(m_socket, m_buffer, parser,
                     [&](boost::system::error_code ec, std::size_t) { result = ec; });
    m_io.restart();
    m_io.run_for(timeout);
    if (!result) {
        m_socket.cancel();
        m_io.restart();
        m_io.run();
        return std::nullopt;
    }
    if (*result)
        return std::nullopt;
    return parser.release();
}

bool Connection::closedWithin(std::chrono::milliseconds timeout)
{
    auto deadline = std::chrono::steady_clock::now() + timeout;
    char scratch[4096];
    for (;;) {
        std::optional<boost::system::error_code> result;
        m_socket.async_read_some(asio::buffer(scratch),
                                 [&](boost::system::error_code ec, std::size_t) { result = ec; });
        m_io.restart();
        m_io.run_until(deadline);
        if (!result) {
            m_socket.cancel();
            m_io.restart();
            m_io.run();
            return false;
        }
        if (*result)
            return true; // eof or reset: the server hung up
    }
}

void Connection::close()
{
    boost::system::error_code ignored;
    m_socket.close(ignored);
}

std::optional<Response> exchange(std::uint16_t port, std::string_view request)
{
    Connection connection(port);
    if (!connection.send(request))
        return std::nullopt;
    return connection.read();
}

} // namespace wiretest
