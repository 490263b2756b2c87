#pragma once
// ScriptedServer: a loopback HTTP server whose every connection runs a script (answer, hang,
// close), for the cases a well-behaved HttpServer never produces. Optionally speaks TLS with a
// given certificate. Runs on its own thread; the destructor closes everything and joins it.

#include <boost/beast/http/message.hpp>
#include <boost/beast/http/string_body.hpp>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace remotetest {

using Request = boost::beast::http::request<boost::beast::http::string_body>;
using Headers = std::vector<std::pair<std::string, std::string>>;

// What a script does on one connection, through this.
class ScriptedConnection {
public:
    virtual ~ScriptedConnection() = default;
    // The next request, or nothing if the client closed the connection.
    virtual std::optional<Request> readRequest() = 0;
    virtual void respond(int status, const std::string &body, bool keepAlive = true,
                         const std::string &contentType = "application/x-amz-json-1.0",
                         const Headers &headers = {}) = 0;
};

struct TlsFiles {
    std::string certificateFile;
    std::string keyFile;
};

class ScriptedServer {
public:
    // `script(connection, index)` runs for the index-th accepted connection (from 0).
    using Script = std::function<void(ScriptedConnection &, int index)>;

    explicit ScriptedServer(Script script, std::optional<TlsFiles> tls = std::nullopt);
    ~ScriptedServer();

    std::uint16_t port() const;
    int connectionsAccepted() const { return m_accepted; }
    std::vector<Request> requests() const; // every request read, in order

    class Impl;

private:
    std::unique_ptr<Impl> m_impl;
    std::atomic<int> m_accepted{0};
};

// A port on 127.0.0.1 that nothing listens on (bound, then released).
std::uint16_t unusedPort();

} // namespace remotetest
