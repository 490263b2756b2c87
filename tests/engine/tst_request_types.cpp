// Requests are checked against the API model's shapes before anything runs: a member of the
// wrong JSON type anywhere in a request is a SerializationException (it crashed the server
// before: operation code read members with get_string() and friends on trust), members the
// model does not know and nulls are let through, as the service lets them through.

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestRequestTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void wrongTypesAreSerializationErrors_data();
    void wrongTypesAreSerializationErrors();
    void wellTypedRequestsRun_data();
    void wellTypedRequestsRun();
    void theServerSurvivesTheReportedRequest();
};

void TestRequestTypes::wrongTypesAreSerializationErrors_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    // The request of the report: a number among an INCLUDE projection's attribute names.
    QTest::newRow("number among NonKeyAttributes") << "CreateTable"
        << R"({"TableName":"tbl1","KeySchema":[{"AttributeName":"p","KeyType":"HASH"}],
              "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},
                                      {"AttributeName":"x","AttributeType":"S"}],
              "BillingMode":"PAY_PER_REQUEST",
              "GlobalSecondaryIndexes":[{"IndexName":"hello",
                "KeySchema":[{"AttributeName":"x","KeyType":"HASH"}],
                "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":["a",123]}}]})"
        << "SerializationException: class java.lang.Short can not be converted to an String";
    QTest::newRow("table name a number") << "DescribeTable" << R"({"TableName": 7})"
        << "SerializationException: class java.lang.Short can not be converted to an String";
    QTest::newRow("limit a string") << "Scan" << R"({"TableName": "ecommerce", "Limit": "5"})"
        << "SerializationException: class java.lang.String can not be converted to an Integer";
    QTest::newRow("limit a fraction") << "Scan" << R"({"TableName": "ecommerce", "Limit": 2.5})"
        << "SerializationException: class java.lang.Double can not be converted to an Integer";
    QTest::newRow("consistent read a string") << "GetItem"
        << R"({"TableName": "ecommerce", "Key": {}, "ConsistentRead": "yes"})"
        << "SerializationException: 'YES' can not be converted to an Boolean";
    QTest::newRow("key schema element a string") << "CreateTable"
        << R"({"TableName": "t1", "KeySchema": ["p"], "AttributeDefinitions": []})"
        << "SerializationException: Expected null";
    QTest::newRow("request items a list") << "BatchGetItem" << R"({"RequestItems": []})"
        << "SerializationException: Start of list found where not expected";
    QTest::newRow("transact item a number") << "TransactWriteItems"
        << R"({"TransactItems": [{"Put": {"TableName": "ecommerce", "Item": {},
              "ConditionExpression": 1}}]})"
        << "SerializationException: class java.lang.Short can not be converted to an String";
    QTest::newRow("placeholder names of numbers") << "Query"
        << R"({"TableName": "ecommerce", "KeyConditionExpression": "#p = :p",
              "ExpressionAttributeNames": {"#p": 1}})"
        << "SerializationException: class java.lang.Short can not be converted to an String";
    QTest::newRow("null among NonKeyAttributes") << "CreateTable"
        << R"({"TableName":"tbl1","KeySchema":[{"AttributeName":"p","KeyType":"HASH"}],
              "AttributeDefinitions":[{"AttributeName":"p","AttributeType":"S"},
                                      {"AttributeName":"x","AttributeType":"S"}],
              "BillingMode":"PAY_PER_REQUEST",
              "GlobalSecondaryIndexes":[{"IndexName":"hello",
                "KeySchema":[{"AttributeName":"x","KeyType":"HASH"}],
                "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":[null]}}]})"
        << "SerializationException: Unexpected value type for NonKeyAttributes: expected a "
           "string";
    QTest::newRow("null placeholder name") << "Scan"
        << R"({"TableName": "ecommerce", "ProjectionExpression": "#a",
              "ExpressionAttributeNames": {"#a": null}})"
        << "SerializationException: Unexpected value type for ExpressionAttributeNames: "
           "expected a string";
    QTest::newRow("streams: shard id a list") << "GetShardIterator"
        << R"({"StreamArn": "arn", "ShardId": ["s"], "ShardIteratorType": "LATEST"})"
        << "SerializationException: Start of list found where not expected";
    QTest::newRow("stream specification a bool") << "UpdateTable"
        << R"({"TableName": "ecommerce", "StreamSpecification": true})"
        << "SerializationException: Expected null";
}

void TestRequestTypes::wrongTypesAreSerializationErrors()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, error);
    auto db = openMemory();
    createEcommerce(*db);
    QCOMPARE(fails(*db, operation.toStdString(), request.toStdString()), error);
    // Nothing half-done: the table list is as before.
    QCOMPARE(ok(*db, "ListTables", "{}").at("TableNames").as_array().size(), std::size_t(1));
}

void TestRequestTypes::wellTypedRequestsRun_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::newRow("unknown members are ignored") << "DescribeTable"
        << R"({"TableName": "ecommerce", "SomethingNew": [1, {"x": true}]})";
    QTest::newRow("null counts as absent") << "Scan"
        << R"({"TableName": "ecommerce", "Limit": null, "FilterExpression": null})";
    QTest::newRow("integral number written as a double") << "Scan"
        << R"({"TableName": "ecommerce", "Limit": 5.0})";
    QTest::newRow("items are left to the item decoder") << "PutItem"
        << R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"},
              "n": {"N": "1"}, "m": {"M": {"l": {"L": [{"BOOL": true}]}}}}})";
}

void TestRequestTypes::wellTypedRequestsRun()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    auto db = openMemory();
    createEcommerce(*db);
    ok(*db, operation.toStdString(), request.toStdString());
}

void TestRequestTypes::theServerSurvivesTheReportedRequest()
{
    // Every JSON type in every position of the reported request: never a crash.
    auto db = openMemory();
    const char *values[] = {"1", "\"s\"", "true", "[]", "{}", "[1]", "{\"a\": 1}", "null"};
    for (const char *value : values) {
        const std::string request = std::string(R"({"TableName":"tbl1","KeySchema":[{
            "AttributeName":"p","KeyType":"HASH"}],"AttributeDefinitions":[
            {"AttributeName":"p","AttributeType":"S"},{"AttributeName":"x",
            "AttributeType":"S"}],"BillingMode":"PAY_PER_REQUEST",
            "GlobalSecondaryIndexes":[{"IndexName":"hello","KeySchema":[{"AttributeName":"x",
            "KeyType":"HASH"}],"Projection":{"ProjectionType":"INCLUDE",
            "NonKeyAttributes":[)") + value + "]}}]}";
        const auto result = db->call("CreateTable", parseObject(request));
        if (result.ok())
            ok(*db, "DeleteTable", R"({"TableName": "tbl1"})");
    }
}

QTEST_GUILESS_MAIN(TestRequestTypes)
#include "tst_request_types.moc"
