// Content codings over real sockets, as DynamoDB answers them: responses of 4 KB and more in
// the coding Accept-Encoding asks for, with x-amz-crc32 and Content-Length over the bytes sent;
// gzip request bodies decoded (after the signature), undecodable ones a 500, ones that inflate
// past the request limit a 413; connections going on after each.

#include "wire/content_coding.h"
#include "wire/http_tuning.h"
#include "wire_test_client.h"

#include <tablesmith/http_server.h>

#include <boost/crc.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include "zlib_reference.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace tablesmith;
using namespace std::chrono_literals;
namespace json = boost::json;

namespace {

// {"blob":"xxx…"} of the size asked for ({"size": n}), or the request echoed back.
class SizedClient final : public Client {
public:
    Result<json::object> call(std::string_view operation, const json::object &request) override
    {
        ++calls;
        if (request.contains("size")) {
            const auto size = static_cast<std::size_t>(request.at("size").to_number<double>());
            const std::size_t framing = std::string_view(R"({"blob":""})").size();
            return json::object{{"blob", std::string(size - framing, 'x')}};
        }
        const auto *table = request.if_contains("TableName");
        if (table && *table == "FailBig") // an error body past the threshold (an item in it)
            return Error{ErrorKind::ConditionalCheckFailedException,
                         "The conditional request failed",
                         {{"Item", {{"blob", {{"S", std::string(8000, 'y')}}}}}}};
        return json::object{{"operation", operation}, {"request", request}};
    }
    std::atomic<int> calls{0};
};

const Credentials kCredentials{"AKIDCODING", "coding/secret+key"};

std::string header(const wiretest::Response &response, std::string_view name)
{
    auto value = response[boost::beast::string_view(name.data(), name.size())];
    return std::string(value.data(), value.size());
}

std::string sizeRequest(std::size_t size, const wiretest::Headers &extra)
{
    return wiretest::postRequest("DynamoDB_20120810.Scan",
                                 R"({"size":)" + std::to_string(size) + "}", extra);
}

std::uint32_t crcOf(std::string_view bytes)
{
    boost::crc_32_type crc;
    crc.process_bytes(bytes.data(), bytes.size());
    return crc.checksum();
}

std::string errorTypeOf(std::string_view body)
{
    json::error_code ec;
    json::value value = json::parse(body, ec);
    if (ec || !value.is_object() || !value.as_object().contains("__type"))
        return {};
    return std::string(value.as_object().at("__type").as_string());
}

// A compression of 1 MB or more, held by holdLargeCompressions() until the test releases it.
constexpr std::size_t kHeldSize = 4 << 20;
std::atomic<bool> g_holding{false};
std::atomic<bool> g_release{false};
std::atomic<bool> g_heldTooLong{false};

// Holds at most 5 s: a server that compressed on its I/O thread would then have stalled its
// other connections for that long, which fails the test instead of hanging it.
void holdLargeCompressions(std::size_t bodyBytes)
{
    if (bodyBytes < (1 << 20))
        return;
    g_holding = true;
    const auto until = std::chrono::steady_clock::now() + 5s;
    while (!g_release) {
        if (std::chrono::steady_clock::now() > until) {
            g_heldTooLong = true;
            break;
        }
        std::this_thread::sleep_for(1ms);
    }
    g_holding = false;
}

bool becomesTrue(const std::atomic<bool> &flag)
{
    const auto until = std::chrono::steady_clock::now() + 5s;
    while (!flag && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(1ms);
    return flag;
}

// Installs the hook for one test and removes it (releasing what it holds) however it ends.
class HeldCompressions {
public:
    HeldCompressions()
    {
        g_holding = false;
        g_release = false;
        g_heldTooLong = false;
        wire::setCompressionHook(&holdLargeCompressions);
    }
    ~HeldCompressions()
    {
        g_release = true;
        wire::setCompressionHook(nullptr);
    }
    void release() { g_release = true; }
};

// One I/O thread: every connection shares it, as the connections of a busy server's thread do.
std::unique_ptr<HttpServer> singleThreadServer(Client &client)
{
    HttpServerOptions options;
    options.port = 0;
    options.threads = 1;
    options.maxBodyBytes = 1 << 20;
    auto server = std::make_unique<HttpServer>(client, options);
    return server->start().ok() ? std::move(server) : nullptr;
}

std::string inflated(const wiretest::Response &response)
{
    const std::string coding = header(response, "Content-Encoding");
    if (coding.empty())
        return response.body();
    const int windowBits = coding == "gzip" ? zlibref::kGzip : zlibref::kDeflate;
    return zlibref::inflate(response.body(), windowBits, kHeldSize + 1);
}

} // namespace

class TestHttpCompression : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void responses_data();
    void responses();
    void errorBodiesCompressToo();
    void lastAcceptEncodingCounts();
    void compressedAndPlainOnOneConnection();
    void gzipRequestBodies_data();
    void gzipRequestBodies();
    void undecodableBodies_data();
    void undecodableBodies();
    void inflatingPastTheLimit();
    void signatureCoversTheBytesSent();
    void largeCompressionLeavesTheThreadFree_data();
    void largeCompressionLeavesTheThreadFree();
    void pipelinedAnswersKeepTheirOrder();
    void connectionClosedDuringCompression();

private:
    SizedClient m_client;
    std::unique_ptr<HttpServer> m_server;
    std::unique_ptr<HttpServer> m_signedServer;
};

