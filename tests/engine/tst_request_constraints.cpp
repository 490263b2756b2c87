// Requests are checked against the constraints of the API model's shapes — required members,
// lengths, ranges, enums, patterns — before any table is looked up, and answered with the
// service's framework message ("N validation error(s) detected: Value … at 'path' failed to
// satisfy constraint: …", joined with "; "). The messages below are the service's.

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestRequestConstraints : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void violationsAreValidationErrors_data();
    void violationsAreValidationErrors();
    void atMostTenAreListed();
    void longListsAreEchoedWhole();
    void validRequestsRun();
};

namespace {

const QString kOne = "ValidationException: 1 validation error detected: ";

} // namespace

void TestRequestConstraints::violationsAreValidationErrors_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    // Before the table lookup: the table does not exist, yet the enum is what is wrong.
    QTest::newRow("return values on a missing table") << "PutItem"
        << R"({"TableName": "missing", "Item": {"a": {"S": "b"}}, "ReturnValues": "ALL"})"
        << kOne + "Value 'ALL' at 'returnValues' failed to satisfy constraint: Member must "
                  "satisfy enum value set: [ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]";
    QTest::newRow("required member missing") << "GetItem" << R"({"TableName": "ecommerce"})"
        << kOne + "Value null at 'key' failed to satisfy constraint: Member must not be null";
    QTest::newRow("limit below its range") << "Query"
        << R"({"TableName": "ecommerce", "Limit": 0, "KeyConditionExpression": "PK = :p",
              "ExpressionAttributeValues": {":p": {"S": "x"}}})"
        << kOne + "Value at 'Limit' failed to satisfy constraint: Member must have value "
                  "greater than or equal to 1";
    // Query's ConditionalOperator alone and bare, before an unknown Select, in its own words.
    QTest::newRow("query XOR before a bad Select") << "Query"
        << R"({"TableName": "absent", "Select": "BOGUS", "ConditionalOperator": "XOR",
              "KeyConditions": {"pk": {"ComparisonOperator": "EQ",
                                       "AttributeValueList": [{"S": "a"}]}},
              "QueryFilter": {"b": {"ComparisonOperator": "NULL"},
                              "c": {"ComparisonOperator": "NULL"}}})"
        << "ValidationException: Failed to satisfy constraint: Member must satisfy enum value "
           "set: [ALL, OR]";
    // Scan's is still worded by the older validator, with the value.
    QTest::newRow("scan limit below its range") << "Scan"
        << R"({"TableName": "ecommerce", "Limit": 0})"
        << kOne + "Value '0' at 'limit' failed to satisfy constraint: Member must have value "
                  "greater than or equal to 1";
    QTest::newRow("list element's enum") << "CreateTable"
        << R"({"TableName": "tbl1", "BillingMode": "PAY_PER_REQUEST",
              "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "p", "KeyType": "PRIMARY"}]})"
        << kOne + "Value 'PRIMARY' at 'keySchema.1.member.keyType' failed to satisfy "
                  "constraint: Member must satisfy enum value set: [HASH, RANGE]";
    // BatchGetItem's table names are map keys, the map echoed as JSON, joined in member order
    // with the other members' faults (paritysuite/dynamodb-conformance tests/tier3/
    // validation-ordering/batchOperations.test.ts, us-east-1 and eu-west-2, 2026-10-09).
    QTest::newRow("batch get table name") << "BatchGetItem"
        << R"({"RequestItems": {"bad!name": {"Keys": [{"pk": {"S": "a"}}]}},
              "ReturnConsumedCapacity": "BOGUS"})"
        << "ValidationException: 2 validation errors detected: Value "
           "'{\"bad!name\":{\"Keys\":[{\"pk\":{\"S\":\"a\"}}]}}' at 'requestItems' "
           "failed to satisfy constraint: Map keys must satisfy constraint: [Member must have "
           "length less than or equal to 255, Member must have length greater than or equal to "
           "3, Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+]; Value 'BOGUS' "
           "at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum "
           "value set: [INDEXES, TOTAL, NONE]";
    QTest::newRow("batch write table name") << "BatchWriteItem"
        << R"({"RequestItems": {"bad!name": [{"PutRequest": {"Item": {"pk": {"S": "x"}}}}]}})"
        << kOne + "Value '{bad!name=[WriteRequest(putRequest=PutRequest(item={pk="
                  "AttributeValue(s=x)}))]}' at 'requestItems' failed to satisfy constraint: Map "
                  "keys must satisfy constraint: [Member must have length less than or equal to "
                  "255, Member must have length greater than or equal to 3, Member must satisfy "
                  "regular expression pattern: [a-zA-Z0-9_.-]+]";
    QTest::newRow("pattern and length of one member") << "Query"
        << R"({"TableName": "ecommerce", "IndexName": "a!", "KeyConditionExpression": "x = :x",
              "ExpressionAttributeValues": {":x": {"S": "x"}}})"
        << "ValidationException: 2 validation errors detected: Value 'a!' at 'indexName' "
           "failed to satisfy constraint: Member must satisfy regular expression pattern: "
           "[a-zA-Z0-9_.-]+; Value 'a!' at 'indexName' failed to satisfy constraint: Member "
           "must have length greater than or equal to 3";
    QTest::newRow("two members") << "Scan"
        << R"({"TableName": "ecommerce", "Select": "EVERYTHING", "Segment": -1,
              "TotalSegments": 2})"
        << "ValidationException: 2 validation errors detected: Value '-1' at 'segment' failed "
           "to satisfy constraint: Member must have value greater than or equal to 0; Value "
           "'EVERYTHING' at 'select' failed to satisfy constraint: Member must satisfy enum "
           "value set: [SPECIFIC_ATTRIBUTES, COUNT, ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES]";
    QTest::newRow("empty writes of a table") << "BatchWriteItem"
        << R"({"RequestItems": {"ecommerce": []}})"
        << kOne + "Value '{ecommerce=[]}' at 'requestItems' failed to satisfy constraint: Map "
                  "value must satisfy constraint: [Member must have length less than or equal "
                  "to 25, Member must have length greater than or equal to 1]";
    QTest::newRow("nested required member") << "UpdateTable"
        << R"({"TableName": "ecommerce", "StreamSpecification": {"StreamViewType": "KEYS_ONLY"}})"
        << kOne + "Value null at 'streamSpecification.streamEnabled' failed to satisfy "
                  "constraint: Member must not be null";
    QTest::newRow("streams: iterator type") << "GetShardIterator"
        << R"({"StreamArn": "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce/stream/x",
              "ShardId": "shardId-00000000000000000000-00000000", "ShardIteratorType": "FIRST"})"
        << kOne + "Value 'FIRST' at 'shardIteratorType' failed to satisfy constraint: Member "
                  "must satisfy enum value set: [TRIM_HORIZON, LATEST, AT_SEQUENCE_NUMBER, "
                  "AFTER_SEQUENCE_NUMBER]";
    // Recorded against the service, us-east-1 and eu-west-2, 2026-10-09 (paritysuite/
    // dynamodb-conformance tests/tier3/validation-ordering/ and error-messages/): which members
    // the framework lists first, which alone, and which give way (model/framework_reporting.h).
    const QString emptyName = "Value '' at 'tableName' failed to satisfy constraint: Member "
                              "must have length greater than or equal to 1";
    const QString noKey = "Value null at 'key' failed to satisfy constraint: Member must not "
                          "be null";
    QTest::newRow("update item: empty name beside a missing key") << "UpdateItem"
        << R"({"TableName": "", "UpdateExpression": "SET a = :a",
              "ExpressionAttributeValues": {":a": {"S": "x"}}})"
        << "ValidationException: 2 validation errors detected: " + emptyName + "; " + noKey;
    QTest::newRow("update item: members reported first") << "UpdateItem"
        << R"({"TableName": "", "UpdateExpression": "SET a = :a",
              "ExpressionAttributeValues": {":a": {"S": "x"}},
              "ReturnConsumedCapacity": "INVALID", "ReturnValues": "INVALID"})"
        << "ValidationException: 4 validation errors detected: Value 'INVALID' at "
           "'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum "
           "value set: [INDEXES, TOTAL, NONE]; " + emptyName + "; Value 'INVALID' at "
           "'returnValues' failed to satisfy constraint: Member must satisfy enum value set: "
           "[ALL_NEW, UPDATED_OLD, ALL_OLD, NONE, UPDATED_NEW]; " + noKey;
    QTest::newRow("update item: return values alone beside a key") << "UpdateItem"
        << R"({"TableName": "absent", "Key": {"pk": {"S": "a"}}, "ReturnValues": "INVALID",
              "ReturnConsumedCapacity": "INVALID"})"
        << kOne + "Failed to satisfy constraint: Member must satisfy enum value set: "
                  "[ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]";
    QTest::newRow("batch write: table names give way to an enum") << "BatchWriteItem"
        << R"({"RequestItems": {"bad!name": [{"PutRequest": {"Item": {"pk": {"S": "x"}}}}]},
              "ReturnConsumedCapacity": "BOGUS"})"
        << kOne + "Value 'BOGUS' at 'returnConsumedCapacity' failed to satisfy constraint: "
                  "Member must satisfy enum value set: [INDEXES, TOTAL, NONE]";
    QTest::newRow("create table: the name alone") << "CreateTable"
        << R"({"TableName": "x!", "KeySchema": [],
              "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]})"
        << "ValidationException: 2 validation errors detected: Value 'x!' at 'tableName' "
           "failed to satisfy constraint: Member must satisfy regular expression pattern: "
           "[a-zA-Z0-9_.-]+; Value 'x!' at 'tableName' failed to satisfy constraint: Member "
           "must have length greater than or equal to 3";
    QTest::newRow("transaction: an action's table name") << "TransactGetItems"
        << R"({"TransactItems": [{"Get": {"TableName": "ecommerce", "Key": {"PK": {"S": "a"},
                                                                           "SK": {"S": "b"}}}},
                                 {"Get": {"TableName": "bad!name", "Key": {"pk": {"S": "a"}}}}]})"
        << kOne + "Value 'bad!name' at 'transactItems.2.member.get.tableName' failed to satisfy "
                  "constraint: Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+";
    QTest::newRow("transaction: an action holding nothing") << "TransactWriteItems"
        << R"({"TransactItems": [{}]})"
        << kOne + "Value '' at 'transactItems' failed to satisfy constraint: "
                  "TransactWriteRequest should contain Delete or Put or Update or ConditionCheck";
    QTest::newRow("create table: one attribute keyed twice") << "CreateTable"
        << R"({"TableName": "dupkey", "BillingMode": "PAY_PER_REQUEST",
              "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"},
                            {"AttributeName": "pk", "KeyType": "RANGE"}]})"
        << "ValidationException: Invalid KeySchema: Some index key attribute have no "
           "definition";
    // Java counts UTF-16 code units: 128 emoji are 256 of them, past a tag key's 128.
    QString emoji;
    for (int i = 0; i < 128; ++i)
        emoji += QString::fromUtf8("\xF0\x9F\x98\x80");
    QTest::newRow("length in UTF-16 units") << "TagResource"
        << R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce",
              "Tags": [{"Key": ")" + emoji + R"(", "Value": "v"}]})"
        << kOne + "Value '" + emoji + "' at 'tags.1.member.key' failed to satisfy constraint: "
                  "Member must have length less than or equal to 128";
}

