// The provisioned-throughput simulation: token buckets with burst and debt, the service's
// exceptions for tables and GSIs, GSI back-pressure, batches, and the switch.

#include "capacity/token_bucket.h"
#include "capacity_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;
using namespace std::chrono_literals;

class TestThrottling : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void bucketRefillsAtTheRateUpToBurst();
    void offByDefaultNothingThrottles();
    void writeThrottledWhenBucketEmpty();
    void largeWriteRunsIntoDebt();
    void burstAfterIdle();
    void eventuallyConsistentReadsCostHalf();
    void queryOnGlobalIndexUsesItsBucket();
    void globalIndexBackPressure();
    void backPressureOnlyFromTouchedIndexes();
    void onDemandNeverThrottled();
    void switchAtRunTime();
    void updateTableChangesTheRate();
    void updateTableChangesIndexRate();
    void indexThroughputRules_data();
    void decreasesByHandAreLimited();
    void indexThroughputRules();
    void consumedCapacityAsAsked();
    void batchWritePartiallyUnprocessed();
    void batchGetPartiallyUnprocessed();
    void transactionThrottled();
    void badRequestsStillValidated();
    void tableNamedByArn_data();
    void tableNamedByArn();
    void batchByArnAnswersUnderTheArn();
};

namespace {

// A BatchWriteItem list of eight 1 KB-or-less puts into partition "p", sort keys "0" to "7": more
// than a 5 WCU bucket admits.
std::string eightPutRequests()
{
    std::string puts;
    for (int i = 0; i < 8; ++i)
        puts += std::string(i ? "," : "") + R"({"PutRequest": {"Item": {"PK": {"S": "p"},
            "SK": {"S": ")" + std::to_string(i) + R"("}}}})";
    return puts;
}

} // namespace

void TestThrottling::bucketRefillsAtTheRateUpToBurst()
{
    capacity::TokenBucket bucket(10, 0);
    QCOMPARE(bucket.balance(), 10.0); // one second's worth: nothing unused yet
    bucket.charge(25);
    QCOMPARE(bucket.balance(), -15.0);
    QVERIFY(!bucket.hasCapacity());
    bucket.refill(1500, 10);
    QCOMPARE(bucket.balance(), 0.0);
    QVERIFY(!bucket.hasCapacity());
    bucket.refill(1600, 10);
    QVERIFY(bucket.hasCapacity());
    bucket.refill(1'000'000, 10);
    QCOMPARE(bucket.balance(), 3000.0); // 300 seconds of burst at most
    bucket.refill(1'000'000, 2);        // lowered capacity: burst shrinks with it
    QCOMPARE(bucket.balance(), 600.0);
}

void TestThrottling::offByDefaultNothingThrottles()
{
    auto db = openMemory();
    QVERIFY(!db->simulatesThrottling());
    createProvisioned(*db, "tbl", 1, 1);
    for (int i = 0; i < 50; ++i)
        QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", std::to_string(i), 3000)),
                 QString("ok"));
}

void TestThrottling::writeThrottledWhenBucketEmpty()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), kTableThrottled);
    // Half a unit earned: enough to be admitted, and the write leaves half a unit of debt.
    clock->advance(500ms);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "c")), kTableThrottled);
    clock->advance(500ms);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "c")), kTableThrottled);
    clock->advance(1ms);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "c")), QString("ok"));
    // The throttled calls wrote nothing.
    auto items = ok(*db, "Scan", R"({"TableName": "tbl", "Select": "COUNT"})");
    QCOMPARE(items.at("Count").as_int64(), 3);

    auto r = db->call("PutItem", parseObject(putRequest("tbl", "d")));
    QVERIFY(!r);
    const auto &reasons = r.error().details.at("ThrottlingReasons").as_array();
    QCOMPARE(text(reasons.at(0).at("reason")), QString("\"TableWriteProvisionedThroughputExceeded\""));
    QCOMPARE(text(reasons.at(0).at("resource")),
             QString("\"arn:aws:dynamodb:us-east-1:000000000000:table/tbl\""));
}

