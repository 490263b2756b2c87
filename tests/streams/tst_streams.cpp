// Stream records and the DynamoDB Streams API on an in-memory database with a fake clock.

#include "stream_test_support.h"

#include <QtTest/QtTest>

using namespace streamtest;

namespace {

const char *const kTable = "Orders";

json::object records(TestDatabase &t, const std::string &iterator, int limit = 1000)
{
    json::object request{{"ShardIterator", iterator}, {"Limit", limit}};
    auto result = t.call("GetRecords", request);
    if (!result)
        qFatal("GetRecords: %s", errorText(result).c_str());
    return *result;
}

struct StreamHandle {
    std::string arn;
    std::string shardId;
};

StreamHandle streamOf(TestDatabase &t, std::string_view table)
{
    auto described = t.call("DescribeTable", R"~({"TableName": ")~" + std::string(table) + "\"}");
    StreamHandle handle;
    handle.arn = described->at("Table").at("LatestStreamArn").as_string().c_str();
    auto stream = t.call("DescribeStream", json::object{{"StreamArn", handle.arn}});
    handle.shardId = stream->at("StreamDescription").at("Shards").at(0).at("ShardId")
                         .as_string().c_str();
    return handle;
}

tablesmith::Result<json::object> iteratorResult(TestDatabase &t, const StreamHandle &stream,
                                                std::string_view type,
                                                std::string_view sequence = {})
{
    json::object request{{"StreamArn", stream.arn}, {"ShardId", stream.shardId},
                         {"ShardIteratorType", type}};
    if (!sequence.empty())
        request["SequenceNumber"] = sequence;
    return t.call("GetShardIterator", request);
}

std::string iterator(TestDatabase &t, const StreamHandle &stream, std::string_view type,
                     std::string_view sequence = {})
{
    auto result = iteratorResult(t, stream, type, sequence);
    if (!result)
        qFatal("GetShardIterator: %s", errorText(result).c_str());
    return result->at("ShardIterator").as_string().c_str();
}

std::string sequenceOf(const json::value &record)
{
    return record.at("dynamodb").at("SequenceNumber").as_string().c_str();
}

// INSERT, MODIFY and REMOVE of one item.
void putUpdateDelete(TestDatabase &t)
{
    QVERIFY(t.call("PutItem", putRequest(kTable, "USER#u1", "ORDER#o1", "PENDING")));
    QVERIFY(t.call("UpdateItem", R"~({"TableName": "Orders",
        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}},
        "UpdateExpression": "SET #s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "SHIPPED"}}})~"));
    QVERIFY(t.call("DeleteItem", keyRequest(kTable, "USER#u1", "ORDER#o1")));
}

} // namespace

class TestStreams : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void recordsPerViewType_data();
    void recordsPerViewType();
    void noRecordForNoOpWrites();
    void recordFields();
    void iteratorTypes_data();
    void iteratorTypes();
    void pagingGetRecords();
    void iteratorExpires();
    void retentionTrims();
    void streamSpecificationLifecycle();
    void streamSpecificationErrors_data();
    void streamSpecificationErrors();
    void listStreamsPages();
    void noStreamNoRecords();
    void malformedAndUnknownNames();
    void shardIteratorArguments_data();
    void shardIteratorArguments();
};

void TestStreams::recordsPerViewType_data()
{
    QTest::addColumn<QString>("viewType");
    QTest::addColumn<bool>("newImages");
    QTest::addColumn<bool>("oldImages");
    QTest::newRow("KEYS_ONLY") << "KEYS_ONLY" << false << false;
    QTest::newRow("NEW_IMAGE") << "NEW_IMAGE" << true << false;
    QTest::newRow("OLD_IMAGE") << "OLD_IMAGE" << false << true;
    QTest::newRow("NEW_AND_OLD_IMAGES") << "NEW_AND_OLD_IMAGES" << true << true;
}

