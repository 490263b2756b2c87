#include "model/api_model.h"
#include "remote/remote_connection.h"
#include "remote/remote_errors.h"
#include "wire/sigv4.h"

#include <tablesmith/remote_client.h>
#include <tablesmith/version.h>

#include <boost/asio/ssl/context.hpp>
#include <boost/beast/http/field.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <mutex>
#include <vector>

namespace tablesmith {
namespace {

namespace asio = boost::asio;
namespace http = boost::beast::http;
using remote::Clock;
using remote::RemoteConnection;

constexpr std::string_view kService = "dynamodb"; // Streams sign with the same name
constexpr std::string_view kContentType = "application/x-amz-json-1.0";
// Servers close idle keep-alive connections (ours after 30 s); older ones are not reused.
constexpr auto kMaxIdle = std::chrono::seconds(20);

constexpr std::array kStreamsOperations{std::string_view("DescribeStream"),
                                        std::string_view("GetRecords"),
                                        std::string_view("GetShardIterator"),
                                        std::string_view("ListStreams")};

// Reads change nothing, so a read that met a dead keep-alive socket can be sent again safely.
bool isIdempotentRead(std::string_view operation)
{
    for (std::string_view prefix : {"Get", "Describe", "List", "Query", "Scan", "BatchGet",
                                    "TransactGet"})
        if (operation.substr(0, prefix.size()) == prefix)
            return true;
    return false;
}

bool isStreamsOperation(std::string_view operation)
{
    return std::find(kStreamsOperations.begin(), kStreamsOperations.end(), operation)
        != kStreamsOperations.end();
}

// Idle connections to one endpoint; a caller takes one out and puts it back when done.
class ConnectionPool {
public:
    ConnectionPool(EndpointUrl endpoint, std::size_t maxIdle)
        : m_endpoint(std::move(endpoint)), m_maxIdle(maxIdle)
    {
    }

    const EndpointUrl &endpoint() const { return m_endpoint; }

    std::unique_ptr<RemoteConnection> takeIdle()
    {
        std::lock_guard lock(m_mutex);
        while (!m_idle.empty()) {
            std::unique_ptr<RemoteConnection> connection = std::move(m_idle.back());
            m_idle.pop_back();
            if (Clock::now() - connection->idleSince() < kMaxIdle
                && connection->isIdleAndOpen())
                return connection;
        }
        return nullptr;
    }

    void putBack(std::unique_ptr<RemoteConnection> connection)
    {
        connection->markIdle();
        std::lock_guard lock(m_mutex);
        if (m_idle.size() < m_maxIdle)
            m_idle.push_back(std::move(connection));
    }

private:
    EndpointUrl m_endpoint;
    std::size_t m_maxIdle;
    std::mutex m_mutex;
    std::vector<std::unique_ptr<RemoteConnection>> m_idle;
};

Result<EndpointUrl> streamsEndpoint(const RemoteClientOptions &options)
{
    if (!options.streamsEndpointUrl.empty())
        return parseEndpointUrl(options.streamsEndpointUrl);
    if (options.endpointUrl == regionEndpoint(options.region))
        return parseEndpointUrl(streamsRegionEndpoint(options.region));
    return parseEndpointUrl(options.endpointUrl);
}

Status checkRegion(std::string_view region)
{
    if (region.empty())
        return Error::validation("A region is required to sign requests (e.g. us-east-1).");
    for (char c : region)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-'))
            return Error::validation("The region '" + std::string(region)
                                     + "' may only hold letters, digits and '-'.");
    return success();
}

} // namespace

class RemoteClient::Impl {
public:
    Impl(RemoteClientOptions options, EndpointUrl dynamodb, EndpointUrl streams,
         std::unique_ptr<asio::ssl::context> tls)
        : m_options(std::move(options)), m_tls(std::move(tls)),
          m_dynamodb(std::move(dynamodb), m_options.maxIdleConnections),
          m_streams(std::move(streams), m_options.maxIdleConnections)
    {
    }

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request);

    RemoteClientOptions m_options;

private:
    remote::HttpRequest buildRequest(const EndpointUrl &endpoint, std::string_view operation,
                                     std::string body, const AwsCredentials &keys) const;
    Result<AwsCredentials> signingKeys() const;
    Result<std::unique_ptr<RemoteConnection>> openConnection(ConnectionPool &pool);

    std::unique_ptr<asio::ssl::context> m_tls; // shared by every TLS connection
    ConnectionPool m_dynamodb;
    ConnectionPool m_streams;
};

Result<AwsCredentials> RemoteClient::Impl::signingKeys() const
{
    if (m_options.credentialProvider)
        return m_options.credentialProvider->credentials();
    return AwsCredentials{m_options.credentials.accessKeyId,
                          m_options.credentials.secretAccessKey, m_options.sessionToken,
                          std::nullopt, {}};
}