void TestThrottling::largeWriteRunsIntoDebt()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    // 5 KB costs 5 WCU: admitted on a balance of 1, charged afterwards, as the service does.
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "big", 5000)), QString("ok"));
    clock->advance(4s); // back to zero: still nothing to spend
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), kTableThrottled);
    clock->advance(100ms);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), QString("ok"));
}

void TestThrottling::burstAfterIdle()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 2);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "first")), QString("ok"));
    clock->advance(3600s); // an idle hour saves only 300 seconds: 600 WCU
    for (int i = 0; i < 599; ++i)
        QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", std::to_string(i))), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "last")), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "over")), kTableThrottled);
}

void TestThrottling::eventuallyConsistentReadsCostHalf()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 10);
    ok(*db, "PutItem", putRequest("tbl", "a"));
    const std::string get = R"({"TableName": "tbl", "Key": {"PK": {"S": "p"}, "SK": {"S": "a"}}})";
    QCOMPARE(outcome(*db, "GetItem", get), QString("ok"));
    QCOMPARE(outcome(*db, "GetItem", get), QString("ok"));
    QCOMPARE(outcome(*db, "GetItem", get), kTableThrottled);
    clock->advance(1s);
    const std::string strong = R"({"TableName": "tbl", "ConsistentRead": true,
                                   "Key": {"PK": {"S": "p"}, "SK": {"S": "a"}}})";
    QCOMPARE(outcome(*db, "GetItem", strong), QString("ok"));
    QCOMPARE(outcome(*db, "GetItem", get), kTableThrottled);
}

void TestThrottling::queryOnGlobalIndexUsesItsBucket()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 100, 1, 100);
    ok(*db, "PutItem", putRequest("tbl", "a", 10, true));
    const std::string query = R"({"TableName": "tbl", "IndexName": "GSI1",
        "KeyConditionExpression": "GSI1PK = :g", "ExpressionAttributeValues": {":g": {"S": "g"}}})";
    QCOMPARE(outcome(*db, "Query", query), QString("ok"));
    QCOMPARE(outcome(*db, "Query", query), QString("ok"));
    auto r = db->call("Query", parseObject(query));
    QVERIFY(!r);
    QCOMPARE(QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                    + r.error().message),
             kIndexThrottled);
    QCOMPARE(text(r.error().details.at("ThrottlingReasons").at(0).at("resource")),
             QString("\"arn:aws:dynamodb:us-east-1:000000000000:table/tbl/index/GSI1\""));
    // The GSI's reads were not charged to the table: its 1 RCU is all there.
    const std::string tableQuery = R"({"TableName": "tbl", "KeyConditionExpression": "PK = :p",
        "ExpressionAttributeValues": {":p": {"S": "p"}}})";
    QCOMPARE(outcome(*db, "Query", tableQuery), QString("ok"));
    QCOMPARE(outcome(*db, "Query", tableQuery), QString("ok"));
    QCOMPARE(outcome(*db, "Query", tableQuery), kTableThrottled);
}

void TestThrottling::globalIndexBackPressure()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 100, 100, 100, 1);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a", 10, true)), QString("ok"));
    // The GSI's write bucket is empty: the base-table write is throttled for it.
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b", 10, true)), kGlobalIndexBackPressure);
    QCOMPARE(outcome(*db, "UpdateItem", R"({"TableName": "tbl",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "a"}}, "UpdateExpression": "SET x = :x",
        "ExpressionAttributeValues": {":x": {"N": "1"}}})"), kGlobalIndexBackPressure);
    auto r = db->call("PutItem", parseObject(putRequest("tbl", "b", 10, true)));
    QCOMPARE(text(r.error().details.at("ThrottlingReasons").at(0).at("reason")),
             QString("\"IndexWriteProvisionedThroughputExceeded\""));
    clock->advance(1s);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b", 10, true)), QString("ok"));
}

