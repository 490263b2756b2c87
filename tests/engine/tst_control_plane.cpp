#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestControlPlane : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void createAndDescribe();
    void createRejects_data();
    void createRejects();
    void listTablesPages();
    void deleteTable();
    void updateBilling();
    void updateBillingWithIndexes();
    void limitsAndBackups();
};

void TestControlPlane::createAndDescribe()
{
    auto db = openMemory();
    createEcommerce(*db);
    auto d = ok(*db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table").as_object();
    QCOMPARE(text(d.at("TableStatus")), "\"ACTIVE\"");
    QCOMPARE(text(d.at("ItemCount")), "0");
    QCOMPARE(text(d.at("BillingModeSummary").at("BillingMode")), "\"PAY_PER_REQUEST\"");
    QCOMPARE(text(d.at("TableArn")),
             "\"arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce\"");
    QCOMPARE(fails(*db, "DescribeTable", R"({"TableName": "nope"})"),
             "ResourceNotFoundException: Requested resource not found: Table: nope not found");
    QCOMPARE(fails(*db, "CreateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})"),
             "ResourceInUseException: Table already exists: ecommerce");
}

void TestControlPlane::createRejects_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    const QString keys = R"("KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}])";
    QTest::newRow("short name") << R"({"TableName": "ab", "BillingMode": "PAY_PER_REQUEST", )" + keys + "}"
        << "ValidationException: 1 validation error detected: Value 'ab' at 'tableName' failed "
           "to satisfy constraint: Member must have length greater than or equal to 3";
    QTest::newRow("bad name") << R"({"TableName": "a b c", "BillingMode": "PAY_PER_REQUEST", )" + keys + "}"
        << "ValidationException: 1 validation error detected: Value 'a b c' at 'tableName' "
           "failed to satisfy constraint: Member must satisfy regular expression pattern: "
           "[a-zA-Z0-9_.-]+";
    QTest::newRow("no name") << R"({"BillingMode": "PAY_PER_REQUEST", )" + keys + "}"
        << "ValidationException: 1 validation error detected: Value null at 'tableName' failed "
           "to satisfy constraint: Member must not be null";
    QTest::newRow("no throughput") << R"({"TableName": "tab1", )" + keys + "}"
        << "ValidationException: One or more parameter values were invalid: ReadCapacityUnits "
           "and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED";
    QTest::newRow("throughput on demand") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "ProvisionedThroughput": {"ReadCapacityUnits": 1,
        "WriteCapacityUnits": 1}, )" + keys + "}"
        << "ValidationException: One or more parameter values were invalid: Neither "
           "ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is "
           "PAY_PER_REQUEST";
    QTest::newRow("range first") << R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})"
        << "ValidationException: Invalid KeySchema: The first KeySchemaElement is not a HASH "
           "key type";
    QTest::newRow("undefined key") << R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "X", "AttributeType": "S"}]})"
        << "ValidationException: One or more parameter values were invalid: Some index key "
           "attributes are not defined in AttributeDefinitions. Keys: [PK], "
           "AttributeDefinitions: [X]";
    QTest::newRow("extra definition") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "X", "AttributeType": "S"}]})"
        << "ValidationException: One or more parameter values were invalid: Number of "
           "attributes in KeySchema does not exactly match number of attributes defined in "
           "AttributeDefinitions";
    QTest::newRow("bad type") << R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "BOOL"}]})"
        << "ValidationException: 1 validation error detected: Value 'BOOL' at "
           "'attributeDefinitions.1.member.attributeType' failed to satisfy constraint: Member "
           "must satisfy enum value set: [B, N, S]";
    QTest::newRow("bad billing") << R"({"TableName": "tab1", "BillingMode": "FREE", )" + keys + "}"
        << "ValidationException: 1 validation error detected: Value 'FREE' at 'billingMode' "
           "failed to satisfy constraint: Member must satisfy enum value set: [PROVISIONED, "
           "PAY_PER_REQUEST]";
    QString gsis;
    for (int i = 0; i < 21; ++i)
        gsis += QString(i ? "," : "")
                + QString(R"~({"IndexName": "GSI%1", "KeySchema": [{"AttributeName": "PK",
                  "KeyType": "HASH"}], "Projection": {"ProjectionType": "KEYS_ONLY"}})~")
                      .arg(i);
    QTest::newRow("21 GSIs") << R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "GlobalSecondaryIndexes": [)" + gsis + "], " + keys + "}"
        << "ValidationException: One or more parameter values were invalid: Number of "
           "GlobalSecondaryIndexes exceeds per-table limit of 20";
    QTest::newRow("LSI without table sort key") << R"~({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "LocalSecondaryIndexes": [{"IndexName": "LSI", "KeySchema": [
        {"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "PK", "KeyType":
        "RANGE"}], "Projection": {"ProjectionType": "ALL"}}], )~" + keys + "}"
        << "ValidationException: One or more parameter values were invalid: Table KeySchema "
           "does not have a range key, which is required when specifying a LocalSecondaryIndex";
    QTest::newRow("key schema not a list") << R"({"TableName": "tab1", "KeySchema": 5})"
        << "SerializationException: Expected list or null";
    const QString gsiKeys = R"("KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "G", "AttributeType": "S"}])";
    const QString gsi = R"("GlobalSecondaryIndexes": [{"IndexName": "ByG", "KeySchema":
        [{"AttributeName": "G", "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"})";
    const QString units = R"({"ReadCapacityUnits": 1, "WriteCapacityUnits": 1})";
    QTest::newRow("provisioned GSI without units") << R"({"TableName": "tab1",
        "ProvisionedThroughput": )" + units + ", " + gsiKeys + ", " + gsi + "}]}"
        << "ValidationException: One or more parameter values were invalid: "
           "ProvisionedThroughput is not specified for index: ByG";
    QTest::newRow("on-demand GSI with units") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", )" + gsiKeys + ", " + gsi + R"(, "ProvisionedThroughput": )" + units
        + "}]}"
        << "ValidationException: One or more parameter values were invalid: "
           "ProvisionedThroughput should not be specified for index: ByG when BillingMode is "
           "PAY_PER_REQUEST";
}

