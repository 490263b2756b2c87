#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestTransactions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void allOrNothing();
    void cancellationReasonsInOrder();
    void rejects_data();
    void rejects();
    void transactGet();
    void clientRequestTokenIsIdempotent();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

std::string put(const char *pk, const char *sk)
{
    return std::string(R"({"Put": {"TableName": "ecommerce", "Item": {"PK": {"S": ")") + pk
           + R"("}, "SK": {"S": ")" + sk + R"("}}}})";
}

const char *kOrderPending = R"({"ConditionCheck": {"TableName": "ecommerce", "Key": {"PK":
    {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}}, "ConditionExpression": "#s = :p",
    "ExpressionAttributeNames": {"#s": "status"}, "ExpressionAttributeValues":
    {":p": {"S": "PENDING"}}}})";

} // namespace

void TestTransactions::init()
{
    m_db = openMemory();
    createEcommerce(*m_db);
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}, "status": {"S": "SHIPPED"}, "n": {"N": "1"}}})");
}

void TestTransactions::allOrNothing()
{
    // The condition fails, so neither put lands.
    QVERIFY(fails(*m_db, "TransactWriteItems", R"({"TransactItems": [)" + put("A", "1") + ","
                                                   + kOrderPending + "," + put("B", "1") + "]}")
                .startsWith("TransactionCanceledException"));
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 1);
    auto r = ok(*m_db, "TransactWriteItems", R"({"ReturnConsumedCapacity": "TOTAL",
        "TransactItems": [)" + put("A", "1") + "," + put("B", "1") + R"~(,
        {"Update": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"}, "SK": {"S":
        "ORDER#o1"}}, "UpdateExpression": "ADD n :one", "ExpressionAttributeValues":
        {":one": {"N": "1"}}}}]})~");
    QCOMPARE(r.at("ConsumedCapacity").at(0).at("CapacityUnits").as_double(), 6.0);
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 3);
    auto got = ok(*m_db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S":
        "USER#u1"}, "SK": {"S": "ORDER#o1"}}})");
    QCOMPARE(text(got.at("Item").at("n")), R"({"N":"2"})");
}

void TestTransactions::cancellationReasonsInOrder()
{
    auto r = m_db->call("TransactWriteItems", parseObject(R"({"TransactItems": [)" + put("A", "1")
                                                          + "," + kOrderPending + "]}"));
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind, ErrorKind::TransactionCanceledException);
    QCOMPARE(QString::fromStdString(r.error().message),
             "Transaction cancelled, please refer cancellation reasons for specific reasons "
             "[None, ConditionalCheckFailed]");
    QCOMPARE(text(r.error().details.at("CancellationReasons")),
             R"([{"Code":"None"},{"Code":"ConditionalCheckFailed",)"
             R"("Message":"The conditional request failed"}])");
}

void TestTransactions::rejects_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("same item twice") << QString::fromStdString(
        R"({"TransactItems": [)" + put("A", "1") + "," + put("A", "1") + "]}")
        << "ValidationException: Transaction request cannot include multiple operations on one "
           "item";
    QTest::newRow("empty") << R"({"TransactItems": []})"
        << "ValidationException: 1 validation error detected: Value '[]' at "
           "'transactItems' failed to satisfy constraint: Member must have length greater than "
           "or equal to 1";
    QTest::newRow("two kinds in one") << R"({"TransactItems": [{"Put": {"TableName": "ecommerce",
        "Item": {"PK": {"S": "x"}, "SK": {"S": "y"}}}, "Delete": {"TableName": "ecommerce",
        "Key": {"PK": {"S": "x"}, "SK": {"S": "y"}}}}]})"
        << "ValidationException: TransactItems can only contain one of Check, Put, Update or "
           "Delete";
    QTest::newRow("bad item") << R"({"TransactItems": [{"Put": {"TableName": "ecommerce",
        "Item": {"PK": {"S": "x"}}}}]})"
        << "ValidationException: One or more parameter values were invalid: Missing the key SK "
           "in the item";
}

void TestTransactions::rejects()
{
    QFETCH(QString, request);
    QFETCH(QString, error);
    QCOMPARE(fails(*m_db, "TransactWriteItems", request.toStdString()), error);
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 1);
}

void TestTransactions::transactGet()
{
    auto r = ok(*m_db, "TransactGetItems", R"({"TransactItems": [
        {"Get": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"}, "SK": {"S":
        "ORDER#o1"}}, "ProjectionExpression": "#s", "ExpressionAttributeNames": {"#s":
        "status"}}}, {"Get": {"TableName": "ecommerce", "Key": {"PK": {"S": "none"}, "SK":
        {"S": "none"}}}}]})");
    QCOMPARE(text(r.at("Responses")), R"([{"Item":{"status":{"S":"SHIPPED"}}},{}])");
}

void TestTransactions::clientRequestTokenIsIdempotent()
{
    const std::string add = R"~({"ClientRequestToken": "order-42", "TransactItems": [
        {"Update": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"}, "SK": {"S":
        "ORDER#o1"}}, "UpdateExpression": "ADD n :one", "ExpressionAttributeValues":
        {":one": {"N": "1"}}}}]})~";
    ok(*m_db, "TransactWriteItems", add);
    ok(*m_db, "TransactWriteItems", add); // a retry: applied once
    auto got = ok(*m_db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S":
        "USER#u1"}, "SK": {"S": "ORDER#o1"}}})");
    QCOMPARE(text(got.at("Item").at("n")), R"({"N":"2"})");
    QCOMPARE(fails(*m_db, "TransactWriteItems", R"({"ClientRequestToken": "order-42",
        "TransactItems": [)" + put("A", "1") + "]}"),
             "IdempotentParameterMismatchException: Request with the same client token, but "
             "different request parameters");
    // A cancelled transaction does not consume its token.
    QVERIFY(fails(*m_db, "TransactWriteItems", R"({"ClientRequestToken": "t2",
        "TransactItems": [)" + std::string(kOrderPending) + "]}")
                .startsWith("TransactionCanceledException"));
    ok(*m_db, "TransactWriteItems", R"({"ClientRequestToken": "t2", "TransactItems": [)"
                                        + put("A", "1") + "]}");
}

QTEST_GUILESS_MAIN(TestTransactions)
#include "tst_transactions.moc"
