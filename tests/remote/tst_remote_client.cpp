// RemoteClient over real sockets: against an in-process HttpServer that verifies SigV4, and
// against scripted servers that misbehave (close, hang, answer non-DynamoDB text, TLS with a
// self-signed certificate). Every failure must come back as an Error, quickly.

#include "model/api_model.h"
#include "remote/remote_errors.h"
#include "scripted_server.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>
#include <tablesmith/remote_client.h>

#include <boost/crc.hpp>
#include <boost/json/parse.hpp>

#include "../wire/zlib_reference.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>

using namespace tablesmith;
using namespace std::chrono_literals;
namespace json = boost::json;
using remotetest::ScriptedConnection;
using remotetest::ScriptedServer;

namespace {

const Credentials kCredentials{"AKIDREMOTE", "remote/secret+key"};
constexpr auto kListTablesAnswer = R"({"TableNames":["a"]})";

RemoteClientOptions optionsFor(std::uint16_t port, bool tls = false)
{
    RemoteClientOptions options;
    options.endpointUrl = (tls ? "https://localhost:" : "http://127.0.0.1:")
        + std::to_string(port);
    options.region = "eu-west-1";
    options.credentials = kCredentials;
    options.connectTimeout = 2s;
    options.requestTimeout = 2s;
    return options;
}

std::unique_ptr<RemoteClient> clientFor(RemoteClientOptions options)
{
    auto client = RemoteClient::create(std::move(options));
    if (!client.ok())
        qFatal("%s", client.error().message.c_str());
    return std::move(client).value();
}

json::object object(std::string_view text) { return json::parse(text).as_object(); }

json::object createTableRequest(const std::string &name)
{
    return object(R"({"TableName":")" + name + R"(","BillingMode":"PAY_PER_REQUEST",
        "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],
        "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}],
        "StreamSpecification":{"StreamEnabled":true,"StreamViewType":"NEW_IMAGE"}})");
}

std::string header(const remotetest::Request &request, std::string_view name)
{
    auto value = request[boost::beast::string_view(name.data(), name.size())];
    return std::string(value.data(), value.size());
}

std::string crcText(std::string_view bytes)
{
    boost::crc_32_type crc;
    crc.process_bytes(bytes.data(), bytes.size());
    return std::to_string(crc.checksum());
}

} // namespace

class TestRemoteClient : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void signedCallsReachTheServer();
    void streamsCallsUseTheirTarget();
    void wrongSecretIsRefused();
    void unknownKeyIsRefused();
    void serviceErrorsKeepTheirKind();
    void concurrentCallsShareThePool();
    void errorBodies_data();
    void errorBodies();
    void emptySuccessIsAnEmptyObject_data();
    void emptySuccessIsAnEmptyObject();
    void errorsWithoutMessage_data();
    void errorsWithoutMessage();
    void invalidOptionsAreRefused_data();
    void invalidOptionsAreRefused();
    void noServerIsAConnectionError();
    void closedConnectionIsAConnectionError();
    void staleKeepAliveReadIsRetriedOnce();
    void staleKeepAliveWriteIsNotRetried();
    void silentServerTimesOut();
    void sessionTokenIsSentAndSigned();
    void streamsCallsGoToTheStreamsEndpoint();
    void untrustedCertificateIsRefused();
    void trustedCertificateConnects();
    void credentialProviderSignsEachCall();
    void credentialProviderFailureIsTheCallsError();
    void loopbackWithoutKeysSignsWithPlaceholders();
    void compressedAnswers_data();
    void compressedAnswers();
    void largeAnswersFromTablesmithServer();
    void nonDynamoDbEndpointIsOneLine_data();
    void nonDynamoDbEndpointIsOneLine();

private:
    std::unique_ptr<Database> m_database;
    std::unique_ptr<HttpServer> m_server;
};

void TestRemoteClient::init()
{
    auto database = Database::open({});
    QVERIFY(database.ok());
    m_database = std::move(database).value();
    HttpServerOptions options;
    options.port = 0;
    options.threads = 2;
    options.credentials = kCredentials;
    options.region = "eu-west-1"; // the clients' region: a signature is scoped to the server's
    m_server = std::make_unique<HttpServer>(*m_database, options);
    QVERIFY(m_server->start().ok());
}

void TestRemoteClient::cleanup()
{
    m_server.reset();
    m_database.reset();
}

