#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

// Expressions inside operations: conditional writes, UpdateItem, filters.
class TestExpressionOps : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void conditionalPut();
    void conditionalDelete();
    void conditionFailureReturnsOldItem();
    void optimisticLocking();
    void updateItem_data();
    void updateItem();
    void updateRejects_data();
    void updateRejects();
    void filterAppliesAfterLimit();
    void filterOnScanCountsWhatWasRead();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

const char *kOrder = R"~({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
    "SK": {"S": "ORDER#o1"}, "status": {"S": "PENDING"}, "total": {"N": "129.90"},
    "tags": {"SS": ["gift"]}, "skus": {"L": [{"S": "p1"}, {"S": "p2"}]}}})~";
const std::string kKey = R"~("Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}})~";

} // namespace

void TestExpressionOps::init()
{
    m_db = openMemory();
    createEcommerce(*m_db);
    ok(*m_db, "PutItem", kOrder);
}

void TestExpressionOps::conditionalPut()
{
    QCOMPARE(fails(*m_db, "PutItem", R"~({"TableName": "ecommerce", "Item": {"PK": {"S":
        "USER#u1"}, "SK": {"S": "ORDER#o1"}}, "ConditionExpression":
        "attribute_not_exists(PK)"})~"),
             "ConditionalCheckFailedException: The conditional request failed");
    ok(*m_db, "PutItem", R"~({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o9"}}, "ConditionExpression": "attribute_not_exists(PK)"})~");
    auto got = ok(*m_db, "GetItem", "{\"TableName\": \"ecommerce\", " + kKey + "}");
    QCOMPARE(text(got.at("Item").at("status")), R"~({"S":"PENDING"})~");
}

void TestExpressionOps::conditionalDelete()
{
    QCOMPARE(fails(*m_db, "DeleteItem", "{\"TableName\": \"ecommerce\", " + kKey + R"~(,
        "ConditionExpression": "#s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "SHIPPED"}}})~"),
             "ConditionalCheckFailedException: The conditional request failed");
    ok(*m_db, "DeleteItem", "{\"TableName\": \"ecommerce\", " + kKey + R"~(,
        "ConditionExpression": "#s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "PENDING"}}})~");
}

void TestExpressionOps::conditionFailureReturnsOldItem()
{
    auto r = m_db->call("DeleteItem", parseObject("{\"TableName\": \"ecommerce\", " + kKey
        + R"~(, "ConditionExpression": "attribute_not_exists(PK)",
        "ReturnValuesOnConditionCheckFailure": "ALL_OLD"})~"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::ConditionalCheckFailedException);
    QCOMPARE(text(r.error().details.at("Item").at("status")), R"({"S":"PENDING"})");
    // Without ALL_OLD the error carries nothing more.
    auto plain = m_db->call("DeleteItem", parseObject("{\"TableName\": \"ecommerce\", " + kKey
        + R"~(, "ConditionExpression": "attribute_not_exists(PK)"})~"));
    QVERIFY(plain.error().details.empty());
    QCOMPARE(fails(*m_db, "PutItem", R"~({"TableName": "ecommerce", "Item": {"PK": {"S": "a"},
        "SK": {"S": "b"}}, "ReturnValuesOnConditionCheckFailure": "ALL_NEW"})~"),
             "ValidationException: 1 validation error detected: Value 'ALL_NEW' at "
             "'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must "
             "satisfy enum value set: [ALL_OLD, NONE]");
}

void TestExpressionOps::optimisticLocking()
{
    // Two writers read PENDING; the first to write wins, the second's condition fails.
    const std::string change = "{\"TableName\": \"ecommerce\", " + kKey + R"~(,
        "UpdateExpression": "SET #s = :new", "ConditionExpression": "#s = :current",
        "ExpressionAttributeNames": {"#s": "status"}, "ExpressionAttributeValues":
        {":current": {"S": "PENDING"}, ":new": {"S": "SHIPPED"}}})~";
    ok(*m_db, "UpdateItem", change);
    QCOMPARE(fails(*m_db, "UpdateItem", change),
             "ConditionalCheckFailedException: The conditional request failed");
}

void TestExpressionOps::updateItem_data()
{
    QTest::addColumn<QString>("update");
    QTest::addColumn<QString>("returnValues");
    QTest::addColumn<QString>("attributes");
    QTest::newRow("add to number") << "SET #t = #t + :n" << "UPDATED_NEW"
                                   << R"~({"total":{"N":"130"}})~";
    QTest::newRow("exact decimal") << "ADD #t :n" << "UPDATED_OLD"
                                   << R"~({"total":{"N":"129.9"}})~";
    QTest::newRow("remove") << "REMOVE tags" << "ALL_NEW"
        << R"~({"PK":{"S":"USER#u1"},"SK":{"S":"ORDER#o1"},"skus":{"L":[{"S":"p1"},{"S":"p2"}]},)~"
           R"~("status":{"S":"PENDING"},"total":{"N":"129.9"}})~";
    QTest::newRow("list append") << "SET skus = list_append(skus, :l)" << "UPDATED_NEW"
        << R"~({"skus":{"L":[{"S":"p1"},{"S":"p2"},{"S":"p3"}]}})~";
    QTest::newRow("add to set") << "ADD tags :s" << "UPDATED_NEW"
                                << R"~({"tags":{"SS":["gift","rush"]}})~";
    QTest::newRow("if_not_exists") << "SET note = if_not_exists(note, :t)" << "UPDATED_NEW"
                                   << R"~({"note":{"S":"hello"}})~";
    QTest::newRow("none") << "SET note = :t" << "NONE" << "";
}

