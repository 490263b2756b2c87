// readRequest(): the fast reader of plain HTTP/1.1 requests. It must read exactly what SDKs
// send, ask for more bytes while a request is incomplete, and decline (leave to Beast) every
// request whose shape it does not fully understand.

#include "wire/http_request.h"

#include <QtTest>

#include <string>

using namespace tablesmith::wire;

namespace {

const std::string kPost = "POST / HTTP/1.1\r\n"
                          "Host: 127.0.0.1:8000\r\n"
                          "X-Amz-Target: DynamoDB_20120810.GetItem\r\n"
                          "Content-Type: application/x-amz-json-1.0\r\n"
                          "Content-Length: 13\r\n"
                          "\r\n"
                          "{\"a\":\"bcdef\"}";

RequestRead readAll(std::string_view bytes, HttpRequestView &request,
                    std::size_t maxBody = 1024)
{
    std::size_t searched = 0;
    return readRequest(bytes, maxBody, request, searched);
}

} // namespace

class TestHttpRequest : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readsPlainPost();
    void readsPipelinedRequestsOneByOne();
    void needsMoreUntilComplete();
    void resumesHeadSearch();
    void connectionHeader();
    void noBodyWithoutContentLength();
    void declines_data();
    void declines();
    void malformed_data();
    void malformed();
    void prefixesNeedMore();
};

void TestHttpRequest::readsPlainPost()
{
    HttpRequestView request;
    RequestRead read = readAll(kPost, request);
    QCOMPARE(read.outcome, RequestReading::Complete);
    QCOMPARE(read.size, kPost.size());
    QCOMPARE(request.method, std::string_view("POST"));
    QCOMPARE(request.target, std::string_view("/"));
    QCOMPARE(request.body, std::string_view("{\"a\":\"bcdef\"}"));
    QVERIFY(request.keepAlive);
    QCOMPARE(request.headers.size(), std::size_t(4));
    QCOMPARE(request.headers[0].first, std::string_view("Host"));
    QCOMPARE(request.headers[0].second, std::string_view("127.0.0.1:8000"));
    QCOMPARE(request.header("x-amz-target"), std::string_view("DynamoDB_20120810.GetItem"));
    QCOMPARE(request.header("Missing"), std::string_view());
}

void TestHttpRequest::readsPipelinedRequestsOneByOne()
{
    const std::string second = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";
    const std::string both = kPost + second;
    HttpRequestView request;
    RequestRead read = readAll(both, request);
    QCOMPARE(read.outcome, RequestReading::Complete);
    QCOMPARE(read.size, kPost.size());
    read = readAll(std::string_view(both).substr(read.size), request);
    QCOMPARE(read.outcome, RequestReading::Complete);
    QCOMPARE(read.size, second.size());
    QCOMPARE(request.method, std::string_view("GET"));
    QCOMPARE(request.target, std::string_view("/health"));
    QVERIFY(request.body.empty());
    QCOMPARE(request.headers.size(), std::size_t(1)); // the first request's are gone
}

void TestHttpRequest::needsMoreUntilComplete()
{
    HttpRequestView request;
    const std::size_t headSize = kPost.size() - 13;
    for (std::size_t cut = 0; cut < kPost.size(); ++cut) {
        RequestRead read = readAll(std::string_view(kPost).substr(0, cut), request);
        QCOMPARE(read.outcome, RequestReading::NeedMore);
        // Once the head is in, the reader knows the whole size.
        QCOMPARE(read.size, cut >= headSize ? kPost.size() : std::size_t(0));
    }
}

void TestHttpRequest::resumesHeadSearch()
{
    // Fed a byte at a time with the carried-over search position, as a connection does.
    HttpRequestView request;
    std::size_t searched = 0;
    RequestRead read;
    std::size_t fed = 0;
    while (fed < kPost.size()) {
        ++fed;
        read = readRequest(std::string_view(kPost).substr(0, fed), 1024, request, searched);
        if (read.outcome != RequestReading::NeedMore)
            break;
        QVERIFY(read.size == 0 || fed < read.size);
    }
    QCOMPARE(read.outcome, RequestReading::Complete);
    QCOMPARE(fed, kPost.size());
    QCOMPARE(request.body, std::string_view("{\"a\":\"bcdef\"}"));
}

void TestHttpRequest::connectionHeader()
{
    HttpRequestView request;
    std::string close = "POST / HTTP/1.1\r\nConnection: Close\r\n\r\n";
    QCOMPARE(readAll(close, request).outcome, RequestReading::Complete);
    QVERIFY(!request.keepAlive);
    std::string keep = "POST / HTTP/1.1\r\nconnection:keep-alive\r\n\r\n";
    QCOMPARE(readAll(keep, request).outcome, RequestReading::Complete);
    QVERIFY(request.keepAlive); // reset from the request before
}

