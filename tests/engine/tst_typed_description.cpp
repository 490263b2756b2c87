// TableDescription: DescribeTable's answer read back as typed values, and what an item is to
// an index (sparse membership with the reason, projected contents) by the engine's rules.

#include "engine_fixture.h"

#include <tablesmith/table_description.h>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

// The ecommerce table with GSI1 (INCLUDE total), a KEYS_ONLY GSI on a number and an LSI.
const char *kCreate = R"({"TableName": "shop", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                             {"AttributeName": "SK", "AttributeType": "S"},
                             {"AttributeName": "GSI1PK", "AttributeType": "S"},
                             {"AttributeName": "GSI1SK", "AttributeType": "S"},
                             {"AttributeName": "stock", "AttributeType": "N"},
                             {"AttributeName": "createdAt", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [
        {"IndexName": "GSI1", "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                                            {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
         "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}},
        {"IndexName": "ByStock", "KeySchema": [{"AttributeName": "stock", "KeyType": "HASH"}],
         "Projection": {"ProjectionType": "KEYS_ONLY"}}],
    "LocalSecondaryIndexes": [
        {"IndexName": "ByCreated", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                                                 {"AttributeName": "createdAt",
                                                  "KeyType": "RANGE"}],
         "Projection": {"ProjectionType": "ALL"}}],
    "StreamSpecification": {"StreamEnabled": true, "StreamViewType": "NEW_AND_OLD_IMAGES"}})";

TableDescription describedShop()
{
    auto db = openMemory();
    ok(*db, "CreateTable", kCreate);
    const json::object table =
        ok(*db, "DescribeTable", R"({"TableName": "shop"})").at("Table").as_object();
    auto described = tableDescriptionFromJson(table);
    if (!described.ok())
        qFatal("%s", described.error().message.c_str());
    return std::move(described).value();
}

Item item(std::string_view dynamodbJson)
{
    auto parsed = itemFromJson(parseObject(dynamodbJson));
    if (!parsed.ok())
        qFatal("%s", parsed.error().message.c_str());
    return std::move(parsed).value();
}

} // namespace

class TestTableDescription : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void readsWhatDescribeTableSays();
    void readsTableClassAndWarmThroughput();
    void membership_data();
    void membership();
    void projection_data();
    void projection();
    void malformedDescriptionsAreErrors_data();
    void malformedDescriptionsAreErrors();
};

void TestTableDescription::readsWhatDescribeTableSays()
{
    const TableDescription shop = describedShop();
    QCOMPARE(shop.name, "shop");
    QCOMPARE(shop.billingMode, "PAY_PER_REQUEST");
    QCOMPARE(shop.key.partitionKeyName(), "PK");
    QCOMPARE(shop.key.sortKeyName(), "SK");
    QCOMPARE(shop.key.partitionKey[0].type, AttributeType::S);
    QVERIFY(shop.stream.enabled);
    QCOMPARE(shop.stream.viewType, "NEW_AND_OLD_IMAGES");
    QVERIFY(!shop.stream.arn.empty());
    QCOMPARE(shop.indexes.size(), std::size_t(3));
    const IndexDescription *gsi1 = shop.index("GSI1");
    QVERIFY(gsi1 && gsi1->global);
    QCOMPARE(gsi1->projection.type, ProjectionType::Include);
    QCOMPARE(gsi1->projection.nonKeyAttributes, std::vector<std::string>{"total"});
    QCOMPARE(gsi1->status, "ACTIVE");
    const IndexDescription *byStock = shop.index("ByStock");
    QVERIFY(byStock && !byStock->key.hasSortKey());
    QCOMPARE(byStock->key.partitionKey[0].type, AttributeType::N);
    const IndexDescription *lsi = shop.index("ByCreated");
    QVERIFY(lsi && !lsi->global);
    QVERIFY(shop.index("Nope") == nullptr);
    QVERIFY(gsi1->key.isKeyAttribute("GSI1SK") && !gsi1->key.isKeyAttribute("PK"));
}

// TableClassSummary and WarmThroughput, of the table and of a GSI; a table that never named a
// class has none, and on-demand tables start at 12000 / 4000 units per second.
void TestTableDescription::readsTableClassAndWarmThroughput()
{
    QVERIFY(describedShop().tableClass.empty());
    QCOMPARE(describedShop().warmThroughput.readUnitsPerSecond, 12000);
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "cold", "BillingMode": "PAY_PER_REQUEST",
        "TableClass": "STANDARD_INFREQUENT_ACCESS",
        "WarmThroughput": {"ReadUnitsPerSecond": 15000, "WriteUnitsPerSecond": 5000},
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "g", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [{"IndexName": "byG",
            "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "KEYS_ONLY"},
            "WarmThroughput": {"WriteUnitsPerSecond": 6000}}]})");
    auto described = tableDescriptionFromJson(
        ok(*db, "DescribeTable", R"({"TableName": "cold"})").at("Table").as_object());
    QVERIFY(described.ok());
    QCOMPARE(described->tableClass, "STANDARD_INFREQUENT_ACCESS");
    QCOMPARE(described->warmThroughput.readUnitsPerSecond, 15000);
    QCOMPARE(described->warmThroughput.writeUnitsPerSecond, 5000);
    QCOMPARE(described->warmThroughput.status, "ACTIVE");
    const WarmThroughput &gsi = described->indexes.at(0).warmThroughput;
    QCOMPARE(gsi.readUnitsPerSecond, 12000);
    QCOMPARE(gsi.writeUnitsPerSecond, 6000);
}