void TestRemoteClient::signedCallsReachTheServer()
{
    auto client = clientFor(optionsFor(m_server->port()));
    auto created = client->call("CreateTable", createTableRequest("Orders"));
    QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
    QVERIFY(client->call("PutItem", object(R"({"TableName":"Orders",
        "Item":{"pk":{"S":"o#1"},"total":{"N":"12.5"}}})")).ok());
    auto item = client->call("GetItem", object(R"({"TableName":"Orders",
        "Key":{"pk":{"S":"o#1"}}})"));
    QVERIFY(item.ok());
    QCOMPARE(json::value(item->at("Item").at("total")), json::parse(R"({"N":"12.5"})"));
    auto tables = client->call("ListTables", {});
    QVERIFY(tables.ok());
    QCOMPARE(json::value(tables->at("TableNames")), json::parse(R"(["Orders"])"));
}

void TestRemoteClient::streamsCallsUseTheirTarget()
{
    auto client = clientFor(optionsFor(m_server->port()));
    QVERIFY(client->call("CreateTable", createTableRequest("Events")).ok());
    auto streams = client->call("ListStreams", object(R"({"TableName":"Events"})"));
    QVERIFY2(streams.ok(), streams.ok() ? "" : streams.error().message.c_str());
    QCOMPARE(streams->at("Streams").as_array().size(), std::size_t(1));
}

void TestRemoteClient::wrongSecretIsRefused()
{
    RemoteClientOptions options = optionsFor(m_server->port());
    options.credentials.secretAccessKey = "not-the-secret";
    auto result = clientFor(options)->call("ListTables", {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::InvalidSignatureException);
    QVERIFY(result.error().message.find("signature") != std::string::npos);
}

void TestRemoteClient::unknownKeyIsRefused()
{
    RemoteClientOptions options = optionsFor(m_server->port());
    options.credentials.accessKeyId = "AKIDUNKNOWN";
    auto result = clientFor(options)->call("ListTables", {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::UnrecognizedClientException);
}

void TestRemoteClient::serviceErrorsKeepTheirKind()
{
    auto client = clientFor(optionsFor(m_server->port()));
    auto missing = client->call("DescribeTable", object(R"({"TableName":"Nope"})"));
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, ErrorKind::ResourceNotFoundException);
    QVERIFY(!missing.error().message.empty());

    QVERIFY(client->call("CreateTable", createTableRequest("Things")).ok());
    auto conditional = client->call("PutItem", object(R"~({"TableName":"Things",
        "Item":{"pk":{"S":"x"}},"ConditionExpression":"attribute_exists(pk)"})~"));
    QVERIFY(!conditional.ok());
    QCOMPARE(conditional.error().kind, ErrorKind::ConditionalCheckFailedException);

    auto cancelled = client->call("TransactWriteItems", object(R"~({"TransactItems":[
        {"Put":{"TableName":"Things","Item":{"pk":{"S":"y"}},
                "ConditionExpression":"attribute_exists(pk)"}}]})~"));
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().kind, ErrorKind::TransactionCanceledException);
    QVERIFY(cancelled.error().details.contains("CancellationReasons"));

    auto unknown = client->call("FlyToTheMoon", {});
    QVERIFY(!unknown.ok());
    QCOMPARE(unknown.error().kind, ErrorKind::UnknownOperationException);
}

void TestRemoteClient::concurrentCallsShareThePool()
{
    auto client = clientFor(optionsFor(m_server->port()));
    QVERIFY(client->call("CreateTable", createTableRequest("Pool")).ok());
    std::atomic<int> failures{0};
    std::vector<std::thread> threads;
    for (int t = 0; t < 6; ++t)
        threads.emplace_back([&, t] {
            for (int i = 0; i < 25; ++i) {
                json::object item{{"pk", json::object{{"S", std::to_string(t * 100 + i)}}}};
                if (!client->call("PutItem", {{"TableName", "Pool"}, {"Item", item}}).ok())
                    ++failures;
            }
        });
    for (auto &thread : threads)
        thread.join();
    QCOMPARE(failures.load(), 0);
    auto scan = client->call("Scan", object(R"({"TableName":"Pool","Select":"COUNT"})"));
    QVERIFY(scan.ok());
    QCOMPARE(scan->at("Count").to_number<int>(), 150);
}

