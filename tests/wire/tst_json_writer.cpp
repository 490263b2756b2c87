// writeJson(): the wire's JSON writer must give byte for byte what boost::json::serialize()
// gives, for plain and escaped strings, every number kind and nesting.

#include "wire/json_writer.h"

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QtTest>

#include <string>

namespace json = boost::json;
using tablesmith::wire::writeJson;

class TestJsonWriter : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void sameAsBoost_data();
    void sameAsBoost();
    void everyByteInAString();
    void reusesTheBuffer();
};

void TestJsonWriter::sameAsBoost_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("empty object") << "{}";
    QTest::newRow("empty array") << "[]";
    QTest::newRow("scalars") << R"~([null,true,false,0,-1,9223372036854775807,
        -9223372036854775808,18446744073709551615,1.5,1E300,-0.0,2.5E-8,1.0])~";
    QTest::newRow("item") << R"~({"Item":{"PK":{"S":"p00000001"},"SK":{"S":"s07"},
        "n":{"N":"12.50"},"l":{"L":[{"S":"a"},{"BOOL":true},{"NULL":true}]},
        "m":{"M":{"k":{"SS":["x","y"]}}}},"ConsumedCapacity":{"TableName":"t",
        "CapacityUnits":0.5}})~";
    QTest::newRow("escapes") << R"~({"q\"uote":"a\"b\\c\/d\n\r\t\b\f\u0001\u001f end",
        "long plain string that spans several eight-byte words":"and \"one\" escape later"})~";
    QTest::newRow("unicode") << R"~({"caf\u00e9":"\u65e5\u672c \ud83d\ude00 \u007f"})~";
    QTest::newRow("nested") << R"~([[[[{"a":[[{}]]}]]]])~";
}

void TestJsonWriter::sameAsBoost()
{
    QFETCH(QString, text);
    json::value value = json::parse(text.toStdString());
    std::string out;
    writeJson(value, out);
    QCOMPARE(out, json::serialize(value));
}

void TestJsonWriter::everyByteInAString()
{
    // Each byte value at each position of an eight-byte word, so the word-at-a-time scan is
    // exercised at every offset.
    for (int byte = 1; byte < 256; ++byte) {
        for (int at = 0; at < 9; ++at) {
            std::string text(11, 'x');
            text[at] = static_cast<char>(byte);
            json::value value = json::string(text);
            std::string out;
            writeJson(value, out);
            QCOMPARE(out, json::serialize(value));
        }
    }
}

void TestJsonWriter::reusesTheBuffer()
{
    std::string out = "left over from the last request";
    writeJson(json::parse(R"({"a":1})"), out);
    QCOMPARE(out, std::string(R"({"a":1})"));
}

QTEST_GUILESS_MAIN(TestJsonWriter)
#include "tst_json_writer.moc"
