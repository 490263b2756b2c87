#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

using namespace tablesmith;
using namespace tablesmith::test;

// Secondary indexes: maintained with every write, sparse, queried and scanned like tables.
class TestIndexes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void gsiIsSparseAndProjected();
    void writesMoveEntries();
    void duplicateIndexKeysPage();
    void localIndex();
    void rejects_data();
    void rejects();
    void indexQueryFilterKeys();
    void emptyIndexKeyRefused();
    void updateGivesIndexKeyAnotherType_data();
    void updateGivesIndexKeyAnotherType();
    void indexesSurviveReopen();
    void createIndexBackfills();
    void failedIndexUpdateChangesNothing();

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
        {"AttributeName": "GSI1SK", "AttributeType": "S"},
        {"AttributeName": "rating", "AttributeType": "N"}],
    "GlobalSecondaryIndexes": [{"IndexName": "GSI1", "KeySchema": [
        {"AttributeName": "GSI1PK", "KeyType": "HASH"},
        {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}}],
    "LocalSecondaryIndexes": [{"IndexName": "ByRating", "KeySchema": [
        {"AttributeName": "PK", "KeyType": "HASH"},
        {"AttributeName": "rating", "KeyType": "RANGE"}],
        "Projection": {"ProjectionType": "KEYS_ONLY"}}]})~";

std::string order(const char *id, const char *status, const char *date, const char *total)
{
    return std::string(R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#)") + id + R"("}, "status": {"S": ")" + status
           + R"("}, "GSI1PK": {"S": "ORDER#)" + status + R"("}, "GSI1SK": {"S": ")" + date
           + R"("}, "total": {"N": ")" + total + R"("}}})";
}

json::object pending(Client &db, const std::string &extra = "")
{
    return ok(db, "Query", R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "KeyConditionExpression": "GSI1PK = :s", "ScanIndexForward": false,
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}})" + extra + "}");
}

} // namespace

void TestIndexes::init()
{
    m_db = openMemory();
    ok(*m_db, "CreateTable", kCreate);
    ok(*m_db, "PutItem", order("o1", "PENDING", "2026-05-01", "129.90"));
    ok(*m_db, "PutItem", order("o2", "SHIPPED", "2026-04-28", "42"));
    ok(*m_db, "PutItem", order("o3", "PENDING", "2026-05-03", "7"));
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "PROFILE"}, "name": {"S": "Ada"}}})");
}

void TestIndexes::gsiIsSparseAndProjected()
{
    auto r = pending(*m_db);
    QCOMPARE(r.at("Count").as_int64(), 2);
    // Newest first; INCLUDE total brings the table keys, the index keys and total only.
    QCOMPARE(text(r.at("Items").at(0)),
             R"({"GSI1PK":{"S":"ORDER#PENDING"},"GSI1SK":{"S":"2026-05-03"},"PK":{"S":"USER#u1"},)"
             R"("SK":{"S":"ORDER#o3"},"total":{"N":"7"}})");
    auto all = ok(*m_db, "Scan", R"({"TableName": "ecommerce", "IndexName": "GSI1"})");
    QCOMPARE(all.at("Count").as_int64(), 3); // the profile has no GSI1 keys: not in the index
}

void TestIndexes::writesMoveEntries()
{
    ok(*m_db, "UpdateItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}}, "UpdateExpression": "SET GSI1PK = :s",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#SHIPPED"}}})");
    QCOMPARE(pending(*m_db).at("Count").as_int64(), 1);
    ok(*m_db, "DeleteItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o3"}}})");
    QCOMPARE(pending(*m_db).at("Count").as_int64(), 0);
    // An index key attribute of the wrong type is refused, as DynamoDB refuses it (a map too).
    QCOMPARE(fails(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S":
        "USER#u2"}, "SK": {"S": "ORDER#o9"}, "GSI1PK": {"N": "1"}, "GSI1SK": {"S": "x"}}})"),
             "ValidationException: One or more parameter values were invalid: Type mismatch for "
             "Index Key GSI1PK Expected: S Actual: N IndexName: GSI1");
    QCOMPARE(fails(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S":
        "USER#u2"}, "SK": {"S": "ORDER#o9"}, "rating": {"M": {}}}})"),
             "ValidationException: One or more parameter values were invalid: Type mismatch for "
             "Index Key rating Expected: N Actual: M IndexName: ByRating");
    auto all = ok(*m_db, "Scan", R"({"TableName": "ecommerce", "IndexName": "GSI1"})");
    QCOMPARE(all.at("Count").as_int64(), 2); // o1 and o2, both SHIPPED
}