void TestHttpCompression::initTestCase()
{
    HttpServerOptions options;
    options.port = 0;
    options.threads = 2;
    options.maxBodyBytes = 1 << 20;
    m_server = std::make_unique<HttpServer>(m_client, options);
    QVERIFY(m_server->start().ok());
    options.credentials = kCredentials;
    m_signedServer = std::make_unique<HttpServer>(m_client, options);
    QVERIFY(m_signedServer->start().ok());
}

void TestHttpCompression::cleanupTestCase()
{
    m_server.reset();
    m_signedServer.reset();
}

// The service's threshold is 4096 bytes of body (test_compressed_response.py: 4094 bytes go
// plain, 4117 compressed; Alternator, calibrated against it, compresses from 4096 on).
void TestHttpCompression::responses_data()
{
    QTest::addColumn<QString>("acceptEncoding"); // "-": no header at all
    QTest::addColumn<int>("size");
    QTest::addColumn<QString>("coding"); // empty: sent as it is
    QTest::addColumn<int>("windowBits");

    QTest::newRow("no Accept-Encoding") << "-" << 100000 << "" << 0;
    QTest::newRow("identity (boto3, the AWS CLI)") << "identity" << 100000 << "" << 0;
    QTest::newRow("gzip, below the threshold") << "gzip" << 4095 << "" << 0;
    QTest::newRow("gzip, at the threshold") << "gzip" << 4096 << "gzip" << 15 + 16;
    QTest::newRow("gzip, 1 MB") << "gzip" << (1 << 20) << "gzip" << 15 + 16;
    QTest::newRow("deflate, at the threshold") << "deflate" << 4096 << "deflate" << 15;
    QTest::newRow("browser fetch") << "gzip, deflate, br, zstd" << 5000 << "gzip" << 15 + 16;
    QTest::newRow("deflate preferred") << "gzip;q=0.5, deflate" << 5000 << "deflate" << 15;
    QTest::newRow("gzip refused") << "gzip;q=0" << 5000 << "" << 0;
    QTest::newRow("unknown coding") << "br" << 5000 << "" << 0;
}

void TestHttpCompression::responses()
{
    QFETCH(QString, acceptEncoding);
    QFETCH(int, size);
    QFETCH(QString, coding);
    QFETCH(int, windowBits);
    wiretest::Headers extra;
    if (acceptEncoding != "-")
        extra.emplace_back("Accept-Encoding", acceptEncoding.toStdString());
    auto response = wiretest::exchange(m_server->port(),
                                       sizeRequest(static_cast<std::size_t>(size), extra));
    QVERIFY(response);
    QCOMPARE(response->result_int(), 200u);
    QCOMPARE(QString::fromStdString(header(*response, "Content-Encoding")), coding);
    const std::string &sent = response->body();
    QCOMPARE(header(*response, "Content-Length"), std::to_string(sent.size()));
    QCOMPARE(header(*response, "x-amz-crc32"), std::to_string(crcOf(sent)));
    const std::string body = coding.isEmpty() ? sent : zlibref::inflate(sent, windowBits);
    QCOMPARE(body.size(), std::size_t(size));
    QVERIFY(body.starts_with("{\"blob\":\"xxx"));
    if (!coding.isEmpty())
        QVERIFY(sent.size() * 20 < body.size());
}

