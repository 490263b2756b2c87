#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

#include <QRegularExpression>
#include <QSet>

#include <chrono>

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
    void tableIdIsVersion4Uuid();
    void deleteTableDescription();
    void payPerRequestDate();
    void updateThatChangesNothing();
    void indexAddedToTableWithLocalIndexes();
    void indexKeyTypes_data();
    void indexKeyTypes();
    void nonKeyAttributesNamingKeys();
    void createIndexProjectionRefused();
    void tableNamedByArn_data();
    void tableNamedByArn();
    void tableArnRefused_data();
    void tableArnRefused();
    void batchesAndTransactionsByArn();
    void capacityNamesTableAsRequested_data();
    void capacityNamesTableAsRequested();
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
        << "ValidationException: One or more parameter values were invalid: "
           "GlobalSecondaryIndex count exceeds the per-table limit of 20";
    QTest::newRow("LSI without table sort key") << R"~({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "LocalSecondaryIndexes": [{"IndexName": "LSI", "KeySchema": [
        {"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "PK", "KeyType":
        "RANGE"}], "Projection": {"ProjectionType": "ALL"}}], )~" + keys + "}"
        << "ValidationException: One or more parameter values were invalid: Table KeySchema "
           "does not have a range key, which is required when specifying a LocalSecondaryIndex";
    // dynalite's validations/createTable.js; the Alternator suite's test_lsi_wrong_bad_range.
    QTest::newRow("LSI keyed twice on the partition key") << R"~({"TableName": "tab1",
        "BillingMode": "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "p", "KeyType":
        "HASH"}, {"AttributeName": "c", "KeyType": "RANGE"}], "AttributeDefinitions": [
        {"AttributeName": "p", "AttributeType": "S"}, {"AttributeName": "c", "AttributeType":
        "S"}], "LocalSecondaryIndexes": [{"IndexName": "hello", "KeySchema": [{"AttributeName":
        "p", "KeyType": "HASH"}, {"AttributeName": "p", "KeyType": "RANGE"}], "Projection":
        {"ProjectionType": "ALL"}}]})~"
        << "ValidationException: Both the Hash Key and the Range Key element in the KeySchema "
           "have the same name";
    QTest::newRow("table keyed twice on one attribute") << R"({"TableName": "tab1",
        "BillingMode": "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "p", "KeyType":
        "HASH"}, {"AttributeName": "p", "KeyType": "HASH"}], "AttributeDefinitions": [
        {"AttributeName": "p", "AttributeType": "S"}, {"AttributeName": "q",
        "AttributeType": "S"}]})"
        << "ValidationException: Both the Hash Key and the Range Key element in the KeySchema "
           "have the same name";
    // More keys than definitions, before names are compared (dynalite; recorded against the
    // service: validation-ordering/createTable.test.ts).
    QTest::newRow("table keyed twice beside one definition") << R"({"TableName": "tab1",
        "BillingMode": "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "p", "KeyType":
        "HASH"}, {"AttributeName": "p", "KeyType": "RANGE"}], "AttributeDefinitions": [
        {"AttributeName": "p", "AttributeType": "S"}]})"
        << "ValidationException: Invalid KeySchema: Some index key attribute have no definition";
    QTest::newRow("key schema not a list") << R"({"TableName": "tab1", "KeySchema": 5})"
        << "SerializationException: Unexpected field type";
    const QString gsiKeys = R"("KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "G", "AttributeType": "S"}])";
    const QString gsi = R"("GlobalSecondaryIndexes": [{"IndexName": "ByG", "KeySchema":
        [{"AttributeName": "G", "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"})";
    const QString units = R"({"ReadCapacityUnits": 1, "WriteCapacityUnits": 1})";
    // Texts recorded against the service (2026-10): a duplicate definition, even of another
    // type, and a name listed twice among an index's NonKeyAttributes.
    QTest::newRow("duplicate definition") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "PK", "AttributeType": "N"}]})"
        << "ValidationException: Attribute Name is duplicated: PK";
    const QString include = R"("Projection": {"ProjectionType": "INCLUDE",
        "NonKeyAttributes": ["a", "b", "a"]})";
    QTest::newRow("NonKeyAttributes twice in a GSI") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", )" + gsiKeys + R"(, "GlobalSecondaryIndexes": [{"IndexName": "ByG",
        "KeySchema": [{"AttributeName": "G", "KeyType": "HASH"}], )" + include + "}]}"
        << "ValidationException: One or more parameter values were invalid: Duplicate element "
           "in NonKeyAttributes: a";
    QTest::newRow("NonKeyAttributes twice in an LSI") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
        {"AttributeName": "SK", "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName":
        "PK", "AttributeType": "S"}, {"AttributeName": "SK", "AttributeType": "S"},
        {"AttributeName": "L", "AttributeType": "S"}], "LocalSecondaryIndexes": [{"IndexName":
        "ByL", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "L",
        "KeyType": "RANGE"}], )" + include + "}]}"
        << "ValidationException: One or more parameter values were invalid: Duplicate element "
           "in NonKeyAttributes: a";
    QString twenties;
    for (int index = 0; index < 6; ++index) {
        QString names;
        for (int i = 0; i < (index < 5 ? 20 : 1); ++i)
            names += QString(i ? ", " : "") + QString("\"n%1_%2\"").arg(index).arg(i);
        twenties += QString(index ? ", " : "")
                    + QString(R"~({"IndexName": "Gsi%1", "KeySchema": [{"AttributeName": "G",
                      "KeyType": "HASH"}], "Projection": {"ProjectionType": "INCLUDE",
                      "NonKeyAttributes": [%2]}})~").arg(index).arg(names);
    }
    QTest::newRow("101 projected attributes") << R"({"TableName": "tab1", "BillingMode":
        "PAY_PER_REQUEST", )" + gsiKeys + R"(, "GlobalSecondaryIndexes": [)" + twenties + "]}"
        << "ValidationException: One or more parameter values were invalid: Number of projected "
           "attributes in all indexes exceeds limit of 100, projectedAttributeCount: 101";
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

