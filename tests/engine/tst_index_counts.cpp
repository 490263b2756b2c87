#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

using namespace tablesmith;
using namespace tablesmith::test;

// DescribeTable's ItemCount and IndexSizeBytes of every GSI and LSI: counted once, then kept
// current by each write (puts, updates, deletes, batches, transactions), after a reopen and
// after a backfill. Sizes are DynamoDB's: attribute name plus value; entries hold the
// projected attributes (KEYS_ONLY: table and index keys; ALL: the whole item), and
// IndexSizeBytes adds 100 bytes of overhead per entry (so "2/220" is two 10-byte entries).
class TestIndexCounts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void newIndexesAreEmpty();
    void putsAreCounted();
    void updatesMoveItemsInAndOutOfSparseIndex();
    void deletesAreCounted();
    void batchWritesAreCounted();
    void transactionsAreCountedOnlyWhenCommitted();
    void reopenCountsAgain();
    void backfilledIndexIsCountedAndKeptCurrent();
    void writesDuringBackfillAreNotCountedTwice();
    void deletedIndexLeavesOthersCounted();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

// ByStatus: KEYS_ONLY on st; ByPay: INCLUDE d on pay; ByDate: LSI on d, ALL.
const char *kCreate = R"~({"TableName": "tbl", "BillingMode": "PAY_PER_REQUEST",
    "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                  {"AttributeName": "SK", "KeyType": "RANGE"}],
    "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
        {"AttributeName": "SK", "AttributeType": "S"}, {"AttributeName": "st",
        "AttributeType": "S"}, {"AttributeName": "pay", "AttributeType": "S"},
        {"AttributeName": "d", "AttributeType": "S"}],
    "GlobalSecondaryIndexes": [
        {"IndexName": "ByStatus", "KeySchema": [{"AttributeName": "st", "KeyType": "HASH"}],
         "Projection": {"ProjectionType": "KEYS_ONLY"}},
        {"IndexName": "ByPay", "KeySchema": [{"AttributeName": "pay", "KeyType": "HASH"}],
         "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["d"]}}],
    "LocalSecondaryIndexes": [
        {"IndexName": "ByDate", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
         {"AttributeName": "d", "KeyType": "RANGE"}], "Projection": {"ProjectionType": "ALL"}}]
    })~";

// An item P<i>/S with the given attributes (empty: absent). Size: PK 4 + SK 3 + st (2 + len)
// + d (1 + len) + pay (3 + len).
std::string item(int i, const std::string &st, const std::string &d, const std::string &pay)
{
    std::string out = R"~({"PK": {"S": "P)~" + std::to_string(i) + R"~("}, "SK": {"S": "S"})~";
    if (!st.empty())
        out += R"~(, "st": {"S": ")~" + st + "\"}";
    if (!d.empty())
        out += R"~(, "d": {"S": ")~" + d + "\"}";
    if (!pay.empty())
        out += R"~(, "pay": {"S": ")~" + pay + "\"}";
    return out + "}";
}

std::string put(int i, const std::string &st, const std::string &d = "x",
                const std::string &pay = "")
{
    return R"~({"TableName": "tbl", "Item": )~" + item(i, st, d, pay) + "}";
}

std::string key(int i)
{
    return R"~({"PK": {"S": "P)~" + std::to_string(i) + R"~("}, "SK": {"S": "S"}})~";
}

std::string update(int i, const std::string &expression, const std::string &values = "")
{
    return R"~({"TableName": "tbl", "Key": )~" + key(i) + R"~(, "UpdateExpression": ")~"
           + expression + "\"" + (values.empty() ? "" : ", \"ExpressionAttributeValues\": "
           + values) + "}";
}

std::string remove(int i)
{
    return R"~({"TableName": "tbl", "Key": )~" + key(i) + "}";
}

// "ItemCount/IndexSizeBytes" of `index` as DescribeTable reports it.
QString counts(Client &db, const std::string &index, const std::string &table = "tbl")
{
    auto d = ok(db, "DescribeTable", R"~({"TableName": ")~" + table + "\"}").at("Table");
    for (const char *member : {"GlobalSecondaryIndexes", "LocalSecondaryIndexes"}) {
        const json::value *list = d.as_object().if_contains(member);
        for (const json::value &i : list ? list->as_array() : json::array())
            if (i.at("IndexName").as_string() == index)
                return text(i.at("ItemCount")) + "/" + text(i.at("IndexSizeBytes"));
    }
    return "no index " + QString::fromStdString(index);
}