void TestHttpCompression::errorBodiesCompressToo()
{
    auto response = wiretest::exchange(
        m_server->port(),
        wiretest::postRequest("DynamoDB_20120810.DescribeTable", R"({"TableName":"FailBig"})",
                              {{"Accept-Encoding", "gzip"}}));
    QVERIFY(response);
    QCOMPARE(response->result_int(), 400u);
    QCOMPARE(header(*response, "Content-Encoding"), std::string("gzip"));
    QCOMPARE(header(*response, "x-amz-crc32"), std::to_string(crcOf(response->body())));
    QCOMPARE(errorTypeOf(zlibref::inflate(response->body(), 15 + 16)),
             std::string("com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException"));
}

// Of a repeated Accept-Encoding the service reads the last (test_compressed_response.py).
void TestHttpCompression::lastAcceptEncodingCounts()
{
    auto gzip = wiretest::exchange(
        m_server->port(),
        sizeRequest(5000, {{"Accept-Encoding", "identity"}, {"Accept-Encoding", "gzip"}}));
    QVERIFY(gzip);
    QCOMPARE(header(*gzip, "Content-Encoding"), std::string("gzip"));
    auto plain = wiretest::exchange(
        m_server->port(),
        sizeRequest(5000, {{"Accept-Encoding", "gzip"}, {"Accept-Encoding", "identity"}}));
    QVERIFY(plain);
    QCOMPARE(header(*plain, "Content-Encoding"), std::string());
    QCOMPARE(plain->body().size(), std::size_t(5000));
}

// The connection swaps its body and scratch buffers: each answer must still be its own.
void TestHttpCompression::compressedAndPlainOnOneConnection()
{
    wiretest::Connection connection(m_server->port());
    const std::size_t sizes[] = {5000, 100, 300000, 5000, 4095, 2 << 20};
    for (int round = 0; round < 2; ++round) {
        for (const std::size_t size : sizes) {
            const bool gzip = (size + static_cast<std::size_t>(round)) % 2 == 0;
            wiretest::Headers extra;
            if (gzip)
                extra.emplace_back("Accept-Encoding", "gzip");
            QVERIFY(connection.send(sizeRequest(size, extra)));
            auto response = connection.read();
            QVERIFY(response);
            const bool compressed = !header(*response, "Content-Encoding").empty();
            QCOMPARE(compressed, gzip && size >= wire::kCompressionThreshold);
            const std::string body =
                compressed ? zlibref::inflate(response->body(), 15 + 16) : response->body();
            QCOMPARE(body.size(), size);
        }
    }
}

// test_compressed_request.py's accepted bodies; the item arrives as sent before compression.
void TestHttpCompression::gzipRequestBodies_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("contentEncoding");
    const std::string json = R"({"TableName":"t","Item":{"p":{"S":"x"},"v":{"S":"hello"}}})";
    const std::string whole = zlibref::compress(json);
    QTest::newRow("gzip") << QByteArray::fromStdString(whole) << "gzip";
    QTest::newRow("GZIP, padded") << QByteArray::fromStdString(whole) << "  GZIP ";
    QTest::newRow("two members")
        << QByteArray::fromStdString(zlibref::compress(json.substr(0, 10)) + zlibref::compress(json.substr(10)))
        << "gzip";
    QTest::newRow("junk after the member (the service ignores it)")
        << QByteArray::fromStdString(whole + "junk") << "gzip";
    QTest::newRow("identity") << QByteArray::fromStdString(json) << "identity";
    const std::string large = R"({"TableName":"t","Item":{"p":{"S":")" + std::string(500000, 'z')
                            + R"("},"v":{"S":"hello"}}})";
    QTest::newRow("500 KB in a few") << QByteArray::fromStdString(zlibref::compress(large)) << "gzip";
}

void TestHttpCompression::gzipRequestBodies()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, contentEncoding);
    auto response = wiretest::exchange(
        m_server->port(),
        wiretest::postRequest("DynamoDB_20120810.PutItem", body.toStdString(),
                              {{"Content-Encoding", contentEncoding.toStdString()}}));
    QVERIFY(response);
    QCOMPARE(response->result_int(), 200u);
    const json::value echoed = json::parse(response->body());
    QCOMPARE(echoed.at("request").at("Item").at("v").at("S"), json::value("hello"));
}