// TableId is a random (version 4) UUID, as the service's: 4 in the version nibble, 8-b in the
// variant one, a new one for each table.
void TestControlPlane::tableIdIsVersion4Uuid()
{
    auto db = openMemory();
    const QRegularExpression uuid4(
        "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$");
    QSet<QString> ids;
    for (int i = 0; i < 64; ++i) {
        const std::string name = "tab" + std::to_string(i);
        createEcommerce(*db, name);
        auto d = ok(*db, "DescribeTable", R"({"TableName": ")" + name + R"("})");
        const QString id = QString::fromStdString(
            std::string(d.at("Table").at("TableId").as_string()));
        QVERIFY2(uuid4.match(id).hasMatch(), qPrintable(id));
        ids.insert(id);
    }
    QCOMPARE(ids.size(), 64);
}

// DeleteTable answers with the table being deleted as the service describes it: identity,
// throughput, size and billing, TableStatus DELETING; no key schema, indexes or dates.
void TestControlPlane::deleteTableDescription()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "G", "AttributeType": "S"}],
        "ProvisionedThroughput": {"ReadCapacityUnits": 3, "WriteCapacityUnits": 4},
        "GlobalSecondaryIndexes": [{"IndexName": "ByG",
            "KeySchema": [{"AttributeName": "G", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "ALL"},
            "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}]})");
    ok(*db, "PutItem", R"({"TableName": "tab1", "Item": {"PK": {"S": "a"}}})");
    const json::object created =
        ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table").as_object();
    json::object d = ok(*db, "DeleteTable", R"({"TableName": "tab1"})")
                         .at("TableDescription").as_object();
    QCOMPARE(d.at("TableId"), created.at("TableId"));
    d["TableId"] = "id";
    QCOMPARE(text(d),
             R"({"TableName":"tab1","TableArn":"arn:aws:dynamodb:us-east-1:000000000000:)"
             R"(table/tab1","TableId":"id","TableStatus":"DELETING","ProvisionedThroughput":)"
             R"({"NumberOfDecreasesToday":0,"ReadCapacityUnits":3,"WriteCapacityUnits":4},)"
             R"("TableSizeBytes":3,"ItemCount":1,"BillingModeSummary":)"
             R"({"BillingMode":"PROVISIONED"},"DeletionProtectionEnabled":false})");
}

