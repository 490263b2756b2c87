// Transitional states (DatabaseOptions::tableTransitionMs): tables and GSIs are CREATING,
// UPDATING or DELETING for a while after each change, and meanwhile refuse what the service
// refuses (texts from dynalite's test/deleteTable.js and updateTable.js and 2026 probes of the
// service). The database's clock is the test's, so nothing sleeps.

#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

#include <chrono>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

using Clock = std::chrono::system_clock;

struct Transitions {
    std::unique_ptr<Database> db;
    Clock::time_point now = Clock::time_point(std::chrono::seconds(1'700'000'000));

    explicit Transitions(std::int64_t ms = 500)
    {
        DatabaseOptions options;
        options.tableTransitionMs = ms;
        db = std::move(Database::open(options)).value();
        TEST_setClock(*db, [this] { return now; });
    }
    void advance(int ms) { now += std::chrono::milliseconds(ms); }
    QString status(std::string_view table = "ecommerce")
    {
        return text(ok(*db, "DescribeTable", R"({"TableName": ")" + std::string(table) + R"("})")
                        .at("Table").at("TableStatus"));
    }
};

const std::string kItem = R"({"TableName": "ecommerce", "Item": {"PK": {"S": "a"},
    "SK": {"S": "b"}}})";
const std::string kMoreThroughput = R"({"TableName": "ecommerce", "BillingMode":
    "PROVISIONED", "ProvisionedThroughput": {"ReadCapacityUnits": 2, "WriteCapacityUnits": 2}})";

// tab1: provisioned 1/1, with the GSI ByG on g (provisioned 1/1).
void createWithIndex(Database &db)
{
    ok(db, "CreateTable", R"({"TableName": "tab1", "KeySchema": [{"AttributeName": "p",
        "KeyType": "HASH"}], "AttributeDefinitions": [{"AttributeName": "p",
        "AttributeType": "S"}, {"AttributeName": "g", "AttributeType": "S"}],
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
        "GlobalSecondaryIndexes": [{"IndexName": "ByG", "KeySchema": [{"AttributeName": "g",
        "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"}, "ProvisionedThroughput":
        {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}]})");
}

} // namespace

class TestTableTransitions : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void creating();
    void updating();
    void deleting();
    void indexes();
    void throughputWhileUpdating();
    void indexThroughputWhileUpdating();
    void billingModeWhileUpdating();
    void warmThroughputWhileRaised();
    void warmThroughputOfNewTable();
    void warmThroughputOfNewIndex();
    void tagsWhileDeleting();
    void offByDefault();
};

// CREATING until the time is up: no reads or writes, no UpdateTable or DeleteTable, and a
// second CreateTable is told it is being created.
void TestTableTransitions::creating()
{
    Transitions t;
    createEcommerce(*t.db);
    QCOMPARE(t.status(), "\"CREATING\"");
    QCOMPARE(fails(*t.db, "PutItem", kItem),
             "ResourceNotFoundException: Requested resource not found");
    QCOMPARE(fails(*t.db, "UpdateTable", kMoreThroughput),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being created: ecommerce");
    QCOMPARE(fails(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})"),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being created: ecommerce");
    QCOMPARE(fails(*t.db, "CreateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})"),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being created: ecommerce");
    t.advance(499);
    QCOMPARE(t.status(), "\"CREATING\"");
    t.advance(1);
    QCOMPARE(t.status(), "\"ACTIVE\"");
    ok(*t.db, "PutItem", kItem);
}

// UPDATING after UpdateTable: items are read and written, the table is not changed again.
void TestTableTransitions::updating()
{
    Transitions t;
    createEcommerce(*t.db);
    t.advance(500);
    auto d = ok(*t.db, "UpdateTable", kMoreThroughput);
    QCOMPARE(text(d.at("TableDescription").at("TableStatus")), "\"UPDATING\"");
    QCOMPARE(t.status(), "\"UPDATING\"");
    ok(*t.db, "PutItem", kItem);
    QCOMPARE(text(ok(*t.db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "a"},
        "SK": {"S": "b"}}})").at("Item").at("PK")), R"({"S":"a"})");
    QCOMPARE(fails(*t.db, "UpdateTable", R"({"TableName": "ecommerce", "ProvisionedThroughput":
        {"ReadCapacityUnits": 3, "WriteCapacityUnits": 3}})"),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being updated: ecommerce");
    QCOMPARE(fails(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})"),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being updated: ecommerce");
    t.advance(500);
    QCOMPARE(t.status(), "\"ACTIVE\"");
}

