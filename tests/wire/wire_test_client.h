#pragma once
// A raw TCP client for driving the HTTP server in tests: it sends exactly the bytes it is
// given (malformed or partial ones too) and reads responses with a deadline, so a server bug
// fails a test instead of hanging it.

#include <tablesmith/http_server.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace wiretest {

using Response = boost::beast::http::response<boost::beast::http::string_body>;
using Headers = std::vector<std::pair<std::string, std::string>>;

// The keys the helpers sign with; a server without credentials takes them as it takes any.
inline const tablesmith::Credentials kTestCredentials{"AKIDWIRETEST", "wire/test+secret"};

// "POST / HTTP/1.1" with the given target (omitted if empty), body and extra headers, in
// application/x-amz-json-1.0 unless the extra headers name another Content-Type, signed now
// with `credentials` as the AWS CLI signs (every header but Content-Length).
std::string postRequest(std::string_view target, std::string_view body,
                        const Headers &extra = {},
                        const tablesmith::Credentials &credentials = kTestCredentials);
// The same presigned for a minute, as the AWS SDK for JavaScript presigns it: the signature in
// the request line's query string, the headers (X-Amz-Target among them) signed.
std::string presignedPostRequest(std::string_view target, std::string_view body,
                                 const Headers &extra = {},
                                 const tablesmith::Credentials &credentials = kTestCredentials);
// The same without X-Amz-Date and Authorization: what code that forgets to sign sends.
std::string unsignedPostRequest(std::string_view target, std::string_view body,
                                const Headers &extra = {});
// "X-Amz-Date: ...\r\nAuthorization: ...\r\n" for a hand-made POST / of `body` that carries
// `headers` (Host among them), which are signed.
std::string signatureLines(const Headers &headers, std::string_view body,
                           const tablesmith::Credentials &credentials = kTestCredentials);

class Connection {
public:
    explicit Connection(std::uint16_t port);

    bool send(std::string_view bytes);
    // The next response, or nothing if the server closed the connection or took too long.
    std::optional<Response> read(std::chrono::milliseconds timeout = std::chrono::seconds(5));
    // Whether the server closes the connection within `timeout` (reading and dropping bytes).
    bool closedWithin(std::chrono::milliseconds timeout);
    void close();

private:
    boost::asio::io_context m_io;
    boost::asio::ip::tcp::socket m_socket;
    boost::beast::flat_buffer m_buffer;
};

// One request on a fresh connection.
std::optional<Response> exchange(std::uint16_t port, std::string_view request);

} // namespace wiretest