void TestControlPlane::createRejects()
{
    QFETCH(QString, request);
    QFETCH(QString, error);
    auto db = openMemory();
    QCOMPARE(fails(*db, "CreateTable", request.toStdString()), error);
    QCOMPARE(text(ok(*db, "ListTables", "{}").at("TableNames")), "[]");
}

void TestControlPlane::listTablesPages()
{
    auto db = openMemory();
    for (const char *name : {"gamma", "alpha", "beta", "delta"})
        createEcommerce(*db, name);
    auto page = ok(*db, "ListTables", R"({"Limit": 3})");
    QCOMPARE(text(page.at("TableNames")), R"(["alpha","beta","delta"])");
    QCOMPARE(text(page.at("LastEvaluatedTableName")), "\"delta\"");
    page = ok(*db, "ListTables", R"({"Limit": 3, "ExclusiveStartTableName": "delta"})");
    QCOMPARE(text(page.at("TableNames")), R"(["gamma"])");
    QVERIFY(!page.contains("LastEvaluatedTableName"));
    QCOMPARE(fails(*db, "ListTables", R"({"Limit": 0})"),
             "ValidationException: 1 validation error detected: Value '0' at 'limit' failed to "
             "satisfy constraint: Member must have value greater than or equal to 1");
}

void TestControlPlane::deleteTable()
{
    auto db = openMemory();
    createEcommerce(*db);
    ok(*db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"}}})");
    auto d = ok(*db, "DeleteTable", R"({"TableName": "ecommerce"})");
    QCOMPARE(text(d.at("TableDescription").at("TableStatus")), "\"DELETING\"");
    QCOMPARE(fails(*db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "a"},
        "SK": {"S": "b"}}})"), "ResourceNotFoundException: Requested resource not found");
    createEcommerce(*db);
    auto scan = ok(*db, "Scan", R"({"TableName": "ecommerce"})");
    QCOMPARE(text(scan.at("Count")), "0");
}

