// PartiQL under the provisioned-throughput simulation: each statement is admitted and charged
// as the operation it stands for (Query, Scan, GetItem, PutItem, UpdateItem, DeleteItem, and a
// transaction's TransactGetItems / TransactWriteItems), so a drained bucket throttles it with
// the service's exception, a batch reports it per statement, and what it consumes drains the
// bucket for the calls after it.

#include "capacity_fixture.h"

#include <boost/json/array.hpp>

using namespace tablesmith;
using namespace tablesmith::test;
using namespace std::chrono_literals;

namespace {

// "ok", "Exception: message", or for a batch each statement's "Code: Message" (or "ok").
QString statementOutcome(Client &db, std::string_view op, const std::string &request)
{
    auto r = db.call(op, parseObject(request));
    if (!r) {
        // The exception's name as the wire gives it (`__type`, where the kind does not say it).
        const json::value *type = r.error().details.if_contains("__type");
        const std::string name = type ? std::string(type->as_string()).substr(
                                            type->as_string().find('#') + 1)
                                      : std::string(errorName(r.error().kind));
        return QString::fromStdString(name + ": " + r.error().message);
    }
    const json::value *responses = r->if_contains("Responses");
    if (op != "BatchExecuteStatement" || !responses)
        return "ok";
    QStringList out;
    for (const json::value &response : responses->as_array()) {
        const json::value *error = response.as_object().if_contains("Error");
        out << (error ? QString::fromStdString(std::string(error->at("Code").as_string()) + ": "
                                               + std::string(error->at("Message").as_string()))
                      : QString("ok"));
    }
    return out.join(" | ");
}

std::string executeStatement(const std::string &statement)
{
    return json::serialize(json::object{{"Statement", statement}});
}

std::string batch(const std::vector<std::string> &statements)
{
    json::array list;
    for (const std::string &s : statements)
        list.push_back(json::object{{"Statement", s}});
    return json::serialize(json::object{{"Statements", std::move(list)}});
}

std::string transaction(const std::vector<std::string> &statements)
{
    json::array list;
    for (const std::string &s : statements)
        list.push_back(json::object{{"Statement", s}});
    return json::serialize(json::object{{"TransactStatements", std::move(list)}});
}

// A consistent GetItem costs a whole unit: the table's 1 RCU bucket is then empty.
const char *kDrainTableReads =
    R"({"TableName": "tbl", "Key": {"PK": {"S": "p"}, "SK": {"S": "x"}}, "ConsistentRead": true})";
// Two eventually consistent Queries of half a unit drain the GSI's 1 RCU bucket.
const char *kDrainIndexReads = R"({"TableName": "tbl", "IndexName": "GSI1",
    "KeyConditionExpression": "GSI1PK = :g", "ExpressionAttributeValues": {":g": {"S": "g"}}})";

const QString kBatchThrottled =
    "ProvisionedThroughputExceeded: The level of configured provisioned throughput for the "
    "table was exceeded. Consider increasing your provisioning level with the UpdateTable API.";
const QString kTransactionThrottled =
    "TransactionCanceledException: Transaction cancelled, please refer cancellation reasons "
    "for specific reasons [ProvisionedThroughputExceeded]";

} // namespace

class TestPartiqlThrottling : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void admittedAsItsOperation_data();
    void admittedAsItsOperation();
    void chargedAsItsOperation();
    void offWithoutTheSimulation();
};