// DELETING: still described and listed, its items gone; deleting, updating or creating it
// again is refused until it is gone, then the name is free.
void TestTableTransitions::deleting()
{
    Transitions t;
    createEcommerce(*t.db);
    createEcommerce(*t.db, "other");
    t.advance(500);
    ok(*t.db, "PutItem", kItem);
    auto d = ok(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})");
    QCOMPARE(text(d.at("TableDescription").at("TableStatus")), "\"DELETING\"");
    QCOMPARE(t.status(), "\"DELETING\"");
    QCOMPARE(text(ok(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})")
                      .at("Table").at("KeySchema").at(0).at("AttributeName")), "\"PK\"");
    QCOMPARE(text(ok(*t.db, "ListTables", "{}").at("TableNames")), R"(["ecommerce","other"])");
    QCOMPARE(fails(*t.db, "GetItem", R"({"TableName": "ecommerce", "Key": {"PK": {"S": "a"},
        "SK": {"S": "b"}}})"), "ResourceNotFoundException: Requested resource not found");
    QCOMPARE(fails(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})"),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being deleted: ecommerce");
    QCOMPARE(fails(*t.db, "UpdateTable", kMoreThroughput),
             "ResourceInUseException: Attempt to change a resource which is still in use: "
             "Table is being deleted: ecommerce");
    QCOMPARE(fails(*t.db, "CreateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}]})"),
             "ResourceInUseException: Table already exists: ecommerce");
    t.advance(500);
    QCOMPARE(fails(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})"),
             "ResourceNotFoundException: Requested resource not found: Table: ecommerce not "
             "found");
    QCOMPARE(text(ok(*t.db, "ListTables", "{}").at("TableNames")), R"(["other"])");
    createEcommerce(*t.db);
    QCOMPARE(t.status(), "\"CREATING\"");
}

// GSIs: CREATING with a CREATING table or after UpdateTable's Create, UPDATING after an Update,
// and a deleted one still described as DELETING for a while.
void TestTableTransitions::indexes()
{
    Transitions t;
    createWithIndex(*t.db);
    const auto indexStatuses = [&] {
        QString out;
        auto d = ok(*t.db, "DescribeTable", R"({"TableName": "tab1"})").at("Table");
        for (const json::value &gsi : d.at("GlobalSecondaryIndexes").as_array())
            out += QString::fromStdString(std::string(gsi.at("IndexName").as_string()) + "="
                                          + std::string(gsi.at("IndexStatus").as_string()) + " ");
        return out.trimmed();
    };
    QCOMPARE(indexStatuses(), "ByG=CREATING");
    t.advance(500);
    QCOMPARE(indexStatuses(), "ByG=ACTIVE");
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "GlobalSecondaryIndexUpdates": [
        {"Update": {"IndexName": "ByG", "ProvisionedThroughput": {"ReadCapacityUnits": 2,
        "WriteCapacityUnits": 2}}}]})");
    QCOMPARE(indexStatuses(), "ByG=UPDATING");
    t.advance(500);
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "AttributeDefinitions": [
        {"AttributeName": "h", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [
        {"Create": {"IndexName": "ByH", "KeySchema": [{"AttributeName": "h", "KeyType": "HASH"}],
        "Projection": {"ProjectionType": "KEYS_ONLY"}, "ProvisionedThroughput":
        {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}}]})");
    TEST_waitForIndexBackfills(*t.db); // filled at once, still CREATING until the time is up
    QCOMPARE(indexStatuses(), "ByG=ACTIVE ByH=CREATING");
    t.advance(500);
    QCOMPARE(indexStatuses(), "ByG=ACTIVE ByH=ACTIVE");
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "GlobalSecondaryIndexUpdates": [
        {"Delete": {"IndexName": "ByG"}}]})");
    QCOMPARE(indexStatuses(), "ByH=ACTIVE ByG=DELETING");
    QCOMPARE(fails(*t.db, "Query", R"({"TableName": "tab1", "IndexName": "ByG",
        "KeyConditionExpression": "g = :g", "ExpressionAttributeValues": {":g": {"S": "x"}}})")
                 .left(19), "ValidationException");
    t.advance(500);
    QCOMPARE(indexStatuses(), "ByH=ACTIVE");
}

