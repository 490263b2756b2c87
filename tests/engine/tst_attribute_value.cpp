#include <tablesmith/attribute_value.h>

#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <QTest>

using namespace tablesmith;
namespace json = boost::json;

class TestAttributeValue : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void rejects_data();
    void rejects();
    void itemTooDeep();
    void itemSize_data();
    void itemSize();
    void base64_data();
    void base64();
    void setsCompareUnordered();
};

void TestAttributeValue::roundTrip_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("S") << R"({"S":"x"})" << R"({"S":"x"})";
    QTest::newRow("empty S") << R"({"S":""})" << R"({"S":""})";
    QTest::newRow("N canonical") << R"({"N":"129.90"})" << R"({"N":"129.9"})";
    QTest::newRow("B") << R"({"B":"AAEC"})" << R"({"B":"AAEC"})";
    QTest::newRow("empty B") << R"({"B":""})" << R"({"B":""})";
    QTest::newRow("BOOL") << R"({"BOOL":false})" << R"({"BOOL":false})";
    QTest::newRow("NULL") << R"({"NULL":true})" << R"({"NULL":true})";
    // Strings the service reads as booleans.
    QTest::newRow("BOOL a word") << R"({"BOOL":"No"})" << R"({"BOOL":false})";
    QTest::newRow("BOOL a digit") << R"({"BOOL":"1"})" << R"({"BOOL":true})";
    QTest::newRow("NULL a word") << R"({"NULL":"YES"})" << R"({"NULL":true})";
    QTest::newRow("M") << R"({"M":{"a":{"N":"1"},"b":{"L":[]}}})"
                       << R"({"M":{"a":{"N":"1"},"b":{"L":[]}}})";
    QTest::newRow("L") << R"({"L":[{"S":"a"},{"N":"2.0"}]})" << R"({"L":[{"S":"a"},{"N":"2"}]})";
    // A set comes back in the service's order, not as written: S and B bytewise, N by value
    // (paritysuite/dynamodb-conformance tests/tier1/updateItem/basic.test.ts).
    QTest::newRow("SS") << R"({"SS":["b","a"]})" << R"({"SS":["a","b"]})";
    QTest::newRow("SS empty member first") << R"({"SS":["a",""]})" << R"({"SS":["","a"]})";
    QTest::newRow("SS by bytes") << R"({"SS":["é","z","Z"]})" << R"({"SS":["Z","z","é"]})";
    QTest::newRow("NS") << R"({"NS":["1","2.50"]})" << R"({"NS":["1","2.5"]})";
    QTest::newRow("NS by value") << R"({"NS":["10","9","-1"]})" << R"({"NS":["-1","9","10"]})";
    QTest::newRow("BS") << R"({"BS":["AQ==","AA=="]})" << R"({"BS":["AA==","AQ=="]})";
}

void TestAttributeValue::roundTrip()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    auto v = attributeFromJson(json::parse(input.toStdString()));
    QVERIFY2(v.ok(), v.ok() ? "" : v.error().message.c_str());
    QCOMPARE(QString::fromStdString(json::serialize(toJson(*v))), expected);
}