// The service answers 500 to a body it cannot decode, and runs nothing.
void TestHttpCompression::undecodableBodies_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("contentEncoding");
    const std::string json = R"({"TableName":"t","Item":{"p":{"S":"x"}}})";
    const std::string whole = zlibref::compress(json);
    QTest::newRow("unknown coding") << QByteArray::fromStdString(json) << "garbage";
    QTest::newRow("deflate (the service reads only gzip)")
        << QByteArray::fromStdString(json) << "deflate";
    QTest::newRow("two codings") << QByteArray::fromStdString(whole) << "gzip, gzip";
    QTest::newRow("not gzip") << QByteArray::fromStdString(json) << "gzip";
    QTest::newRow("last byte missing")
        << QByteArray::fromStdString(whole.substr(0, whole.size() - 1)) << "gzip";
    QTest::newRow("empty") << QByteArray() << "gzip";
}

void TestHttpCompression::undecodableBodies()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, contentEncoding);
    const int callsBefore = m_client.calls;
    wiretest::Connection connection(m_server->port());
    QVERIFY(connection.send(wiretest::postRequest(
        "DynamoDB_20120810.PutItem", body.toStdString(),
        {{"Content-Encoding", contentEncoding.toStdString()}})));
    auto response = connection.read();
    QVERIFY(response);
    QCOMPARE(response->result_int(), 500u);
    QCOMPARE(errorTypeOf(response->body()),
             std::string("com.amazonaws.dynamodb.v20120810#InternalServerError"));
    QCOMPARE(m_client.calls.load(), callsBefore);
    // The request was framed correctly: the connection goes on.
    QVERIFY(connection.send(wiretest::postRequest("DynamoDB_20120810.ListTables", "{}")));
    auto next = connection.read();
    QVERIFY(next);
    QCOMPARE(next->result_int(), 200u);
}

// 20 MB of spaces in 20 KB of gzip: the decoded body is held to the request limit (1 MB
// here, 16 MB by default) and refused like an oversized body. The service has no such limit
// on compressed requests (test_compressed_request.py's test_gzip_request_oversized).
void TestHttpCompression::inflatingPastTheLimit()
{
    const std::string json = R"({"TableName":"t","Item":{"p":{"S":"x"}})" + std::string(20 << 20, ' ')
                           + "}";
    const std::string bomb = zlibref::compress(json);
    QVERIFY(bomb.size() < 64 * 1024);
    const int callsBefore = m_client.calls;
    wiretest::Connection connection(m_server->port());
    QVERIFY(connection.send(wiretest::postRequest("DynamoDB_20120810.PutItem", bomb,
                                                  {{"Content-Encoding", "gzip"}})));
    auto response = connection.read();
    QVERIFY(response);
    QCOMPARE(response->result_int(), 413u);
    QVERIFY(response->body().find("Request size exceeds 1048576 bytes") != std::string::npos);
    QCOMPARE(m_client.calls.load(), callsBefore);
    QVERIFY(connection.send(wiretest::postRequest("DynamoDB_20120810.ListTables", "{}")));
    auto next = connection.read();
    QVERIFY(next);
    QCOMPARE(next->result_int(), 200u);
}

// SigV4 signs the body as sent (compressed); a wrong key is refused before anything is
// decoded, so without the key a small body buys no decompression.
void TestHttpCompression::signatureCoversTheBytesSent()
{
    const std::string body = zlibref::compress(R"({"TableName":"t","Item":{"v":{"S":"hello"}}})");
    auto good = wiretest::exchange(
        m_signedServer->port(),
        wiretest::postRequest("DynamoDB_20120810.PutItem", body, {{"Content-Encoding", "gzip"}},
                              kCredentials));
    QVERIFY(good);
    QCOMPARE(good->result_int(), 200u);

    const Credentials wrong{"AKIDCODING", "not the secret"};
    auto refused = wiretest::exchange(
        m_signedServer->port(),
        wiretest::postRequest("DynamoDB_20120810.PutItem", "not gzip at all",
                              {{"Content-Encoding", "gzip"}}, wrong));
    QVERIFY(refused);
    QCOMPARE(refused->result_int(), 400u);
    QCOMPARE(errorTypeOf(refused->body()),
             std::string("com.amazon.coral.service#InvalidSignatureException"));
}

