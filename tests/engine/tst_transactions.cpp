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
    void actionFaultsCancel_data();
    void actionFaultsCancel();
    void transactGetRejects_data();
    void transactGetRejects();
    void expressionsBeforeTables_data();
    void expressionsBeforeTables();
    void actionsAloneInOrder_data();
    void actionsAloneInOrder();
    void conditionBeforeItsKey();
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
    // A number key: the same item may be written "5", "5.0" or "05".
    ok(*m_db, "CreateTable", R"({"TableName": "counters", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}]})");
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
    // One item however its number key is written: numbers compare by value, as the service
    // stores them. Which attributes are the key is the table's to say, so this is found once
    // the tables are (no recording shows the service answering it before a missing table).
    QTest::newRow("same item, number written two ways") << R"({"TransactItems": [
        {"Put": {"TableName": "counters", "Item": {"id": {"N": "5"}}}},
        {"Delete": {"TableName": "counters", "Key": {"id": {"N": "5.0"}}}}]})"
        << "ValidationException: Transaction request cannot include multiple operations on one "
           "item";
    QTest::newRow("same item, leading zero") << R"~({"TransactItems": [
        {"Update": {"TableName": "counters", "Key": {"id": {"N": "05"}},
                    "UpdateExpression": "SET v = :v", "ExpressionAttributeValues":
                    {":v": {"N": "1"}}}},
        {"ConditionCheck": {"TableName": "counters", "Key": {"id": {"N": "5"}},
                            "ConditionExpression": "attribute_exists(id)"}}]})~"
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

namespace {

const char *kTypeMismatch = "One or more parameter values were invalid: Type mismatch for key PK "
                            "expected: S actual: N";
const char *kSchemaMismatch = "The provided key element does not match the schema";

std::string action(const char *kind, const char *key, const char *extra = "")
{
    return std::string(R"({")") + kind + R"(": {"TableName": "ecommerce", )" + key + extra
           + "}}";
}

// The answer to a request: "Exception: message" and, for a cancellation, its reasons.
QString answer(Client &db, std::string_view op, std::string_view request)
{
    json::parse_options options;
    options.max_depth = 256; // as the wire reads requests: items nest past JSON's default 32
    auto r = db.call(op, json::parse(request, {}, options).as_object());
    if (r)
        return "succeeded";
    QString out = QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                         + r.error().message);
    if (const json::value *reasons = r.error().details.if_contains("CancellationReasons"))
        out += " " + text(*reasons);
    return out;
}

QString cancelledWith(const QString &codes, const QString &reasons)
{
    return "TransactionCanceledException: Transaction cancelled, please refer cancellation "
           "reasons for specific reasons [" + codes + "] " + reasons;
}

} // namespace

// A key that does not fit the table cancels the transaction with a ValidationError reason (the
// first such action only); an empty key value refuses the request. As recorded from the service
// (paritysuite/dynamodb-conformance; scylladb alternator test_transact.py).
void TestTransactions::actionFaultsCancel_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected");
    const std::string wrongItem = R"("Item": {"PK": {"N": "5"}, "SK": {"S": "1"}})";
    const std::string wrongKey = R"("Key": {"PK": {"N": "5"}, "SK": {"S": "1"}})";
    const QString schema = QString(R"([{"Code":"ValidationError","Message":"%1"}])")
                               .arg(kSchemaMismatch);
    QTest::newRow("put, key of another type")
        << QString::fromStdString(R"({"TransactItems": [)" + action("Put", wrongItem.c_str())
                                  + "]}")
        << cancelledWith("ValidationError",
                         QString(R"([{"Code":"ValidationError","Message":"%1"}])")
                             .arg(kTypeMismatch));
    QTest::newRow("update, key of another type")
        << QString::fromStdString(R"({"TransactItems": [)"
                                  + action("Update", wrongKey.c_str(),
                                           R"(, "UpdateExpression": "SET a = :v",
                                           "ExpressionAttributeValues": {":v": {"S": "x"}})")
                                  + "]}")
        << cancelledWith("ValidationError", schema);
    QTest::newRow("delete, key of another type")
        << QString::fromStdString(R"({"TransactItems": [)" + action("Delete", wrongKey.c_str())
                                  + "]}")
        << cancelledWith("ValidationError", schema);
    QTest::newRow("condition check, list key")
        << QString::fromStdString(R"({"TransactItems": [)"
                                  + action("ConditionCheck",
                                           R"("Key": {"PK": {"L": [{"S": "x"}]}, "SK": {"S": "1"}})",
                                           R"~(, "ConditionExpression": "attribute_not_exists(PK)")~")
                                  + "]}")
        << cancelledWith("ValidationError", schema);
    QTest::newRow("only the first fault, a failing condition not reached")
        << QString::fromStdString(R"({"TransactItems": [)" + action("Put", wrongItem.c_str())
                                  + "," + action("Put", R"("Item": {"PK": {"N": "6"}, "SK": {"S": "1"}})")
                                  + "," + kOrderPending + "]}")
        << cancelledWith("ValidationError, None, None",
                         QString(R"([{"Code":"ValidationError","Message":"%1"},)"
                                 R"({"Code":"None"},{"Code":"None"}])").arg(kTypeMismatch));
    QTest::newRow("empty key value refuses the request")
        << QString::fromStdString(R"({"TransactItems": [)"
                                  + action("Put", R"("Item": {"PK": {"S": ""}, "SK": {"S": "1"}})")
                                  + "]}")
        << "ValidationException: One or more parameter values are not valid. The AttributeValue "
           "for a key attribute cannot contain an empty string value. Key: PK";
    QTest::newRow("a later missing table refuses the request")
        << QString::fromStdString(R"({"TransactItems": [)" + action("Put", wrongItem.c_str())
                                  + R"(, {"Put": {"TableName": "nope", "Item": {"PK": {"S": "a"}}}}]})")
        << "ResourceNotFoundException: Requested resource not found";
}