// The entries a Scan of the index finds: what ItemCount must agree with.
QString scanned(Client &db, const std::string &index, const std::string &table = "tbl")
{
    auto r = ok(db, "Scan", R"~({"TableName": ")~" + table + R"~(", "IndexName": ")~" + index
                                + "\"}");
    return text(r.at("Count"));
}

} // namespace

void TestIndexCounts::init()
{
    m_db = openMemory();
    ok(*m_db, "CreateTable", kCreate);
}

void TestIndexCounts::newIndexesAreEmpty()
{
    QCOMPARE(counts(*m_db, "ByStatus"), "0/0");
    QCOMPARE(counts(*m_db, "ByPay"), "0/0");
    QCOMPARE(counts(*m_db, "ByDate"), "0/0");
}

void TestIndexCounts::putsAreCounted()
{
    ok(*m_db, "PutItem", put(1, "A", "x", "hello")); // item 20; ByStatus entry 10, ByPay 17
    QCOMPARE(counts(*m_db, "ByStatus"), "1/110");
    QCOMPARE(counts(*m_db, "ByPay"), "1/117");
    QCOMPARE(counts(*m_db, "ByDate"), "1/120");
    ok(*m_db, "PutItem", put(2, "B", "y"));          // item 12
    ok(*m_db, "PutItem", put(3, "", "z", "hello"));  // item 17, not in ByStatus
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByPay"), "2/234");
    QCOMPARE(counts(*m_db, "ByDate"), "3/349");
    // Replacing an item replaces its entries: P1 becomes 17 bytes.
    ok(*m_db, "PutItem", put(1, "A", "x", "hi"));
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByPay"), "2/231");
    QCOMPARE(counts(*m_db, "ByDate"), "3/346");
    // Every item has d, so the ALL LSI holds exactly the table.
    auto d = ok(*m_db, "DescribeTable", R"({"TableName": "tbl"})").at("Table");
    QCOMPARE(text(d.at("TableSizeBytes")), "46");
    QCOMPARE(scanned(*m_db, "ByStatus"), "2");
}

void TestIndexCounts::updatesMoveItemsInAndOutOfSparseIndex()
{
    ok(*m_db, "PutItem", put(1, "A", "x", "hello"));
    ok(*m_db, "PutItem", put(2, "B", "y"));
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByDate"), "2/232");
    ok(*m_db, "UpdateItem", update(1, "REMOVE st")); // out of ByStatus; P1 is 17 bytes
    QCOMPARE(counts(*m_db, "ByStatus"), "1/110");
    QCOMPARE(counts(*m_db, "ByDate"), "2/229");
    ok(*m_db, "UpdateItem", update(1, "SET st = :v", R"({":v": {"S": "CC"}})")); // back in
    QCOMPARE(counts(*m_db, "ByStatus"), "2/221");
    QCOMPARE(counts(*m_db, "ByDate"), "2/233");
    // A new index key moves the entry: still one entry for the item.
    ok(*m_db, "UpdateItem", update(2, "SET st = :v", R"({":v": {"S": "D"}})"));
    QCOMPARE(counts(*m_db, "ByStatus"), "2/221");
    // A non-key attribute changes only the indexes that project it.
    ok(*m_db, "UpdateItem", update(1, "SET pay = :v", R"({":v": {"S": "hey"}})"));
    QCOMPARE(counts(*m_db, "ByStatus"), "2/221");
    QCOMPARE(counts(*m_db, "ByPay"), "1/115");
    QCOMPARE(counts(*m_db, "ByDate"), "2/231");
    // The wrong type for the index key is refused, as DynamoDB refuses it: nothing moves.
    QCOMPARE(fails(*m_db, "UpdateItem", update(2, "SET st = :v", R"({":v": {"N": "1"}})")),
             "ValidationException: One or more parameter values were invalid: Type mismatch for "
             "Index Key st Expected: S Actual: N IndexName: ByStatus");
    QCOMPARE(counts(*m_db, "ByStatus"), "2/221");
    QCOMPARE(scanned(*m_db, "ByStatus"), "2");
}