void TestRemoteClient::errorBodies_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("errorTypeHeader");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("known")
        << 400
        << R"({"__type":"com.amazonaws.dynamodb.v20120810#ValidationException",)"
           R"("message":"bad key"})"
        << "" << int(ErrorKind::ValidationException) << "bad key";
    QTest::newRow("capital Message")
        << 400 << R"({"__type":"com.amazon.coral.service#AccessDeniedException","Message":"no"})"
        << "" << int(ErrorKind::AccessDeniedException) << "no";
    QTest::newRow("unknown name kept")
        << 400 << R"({"__type":"com.amazon.coral#SomethingNewException","message":"odd"})"
        << "" << int(ErrorKind::ServiceError) << "SomethingNewException: odd";
    QTest::newRow("alias keeps name")
        << 400 << R"({"__type":"com.amazon.coral#ThrottlingException","message":"Rate"})"
        << "" << int(ErrorKind::ProvisionedThroughputExceededException)
        << "ThrottlingException: Rate";
    QTest::newRow("type in header") << 400 << R"({"message":"gone"})"
                                    << "ResourceNotFoundException:http://internal"
                                    << int(ErrorKind::ResourceNotFoundException) << "gone";
    QTest::newRow("html from a proxy")
        << 502 << "<html>Bad Gateway</html>" << "" << int(ErrorKind::ServiceError)
        << "HTTP 502";
    QTest::newRow("200 but not json") << 200 << "hello" << "" << int(ErrorKind::ServiceError)
                                      << "not DynamoDB's JSON";
    QTest::newRow("html page") << 404
                               << "<!DOCTYPE html>\n<html><head><title>\n  Page not\n found"
                                  "</title></head>\n<body>lots\nof\nmarkup</body></html>"
                               << "" << int(ErrorKind::ServiceError)
                               << "HTTP 404 Reason with an HTML page (\"Page not found\"): it is "
                                  "not a DynamoDB endpoint";
}

void TestRemoteClient::errorBodies()
{
    QFETCH(int, status);
    QFETCH(QString, body);
    QFETCH(QString, errorTypeHeader);
    QFETCH(int, kind);
    QFETCH(QString, messagePart);
    const std::string bodyText = body.toStdString();
    const std::string typeText = errorTypeHeader.toStdString();
    auto result = remote::decodeAnswer({status, "Reason", bodyText, typeText});
    QVERIFY(!result.ok());
    QCOMPARE(int(result.error().kind), kind);
    QVERIFY2(result.error().message.find(messagePart.toStdString()) != std::string::npos,
             result.error().message.c_str());
}

// TagResource and UntagResource succeed with an empty body on the service (the API model gives
// them no output); the remote client read that as "not DynamoDB's JSON" and failed a tag edit.
// For an operation with output an empty body is no answer: it must not read as "{}" (a GetItem
// that found nothing).
void TestRemoteClient::emptySuccessIsAnEmptyObject_data()
{
    QTest::addColumn<QString>("body");
    QTest::addColumn<bool>("hasOutput");
    QTest::addColumn<bool>("ok");
    QTest::newRow("no output, empty") << "" << false << true;
    QTest::newRow("no output, a line break") << "\r\n" << false << true;
    QTest::newRow("no output, {}") << "{}" << false << true;
    QTest::newRow("output, empty") << "" << true << false;
    QTest::newRow("output, a line break") << "\r\n" << true << false;
    QTest::newRow("output, {}") << "{}" << true << true;
}

void TestRemoteClient::emptySuccessIsAnEmptyObject()
{
    QFETCH(QString, body);
    QFETCH(bool, hasOutput);
    QFETCH(bool, ok);
    const std::string bodyText = body.toStdString();
    remote::HttpAnswer answer{200, "OK", bodyText, ""};
    answer.operationHasOutput = hasOutput;
    auto result = remote::decodeAnswer(answer);
    QCOMPARE(result.ok(), ok);
    if (ok)
        QVERIFY(result->empty());
    else
        QCOMPARE(int(result.error().kind), int(ErrorKind::ServiceError));
    // What the client asks the model: the two tag operations are the only ones without output.
    QVERIFY(!model::operationHasOutput("TagResource"));
    QVERIFY(!model::operationHasOutput("UntagResource"));
    QVERIFY(model::operationHasOutput("GetItem"));
    QVERIFY(model::operationHasOutput("GetRecords"));
    QVERIFY(model::operationHasOutput("NoSuchOperation"));
}