void TestIndexes::duplicateIndexKeysPage()
{
    // Five orders share one index key; paging by one visits each once, resuming by table key.
    // Ties come in the service's order, the table key's hash (tst_index_ties.cpp), backwards:
    // sorted(ids, key=lambda i: table_key_hash('S', 'USER#u1', 'S', 'ORDER#' + i)) is
    // d4, d1, d2, d3, d5.
    for (const char *id : {"d1", "d2", "d3", "d4", "d5"})
        ok(*m_db, "PutItem", order(id, "PENDING", "2026-06-01", "1"));
    QStringList seen;
    std::string start;
    for (int i = 0; i < 20; ++i) {
        auto r = pending(*m_db, R"(, "Limit": 1)" + start);
        for (const json::value &item : r.at("Items").as_array())
            seen << QString::fromStdString(std::string(item.at("SK").at("S").as_string()));
        if (!r.contains("LastEvaluatedKey"))
            break;
        QCOMPARE(r.at("LastEvaluatedKey").as_object().size(), 4u);
        start = R"(, "ExclusiveStartKey": )" + json::serialize(r.at("LastEvaluatedKey"));
    }
    QCOMPARE(seen.join(','), "ORDER#d5,ORDER#d3,ORDER#d2,ORDER#d1,ORDER#d4,ORDER#o3,ORDER#o1");
}

void TestIndexes::localIndex()
{
    for (auto [sk, rating] : {std::pair{"REVIEW#r1", "5"}, {"REVIEW#r2", "3"}, {"REVIEW#r3", "4"}})
        ok(*m_db, "PutItem", std::string(R"({"TableName": "ecommerce", "Item": {"PK": {"S":
            "PRODUCT#p1"}, "SK": {"S": ")") + sk + R"("}, "rating": {"N": ")" + rating
            + R"("}, "text": {"S": "t"}}})");
    auto r = ok(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "ByRating",
        "ConsistentRead": true, "KeyConditionExpression": "PK = :p AND rating >= :r",
        "ExpressionAttributeValues": {":p": {"S": "PRODUCT#p1"}, ":r": {"N": "4"}}})");
    QCOMPARE(text(r.at("Items")),
             R"([{"PK":{"S":"PRODUCT#p1"},"SK":{"S":"REVIEW#r3"},"rating":{"N":"4"}},)"
             R"({"PK":{"S":"PRODUCT#p1"},"SK":{"S":"REVIEW#r1"},"rating":{"N":"5"}}])");
}

void TestIndexes::rejects_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown index") << R"({"TableName": "ecommerce", "IndexName": "Nope"})"
        << "ValidationException: The table does not have the specified index: Nope";
    QTest::newRow("consistent GSI") << R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "ConsistentRead": true})"
        << "ValidationException: Consistent reads are not supported on global secondary indexes";
    QTest::newRow("all attributes") << R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "Select": "ALL_ATTRIBUTES"})"
        << "ValidationException: One or more parameter values were invalid: Select type "
           "ALL_ATTRIBUTES is not supported for global secondary index GSI1 because its "
           "projection type is not ALL";
    // Issue 12 point 14: an index's start key holds the index's key attributes and the
    // table's, no more and no fewer.
    QTest::newRow("index start key without table key") << R"({"TableName": "ecommerce",
        "IndexName": "GSI1", "ExclusiveStartKey": {"GSI1PK": {"S": "ORDER#PENDING"},
        "GSI1SK": {"S": "2026-05-01"}}})"
        << "ValidationException: The provided starting key is invalid: The provided key element "
           "does not match the schema";
    QTest::newRow("index start key with a spurious column") << R"({"TableName": "ecommerce",
        "IndexName": "GSI1", "ExclusiveStartKey": {"GSI1PK": {"S": "ORDER#PENDING"},
        "GSI1SK": {"S": "2026-05-01"}, "PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
        "x": {"S": "x"}}})"
        << "ValidationException: The provided starting key is invalid: The provided key element "
           "does not match the schema";
    QTest::newRow("index start key with another column") << R"({"TableName": "ecommerce",
        "IndexName": "GSI1", "ExclusiveStartKey": {"GSI1PK": {"S": "ORDER#PENDING"},
        "x": {"S": "2026-05-01"}, "PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}}})"
        << "ValidationException: The provided starting key is invalid";
    QTest::newRow("index start key, table key of another type") << R"({"TableName": "ecommerce",
        "IndexName": "GSI1", "ExclusiveStartKey": {"GSI1PK": {"S": "ORDER#PENDING"},
        "GSI1SK": {"S": "2026-05-01"}, "PK": {"M": {}}, "SK": {"S": "ORDER#o1"}}})"
        << "ValidationException: The provided starting key is invalid: The provided key element "
           "does not match the schema";
    QTest::newRow("table start key") << R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "ExclusiveStartKey": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}}})"
        << "ValidationException: The provided starting key is invalid: The provided key element "
           "does not match the schema";
}