void TestIndexCounts::deletesAreCounted()
{
    ok(*m_db, "PutItem", put(1, "A", "x", "hello"));
    ok(*m_db, "PutItem", put(2, "B", "y"));
    ok(*m_db, "DeleteItem", remove(1));
    QCOMPARE(counts(*m_db, "ByStatus"), "1/110");
    QCOMPARE(counts(*m_db, "ByPay"), "0/0");
    QCOMPARE(counts(*m_db, "ByDate"), "1/112");
    ok(*m_db, "DeleteItem", remove(7)); // no such item: nothing changes
    QVERIFY(fails(*m_db, "DeleteItem", R"~({"TableName": "tbl", "Key": )~" + key(2)
                  + R"~(, "ConditionExpression": "attribute_not_exists(PK)"})~")
                .startsWith("ConditionalCheckFailedException"));
    QCOMPARE(counts(*m_db, "ByStatus"), "1/110");
    QCOMPARE(counts(*m_db, "ByDate"), "1/112");
    ok(*m_db, "DeleteItem", remove(2));
    QCOMPARE(counts(*m_db, "ByStatus"), "0/0");
    QCOMPARE(counts(*m_db, "ByDate"), "0/0");
}

void TestIndexCounts::batchWritesAreCounted()
{
    ok(*m_db, "BatchWriteItem", R"~({"RequestItems": {"tbl": [{"PutRequest": {"Item": )~"
                                    + item(1, "A", "x", "hello") + R"~(}}, {"PutRequest":
        {"Item": )~" + item(2, "B", "y", "") + R"~(}}, {"PutRequest": {"Item": )~"
                                    + item(3, "", "z", "hello") + "}}]}}");
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByPay"), "2/234");
    QCOMPARE(counts(*m_db, "ByDate"), "3/349");
    ok(*m_db, "BatchWriteItem", R"~({"RequestItems": {"tbl": [{"DeleteRequest": {"Key": )~"
                                    + key(1) + R"~(}}, {"PutRequest": {"Item": )~"
                                    + item(4, "E", "w", "") + "}}]}}");
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByPay"), "1/117");
    QCOMPARE(counts(*m_db, "ByDate"), "3/341");
    QCOMPARE(scanned(*m_db, "ByDate"), "3");
}

void TestIndexCounts::transactionsAreCountedOnlyWhenCommitted()
{
    ok(*m_db, "PutItem", put(3, "C", "z"));
    ok(*m_db, "TransactWriteItems", R"~({"TransactItems": [
        {"Put": {"TableName": "tbl", "Item": )~" + item(1, "A", "x", "hello") + R"~(}},
        {"Put": {"TableName": "tbl", "Item": )~" + item(2, "B", "y", "") + R"~(}},
        {"Update": {"TableName": "tbl", "Key": )~" + key(3) + R"~(, "UpdateExpression":
         "REMOVE st"}}]})~");
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByDate"), "3/341");
    // A cancelled transaction writes nothing, so counts nothing, though its puts ran first.
    QVERIFY(fails(*m_db, "TransactWriteItems", R"~({"TransactItems": [
        {"Put": {"TableName": "tbl", "Item": )~" + item(5, "F", "v", "") + R"~(}},
        {"Delete": {"TableName": "tbl", "Key": )~" + key(1) + R"~(}},
        {"ConditionCheck": {"TableName": "tbl", "Key": )~" + key(2) + R"~(,
         "ConditionExpression": "attribute_not_exists(PK)"}}]})~")
                .startsWith("TransactionCanceledException"));
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
    QCOMPARE(counts(*m_db, "ByPay"), "1/117");
    QCOMPARE(counts(*m_db, "ByDate"), "3/341");
    QCOMPARE(scanned(*m_db, "ByStatus"), "2");
}

void TestIndexCounts::reopenCountsAgain()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("counts.tsdb").toStdString();
    {
        auto db = Database::open({path, true});
        QVERIFY(db.ok());
        ok(**db, "CreateTable", kCreate);
        ok(**db, "PutItem", put(1, "A", "x", "hello"));
        ok(**db, "PutItem", put(2, "B", "y"));
        ok(**db, "PutItem", put(3, "", "z", "hello"));
        QCOMPARE(counts(**db, "ByStatus"), "2/220");
    }
    {
        auto db = Database::open({path, false});
        QVERIFY(db.ok());
        // Written before the first DescribeTable: the count from the file includes it.
        ok(**db, "DeleteItem", remove(3));
        QCOMPARE(counts(**db, "ByStatus"), "2/220");
        QCOMPARE(counts(**db, "ByPay"), "1/117");
        QCOMPARE(counts(**db, "ByDate"), "2/232");
        ok(**db, "PutItem", put(4, "D", "w")); // then kept current
        QCOMPARE(counts(**db, "ByStatus"), "3/330");
        QCOMPARE(counts(**db, "ByDate"), "3/344");
    }
    auto db = Database::open({path, false});
    QVERIFY(db.ok());
    QCOMPARE(counts(**db, "ByStatus"), "3/330");
    QCOMPARE(counts(**db, "ByPay"), "1/117");
    QCOMPARE(counts(**db, "ByDate"), "3/344");
}