// The service sends some errors with no message (dynalite test/connection.js records
// {"__type":"com.amazon.coral.service#SerializationException"} and an UnknownOperationException
// without one); the user reads the exception's name and the HTTP status instead of nothing.
void TestRemoteClient::errorsWithoutMessage_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("errorTypeHeader");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");

    QTest::newRow("condition failed")
        << 400 << R"({"__type":"com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException"})"
        << "" << int(ErrorKind::ConditionalCheckFailedException)
        << "ConditionalCheckFailedException (HTTP 400)";
    QTest::newRow("serialization")
        << 400 << R"({"__type":"com.amazon.coral.service#SerializationException"})" << ""
        << int(ErrorKind::SerializationException) << "SerializationException (HTTP 400)";
    QTest::newRow("empty message member")
        << 400 << R"({"__type":"com.amazon.coral.service#UnknownOperationException","message":""})"
        << "" << int(ErrorKind::UnknownOperationException)
        << "UnknownOperationException (HTTP 400)";
    QTest::newRow("unknown name")
        << 400 << R"({"__type":"com.amazon.coral#SomethingNewException"})" << ""
        << int(ErrorKind::ServiceError) << "SomethingNewException (HTTP 400)";
    QTest::newRow("alias")
        << 400 << R"({"__type":"com.amazon.coral#ThrottlingException"})" << ""
        << int(ErrorKind::ProvisionedThroughputExceededException)
        << "ThrottlingException (HTTP 400)";
    QTest::newRow("type in header") << 500 << "{}" << "InternalServerError"
                                    << int(ErrorKind::InternalServerError)
                                    << "InternalServerError (HTTP 500)";
    QTest::newRow("empty type") << 400 << R"({"__type":""})" << ""
                                << int(ErrorKind::ServiceError) << "An error (HTTP 400)";
}

void TestRemoteClient::errorsWithoutMessage()
{
    QFETCH(int, status);
    QFETCH(QString, body);
    QFETCH(QString, errorTypeHeader);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const std::string bodyText = body.toStdString();
    const std::string typeText = errorTypeHeader.toStdString();
    auto result = remote::decodeAnswer({status, "Reason", bodyText, typeText});
    QVERIFY(!result.ok());
    QCOMPARE(int(result.error().kind), kind);
    QCOMPARE(QString::fromStdString(result.error().message), message);
}

void TestRemoteClient::invalidOptionsAreRefused_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("region");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("no scheme") << "localhost:8000" << "us-east-1" << "http:// or https://";
    QTest::newRow("bad port") << "http://localhost:99999" << "us-east-1" << "port";
    QTest::newRow("no host") << "http://:8000" << "us-east-1" << "no host";
    QTest::newRow("query") << "http://localhost/?a=b" << "us-east-1" << "query";
    QTest::newRow("no region") << "http://localhost" << "" << "region";
    QTest::newRow("bad region") << "http://localhost" << "us east" << "region";
}

void TestRemoteClient::invalidOptionsAreRefused()
{
    QFETCH(QString, url);
    QFETCH(QString, region);
    QFETCH(QString, messagePart);
    RemoteClientOptions options = optionsFor(1);
    options.endpointUrl = url.toStdString();
    options.region = region.toStdString();
    auto client = RemoteClient::create(options);
    QVERIFY(!client.ok());
    QCOMPARE(client.error().kind, ErrorKind::ValidationException);
    QVERIFY2(client.error().message.find(messagePart.toStdString()) != std::string::npos,
             client.error().message.c_str());
}