void TestStreams::recordsPerViewType()
{
    QFETCH(QString, viewType);
    QFETCH(bool, newImages);
    QFETCH(bool, oldImages);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, viewType.toStdString())));
    putUpdateDelete(t);
    const auto stream = streamOf(t, kTable);
    const json::array got = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records")
                                .as_array();
    QCOMPARE(got.size(), 3u);
    const char *events[] = {"INSERT", "MODIFY", "REMOVE"};
    for (std::size_t i = 0; i < got.size(); ++i) {
        const json::object &d = got[i].at("dynamodb").as_object();
        QCOMPARE(got[i].at("eventName").as_string(), events[i]);
        QCOMPARE(d.at("StreamViewType").as_string(), viewType.toStdString());
        QCOMPARE(d.at("Keys").as_object().size(), 2u);
        QCOMPARE(d.contains("NewImage"), newImages && i < 2);
        QCOMPARE(d.contains("OldImage"), oldImages && i > 0);
    }
    const json::object &modify = got[1].at("dynamodb").as_object();
    if (newImages)
        QCOMPARE(modify.at("NewImage").at("status").at("S").as_string(), "SHIPPED");
    if (oldImages)
        QCOMPARE(modify.at("OldImage").at("status").at("S").as_string(), "PENDING");
}

void TestStreams::noRecordForNoOpWrites()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "NEW_AND_OLD_IMAGES")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "USER#u1", "ORDER#o1", "PENDING")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "USER#u1", "ORDER#o1", "PENDING")));
    QVERIFY(t.call("DeleteItem", keyRequest(kTable, "USER#u1", "ORDER#nope")));
    QVERIFY(t.call("UpdateItem", R"~({"TableName": "Orders",
        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}},
        "UpdateExpression": "SET #s = :s", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":s": {"S": "PENDING"}}})~"));
    // A failed condition writes nothing, so records nothing.
    QVERIFY(!t.call("PutItem", R"~({"TableName": "Orders", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}}, "ConditionExpression": "attribute_not_exists(PK)"})~"));
    const auto stream = streamOf(t, kTable);
    const auto got = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").as_array();
    QCOMPARE(got.size(), 1u);
    QCOMPARE(got[0].at("eventName").as_string(), "INSERT");
}

void TestStreams::recordFields()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "NEW_AND_OLD_IMAGES")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "USER#u1", "ORDER#o1", "PENDING")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "USER#u1", "ORDER#o2", "PENDING")));
    const auto stream = streamOf(t, kTable);
    const auto got = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").as_array();
    QCOMPARE(got.size(), 2u);
    const json::object &r = got[0].as_object();
    QCOMPARE(r.at("eventVersion").as_string(), "1.1");
    QCOMPARE(r.at("eventSource").as_string(), "aws:dynamodb");
    QCOMPARE(r.at("awsRegion").as_string(), "us-east-1");
    QVERIFY(!r.at("eventID").as_string().empty());
    QVERIFY(r.at("eventID") != got[1].at("eventID"));
    QVERIFY(!r.contains("userIdentity"));
    const json::object &d = r.at("dynamodb").as_object();
    QCOMPARE(d.at("ApproximateCreationDateTime").to_number<double>(), kStartMs / 1000.0);
    QVERIFY(d.at("SizeBytes").as_int64() > 0);
    const std::string first = sequenceOf(got[0]), second = sequenceOf(got[1]);
    QVERIFY(first.size() >= 21);
    QCOMPARE(first.size(), second.size());
    QVERIFY(first < second); // equal length decimal strings: text order is numeric order
    QCOMPARE(d.at("Keys").at("PK").at("S").as_string(), "USER#u1");
}