namespace {

// The request defines the key again, known to the table or not, as the service asks.
const char *kCreateByStatus = R"~({"TableName": "tbl", "AttributeDefinitions": [
    {"AttributeName": "st", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [{"Create":
    {"IndexName": "Late", "KeySchema": [{"AttributeName": "st", "KeyType": "HASH"}],
    "Projection": {"ProjectionType": "KEYS_ONLY"}}}]})~";

} // namespace

void TestIndexCounts::backfilledIndexIsCountedAndKeptCurrent()
{
    for (int i = 1; i <= 5; ++i)
        ok(*m_db, "PutItem", put(i, i % 2 ? "A" : "")); // P1, P3, P5 have st
    ok(*m_db, "UpdateTable", kCreateByStatus);
    TEST_waitForIndexBackfills(*m_db);
    QCOMPARE(counts(*m_db, "Late"), "3/330");
    ok(*m_db, "PutItem", put(6, "B"));
    ok(*m_db, "DeleteItem", remove(1));
    QCOMPARE(counts(*m_db, "Late"), "3/330");
    QCOMPARE(scanned(*m_db, "Late"), "3");
    ok(*m_db, "UpdateItem", update(2, "SET st = :v", R"({":v": {"S": "B"}})"));
    QCOMPARE(counts(*m_db, "Late"), "4/440");
    QCOMPARE(counts(*m_db, "ByStatus"), "4/440"); // the same items, maintained all along
}

void TestIndexCounts::writesDuringBackfillAreNotCountedTwice()
{
    for (int i = 1; i <= 6; ++i)
        ok(*m_db, "PutItem", put(i, "A"));
    TEST_setIndexBackfillPaused(*m_db, true);
    TEST_setIndexBackfillBatchSize(*m_db, 2);
    ok(*m_db, "UpdateTable", kCreateByStatus);
    QVERIFY(TEST_stepIndexBackfill(*m_db).ok());
    // A write to an item the backfill has not reached yet, which it then rewrites, and one to
    // an item it has passed.
    ok(*m_db, "PutItem", put(6, "BB"));
    ok(*m_db, "UpdateItem", update(1, "REMOVE st"));
    ok(*m_db, "PutItem", put(7, "C"));
    TEST_waitForIndexBackfills(*m_db);
    TEST_setIndexBackfillPaused(*m_db, false);
    QCOMPARE(scanned(*m_db, "Late"), "6");
    QCOMPARE(counts(*m_db, "Late"), "6/661");
    QCOMPARE(counts(*m_db, "ByStatus"), "6/661");
}

void TestIndexCounts::deletedIndexLeavesOthersCounted()
{
    ok(*m_db, "PutItem", put(1, "A", "x", "hello"));
    QCOMPARE(counts(*m_db, "ByPay"), "1/117");
    ok(*m_db, "UpdateTable", R"~({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Delete": {"IndexName": "ByStatus"}}]})~");
    QCOMPARE(counts(*m_db, "ByStatus"), "no index ByStatus");
    // The remaining indexes moved up in the table's list; their counts follow them.
    ok(*m_db, "PutItem", put(2, "B", "y", "hello"));
    QCOMPARE(counts(*m_db, "ByPay"), "2/234");
    QCOMPARE(counts(*m_db, "ByDate"), "2/240");
    // A GSI of the same name created again starts from what it holds.
    ok(*m_db, "UpdateTable", R"~({"TableName": "tbl", "AttributeDefinitions": [
        {"AttributeName": "st", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [{"Create":
        {"IndexName": "ByStatus", "KeySchema": [{"AttributeName": "st", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "KEYS_ONLY"}}}]})~");
    TEST_waitForIndexBackfills(*m_db);
    QCOMPARE(counts(*m_db, "ByStatus"), "2/220");
}

QTEST_GUILESS_MAIN(TestIndexCounts)
#include "tst_index_counts.moc"