void TestRemoteClient::noServerIsAConnectionError()
{
    auto client = clientFor(optionsFor(remotetest::unusedPort()));
    QElapsedTimer timer;
    timer.start();
    auto result = client->call("ListTables", {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::ConnectionError);
    QVERIFY2(result.error().message.find("Cannot connect") != std::string::npos,
             result.error().message.c_str());
    QVERIFY(timer.elapsed() < 2500);
}

void TestRemoteClient::closedConnectionIsAConnectionError()
{
    ScriptedServer server([](ScriptedConnection &connection, int) {
        (void)connection.readRequest(); // and close without answering
    });
    auto client = clientFor(optionsFor(server.port()));
    auto result = client->call("PutItem", object(R"({"TableName":"T","Item":{}})"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::ConnectionError);
    QVERIFY2(result.error().message.find("closed before a response") != std::string::npos,
             result.error().message.c_str());
    // The client is still usable: the next call opens a new connection.
    QVERIFY(!client->call("ListTables", {}).ok());
    QCOMPARE(server.connectionsAccepted(), 2);
}

// The server answers once on a keep-alive connection, then drops it just as the next request
// arrives — the race a poll before reuse cannot see.
void TestRemoteClient::staleKeepAliveReadIsRetriedOnce()
{
    ScriptedServer server([](ScriptedConnection &connection, int index) {
        if (!connection.readRequest())
            return;
        connection.respond(200, kListTablesAnswer);
        if (index == 0)
            (void)connection.readRequest();
    });
    auto client = clientFor(optionsFor(server.port()));
    QVERIFY(client->call("ListTables", {}).ok());
    auto again = client->call("ListTables", {});
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QCOMPARE(server.connectionsAccepted(), 2);
    QCOMPARE(server.requests().size(), std::size_t(3));
}

void TestRemoteClient::staleKeepAliveWriteIsNotRetried()
{
    ScriptedServer server([](ScriptedConnection &connection, int index) {
        if (!connection.readRequest())
            return;
        connection.respond(200, "{}");
        if (index == 0)
            (void)connection.readRequest();
    });
    auto client = clientFor(optionsFor(server.port()));
    QVERIFY(client->call("PutItem", {}).ok());
    auto again = client->call("PutItem", {});
    QVERIFY(!again.ok());
    QCOMPARE(again.error().kind, ErrorKind::ConnectionError);
    QCOMPARE(server.requests().size(), std::size_t(2)); // a write may have landed: not resent
}

void TestRemoteClient::silentServerTimesOut()
{
    ScriptedServer server([](ScriptedConnection &connection, int) {
        (void)connection.readRequest();
        (void)connection.readRequest(); // says nothing until the client gives up
    });
    RemoteClientOptions options = optionsFor(server.port());
    options.requestTimeout = 300ms;
    auto client = clientFor(options);
    QElapsedTimer timer;
    timer.start();
    auto result = client->call("Scan", object(R"({"TableName":"T"})"));
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::ConnectionError);
    QVERIFY2(result.error().message.find("No response") != std::string::npos,
             result.error().message.c_str());
    QVERIFY(timer.elapsed() < 2000);
}

void TestRemoteClient::sessionTokenIsSentAndSigned()
{
    ScriptedServer server([](ScriptedConnection &connection, int) {
        while (connection.readRequest())
            connection.respond(200, "{}");
    });
    RemoteClientOptions options = optionsFor(server.port());
    options.sessionToken = "FQoGZXIvYXdzEXAMPLE";
    QVERIFY(clientFor(options)->call("GetRecords", object(R"({"ShardIterator":"x"})")).ok());
    const auto request = server.requests().at(0);
    QCOMPARE(header(request, "X-Amz-Security-Token"), std::string("FQoGZXIvYXdzEXAMPLE"));
    QCOMPARE(header(request, "X-Amz-Target"), std::string("DynamoDBStreams_20120810.GetRecords"));
    const std::string authorization = header(request, "Authorization");
    QVERIFY(authorization.find("x-amz-security-token") != std::string::npos);
    QVERIFY(authorization.find("/eu-west-1/dynamodb/aws4_request") != std::string::npos);
}

// As on AWS, where Streams live at streams.dynamodb.<region>.amazonaws.com.
void TestRemoteClient::streamsCallsGoToTheStreamsEndpoint()
{
    auto answerAll = [](ScriptedConnection &connection, int) {
        while (connection.readRequest())
            connection.respond(200, "{}");
    };
    ScriptedServer tables(answerAll);
    ScriptedServer streams(answerAll);
    RemoteClientOptions options = optionsFor(tables.port());
    options.streamsEndpointUrl = "http://127.0.0.1:" + std::to_string(streams.port());
    {
        auto client = clientFor(options);
        QVERIFY(client->call("ListTables", {}).ok());
        QVERIFY(client->call("DescribeStream", object(R"({"StreamArn":"x"})")).ok());
        QVERIFY(client->call("GetShardIterator", {}).ok());
    }
    QCOMPARE(tables.requests().size(), std::size_t(1));
    QCOMPARE(streams.requests().size(), std::size_t(2));
    QCOMPARE(header(streams.requests().at(0), "X-Amz-Target"),
             std::string("DynamoDBStreams_20120810.DescribeStream"));
    QCOMPARE(header(streams.requests().at(0), "Host"),
             "127.0.0.1:" + std::to_string(streams.port()));
}

namespace {

// A self-signed certificate for localhost, made with the openssl CLI.
std::optional<remotetest::TlsFiles> makeCertificate(const QTemporaryDir &dir)
{
    remotetest::TlsFiles files{dir.filePath(QStringLiteral("cert.pem")).toStdString(),
                               dir.filePath(QStringLiteral("key.pem")).toStdString()};
    QProcess openssl;
    openssl.start(QStringLiteral("openssl"),
                  {QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"),
                   QStringLiteral("rsa:2048"), QStringLiteral("-nodes"), QStringLiteral("-days"),
                   QStringLiteral("1"), QStringLiteral("-subj"), QStringLiteral("/CN=localhost"),
                   QStringLiteral("-addext"), QStringLiteral("subjectAltName=DNS:localhost"),
                   QStringLiteral("-keyout"), QString::fromStdString(files.keyFile),
                   QStringLiteral("-out"), QString::fromStdString(files.certificateFile)});
    if (!openssl.waitForFinished(30000) || openssl.exitCode() != 0)
        return std::nullopt;
    return files;
}

} // namespace

void TestRemoteClient::untrustedCertificateIsRefused()
{
    QTemporaryDir dir;
    auto files = makeCertificate(dir);
    if (!files)
        QSKIP("the openssl command is not available");
    ScriptedServer server(
        [](ScriptedConnection &connection, int) {
            if (connection.readRequest())
                connection.respond(200, kListTablesAnswer);
        },
        files);
    auto result = clientFor(optionsFor(server.port(), true))->call("ListTables", {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().kind, ErrorKind::ConnectionError);
    QVERIFY2(result.error().message.find("not trusted") != std::string::npos
                 && result.error().message.find("self-signed") != std::string::npos,
             result.error().message.c_str());
}

void TestRemoteClient::trustedCertificateConnects()
{
    QTemporaryDir dir;
    auto files = makeCertificate(dir);
    if (!files)
        QSKIP("the openssl command is not available");
    ScriptedServer server(
        [](ScriptedConnection &connection, int) {
            while (connection.readRequest())
                connection.respond(200, kListTablesAnswer);
        },
        files);
    RemoteClientOptions options = optionsFor(server.port(), true);
    options.extraCaFile = files->certificateFile;
    auto client = clientFor(options);
    auto result = client->call("ListTables", {});
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
    QVERIFY(client->call("ListTables", {}).ok());
    QCOMPARE(server.connectionsAccepted(), 1); // kept alive across calls
    client.reset(); // the scripted server serves one connection at a time

    // The certificate names localhost, not 127.0.0.1: the host check must refuse it.
    options.endpointUrl = "https://127.0.0.1:" + std::to_string(server.port());
    auto mismatch = clientFor(options)->call("ListTables", {});
    QVERIFY(!mismatch.ok());
    QCOMPARE(mismatch.error().kind, ErrorKind::ConnectionError);
    QVERIFY2(mismatch.error().message.find("not trusted") != std::string::npos,
             mismatch.error().message.c_str());
}


namespace {

// Counts how often it is asked; answers `keys` or an error.
class CountingProvider : public CredentialProvider {
public:
    explicit CountingProvider(Result<AwsCredentials> keys) : m_keys(std::move(keys)) {}
    Result<AwsCredentials> credentials() override
    {
        ++asked;
        return m_keys;
    }
    std::atomic<int> asked{0};

private:
    Result<AwsCredentials> m_keys;
};

} // namespace

void TestRemoteClient::credentialProviderSignsEachCall()
{
    RemoteClientOptions options = optionsFor(m_server->port());
    options.credentials = {};
    auto provider = std::make_shared<CountingProvider>(AwsCredentials{
        kCredentials.accessKeyId, kCredentials.secretAccessKey, {}, std::nullopt, "test"});
    options.credentialProvider = provider;
    auto client = clientFor(options);
    QVERIFY(client->call("ListTables", {}).ok());
    QVERIFY(client->call("ListTables", {}).ok());
    QCOMPARE(provider->asked.load(), 2);
}

void TestRemoteClient::credentialProviderFailureIsTheCallsError()
{
    RemoteClientOptions options = optionsFor(m_server->port());
    options.credentialProvider = std::make_shared<CountingProvider>(Error{
        ErrorKind::UnrecognizedClientException, "run aws sso login --profile dev"});
    auto result = clientFor(options)->call("ListTables", {});
    QVERIFY(!result.ok());
    QCOMPARE(result.error().message, std::string("run aws sso login --profile dev"));
}

// DynamoDB Local and tablesmith-server without --credentials accept any signature.
void TestRemoteClient::loopbackWithoutKeysSignsWithPlaceholders()
{
    HttpServerOptions serverOptions;
    serverOptions.port = 0;
    HttpServer open(*m_database, serverOptions);
    QVERIFY(open.start().ok());
    for (std::string host : {"127.0.0.1", "localhost"}) {
        RemoteClientOptions options;
        options.endpointUrl = "http://" + host + ":" + std::to_string(open.port());
        auto client = RemoteClient::create(options);
        QVERIFY2(client.ok(), client.ok() ? "" : client.error().message.c_str());
        QVERIFY(client.value()->call("ListTables", {}).ok());
    }
    RemoteClientOptions remote;
    remote.endpointUrl = "https://dynamodb.eu-west-1.amazonaws.com";
    auto refused = RemoteClient::create(remote);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().message.find("access key") != std::string::npos);
}

void TestRemoteClient::nonDynamoDbEndpointIsOneLine_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("contentType");
    QTest::addColumn<QString>("body");
    QTest::addColumn<QString>("messagePart");
    QString page = QStringLiteral("<!doctype html>\n<html>\n<head><title>Welcome to nginx!"
                                  "</title></head>\n<body>\n");
    for (int i = 0; i < 200; ++i)
        page += QStringLiteral("<p>line %1</p>\n").arg(i);
    page += QStringLiteral("</body></html>\n");
    QTest::newRow("web server page")
        << 200 << "text/html" << page
        << "answered HTTP 200 OK with an HTML page (\"Welcome to nginx!\"): it is not a "
           "DynamoDB endpoint";
    QTest::newRow("404 page") << 404 << "text/html; charset=utf-8" << page
                              << "answered HTTP 404 Not Found with an HTML page";
    QTest::newRow("plain text") << 502 << "text/plain" << "upstream down\nretry later\n"
                                << "answered HTTP 502 Bad Gateway: upstream down";
}