void TestHttpCompression::largeCompressionLeavesTheThreadFree_data()
{
    QTest::addColumn<QString>("coding");
    QTest::addColumn<bool>("keepAlive");
    QTest::newRow("gzip") << "gzip" << true;
    QTest::newRow("deflate") << "deflate" << true;
    QTest::newRow("gzip, Connection: close") << "gzip" << false;
}

// A 4 MB answer is compressed off the I/O thread: while its compression is held, another
// connection on the same (only) thread is answered; then the large answer arrives whole.
void TestHttpCompression::largeCompressionLeavesTheThreadFree()
{
    QFETCH(QString, coding);
    QFETCH(bool, keepAlive);
    auto server = singleThreadServer(m_client);
    QVERIFY(server);
    HeldCompressions held;
    wiretest::Headers extra{{"Accept-Encoding", coding.toStdString()}};
    if (!keepAlive)
        extra.emplace_back("Connection", "close");
    wiretest::Connection big(server->port());
    QVERIFY(big.send(sizeRequest(kHeldSize, extra)));
    QVERIFY(becomesTrue(g_holding));

    wiretest::Connection small(server->port());
    QVERIFY(small.send(sizeRequest(100, {})));
    auto smallAnswer = small.read(3s);
    const bool answeredWhileHeld = smallAnswer && g_holding;
    held.release();
    QVERIFY(answeredWhileHeld);
    QCOMPARE(smallAnswer->body().size(), std::size_t(100));

    auto bigAnswer = big.read();
    QVERIFY(bigAnswer);
    QVERIFY(!g_heldTooLong);
    QCOMPARE(QString::fromStdString(header(*bigAnswer, "Content-Encoding")), coding);
    QCOMPARE(header(*bigAnswer, "x-amz-crc32"), std::to_string(crcOf(bigAnswer->body())));
    QCOMPARE(inflated(*bigAnswer).size(), kHeldSize);
    if (keepAlive) { // the connection goes on
        QVERIFY(big.send(sizeRequest(5000, {{"Accept-Encoding", "gzip"}})));
        auto next = big.read();
        QVERIFY(next);
        QCOMPARE(inflated(*next).size(), std::size_t(5000));
    } else {
        QCOMPARE(header(*bigAnswer, "Connection"), std::string("close"));
        QVERIFY(big.closedWithin(2s));
    }
}

// HTTP/1.1 pipelining: answers go in request order, so the small request sent after the
// large one waits for it, though its own answer needs no compression.
void TestHttpCompression::pipelinedAnswersKeepTheirOrder()
{
    auto server = singleThreadServer(m_client);
    QVERIFY(server);
    HeldCompressions held;
    wiretest::Connection connection(server->port());
    const wiretest::Headers gzip{{"Accept-Encoding", "gzip"}};
    QVERIFY(connection.send(sizeRequest(kHeldSize, gzip) + sizeRequest(100, {})
                            + sizeRequest(6000, gzip)));
    QVERIFY(becomesTrue(g_holding));
    QVERIFY(!connection.read(200ms)); // nothing may overtake the held answer
    held.release();
    for (const std::size_t size : {kHeldSize, std::size_t(100), std::size_t(6000)}) {
        auto response = connection.read();
        QVERIFY(response);
        QCOMPARE(inflated(*response).size(), size);
    }
}

// The client leaves while its answer is compressed: the server drops the answer and goes on.
void TestHttpCompression::connectionClosedDuringCompression()
{
    auto server = singleThreadServer(m_client);
    QVERIFY(server);
    HeldCompressions held;
    {
        wiretest::Connection leaving(server->port());
        QVERIFY(leaving.send(sizeRequest(kHeldSize, {{"Accept-Encoding", "gzip"}})));
        QVERIFY(becomesTrue(g_holding));
        leaving.close();
    }
    held.release();
    auto next =
        wiretest::exchange(server->port(), sizeRequest(kHeldSize, {{"Accept-Encoding", "gzip"}}));
    QVERIFY(next);
    QCOMPARE(inflated(*next).size(), kHeldSize);
    server.reset(); // stopping waits for no compression left behind
}

QTEST_GUILESS_MAIN(TestHttpCompression)
#include "tst_http_compression.moc"