void TestIndexes::rejects()
{
    QFETCH(QString, request);
    QFETCH(QString, error);
    QCOMPARE(fails(*m_db, "Scan", request.toStdString()), error);
}

// On an index, the keys a Query may not filter on are the index's: the table's sort key is an
// ordinary attribute there.
void TestIndexes::indexQueryFilterKeys()
{
    QCOMPARE(fails(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "KeyConditionExpression": "GSI1PK = :s", "FilterExpression": "GSI1SK > :d",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}, ":d": {"S": "2026"}}})"),
             "ValidationException: Filter Expression can only contain non-primary key "
             "attributes: Primary key attribute: GSI1SK");
    auto r = ok(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "GSI1",
        "KeyConditionExpression": "GSI1PK = :s", "FilterExpression": "SK = :o",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}, ":o": {"S": "ORDER#o1"}}})");
    QCOMPARE(r.at("Count").as_int64(), 1);
    QCOMPARE(fails(*m_db, "Query", R"({"TableName": "ecommerce", "IndexName": "ByRating",
        "KeyConditionExpression": "PK = :p", "FilterExpression": "rating > :r",
        "ExpressionAttributeValues": {":p": {"S": "PRODUCT#p1"}, ":r": {"N": "1"}}})"),
             "ValidationException: Filter Expression can only contain non-primary key "
             "attributes: Primary key attribute: rating");
}

// An empty string is a valid attribute but not a valid index key: every write that would
// store one is refused, and nothing is written.
// An update that gives an index key another type: seen in the request, it is refused before the
// item is read and before the update's paths are checked (GSI1PK.x is not a scalar key path);
// taken from the item (SET GSI1PK = total), in other words (dynalite's updateItem.js).
void TestIndexes::updateGivesIndexKeyAnotherType_data()
{
    QTest::addColumn<QString>("update");
    QTest::addColumn<QString>("error");
    const QString mismatch = "ValidationException: One or more parameter values were invalid: "
                             "Type mismatch for Index Key ";
    QTest::newRow("set a number") << "SET GSI1SK = :n" << mismatch + "GSI1SK Expected: S "
                                                                   "Actual: N IndexName: GSI1";
    QTest::newRow("add, before a nested key path") << "SET GSI1PK.x = #t ADD GSI1SK :n"
        << mismatch + "GSI1SK Expected: S Actual: N IndexName: GSI1";
    QTest::newRow("a string for an LSI key") << "SET rating = :s"
        << mismatch + "rating Expected: N Actual: S IndexName: ByRating";
    QTest::newRow("sum") << "SET GSI1PK = #t + :n"
        << mismatch + "GSI1PK Expected: S Actual: N IndexName: GSI1";
    QTest::newRow("from the item") << "SET GSI1PK = #t, x = :s"
        << "ValidationException: The update expression attempted to update the secondary index "
           "key to unsupported type";
}

void TestIndexes::updateGivesIndexKeyAnotherType()
{
    QFETCH(QString, update);
    QFETCH(QString, error);
    ok(*m_db, "PutItem", order("o9", "PENDING", "2026-05-09", "12"));
    const std::string request = R"({"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o9"}}, "UpdateExpression": ")" + update.toStdString() + R"(",
        "ExpressionAttributeValues": {)" + (update.contains(":n") ? R"(":n": {"N": "1"})"
                                                               : R"(":s": {"S": "x"})") + "}"
        + (update.contains("#t") ? R"(, "ExpressionAttributeNames": {"#t": "total"})" : "")
        + "}";
    QCOMPARE(fails(*m_db, "UpdateItem", request), error);
}