void TestTransactions::actionFaultsCancel()
{
    QFETCH(QString, request);
    QFETCH(QString, expected);
    QCOMPARE(answer(*m_db, "TransactWriteItems", request.toStdString()), expected);
    QCOMPARE(ok(*m_db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 1);
}

void TestTransactions::transactGetRejects_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected");
    const char *get = R"({"Get": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}}}})";
    QTest::newRow("same item twice")
        << QString(R"({"TransactItems": [%1, %1]})").arg(get)
        << "ValidationException: Transaction request cannot include multiple operations on one "
           "item";
    QTest::newRow("same item, number written two ways") << R"({"TransactItems": [
        {"Get": {"TableName": "counters", "Key": {"id": {"N": "5"}}}},
        {"Get": {"TableName": "counters", "Key": {"id": {"N": "5.00"}}}}]})"
        << "ValidationException: Transaction request cannot include multiple operations on one "
           "item";
    QTest::newRow("same key twice, missing table") << R"({"TransactItems": [
        {"Get": {"TableName": "nope", "Key": {"id": {"N": "5"}}}},
        {"Get": {"TableName": "nope", "Key": {"id": {"N": "5"}}}}]})"
        << "ResourceNotFoundException: Requested resource not found";
    QTest::newRow("empty key")
        << R"({"TransactItems": [{"Get": {"TableName": "ecommerce", "Key": {}}}]})"
        << cancelledWith("ValidationError",
                         QString(R"([{"Code":"ValidationError","Message":"%1"}])")
                             .arg(kSchemaMismatch));
    QTest::newRow("key of another type, second of two")
        << QString(R"({"TransactItems": [%1, {"Get": {"TableName": "ecommerce", "Key": {"PK":
               {"N": "1"}, "SK": {"S": "x"}}}}]})").arg(get)
        << cancelledWith("None, ValidationError",
                         QString(R"([{"Code":"None"},{"Code":"ValidationError","Message":"%1"}])")
                             .arg(kSchemaMismatch));
    QTest::newRow("projection syntax refuses the request")
        << R"({"TransactItems": [{"Get": {"TableName": "ecommerce", "Key": {},
               "ProjectionExpression": "!!!"}}]})"
        << "ValidationException: Invalid ProjectionExpression: Syntax error; token: \"!\", "
           "near: \"!!\"";
    QTest::newRow("missing table")
        << R"({"TransactItems": [{"Get": {"TableName": "nope", "Key": {"PK": {"S": "x"}}}}]})"
        << "ResourceNotFoundException: Requested resource not found";
}

void TestTransactions::transactGetRejects()
{
    QFETCH(QString, request);
    QFETCH(QString, expected);
    QCOMPARE(answer(*m_db, "TransactGetItems", request.toStdString()), expected);
}