// An on-demand table says since when: its creation, or the UpdateTable that switched it; the
// date stays when it goes back to PROVISIONED.
void TestControlPlane::payPerRequestDate()
{
    auto db = openMemory();
    auto clock =
        std::chrono::system_clock::time_point(std::chrono::milliseconds(1'700'000'000'500));
    TEST_setClock(*db, [&] { return clock; });
    createEcommerce(*db);
    auto d = ok(*db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table").as_object();
    QCOMPARE(d.at("BillingModeSummary").at("LastUpdateToPayPerRequestDateTime"),
             d.at("CreationDateTime"));
    ok(*db, "CreateTable", R"({"TableName": "tab1",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}})");
    d = ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table").as_object();
    QCOMPARE(text(d.at("BillingModeSummary")), R"({"BillingMode":"PROVISIONED"})");
    d = ok(*db, "UpdateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST"})")
            .at("TableDescription").as_object();
    QCOMPARE(text(d.at("BillingModeSummary")),
             R"({"BillingMode":"PAY_PER_REQUEST","LastUpdateToPayPerRequestDateTime":)"
             R"(1.7000000005E9})");
    clock += std::chrono::hours(1);
    d = ok(*db, "UpdateTable", R"({"TableName": "tab1", "BillingMode": "PROVISIONED",
        "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 2}})")
            .at("TableDescription").as_object();
    QCOMPARE(text(d.at("BillingModeSummary")),
             R"({"BillingMode":"PROVISIONED","LastUpdateToPayPerRequestDateTime":)"
             R"(1.7000000005E9})");
}

// The throughput a PROVISIONED table already has is refused with the service's text (recorded
// in dynalite's test/updateTable.js), with or without BillingMode, and nothing changes.
void TestControlPlane::updateThatChangesNothing()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        "ProvisionedThroughput": {"ReadCapacityUnits": 3, "WriteCapacityUnits": 4}})");
    const QString refused =
        "ValidationException: The provisioned throughput for the table will not change. The "
        "requested value equals the current value. Current ReadCapacityUnits provisioned for "
        "the table: 3. Requested ReadCapacityUnits: 3. Current WriteCapacityUnits provisioned "
        "for the table: 4. Requested WriteCapacityUnits: 4. Refer to the Amazon DynamoDB "
        "Developer Guide for current limits and how to request higher limits.";
    const std::string same = R"("ProvisionedThroughput": {"ReadCapacityUnits": 3,
        "WriteCapacityUnits": 4}})";
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab1", )" + same), refused);
    QCOMPARE(fails(*db, "UpdateTable",
                   R"({"TableName": "tab1", "BillingMode": "PROVISIONED", )" + same),
             refused);
    auto d = ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table");
    QVERIFY(!d.at("ProvisionedThroughput").as_object().contains("LastIncreaseDateTime"));
    d = ok(*db, "UpdateTable", R"({"TableName": "tab1", "ProvisionedThroughput":
        {"ReadCapacityUnits": 3, "WriteCapacityUnits": 5}})").at("TableDescription");
    QCOMPARE(text(d.at("ProvisionedThroughput").at("WriteCapacityUnits")), "5");
}