// A change of provisioned units: while UPDATING the table still describes the units it had (and
// its decreases today), with the dates of the change; the new units once ACTIVE, as dynalite's
// actions/updateTable.js has them.
void TestTableTransitions::throughputWhileUpdating()
{
    Transitions t;
    createEcommerce(*t.db);
    t.advance(500);
    ok(*t.db, "UpdateTable", kMoreThroughput);
    t.advance(500);
    const auto units = [&](const json::value &d) {
        const json::value &p = d.at("ProvisionedThroughput");
        return text(p.at("ReadCapacityUnits")) + "/" + text(p.at("WriteCapacityUnits")) + " "
               + text(p.at("NumberOfDecreasesToday"));
    };
    auto answer = ok(*t.db, "UpdateTable", R"({"TableName": "ecommerce", "ProvisionedThroughput":
        {"ReadCapacityUnits": 5, "WriteCapacityUnits": 1}})").at("TableDescription");
    QCOMPARE(units(answer), "2/2 0");
    auto d = ok(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table");
    QCOMPARE(text(d.at("TableStatus")), "\"UPDATING\"");
    QCOMPARE(units(d), "2/2 0");
    QVERIFY(d.at("ProvisionedThroughput").as_object().contains("LastIncreaseDateTime"));
    QVERIFY(d.at("ProvisionedThroughput").as_object().contains("LastDecreaseDateTime"));
    t.advance(499);
    QCOMPARE(units(ok(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table")),
             "2/2 0");
    t.advance(1);
    d = ok(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table");
    QCOMPARE(text(d.at("TableStatus")), "\"ACTIVE\"");
    QCOMPARE(units(d), "5/1 1");
}

// The same for a GSI's units changed by an Update entry.
void TestTableTransitions::indexThroughputWhileUpdating()
{
    Transitions t;
    createWithIndex(*t.db);
    t.advance(500);
    const auto units = [&] {
        const json::value p = ok(*t.db, "DescribeTable", R"({"TableName": "tab1"})")
                                  .at("Table").at("GlobalSecondaryIndexes").at(0)
                                  .at("ProvisionedThroughput");
        return text(p.at("ReadCapacityUnits")) + "/" + text(p.at("WriteCapacityUnits"));
    };
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "GlobalSecondaryIndexUpdates": [
        {"Update": {"IndexName": "ByG", "ProvisionedThroughput": {"ReadCapacityUnits": 3,
        "WriteCapacityUnits": 4}}}]})");
    QCOMPARE(units(), "1/1");
    t.advance(500);
    QCOMPARE(units(), "3/4");
}

// While a raise of WarmThroughput is in progress the service describes it UPDATING, with the
// units from before (the API model: GlobalSecondaryIndexWarmThroughputDescription's Status "can
// only be UPDATING or ACTIVE"; Alternator's test_warm_throughput.py, run against the service:
// "WarmThroughput.Status is UPDATING until it settles", the old units described meanwhile).
// Capacity raised past it raises it too, UPDATING meanwhile (developer guide, "warm throughput
// for a provisioned table": past the warm values "the warm throughput will automatically adjust
// to the new higher values"; "Check your table's current warm throughput": "Status will be
// UPDATING when the warm throughput value is being updated"); a raise within it, or a change
// that raises nothing, leaves it ACTIVE.
void TestTableTransitions::warmThroughputWhileRaised()
{
    Transitions t;
    createWithIndex(*t.db);
    t.advance(500);
    const auto warm = [&](bool index) {
        const json::value d = ok(*t.db, "DescribeTable", R"({"TableName": "tab1"})").at("Table");
        return text(index ? d.at("GlobalSecondaryIndexes").at(0).at("WarmThroughput")
                          : d.at("WarmThroughput"));
    };
    const QString was = R"({"ReadUnitsPerSecond":1,"WriteUnitsPerSecond":1,"Status":)";
    auto answer = ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "WarmThroughput":
        {"ReadUnitsPerSecond": 100}})").at("TableDescription");
    QCOMPARE(text(answer.at("WarmThroughput")), was + R"("UPDATING"})");
    QCOMPARE(warm(false), was + R"("UPDATING"})");
    QCOMPARE(warm(true), was + R"("ACTIVE"})");
    t.advance(500);
    QCOMPARE(warm(false), R"({"ReadUnitsPerSecond":100,"WriteUnitsPerSecond":1,"Status":"ACTIVE"})");
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "GlobalSecondaryIndexUpdates": [
        {"Update": {"IndexName": "ByG", "WarmThroughput": {"WriteUnitsPerSecond": 50}}}]})");
    QCOMPARE(warm(true), was + R"("UPDATING"})");
    QCOMPARE(warm(false).right(18), R"("Status":"ACTIVE"})");
    t.advance(500);
    QCOMPARE(warm(true), R"({"ReadUnitsPerSecond":1,"WriteUnitsPerSecond":50,"Status":"ACTIVE"})");
    // Equal units raise nothing; more capacity raises the warm throughput it floors.
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "WarmThroughput":
        {"ReadUnitsPerSecond": 100}})");
    QCOMPARE(warm(false).right(18), R"("Status":"ACTIVE"})");
    t.advance(500);
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "ProvisionedThroughput":
        {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5}})");
    QCOMPARE(warm(false), R"({"ReadUnitsPerSecond":100,"WriteUnitsPerSecond":1,)"
                          R"("Status":"UPDATING"})");
    t.advance(500);
    QCOMPARE(warm(false), R"({"ReadUnitsPerSecond":100,"WriteUnitsPerSecond":5,)"
                          R"("Status":"ACTIVE"})");
    ok(*t.db, "UpdateTable", R"({"TableName": "tab1", "ProvisionedThroughput":
        {"ReadCapacityUnits": 50, "WriteCapacityUnits": 5}})");
    QCOMPARE(warm(false), R"({"ReadUnitsPerSecond":100,"WriteUnitsPerSecond":5,)"
                          R"("Status":"ACTIVE"})");
}