// A write is held back only for the GSIs it puts, changes or deletes an entry in: items
// outside an exhausted GSI are written as usual, alone, in batches and in transactions.
void TestThrottling::backPressureOnlyFromTouchedIndexes()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 100, 100, 100, 1);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a", 10, true)), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), QString("ok"));
    QCOMPARE(outcome(*db, "UpdateItem", R"({"TableName": "tbl",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "b"}}, "UpdateExpression": "SET x = :x",
        "ExpressionAttributeValues": {":x": {"N": "1"}}})"), QString("ok"));
    QCOMPARE(outcome(*db, "DeleteItem", R"({"TableName": "tbl",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "b"}}})"), QString("ok"));
    QCOMPARE(outcome(*db, "TransactWriteItems", R"({"TransactItems": [{"Put": {"TableName":
        "tbl", "Item": {"PK": {"S": "p"}, "SK": {"S": "t"}}}}]})"), QString("ok"));
    // In a batch, the entry outside the GSI runs and the one entering it comes back.
    auto response = ok(*db, "BatchWriteItem", R"({"RequestItems": {"tbl": [
        {"PutRequest": {"Item": {"PK": {"S": "p"}, "SK": {"S": "c"}}}},
        {"PutRequest": {"Item": {"PK": {"S": "p"}, "SK": {"S": "d"}, "GSI1PK": {"S": "g"},
                                 "GSI1SK": {"S": "d"}}}}]}})");
    const auto &unprocessed = response.at("UnprocessedItems").at("tbl").as_array();
    QCOMPARE(unprocessed.size(), std::size_t(1));
    QCOMPARE(text(unprocessed.at(0).at("PutRequest").at("Item").at("SK")),
             QString(R"({"S":"d"})"));
    // Replacing the indexed item with one outside the GSI deletes its entry: held back.
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), kGlobalIndexBackPressure);
    QCOMPARE(outcome(*db, "DeleteItem", R"({"TableName": "tbl",
        "Key": {"PK": {"S": "p"}, "SK": {"S": "a"}}})"), kGlobalIndexBackPressure);
    auto count = ok(*db, "Scan", R"({"TableName": "tbl", "Select": "COUNT"})");
    QCOMPARE(count.at("Count").as_int64(), 3); // a, c, t
}

void TestThrottling::onDemandNeverThrottled()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createEcommerce(*db, "ondemand");
    for (int i = 0; i < 100; ++i)
        QCOMPARE(outcome(*db, "PutItem", R"({"TableName": "ondemand", "Item": {"PK": {"S": "p"},
            "SK": {"S": ")" + std::to_string(i) + R"("}}})"), QString("ok"));
}

void TestThrottling::switchAtRunTime()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    ok(*db, "PutItem", putRequest("tbl", "a"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), kTableThrottled);
    db->setSimulateThrottling(false);
    QVERIFY(!db->simulatesThrottling());
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "c")), QString("ok"));
    db->setSimulateThrottling(true);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "d")), kTableThrottled);
}

void TestThrottling::updateTableChangesTheRate()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    ok(*db, "PutItem", putRequest("tbl", "a"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), kTableThrottled);
    ok(*db, "UpdateTable", R"({"TableName": "tbl",
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 100}})");
    clock->advance(100ms); // 10 WCU at the new rate
    for (int i = 0; i < 10; ++i)
        QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", std::to_string(i))), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "over")), kTableThrottled);
}

// GlobalSecondaryIndexUpdates' Update gives a GSI its new rate: back-pressure from a starved
// GSI ends when its capacity is raised.
void TestThrottling::updateTableChangesIndexRate()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 100, 100, 100, 1);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a", 10, true)), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b", 10, true)), kGlobalIndexBackPressure);
    auto updated = ok(*db, "UpdateTable", R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "GSI1", "ProvisionedThroughput": {"ReadCapacityUnits": 100,
        "WriteCapacityUnits": 100}}}]})");
    QCOMPARE(text(updated.at("TableDescription").at("GlobalSecondaryIndexes").at(0)
                      .at("ProvisionedThroughput").at("WriteCapacityUnits")),
             QString("100"));
    clock->advance(100ms); // 10 WCU at the new rate
    for (int i = 0; i < 10; ++i)
        QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", std::to_string(i), 10, true)),
                 QString("ok"));
}

