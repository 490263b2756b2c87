#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

// What secondary indexes add to a response: consumed capacity per index (write amplification
// on writes, the index and any table fetch on reads), LSI reads that fetch unprojected
// attributes from the table, and item collections (metrics and the size limit).
class TestIndexCapacity : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void putInIndexesCostsIndexWrites();
    void totalIncludesIndexes();
    void updateMovingIndexKeyCostsTwo();
    void updateOfUnprojectedAttributeCostsNothing();
    void deleteCostsOnePerIndex();
    void batchAndTransactionCountIndexes();
    void indexReadsBillTheIndex();
    void localIndexFetchesUnprojectedAttributes();
    void globalIndexNeverFetches();
    void itemCollectionMetrics();
    void itemCollectionSizeLimit();
    void itemCollectionCountsEntryOverhead();
    void noCollectionsWithoutLocalIndex();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

const char *kCreate = R"~({"TableName": "ecommerce", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"},
        {"AttributeName": "GSI1PK", "AttributeType": "S"},
        {"AttributeName": "rating", "AttributeType": "N"}],
    "GlobalSecondaryIndexes": [{"IndexName": "GSI1", "KeySchema": [
        {"AttributeName": "GSI1PK", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}],
    "LocalSecondaryIndexes": [{"IndexName": "ByRating", "KeySchema": [
        {"AttributeName": "PK", "KeyType": "HASH"},
        {"AttributeName": "rating", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "KEYS_ONLY"}}]})~";

// An item in GSI1 and in ByRating.
const char *kPutBoth = R"({"TableName": "ecommerce", "ReturnConsumedCapacity": "INDEXES",
    "Item": {"PK": {"S": "P1"}, "SK": {"S": "R1"}, "GSI1PK": {"S": "G"}, "rating": {"N": "5"},
    "total": {"N": "1"}, "note": {"S": "n"}}})";

double units(const json::value &capacity, std::string_view where, std::string_view index = "")
{
    const json::object &c = capacity.as_object();
    if (where == "total")
        return c.at("CapacityUnits").to_number<double>();
    if (where == "Table")
        return c.at("Table").at("CapacityUnits").to_number<double>();
    const json::value *indexes = c.if_contains(where);
    const json::value *entry = indexes ? indexes->as_object().if_contains(index) : nullptr;
    return entry ? entry->at("CapacityUnits").to_number<double>() : 0.0;
}

bool hasIndex(const json::value &capacity, std::string_view where, std::string_view index)
{
    const json::value *indexes = capacity.as_object().if_contains(where);
    return indexes && indexes->as_object().contains(index);
}

std::string update(const char *expression, const char *values)
{
    return std::string(R"({"TableName": "ecommerce", "ReturnConsumedCapacity": "INDEXES",
        "Key": {"PK": {"S": "P1"}, "SK": {"S": "R1"}}, "UpdateExpression": ")") + expression
           + R"(", "ExpressionAttributeValues": )" + values + "}";
}

std::string review(const char *sk, int textBytes, const char *extra = "")
{
    return std::string(R"({"TableName": "ecommerce", )") + extra + R"("Item": {"PK": {"S": "P1"},
        "SK": {"S": ")" + sk + R"("}, "rating": {"N": "4"}, "text": {"S": ")"
           + std::string(static_cast<std::size_t>(textBytes), 'x') + R"("}}})";
}

} // namespace

void TestIndexCapacity::init()
{
    m_db = openMemory();
    ok(*m_db, "CreateTable", kCreate);
}

void TestIndexCapacity::putInIndexesCostsIndexWrites()
{
    auto c = ok(*m_db, "PutItem", kPutBoth).at("ConsumedCapacity");
    QCOMPARE(units(c, "Table"), 1.0);
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 1.0);
    QCOMPARE(units(c, "LocalSecondaryIndexes", "ByRating"), 1.0);
    QCOMPARE(units(c, "total"), 3.0);
    QCOMPARE(c.at("WriteCapacityUnits").to_number<double>(), 3.0);
    QCOMPARE(c.at("Table").at("WriteCapacityUnits").to_number<double>(), 1.0);
    QCOMPARE(text(c.at("TableName")), "\"ecommerce\"");
    // Sparse: an item without GSI1PK costs GSI1 nothing and is not listed.
    c = ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "ReturnConsumedCapacity": "INDEXES",
        "Item": {"PK": {"S": "P2"}, "SK": {"S": "R1"}, "rating": {"N": "1"}}})")
            .at("ConsumedCapacity");
    QVERIFY(!c.as_object().contains("GlobalSecondaryIndexes"));
    QCOMPARE(units(c, "total"), 2.0);
}