void TestStreams::iteratorTypes_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("sequenceOfRecord"); // -1: none
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("TRIM_HORIZON") << "TRIM_HORIZON" << -1 << QStringList{"a", "b", "c", "d"};
    QTest::newRow("LATEST") << "LATEST" << -1 << QStringList{"d"};
    QTest::newRow("AT_SEQUENCE_NUMBER") << "AT_SEQUENCE_NUMBER" << 1
                                        << QStringList{"b", "c", "d"};
    QTest::newRow("AFTER_SEQUENCE_NUMBER") << "AFTER_SEQUENCE_NUMBER" << 1
                                           << QStringList{"c", "d"};
}

void TestStreams::iteratorTypes()
{
    QFETCH(QString, type);
    QFETCH(int, sequenceOfRecord);
    QFETCH(QStringList, expected);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    for (const char *sk : {"a", "b", "c"})
        QVERIFY(t.call("PutItem", putRequest(kTable, "P", sk, "x")));
    const auto stream = streamOf(t, kTable);
    const auto all = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").as_array();
    const std::string sequence = sequenceOfRecord < 0 ? std::string()
                                                      : sequenceOf(all.at(sequenceOfRecord));
    const std::string it = iterator(t, stream, type.toStdString(), sequence);
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "d", "x"))); // after the iterator
    QStringList got;
    const json::object page = records(t, it);
    for (const auto &record : page.at("Records").as_array())
        got << QString::fromStdString(
            record.at("dynamodb").at("Keys").at("SK").at("S").as_string().c_str());
    QCOMPARE(got, expected);
}

void TestStreams::pagingGetRecords()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    for (int i = 0; i < 25; ++i)
        QVERIFY(t.call("PutItem", putRequest(kTable, "P", std::to_string(100 + i), "x")));
    const auto stream = streamOf(t, kTable);
    std::string it = iterator(t, stream, "TRIM_HORIZON");
    std::vector<std::size_t> pages;
    std::string previous;
    for (int page = 0; page < 4; ++page) {
        json::object got = records(t, it, 10);
        pages.push_back(got.at("Records").as_array().size());
        for (const auto &record : got.at("Records").as_array()) {
            QVERIFY(previous < sequenceOf(record));
            previous = sequenceOf(record);
        }
        QVERIFY(got.contains("NextShardIterator")); // an open shard always has one
        it = got.at("NextShardIterator").as_string().c_str();
    }
    QCOMPARE(pages, (std::vector<std::size_t>{10, 10, 5, 0}));
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "late", "x")));
    QCOMPARE(records(t, it).at("Records").as_array().size(), 1u);
    auto tooMany = t.call("GetRecords", json::object{{"ShardIterator", it}, {"Limit", 1001}});
    QVERIFY(!tooMany);
    QCOMPARE(tooMany.error().kind, tablesmith::ErrorKind::ValidationException);
}

void TestStreams::iteratorExpires()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    const auto stream = streamOf(t, kTable);
    const std::string it = iterator(t, stream, "TRIM_HORIZON");
    t.advance(14 * kMinuteMs);
    const std::string next = records(t, it).at("NextShardIterator").as_string().c_str();
    t.advance(2 * kMinuteMs); // `it` is now 16 minutes old, `next` 2
    auto expired = t.call("GetRecords", json::object{{"ShardIterator", it}});
    QVERIFY(!expired);
    QCOMPARE(expired.error().kind, tablesmith::ErrorKind::ExpiredIteratorException);
    QVERIFY(t.call("GetRecords", json::object{{"ShardIterator", next}}));
    auto garbage = t.call("GetRecords", json::object{{"ShardIterator", "not-an-iterator"}});
    QCOMPARE(garbage.error().kind, tablesmith::ErrorKind::ValidationException);
}