void TestThrottling::indexThroughputRules_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected"); // "ok", or the error
    const QString units = R"("ProvisionedThroughput": {"ReadCapacityUnits": 5,
        "WriteCapacityUnits": 5})";
    QTest::newRow("unknown index") << R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "Nope", )" + units + "}}]}"
        << "ResourceNotFoundException: Requested resource not found: Index: Nope not found";
    QTest::newRow("no units") << R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "GSI1"}}]})"
        << "ValidationException: One or more parameter values were invalid: "
           "ProvisionedThroughput is not specified for index: GSI1";
    QTest::newRow("zero units") << R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "GSI1", "ProvisionedThroughput": {"ReadCapacityUnits": 0,
        "WriteCapacityUnits": 5}}}]})"
        << "ValidationException: 1 validation error detected: Value '0' at "
           "'globalSecondaryIndexUpdates.1.member.update.provisionedThroughput.readCapacityUnits' "
           "failed to satisfy constraint: Member must "
           "have value greater than or equal to 1";
    QTest::newRow("two actions in one entry") << R"({"TableName": "tbl",
        "GlobalSecondaryIndexUpdates": [{"Update": {"IndexName": "GSI1", )" + units + R"(},
        "Delete": {"IndexName": "GSI1"}}]})"
        << "ValidationException: Each GlobalSecondaryIndexUpdates entry must have exactly one of "
           "Create, Update or Delete";
    QTest::newRow("to on-demand with units") << R"({"TableName": "tbl", "BillingMode":
        "PAY_PER_REQUEST", "GlobalSecondaryIndexUpdates": [{"Update": {"IndexName": "GSI1", )"
        + units + "}}]}"
        << "ValidationException: One or more parameter values were invalid: "
           "ProvisionedThroughput should not be specified for index: GSI1 when BillingMode is "
           "PAY_PER_REQUEST";
    QTest::newRow("update and delete") << R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "GSI1", )" + units + R"(}}, {"Delete": {"IndexName":
        "GSI1"}}]})" << "ok";
}

// Decreases by hand count against DynamoDB's daily limit like auto scaling's: four at any time,
// then one an hour; a call lowering both units is one decrease; increases are free. GSIs too.
void TestThrottling::decreasesByHandAreLimited()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 100, 100, 100, 100);
    auto units = [](int read, int write) {
        return R"({"ReadCapacityUnits": )" + std::to_string(read)
               + R"(, "WriteCapacityUnits": )" + std::to_string(write) + "}";
    };
    auto table = [&](int read, int write) {
        return R"({"TableName": "tbl", "ProvisionedThroughput": )" + units(read, write) + "}";
    };
    auto gsi = [&](int read, int write) {
        return R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates": [{"Update": {"IndexName":
            "GSI1", "ProvisionedThroughput": )" + units(read, write) + "}}]}";
    };
    for (int i = 1; i <= 4; ++i) {
        ok(*db, "UpdateTable", table(100 - i, 100 - i)); // both lower: one decrease each
        clock->advance(1s);
    }
    ok(*db, "UpdateTable", table(200, 200)); // an increase is not counted
    const QString refused = fails(*db, "UpdateTable", table(50, 50));
    QVERIFY2(refused.startsWith("LimitExceededException: Subscriber limit exceeded: Provisioned "
                                "throughput decreases are limited within a given UTC day."),
             qPrintable(refused));
    auto described = ok(*db, "DescribeTable", R"({"TableName": "tbl"})").at("Table");
    QCOMPARE(text(described.at("ProvisionedThroughput").at("ReadCapacityUnits")), "200");
    QCOMPARE(text(described.at("ProvisionedThroughput").at("NumberOfDecreasesToday")), "4");
    clock->advance(3600s); // one more an hour after the last
    ok(*db, "UpdateTable", table(50, 50));
    described = ok(*db, "DescribeTable", R"({"TableName": "tbl"})").at("Table");
    QCOMPARE(text(described.at("ProvisionedThroughput").at("NumberOfDecreasesToday")), "5");
    // A GSI keeps its own count.
    for (int i = 1; i <= 4; ++i)
        ok(*db, "UpdateTable", gsi(100 - i, 100));
    QVERIFY(fails(*db, "UpdateTable", gsi(10, 100)).startsWith("LimitExceededException"));
    described = ok(*db, "DescribeTable", R"({"TableName": "tbl"})").at("Table");
    QCOMPARE(text(described.at("GlobalSecondaryIndexes").at(0).at("ProvisionedThroughput")
                      .at("NumberOfDecreasesToday")),
             "4");
}