void TestIndexCapacity::totalIncludesIndexes()
{
    std::string total = kPutBoth;
    total.replace(total.find("INDEXES"), 7, "TOTAL");
    auto c = ok(*m_db, "PutItem", total).at("ConsumedCapacity");
    QCOMPARE(units(c, "total"), 3.0);
    QVERIFY(!c.as_object().contains("Table"));
    QVERIFY(!c.as_object().contains("GlobalSecondaryIndexes"));
}

void TestIndexCapacity::updateMovingIndexKeyCostsTwo()
{
    ok(*m_db, "PutItem", kPutBoth);
    auto c = ok(*m_db, "UpdateItem", update("SET GSI1PK = :g", R"({":g": {"S": "H"}})"))
                 .at("ConsumedCapacity");
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 2.0); // delete the old, put the new
    QVERIFY(!hasIndex(c, "LocalSecondaryIndexes", "ByRating")); // its entry did not change
    QCOMPARE(units(c, "total"), 3.0);
    c = ok(*m_db, "UpdateItem", update("SET #t = :t", R"({":t": {"N": "2"}})")
                                    .replace(0, 1, R"({"ExpressionAttributeNames": {"#t": "total"},)"))
            .at("ConsumedCapacity");
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 1.0); // a projected attribute changed
    c = ok(*m_db, "UpdateItem", update("REMOVE GSI1PK SET rating = :r", R"({":r": {"N": "3"}})"))
            .at("ConsumedCapacity");
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 1.0); // left the index
    QCOMPARE(units(c, "LocalSecondaryIndexes", "ByRating"), 2.0);
}

void TestIndexCapacity::updateOfUnprojectedAttributeCostsNothing()
{
    ok(*m_db, "PutItem", kPutBoth);
    auto c = ok(*m_db, "UpdateItem", update("SET note = :n", R"({":n": {"S": "changed"}})"))
                 .at("ConsumedCapacity");
    QVERIFY(!c.as_object().contains("GlobalSecondaryIndexes"));
    QVERIFY(!c.as_object().contains("LocalSecondaryIndexes"));
    QCOMPARE(units(c, "total"), 1.0);
}

void TestIndexCapacity::deleteCostsOnePerIndex()
{
    ok(*m_db, "PutItem", kPutBoth);
    auto c = ok(*m_db, "DeleteItem", R"({"TableName": "ecommerce", "ReturnConsumedCapacity":
        "INDEXES", "Key": {"PK": {"S": "P1"}, "SK": {"S": "R1"}}})").at("ConsumedCapacity");
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 1.0);
    QCOMPARE(units(c, "LocalSecondaryIndexes", "ByRating"), 1.0);
    QCOMPARE(units(c, "total"), 3.0);
}

void TestIndexCapacity::batchAndTransactionCountIndexes()
{
    auto batch = ok(*m_db, "BatchWriteItem", R"({"ReturnConsumedCapacity": "INDEXES",
        "RequestItems": {"ecommerce": [
        {"PutRequest": {"Item": {"PK": {"S": "A"}, "SK": {"S": "1"}, "GSI1PK": {"S": "G"}}}},
        {"PutRequest": {"Item": {"PK": {"S": "B"}, "SK": {"S": "1"}, "GSI1PK": {"S": "G"},
                                 "rating": {"N": "1"}}}}]}})");
    const json::value &c = batch.at("ConsumedCapacity").at(0);
    QCOMPARE(units(c, "Table"), 2.0);
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 2.0);
    QCOMPARE(units(c, "LocalSecondaryIndexes", "ByRating"), 1.0);
    QCOMPARE(units(c, "total"), 5.0);
    auto transaction = ok(*m_db, "TransactWriteItems", R"({"ReturnConsumedCapacity": "INDEXES",
        "TransactItems": [{"Put": {"TableName": "ecommerce", "Item": {"PK": {"S": "C"},
        "SK": {"S": "1"}, "GSI1PK": {"S": "G"}}}}]})");
    const json::value &t = transaction.at("ConsumedCapacity").at(0);
    QCOMPARE(units(t, "Table"), 2.0); // transactions bill twice
    QCOMPARE(units(t, "GlobalSecondaryIndexes", "GSI1"), 2.0);
    QCOMPARE(units(t, "total"), 4.0);
}