remote::HttpRequest RemoteClient::Impl::buildRequest(const EndpointUrl &endpoint,
                                                     std::string_view operation,
                                                     std::string body,
                                                     const AwsCredentials &keys) const
{
    const bool streams = isStreamsOperation(operation);
    const std::string target = std::string(streams ? "DynamoDBStreams_20120810."
                                                   : "DynamoDB_20120810.")
        + std::string(operation);
    const std::string host = endpoint.hostHeader();
    const std::string date = sigv4::amzDate(std::chrono::system_clock::now());

    sigv4::HttpRequest toSign{"POST", endpoint.path, {}, body};
    toSign.headers = {{"host", host},
                      {"content-type", kContentType},
                      {"x-amz-date", date},
                      {"x-amz-target", target}};
    if (!keys.sessionToken.empty())
        toSign.headers.emplace_back("x-amz-security-token", keys.sessionToken);
    const sigv4::Scope scope{m_options.region, std::string(kService), date};
    std::string authorization =
        sigv4::sign(toSign, {keys.accessKeyId, keys.secretAccessKey}, scope);

    remote::HttpRequest request{http::verb::post, endpoint.path, 11};
    for (const auto &[name, value] : toSign.headers)
        request.set(name, value);
    request.set(http::field::authorization, authorization);
    request.set(http::field::user_agent, "tablesmith/" + std::string(version()));
    // As the SDKs may: the service then sends answers of 4 KB and more in gzip, about a
    // tenth of their size (answerBody() undoes it). Not signed, as the SDKs leave it.
    request.set(http::field::accept_encoding, "gzip");
    request.keep_alive(true);
    request.body() = std::move(body);
    request.prepare_payload();
    return request;
}

Result<std::unique_ptr<RemoteConnection>> RemoteClient::Impl::openConnection(
    ConnectionPool &pool)
{
    auto connection = std::make_unique<RemoteConnection>(
        pool.endpoint(), pool.endpoint().tls ? m_tls.get() : nullptr);
    TS_TRY_STATUS(connection->connect(Clock::now() + m_options.connectTimeout));
    return connection;
}

Result<boost::json::object> RemoteClient::Impl::call(std::string_view operation,
                                                     const boost::json::object &request)
{
    ConnectionPool &pool = isStreamsOperation(operation) ? m_streams : m_dynamodb;
    TS_TRY_ASSIGN(AwsCredentials keys, signingKeys());
    const remote::HttpRequest httpRequest =
        buildRequest(pool.endpoint(), operation, boost::json::serialize(request), keys);
    for (int attempt = 0;; ++attempt) {
        std::unique_ptr<RemoteConnection> connection = pool.takeIdle();
        const bool reused = connection != nullptr;
        if (!connection) {
            TS_TRY_ASSIGN(connection, openConnection(pool));
        }
        remote::ExchangeFailure failure;
        auto response = connection->exchange(
            httpRequest, Clock::now() + m_options.requestTimeout, failure);
        if (!response.ok()) {
            // A keep-alive socket the server dropped meanwhile: a read may go again, once.
            if (reused && failure.connectionLost && attempt == 0 && isIdempotentRead(operation))
                continue;
            return response.takeError();
        }
        const remote::HttpResponse &answer = response.value();
        std::string inflated;
        auto body = remote::answerBody(answer, pool.endpoint(), inflated);
        if (!body.ok()) {
            // Damaged on the way: the connection is not trusted again; a read may go again.
            if (attempt == 0 && isIdempotentRead(operation))
                continue;
            return body.takeError();
        }
        if (answer.keep_alive())
            pool.putBack(std::move(connection));
        auto reason = answer.reason();
        auto errorType = answer["x-amzn-ErrorType"];
        auto contentType = answer[http::field::content_type];
        remote::HttpAnswer decoded{static_cast<int>(answer.result_int()),
                                   {reason.data(), reason.size()},
                                   body.value(),
                                   {errorType.data(), errorType.size()}};
        decoded.contentType = {contentType.data(), contentType.size()};
        decoded.endpoint = pool.endpoint().text();
        decoded.operationHasOutput = model::operationHasOutput(operation);
        return remote::decodeAnswer(decoded);
    }
}

Result<std::unique_ptr<RemoteClient>> RemoteClient::create(RemoteClientOptions options)
{
    TS_TRY_STATUS(checkRegion(options.region));
    if (options.endpointUrl.empty())
        options.endpointUrl = regionEndpoint(options.region);
    TS_TRY_ASSIGN(EndpointUrl dynamodb, parseEndpointUrl(options.endpointUrl));
    TS_TRY_ASSIGN(EndpointUrl streams, streamsEndpoint(options));
    const bool noKeys =
        options.credentials.accessKeyId.empty() || options.credentials.secretAccessKey.empty();
    // DynamoDB Local and tablesmith-server take any keys: sign with placeholders there.
    if (noKeys && !options.credentialProvider && isLoopbackHost(dynamodb.host)
        && isLoopbackHost(streams.host))
        options.credentials = {"tablesmith-local", "tablesmith-local"};
    else if (noKeys && !options.credentialProvider)
        return Error::validation("An access key id and a secret access key are required to "
                                 "sign requests.");
    std::unique_ptr<asio::ssl::context> tls;
    if (dynamodb.tls || streams.tls) {
        TS_TRY_ASSIGN(tls, remote::makeTlsContext(options.extraCaFile));
    }
    auto impl = std::make_unique<Impl>(std::move(options), std::move(dynamodb),
                                       std::move(streams), std::move(tls));
    return std::unique_ptr<RemoteClient>(new RemoteClient(std::move(impl)));
}

RemoteClient::RemoteClient(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}

RemoteClient::~RemoteClient() = default;

Result<boost::json::object> RemoteClient::call(std::string_view operation,
                                               const boost::json::object &request)
{
    return m_impl->call(operation, request);
}

const RemoteClientOptions &RemoteClient::options() const { return m_impl->m_options; }

} // namespace tablesmith