// What DynamoDB asks of GSI throughput in UpdateTable; a refused update changes nothing.
void TestThrottling::indexThroughputRules()
{
    QFETCH(QString, request);
    QFETCH(QString, expected);
    auto db = openMemory();
    createProvisioned(*db, "tbl", 5, 5, 7, 7);
    const QString before = text(ok(*db, "DescribeTable", R"({"TableName": "tbl"})")
                                    .at("Table").at("GlobalSecondaryIndexes"));
    if (expected == "ok") {
        ok(*db, "UpdateTable", request.toStdString());
        return;
    }
    QCOMPARE(fails(*db, "UpdateTable", request.toStdString()), expected);
    QCOMPARE(text(ok(*db, "DescribeTable", R"({"TableName": "tbl"})")
                      .at("Table").at("GlobalSecondaryIndexes")),
             before);
}

void TestThrottling::consumedCapacityAsAsked()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 100, 100);
    auto none = ok(*db, "PutItem", putRequest("tbl", "a"));
    QVERIFY(!none.contains("ConsumedCapacity"));
    auto asked = parseObject(putRequest("tbl", "b"));
    asked["ReturnConsumedCapacity"] = "TOTAL";
    auto total = db->call("PutItem", asked);
    QVERIFY(total);
    // As objects: the order of the members is not part of the answer.
    QCOMPARE(total->at("ConsumedCapacity"),
             json::value(parseObject(
                 R"({"TableName":"tbl","CapacityUnits":1.0,"WriteCapacityUnits":1.0})")));
    asked["ReturnConsumedCapacity"] = "BOGUS";
    auto bad = db->call("PutItem", asked);
    QVERIFY(!bad);
    QCOMPARE(bad.error().kind, ErrorKind::ValidationException);
}

void TestThrottling::batchWritePartiallyUnprocessed()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 5, 5);
    const std::string puts = eightPutRequests();
    const std::string batch = R"({"RequestItems": {"tbl": [)" + puts + "]}}";
    auto response = ok(*db, "BatchWriteItem", batch);
    // The bucket held 5 WCU: five writes ran, the other three come back to be retried.
    const auto &unprocessed = response.at("UnprocessedItems").at("tbl").as_array();
    QCOMPARE(unprocessed.size(), std::size_t(3));
    QCOMPARE(text(unprocessed.at(0).at("PutRequest").at("Item").at("SK")),
             QString(R"({"S":"5"})"));
    auto count = ok(*db, "Scan", R"({"TableName": "tbl", "Select": "COUNT"})");
    QCOMPARE(count.at("Count").as_int64(), 5);
    // Nothing admitted at all: the whole call fails.
    QCOMPARE(outcome(*db, "BatchWriteItem", batch), kTableThrottled);
}

