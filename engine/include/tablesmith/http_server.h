#pragma once
// HttpServer: serves DynamoDB's JSON 1.0 wire protocol (and the DynamoDB Streams API) for a
// Client on a TCP port, so the AWS CLI, boto3 and the AWS SDKs work against it unchanged.
//
// Owns its listening socket and I/O threads. start() and stop() are called from one thread;
// requests are handled concurrently on the I/O threads and passed to the Client, which must be
// thread-safe and outlive the server. Malformed HTTP gets a 400, oversized bodies a 413 and
// bad requests DynamoDB's error body, never a crash or a hang. As the service does, answers of
// 4 KB and more go in gzip or deflate when the request's Accept-Encoding asks, and gzip
// request bodies (Content-Encoding: gzip) are read; decoded, they too are held to maxBodyBytes.

#include <tablesmith/client.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace tablesmith {

struct Credentials {
    std::string accessKeyId;
    std::string secretAccessKey;
};

struct HttpServerOptions {
    std::string host = "127.0.0.1";
    std::uint16_t port = 8000; // 0 picks a free port; see HttpServer::port()
    int threads = 0;           // 0: one per core
    // Every request must carry a well-formed SigV4 signature for DynamoDB, as the service
    // requires. Without credentials any key, secret and region are accepted, as DynamoDB Local
    // accepts them; with them, signatures are verified against them and `region`.
    std::optional<Credentials> credentials;
    std::string region = "us-east-1";
    std::size_t maxBodyBytes = 16 * 1024 * 1024;
    // What all connections together may hold of bodies still arriving (see wire/body_budget.h);
    // a larger body that does not fit is refused with 413 before it is read.
    std::size_t maxPendingBodyBytes = 128 * 1024 * 1024;
};

class HttpServer {
public:
    HttpServer(Client &client, HttpServerOptions options);
    ~HttpServer();

    HttpServer(const HttpServer &) = delete;
    HttpServer &operator=(const HttpServer &) = delete;

    // Binds and starts serving in the background. Fails with a message if the address is taken.
    Status start();
    // Stops accepting, closes connections and joins the I/O threads. Idempotent.
    void stop();
    bool isRunning() const;
    // The bound port (useful after asking for port 0).
    std::uint16_t port() const;

    class Impl;

private:
    std::unique_ptr<Impl> m_impl;
};

} // namespace tablesmith