void TestControlPlane::updateBilling()
{
    auto db = openMemory();
    createEcommerce(*db);
    auto d = ok(*db, "UpdateTable", R"({"TableName": "ecommerce", "BillingMode": "PROVISIONED",
        "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 7}})");
    const auto &t = d.at("TableDescription");
    QCOMPARE(text(t.at("BillingModeSummary").at("BillingMode")), "\"PROVISIONED\"");
    QCOMPARE(text(t.at("ProvisionedThroughput").at("WriteCapacityUnits")), "7");
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PAY_PER_REQUEST", "ProvisionedThroughput": {"ReadCapacityUnits": 5,
        "WriteCapacityUnits": 7}})"),
             "ValidationException: One or more parameter values were invalid: Neither "
             "ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is "
             "PAY_PER_REQUEST");
}

// Switching a table with GSIs: to PROVISIONED needs every GSI's units in the same call; to
// on-demand, the GSIs describe zero units like the table.
void TestControlPlane::updateBillingWithIndexes()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "G", "AttributeType": "S"}, {"AttributeName": "H",
            "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [
            {"IndexName": "ByG", "KeySchema": [{"AttributeName": "G", "KeyType": "HASH"}],
             "Projection": {"ProjectionType": "ALL"}},
            {"IndexName": "ByH", "KeySchema": [{"AttributeName": "H", "KeyType": "HASH"}],
             "Projection": {"ProjectionType": "KEYS_ONLY"}}]})");
    const std::string toProvisioned = R"({"TableName": "tab1", "BillingMode": "PROVISIONED",
        "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5})";
    QCOMPARE(fails(*db, "UpdateTable", toProvisioned + "}"),
             "ValidationException: One or more parameter values were invalid: "
             "ProvisionedThroughput must be specified for index: ByG,ByH");
    auto d = ok(*db, "UpdateTable", toProvisioned + R"(, "GlobalSecondaryIndexUpdates": [
        {"Update": {"IndexName": "ByG", "ProvisionedThroughput": {"ReadCapacityUnits": 3,
            "WriteCapacityUnits": 4}}},
        {"Update": {"IndexName": "ByH", "ProvisionedThroughput": {"ReadCapacityUnits": 1,
            "WriteCapacityUnits": 2}}}]})");
    const auto &gsis = d.at("TableDescription").at("GlobalSecondaryIndexes");
    QCOMPARE(text(gsis.at(0).at("ProvisionedThroughput").at("WriteCapacityUnits")), "4");
    QCOMPARE(text(gsis.at(1).at("ProvisionedThroughput").at("WriteCapacityUnits")), "2");
    d = ok(*db, "UpdateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST"})");
    for (const json::value &gsi : d.at("TableDescription").at("GlobalSecondaryIndexes")
                                      .as_array())
        QCOMPARE(text(gsi.at("ProvisionedThroughput").at("ReadCapacityUnits")), "0");
}

// What deployment tools read besides the table: the account's quotas, and that no
// point-in-time recovery runs.
void TestControlPlane::limitsAndBackups()
{
    auto db = openMemory();
    createEcommerce(*db);
    QCOMPARE(text(ok(*db, "DescribeLimits", "{}")),
             R"({"AccountMaxReadCapacityUnits":80000,"AccountMaxWriteCapacityUnits":80000,)"
             R"("TableMaxReadCapacityUnits":40000,"TableMaxWriteCapacityUnits":40000})");
    QCOMPARE(text(ok(*db, "DescribeContinuousBackups", R"({"TableName": "ecommerce"})")),
             R"({"ContinuousBackupsDescription":{"ContinuousBackupsStatus":"ENABLED",)"
             R"("PointInTimeRecoveryDescription":{"PointInTimeRecoveryStatus":"DISABLED"}}})");
    QCOMPARE(fails(*db, "DescribeContinuousBackups", R"({"TableName": "nope"})"),
             "TableNotFoundException: Table not found: nope");
}

QTEST_GUILESS_MAIN(TestControlPlane)
#include "tst_control_plane.moc"
