#pragma once
// RemoteConnection: one HTTP/1.1 connection to an endpoint, plain or TLS, used by one thread at
// a time (the pool hands it out). Blocking calls with deadlines: each runs the connection's own
// io_context until the operation completes or its deadline closes the socket.

#include <tablesmith/error.h>
#include <tablesmith/remote_client.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ssl/context.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/core/tcp_stream.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>
#include <boost/beast/ssl/ssl_stream.hpp>

#include <chrono>
#include <memory>

namespace tablesmith::remote {

using Clock = std::chrono::steady_clock;
using HttpRequest = boost::beast::http::request<boost::beast::http::string_body>;
using HttpResponse = boost::beast::http::response<boost::beast::http::string_body>;

// How an exchange failed: whether the request may have reached the server decides retries.
struct ExchangeFailure {
    Error error;
    bool connectionLost = false; // closed or reset by the peer, not a timeout
};

// A TLS client context that verifies peers against the system's store and `extraCaFile`.
Result<std::unique_ptr<boost::asio::ssl::context>> makeTlsContext(const std::string &extraCaFile);

// One request on a connection of its own (STS, the SSO portal): the whole response, or a
// ConnectionError. `endpoint` names where to connect; `request` is sent as it is.
Result<HttpResponse> exchangeOnce(const EndpointUrl &endpoint, const HttpRequest &request,
                                  std::chrono::milliseconds timeout,
                                  const std::string &extraCaFile);

// The answer's body as the service meant it, in `scratch` or in the response itself: its
// x-amz-crc32, when sent, checked over the bytes as they came (the service computes it so,
// over a compressed body too, and the SDKs check it so), then its gzip or deflate undone, to
// at most as many bytes as a response may have. A ConnectionError names what went wrong.
Result<std::string_view> answerBody(const HttpResponse &response, const EndpointUrl &endpoint,
                                    std::string &scratch);

class RemoteConnection {
public:
    // `tls` is null for http:// endpoints.
    RemoteConnection(const EndpointUrl &endpoint, boost::asio::ssl::context *tls);
    ~RemoteConnection();

    Status connect(Clock::time_point deadline);
    // Sends `request` and reads the whole response.
    Result<HttpResponse> exchange(const HttpRequest &request, Clock::time_point deadline,
                                  ExchangeFailure &failure);
    // False when the server has closed its end (or sent something unasked) while idle.
    bool isIdleAndOpen() const;
    Clock::time_point idleSince() const { return m_idleSince; }
    void markIdle() { m_idleSince = Clock::now(); }

private:
    template<class Operation>
    boost::beast::error_code run(Clock::time_point deadline, Operation &&operation);
    Error connectionError(const std::string &what, boost::beast::error_code ec) const;
    Status handshake(Clock::time_point deadline);
    boost::beast::tcp_stream &tcp();

    const EndpointUrl &m_endpoint;
    boost::asio::io_context m_io;
    std::unique_ptr<boost::beast::tcp_stream> m_plain;
    std::unique_ptr<boost::beast::ssl_stream<boost::beast::tcp_stream>> m_tls;
    boost::beast::flat_buffer m_buffer;
    Clock::time_point m_idleSince;
};

} // namespace tablesmith::remote