void TestRemoteClient::nonDynamoDbEndpointIsOneLine()
{
    QFETCH(int, status);
    QFETCH(QString, contentType);
    QFETCH(QString, body);
    QFETCH(QString, messagePart);
    ScriptedServer server([&](ScriptedConnection &connection, int) {
        while (connection.readRequest())
            connection.respond(status, body.toStdString(), true, contentType.toStdString());
    });
    auto result = clientFor(optionsFor(server.port()))->call("ListTables", {});
    QVERIFY(!result.ok());
    const std::string &message = result.error().message;
    QVERIFY2(message.find(messagePart.toStdString()) != std::string::npos, message.c_str());
    QVERIFY2(message.find('\n') == std::string::npos, message.c_str());
    QVERIFY2(message.find("<p>") == std::string::npos, message.c_str());
    QVERIFY(message.size() < 300);
    QVERIFY(message.find("http://127.0.0.1:" + std::to_string(server.port()))
            != std::string::npos);
}

// The client asks for gzip, as the SDKs may, and reads gzip and deflate answers; x-amz-crc32
// covers the bytes as sent (compressed), as the service computes it; a damaged, undecodable or
// bomb answer is a ConnectionError, never a crash or gigabytes of memory.
void TestRemoteClient::compressedAnswers_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("sent");
    QTest::addColumn<QString>("coding"); // Content-Encoding, empty: none
    QTest::addColumn<QString>("crc");    // "sent": over the bytes sent, "-": no header
    QTest::addColumn<int>("kind");       // -1: the call succeeds with kListTablesAnswer
    QTest::addColumn<QString>("messagePart");

    const std::string answer = kListTablesAnswer;
    const auto bytes = [](const std::string &text) { return QByteArray::fromStdString(text); };
    const QByteArray gzip = bytes(zlibref::compress(answer));
    const int connection = int(ErrorKind::ConnectionError);
    QTest::newRow("gzip") << 200 << gzip << "gzip" << "sent" << -1 << "";
    QTest::newRow("deflate (zlib framing)")
        << 200 << bytes(zlibref::compress(answer, zlibref::kDeflate)) << "deflate" << "sent"
        << -1 << "";
    QTest::newRow("GZIP, no checksum") << 200 << gzip << " GZIP" << "-" << -1 << "";
    QTest::newRow("plain, checksum") << 200 << bytes(answer) << "" << "sent" << -1 << "";
    QTest::newRow("identity") << 200 << bytes(answer) << "identity" << "sent" << -1 << "";
    QTest::newRow("error body in gzip")
        << 400
        << bytes(zlibref::compress(
               R"({"__type":"com.amazonaws.dynamodb.v20120810#ResourceNotFoundException",)"
               R"("message":"Requested resource not found"})"))
        << "gzip" << "sent" << int(ErrorKind::ResourceNotFoundException) << "not found";
    QTest::newRow("checksum over the decoded body")
        << 200 << gzip << "gzip" << crcText(answer).c_str() << connection << "x-amz-crc32";
    QTest::newRow("damaged") << 200 << bytes(answer) << "" << "12345" << connection
                             << "x-amz-crc32";
    QTest::newRow("checksum not a number") << 200 << bytes(answer) << "" << "abc" << connection
                                           << "x-amz-crc32";
    QTest::newRow("not gzip") << 200 << bytes(answer) << "gzip" << "sent" << connection
                              << "is not valid gzip";
    QTest::newRow("gzip cut short") << 200 << gzip.left(gzip.size() - 4) << "gzip" << "sent"
                                    << connection << "is not valid gzip";
    QTest::newRow("bomb")
        << 200
        << bytes(zlibref::compress(R"({"TableNames":[")" + std::string(65 << 20, 'a') + R"("]})"))
        << "gzip" << "sent" << connection << "inflates past 64 MB";
    QTest::newRow("unknown coding") << 200 << bytes(answer) << "br" << "sent" << connection
                                    << "cannot read: br";
}