// A table created with a WarmThroughput has it UPDATING while it is CREATING (Alternator's
// test_create_table_warm_throughput_response: the service's CreateTable answers UPDATING);
// without one it is ACTIVE from the start.
void TestTableTransitions::warmThroughputOfNewTable()
{
    Transitions t;
    const std::string create = R"({"TableName": "tab2", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "p", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "p", "AttributeType": "S"}])";
    auto created = ok(*t.db, "CreateTable", create + R"(, "WarmThroughput":
        {"ReadUnitsPerSecond": 13000}})").at("TableDescription");
    const QString units = R"({"ReadUnitsPerSecond":13000,"WriteUnitsPerSecond":4000,"Status":)";
    QCOMPARE(text(created.at("WarmThroughput")), units + R"("UPDATING"})");
    QCOMPARE(t.status("tab2"), "\"CREATING\"");
    t.advance(500);
    QCOMPARE(text(ok(*t.db, "DescribeTable", R"({"TableName": "tab2"})")
                      .at("Table").at("WarmThroughput")), units + R"("ACTIVE"})");
    created = ok(*t.db, "CreateTable", std::string(create).replace(15, 4, "tab3") + "}")
                  .at("TableDescription");
    QCOMPARE(text(created.at("WarmThroughput")),
             R"({"ReadUnitsPerSecond":12000,"WriteUnitsPerSecond":4000,"Status":"ACTIVE"})");
}

