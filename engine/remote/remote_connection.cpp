#include "remote/remote_connection.h"

#include "core/crc32.h"
#include "wire/content_coding.h"
#include "wire/header_text.h"

#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/ssl/error.hpp>
#include <boost/beast/core/error.hpp>
#include <boost/beast/http/error.hpp>
#include <boost/beast/http/parser.hpp>
#include <boost/beast/http/read.hpp>
#include <boost/beast/http/write.hpp>

#include <openssl/ssl.h>
#include <openssl/x509.h>
#include <openssl/x509_vfy.h>

#include <poll.h>

#include <charconv>

namespace tablesmith::remote {
namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

// Generous: a Scan page is at most 1 MB of items, but its JSON can be a few times larger. It
// bounds a compressed answer once decoded too, so a few kilobytes cannot become gigabytes.
constexpr std::uint64_t kMaxResponseBytes = 64ull * 1024 * 1024;

bool isLostConnection(beast::error_code ec)
{
    return ec == http::error::end_of_stream || ec == http::error::partial_message
        || ec == asio::error::eof || ec == asio::error::connection_reset
        || ec == asio::error::broken_pipe || ec == asio::error::connection_aborted
        || ec == asio::ssl::error::stream_truncated;
}

bool isIpAddress(const std::string &host)
{
    beast::error_code ec;
    asio::ip::make_address(host, ec);
    return !ec;
}

std::string_view headerText(const HttpResponse &response, http::field field)
{
    const auto value = response[field];
    return wire::trimmed(std::string_view(value.data(), value.size()));
}

Status checkCrc32(const HttpResponse &response, const EndpointUrl &endpoint)
{
    const auto sent = response["x-amz-crc32"];
    if (sent.empty())
        return success(); // other endpoints (and the service's Streams) may send none
    const std::string_view text = wire::trimmed(std::string_view(sent.data(), sent.size()));
    std::uint64_t expected = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), expected);
    if (ec == std::errc() && end == text.data() + text.size()
        && expected == core::crc32(response.body()))
        return success();
    return Error{ErrorKind::ConnectionError,
                 "The response from " + endpoint.text()
                     + " does not match its x-amz-crc32 checksum: it was damaged on the way"};
}

} // namespace

Result<std::string_view> answerBody(const HttpResponse &response, const EndpointUrl &endpoint,
                                    std::string &scratch)
{
    TS_TRY_STATUS(checkCrc32(response, endpoint));
    const std::string_view coding = headerText(response, http::field::content_encoding);
    if (coding.empty() || wire::equalsIgnoringCase(coding, "identity"))
        return std::string_view(response.body());
    const wire::ContentCoding known = wire::equalsIgnoringCase(coding, "gzip")
        ? wire::ContentCoding::Gzip
        : wire::equalsIgnoringCase(coding, "deflate") ? wire::ContentCoding::Deflate
                                                       : wire::ContentCoding::Identity;
    if (known == wire::ContentCoding::Identity)
        return Error{ErrorKind::ConnectionError,
                     endpoint.text() + " answered in a content coding tablesmith cannot read: "
                         + std::string(coding)};
    switch (wire::inflateBody(known, response.body(), kMaxResponseBytes, scratch)) {
    case wire::Inflated::Ok: return std::string_view(scratch);
    case wire::Inflated::TooLarge:
        return Error{ErrorKind::ConnectionError,
                     "The response from " + endpoint.text() + " inflates past "
                         + std::to_string(kMaxResponseBytes / (1024 * 1024)) + " MB"};
    case wire::Inflated::Corrupt: break;
    }
    return Error{ErrorKind::ConnectionError, "The response from " + endpoint.text()
                                                 + " is not valid " + std::string(coding)};
}

Result<std::unique_ptr<asio::ssl::context>> makeTlsContext(const std::string &extraCaFile)
{
    auto context = std::make_unique<asio::ssl::context>(asio::ssl::context::tls_client);
    boost::system::error_code ec;
    context->set_default_verify_paths(ec);
    if (ec)
        return Error{ErrorKind::ConnectionError,
                     "Cannot load the system's trusted certificates: " + ec.message()};
    if (!extraCaFile.empty()) {
        context->load_verify_file(extraCaFile, ec);
        if (ec)
            return Error::validation("Cannot load the certificates in " + extraCaFile + ": "
                                     + ec.message());
    }
    context->set_verify_mode(asio::ssl::verify_peer);
    return context;
}

Result<HttpResponse> exchangeOnce(const EndpointUrl &endpoint, const HttpRequest &request,
                                  std::chrono::milliseconds timeout,
                                  const std::string &extraCaFile)
{
    std::unique_ptr<asio::ssl::context> tls;
    if (endpoint.tls) {
        TS_TRY_ASSIGN(tls, makeTlsContext(extraCaFile));
    }
    RemoteConnection connection(endpoint, tls.get());
    const auto deadline = Clock::now() + timeout;
    TS_TRY_STATUS(connection.connect(deadline));
    ExchangeFailure failure;
    return connection.exchange(request, deadline, failure);
}

