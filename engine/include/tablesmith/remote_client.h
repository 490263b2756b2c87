#pragma once
// RemoteClient: a Client that sends each call to a DynamoDB-API endpoint over HTTP(S) — AWS
// itself, DynamoDB Local, or another tablesmith-server — as the SDKs do: JSON 1.0 bodies,
// X-Amz-Target, SigV4 signatures. The caller cannot tell it from an embedded Database.
//
// Thread-safe: calls from several threads share a small pool of keep-alive connections. Every
// call ends within its timeouts; an unreachable endpoint, a dropped connection or a failed
// certificate check is a ConnectionError, an error body is mapped back to its ErrorKind.

#include <tablesmith/aws_credentials.h>
#include <tablesmith/client.h>
#include <tablesmith/error.h>
#include <tablesmith/http_server.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace tablesmith {

// An endpoint URL taken apart: "https://dynamodb.eu-west-1.amazonaws.com",
// "http://localhost:8000".
struct EndpointUrl {
    bool tls = false;
    std::string host; // without brackets for IPv6 literals
    std::uint16_t port = 0;
    std::string path = "/";

    // "host" or "host:port" as the Host header wants it (the port only when not the default).
    std::string hostHeader() const;
    std::string text() const; // back to "scheme://host[:port][path]"
};

// Accepts http:// and https:// URLs with a host, an optional port and path; anything else is
// a ValidationException saying what is wrong.
Result<EndpointUrl> parseEndpointUrl(std::string_view url);

// localhost, 127.0.0.0/8 and ::1: endpoints (DynamoDB Local, tablesmith-server) that accept any
// keys, so a client without credentials signs with placeholder ones there.
bool isLoopbackHost(std::string_view host);

// AWS's public endpoints for a region, e.g. "https://dynamodb.us-east-1.amazonaws.com".
std::string regionEndpoint(std::string_view region);
std::string streamsRegionEndpoint(std::string_view region);

struct RemoteClientOptions {
    std::string endpointUrl;
    // Streams calls go here. Empty: AWS's streams endpoint when `endpointUrl` is AWS's own
    // regional endpoint, otherwise `endpointUrl` (DynamoDB Local and tablesmith serve both).
    std::string streamsEndpointUrl;
    std::string region = "us-east-1";
    Credentials credentials;
    std::string sessionToken; // temporary credentials: sent as X-Amz-Security-Token
    // Set: asked for keys before each request (a profile's credential_process, role or IAM
    // Identity Center), and `credentials` is ignored. Its failure is the call's error.
    std::shared_ptr<CredentialProvider> credentialProvider;
    std::chrono::milliseconds connectTimeout{5000}; // resolve, connect and TLS handshake
    std::chrono::milliseconds requestTimeout{30000}; // send the request, read the response
    std::size_t maxIdleConnections = 4; // per endpoint
    // PEM certificates trusted besides the system store (a private CA, a test certificate).
    std::string extraCaFile;
};

class RemoteClient : public Client {
public:
    // Checks the options (URLs, region, TLS set-up); connects lazily on the first call.
    static Result<std::unique_ptr<RemoteClient>> create(RemoteClientOptions options);
    ~RemoteClient() override;

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override;

    const RemoteClientOptions &options() const;

    class Impl;

private:
    explicit RemoteClient(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

} // namespace tablesmith