void TestRequestConstraints::violationsAreValidationErrors()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, error);
    auto db = openMemory();
    createEcommerce(*db);
    QCOMPARE(fails(*db, operation.toStdString(), request.toStdString()), error);
    // Nothing ran: the table is empty and unchanged.
    QCOMPARE(ok(*db, "Scan", R"({"TableName": "ecommerce"})").at("Count").as_int64(), 0);
}

void TestRequestConstraints::atMostTenAreListed()
{
    auto db = openMemory();
    std::string elements;
    for (int i = 0; i < 12; ++i)
        elements += std::string(i ? "," : "") + R"({"AttributeName": "", "KeyType": "X"})";
    const QString error = fails(*db, "CreateTable",
                                R"({"TableName": "tbl1", "AttributeDefinitions": [],
                                    "KeySchema": [)" + elements + "]}");
    QVERIFY2(error.startsWith("ValidationException: 10 validation errors detected: "),
             qPrintable(error));
    QCOMPARE(error.count("; "), 9);
}

void TestRequestConstraints::longListsAreEchoedWhole()
{
    auto db = openMemory();
    std::string actions;
    for (int i = 0; i < 101; ++i)
        actions += (i ? "," : "") + std::string(R"({"Put": {"TableName": "ecommerce", "Item":
            {"PK": {"S": "p"}, "SK": {"S": ")") + std::to_string(i) + R"("}}}})";
    const QString error = fails(*db, "TransactWriteItems",
                                R"({"TransactItems": [)" + actions + "]}");
    QVERIFY2(error.startsWith("ValidationException: 1 validation error detected: Value '[{Put="),
             qPrintable(error));
    QVERIFY2(error.endsWith("SK={S=100}}}}]' at 'transactItems' failed to satisfy constraint: "
                            "Member must have length less than or equal to 100"),
             qPrintable(error.right(200)));
}

void TestRequestConstraints::validRequestsRun()
{
    auto db = openMemory();
    createEcommerce(*db);
    ok(*db, "Scan", R"({"TableName": "ecommerce", "Select": "COUNT", "Segment": 1,
                        "TotalSegments": 2, "ReturnConsumedCapacity": "INDEXES"})");
    ok(*db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"},
                           "SK": {"S": "b"}}, "ReturnValues": "ALL_OLD"})");
    ok(*db, "TagResource", R"({"ResourceArn":
        "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce",
        "Tags": [{"Key": "team", "Value": ""}]})");
}

QTEST_GUILESS_MAIN(TestRequestConstraints)
#include "tst_request_constraints.moc"
