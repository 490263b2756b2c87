// Content codings (wire/content_coding.h): Accept-Encoding read as the service reads it, gzip
// and deflate bodies that zlib's own inflate reads back, and gzip request bodies decoded with
// their limits — truncated, concatenated, trailed by junk, or inflating far past the limit.

#include "wire/content_coding.h"

#include "zlib_reference.h"

#include <QtTest>

#include <chrono>
#include <random>
#include <string>

using namespace tablesmith;
using wire::ContentCoding;
using wire::Inflated;

namespace {

std::string ddbJsonItem(std::size_t attributes)
{
    std::string json = R"({"Item":{"PK":{"S":"USER#u1"},"SK":{"S":"ORDER#o1"})";
    for (std::size_t i = 0; i < attributes; ++i)
        json += ",\"attr" + std::to_string(i) + "\":{\"S\":\"value number " + std::to_string(i)
              + "\"},\"n" + std::to_string(i) + "\":{\"N\":\"" + std::to_string(i * 37) + "\"}";
    return json + "}}";
}

std::string randomBytes(std::size_t size)
{
    std::mt19937 random(12);
    std::string bytes(size, '\0');
    for (char &c : bytes)
        c = static_cast<char>(random());
    return bytes;
}

} // namespace

Q_DECLARE_METATYPE(ContentCoding)
Q_DECLARE_METATYPE(Inflated)

class TestContentCoding : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void acceptEncoding_data();
    void acceptEncoding();
    void compressedBodiesInflate_data();
    void compressedBodiesInflate();
    void incompressibleBodiesStayPlain();
    void gunzip_data();
    void gunzip();
    void bombStopsAtTheLimit();
};

// Every value Alternator's test_compressed_response.py sends, with the coding DynamoDB chose
// for it (that test runs against the service), and a few of RFC 9110's own cases.
void TestContentCoding::acceptEncoding_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<ContentCoding>("coding");
    const auto none = ContentCoding::Identity, gzip = ContentCoding::Gzip,
               deflate = ContentCoding::Deflate;
    const std::pair<const char *, ContentCoding> cases[] = {
        {"gzip", gzip}, {"deflate", deflate}, {"identity", none}, {"", none},
        {"br", none}, {"zstd", none}, {"compress", none}, {"x-gzip", none},
        {"gzip, deflate", gzip}, {"br, identity, deflate, gzip", deflate},
        {"GZIP, identity", gzip}, {"dog, gzip ,, cat", gzip},
        {"gzip;q=0.8, deflate;q=0.5", gzip},
        {"br, gzip;q=0, deflate; q = 0.5 , identity;q=0", deflate},
        {"*", gzip}, {"*, deflate;q=0.5", gzip}, {"*, deflate", deflate},
        {"*, identity", gzip}, {"*, gzip;q=0.5", deflate}, {"gzip ;q=0", none},
        {"identity;q=0", none}, {"*;q=0", none}, {"*;q=0.5,identity", gzip},
        {"gzip;q=0.5,identity;q=0.8", gzip}, {"br;q=0.8,identity;q=0.5,*;q=0", none},
        {"\"gzip\"", none}, {"gzip br", none}, {"gzip:q=1", none},
        {"deflate;q=0.5, gzip;q=31", gzip}, {"gzip;q=31,deflate;q=51", gzip},
        {"deflate;q=0.5, gzip;q=0.2", deflate}, {"deflate;q=0.5, gzip;q=1;q=0.2", gzip},
        {"deflate;q=0.5,gzip;q=0.", deflate}, {"deflate;q=0.5,gzip;q=0.x", gzip},
        {"deflate;q=-0.5,gzip;q=0.2", gzip}, {"gzip;nq=1;q=0 ", none},
        {"gzip;q=0, gzip;q=1, gzip;q=0", gzip}, {"br,identity;q=0.5,gzip;q=0.0001", gzip},
        // RFC 9110 12.5.3: a coding refused by name is not offered again by "*".
        {"gzip;q=0, *", deflate}, {"*, gzip;q=0, deflate;q=0", none},
        {"deflate, gzip", deflate}, {"gzip;Q=0", none}, {"gzip;q=+0", none},
        {",,,", none}, {";;;q=1", none}, {"gzip;q=nan", gzip},
    };
    for (const auto &[header, coding] : cases)
        QTest::newRow(header) << QString::fromUtf8(header) << coding;
}

void TestContentCoding::acceptEncoding()
{
    QFETCH(QString, header);
    QFETCH(ContentCoding, coding);
    QCOMPARE(wire::negotiateCoding(header.toStdString()), coding);
}

void TestContentCoding::compressedBodiesInflate_data()
{
    QTest::addColumn<ContentCoding>("coding");
    QTest::addColumn<int>("attributes");
    QTest::addColumn<int>("windowBits");
    QTest::newRow("gzip, 4 KB") << ContentCoding::Gzip << 80 << 15 + 16;
    QTest::newRow("gzip, 1 MB") << ContentCoding::Gzip << 16000 << 15 + 16;
    QTest::newRow("deflate (zlib framing), 4 KB") << ContentCoding::Deflate << 80 << 15;
    QTest::newRow("deflate (zlib framing), 1 MB") << ContentCoding::Deflate << 16000 << 15;
}