// A GSI added to a table that has LSIs, on an LSI's sort key: the request must define that
// key again (the table knows it, the service still asks), then the index is built.
void TestControlPlane::indexAddedToTableWithLocalIndexes()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"},
                      {"AttributeName": "c", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"},
            {"AttributeName": "c", "AttributeType": "S"},
            {"AttributeName": "x", "AttributeType": "S"}],
        "LocalSecondaryIndexes": [{"IndexName": "lsi",
            "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"},
                          {"AttributeName": "x", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "ALL"}}]})");
    for (const std::string i : {"1", "2", "3"}) {
        const std::string item = R"({"p": {"S": "p)" + i + R"("}, "c": {"S": "c"}, "x": {"S": "x)"
                                 + i + R"("}})";
        ok(*db, "PutItem", R"({"TableName": "tab1", "Item": )" + item + "}");
    }
    const std::string create = R"("GlobalSecondaryIndexUpdates": [{"Create": {
        "IndexName": "gsi", "KeySchema": [{"AttributeName": "x", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "ALL"}}}]})";
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab1", )" + create),
             "ValidationException: One or more parameter values were invalid: Some index key "
             "attributes are not defined in AttributeDefinitions. Keys: [x], "
             "AttributeDefinitions: []");
    ok(*db, "UpdateTable", R"({"TableName": "tab1", "AttributeDefinitions": [
        {"AttributeName": "x", "AttributeType": "S"}], )" + create);
    TEST_waitForIndexBackfills(*db);
    auto q = ok(*db, "Query", R"({"TableName": "tab1", "IndexName": "gsi",
        "KeyConditionExpression": "x = :x", "ExpressionAttributeValues": {":x": {"S": "x2"}}})");
    QCOMPARE(text(q.at("Items")), R"([{"c":{"S":"c"},"p":{"S":"p2"},"x":{"S":"x2"}}])");
    auto d = ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table");
    QCOMPARE(text(d.at("AttributeDefinitions")),
             R"([{"AttributeName":"p","AttributeType":"S"},{"AttributeName":"c",)"
             R"("AttributeType":"S"},{"AttributeName":"x","AttributeType":"S"}])");
    QCOMPARE(text(d.at("LocalSecondaryIndexes").at(0).at("IndexName")), "\"lsi\"");
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab1", "AttributeDefinitions": [
        {"AttributeName": "c", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [
        {"Create": {"IndexName": "lsi", "KeySchema": [{"AttributeName": "c",
        "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"}}}]})"),
             "ValidationException: One or more parameter values were invalid: Index already "
             "exists: lsi");
}

// A key attribute the table or an index already types cannot take another type (alternator's
// test_gsi_key_type_conflict_on_update records the service's text); spurious entries are
// ignored, as the service ignores them in UpdateTable.
void TestControlPlane::indexKeyTypes_data()
{
    QTest::addColumn<QString>("definitions");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("error");
    QTest::newRow("an index's key") << R"([{"AttributeName": "xyz", "AttributeType": "N"}])"
        << R"([{"AttributeName": "xyz", "KeyType": "HASH"}])"
        << "ValidationException: One or more parameter values were invalid: Attributes cannot "
           "be redefined. Please check that your attribute has the same type as previously "
           "defined. Existing schema: Schema:[SchemaElement: key{xyz:S:HASH}] New schema: "
           "Schema:[SchemaElement: key{xyz:N:HASH}]";
    QTest::newRow("the table's key") << R"([{"AttributeName": "xyz", "AttributeType": "S"},
        {"AttributeName": "p", "AttributeType": "B"}])"
        << R"([{"AttributeName": "xyz", "KeyType": "HASH"}, {"AttributeName": "p",
        "KeyType": "RANGE"}])"
        << "ValidationException: One or more parameter values were invalid: Attributes cannot "
           "be redefined. Please check that your attribute has the same type as previously "
           "defined. Existing schema: Schema:[SchemaElement: key{p:S:HASH}] New schema: "
           "Schema:[SchemaElement: key{xyz:S:HASH}, SchemaElement: key{p:B:RANGE}]";
    QTest::newRow("same types, one spurious") << R"([{"AttributeName": "xyz",
        "AttributeType": "S"}, {"AttributeName": "other", "AttributeType": "N"}])"
        << R"([{"AttributeName": "xyz", "KeyType": "HASH"}])" << "";
}

void TestControlPlane::indexKeyTypes()
{
    QFETCH(QString, definitions);
    QFETCH(QString, key);
    QFETCH(QString, error);
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"},
            {"AttributeName": "xyz", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [{"IndexName": "index1",
            "KeySchema": [{"AttributeName": "xyz", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "ALL"}}]})");
    const std::string request = R"({"TableName": "tab1", "AttributeDefinitions": )"
        + definitions.toStdString() + R"(, "GlobalSecondaryIndexUpdates": [{"Create": {
        "IndexName": "index2", "KeySchema": )" + key.toStdString() + R"(,
        "Projection": {"ProjectionType": "ALL"}}}]})";
    const std::string before = json::serialize(
        ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table").at(
            "AttributeDefinitions"));
    if (!error.isEmpty()) {
        QCOMPARE(fails(*db, "UpdateTable", request), error);
    } else {
        ok(*db, "UpdateTable", request);
    }
    // Defined are exactly the key attributes: a refused or spurious definition adds nothing.
    QCOMPARE(json::serialize(ok(*db, "DescribeTable", R"({"TableName": "tab1"})")
                                 .at("Table").at("AttributeDefinitions")),
             before);
}

