#include "wire_test_client.h"

#include "wire/sigv4.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>

#include <algorithm>

namespace wiretest {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

namespace {

Headers headersOf(std::string_view target, const Headers &extra)
{
    Headers headers{{"Host", "127.0.0.1"}};
    if (!target.empty())
        headers.emplace_back("X-Amz-Target", std::string(target));
    headers.insert(headers.end(), extra.begin(), extra.end());
    const bool typed = std::any_of(extra.begin(), extra.end(),
                                   [](const auto &header) { return header.first == "Content-Type"; });
    if (!typed) // as every SDK sends it; the service refuses a body in any other type
        headers.emplace_back("Content-Type", "application/x-amz-json-1.0");
    return headers;
}

std::string request(const Headers &headers, std::string_view signature, std::string_view body,
                    std::string_view requestTarget = "/")
{
    std::string out = "POST " + std::string(requestTarget) + " HTTP/1.1\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    out += signature;
    out += "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n";
    out += body;
    return out;
}

} // namespace

std::string signatureLines(const Headers &headers, std::string_view body,
                           const tablesmith::Credentials &credentials)
{
    namespace sigv4 = tablesmith::sigv4;
    const std::string date = sigv4::amzDate(std::chrono::system_clock::now());
    sigv4::HttpRequest toSign{"POST", "/", {}, body};
    for (const auto &[name, value] : headers)
        toSign.headers.emplace_back(name, value);
    toSign.headers.emplace_back("X-Amz-Date", date);
    const std::string authorization =
        sigv4::sign(toSign, credentials, {"us-east-1", "dynamodb", date});
    return "X-Amz-Date: " + date + "\r\nAuthorization: " + authorization + "\r\n";
}

std::string postRequest(std::string_view target, std::string_view body, const Headers &extra,
                        const tablesmith::Credentials &credentials)
{
    const Headers headers = headersOf(target, extra);
    return request(headers, signatureLines(headers, body, credentials), body);
}

std::string presignedPostRequest(std::string_view target, std::string_view body,
                                const Headers &extra, const tablesmith::Credentials &credentials)
{
    namespace sigv4 = tablesmith::sigv4;
    const Headers headers = headersOf(target, extra);
    sigv4::HttpRequest toSign{"POST", "/", {}, body};
    for (const auto &[name, value] : headers)
        toSign.headers.emplace_back(name, value);
    const std::string date = sigv4::amzDate(std::chrono::system_clock::now());
    const std::string presigned = sigv4::presign(
        toSign, credentials, {"us-east-1", "dynamodb", date}, std::chrono::seconds(60));
    return request(headers, "", body, presigned);
}

std::string unsignedPostRequest(std::string_view target, std::string_view body,
                                const Headers &extra)
{
    return request(headersOf(target, extra), "", body);
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