void TestStreams::retentionTrims()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "old", "x")));
    const auto stream = streamOf(t, kTable);
    const auto first = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").at(0);
    t.advance(23 * kHourMs + 55 * kMinuteMs);
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "new", "x")));
    const std::string beforeTrim = iterator(t, stream, "TRIM_HORIZON");
    t.advance(10 * kMinuteMs); // the first record is now 24 h 5 min old
    auto trimmed = t.call("GetRecords", json::object{{"ShardIterator", beforeTrim}});
    QVERIFY(!trimmed);
    QCOMPARE(trimmed.error().kind, tablesmith::ErrorKind::TrimmedDataAccessException);
    QCOMPARE(QString::fromStdString(trimmed.error().message),
             "The data you are trying to access has been trimmed");
    auto at = iteratorResult(t, stream, "AT_SEQUENCE_NUMBER", sequenceOf(first));
    QCOMPARE(at.error().kind, tablesmith::ErrorKind::TrimmedDataAccessException);
    QCOMPARE(QString::fromStdString(at.error().message),
             "The data you are trying to access has been trimmed");
    const auto kept = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").as_array();
    QCOMPARE(kept.size(), 1u);
    QCOMPARE(kept[0].at("dynamodb").at("Keys").at("SK").at("S").as_string(), "new");
    auto described = t.call("DescribeStream", json::object{{"StreamArn", stream.arn}});
    QCOMPARE(described->at("StreamDescription").at("Shards").at(0).at("SequenceNumberRange")
                 .at("StartingSequenceNumber"), kept[0].at("dynamodb").at("SequenceNumber"));
}

void TestStreams::streamSpecificationLifecycle()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "")));
    auto described = t.call("DescribeTable", R"~({"TableName": "Orders"})~");
    QVERIFY(!described->at("Table").as_object().contains("LatestStreamArn"));
    auto enabled = t.call("UpdateTable", R"~({"TableName": "Orders", "StreamSpecification":
        {"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"}})~");
    QVERIFY2(enabled, errorText(enabled).c_str());
    const json::object &table = enabled->at("TableDescription").as_object();
    const std::string arn = table.at("LatestStreamArn").as_string().c_str();
    const std::string label = table.at("LatestStreamLabel").as_string().c_str();
    QCOMPARE(label, "2023-11-14T22:13:20.000");
    QCOMPARE(arn, "arn:aws:dynamodb:us-east-1:000000000000:table/Orders/stream/" + label);
    QCOMPARE(table.at("StreamSpecification").at("StreamViewType").as_string(), "NEW_IMAGE");
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "a", "x")));
    auto stream = t.call("DescribeStream", json::object{{"StreamArn", arn}});
    const json::object &d = stream->at("StreamDescription").as_object();
    QCOMPARE(d.at("StreamStatus").as_string(), "ENABLED");
    QCOMPARE(d.at("TableName").as_string(), "Orders");
    QCOMPARE(d.at("KeySchema").as_array().size(), 2u);
    QVERIFY(!d.at("Shards").at(0).at("SequenceNumberRange").as_object()
                 .contains("EndingSequenceNumber"));
    QVERIFY(t.call("UpdateTable", R"~({"TableName": "Orders",
        "StreamSpecification": {"StreamEnabled": false}})~"));
    stream = t.call("DescribeStream", json::object{{"StreamArn", arn}});
    QCOMPARE(stream->at("StreamDescription").at("StreamStatus").as_string(), "DISABLED");
    QVERIFY(stream->at("StreamDescription").at("Shards").at(0).at("SequenceNumberRange")
                .as_object().contains("EndingSequenceNumber"));
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "b", "x"))); // no stream: no record
    // A closed shard read to its end gives no NextShardIterator.
    StreamHandle closed{arn, stream->at("StreamDescription").at("Shards").at(0).at("ShardId")
                                 .as_string().c_str()};
    const json::object all = records(t, iterator(t, closed, "TRIM_HORIZON"));
    QCOMPARE(all.at("Records").as_array().size(), 1u);
    QVERIFY(!all.contains("NextShardIterator"));
    t.advance(1000);
    auto again = t.call("UpdateTable", R"~({"TableName": "Orders", "StreamSpecification":
        {"StreamEnabled": true, "StreamViewType": "KEYS_ONLY"}})~");
    QVERIFY(again);
    QVERIFY(again->at("TableDescription").at("LatestStreamArn").as_string() != arn);
}