void TestIndexCapacity::indexReadsBillTheIndex()
{
    ok(*m_db, "PutItem", kPutBoth);
    auto c = ok(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "ReturnConsumedCapacity": "INDEXES", "KeyConditionExpression": "GSI1PK = :g",
        "ExpressionAttributeValues": {":g": {"S": "G"}}})").at("ConsumedCapacity");
    QCOMPARE(units(c, "GlobalSecondaryIndexes", "GSI1"), 0.5);
    QCOMPARE(units(c, "Table"), 0.0);
    QCOMPARE(units(c, "total"), 0.5);
    QCOMPARE(c.at("GlobalSecondaryIndexes").at("GSI1").at("ReadCapacityUnits").to_number<double>(),
             0.5);
    c = ok(*m_db, "Scan", R"({"TableName": "ecommerce", "IndexName": "ByRating",
        "ConsistentRead": true, "ReturnConsumedCapacity": "INDEXES"})").at("ConsumedCapacity");
    QCOMPARE(units(c, "LocalSecondaryIndexes", "ByRating"), 1.0);
    QCOMPARE(units(c, "Table"), 0.0);
}

void TestIndexCapacity::localIndexFetchesUnprojectedAttributes()
{
    ok(*m_db, "PutItem", review("R1", 10));
    ok(*m_db, "PutItem", review("R2", 5000)); // two 4 KB read units to fetch
    const std::string query = R"({"TableName": "ecommerce", "IndexName": "ByRating",
        "ReturnConsumedCapacity": "INDEXES", "KeyConditionExpression": "PK = :p",
        "ExpressionAttributeValues": {":p": {"S": "P1"}})";
    // By default only what the index projects, and no table read.
    auto r = ok(*m_db, "Query", query + "}");
    QCOMPARE(text(r.at("Items").at(0)),
             R"({"PK":{"S":"P1"},"SK":{"S":"R1"},"rating":{"N":"4"}})");
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 0.0);
    // ALL_ATTRIBUTES: every item is fetched from the table, each read billed on its own.
    r = ok(*m_db, "Query", query + R"(, "Select": "ALL_ATTRIBUTES"})");
    QCOMPARE(r.at("Items").at(0).at("text").at("S").as_string().size(), 10u);
    QCOMPARE(r.at("Items").at(1).at("text").at("S").as_string().size(), 5000u);
    QCOMPARE(units(r.at("ConsumedCapacity"), "LocalSecondaryIndexes", "ByRating"), 0.5);
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 0.5 + 1.0);
    QCOMPARE(units(r.at("ConsumedCapacity"), "total"), 2.0);
    // A projection naming an unprojected attribute fetches it too.
    r = ok(*m_db, "Query", query + R"(, "ProjectionExpression": "SK, #t",
        "ExpressionAttributeNames": {"#t": "text"}, "Limit": 1})");
    QCOMPARE(text(r.at("Items")), R"([{"SK":{"S":"R1"},"text":{"S":"xxxxxxxxxx"}}])");
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 0.5);
    // A filter on an unprojected attribute reads the table's item, and still returns only
    // what the index projects.
    const std::string filtered = R"({"TableName": "ecommerce", "IndexName": "ByRating",
        "ReturnConsumedCapacity": "INDEXES", "KeyConditionExpression": "PK = :p",
        "FilterExpression": "size(#t) > :n", "ExpressionAttributeNames": {"#t": "text"},
        "ExpressionAttributeValues": {":p": {"S": "P1"}, ":n": {"N": "100"}})";
    r = ok(*m_db, "Query", filtered + "}");
    QCOMPARE(text(r.at("Items")), R"([{"PK":{"S":"P1"},"SK":{"S":"R2"},"rating":{"N":"4"}}])");
    QCOMPARE(r.at("ScannedCount").as_int64(), 2);
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 1.5);
    QCOMPARE(ok(*m_db, "Query", filtered + R"(, "Select": "COUNT"})").at("Count").as_int64(), 1);
    // Projected attributes only: no fetch.
    r = ok(*m_db, "Query", query + R"(, "ProjectionExpression": "SK, rating"})");
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 0.0);
    QCOMPARE(r.at("Count").as_int64(), 2);
}