// Recorded against the service: NonKeyAttributes may name the table's key or the index's own key
// attribute; the index holds them as it would anyway.
void TestControlPlane::nonKeyAttributesNamingKeys()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}], "AttributeDefinitions": [
        {"AttributeName": "PK", "AttributeType": "S"}, {"AttributeName": "G", "AttributeType":
        "S"}], "GlobalSecondaryIndexes": [{"IndexName": "ByG", "KeySchema": [{"AttributeName":
        "G", "KeyType": "HASH"}], "Projection": {"ProjectionType": "INCLUDE",
        "NonKeyAttributes": ["PK", "G", "x"]}}]})");
    ok(*db, "PutItem", R"({"TableName": "tab1", "Item": {"PK": {"S": "a"}, "G": {"S": "g"},
        "x": {"S": "kept"}, "y": {"S": "left out"}}})");
    auto scan = ok(*db, "Scan", R"({"TableName": "tab1", "IndexName": "ByG"})");
    const json::object &item = scan.at("Items").at(0).as_object();
    QCOMPARE(item.size(), 3u);
    QCOMPARE(text(item.at("x")), R"({"S":"kept"})");
    QVERIFY(item.contains("PK") && item.contains("G") && !item.contains("y"));
}

// UpdateTable's Create is checked as CreateTable's indexes are, the 100 attributes counting the
// table's other indexes; a refused Create leaves the table as it was.
void TestControlPlane::createIndexProjectionRefused()
{
    auto db = openMemory();
    QString lsis; // 5 LSIs of 19 attributes: 95
    for (int index = 0; index < 5; ++index) {
        QString names;
        for (int i = 0; i < 19; ++i)
            names += QString(i ? ", " : "") + QString("\"n%1\"").arg(i);
        lsis += QString(index ? ", " : "")
                + QString(R"~({"IndexName": "Lsi%1", "KeySchema": [{"AttributeName": "PK",
                  "KeyType": "HASH"}, {"AttributeName": "L", "KeyType": "RANGE"}], "Projection":
                  {"ProjectionType": "INCLUDE", "NonKeyAttributes": [%2]}})~")
                      .arg(index).arg(names);
    }
    ok(*db, "CreateTable", (R"({"TableName": "tab1", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}, {"AttributeName": "SK",
        "KeyType": "RANGE"}], "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType":
        "S"}, {"AttributeName": "SK", "AttributeType": "S"}, {"AttributeName": "L",
        "AttributeType": "S"}], "LocalSecondaryIndexes": [)" + lsis + "]}").toStdString());
    const auto create = [&](const QString &nonKey) {
        return fails(*db, "UpdateTable", (R"({"TableName": "tab1", "AttributeDefinitions": [
            {"AttributeName": "G", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [
            {"Create": {"IndexName": "ByG", "KeySchema": [{"AttributeName": "G", "KeyType":
            "HASH"}], "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": [)"
            + nonKey + "]}}}]}").toStdString());
    };
    QCOMPARE(create(R"("a", "a")"),
             "ValidationException: One or more parameter values were invalid: Duplicate element "
             "in NonKeyAttributes: a");
    QCOMPARE(create(R"("a", "b", "c", "d", "e", "f")"),
             "ValidationException: One or more parameter values were invalid: Number of projected "
             "attributes in all indexes exceeds limit of 100, projectedAttributeCount: 101");
    auto d = ok(*db, "DescribeTable", R"({"TableName": "tab1"})").at("Table").as_object();
    QVERIFY(!d.contains("GlobalSecondaryIndexes"));
    QCOMPARE(d.at("AttributeDefinitions").as_array().size(), 3u);
    ok(*db, "UpdateTable", (R"({"TableName": "tab1", "AttributeDefinitions": [
        {"AttributeName": "G", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [
        {"Create": {"IndexName": "ByG", "KeySchema": [{"AttributeName": "G", "KeyType":
        "HASH"}], "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["a", "b",
        "c", "d", "e"]}}}]})"));
}

// Every operation that takes a TableName also takes the table's ARN, as the API model says
// ("You can also provide the Amazon Resource Name (ARN) of the table in this parameter").
void TestControlPlane::tableNamedByArn_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("extra");
    QTest::newRow("DescribeTable") << "DescribeTable" << "";
    QTest::newRow("DescribeContinuousBackups") << "DescribeContinuousBackups" << "";
    QTest::newRow("PutItem") << "PutItem"
                             << R"(, "Item": {"PK": {"S": "a"}, "SK": {"S": "b"}})";
    QTest::newRow("GetItem") << "GetItem" << R"(, "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}})";
    QTest::newRow("Query") << "Query"
                           << R"(, "KeyConditionExpression": "PK = :p",
                                 "ExpressionAttributeValues": {":p": {"S": "a"}})";
    QTest::newRow("Scan") << "Scan" << "";
    QTest::newRow("UpdateTable") << "UpdateTable" << R"(, "BillingMode": "PROVISIONED",
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1})";
    QTest::newRow("DeleteTable") << "DeleteTable" << "";
}