RemoteConnection::RemoteConnection(const EndpointUrl &endpoint, asio::ssl::context *tls)
    : m_endpoint(endpoint)
{
    if (tls)
        m_tls = std::make_unique<beast::ssl_stream<beast::tcp_stream>>(m_io, *tls);
    else
        m_plain = std::make_unique<beast::tcp_stream>(m_io);
}

RemoteConnection::~RemoteConnection()
{
    beast::error_code ignored;
    tcp().socket().close(ignored);
}

beast::tcp_stream &RemoteConnection::tcp()
{
    return m_tls ? beast::get_lowest_layer(*m_tls) : *m_plain;
}

// Runs one asynchronous operation to completion on this connection's own io_context; the
// stream's deadline closes the socket when it passes, which completes the operation.
template<class Operation>
beast::error_code RemoteConnection::run(Clock::time_point deadline, Operation &&operation)
{
    beast::error_code result = asio::error::would_block;
    tcp().expires_at(deadline);
    operation([&result](beast::error_code ec, auto &&...) { result = ec; });
    m_io.restart();
    m_io.run();
    return result;
}

Error RemoteConnection::connectionError(const std::string &what, beast::error_code ec) const
{
    std::string message = what + " " + m_endpoint.text();
    if (ec == beast::error::timeout)
        return {ErrorKind::ConnectionError, message + ": timed out"};
    return {ErrorKind::ConnectionError, message + ": " + ec.message()};
}

Status RemoteConnection::connect(Clock::time_point deadline)
{
    tcp::resolver resolver(m_io);
    beast::error_code ec;
    auto addresses = resolver.resolve(m_endpoint.host, std::to_string(m_endpoint.port), ec);
    if (ec)
        return Error{ErrorKind::ConnectionError,
                     "Cannot resolve the host " + m_endpoint.host + ": " + ec.message()};
    ec = run(deadline, [&](auto handler) {
        tcp().async_connect(addresses, [handler](beast::error_code error, const auto &) mutable {
            handler(error);
        });
    });
    if (ec)
        return connectionError("Cannot connect to", ec);
    tcp().socket().set_option(tcp::no_delay(true), ec);
    return m_tls ? handshake(deadline) : success();
}

Status RemoteConnection::handshake(Clock::time_point deadline)
{
    SSL *ssl = m_tls->native_handle();
    // SNI lets one address serve many names; it is not sent for IP addresses (RFC 6066).
    // OpenSSL checks the name itself, so a mismatch is reported as such ("hostname mismatch").
    if (isIpAddress(m_endpoint.host)) {
        X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), m_endpoint.host.c_str());
    } else {
        SSL_set_tlsext_host_name(ssl, m_endpoint.host.c_str());
        SSL_set1_host(ssl, m_endpoint.host.c_str());
    }
    beast::error_code ec = run(deadline, [&](auto handler) {
        m_tls->async_handshake(asio::ssl::stream_base::client, handler);
    });
    if (!ec)
        return success();
    long verify = SSL_get_verify_result(ssl);
    if (verify != X509_V_OK)
        return Error{ErrorKind::ConnectionError,
                     "The TLS certificate of " + m_endpoint.text() + " is not trusted: "
                         + X509_verify_cert_error_string(verify)};
    return connectionError("TLS handshake failed with", ec);
}

Result<HttpResponse> RemoteConnection::exchange(const HttpRequest &request,
                                                Clock::time_point deadline,
                                                ExchangeFailure &failure)
{
    auto withStream = [this](auto &&use) {
        if (m_tls)
            use(*m_tls);
        else
            use(*m_plain);
    };
    beast::error_code ec = run(deadline, [&](auto handler) {
        withStream([&](auto &stream) { http::async_write(stream, request, handler); });
    });
    http::response_parser<http::string_body> parser;
    parser.body_limit(kMaxResponseBytes);
    if (!ec)
        ec = run(deadline, [&](auto handler) {
            withStream(
                [&](auto &stream) { http::async_read(stream, m_buffer, parser, handler); });
        });
    if (!ec)
        return parser.release();
    failure.connectionLost = isLostConnection(ec);
    if (failure.connectionLost)
        failure.error = {ErrorKind::ConnectionError,
                         "The connection to " + m_endpoint.text()
                             + " was closed before a response arrived"};
    else if (ec == beast::error::timeout)
        failure.error = {ErrorKind::ConnectionError,
                         "No response from " + m_endpoint.text() + " in time"};
    else
        failure.error = connectionError("The request failed at", ec);
    return failure.error;
}

bool RemoteConnection::isIdleAndOpen() const
{
    if (m_buffer.size() > 0)
        return false;
    auto &self = const_cast<RemoteConnection &>(*this);
    pollfd descriptor{self.tcp().socket().native_handle(), POLLIN, 0};
    // Readable while idle means the server closed it (EOF), reset it, or said something
    // unasked: none of these can carry our next request.
    return ::poll(&descriptor, 1, 0) == 0;
}

} // namespace tablesmith::remote