// A GSI created by CreateTable with its own WarmThroughput has it UPDATING while the table is
// CREATING, as the table's own is (the API model: a GSI's warm throughput status "being created
// or updated ... can only be UPDATING or ACTIVE"); a GSI without one, and the table that gives
// none, are ACTIVE from the start. Was ACTIVE for the GSI too.
void TestTableTransitions::warmThroughputOfNewIndex()
{
    Transitions t;
    const std::string gsi = R"({"IndexName": "NAME", "KeySchema": [{"AttributeName": "g",
        "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"})";
    const auto index = [&](const std::string &name, const std::string &more) {
        return std::string(gsi).replace(gsi.find("NAME"), 4, name) + more + "}";
    };
    const json::value created = ok(*t.db, "CreateTable", R"({"TableName": "tab2",
        "BillingMode": "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "p",
        "KeyType": "HASH"}], "AttributeDefinitions": [{"AttributeName": "p",
        "AttributeType": "S"}, {"AttributeName": "g", "AttributeType": "S"}],
        "GlobalSecondaryIndexes": [)" + index("Warm", R"(, "WarmThroughput":
        {"ReadUnitsPerSecond": 13000})") + ", " + index("Plain", "") + "]}")
                                    .at("TableDescription");
    const auto warm = [](const json::value &d, std::size_t i) {
        return text(d.at("GlobalSecondaryIndexes").at(i).at("WarmThroughput"));
    };
    const QString warmUnits = R"({"ReadUnitsPerSecond":13000,"WriteUnitsPerSecond":4000,)";
    const QString plain = R"({"ReadUnitsPerSecond":12000,"WriteUnitsPerSecond":4000,)"
                          R"("Status":"ACTIVE"})";
    QCOMPARE(warm(created, 0), warmUnits + R"("Status":"UPDATING"})");
    QCOMPARE(text(created.at("GlobalSecondaryIndexes").at(0).at("IndexStatus")),
             "\"CREATING\"");
    QCOMPARE(warm(created, 1), plain);
    QCOMPARE(text(created.at("WarmThroughput")).right(18), R"("Status":"ACTIVE"})");
    const auto described = [&] {
        return ok(*t.db, "DescribeTable", R"({"TableName": "tab2"})").at("Table");
    };
    QCOMPARE(warm(described(), 0), warmUnits + R"("Status":"UPDATING"})");
    t.advance(500);
    QCOMPARE(warm(described(), 0), warmUnits + R"("Status":"ACTIVE"})");
    QCOMPARE(text(described().at("GlobalSecondaryIndexes").at(0).at("IndexStatus")),
             "\"ACTIVE\"");
    QCOMPARE(warm(described(), 1), plain);
}

// A switch of billing mode shows at once, UPDATING: the new mode and the units it brings, the
// date it went on demand kept. Followed: the service's own sample output for UpdateTable
// PAY_PER_REQUEST -> PROVISIONED 15/10 (DynamoDB developer guide, "Use UpdateTable with an AWS
// SDK or CLI", example 1): TableStatus UPDATING with BillingMode PROVISIONED, units 15/10,
// LastIncreaseDateTime, LastUpdateToPayPerRequestDateTime. dynalite's actions/updateTable.js
// holds back only a PROVISIONED table's change of units (throughputWhileUpdating); it has no
// billing mode switch to follow.
void TestTableTransitions::billingModeWhileUpdating()
{
    Transitions t;
    createEcommerce(*t.db);
    t.advance(500);
    const auto billing = [&](const json::value &d) {
        const json::object &summary = d.at("BillingModeSummary").as_object();
        const json::value &p = d.at("ProvisionedThroughput");
        return text(d.at("TableStatus")) + " " + text(summary.at("BillingMode")) + " "
               + text(p.at("ReadCapacityUnits")) + "/" + text(p.at("WriteCapacityUnits"))
               + (summary.contains("LastUpdateToPayPerRequestDateTime") ? " since" : "");
    };
    auto answer = ok(*t.db, "UpdateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PROVISIONED", "ProvisionedThroughput": {"ReadCapacityUnits": 15,
        "WriteCapacityUnits": 10}})").at("TableDescription");
    QCOMPARE(billing(answer), "\"UPDATING\" \"PROVISIONED\" 15/10 since");
    QVERIFY(answer.at("ProvisionedThroughput").as_object().contains("LastIncreaseDateTime"));
    QCOMPARE(text(answer.at("ProvisionedThroughput").at("NumberOfDecreasesToday")), "0");
    const auto described = [&] {
        return ok(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})").at("Table");
    };
    QCOMPARE(billing(described()), "\"UPDATING\" \"PROVISIONED\" 15/10 since");
    t.advance(500);
    QCOMPARE(billing(described()), "\"ACTIVE\" \"PROVISIONED\" 15/10 since");
    // And back: on demand at once, its units zero.
    answer = ok(*t.db, "UpdateTable", R"({"TableName": "ecommerce", "BillingMode":
        "PAY_PER_REQUEST"})").at("TableDescription");
    QCOMPARE(billing(answer), "\"UPDATING\" \"PAY_PER_REQUEST\" 0/0 since");
    QCOMPARE(billing(described()), "\"UPDATING\" \"PAY_PER_REQUEST\" 0/0 since");
    t.advance(500);
    QCOMPARE(billing(described()), "\"ACTIVE\" \"PAY_PER_REQUEST\" 0/0 since");
}