// Every action's expressions are checked before any table is looked up, as the service orders
// them: an expression fault in the second action wins over the first action's missing table.
// Such faults refuse the whole request (scylladb alternator test_transact.py, recorded against
// the service: test_transact_write_items_missing_name, _unused_value, _syntax_error,
// test_transact_get_items_unused_expressionattributenames); expressions are checked before
// tables for single-item requests too (dynalite validations/index.js checkExpressions).
void TestTransactions::expressionsBeforeTables_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("secondAction");
    QTest::addColumn<QString>("expected");
    const QString key = R"("TableName": "ecommerce", "Key": {"PK": {"S": "a"}, "SK": {"S": "1"}})";
    const auto write = [&](const char *kind, const char *rest) {
        return QString(R"({"%1": {%2, %3}})").arg(kind, key, rest);
    };
    QTest::newRow("condition syntax") << "TransactWriteItems"
        << write("ConditionCheck", R"("ConditionExpression": "hello!")")
        << "ValidationException: Invalid ConditionExpression: Syntax error; token: \"!\", near: "
           "\"hello!\"";
    QTest::newRow("missing name") << "TransactWriteItems"
        << write("Delete", R"~("ConditionExpression": "attribute_exists(#xyz)")~")
        << "ValidationException: Invalid ConditionExpression: An expression attribute name used "
           "in the document path is not defined; attribute name: #xyz";
    QTest::newRow("missing value") << "TransactWriteItems"
        << write("Update", R"("UpdateExpression": "SET a = :xyz")")
        << "ValidationException: Invalid UpdateExpression: An expression attribute value used in "
           "expression is not defined; attribute value: :xyz";
    QTest::newRow("unused value") << "TransactWriteItems"
        << write("Update", R"("UpdateExpression": "SET a = :v", "ExpressionAttributeValues":
                 {":v": {"S": "x"}, ":xyz": {"N": "7"}})")
        << "ValidationException: Value provided in ExpressionAttributeValues unused in "
           "expressions: keys: {:xyz}";
    QTest::newRow("unused name") << "TransactWriteItems"
        << write("Delete", R"("ExpressionAttributeNames": {"#xyz": "x"})")
        << "ValidationException: Value provided in ExpressionAttributeNames unused in "
           "expressions: keys: {#xyz}";
    QTest::newRow("get, unused name") << "TransactGetItems"
        << QString(R"({"Get": {%1, "ProjectionExpression": "#xx",
                   "ExpressionAttributeNames": {"#xx": "x", "#qq": "q"}}})").arg(key)
        << "ValidationException: Value provided in ExpressionAttributeNames unused in "
           "expressions: keys: {#qq}";
    QTest::newRow("get, missing name") << "TransactGetItems"
        << QString(R"({"Get": {%1, "ProjectionExpression": "#zz"}})").arg(key)
        << "ValidationException: Invalid ProjectionExpression: An expression attribute name "
           "used in the document path is not defined; attribute name: #zz";
}

void TestTransactions::expressionsBeforeTables()
{
    QFETCH(QString, operation);
    QFETCH(QString, secondAction);
    QFETCH(QString, expected);
    const QString missingTable = operation == "TransactGetItems"
        ? R"({"Get": {"TableName": "nope", "Key": {"PK": {"S": "x"}}}})"
        : R"({"Put": {"TableName": "nope", "Item": {"PK": {"S": "x"}}}})";
    const QString request = QString(R"({"TransactItems": [%1, %2]})").arg(missingTable,
                                                                         secondAction);
    QCOMPARE(answer(*m_db, operation.toStdString(), request.toStdString()), expected);
    // Without the fault, the missing table is what the service names.
    const QString clean = QString(R"({"TransactItems": [%1]})").arg(missingTable);
    QCOMPARE(answer(*m_db, operation.toStdString(), clean.toStdString()),
             "ResourceNotFoundException: Requested resource not found");
}

// Each action's item values, then its expressions, action by action: whichever action comes
// first names the fault (paritysuite/dynamodb-conformance tests/tier3/validation-ordering/
// transactions.test.ts, us-east-1 and eu-west-2, 2026-10-09).
void TestTransactions::actionsAloneInOrder_data()
{
    QTest::addColumn<bool>("deepFirst");
    QTest::addColumn<QString>("expected");
    QTest::newRow("too deep item first") << true
        << "ValidationException: Nesting Levels have exceeded supported limits: Attributes in "
           "the item have nested levels beyond supported limit";
    QTest::newRow("malformed condition first") << false
        << "ValidationException: Invalid ConditionExpression: Syntax error; token: \"<EOF>\", "
           "near: \"(\"";
}

// Within one action its condition comes before its key's values (deepRequests.test.ts).
void TestTransactions::conditionBeforeItsKey()
{
    QString deep = R"({"S": "leaf"})";
    for (int i = 0; i < 40; ++i)
        deep = QString(R"({"M": {"n": %1}})").arg(deep);
    const QString request = QString(R"({"TransactItems": [{"Delete": {"TableName": "ecommerce",
        "Key": {"PK": %1, "SK": {"S": "1"}}, "ConditionExpression": "a = = b"}}]})").arg(deep);
    QCOMPARE(answer(*m_db, "TransactWriteItems", request.toStdString()),
             "ValidationException: Invalid ConditionExpression: Syntax error; token: \"=\", near: "
             "\"= = b\"");
}

void TestTransactions::actionsAloneInOrder()
{
    QFETCH(bool, deepFirst);
    QFETCH(QString, expected);
    QString deep = R"({"S": "leaf"})";
    for (int i = 0; i < 32; ++i)
        deep = QString(R"({"M": {"n": %1}})").arg(deep);
    const QString put = QString(R"({"Put": {"TableName": "ecommerce", "Item": {"PK": {"S": "d"},
        "SK": {"S": "1"}, "data": %1}}})").arg(deep);
    const QString check = R"({"ConditionCheck": {"TableName": "ecommerce", "Key": {"PK":
        {"S": "c"}, "SK": {"S": "1"}}, "ConditionExpression": "attribute_not_exists("}})";
    const QString request = QString(R"({"TransactItems": [%1, %2]})")
                                .arg(deepFirst ? put : check, deepFirst ? check : put);
    QCOMPARE(answer(*m_db, "TransactWriteItems", request.toStdString()), expected);
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
