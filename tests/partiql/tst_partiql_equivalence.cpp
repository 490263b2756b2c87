// PartiQL statements and the operations they stand for, side by side on two identical tables
// (a GSI, a NEW_AND_OLD_IMAGES stream): the same items, the same consumed capacity (indexes
// included) and the same stream records.

#include "partiql_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

// The records of a table's stream, without what differs between two tables (ARNs, sequence
// numbers, times).
QString streamRecords(Client &db, std::string_view table)
{
    auto call = [&](std::string_view op, json::object request) {
        return ok(db, op, json::serialize(request));
    };
    json::object description = call("DescribeTable", {{"TableName", table}});
    const json::value arn = description.at("Table").at("LatestStreamArn");
    json::object stream = call("DescribeStream", {{"StreamArn", arn}});
    const json::value shard = stream.at("StreamDescription").at("Shards").at(0).at("ShardId");
    json::object iterator = call("GetShardIterator", {{"StreamArn", arn}, {"ShardId", shard},
                                                      {"ShardIteratorType", "TRIM_HORIZON"}});
    json::object records = ok(db, "GetRecords",
                              json::serialize(json::object{
                                  {"ShardIterator", iterator.at("ShardIterator")}}));
    QStringList out;
    for (const json::value &r : records.at("Records").as_array()) {
        json::object d = r.at("dynamodb").as_object();
        for (const char *member : {"SequenceNumber", "ApproximateCreationDateTime"})
            d.erase(member);
        out << QString::fromStdString(std::string(r.at("eventName").as_string())) + " "
                + text(d);
    }
    return out.join('\n');
}

json::value capacity(const json::object &response)
{
    json::value c = response.at("ConsumedCapacity");
    c.as_object().erase("TableName");
    return c;
}

} // namespace

class TestPartiqlEquivalence : public QObject {
    Q_OBJECT

    std::unique_ptr<Database> m_db;

    json::object partiql(std::string text)
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object request = statement(text);
        request["ReturnConsumedCapacity"] = "INDEXES";
        return ok(*m_db, "ExecuteStatement", json::serialize(request));
    }
#else
        ;
#endif
    json::object operation(std::string_view op, std::string body)
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object request = parseObject(body);
        request["TableName"] = "opt";
        request["ReturnConsumedCapacity"] = "INDEXES";
        return ok(*m_db, op, json::serialize(request));
    }
#else
        ;
#endif

private Q_SLOTS:
    void init()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        m_db = openMemory();
        createEcommerceWithIndex(*m_db, "pqt", true);
        createEcommerceWithIndex(*m_db, "opt", true);
    }
#else
        ;
#endif

    void writesAndReads()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        auto same = [](const json::object &a, const json::object &b) {
            QCOMPARE(text(capacity(a)), text(capacity(b)));
        };
        same(partiql("INSERT INTO pqt VALUE {'PK': 'USER#u1', 'SK': 'ORDER#o1', 'status': "
                     "'PENDING', 'total': 10, 'GSI1PK': 'ORDER#PENDING', 'GSI1SK': '2026'}"),
             operation("PutItem", R"({"Item": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
                 "status": {"S": "PENDING"}, "total": {"N": "10"},
                 "GSI1PK": {"S": "ORDER#PENDING"}, "GSI1SK": {"S": "2026"}},
                 "ConditionExpression": "attribute_not_exists(PK) "})"));
        // Moves the item to another GSI key: an index delete and put, billed the same.
        same(partiql("UPDATE pqt SET status = 'SHIPPED', GSI1PK = 'ORDER#SHIPPED' "
                     "WHERE PK = 'USER#u1' AND SK = 'ORDER#o1'"),
             operation("UpdateItem", R"({"Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}},
                 "UpdateExpression": "SET #s = :s, GSI1PK = :g",
                 "ConditionExpression": "attribute_exists(PK) ",
                 "ExpressionAttributeNames": {"#s": "status"},
                 "ExpressionAttributeValues": {":s": {"S": "SHIPPED"},
                                               ":g": {"S": "ORDER#SHIPPED"}}})"));
        same(partiql("SELECT * FROM pqt WHERE PK = 'USER#u1'"),
             operation("Query", R"({"KeyConditionExpression": "PK = :p",
                 "ExpressionAttributeValues": {":p": {"S": "USER#u1"}}})"));
        same(partiql("SELECT * FROM pqt"), operation("Scan", "{}"));
        same(partiql("DELETE FROM pqt WHERE PK = 'USER#u1' AND SK = 'ORDER#o1'"),
             operation("DeleteItem", R"({"Key": {"PK": {"S": "USER#u1"},
                                                 "SK": {"S": "ORDER#o1"}}})"));
        QCOMPARE(streamRecords(*m_db, "pqt"), streamRecords(*m_db, "opt"));
        QCOMPARE(streamRecords(*m_db, "pqt").count('\n'), 2); // INSERT, MODIFY, REMOVE
    }
#else
        ;
#endif

    void transaction()
#ifndef Q_MOC_RUN // moc misreads some raw strings; it needs no body
    {
        json::object pqt = ok(*m_db, "ExecuteTransaction", R"({"TransactStatements": [
            {"Statement": "INSERT INTO pqt VALUE {'PK': 'a', 'SK': 'b', 'n': 1}"},
            {"Statement": "INSERT INTO pqt VALUE {'PK': 'a', 'SK': 'c', 'GSI1PK': 'g', 'GSI1SK': 'h'}"}],
            "ReturnConsumedCapacity": "INDEXES"})");
        json::object ops = ok(*m_db, "TransactWriteItems", R"({"TransactItems": [
            {"Put": {"TableName": "opt", "Item": {"PK": {"S": "a"}, "SK": {"S": "b"}, "n": {"N": "1"}},
                     "ConditionExpression": "attribute_not_exists(PK) "}},
            {"Put": {"TableName": "opt", "Item": {"PK": {"S": "a"}, "SK": {"S": "c"},
                     "GSI1PK": {"S": "g"}, "GSI1SK": {"S": "h"}},
                     "ConditionExpression": "attribute_not_exists(PK) "}}],
            "ReturnConsumedCapacity": "INDEXES"})");
        json::value a = pqt.at("ConsumedCapacity"), b = ops.at("ConsumedCapacity");
        a.as_array()[0].as_object().erase("TableName");
        b.as_array()[0].as_object().erase("TableName");
        QCOMPARE(text(a), text(b));
        QCOMPARE(streamRecords(*m_db, "pqt"), streamRecords(*m_db, "opt"));
    }
#else
        ;
#endif
};

QTEST_GUILESS_MAIN(TestPartiqlEquivalence)
#include "tst_partiql_equivalence.moc"