void TestExpressionOps::updateItem()
{
    QFETCH(QString, update);
    QFETCH(QString, returnValues);
    QFETCH(QString, attributes);
    const std::map<std::string, std::string> values{
        {":n", R"({"N": "0.1"})"}, {":l", R"({"L": [{"S": "p3"}]})"},
        {":s", R"({"SS": ["rush"]})"}, {":t", R"({"S": "hello"})"}};
    std::string used;
    for (const auto &[name, value] : values)
        if (update.contains(QString::fromStdString(name)))
            used += (used.empty() ? "" : ", ") + ("\"" + name + "\": ") + value;
    auto r = ok(*m_db, "UpdateItem", "{\"TableName\": \"ecommerce\", " + kKey
                                         + ", \"UpdateExpression\": \"" + update.toStdString()
                                         + "\", \"ReturnValues\": \"" + returnValues.toStdString()
                                         + "\""
                                         + (used.empty() ? ""
                                                         : ", \"ExpressionAttributeValues\": {"
                                                               + used + "}")
                                         + (update.contains("#t")
                                                ? R"(, "ExpressionAttributeNames": {"#t": "total"})"
                                                : "")
                                         + "}");
    QCOMPARE(r.contains("Attributes") ? text(r.at("Attributes")) : QString(), attributes);
}

void TestExpressionOps::updateRejects_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("key attribute") << R"~("UpdateExpression": "SET PK = :v",
        "ExpressionAttributeValues": {":v": {"S": "x"}})~"
        << "ValidationException: One or more parameter values were invalid: Cannot update "
           "attribute PK. This attribute is part of the key";
    QTest::newRow("syntax") << R"~("UpdateExpression": "SET = :v",
        "ExpressionAttributeValues": {":v": {"S": "x"}})~"
        << "ValidationException: 1 validation error detected: "
           "Invalid UpdateExpression: Syntax error; token: \"=\", near: "
           "\"SET = :v\"";
    QTest::newRow("unused value") << R"~("UpdateExpression": "SET a = :v",
        "ExpressionAttributeValues": {":v": {"S": "x"}, ":w": {"S": "y"}})~"
        << "ValidationException: 1 validation error detected: "
           "Value provided in ExpressionAttributeValues unused in "
           "expressions: keys: {:w}";
    QTest::newRow("missing value") << R"~("UpdateExpression": "SET a = :v")~"
        << "ValidationException: 1 validation error detected: "
           "Invalid UpdateExpression: An expression attribute value used "
           "in expression is not defined; attribute value: :v";
}

void TestExpressionOps::updateRejects()
{
    QFETCH(QString, request);
    QFETCH(QString, error);
    QCOMPARE(fails(*m_db, "UpdateItem", "{\"TableName\": \"ecommerce\", " + kKey + ", "
                                             + request.toStdString() + "}"),
             error);
    auto got = ok(*m_db, "GetItem", "{\"TableName\": \"ecommerce\", " + kKey + "}");
    // Nothing changed: the item is exactly as put (numbers canonical, attributes by name).
    QCOMPARE(text(got.at("Item")),
             R"({"PK":{"S":"USER#u1"},"SK":{"S":"ORDER#o1"},"skus":{"L":[{"S":"p1"},{"S":"p2"}]},)"
             R"("status":{"S":"PENDING"},"tags":{"SS":["gift"]},"total":{"N":"129.9"}})");
}

void TestExpressionOps::filterAppliesAfterLimit()
{
    for (const char *sk : {"ORDER#o2", "ORDER#o3", "ORDER#o4"})
        ok(*m_db, "PutItem", std::string(R"~({"TableName": "ecommerce", "Item": {"PK": {"S":
            "USER#u1"}, "SK": {"S": ")~") + sk + R"~("}, "status": {"S": "SHIPPED"}}})~");
    // Limit 2 reads o1 (PENDING) and o2 (SHIPPED); the filter then keeps one of them.
    auto r = ok(*m_db, "Query", R"~({"TableName": "ecommerce", "Limit": 2,
        "KeyConditionExpression": "PK = :pk", "FilterExpression": "#s = :s",
        "ExpressionAttributeNames": {"#s": "status"}, "ExpressionAttributeValues":
        {":pk": {"S": "USER#u1"}, ":s": {"S": "SHIPPED"}}})~");
    QCOMPARE(r.at("Count").as_int64(), 1);
    QCOMPARE(r.at("ScannedCount").as_int64(), 2);
    QCOMPARE(text(r.at("LastEvaluatedKey").at("SK")), R"~({"S":"ORDER#o2"})~");
}

void TestExpressionOps::filterOnScanCountsWhatWasRead()
{
    auto r = ok(*m_db, "Scan", R"~({"TableName": "ecommerce", "ReturnConsumedCapacity": "TOTAL",
        "FilterExpression": "begins_with(PK, :p)", "ExpressionAttributeValues":
        {":p": {"S": "PRODUCT#"}}})~");
    QCOMPARE(r.at("Count").as_int64(), 0);
    QCOMPARE(r.at("ScannedCount").as_int64(), 1);
    QCOMPARE(r.at("ConsumedCapacity").at("CapacityUnits").as_double(), 0.5);
}

QTEST_GUILESS_MAIN(TestExpressionOps)
#include "tst_expression_ops.moc"