void TestControlPlane::tableNamedByArn()
{
    QFETCH(QString, operation);
    QFETCH(QString, extra);
    auto db = openMemory();
    createEcommerce(*db);
    const std::string arn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";
    ok(*db, operation.toStdString(),
       R"({"TableName": ")" + arn + R"(")" + extra.toStdString() + "}");
}

// An ARN that is not one of this region's and account's tables, or names an index or stream.
void TestControlPlane::tableArnRefused_data()
{
    QTest::addColumn<QString>("arn");
    QTest::newRow("other region") << "arn:aws:dynamodb:eu-west-1:000000000000:table/ecommerce";
    QTest::newRow("other account") << "arn:aws:dynamodb:us-east-1:123456789012:table/ecommerce";
    QTest::newRow("index") << "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce/index/x";
    QTest::newRow("no name") << "arn:aws:dynamodb:us-east-1:000000000000:table/";
    QTest::newRow("not a table") << "arn:aws:s3:::ecommerce";
}

void TestControlPlane::tableArnRefused()
{
    QFETCH(QString, arn);
    auto db = openMemory();
    createEcommerce(*db);
    const QString refusal = "ValidationException: Invalid TableArn: Invalid ResourceArn "
                            "provided as input " + arn;
    QCOMPARE(fails(*db, "DescribeTable", R"({"TableName": ")" + arn.toStdString() + R"("})"),
             refusal);
    QCOMPARE(fails(*db, "GetItem",
                   R"({"TableName": ")" + arn.toStdString()
                       + R"(", "Key": {"PK": {"S": "a"}, "SK": {"S": "b"}}})"),
             refusal);
}

// RequestItems and transactions name tables by ARN too; BatchGetItem answers under the key the
// request used ("A map of table name or table ARN to a list of items"), and ConsumedCapacity
// names the table as the request did.
void TestControlPlane::batchesAndTransactionsByArn()
{
    auto db = openMemory();
    createEcommerce(*db);
    const std::string arn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";
    const std::string key = R"({"PK": {"S": "a"}, "SK": {"S": "b"}})";
    ok(*db, "BatchWriteItem", R"({"RequestItems": {")" + arn + R"(": [{"PutRequest": {"Item": )"
                                  + key + "}}]}}");
    ok(*db, "TransactWriteItems", R"({"TransactItems": [{"Update": {"TableName": ")" + arn
                                      + R"(", "Key": )" + key
                                      + R"(, "UpdateExpression": "SET v = :v",
                                         "ExpressionAttributeValues": {":v": {"N": "1"}}}}]})");
    const json::object got = ok(*db, "BatchGetItem", R"({"RequestItems": {")" + arn
                                                         + R"(": {"Keys": [)" + key + "]}},"
                                                         R"("ReturnConsumedCapacity": "TOTAL"})");
    QCOMPARE(text(got.at("Responses")),
             QString::fromStdString(R"({")" + arn + R"(":[{"PK":{"S":"a"},"SK":{"S":"b"},)"
                                    R"("v":{"N":"1"}}]})"));
    QCOMPARE(text(got.at("ConsumedCapacity").at(0).at("TableName")),
             QString::fromStdString("\"" + arn + "\""));
    // A single table's ConsumedCapacity names it as the request did, too.
    const json::object read = ok(*db, "GetItem", R"({"TableName": ")" + arn + R"(", "Key": )"
                                                     + key + R"(, "ReturnConsumedCapacity":
                                                     "TOTAL"})");
    QCOMPARE(text(read.at("ConsumedCapacity").at("TableName")),
             QString::fromStdString("\"" + arn + "\""));
}