void TestIndexCapacity::globalIndexNeverFetches()
{
    ok(*m_db, "PutItem", kPutBoth);
    auto r = ok(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "ReturnConsumedCapacity": "INDEXES", "KeyConditionExpression": "GSI1PK = :g",
        "ProjectionExpression": "SK, note, #t", "ExpressionAttributeNames": {"#t": "total"},
        "ExpressionAttributeValues": {":g": {"S": "G"}}})");
    QCOMPARE(text(r.at("Items")), R"([{"SK":{"S":"R1"},"total":{"N":"1"}}])");
    QCOMPARE(units(r.at("ConsumedCapacity"), "Table"), 0.0);
}

void TestIndexCapacity::itemCollectionMetrics()
{
    auto r = ok(*m_db, "PutItem", review("R1", 10, R"("ReturnItemCollectionMetrics": "SIZE",)"));
    const json::value &m = r.at("ItemCollectionMetrics");
    QCOMPARE(text(m.at("ItemCollectionKey")), R"({"PK":{"S":"P1"}})");
    QCOMPARE(m.at("SizeEstimateRangeGB").at(0).to_number<double>(), 0.0);
    QCOMPARE(m.at("SizeEstimateRangeGB").at(1).to_number<double>(), 1.0);
    QVERIFY(!ok(*m_db, "PutItem", review("R2", 10)).contains("ItemCollectionMetrics"));
    r = ok(*m_db, "DeleteItem", R"({"TableName": "ecommerce", "ReturnItemCollectionMetrics":
        "SIZE", "Key": {"PK": {"S": "P1"}, "SK": {"S": "R2"}}})");
    QCOMPARE(text(r.at("ItemCollectionMetrics").at("ItemCollectionKey")), R"({"PK":{"S":"P1"}})");
    r = ok(*m_db, "UpdateItem", R"({"TableName": "ecommerce", "ReturnItemCollectionMetrics":
        "SIZE", "Key": {"PK": {"S": "P9"}, "SK": {"S": "R"}}, "UpdateExpression": "SET a = :a",
        "ExpressionAttributeValues": {":a": {"S": "x"}}})");
    QCOMPARE(text(r.at("ItemCollectionMetrics").at("ItemCollectionKey")), R"({"PK":{"S":"P9"}})");
    r = ok(*m_db, "BatchWriteItem", R"({"ReturnItemCollectionMetrics": "SIZE", "RequestItems":
        {"ecommerce": [{"PutRequest": {"Item": {"PK": {"S": "A"}, "SK": {"S": "1"}}}},
                       {"PutRequest": {"Item": {"PK": {"S": "B"}, "SK": {"S": "1"}}}}]}})");
    QCOMPARE(r.at("ItemCollectionMetrics").at("ecommerce").as_array().size(), 2u);
    r = ok(*m_db, "TransactWriteItems", R"({"ReturnItemCollectionMetrics": "SIZE",
        "TransactItems": [{"Put": {"TableName": "ecommerce", "Item": {"PK": {"S": "C"},
        "SK": {"S": "1"}}}}]})");
    QCOMPARE(text(r.at("ItemCollectionMetrics").at("ecommerce").at(0).at("ItemCollectionKey")),
             R"({"PK":{"S":"C"}})");
    QCOMPARE(fails(*m_db, "PutItem", review("R3", 1, R"("ReturnItemCollectionMetrics": "ALL",)")),
             "ValidationException: 1 validation error detected: Value 'ALL' at "
             "'returnItemCollectionMetrics' failed to satisfy constraint: Member must satisfy "
             "enum value set: [SIZE, NONE]");
}