// Twice on the same thread: the per-thread stream is reset between bodies.
void TestContentCoding::compressedBodiesInflate()
{
    QFETCH(ContentCoding, coding);
    QFETCH(int, attributes);
    QFETCH(int, windowBits);
    const std::string body = ddbJsonItem(static_cast<std::size_t>(attributes));
    QVERIFY(body.size() >= wire::kCompressionThreshold);
    for (int round = 0; round < 2; ++round) {
        std::string compressed;
        QVERIFY(wire::compressBody(coding, body, compressed));
        QVERIFY2(compressed.size() * 3 < body.size(), "DynamoDB JSON compresses well");
        QCOMPARE(zlibref::inflate(compressed, windowBits), body);
    }
}

// Compressing what does not shrink would cost the client a decompression for nothing.
void TestContentCoding::incompressibleBodiesStayPlain()
{
    std::string out;
    QVERIFY(!wire::compressBody(ContentCoding::Gzip, randomBytes(64 * 1024), out));
    QVERIFY(!wire::compressBody(ContentCoding::Deflate, randomBytes(5000), out));
    QVERIFY(!wire::compressBody(ContentCoding::Identity, std::string(5000, 'x'), out));
    // And the stream still works afterwards.
    QVERIFY(wire::compressBody(ContentCoding::Gzip, std::string(5000, 'x'), out));
    QCOMPARE(zlibref::inflate(out), std::string(5000, 'x'));
}

// test_compressed_request.py's cases, as DynamoDB answers them: several members are one
// body; junk after a member is ignored (the service's behaviour, which the test marks as a
// DynamoDB bug); truncated, empty and plain bodies are unreadable.
void TestContentCoding::gunzip_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("limit");
    QTest::addColumn<Inflated>("result");
    QTest::addColumn<QByteArray>("decoded");

    const std::string json = R"({"TableName":"t","Item":{"p":{"S":"x"}}})";
    const auto bytes = [](const std::string &s) { return QByteArray::fromStdString(s); };
    const QByteArray whole = bytes(zlibref::compress(json));
    const QByteArray two = bytes(zlibref::compress(json.substr(0, 10)) + zlibref::compress(json.substr(10)));
    QTest::newRow("one member") << whole << 1000 << Inflated::Ok << bytes(json);
    QTest::newRow("two members") << two << 1000 << Inflated::Ok << bytes(json);
    QTest::newRow("junk after the member") << whole + "junk" << 1000 << Inflated::Ok
                                           << bytes(json);
    QTest::newRow("a cut second member") << whole + whole.left(12) << 1000
                                         << Inflated::Corrupt << QByteArray();
    QTest::newRow("last byte missing") << whole.chopped(1) << 1000 << Inflated::Corrupt
                                       << QByteArray();
    QTest::newRow("header only") << whole.left(10) << 1000 << Inflated::Corrupt << QByteArray();
    QTest::newRow("empty") << QByteArray() << 1000 << Inflated::Corrupt << QByteArray();
    QTest::newRow("plain JSON") << bytes(json) << 1000 << Inflated::Corrupt << QByteArray();
    QByteArray flipped = whole;
    flipped[12] = static_cast<char>(flipped[12] ^ 0x40);
    QTest::newRow("corrupt data") << flipped << 1000 << Inflated::Corrupt << QByteArray();
    QByteArray badCrc = whole;
    badCrc[badCrc.size() - 6] = static_cast<char>(badCrc[badCrc.size() - 6] ^ 1);
    QTest::newRow("wrong CRC") << badCrc << 1000 << Inflated::Corrupt << QByteArray();
    const int size = static_cast<int>(json.size());
    QTest::newRow("exactly the limit") << whole << size << Inflated::Ok << bytes(json);
    QTest::newRow("one byte past the limit") << whole << size - 1 << Inflated::TooLarge
                                             << QByteArray();
    QTest::newRow("two members past the limit") << two << size - 1 << Inflated::TooLarge
                                                << QByteArray();
}

void TestContentCoding::gunzip()
{
    QFETCH(QByteArray, body);
    QFETCH(int, limit);
    QFETCH(Inflated, result);
    QFETCH(QByteArray, decoded);
    std::string out = "left over from the last request";
    QCOMPARE(wire::gunzipBody(body.toStdString(), static_cast<std::size_t>(limit), out), result);
    if (result == Inflated::Ok)
        QCOMPARE(QByteArray::fromStdString(out), decoded);
}

// 20 MB of spaces gzip to about 20 KB; against a 16 MB limit the decoder stops at the limit,
// holding no more than it, in a few tens of milliseconds.
void TestContentCoding::bombStopsAtTheLimit()
{
    const std::string bomb = zlibref::compress(std::string(20 << 20, ' '));
    QVERIFY(bomb.size() < 64 * 1024);
    const std::size_t limit = 16 << 20;
    std::string out;
    const auto start = std::chrono::steady_clock::now();
    QCOMPARE(wire::gunzipBody(bomb, limit, out), Inflated::TooLarge);
    const auto took = std::chrono::steady_clock::now() - start;
    QVERIFY(out.capacity() <= 2 * limit);
    QVERIFY2(took < std::chrono::seconds(2), "bounded work");
}

QTEST_GUILESS_MAIN(TestContentCoding)
#include "tst_content_coding.moc"