void TestAttributeValue::rejects_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << "{}"
        << "ValidationException: Supplied AttributeValue is empty, must contain exactly one of "
           "the supported datatypes";
    QTest::newRow("two types") << R"({"S":"a","N":"1"})"
        << "ValidationException: Supplied AttributeValue has more than one datatypes set, must "
           "contain exactly one of the supported datatypes";
    QTest::newRow("empty SS") << R"({"SS":[]})"
        << "ValidationException: One or more parameter values were invalid: An string set  may "
           "not be empty";
    QTest::newRow("empty NS") << R"({"NS":[]})"
        << "ValidationException: One or more parameter values were invalid: An number set  may "
           "not be empty";
    QTest::newRow("empty BS") << R"({"BS":[]})"
        << "ValidationException: One or more parameter values were invalid: Binary sets should "
           "not be empty";
    // In the current value layer's words (value/value_layer.h; tst_value_layers has both).
    QTest::newRow("duplicate SS") << R"({"SS":["a","a"]})"
        << "ValidationException: One or more parameter values were invalid: Input collection "
           "[\"a\", \"a\"] contains duplicates.";
    QTest::newRow("NS equal values") << R"({"NS":["1","1.0"]})"
        << "ValidationException: One or more parameter values were invalid: Input collection "
           "contains duplicates.";
    QTest::newRow("bad number") << R"({"N":"1x"})"
        << "ValidationException: The parameter cannot be converted to a numeric value: 1x";
    QTest::newRow("NULL false") << R"({"NULL":false})"
        << "ValidationException: One or more parameter values were invalid: Null attribute "
           "value types must have the value of true";
    // The service's texts (dynalite's assertType), for callers that skip the request check.
    QTest::newRow("S not string") << R"({"S":1})"
        << "SerializationException: NUMBER_VALUE cannot be converted to String";
    QTest::newRow("N a decimal") << R"({"N":34.56})"
        << "SerializationException: DECIMAL_VALUE cannot be converted to String";
    QTest::newRow("B not string") << R"({"B":true})"
        << "SerializationException: only base-64-encoded strings are convertible to bytes";
    QTest::newRow("bad base64") << R"({"B":"abc"})"
        << "SerializationException: Base64 encoded length is expected a multiple of 4 bytes "
           "but found: 3";
    QTest::newRow("base64 leading pad") << R"({"B":"=+/="})"
        << "SerializationException: Invalid last non-pad Base64 character dectected";
    QTest::newRow("base64 bits past the data") << R"({"BS":["+/+="]})"
        << "SerializationException: Invalid last non-pad Base64 character dectected";
    QTest::newRow("BOOL a string") << R"({"BOOL":"23"})"
        << "SerializationException: Unexpected token received from parser";
    QTest::newRow("NULL a word for false") << R"({"NULL":"no"})"
        << "ValidationException: One or more parameter values were invalid: Null attribute "
           "value types must have the value of true";
    QTest::newRow("NULL a number") << R"({"NULL":23})"
        << "SerializationException: NUMBER_VALUE cannot be converted to Boolean";
    QTest::newRow("SS an object") << R"({"SS":{}})"
        << "SerializationException: Start of structure or map found where not expected";
    QTest::newRow("L a number") << R"({"L":23})"
        << "SerializationException: Unexpected field type";
    QTest::newRow("M a list") << R"({"M":[]})"
        << "SerializationException: Unrecognized collection type java.util.Map<java.lang.String, "
           "com.amazonaws.dynamodb.v20120810.AttributeValue>";
    QTest::newRow("L element a number") << R"({"L":[23]})"
        << "SerializationException: Unexpected value type in payload";
    QTest::newRow("M value a list") << R"({"M":{"a":[]}})"
        << "SerializationException: Unrecognized collection type class "
           "com.amazonaws.dynamodb.v20120810.AttributeValue";
    QTest::newRow("not object") << R"("x")"
        << "SerializationException: Unexpected value type in payload";
    // A null has no text of the service's deserializer; ours stays.
    QTest::newRow("S null") << R"({"S":null})"
        << "SerializationException: Unexpected value type: expected a string";
    QTest::newRow("null") << "null"
        << "SerializationException: Unexpected value type: expected an AttributeValue object";
    QTest::newRow("nested error") << R"({"M":{"a":{"N":"z"}}})"
        << "ValidationException: The parameter cannot be converted to a numeric value: z";
    std::string deep;
    for (int i = 0; i < 40; ++i)
        deep += R"({"L":[)";
    deep += R"({"S":"x"})";
    for (int i = 0; i < 40; ++i)
        deep += "]}";
    QTest::newRow("too deep") << QString::fromStdString(deep)
        << "ValidationException: Nesting Levels have exceeded supported limits";
}

void TestAttributeValue::rejects()
{
    QFETCH(QString, input);
    QFETCH(QString, error);
    json::parse_options options;
    options.max_depth = 200;
    auto v = attributeFromJson(json::parse(input.toStdString(), {}, options));
    QVERIFY(!v.ok());
    QCOMPARE(QString::fromStdString(std::string(errorName(v.error().kind)) + ": "
                                    + v.error().message),
             error);
}

// In an item the service says which whole is too deep (Alternator's test_manual_requests.py,
// against it, matches "nested"); a lone value keeps the short text above.
void TestAttributeValue::itemTooDeep()
{
    std::string deep = R"({"a":)";
    for (int i = 0; i < 40; ++i)
        deep += R"({"M":{"a":)";
    deep += R"({"S":"x"})";
    for (int i = 0; i < 40; ++i)
        deep += "}}";
    deep += "}";
    json::parse_options options;
    options.max_depth = 200;
    auto item = itemFromJson(json::parse(deep, {}, options));
    QVERIFY(!item.ok());
    QCOMPARE(item.error().message, std::string("Nesting Levels have exceeded supported limits: "
                                               "Attributes in the item have nested levels "
                                               "beyond supported limit"));
}