void TestTableDescription::membership_data()
{
    QTest::addColumn<QString>("index");
    QTest::addColumn<QString>("item");
    QTest::addColumn<int>("exclusion");
    QTest::addColumn<QString>("attribute");
    const QString order = R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
        "GSI1PK": {"S": "ORDER#PENDING"}, "GSI1SK": {"S": "2026-05-01"},
        "total": {"N": "129.9"}})";
    QTest::newRow("order lands in GSI1")
        << "GSI1" << order << int(IndexExclusion::None) << "";
    QTest::newRow("profile has no GSI1PK")
        << "GSI1" << R"({"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}})"
        << int(IndexExclusion::MissingKeyAttribute) << "GSI1PK";
    QTest::newRow("sort key missing")
        << "GSI1" << R"({"PK": {"S": "A"}, "SK": {"S": "B"}, "GSI1PK": {"S": "X"}})"
        << int(IndexExclusion::MissingKeyAttribute) << "GSI1SK";
    QTest::newRow("stock as a string")
        << "ByStock" << R"({"PK": {"S": "P"}, "SK": {"S": "D"}, "stock": {"S": "37"}})"
        << int(IndexExclusion::WrongKeyType) << "stock";
    QTest::newRow("stock as a number")
        << "ByStock" << R"({"PK": {"S": "P"}, "SK": {"S": "D"}, "stock": {"N": "37"}})"
        << int(IndexExclusion::None) << "";
    QTest::newRow("empty GSI1PK")
        << "GSI1" << R"({"PK": {"S": "A"}, "SK": {"S": "B"}, "GSI1PK": {"S": ""},
                         "GSI1SK": {"S": "x"}})"
        << int(IndexExclusion::EmptyKeyValue) << "GSI1PK";
    QTest::newRow("LSI without its sort attribute")
        << "ByCreated" << R"({"PK": {"S": "A"}, "SK": {"S": "B"}})"
        << int(IndexExclusion::MissingKeyAttribute) << "createdAt";
}

void TestTableDescription::membership()
{
    QFETCH(QString, index);
    QFETCH(QString, item);
    QFETCH(int, exclusion);
    QFETCH(QString, attribute);
    const TableDescription shop = describedShop();
    const IndexMembership member =
        indexMembership(*shop.index(index.toStdString()), ::item(item.toStdString()));
    QCOMPARE(int(member.exclusion), exclusion);
    QCOMPARE(QString::fromStdString(member.attribute), attribute);
    QCOMPARE(member.included(), exclusion == int(IndexExclusion::None));
}

void TestTableDescription::projection_data()
{
    QTest::addColumn<QString>("index");
    QTest::addColumn<QStringList>("attributes");
    QTest::newRow("INCLUDE: keys of both plus total")
        << "GSI1" << QStringList{"GSI1PK", "GSI1SK", "PK", "SK", "total"};
    QTest::newRow("KEYS_ONLY: keys of both")
        << "ByStock" << QStringList{"PK", "SK", "stock"};
    QTest::newRow("ALL: the whole item")
        << "ByCreated"
        << QStringList{"GSI1PK", "GSI1SK", "PK", "SK", "createdAt", "status", "stock", "total"};
}

void TestTableDescription::projection()
{
    QFETCH(QString, index);
    QFETCH(QStringList, attributes);
    const TableDescription shop = describedShop();
    const Item order = item(R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
        "GSI1PK": {"S": "ORDER#PENDING"}, "GSI1SK": {"S": "2026-05-01"},
        "total": {"N": "129.9"}, "status": {"S": "PENDING"}, "stock": {"N": "1"},
        "createdAt": {"S": "2026-05-01"}})");
    QStringList projected;
    for (const auto &[name, value] : projectForIndex(shop, *shop.index(index.toStdString()),
                                                     order))
        projected << QString::fromStdString(name);
    QCOMPARE(projected, attributes);
}

void TestTableDescription::malformedDescriptionsAreErrors_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("message");
    QTest::newRow("no definitions") << R"({"TableName": "t"})" << "AttributeDefinitions";
    QTest::newRow("key without definition")
        << R"({"TableName": "t", "AttributeDefinitions": [],
              "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}]})"
        << "No attribute definition for key attribute p";
    QTest::newRow("bad key type")
        << R"({"TableName": "t", "AttributeDefinitions": [
                {"AttributeName": "p", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "p", "KeyType": "SIDEWAYS"}]})"
        << "Invalid KeyType";
    QTest::newRow("only a sort key")
        << R"({"TableName": "t", "AttributeDefinitions": [
                {"AttributeName": "p", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "p", "KeyType": "RANGE"}]})"
        << "no HASH";
    QTest::newRow("index without a name")
        << R"({"TableName": "t", "AttributeDefinitions": [
                {"AttributeName": "p", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}],
              "GlobalSecondaryIndexes": [{"KeySchema": []}]})"
        << "no IndexName";
    QTest::newRow("definitions of the wrong shape")
        << R"({"TableName": "t", "AttributeDefinitions": [42]})" << "not an object";
}

void TestTableDescription::malformedDescriptionsAreErrors()
{
    QFETCH(QString, description);
    QFETCH(QString, message);
    const auto read = tableDescriptionFromJson(parseObject(description.toStdString()));
    QVERIFY(!read.ok());
    QCOMPARE(read.error().kind, ErrorKind::ValidationException);
    QVERIFY2(QString::fromStdString(read.error().message).contains(message),
             read.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestTableDescription)
#include "tst_typed_description.moc"