void TestThrottling::batchGetPartiallyUnprocessed()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 2, 100);
    std::string keys;
    for (int i = 0; i < 10; ++i) {
        ok(*db, "PutItem", putRequest("tbl", std::to_string(i)));
        keys += std::string(i ? "," : "") + R"({"PK": {"S": "p"}, "SK": {"S": ")"
                + std::to_string(i) + R"("}})";
    }
    const std::string batch = R"({"RequestItems": {"tbl": {"Keys": [)" + keys
                              + R"(], "ProjectionExpression": "SK"}}})";
    auto asked = parseObject(batch);
    asked["ReturnConsumedCapacity"] = "TOTAL";
    auto response = db->call("BatchGetItem", asked).value();
    // 2 RCU admit four eventually consistent reads of 0.5 each.
    QCOMPARE(response.at("Responses").at("tbl").as_array().size(), std::size_t(4));
    const auto &unprocessed = response.at("UnprocessedKeys").at("tbl").as_object();
    QCOMPARE(unprocessed.at("Keys").as_array().size(), std::size_t(6));
    QCOMPARE(text(unprocessed.at("ProjectionExpression")), QString("\"SK\""));
    // Each item is its own read, rounded up alone: 4 x 0.5, not 0.5 for their sum.
    QCOMPARE(response.at("ConsumedCapacity").at(0).at("CapacityUnits").as_double(), 2.0);
    QCOMPARE(outcome(*db, "BatchGetItem", batch), kTableThrottled);
}

void TestThrottling::transactionThrottled()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    createProvisioned(*db, "usr", 100, 100);
    ok(*db, "PutItem", putRequest("tbl", "a"));
    const std::string transaction = R"({"TransactItems": [
        {"Put": {"TableName": "usr", "Item": {"PK": {"S": "p"}, "SK": {"S": "x"}}}},
        {"Put": {"TableName": "tbl", "Item": {"PK": {"S": "p"}, "SK": {"S": "x"}}}}]})";
    // Insufficient capacity cancels a transaction, naming the action that lacked it.
    auto r = db->call("TransactWriteItems", parseObject(transaction));
    QVERIFY(!r);
    QCOMPARE(QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                    + r.error().message),
             QString("TransactionCanceledException: Transaction cancelled, please refer "
                     "cancellation reasons for specific reasons [None, "
                     "ProvisionedThroughputExceeded]"));
    const auto &reasons = r.error().details.at("CancellationReasons").as_array();
    QCOMPARE(text(reasons.at(0)), QString(R"({"Code":"None"})"));
    QCOMPARE("ProvisionedThroughputExceededException: "
                 + QString::fromStdString(std::string(reasons.at(1).at("Message").as_string())),
             kTableThrottled);
    auto count = ok(*db, "Scan", R"({"TableName": "usr", "Select": "COUNT"})");
    QCOMPARE(count.at("Count").as_int64(), 0);
    clock->advance(1s); // admitted on 1 WCU; a transactional write costs twice: 2 WCU
    QCOMPARE(outcome(*db, "TransactWriteItems", transaction), QString("ok"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), kTableThrottled);
}

void TestThrottling::badRequestsStillValidated()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    QCOMPARE(outcome(*db, "PutItem", putRequest("missing", "a")),
             QString("ResourceNotFoundException: Requested resource not found"));
    std::string puts;
    for (int i = 0; i < 26; ++i)
        puts += std::string(i ? "," : "") + R"({"PutRequest": {"Item": {"PK": {"S": "p"},
            "SK": {"S": ")" + std::to_string(i) + R"("}}}})";
    const QString tooMany = outcome(*db, "BatchWriteItem", R"({"RequestItems": {"tbl": [)" + puts
                                                                + "]}}");
    QVERIFY2(tooMany.startsWith("ValidationException"), qPrintable(tooMany));
    QVERIFY(outcome(*db, "BatchWriteItem", R"({"RequestItems": {"tbl": 5}})") != "ok");
    QVERIFY(outcome(*db, "TransactWriteItems", R"({"TransactItems": [1, {"Put": 2}]})") != "ok");
}