void TestIndexCapacity::itemCollectionSizeLimit()
{
    DatabaseOptions options;
    options.itemCollectionSizeLimitBytes = 4000;
    m_db = std::move(Database::open(options)).value();
    ok(*m_db, "CreateTable", kCreate);
    ok(*m_db, "PutItem", review("R1", 1500));
    ok(*m_db, "PutItem", review("R2", 1500));
    QCOMPARE(fails(*m_db, "PutItem", review("R3", 1500)),
             "ItemCollectionSizeLimitExceededException: Item collection size limit exceeded");
    QVERIFY(!ok(*m_db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P1"},
        "SK": {"S": "R3"}}})").contains("Item"));
    // Growing an item counts too; shrinking one or deleting one always works.
    QCOMPARE(fails(*m_db, "PutItem", review("R2", 3000)),
             "ItemCollectionSizeLimitExceededException: Item collection size limit exceeded");
    ok(*m_db, "PutItem", review("R2", 100));
    // In a transaction it is the failing action's cancellation reason.
    const QString cancelled = fails(*m_db, "TransactWriteItems", R"({"TransactItems": [{"Put":
        {"TableName": "ecommerce", "Item": {"PK": {"S": "P1"}, "SK": {"S": "R9"},
        "text": {"S": ")" + std::string(2500, 'x') + R"("}}}}]})");
    QVERIFY2(cancelled.startsWith("TransactionCanceledException: Transaction cancelled, please "
                                  "refer cancellation reasons for specific reasons "
                                  "[ItemCollectionSizeLimitExceeded]"),
             qPrintable(cancelled));
    ok(*m_db, "PutItem", review("R3", 1500));
    ok(*m_db, "DeleteItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "P1"},
        "SK": {"S": "R1"}}})");
    // Another partition is another collection.
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "P2"},
        "SK": {"S": "R1"}, "text": {"S": ")" + std::string(3000, 'y') + R"("}}})");
}

// Each LSI entry counts DynamoDB's 100 bytes of overhead towards its collection. Each item here
// is 16 bytes (PK, SK, rating) and so is its KEYS_ONLY entry: 7 items with their entries make
// 7 x 132 = 924 bytes, an 8th would make 1,056; without the overhead, 31 would fit.
void TestIndexCapacity::itemCollectionCountsEntryOverhead()
{
    DatabaseOptions options;
    options.itemCollectionSizeLimitBytes = 1000;
    m_db = std::move(Database::open(options)).value();
    ok(*m_db, "CreateTable", kCreate);
    auto put = [](int i) {
        return R"({"TableName": "ecommerce", "Item": {"PK": {"S": "P1"}, "SK": {"S": "R)"
               + std::to_string(i) + R"("}, "rating": {"N": ")" + std::to_string(i) + R"("}}})";
    };
    for (int i = 1; i <= 7; ++i)
        ok(*m_db, "PutItem", put(i));
    QCOMPARE(fails(*m_db, "PutItem", put(8)),
             "ItemCollectionSizeLimitExceededException: Item collection size limit exceeded");
}

void TestIndexCapacity::noCollectionsWithoutLocalIndex()
{
    DatabaseOptions options;
    options.itemCollectionSizeLimitBytes = 100;
    m_db = std::move(Database::open(options)).value();
    createEcommerce(*m_db);
    auto r = ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "ReturnItemCollectionMetrics":
        "SIZE", "Item": {"PK": {"S": "P1"}, "SK": {"S": "R1"}, "text": {"S": ")"
                                     + std::string(500, 'z') + R"("}}})");
    QVERIFY(!r.contains("ItemCollectionMetrics"));
}

QTEST_GUILESS_MAIN(TestIndexCapacity)
#include "tst_index_capacity.moc"