void TestIndexes::emptyIndexKeyRefused()
{
    const QString error = "ValidationException: One or more parameter values are not valid. A "
                          "value specified for a secondary index key is not supported. The "
                          "AttributeValue for a key attribute cannot contain an empty string "
                          "value. IndexName: GSI1, IndexKey: ";
    QCOMPARE(fails(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "U"},
        "SK": {"S": "O"}, "GSI1PK": {"S": ""}, "GSI1SK": {"S": "d"}}})"), error + "GSI1PK");
    QCOMPARE(fails(*m_db, "UpdateItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S":
        "USER#u1"}, "SK": {"S": "ORDER#o1"}}, "UpdateExpression": "SET GSI1SK = :e",
        "ExpressionAttributeValues": {":e": {"S": ""}}})"), error + "GSI1SK");
    QCOMPARE(fails(*m_db, "BatchWriteItem", R"({"RequestItems": {"ecommerce": [{"PutRequest":
        {"Item": {"PK": {"S": "U"}, "SK": {"S": "O"}, "GSI1PK": {"S": "x"},
        "GSI1SK": {"S": ""}}}}]}})"), error + "GSI1SK");
    QCOMPARE(pending(*m_db).at("Count").as_int64(), 2);
    QVERIFY(!ok(*m_db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "U"},
        "SK": {"S": "O"}}})").contains("Item"));
    // An empty attribute that no index keys on is fine.
    ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "U"},
        "SK": {"S": "O"}, "note": {"S": ""}}})");
}

void TestIndexes::indexesSurviveReopen()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("idx.tsdb").toStdString();
    {
        auto db = Database::open({path, false});
        ok(**db, "CreateTable", kCreate);
        ok(**db, "PutItem", order("o1", "PENDING", "2026-05-01", "1"));
    }
    auto db = Database::open({path, false});
    QCOMPARE(pending(**db).at("Count").as_int64(), 1);
    ok(**db, "PutItem", order("o2", "PENDING", "2026-05-02", "2"));
    QCOMPARE(pending(**db).at("Count").as_int64(), 2);
}

void TestIndexes::createIndexBackfills()
{
    auto d = ok(*m_db, "UpdateTable", R"~({"TableName": "ecommerce",
        "AttributeDefinitions": [{"AttributeName": "status", "AttributeType": "S"}],
        "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "ByStatus", "KeySchema":
        [{"AttributeName": "status", "KeyType": "HASH"}], "Projection": {"ProjectionType":
        "KEYS_ONLY"}}}]})~");
    QCOMPARE(d.at("TableDescription").at("GlobalSecondaryIndexes").as_array().size(), 2u);
    TEST_waitForIndexBackfills(*m_db);
    const std::string byStatus = R"~({"TableName": "ecommerce", "IndexName": "ByStatus",
        "KeyConditionExpression": "#s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "PENDING"}}})~";
    QCOMPARE(ok(*m_db, "Query", byStatus).at("Count").as_int64(), 2); // backfilled
    ok(*m_db, "PutItem", order("o7", "PENDING", "2026-07-01", "1"));
    QCOMPARE(ok(*m_db, "Query", byStatus).at("Count").as_int64(), 3); // maintained
    ok(*m_db, "UpdateTable", R"~({"TableName": "ecommerce", "GlobalSecondaryIndexUpdates":
        [{"Delete": {"IndexName": "ByStatus"}}]})~");
    QCOMPARE(fails(*m_db, "Query", byStatus),
             "ValidationException: The table does not have the specified index: ByStatus");
    QCOMPARE(pending(*m_db).at("Count").as_int64(), 3);
}

void TestIndexes::failedIndexUpdateChangesNothing()
{
    const QString before = text(ok(*m_db, "DescribeTable", R"({"TableName": "ecommerce"})"));
    QCOMPARE(fails(*m_db, "UpdateTable", R"~({"TableName": "ecommerce",
        "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "ByColour", "KeySchema":
        [{"AttributeName": "colour", "KeyType": "HASH"}], "Projection": {"ProjectionType":
        "ALL"}}}]})~"),
             "ValidationException: One or more parameter values were invalid: Some index key "
             "attributes are not defined in AttributeDefinitions. Keys: [colour], "
             "AttributeDefinitions: []");
    QCOMPARE(text(ok(*m_db, "DescribeTable", R"({"TableName": "ecommerce"})")), before);
    QCOMPARE(fails(*m_db, "UpdateTable", R"~({"TableName": "ecommerce",
        "GlobalSecondaryIndexUpdates": [{"Delete": {"IndexName": "Nope"}}]})~"),
             "ResourceNotFoundException: Requested resource not found: Index: Nope not found");
}

QTEST_GUILESS_MAIN(TestIndexes)
#include "tst_indexes.moc"