void TestStreams::streamSpecificationErrors_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("specification");
    QTest::addColumn<QString>("message");
    QTest::newRow("enable twice") << "UpdateTable"
        << R"~({"StreamEnabled": true, "StreamViewType": "KEYS_ONLY"})~"
        << "Table already has an enabled stream: TableName: Orders";
    QTest::newRow("change view type in place") << "UpdateTable"
        << R"~({"StreamEnabled": true, "StreamViewType": "NEW_IMAGE"})~"
        << "Table already has an enabled stream: TableName: Orders";
    QTest::newRow("enable without view type") << "UpdateTable" << R"~({"StreamEnabled": true})~"
        << "One or more parameter values were invalid: If stream is being enabled then "
           "UpdateViewType is required";
    QTest::newRow("disable with view type") << "UpdateTable"
        << R"~({"StreamEnabled": false, "StreamViewType": "NEW_IMAGE"})~"
        << "One or more parameter values were invalid: If stream is being disabled, then "
           "UpdateViewType must not be specified";
    QTest::newRow("create without view type") << "CreateTable" << R"~({"StreamEnabled": true})~"
        << "One or more parameter values were invalid: Table is being created with a stream "
           "enabled, UpdateViewType is required";
    QTest::newRow("bad view type") << "UpdateTable"
        << R"~({"StreamEnabled": true, "StreamViewType": "EVERYTHING"})~"
        << "1 validation error detected: Value 'EVERYTHING' at "
           "'streamSpecification.streamViewType' failed to satisfy constraint: Member must "
           "satisfy enum value set: [NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES, KEYS_ONLY]";
}

void TestStreams::streamSpecificationErrors()
{
    QFETCH(QString, operation);
    QFETCH(QString, specification);
    QFETCH(QString, message);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    json::object request = operation == "CreateTable"
        ? json::parse(createTableRequest("Other", "")).as_object()
        : json::object{{"TableName", kTable}};
    request["StreamSpecification"] = json::parse(specification.toStdString());
    auto result = t.call(operation.toStdString(), request);
    QVERIFY(!result);
    QCOMPARE(result.error().kind, tablesmith::ErrorKind::ValidationException);
    QCOMPARE(QString::fromStdString(result.error().message), message);
}

void TestStreams::listStreamsPages()
{
    TestDatabase t;
    for (const char *name : {"Alpha", "Bravo", "Charlie"})
        QVERIFY(t.call("CreateTable", createTableRequest(name, "KEYS_ONLY")));
    auto page = t.call("ListStreams", R"~({"Limit": 2})~");
    QVERIFY2(page, errorText(page).c_str());
    QCOMPARE(page->at("Streams").as_array().size(), 2u);
    QCOMPARE(page->at("Streams").at(0).at("TableName").as_string(), "Alpha");
    QVERIFY(page->at("Streams").at(0).at("StreamLabel").is_string());
    json::object next{{"ExclusiveStartStreamArn", page->at("LastEvaluatedStreamArn")}};
    auto rest = t.call("ListStreams", next);
    QCOMPARE(rest->at("Streams").as_array().size(), 1u);
    QCOMPARE(rest->at("Streams").at(0).at("TableName").as_string(), "Charlie");
    QVERIFY(!rest->contains("LastEvaluatedStreamArn"));
    auto bravo = t.call("ListStreams", R"~({"TableName": "Bravo"})~");
    QCOMPARE(bravo->at("Streams").as_array().size(), 1u);
    // A well-formed ARN of no stream is not found; a malformed one breaks the model's
    // 37-character minimum before anything is looked up.
    auto missing = t.call("DescribeStream",
                          json::object{{"StreamArn", "arn:aws:dynamodb:us-east-1:000000000000:"
                                                     "table/Nope/stream/2026-01-01T00:00:00.000"}});
    QCOMPARE(missing.error().kind, tablesmith::ErrorKind::ResourceNotFoundException);
    auto malformed = t.call("DescribeStream", json::object{{"StreamArn", "arn:nope"}});
    QCOMPARE(QString::fromStdString(malformed.error().message),
             "1 validation error detected: Value 'arn:nope' at 'streamArn' failed to satisfy "
             "constraint: Member must have length greater than or equal to 37");
}