void TestHttpRequest::noBodyWithoutContentLength()
{
    HttpRequestView request;
    std::string bytes = "POST / HTTP/1.1\r\nX-Amz-Target: a\r\n\r\n{}";
    RequestRead read = readAll(bytes, request);
    QCOMPARE(read.outcome, RequestReading::Complete);
    QCOMPARE(read.size, bytes.size() - 2); // "{}" would be the next request's first bytes
    QVERIFY(request.body.empty());
}

void TestHttpRequest::declines_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("chunked") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n"
                                           "\r\n2\r\n{}\r\n0\r\n\r\n");
    QTest::newRow("HTTP/1.0") << QByteArray("POST / HTTP/1.0\r\n\r\n");
    QTest::newRow("bad version") << QByteArray("POST / HTTQ/1.1\r\n\r\n");
    QTest::newRow("no target") << QByteArray("POST  HTTP/1.1\r\n\r\n");
    QTest::newRow("no colon") << QByteArray("POST / HTTP/1.1\r\nno colon here\r\n\r\n");
    QTest::newRow("space before colon") << QByteArray("POST / HTTP/1.1\r\nHost : x\r\n\r\n");
    QTest::newRow("folded header") << QByteArray("POST / HTTP/1.1\r\nA: b\r\n c\r\n\r\n");
    QTest::newRow("control byte in value")
        << QByteArray("POST / HTTP/1.1\r\nA: b\x01" "c\r\n\r\n", 27);
    QTest::newRow("non-ASCII value") << QByteArray("POST / HTTP/1.1\r\nA: caf\xc3\xa9\r\n\r\n");
    QTest::newRow("bad content length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: abc\r\n\r\n");
    QTest::newRow("signed content length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: +2\r\n\r\n{}");
    QTest::newRow("overflowing content length")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999\r\n\r\n");
    QTest::newRow("two content lengths")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}");
    QTest::newRow("body over the limit")
        << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1025\r\n\r\n");
    QTest::newRow("connection token list")
        << QByteArray("GET / HTTP/1.1\r\nConnection: keep-alive, Upgrade\r\n\r\n");
}

void TestHttpRequest::declines()
{
    QFETCH(QByteArray, bytes);
    HttpRequestView request;
    RequestRead read = readAll(std::string_view(bytes.constData(), bytes.size()), request);
    QCOMPARE(read.outcome, RequestReading::Declined);
}

// What no parser could read as a request is called malformed as soon as it is seen: the
// connection answers 400 at once instead of waiting for a blank line that never comes.
void TestHttpRequest::malformed_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("garbage request line") << QByteArray("\x01\x02 nonsense\r\n\r\n");
    QTest::newRow("garbage, no line end yet") << QByteArray("\x01\x02\x03");
    QTest::newRow("space first") << QByteArray(" POST");
    QTest::newRow("CRLF first") << QByteArray("\r\nPOST / HTTP/1.1\r\n\r\n");
    QTest::newRow("bare LF") << QByteArray("POST / HTTP/1.1\r\nA: b\nB: c\r\n\r\n");
    QTest::newRow("bare LF, head unfinished") << QByteArray("POST / HTTP/1.1\nHost: x");
    QTest::newRow("bare LF ending the head") << QByteArray("GET / HTTP/1.1\n\n");
    QTest::newRow("head over the limit, unfinished")
        << QByteArray("POST / HTTP/1.1\r\nA: " + QByteArray(int(kMaxRequestHead), 'a'));
    QTest::newRow("head over the limit")
        << QByteArray("POST / HTTP/1.1\r\nA: " + QByteArray(int(kMaxRequestHead), 'a')
                      + "\r\n\r\n");
}

void TestHttpRequest::malformed()
{
    QFETCH(QByteArray, bytes);
    HttpRequestView request;
    RequestRead read = readAll(std::string_view(bytes.constData(), bytes.size()), request);
    QCOMPARE(read.outcome, RequestReading::Malformed);
}

// A slow client is not mistaken for a malformed one: every prefix of a good request, and of
// one with a long method, still needs more.
void TestHttpRequest::prefixesNeedMore()
{
    const std::string good = "PROPFIND /a HTTP/1.1\r\nHost: x\r\n\r\n";
    for (std::size_t n = 0; n < good.size(); ++n) {
        HttpRequestView request;
        std::size_t searched = 0;
        RequestRead read = readRequest(std::string_view(good).substr(0, n), 1024, request,
                                       searched);
        QVERIFY2(read.outcome == RequestReading::NeedMore, qPrintable(QString::number(n)));
    }
}

QTEST_GUILESS_MAIN(TestHttpRequest)
#include "tst_http_request.moc"