void TestPartiqlThrottling::admittedAsItsOperation_data()
{
    QTest::addColumn<QString>("drain");   // "GetItem", "PutItem", "Query" (twice) or ""
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected");
    const std::string get = "SELECT * FROM tbl WHERE PK = 'p' AND SK = 'a'";
    const std::string insert = "INSERT INTO tbl VALUE {'PK': 'p', 'SK': 'new'}";
    auto row = [](const char *name, const char *drain, const char *op, const std::string &request,
                  const QString &expected) {
        QTest::newRow(name) << drain << op << QString::fromStdString(request) << expected;
    };
    row("SELECT by partition: Query", "GetItem", "ExecuteStatement",
        executeStatement("SELECT * FROM tbl WHERE PK = 'p'"), kTableThrottled);
    row("SELECT without a key: Scan", "GetItem", "ExecuteStatement",
        executeStatement("SELECT * FROM tbl WHERE data = 'x'"), kTableThrottled);
    row("SELECT on a GSI: its bucket", "Query", "ExecuteStatement",
        executeStatement("SELECT * FROM tbl.GSI1 WHERE GSI1PK = 'g'"), kIndexThrottled);
    row("SELECT on the table beside a drained GSI", "Query", "ExecuteStatement",
        executeStatement("SELECT * FROM tbl WHERE PK = 'p'"), "ok");
    row("INSERT: PutItem", "PutItem", "ExecuteStatement", executeStatement(insert),
        kTableThrottled);
    row("UPDATE: UpdateItem", "PutItem", "ExecuteStatement",
        executeStatement("UPDATE tbl SET n = 1 WHERE PK = 'p' AND SK = 'a'"), kTableThrottled);
    row("DELETE: DeleteItem", "PutItem", "ExecuteStatement",
        executeStatement("DELETE FROM tbl WHERE PK = 'p' AND SK = 'a'"), kTableThrottled);
    row("INSERT with capacity left", "GetItem", "ExecuteStatement", executeStatement(insert),
        "ok");
    row("batch of reads: per statement", "GetItem", "BatchExecuteStatement",
        batch({get, "SELECT * FROM tbl WHERE PK = 'p' AND SK = 'b'"}),
        kBatchThrottled + " | " + kBatchThrottled);
    row("batch of writes: per statement", "PutItem", "BatchExecuteStatement",
        batch({insert, "DELETE FROM tbl WHERE PK = 'p' AND SK = 'a'"}),
        kBatchThrottled + " | " + kBatchThrottled);
    row("transaction of reads: cancelled", "GetItem", "ExecuteTransaction", transaction({get}),
        kTransactionThrottled);
    row("transaction of writes: cancelled", "PutItem", "ExecuteTransaction",
        transaction({insert}), kTransactionThrottled);
}

void TestPartiqlThrottling::admittedAsItsOperation()
{
    QFETCH(QString, drain);
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, expected);
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1, 1, 1);
    if (drain == "GetItem")
        ok(*db, "GetItem", kDrainTableReads);
    else if (drain == "PutItem")
        ok(*db, "PutItem", putRequest("tbl", "a"));
    else if (drain == "Query")
        for (int i = 0; i < 2; ++i)
            ok(*db, "Query", kDrainIndexReads);
    QCOMPARE(statementOutcome(*db, operation.toStdString(), request.toStdString()), expected);
}

// What a statement consumed is charged to the bucket: a 100 KB INSERT leaves ~99 seconds of
// debt on a 1 WCU table, and a failed INSERT (its key taken) still costs a unit, as a failed
// conditional PutItem does.
void TestPartiqlThrottling::chargedAsItsOperation()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1);
    json::object item{{"PK", {{"S", "p"}}}, {"SK", {{"S", "big"}}},
                      {"data", {{"S", std::string(100'000, 'x')}}}};
    json::object request{{"Statement", "INSERT INTO tbl VALUE ?"},
                         {"Parameters", json::array{json::object{{"M", std::move(item)}}}},
                         {"ReturnConsumedCapacity", "TOTAL"}};
    auto r = db->call("ExecuteStatement", request);
    QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
    // Answered as asked (TOTAL), though the simulation asks the operation for INDEXES.
    QCOMPARE(text(r->at("ConsumedCapacity")),
             QString(R"({"CapacityUnits":9.8E1,"WriteCapacityUnits":9.8E1,"TableName":"tbl"})"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), kTableThrottled);
    clock->advance(97s); // 1 - 98 + 97: still nothing
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), kTableThrottled);
    clock->advance(1s);
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "a")), QString("ok"));
    clock->advance(1s); // one unit back in the bucket
    QCOMPARE(statementOutcome(*db, "ExecuteStatement",
                              executeStatement("INSERT INTO tbl VALUE {'PK': 'p', 'SK': 'a'}")),
             QString("DuplicateItemException: Duplicate primary key exists in table"));
    QCOMPARE(outcome(*db, "PutItem", putRequest("tbl", "b")), kTableThrottled);
}

void TestPartiqlThrottling::offWithoutTheSimulation()
{
    auto db = openMemory();
    createProvisioned(*db, "tbl", 1, 1);
    for (int i = 0; i < 20; ++i)
        QCOMPARE(statementOutcome(*db, "ExecuteStatement",
                                  executeStatement("INSERT INTO tbl VALUE {'PK': 'p', 'SK': '"
                                                   + std::to_string(i) + "'}")),
                 QString("ok"));
}

QTEST_GUILESS_MAIN(TestPartiqlThrottling)
#include "tst_partiql_throttling.moc"