// Tag calls on a table DELETING, as recorded against the service: a change is refused as "in
// use" and its tags are still listed at first; soon after, as for any table gone, the ARN is
// not found (here after the first quarter of the window).
void TestTableTransitions::tagsWhileDeleting()
{
    Transitions t(1000);
    ok(*t.db, "CreateTable", R"({"TableName": "ecommerce", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}], "AttributeDefinitions":
        [{"AttributeName": "PK", "AttributeType": "S"}], "Tags": [{"Key": "team",
        "Value": "orders"}]})");
    t.advance(1000);
    ok(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})");
    const std::string arn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";
    const std::string tag = R"({"ResourceArn": ")" + arn + R"(", "Tags": [{"Key": "a",
        "Value": "b"}]})";
    const std::string untag = R"({"ResourceArn": ")" + arn + R"(", "TagKeys": ["team"]})";
    const std::string list = R"({"ResourceArn": ")" + arn + R"("})";
    const QString inUse = "ResourceInUseException: Attempt to change a resource which is still "
                          "in use: Table is being deleted: ecommerce";
    QCOMPARE(fails(*t.db, "TagResource", tag), inUse);
    QCOMPARE(fails(*t.db, "UntagResource", untag), inUse);
    QCOMPARE(text(ok(*t.db, "ListTagsOfResource", list).at("Tags")),
             R"([{"Key":"team","Value":"orders"}])");
    t.advance(249);
    QCOMPARE(fails(*t.db, "TagResource", tag), inUse);
    t.advance(1);
    const QString notFound = QString::fromStdString(
        "ResourceNotFoundException: Requested resource not found: ResourceArn: " + arn
        + " not found");
    QCOMPARE(t.status(), "\"DELETING\"");
    QCOMPARE(fails(*t.db, "TagResource", tag), notFound);
    QCOMPARE(fails(*t.db, "UntagResource", untag), notFound);
    QCOMPARE(fails(*t.db, "ListTagsOfResource", list), notFound);
    t.advance(750);
    QCOMPARE(fails(*t.db, "ListTagsOfResource", list), notFound);
}

// Without the option every change is done at once, as before.
void TestTableTransitions::offByDefault()
{
    Transitions t(0);
    createEcommerce(*t.db);
    QCOMPARE(t.status(), "\"ACTIVE\"");
    ok(*t.db, "PutItem", kItem);
    ok(*t.db, "DeleteTable", R"({"TableName": "ecommerce"})");
    QCOMPARE(fails(*t.db, "DescribeTable", R"({"TableName": "ecommerce"})").left(25),
             "ResourceNotFoundException");
}

QTEST_GUILESS_MAIN(TestTableTransitions)
#include "tst_table_transitions.moc"
