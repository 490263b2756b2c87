#pragma once
// What the HTTP benchmarks share: the best-of-rounds timer, a keep-alive HTTP/1.1 client that
// sends prebuilt requests and reads whole responses (exiting on anything unexpected), and the
// request a DynamoDB SDK would send.

#include <boost/json/object.hpp>
#include <boost/json/serialize.hpp>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <utility>

namespace bench {

using Clock = std::chrono::steady_clock;

inline double bestMicros(long calls, int rounds, const std::function<void()> &call)
{
    double best = 1e300;
    for (int round = 0; round < rounds; ++round) {
        const auto start = Clock::now();
        for (long i = 0; i < calls; ++i)
            call();
        const std::chrono::duration<double, std::micro> took = Clock::now() - start;
        best = std::min(best, took.count() / static_cast<double>(calls));
    }
    return best;
}

// The same in CPU time of the whole process (client and in-process server threads alike), which
// a machine shared with other jobs disturbs far less than wall time.
inline double bestCpuMicros(long calls, int rounds, const std::function<void()> &call)
{
    const auto cpuMicros = [] {
        timespec now{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
        return double(now.tv_sec) * 1e6 + double(now.tv_nsec) / 1e3;
    };
    double best = 1e300;
    for (int round = 0; round < rounds; ++round) {
        const double start = cpuMicros();
        for (long i = 0; i < calls; ++i)
            call();
        best = std::min(best, (cpuMicros() - start) / static_cast<double>(calls));
    }
    return best;
}

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
        if (m_buffer.compare(0, 9 + m_status.size(), "HTTP/1.1 " + m_status) != 0)
            std::exit(1);
    }

    // The status every response must have (default 200).
    void expectStatus(std::string status) { m_status = std::move(status); }
    const std::string &lastResponse() const { return m_buffer; }

private:
    int m_fd;
    std::string m_buffer;
    std::string m_status = "200";
};

// A DynamoDB call as an SDK sends it to a server without keys, which takes any well-formed
// signature (as DynamoDB Local does) but refuses an unsigned request.
inline std::string httpRequest(const char *op, const boost::json::object &request)
{
    const std::string body = boost::json::serialize(request);
    return "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-amz-json-1.0\r\n"
           "X-Amz-Date: 20240101T000000Z\r\nAuthorization: AWS4-HMAC-SHA256 Credential=bench/"
           "20240101/us-east-1/dynamodb/aws4_request, SignedHeaders=content-type;host;"
           "x-amz-date;x-amz-target, Signature=" + std::string(64, '0') + "\r\n"
           "X-Amz-Target: DynamoDB_20120810." + std::string(op) + "\r\nContent-Length: " +
           std::to_string(body.size()) + "\r\n\r\n" + body;
}

} // namespace bench