void TestStreams::noStreamNoRecords()
{
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "")));
    QVERIFY(t.call("PutItem", putRequest(kTable, "P", "a", "x")));
    auto listed = t.call("ListStreams", "{}");
    QVERIFY2(listed, errorText(listed).c_str());
    QCOMPARE(listed->at("Streams").as_array().size(), 0u);
}

// A name that is not a stream ARN is refused (ValidationException) before anything is looked
// up; a well-formed one of no stream is not found; a start after an id or ARN of nothing lists
// what follows it, as the service orders them (scylladb alternator test_streams.py, recorded).
void TestStreams::malformedAndUnknownNames()
{
    TestDatabase t;
    for (const char *name : {"Alpha", "Bravo"})
        QVERIFY(t.call("CreateTable", createTableRequest(name, "KEYS_ONLY")));
    const auto alpha = streamOf(t, "Alpha");
    const std::string garbage = "sdfadfsdfnlfkajakfgjalksfgklasjklasdjfklasdfasdfgasf";
    auto described = t.call("DescribeStream", json::object{{"StreamArn", garbage}});
    QCOMPARE(QString::fromStdString(errorText(described)), "ValidationException: Invalid StreamArn");
    auto iterator = t.call("GetShardIterator", json::object{{"StreamArn", garbage},
        {"ShardId", alpha.shardId}, {"ShardIteratorType", "LATEST"}});
    QCOMPARE(QString::fromStdString(errorText(iterator)), "ValidationException: Invalid StreamArn");
    auto listed = t.call("ListStreams", json::object{{"ExclusiveStartStreamArn", garbage}});
    QCOMPARE(QString::fromStdString(errorText(listed)),
             "ValidationException: Invalid ExclusiveStartStreamArn");
    const std::string unknown = "arn:aws:dynamodb:us-east-1:000000000000:table/Alpha/stream/"
                                "2000-01-01T00:00:00.000";
    auto missing = t.call("DescribeStream", json::object{{"StreamArn", unknown}});
    QCOMPARE(missing.error().kind, tablesmith::ErrorKind::ResourceNotFoundException);
    // Listing after an ARN of no stream: the streams after it in ARN order.
    auto after = t.call("ListStreams", json::object{{"ExclusiveStartStreamArn", unknown}});
    QVERIFY2(after, errorText(after).c_str());
    QCOMPARE(after->at("Streams").as_array().size(), 2u);
    auto afterAlpha = t.call("ListStreams", json::object{{"ExclusiveStartStreamArn", alpha.arn}});
    QCOMPARE(afterAlpha->at("Streams").as_array().size(), 1u);
    QCOMPARE(afterAlpha->at("Streams").at(0).at("TableName").as_string(), "Bravo");
    // Shards after an id of no shard: those whose ids follow it (none after "zzz…").
    auto shards = t.call("DescribeStream", json::object{{"StreamArn", alpha.arn},
        {"ExclusiveStartShardId", "zzzzzzzzzzzzzzzzzzzzzzzzsfasdgagadfadfgagkjsdfsfsdjfjks"}});
    QVERIFY2(shards, errorText(shards).c_str());
    QCOMPARE(shards->at("StreamDescription").at("Shards").as_array().size(), 0u);
    auto fromStart = t.call("DescribeStream", json::object{{"StreamArn", alpha.arn},
        {"ExclusiveStartShardId", "shardId-00000000000000000000-00000000"}});
    QCOMPARE(fromStart->at("StreamDescription").at("Shards").as_array().size(), 1u);
}