namespace {

const QString kTableArn = "arn:aws:dynamodb:us-east-1:000000000000:table/tbl";

} // namespace

// A table named by its ARN draws on the same buckets as by its name, in every shape of request:
// the first call empties the new table's bucket (one unit), the second is refused.
void TestThrottling::tableNamedByArn_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request"); // $T: the table's ARN; $K: an item's key
    QTest::addColumn<QString>("refusal");
    const QString cancelled = "TransactionCanceledException: Transaction cancelled, please "
                              "refer cancellation reasons for specific reasons "
                              "[ProvisionedThroughputExceeded]";
    QTest::newRow("PutItem") << "PutItem"
                             << R"({"TableName": "$T", "Item": $K})" << kTableThrottled;
    QTest::newRow("UpdateItem") << "UpdateItem"
                                << R"({"TableName": "$T", "Key": $K,
                                       "UpdateExpression": "SET v = :v",
                                       "ExpressionAttributeValues": {":v": {"N": "1"}}})"
                                << kTableThrottled;
    QTest::newRow("GetItem") << "GetItem"
                             << R"({"TableName": "$T", "Key": $K, "ConsistentRead": true})"
                             << kTableThrottled;
    QTest::newRow("Query") << "Query"
                           << R"({"TableName": "$T", "ConsistentRead": true,
                                  "KeyConditionExpression": "PK = :p",
                                  "ExpressionAttributeValues": {":p": {"S": "p"}}})"
                           << kTableThrottled;
    QTest::newRow("BatchWriteItem") << "BatchWriteItem"
                                    << R"({"RequestItems": {"$T": [{"PutRequest":
                                           {"Item": $K}}]}})"
                                    << kTableThrottled;
    QTest::newRow("BatchGetItem") << "BatchGetItem"
                                  << R"({"RequestItems": {"$T": {"Keys": [$K],
                                         "ConsistentRead": true}}})"
                                  << kTableThrottled;
    QTest::newRow("TransactWriteItems") << "TransactWriteItems"
                                        << R"({"TransactItems": [{"Put": {"TableName": "$T",
                                               "Item": $K}}]})"
                                        << cancelled;
    QTest::newRow("TransactGetItems") << "TransactGetItems"
                                      << R"({"TransactItems": [{"Get": {"TableName": "$T",
                                             "Key": $K}}]})"
                                      << cancelled;
}

void TestThrottling::tableNamedByArn()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, refusal);
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    const std::string asked = request.replace("$T", kTableArn)
                                  .replace("$K", R"({"PK": {"S": "p"}, "SK": {"S": "a"}})")
                                  .toStdString();
    QCOMPARE(outcome(*db, operation.toStdString(), asked), QString("ok"));
    QCOMPARE(outcome(*db, operation.toStdString(), asked), refusal);
}

// A batch split by the simulation answers under the RequestItems key the client used, and is
// charged to the table it names.
void TestThrottling::batchByArnAnswersUnderTheArn()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 5, 5);
    const std::string puts = eightPutRequests();
    const std::string arn = kTableArn.toStdString();
    auto response = ok(*db, "BatchWriteItem", R"({"RequestItems": {")" + arn + R"(": [)" + puts
                                                  + R"(]}, "ReturnConsumedCapacity": "TOTAL"})");
    QCOMPARE(response.at("UnprocessedItems").at(arn).as_array().size(), std::size_t(3));
    QCOMPARE(text(response.at("ConsumedCapacity").at(0).at("TableName")),
             "\"" + kTableArn + "\"");
    QCOMPARE(response.at("ConsumedCapacity").at(0).at("CapacityUnits").as_double(), 5.0);
    // The five writes were charged to the table: by its name, nothing is left.
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "x")), kTableThrottled);
}

QTEST_GUILESS_MAIN(TestThrottling)
#include "tst_throttling.moc"
