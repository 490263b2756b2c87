// BatchGetItem stops where the service's response would pass 16 MB and returns the keys it did
// not read as UnprocessedKeys, each table's request as it was with only those keys; a client
// that resends them gets the rest.

#include "engine_fixture.h"

#include <set>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

constexpr int kItemBytes = 390 * 1024; // 42 such items fit in 16 MB, the 43rd does not

void fill(Client &db, std::string_view table, int count)
{
    const std::string payload(kItemBytes, 'x');
    for (int i = 0; i < count; ++i)
        ok(db, "PutItem", R"({"TableName": ")" + std::string(table) + R"(", "Item": {"p": {"S":
            "k)" + std::to_string(i) + R"("}, "v": {"S": ")" + payload + R"("}}})");
}

std::string keys(int first, int count)
{
    std::string out;
    for (int i = first; i < first + count; ++i)
        out += (out.empty() ? "" : ",") + std::string(R"({"p": {"S": "k)") + std::to_string(i)
               + R"("}})";
    return "[" + out + "]";
}

void createTable(Client &db, std::string_view name)
{
    ok(db, "CreateTable", R"({"TableName": ")" + std::string(name) + R"(", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"}]})");
}

} // namespace

class TestBatchGetLimit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void stopsAtSixteenMegabytes();
    void underTheLimitReadsAll();
    void legacyParametersAsWritten();
};

void TestBatchGetLimit::stopsAtSixteenMegabytes()
{
    auto db = openMemory();
    createTable(*db, "big");
    createTable(*db, "small");
    fill(*db, "big", 50);
    ok(*db, "PutItem", R"({"TableName": "small", "Item": {"p": {"S": "k0"}}})");
    auto response = ok(*db, "BatchGetItem", R"({"RequestItems": {
        "big": {"Keys": )" + keys(0, 50) + R"(, "ProjectionExpression": "p",
                "ConsistentRead": true},
        "small": {"Keys": )" + keys(0, 1) + R"(}}, "ReturnConsumedCapacity": "TOTAL"})");
    QCOMPARE(response.at("Responses").at("big").as_array().size(), std::size_t(42));
    QVERIFY(!response.at("Responses").as_object().contains("small"));
    // The rest of each table's request, its other members kept, in the order asked.
    QCOMPARE(text(response.at("UnprocessedKeys")),
             R"({"big":{"Keys":)" + QString::fromStdString(json::serialize(
                 json::parse(keys(42, 8)))) + R"(,"ProjectionExpression":"p",)"
             R"("ConsistentRead":true},"small":{"Keys":[{"p":{"S":"k0"}}]}})");
    // Only what was read is charged: 42 strongly consistent reads of 98 units each.
    QCOMPARE(text(response.at("ConsumedCapacity")),
             R"([{"CapacityUnits":4.116E3,"ReadCapacityUnits":4.116E3,"TableName":"big"}])");
    std::set<std::string> seen;
    for (const json::value &item : response.at("Responses").at("big").as_array())
        seen.insert(std::string(item.at("p").at("S").as_string()));
    const json::object rest = ok(*db, "BatchGetItem", R"({"RequestItems": )"
        + json::serialize(response.at("UnprocessedKeys")) + "}");
    QCOMPARE(text(rest.at("UnprocessedKeys")), "{}");
    for (const json::value &item : rest.at("Responses").at("big").as_array())
        QVERIFY(seen.insert(std::string(item.at("p").at("S").as_string())).second);
    QCOMPARE(seen.size(), std::size_t(50));
    QCOMPARE(rest.at("Responses").at("small").as_array().size(), std::size_t(1));
}

void TestBatchGetLimit::underTheLimitReadsAll()
{
    auto db = openMemory();
    createTable(*db, "big");
    fill(*db, "big", 42);
    auto response = ok(*db, "BatchGetItem", R"({"RequestItems": {"big": {"Keys": )"
        + keys(0, 42) + "}}}");
    QCOMPARE(response.at("Responses").at("big").as_array().size(), std::size_t(42));
    QCOMPARE(text(response.at("UnprocessedKeys")), "{}");
}


// A table asked for with AttributesToGet gets its UnprocessedKeys in those words, not in the
// ProjectionExpression the engine rewrote them to.
void TestBatchGetLimit::legacyParametersAsWritten()
{
    auto db = openMemory();
    createTable(*db, "big");
    fill(*db, "big", 44);
    auto response = ok(*db, "BatchGetItem", R"({"RequestItems": {"big": {"Keys": )"
        + keys(0, 44) + R"(, "AttributesToGet": ["p", "v"], "ConsistentRead": true}}})");
    QCOMPARE(response.at("Responses").at("big").as_array().size(), std::size_t(42));
    QCOMPARE(text(response.at("UnprocessedKeys")),
             R"({"big":{"Keys":)" + QString::fromStdString(json::serialize(
                 json::parse(keys(42, 2)))) + R"(,"AttributesToGet":["p","v"],)"
             R"("ConsistentRead":true}})");
}

QTEST_GUILESS_MAIN(TestBatchGetLimit)
#include "tst_batch_get_limit.moc"