void TestRemoteClient::compressedAnswers()
{
    QFETCH(int, status);
    QFETCH(QByteArray, sent);
    QFETCH(QString, coding);
    QFETCH(QString, crc);
    QFETCH(int, kind);
    QFETCH(QString, messagePart);
    remotetest::Headers headers;
    if (!coding.isEmpty())
        headers.emplace_back("Content-Encoding", coding.toStdString());
    if (crc == "sent")
        headers.emplace_back("x-amz-crc32", crcText(sent.toStdString()));
    else if (crc != "-")
        headers.emplace_back("x-amz-crc32", crc.toStdString());
    const std::string body = sent.toStdString();
    ScriptedServer server([&](ScriptedConnection &connection, int) {
        while (connection.readRequest())
            connection.respond(status, body, true, "application/x-amz-json-1.0", headers);
    });
    auto result = clientFor(optionsFor(server.port()))->call("ListTables", {});
    QVERIFY(!server.requests().empty());
    QCOMPARE(header(server.requests().front(), "Accept-Encoding"), std::string("gzip"));
    if (kind < 0) {
        QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
        QCOMPARE(json::value(*result), json::parse(kListTablesAnswer));
        return;
    }
    QVERIFY(!result.ok());
    QCOMPARE(int(result.error().kind), kind);
    QVERIFY2(result.error().message.find(messagePart.toStdString()) != std::string::npos,
             result.error().message.c_str());
}

// tablesmith-server answers 4 KB and more in gzip when asked: the items arrive as they were.
void TestRemoteClient::largeAnswersFromTablesmithServer()
{
    auto client = clientFor(optionsFor(m_server->port()));
    QVERIFY(client->call("CreateTable", createTableRequest("Big")).ok());
    const std::string text(300 * 1024, 'z');
    for (const char *key : {"a", "b", "c"})
        QVERIFY(client->call("PutItem", object(R"({"TableName":"Big","Item":{"pk":{"S":")"
                                               + std::string(key) + R"("},"v":{"S":")" + text
                                               + R"("}}})")).ok());
    auto scanned = client->call("Scan", object(R"({"TableName":"Big"})"));
    QVERIFY2(scanned.ok(), scanned.ok() ? "" : scanned.error().message.c_str());
    QCOMPARE(scanned->at("Items").as_array().size(), std::size_t(3));
    for (const auto &item : scanned->at("Items").as_array())
        QCOMPARE(item.at("v").at("S").as_string().size(), text.size());
}

QTEST_GUILESS_MAIN(TestRemoteClient)
#include "tst_remote_client.moc"