// Every operation's ConsumedCapacity names the table as the request did: "If you had specified
// the ARN of a table in the input, you'll see the table ARN in the response" (the API model).
// `request` names the table as $T; ExecuteStatement's statements name it by name.
void TestControlPlane::capacityNamesTableAsRequested_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    const QString keyValue = R"({"PK": {"S": "a"}, "SK": {"S": "b"}})";
    const QString key = R"("Key": )" + keyValue;
    const QString item = R"("Item": {"PK": {"S": "a"}, "SK": {"S": "b"}})";
    const QString update = R"("UpdateExpression": "SET v = :v",
        "ExpressionAttributeValues": {":v": {"N": "1"}})";
    QTest::newRow("PutItem") << "PutItem" << R"({"TableName": "$T", )" + item + "}";
    QTest::newRow("UpdateItem") << "UpdateItem"
                                << R"({"TableName": "$T", )" + key + ", " + update + "}";
    QTest::newRow("DeleteItem") << "DeleteItem" << R"({"TableName": "$T", )" + key + "}";
    QTest::newRow("GetItem") << "GetItem" << R"({"TableName": "$T", )" + key + "}";
    QTest::newRow("Query") << "Query" << R"({"TableName": "$T",
        "KeyConditionExpression": "PK = :p", "ExpressionAttributeValues": {":p": {"S": "a"}}})";
    QTest::newRow("Scan") << "Scan" << R"({"TableName": "$T"})";
    QTest::newRow("BatchGetItem") << "BatchGetItem"
                                  << R"({"RequestItems": {"$T": {"Keys": [)" + keyValue
                                         + "]}}}";
    QTest::newRow("BatchWriteItem") << "BatchWriteItem"
                                    << R"({"RequestItems": {"$T": [{"PutRequest": {)" + item
                                           + "}}]}}";
    QTest::newRow("TransactWriteItems")
        << "TransactWriteItems"
        << R"({"TransactItems": [{"Update": {"TableName": "$T", )" + key + ", " + update
               + "}}]}";
    QTest::newRow("TransactWriteItems ConditionCheck")
        << "TransactWriteItems"
        << R"({"TransactItems": [{"ConditionCheck": {"TableName": "$T", )" + key
               + R"~(, "ConditionExpression": "attribute_not_exists(x)"}}]})~";
    QTest::newRow("TransactGetItems") << "TransactGetItems"
                                      << R"({"TransactItems": [{"Get": {"TableName": "$T", )"
                                             + key + "}}]}";
}

void TestControlPlane::capacityNamesTableAsRequested()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    auto db = openMemory();
    createEcommerce(*db);
    const QString arn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";
    for (const QString &named : {QString("ecommerce"), arn}) {
        json::object asked = parseObject(QString(request).replace("$T", named).toStdString());
        for (const char *mode : {"TOTAL", "INDEXES"}) {
            asked["ReturnConsumedCapacity"] = mode;
            const json::object got = ok(*db, operation.toStdString(), json::serialize(asked));
            const json::value &capacity = got.at("ConsumedCapacity");
            const json::value &entry = capacity.is_array() ? capacity.at(0) : capacity;
            QCOMPARE(text(entry.at("TableName")), "\"" + named + "\"");
        }
    }
    // PartiQL statements name the table by name, and are answered so.
    const json::object got = ok(*db, "ExecuteStatement", R"({"Statement":
        "SELECT * FROM ecommerce WHERE PK = 'a'", "ReturnConsumedCapacity": "TOTAL"})");
    QCOMPARE(text(got.at("ConsumedCapacity").at("TableName")), QString("\"ecommerce\""));
}

QTEST_GUILESS_MAIN(TestControlPlane)
#include "tst_control_plane.moc"
