// DeleteTable closes the table's stream: DescribeStream says DISABLED with the shard ended at the
// last record, and the records stay readable until retention drops them.

#include "stream_test_support.h"

#include <QTest>

using namespace streamtest;

class TestStreamTableDeleted : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void deleteTableClosesStream();
};

void TestStreamTableDeleted::deleteTableClosesStream()
{
    TestDatabase t;
    auto created = t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE"));
    QVERIFY(created);
    const std::string arn(created->at("TableDescription").at("LatestStreamArn").as_string());
    QVERIFY(t.call("PutItem", putRequest("orders", "A", "1", "NEW")));
    QVERIFY(t.call("PutItem", putRequest("orders", "B", "1", "NEW")));
    QVERIFY(t.call("DeleteTable", R"({"TableName": "orders"})"));

    const std::string describe = R"({"StreamArn": ")" + arn + "\"}";
    auto d = t.call("DescribeStream", describe);
    QVERIFY2(d, errorText(d).c_str());
    const json::value &stream = d->at("StreamDescription");
    QCOMPARE(stream.at("StreamStatus").as_string(), "DISABLED");
    const json::object &range =
        stream.at("Shards").at(0).at("SequenceNumberRange").as_object();
    QVERIFY2(range.contains("EndingSequenceNumber"), json::serialize(range).c_str());

    auto iterator = t.call("GetShardIterator", R"({"StreamArn": ")" + arn + R"(", "ShardId": ")"
        + std::string(stream.at("Shards").at(0).at("ShardId").as_string())
        + R"(", "ShardIteratorType": "TRIM_HORIZON"})");
    QVERIFY2(iterator, errorText(iterator).c_str());
    auto records = t.call("GetRecords", R"({"ShardIterator": ")"
        + std::string(iterator->at("ShardIterator").as_string()) + "\"}");
    QVERIFY2(records, errorText(records).c_str());
    QCOMPARE(records->at("Records").as_array().size(), 2u);

    // A table created again under the name gets a stream of its own; the old one stays closed.
    QVERIFY(t.call("CreateTable", createTableRequest("orders", "NEW_IMAGE")));
    d = t.call("DescribeStream", describe);
    QCOMPARE(d->at("StreamDescription").at("StreamStatus").as_string(), "DISABLED");
    // After retention the closed stream is gone.
    t.advance(25 * kHourMs);
    QCOMPARE(errorText(t.call("DescribeStream", describe)).substr(0, 25),
             std::string("ResourceNotFoundException"));
}

QTEST_GUILESS_MAIN(TestStreamTableDeleted)
#include "tst_stream_table_deleted.moc"
