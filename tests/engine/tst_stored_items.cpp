// Items read back from storage (GetItem, Query, Scan, conditions, stream images) are exactly
// the items written: the fast reader of stored JSON must give what a JSON parser gives, for
// every kind of value and every character a string may hold.

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestStoredItems : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void readsBackExactly_data();
    void readsBackExactly();
    void deepNestingReadsBack();
    void conditionSeesStoredItem();
    void lastEvaluatedKeyOfFullPage();

private:
    std::unique_ptr<Database> m_db;
};

void TestStoredItems::init()
{
    m_db = openMemory();
    createEcommerce(*m_db);
}

void TestStoredItems::readsBackExactly_data()
{
    QTest::addColumn<QString>("attributes"); // the item's members besides PK and SK
    QTest::newRow("plain") << R"("a": {"S": "hello"}, "n": {"N": "12.5"})";
    QTest::newRow("escapes") << R"("a": {"S": "q\"b\\s/\b\f\n\r\t end"})";
    QTest::newRow("control") << R"("a": {"S": "\u0001\u001f\u0000x"})";
    QTest::newRow("unicode") << R"("a": {"S": "\u00e9\u4e2d\ud83d\ude00 é中😀"})";
    QTest::newRow("escaped key") << R"("k\"ey\\": {"S": "v"}, "\u00e9": {"S": "w"})";
    QTest::newRow("long string") << R"("a": {"S": ")" + QString(5000, 'x') + R"("})";
    QTest::newRow("bool null") << R"("t": {"BOOL": true}, "f": {"BOOL": false}, "z": {"NULL": true})";
    QTest::newRow("empty map and list") << R"("m": {"M": {}}, "l": {"L": []})";
    QTest::newRow("nested")
        << R"("m": {"M": {"x": {"L": [{"S": "a"}, {"M": {"y": {"N": "1"}}}, {"BOOL": false}]}}})";
    QTest::newRow("sets") << R"("ss": {"SS": ["a", "b\"c"]}, "ns": {"NS": ["1", "2.5"]},
                                "bs": {"BS": ["AAEC"]}, "b": {"B": "AAEC"})";
    QTest::newRow("empty strings") << R"("a": {"S": ""}, "b": {"B": ""})";
    // Strings up to 16 bytes are scanned byte by byte, longer ones by memchr: escapes on
    // either side of that boundary, and strings just around it.
    QTest::newRow("short and long") << R"("a15": {"S": "abcdefghijklmno"},
        "a16": {"S": "abcdefghijklmnop"}, "a17": {"S": "abcdefghijklmnopq"})";
    QTest::newRow("escape at boundary") << R"("e15": {"S": "abcdefghijklmn\"o"},
        "e16": {"S": "abcdefghijklmno\\p"}, "e17": {"S": "abcdefghijklmnop\nq"},
        "e30": {"S": "abcdefghijklmnopqrstuvwxyz0123\t"})";
    QTest::newRow("long key") << R"("a key longer than sixteen bytes\\": {"S": "v"})";
}

void TestStoredItems::readsBackExactly()
{
    QFETCH(QString, attributes);
    const std::string item = R"({"PK": {"S": "p"}, "SK": {"S": "s"}, )"
                             + attributes.toStdString() + "}";
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": )" + item + "}");
    // What the item is once written: the service's canonical form of its values.
    const json::value expected = json::parse(item);
    auto canonical = [](const json::value &v) { return text(v); };

    json::object got = ok(*m_db, "GetItem", R"({"TableName": "ecommerce",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "s"}}})");
    json::object query = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}})");
    json::object scan = ok(*m_db, "Scan", R"({"TableName": "ecommerce"})");
    // Numbers are stored canonical: compare with what GetItem gave, and that with the input.
    QCOMPARE(text(query.at("Items").at(0)), text(got.at("Item")));
    QCOMPARE(text(scan.at("Items").at(0)), text(got.at("Item")));
    const json::object &gotItem = got.at("Item").as_object();
    QCOMPARE(gotItem.size(), expected.as_object().size());
    for (const auto &member : expected.as_object()) {
        QVERIFY2(gotItem.contains(member.key()), member.key().data());
        if (!member.value().as_object().contains("N"))
            QCOMPARE(canonical(gotItem.at(member.key())), canonical(member.value()));
    }
}

// Deeper than boost's default parse depth of 32: 20 levels of M are 40 JSON levels in the
// stored text. Items like this used to be written fine and then fail to read back.
void TestStoredItems::deepNestingReadsBack()
{
    std::string value = R"({"S":"leaf"})";
    for (int level = 0; level < 20; ++level)
        value = R"({"M":{"m":)" + value + "}}";
    json::parse_options deep;
    deep.max_depth = 100;
    const json::value nested = json::parse(value, {}, deep);
    json::object request = parseObject(R"({"TableName": "ecommerce", "Item": {"PK": {"S": "p"},
        "SK": {"S": "deep"}}})");
    request["Item"].as_object()["d"] = nested;
    QVERIFY(m_db->call("PutItem", request));
    json::object got = ok(*m_db, "GetItem", R"({"TableName": "ecommerce",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "deep"}}})");
    QCOMPARE(text(got.at("Item").at("d")), QString::fromStdString(value));
    json::object query = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}}})");
    QCOMPARE(text(query.at("Items").at(0).at("d")), QString::fromStdString(value));
}

void TestStoredItems::conditionSeesStoredItem()
{
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "p"},
        "SK": {"S": "s"}, "a": {"S": "x\"y\u00e9"}}})");
    QCOMPARE(fails(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "p"},
        "SK": {"S": "s"}}, "ConditionExpression": "a = :v",
        "ExpressionAttributeValues": {":v": {"S": "x\"y"}}})"),
             QString("ConditionalCheckFailedException: The conditional request failed"));
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "p"},
        "SK": {"S": "s"}}, "ConditionExpression": "a = :v",
        "ExpressionAttributeValues": {":v": {"S": "x\"y\u00e9"}}})");
}

// A full page's LastEvaluatedKey is its last item's key, on the table and on an index read.
void TestStoredItems::lastEvaluatedKeyOfFullPage()
{
    for (int i = 0; i < 5; ++i)
        ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "p"},
            "SK": {"S": "s)" + std::to_string(i) + R"("}, "a": {"S": "v"}}})");
    json::object page = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}},
        "Limit": 3})");
    QCOMPARE(text(page.at("LastEvaluatedKey")), QString(R"({"PK":{"S":"p"},"SK":{"S":"s2"}})"));
    json::object back = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}},
        "Limit": 2, "ScanIndexForward": false, "ProjectionExpression": "a"})");
    QCOMPARE(text(back.at("LastEvaluatedKey")), QString(R"({"PK":{"S":"p"},"SK":{"S":"s3"}})"));
    QCOMPARE(text(back.at("Items")), QString(R"([{"a":{"S":"v"}},{"a":{"S":"v"}}])"));
    json::object all = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}},
        "Limit": 5})");
    QVERIFY(all.contains("LastEvaluatedKey")); // Limit reached: the service says so too
    json::object more = ok(*m_db, "Query", R"({"TableName": "ecommerce",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "p"}},
        "Limit": 6})");
    QVERIFY(!more.contains("LastEvaluatedKey"));
}

QTEST_GUILESS_MAIN(TestStoredItems)
#include "tst_stored_items.moc"