void TestAttributeValue::itemSize_data()
{
    QTest::addColumn<QString>("item");
    QTest::addColumn<int>("size");
    QTest::newRow("string") << R"({"PK":{"S":"USER#u1"}})" << 2 + 7;
    QTest::newRow("number 3 digits") << R"({"n":{"N":"123"}})" << 1 + 3;
    QTest::newRow("number trims zeros") << R"({"n":{"N":"1000"}})" << 1 + 2;
    QTest::newRow("bool and null") << R"({"b":{"BOOL":true},"z":{"NULL":true}})" << 1 + 1 + 1 + 1;
    QTest::newRow("binary") << R"({"b":{"B":"AAEC"}})" << 1 + 3;
    QTest::newRow("empty map") << R"({"m":{"M":{}}})" << 1 + 3;
    QTest::newRow("list") << R"({"l":{"L":[{"S":"ab"}]}})" << 1 + 3 + 2 + 1;
    QTest::newRow("map") << R"({"m":{"M":{"k":{"S":"ab"}}}})" << 1 + 3 + 1 + 2 + 1;
    QTest::newRow("string set") << R"({"s":{"SS":["ab","c"]}})" << 1 + 3;
    // A number as the service charges it (paritysuite/dynamodb-conformance
    // tests/tier3/limits/numberByteSize.test.ts): the digits either side of the point are
    // counted apart, each half rounded up, and a negative number pays for its sign.
    QTest::newRow("number zero") << R"({"n":{"N":"0"}})" << 1 + 1;
    QTest::newRow("number 38 digits")
        << R"({"n":{"N":"12345678901234567890123456789012345678"}})" << 1 + 20;
    QTest::newRow("number interior zero") << R"({"n":{"N":"1010"}})" << 1 + 3;
    QTest::newRow("number pure fraction") << R"({"n":{"N":"0.0000001"}})" << 1 + 2;
    QTest::newRow("number exponent") << R"({"n":{"N":"1E125"}})" << 1 + 2;
    QTest::newRow("number straddles the point") << R"({"n":{"N":"1.5"}})" << 1 + 3;
    QTest::newRow("number pi") << R"({"n":{"N":"3.14159"}})" << 1 + 5;
    QTest::newRow("number six digits") << R"({"n":{"N":"123456"}})" << 1 + 4;
    QTest::newRow("number zeros before the point") << R"({"n":{"N":"100.5"}})" << 1 + 4;
    QTest::newRow("number fraction") << R"({"n":{"N":"0.15"}})" << 1 + 2;
    QTest::newRow("number negative") << R"({"n":{"N":"-42"}})" << 1 + 3;
    QTest::newRow("number negative zero") << R"({"n":{"N":"-0"}})" << 1 + 1;
    QTest::newRow("number set") << R"({"n":{"NS":["1.5","-42"]}})" << 1 + 3 + 3;
}

void TestAttributeValue::itemSize()
{
    QFETCH(QString, item);
    QFETCH(int, size);
    auto decoded = itemFromJson(json::parse(item.toStdString()));
    QVERIFY(decoded.ok());
    QCOMPARE(static_cast<int>(tablesmith::itemSize(*decoded)), size);
}

void TestAttributeValue::base64_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("one") << QByteArray("\x00", 1);
    QTest::newRow("two") << QByteArray("\xff\x01", 2);
    QTest::newRow("three") << QByteArray("abc");
    QTest::newRow("binary") << QByteArray("\x00\x01\x02\xfe\xff\x80\x7f", 7);
}

void TestAttributeValue::base64()
{
    QFETCH(QByteArray, bytes);
    const std::string encoded = base64Encode(bytes.toStdString());
    QCOMPARE(QByteArray::fromStdString(encoded), bytes.toBase64());
    std::string decoded;
    QVERIFY(base64Decode(encoded, decoded));
    QCOMPARE(QByteArray::fromStdString(decoded), bytes);
    QVERIFY(!base64Decode("ab=c", decoded));
    QVERIFY(!base64Decode("a===", decoded));
}

void TestAttributeValue::setsCompareUnordered()
{
    auto a = attributeFromJson(json::parse(R"({"SS":["x","y"]})"));
    auto b = attributeFromJson(json::parse(R"({"SS":["y","x"]})"));
    auto c = attributeFromJson(json::parse(R"({"L":[{"S":"y"},{"S":"x"}]})"));
    QVERIFY(*a == *b);
    QVERIFY(!(*a == *c));
}

QTEST_GUILESS_MAIN(TestAttributeValue)
#include "tst_attribute_value.moc"
