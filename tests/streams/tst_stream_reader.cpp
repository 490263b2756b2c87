// StreamReader over a scripted Streams API: shard lineage (a child is read only after its
// parent has been read to its end), LATEST skips closed shards, an expired iterator is renewed
// after the last record read, trimmed data is a gap and reading goes on; streams and shards are
// looked for once per discovery interval, and at once after a shard is read to its end.

#include <tablesmith/stream_reader.h>

#include <boost/json/array.hpp>

#include <QTest>

#include <chrono>
#include <map>
#include <mutex>

using namespace tablesmith;
namespace json = boost::json;

namespace {

// One stream whose shards hold fixed records; iterators are "shard:position".
class ScriptedStreams : public Client {
public:
    struct Shard {
        std::string id;
        std::string parent;
        std::vector<int> sequences; // the records' sequence numbers
        bool closed = false;
    };
    std::vector<Shard> shards;
    int expireNextGetRecords = 0;
    bool trimNextGetRecords = false;
    std::vector<std::string> iteratorTypes;
    int describeCalls = 0;

    Result<json::object> call(std::string_view operation, const json::object &request) override
    {
        describeCalls += operation == "DescribeStream" ? 1 : 0;
        if (operation == "ListStreams")
            return json::object{{"Streams", json::array{{{"StreamArn", "arn:s"},
                                                         {"TableName", "T"}}}}};
        if (operation == "DescribeStream")
            return describe();
        if (operation == "GetShardIterator")
            return iterator(request);
        if (operation == "GetRecords")
            return records(request);
        return Error{ErrorKind::UnknownOperationException, "no"};
    }

private:
    const Shard &shard(const std::string &id) const
    {
        for (const Shard &s : shards)
            if (s.id == id)
                return s;
        return shards.front();
    }
    json::object describe() const
    {
        json::array list;
        for (const Shard &s : shards) {
            json::object range{{"StartingSequenceNumber", std::to_string(s.sequences.front())}};
            if (s.closed)
                range["EndingSequenceNumber"] = std::to_string(s.sequences.back());
            json::object entry{{"ShardId", s.id}, {"SequenceNumberRange", range}};
            if (!s.parent.empty())
                entry["ParentShardId"] = s.parent;
            list.push_back(entry);
        }
        return {{"StreamDescription", {{"Shards", list}, {"TableName", "T"}}}};
    }
    Result<json::object> iterator(const json::object &request)
    {
        const std::string id(request.at("ShardId").as_string());
        const std::string type(request.at("ShardIteratorType").as_string());
        iteratorTypes.push_back(id + " " + type);
        const Shard &s = shard(id);
        std::size_t position = 0;
        if (type == "LATEST")
            position = s.sequences.size();
        if (type == "AFTER_SEQUENCE_NUMBER" || type == "AT_SEQUENCE_NUMBER") {
            const int wanted = std::stoi(std::string(request.at("SequenceNumber").as_string()));
            while (position < s.sequences.size()
                   && (type == "AFTER_SEQUENCE_NUMBER" ? s.sequences[position] <= wanted
                                                       : s.sequences[position] < wanted))
                ++position;
        }
        return json::object{{"ShardIterator", id + ":" + std::to_string(position)}};
    }
    Result<json::object> records(const json::object &request)
    {
        if (expireNextGetRecords > 0) {
            --expireNextGetRecords;
            return Error{ErrorKind::ExpiredIteratorException, "expired"};
        }
        if (std::exchange(trimNextGetRecords, false))
            return Error{ErrorKind::TrimmedDataAccessException, "trimmed"};
        const std::string text(request.at("ShardIterator").as_string());
        const std::string id = text.substr(0, text.find(':'));
        std::size_t position = std::stoul(text.substr(text.find(':') + 1));
        const Shard &s = shard(id);
        json::array out;
        for (; position < s.sequences.size() && out.size() < 2; ++position)
            out.push_back(json::object{
                {"eventName", "INSERT"},
                {"dynamodb", {{"SequenceNumber", std::to_string(s.sequences[position])}}}});
        json::object response{{"Records", out}};
        if (!s.closed || position < s.sequences.size())
            response["NextShardIterator"] = id + ":" + std::to_string(position);
        return response;
    }
};

std::vector<int> readAll(StreamReader &reader, int rounds)
{
    std::vector<int> sequences;
    for (int i = 0; i < rounds; ++i) {
        auto round = reader.poll();
        if (!round.ok())
            break;
        for (const auto &record : round->records)
            sequences.push_back(std::stoi(
                std::string(record.record.at("dynamodb").at("SequenceNumber").as_string())));
    }
    return sequences;
}

} // namespace

