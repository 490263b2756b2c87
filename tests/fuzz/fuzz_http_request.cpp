// Fuzz target: whole HTTP requests — request line, headers, body, several pipelined or none —
// sent as raw bytes over a socket to tablesmith's HTTP server in front of an in-memory Database
// holding the ecommerce table, so the session's parser, its limits, routing, signatures,
// validation and the operations all meet bytes nobody wrote by hand.
//
// Per input: connect, send the bytes, close the sending side, read until the server closes.
// Invariants beyond "no crash": every answer is a well-formed HTTP/1.1 status line; no 5xx
// (an InternalServerError is a bug) but for a body whose Content-Encoding cannot be undone;
// the server closes a half-closed connection at once (not after its 30 s idle timeout); it
// still answers a plain request afterwards.
//
// Built two ways: with libFuzzer (TABLESMITH_BUILD_FUZZERS, clang; tests/fuzz/run.sh), and with
// fuzz_driver.cpp for CI, which replays the seeds and mutates them for a bounded time.

#include "fuzz_http_request.h"

#include "fuzz_support.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <boost/json/parse.hpp>

#include <cctype>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace {

using namespace tablesmith;
using fuzz::require;

// Far below the server's 30 s idle timeout: a server that waits for more bytes after the
// client closed its side is caught, not waited out.
constexpr int kAnswerTimeoutSeconds = 5;
constexpr int kHealthCheckEvery = 256;

struct Served {
    std::unique_ptr<Database> database;
    std::unique_ptr<HttpServer> server;
};

Served &served()
{
    static Served s = [] {
        Served made;
        auto db = Database::open({});
        require(db.ok(), "the in-memory database opens");
        made.database = std::move(db).value();
        auto created = made.database->call(
            "CreateTable", boost::json::parse(fuzz::kEcommerceCreateTable).as_object());
        require(created.ok(), "the ecommerce table is created");
        HttpServerOptions options;
        options.port = 0;
        options.threads = 2;
        options.maxBodyBytes = 1024 * 1024; // small, so the limit is within reach
        made.server = std::make_unique<HttpServer>(*made.database, options);
        require(made.server->start().ok(), "the server starts");
        return made;
    }();
    return s;
}

int connectTo(std::uint16_t port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    require(fd >= 0, "a socket");
    timeval timeout{kAnswerTimeoutSeconds, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    require(::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0,
            "the server accepts a connection");
    return fd;
}

// Sends everything (the server may close early: then the rest is not needed), closes the
// sending side, and returns every byte the server wrote until it closed.
std::string exchange(std::string_view bytes)
{
    const int fd = connectTo(served().server->port());
    std::size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            break;
        sent += static_cast<std::size_t>(n);
    }
    ::shutdown(fd, SHUT_WR);
    std::string answer;
    char buffer[16384];
    for (;;) {
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n == 0)
            break;
        if (n < 0) {
            require(errno == ECONNRESET, "the server closes a half-closed connection promptly");
            break;
        }
        answer.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return answer;
}

bool mentionsContentEncoding(std::string_view bytes)
{
    constexpr std::string_view name = "content-encoding";
    for (std::size_t at = 0; at + name.size() <= bytes.size(); ++at) {
        std::size_t i = 0;
        while (i < name.size() && std::tolower(static_cast<unsigned char>(bytes[at + i])) == name[i])
            ++i;
        if (i == name.size())
            return true;
    }
    return false;
}

// Each "HTTP/1.1 " in the answer starts a response: its status must be a 2xx, 3xx or 4xx
// (a 413 for an oversized body is fine; a 500 is an engine bug) -- except a 500 where the
// input carries a Content-Encoding: the service's answer to a body it cannot decode.
void checkAnswers(std::string_view input, std::string_view answer)
{
    const char highest = mentionsContentEncoding(input) ? '5' : '4';
    for (std::size_t at = answer.find("HTTP/1.1 "); at != std::string_view::npos;
         at = answer.find("HTTP/1.1 ", at + 1)) {
        require(at + 12 <= answer.size(), "a whole status line");
        const std::string_view status = answer.substr(at + 9, 3);
        require(status[0] >= '1' && status[0] <= highest && status[1] >= '0'
                    && status[1] <= '9' && status[2] >= '0' && status[2] <= '9',
                "no 5xx answer (but to an undecodable body), and a three-digit status");
    }
}

void checkStillServing()
{
    const std::string answer = exchange("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    require(answer.starts_with("HTTP/1.1 200"), "the server still answers a plain request");
}

} // namespace

namespace tablesmith::fuzz {

void runHttpRequest(std::string_view bytes)
{
    static int runs = 0;
    checkAnswers(bytes, exchange(bytes));
    if (++runs % kHealthCheckEvery == 0)
        checkStillServing();
}

} // namespace tablesmith::fuzz

#ifdef TABLESMITH_LIBFUZZER
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    tablesmith::fuzz::runHttpRequest({reinterpret_cast<const char *>(data), size});
    return 0;
}
#endif