void TestStreams::shardIteratorArguments_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("sequence"); // "first", "last", "next", "none", or the text
    QTest::addColumn<QString>("shard");    // empty: the stream's
    QTest::addColumn<QString>("expected"); // empty: an iterator
    QTest::newRow("AT without a number") << "AT_SEQUENCE_NUMBER" << "none" << ""
        << "ValidationException: SequenceNumber is required for ShardIteratorType "
           "AT_SEQUENCE_NUMBER";
    QTest::newRow("AFTER without a number") << "AFTER_SEQUENCE_NUMBER" << "none" << ""
        << "ValidationException: SequenceNumber is required for ShardIteratorType "
           "AFTER_SEQUENCE_NUMBER";
    QTest::newRow("TRIM_HORIZON with a number") << "TRIM_HORIZON" << "first" << ""
        << "ValidationException: SequenceNumber must not be set for ShardIteratorType "
           "TRIM_HORIZON";
    QTest::newRow("LATEST with a number") << "LATEST" << "first" << ""
        << "ValidationException: SequenceNumber must not be set for ShardIteratorType LATEST";
    QTest::newRow("AT the first") << "AT_SEQUENCE_NUMBER" << "first" << "" << "";
    QTest::newRow("AFTER the last") << "AFTER_SEQUENCE_NUMBER" << "last" << "" << "";
    QTest::newRow("AT past the last") << "AT_SEQUENCE_NUMBER" << "next" << ""
        << "ValidationException: Invalid SequenceNumber: … is not in shard …";
    QTest::newRow("a shard not in the stream") << "LATEST" << "none"
        << "shardId-00000000000000000000-00000000"
        << "ResourceNotFoundException: Requested resource not found: Shard does not exist";
    QTest::newRow("a number too long") << "LATEST" << "sdfsafglldfngjdafnasdflgnaldklkafdsgklnasdlv"
        << "" << "ValidationException: 1 validation error detected: Value "
                 "'sdfsafglldfngjdafnasdflgnaldklkafdsgklnasdlv' at 'sequenceNumber' failed to "
                 "satisfy constraint: Member must have length less than or equal to 40";
}

void TestStreams::shardIteratorArguments()
{
    QFETCH(QString, type);
    QFETCH(QString, sequence);
    QFETCH(QString, shard);
    QFETCH(QString, expected);
    TestDatabase t;
    QVERIFY(t.call("CreateTable", createTableRequest(kTable, "KEYS_ONLY")));
    for (const char *sk : {"a", "b"})
        QVERIFY(t.call("PutItem", putRequest(kTable, "P", sk, "x")));
    auto stream = streamOf(t, kTable);
    const auto all = records(t, iterator(t, stream, "TRIM_HORIZON")).at("Records").as_array();
    const std::string last = sequenceOf(all.at(1));
    std::string number = sequence.toStdString();
    if (sequence == "first")
        number = sequenceOf(all.at(0));
    else if (sequence == "last")
        number = last;
    else if (sequence == "next") // the number the next record would take
        number = last.substr(0, last.size() - 1) + char(last.back() + 1);
    else if (sequence == "none")
        number.clear();
    if (!shard.isEmpty())
        stream.shardId = shard.toStdString();
    auto got = iteratorResult(t, stream, type.toStdString(), number);
    if (expected.isEmpty()) {
        QVERIFY2(got, errorText(got).c_str());
        return;
    }
    const QString actual = QString::fromStdString(errorText(got));
    const QStringList parts = expected.split(u'…');
    QVERIFY2(actual.startsWith(parts.front()) && actual.endsWith(parts.back()),
             qPrintable(actual));
}

QTEST_GUILESS_MAIN(TestStreams)
#include "tst_streams.moc"