class TestStreamReader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void childShardWaitsForItsParent()
    {
        ScriptedStreams streams;
        streams.shards = {{"child", "parent", {10, 11, 12}, false},
                          {"parent", "", {1, 2, 3, 4, 5}, true}};
        StreamReader reader(streams, "T", {StreamReadStart::Position::TrimHorizon, {}, 0});
        const std::vector<int> read = readAll(reader, 10);
        QCOMPARE(read, (std::vector<int>{1, 2, 3, 4, 5, 10, 11, 12}));
        QCOMPARE(reader.lastSequenceNumber("arn:s"), std::string("12"));
    }

    // Quick rounds (an endpoint polled every 50 ms) do not each call DescribeStream: that is
    // limited to 10 calls a second on AWS, shared by the account's readers.
    void discoveryIsPacedByTime()
    {
        ScriptedStreams streams;
        streams.shards = {{"shard", "", {1, 2, 3}, false}};
        StreamReader reader(streams, "T", {StreamReadStart::Position::TrimHorizon, {}, 0});
        QCOMPARE(readAll(reader, 20), (std::vector<int>{1, 2, 3}));
        QCOMPARE(streams.describeCalls, 1);
        reader.setDiscoveryInterval(std::chrono::milliseconds(0));
        readAll(reader, 3);
        QCOMPARE(streams.describeCalls, 4);
    }

    // A shard that closes hands over to a child the last discovery did not know: the round
    // after the shard is read to its end looks for it, rather than the next interval.
    void aShardReadToItsEndIsFollowedByDiscovery()
    {
        ScriptedStreams streams;
        streams.shards = {{"parent", "", {1, 2}, false}};
        StreamReader reader(streams, "T", {StreamReadStart::Position::TrimHorizon, {}, 0});
        QCOMPARE(readAll(reader, 2), (std::vector<int>{1, 2}));
        streams.shards = {{"parent", "", {1, 2}, true}, {"child", "parent", {10, 11}, false}};
        QCOMPARE(readAll(reader, 3), (std::vector<int>{10, 11}));
        QCOMPARE(streams.describeCalls, 2);
    }

    void latestSkipsClosedShards()
    {
        ScriptedStreams streams;
        streams.shards = {{"old", "", {1, 2}, true}, {"open", "old", {5, 6}, false}};
        StreamReader reader(streams, "T");
        QVERIFY(readAll(reader, 5).empty());
        QVERIFY(std::find(streams.iteratorTypes.begin(), streams.iteratorTypes.end(),
                          "open LATEST") != streams.iteratorTypes.end());
    }

    void atSequenceNumberStartsThere()
    {
        ScriptedStreams streams;
        streams.shards = {{"a", "", {1, 2, 3}, true}, {"b", "a", {4, 5, 6}, false}};
        StreamReader reader(streams, "T",
                            {StreamReadStart::Position::AtSequenceNumber, "5", 0});
        QCOMPARE(readAll(reader, 6), (std::vector<int>{5, 6}));
    }

    void expiredIteratorResumesAfterTheLastRecord()
    {
        ScriptedStreams streams;
        streams.shards = {{"s", "", {1, 2, 3, 4, 5}, true}};
        StreamReader reader(streams, "T", {StreamReadStart::Position::TrimHorizon, {}, 0});
        auto first = reader.poll(); // records 1 and 2
        QVERIFY(first.ok());
        QCOMPARE(first->records.size(), std::size_t(2));
        streams.expireNextGetRecords = 1;
        QCOMPARE(readAll(reader, 6), (std::vector<int>{3, 4, 5}));
        QCOMPARE(streams.iteratorTypes.back(), std::string("s AFTER_SEQUENCE_NUMBER"));
    }

    void trimmedDataIsAGap()
    {
        ScriptedStreams streams;
        streams.shards = {{"s", "", {1, 2, 3}, false}};
        StreamReader reader(streams, "T", {StreamReadStart::Position::TrimHorizon, {}, 0});
        streams.trimNextGetRecords = true;
        auto round = reader.poll();
        QVERIFY(round.ok());
        QCOMPARE(round->gaps.size(), std::size_t(1));
        QCOMPARE(readAll(reader, 4), (std::vector<int>{1, 2, 3}));
    }

    void sequenceNumbersCompareAsNumbers()
    {
        QCOMPARE(StreamReader::compareSequenceNumbers("9", "10"), -1);
        QCOMPARE(StreamReader::compareSequenceNumbers("000100", "99"), 1);
        QCOMPARE(StreamReader::compareSequenceNumbers("0042", "42"), 0);
    }
};

QTEST_GUILESS_MAIN(TestStreamReader)
#include "tst_stream_reader.moc"
