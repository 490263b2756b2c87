#pragma once
// A keep-alive HTTP/1.1 client for the benches that compare an engine call with its round trip
// to the server in the same process: one connection, one request at a time, the whole response
// read (by its Content-Length). Any failure ends the bench.

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>

namespace bench {

// One keep-alive connection to the server: sends a request, reads its whole response.
class HttpClient {
public:
    explicit HttpClient(std::uint16_t port) : m_fd(::socket(AF_INET, SOCK_STREAM, 0))
    {
        int one = 1;
        ::setsockopt(m_fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(port);
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        if (::connect(m_fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0)
            std::exit(1);
    }
    ~HttpClient() { ::close(m_fd); }

    void roundTrip(const std::string &request)
    {
        if (::send(m_fd, request.data(), request.size(), 0) != ssize_t(request.size()))
            std::exit(1);
        m_buffer.clear();
        std::size_t headEnd = std::string::npos;
        std::size_t total = 0;
        char chunk[65536];
        while (headEnd == std::string::npos || m_buffer.size() < total) {
            const ssize_t n = ::recv(m_fd, chunk, sizeof chunk, 0);
            if (n <= 0)
                std::exit(1);
            m_buffer.append(chunk, std::size_t(n));
            if (headEnd == std::string::npos &&
                (headEnd = m_buffer.find("\r\n\r\n")) != std::string::npos) {
                const std::size_t length = m_buffer.find("Content-Length: ");
                total = headEnd + 4 + std::strtoul(m_buffer.c_str() + length + 16, nullptr, 10);
            }
        }
        if (m_buffer.compare(0, 12, "HTTP/1.1 200") != 0)
            std::exit(1);
    }

private:
    int m_fd;
    std::string m_buffer;
};

inline std::string httpRequest(const char *op, const boost::json::object &request)
{
    const std::string body = boost::json::serialize(request);
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-amz-json-1.0\r\n"
           "X-Amz-Target: DynamoDB_20120810." + std::string(op) + "\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
}

} // namespace bench
