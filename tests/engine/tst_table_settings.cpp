// WarmThroughput and TableClass: what CreateTable and UpdateTable accept, what DescribeTable
// reports (with the defaults the service reports when none was asked), and what is refused with
// the service's texts; both persist with the table, and files saved before they existed open.
#include "create_table_request.h"
#include "engine_fixture.h"

#include <tablesmith/database_testing.h>

#include <sqlite3.h>

#include <chrono>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

const std::string kIndex = R"({"IndexName": "ByG", "Projection": {"ProjectionType": "ALL"},
    "KeySchema": [{"AttributeName": "g", "KeyType": "HASH"}])";

// A table "tab" with one GSI "ByG"; `table` and `index` add members to the table and the GSI.
std::string createRequest(const std::string &table, const std::string &index = "")
{
    return CreateTableRequest("tab").hash("p").gsi("ByG", {"g"}, std::nullopt, "ALL", index)
        .members(table).text();
}

json::object described(Client &db)
{
    return ok(db, "DescribeTable", R"({"TableName": "tab"})").at("Table").as_object();
}

QString warmOf(const json::object &table) { return text(table.at("WarmThroughput")); }

QString indexWarmOf(const json::object &table)
{
    return text(table.at("GlobalSecondaryIndexes").at(0).at("WarmThroughput"));
}

QString warm(int read, int write, const char *status = "ACTIVE")
{
    return QString(R"({"ReadUnitsPerSecond":%1,"WriteUnitsPerSecond":%2,"Status":"%3"})")
        .arg(read).arg(write).arg(status);
}

const QString kInvalid = "ValidationException: One or more parameter values were invalid: ";

const QString kBadClass = "ValidationException: Invalid table-class parameter provided. Please "
                          "try again with a valid table-class value: [STANDARD, "
                          "STANDARD_INFREQUENT_ACCESS].";

} // namespace

class TestTableSettings : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void warmDefaults_data();
    void warmDefaults();
    void warmRefusedAtCreate_data();
    void warmRefusedAtCreate();
    void warmRaised();
    void warmFollowsCapacity();
    void warmOfIndexCreatedByUpdate();
    void tableClass();
    void tableClassRefused_data();
    void tableClassRefused();
    void nothingToChange_data();
    void nothingToChange();
    void requestFaultsBeforeTheTable();
    void settingsPersist();
    void fileWithoutWarmThroughput();
};

// What CreateTable answers and DescribeTable reports: the service's starting point (12000 /
// 4000 on demand, the units when provisioned), or what was asked; one unit alone keeps the
// other's default.
void TestTableSettings::warmDefaults_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("index");
    QTest::addColumn<QString>("tableWarm");
    QTest::addColumn<QString>("indexWarm");
    const QString onDemand = R"(, "BillingMode": "PAY_PER_REQUEST")";
    const QString units = R"(, "ProvisionedThroughput": {"ReadCapacityUnits": 5,
        "WriteCapacityUnits": 7})";
    QTest::newRow("on demand") << onDemand << "" << warm(12000, 4000) << warm(12000, 4000);
    QTest::newRow("provisioned") << R"(, "ProvisionedThroughput": {"ReadCapacityUnits": 3,
        "WriteCapacityUnits": 4})" << units << warm(3, 4) << warm(5, 7);
    QTest::newRow("asked") << onDemand + R"(, "WarmThroughput": {"ReadUnitsPerSecond": 12240,
        "WriteUnitsPerSecond": 4080})" << R"(, "WarmThroughput": {"ReadUnitsPerSecond": 13000,
        "WriteUnitsPerSecond": 5000})" << warm(12240, 4080) << warm(13000, 5000);
    QTest::newRow("read only") << onDemand + R"(, "WarmThroughput": {"ReadUnitsPerSecond":
        12240})" << R"(, "WarmThroughput": {"WriteUnitsPerSecond": 4001})"
        << warm(12240, 4000) << warm(12000, 4001);
    QTest::newRow("empty") << onDemand + R"(, "WarmThroughput": {})" << ""
                           << warm(12000, 4000) << warm(12000, 4000);
    QTest::newRow("provisioned, asked") << R"(, "ProvisionedThroughput": {"ReadCapacityUnits": 3,
        "WriteCapacityUnits": 4}, "WarmThroughput": {"ReadUnitsPerSecond": 100})"
        << units + R"(, "WarmThroughput": {"WriteUnitsPerSecond": 7})" << warm(100, 4)
        << warm(5, 7);
}

void TestTableSettings::warmDefaults()
{
    QFETCH(QString, table);
    QFETCH(QString, index);
    QFETCH(QString, tableWarm);
    QFETCH(QString, indexWarm);
    auto db = openMemory();
    const json::object created =
        ok(*db, "CreateTable", createRequest(table.toStdString(), index.toStdString()))
            .at("TableDescription").as_object();
    QCOMPARE(warmOf(created), tableWarm);
    QCOMPARE(indexWarmOf(created), indexWarm);
    QCOMPARE(warmOf(described(*db)), tableWarm);
    QCOMPARE(indexWarmOf(described(*db)), indexWarm);
}

// Below what the table or GSI starts with: the service's texts, per unit, read first.
void TestTableSettings::warmRefusedAtCreate_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("index");
    QTest::addColumn<QString>("error");
    const QString onDemand = R"(, "BillingMode": "PAY_PER_REQUEST")";
    const QString initial = " is lower than initial throughput for OnDemand. See: https://docs."
                            "aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-"
                            "capacity-mode.html#on-demand-capacity-mode-initial";
    QTest::newRow("read below 12000") << onDemand + R"(, "WarmThroughput":
        {"ReadUnitsPerSecond": 11999, "WriteUnitsPerSecond": 4000})" << ""
        << kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for table" + initial;
    QTest::newRow("write below 4000") << onDemand + R"(, "WarmThroughput":
        {"ReadUnitsPerSecond": 12000, "WriteUnitsPerSecond": 3999})" << ""
        << kInvalid + "Requested WriteUnitsPerSecond for WarmThroughput for table" + initial;
    QTest::newRow("zero") << onDemand + R"(, "WarmThroughput": {"ReadUnitsPerSecond": 0,
        "WriteUnitsPerSecond": 0})" << ""
        << kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for table" + initial;
    QTest::newRow("index") << onDemand << R"(, "WarmThroughput": {"WriteUnitsPerSecond": 1})"
        << kInvalid + "Requested WriteUnitsPerSecond for WarmThroughput for index ByG"
               + initial;
    QTest::newRow("below provisioned units") << R"(, "ProvisionedThroughput":
        {"ReadCapacityUnits": 10, "WriteCapacityUnits": 10}, "WarmThroughput":
        {"ReadUnitsPerSecond": 5, "WriteUnitsPerSecond": 5})" << R"(, "ProvisionedThroughput":
        {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1})"
        << kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for table is lower than "
                      "ReadCapacityUnits of ProvisionedThroughput";
    QTest::newRow("not an object") << onDemand + R"(, "WarmThroughput": 5)" << ""
        << "SerializationException: Start of structure or map found where not expected";
}

void TestTableSettings::warmRefusedAtCreate()
{
    QFETCH(QString, table);
    QFETCH(QString, index);
    QFETCH(QString, error);
    auto db = openMemory();
    const QString answer =
        fails(*db, "CreateTable", createRequest(table.toStdString(), index.toStdString()));
    if (error.startsWith("SerializationException"))
        QVERIFY2(answer.startsWith("SerializationException"), qPrintable(answer));
    else
        QCOMPARE(answer, error);
    QCOMPARE(text(ok(*db, "ListTables", "{}").at("TableNames")), "[]");
}

// UpdateTable with WarmThroughput alone is a change; a unit may rise or stay, never fall, for
// the table and for a GSI (on demand too).
void TestTableSettings::warmRaised()
{
    auto db = openMemory();
    ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")"));
    auto d = ok(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput":
        {"ReadUnitsPerSecond": 12240}})").at("TableDescription").as_object();
    QCOMPARE(warmOf(d), warm(12240, 4000));
    ok(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput":
        {"ReadUnitsPerSecond": 12240, "WriteUnitsPerSecond": 4080}})");
    QCOMPARE(warmOf(described(*db)), warm(12240, 4080));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput":
        {"ReadUnitsPerSecond": 12120}})"),
             kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for table is lower "
                        "than current WarmThroughput, decreasing WarmThroughput is not "
                        "supported");
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput": {}})"),
             kInvalid + "WarmThroughput must have at least one of ReadUnitsPerSecond or "
                        "WriteUnitsPerSecond specified");
    ok(*db, "UpdateTable", R"({"TableName": "tab", "GlobalSecondaryIndexUpdates": [{"Update":
        {"IndexName": "ByG", "WarmThroughput": {"WriteUnitsPerSecond": 4500}}}]})");
    QCOMPARE(indexWarmOf(described(*db)), warm(12000, 4500));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "ByG", "WarmThroughput": {"ReadUnitsPerSecond": 100,
        "WriteUnitsPerSecond": 100}}}]})"),
             kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for index ByG is lower "
                        "than current WarmThroughput, decreasing WarmThroughput is not "
                        "supported");
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "ByG", "WarmThroughput": {}}}]})"),
             kInvalid + "WarmThroughput must have at least one of ReadUnitsPerSecond or "
                        "WriteUnitsPerSecond specified for index: ByG");
    QCOMPARE(warmOf(described(*db)), warm(12240, 4080)); // refused calls changed nothing
    QCOMPARE(indexWarmOf(described(*db)), warm(12000, 4500));
}

// A provisioned table's warm throughput follows its highest units, and a switch to on demand
// lifts it to 12000 / 4000, where it stays when the table goes back.
void TestTableSettings::warmFollowsCapacity()
{
    auto db = openMemory();
    ok(*db, "CreateTable", createRequest(R"(, "ProvisionedThroughput": {"ReadCapacityUnits": 1,
        "WriteCapacityUnits": 1})", R"(, "ProvisionedThroughput": {"ReadCapacityUnits": 1,
        "WriteCapacityUnits": 1})"));
    QCOMPARE(warmOf(described(*db)), warm(1, 1));
    ok(*db, "UpdateTable", R"({"TableName": "tab", "ProvisionedThroughput":
        {"ReadCapacityUnits": 3, "WriteCapacityUnits": 3}, "GlobalSecondaryIndexUpdates":
        [{"Update": {"IndexName": "ByG", "ProvisionedThroughput": {"ReadCapacityUnits": 2,
        "WriteCapacityUnits": 2}}}]})");
    QCOMPARE(warmOf(described(*db)), warm(3, 3));
    QCOMPARE(indexWarmOf(described(*db)), warm(2, 2));
    ok(*db, "UpdateTable", R"({"TableName": "tab", "ProvisionedThroughput":
        {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}})");
    QCOMPARE(warmOf(described(*db)), warm(3, 3));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput":
        {"ReadUnitsPerSecond": 1, "WriteUnitsPerSecond": 1}})"),
             kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for table is lower "
                        "than current WarmThroughput, decreasing WarmThroughput is not "
                        "supported");
    ok(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput": {"ReadUnitsPerSecond": 50,
        "WriteUnitsPerSecond": 50}})");
    QCOMPARE(warmOf(described(*db)), warm(50, 50));
    ok(*db, "UpdateTable", R"({"TableName": "tab", "BillingMode": "PAY_PER_REQUEST"})");
    QCOMPARE(warmOf(described(*db)), warm(12000, 4000));
    QCOMPARE(indexWarmOf(described(*db)), warm(12000, 4000));
    ok(*db, "UpdateTable", R"({"TableName": "tab", "BillingMode": "PROVISIONED",
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1},
        "GlobalSecondaryIndexUpdates": [{"Update": {"IndexName": "ByG",
        "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}}]})");
    QCOMPARE(warmOf(described(*db)), warm(12000, 4000));
}

// A GSI added by UpdateTable starts as one of CreateTable's, checked the same way.
void TestTableSettings::warmOfIndexCreatedByUpdate()
{
    auto db = openMemory();
    createEcommerce(*db, "tab");
    const std::string create = R"({"TableName": "tab", "AttributeDefinitions": [{"AttributeName":
        "g", "AttributeType": "S"}], "GlobalSecondaryIndexUpdates": [{"Create": )" + kIndex;
    QCOMPARE(fails(*db, "UpdateTable", create + R"(, "WarmThroughput": {"ReadUnitsPerSecond":
        11000}}}]})"), kInvalid + "Requested ReadUnitsPerSecond for WarmThroughput for index ByG "
        "is lower than initial throughput for OnDemand. See: https://docs.aws.amazon.com/"
        "amazondynamodb/latest/developerguide/on-demand-capacity-mode.html"
        "#on-demand-capacity-mode-initial");
    ok(*db, "UpdateTable", create + R"(, "WarmThroughput": {"ReadUnitsPerSecond": 13000}}}]})");
    QCOMPARE(indexWarmOf(described(*db)), warm(13000, 4000));
}

// No summary unless a class was named; an explicit STANDARD is shown; a change has its date;
// the class the table already has is accepted and changes nothing.
void TestTableSettings::tableClass()
{
    auto db = openMemory();
    auto clock =
        std::chrono::system_clock::time_point(std::chrono::milliseconds(1'700'000'000'500));
    TEST_setClock(*db, [&] { return clock; });
    ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")"));
    QVERIFY(!described(*db).contains("TableClassSummary"));
    ok(*db, "DeleteTable", R"({"TableName": "tab"})");
    auto d = ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST",
        "TableClass": "STANDARD")")).at("TableDescription").as_object();
    QCOMPARE(text(d.at("TableClassSummary")), R"({"TableClass":"STANDARD"})");
    ok(*db, "UpdateTable", R"({"TableName": "tab", "TableClass": "STANDARD"})");
    QCOMPARE(text(described(*db).at("TableClassSummary")), R"({"TableClass":"STANDARD"})");
    d = ok(*db, "UpdateTable", R"({"TableName": "tab", "TableClass":
        "STANDARD_INFREQUENT_ACCESS"})").at("TableDescription").as_object();
    const QString changed =
        R"({"TableClass":"STANDARD_INFREQUENT_ACCESS","LastUpdateDateTime":1.7000000005E9})";
    QCOMPARE(text(d.at("TableClassSummary")), changed);
    clock += std::chrono::hours(1);
    ok(*db, "UpdateTable", R"({"TableName": "tab", "TableClass": "STANDARD_INFREQUENT_ACCESS"})");
    QCOMPARE(text(described(*db).at("TableClassSummary")), changed);
    ok(*db, "UpdateTable", R"({"TableName": "tab", "TableClass": "STANDARD"})");
    QCOMPARE(text(described(*db).at("TableClassSummary")),
             R"({"TableClass":"STANDARD","LastUpdateDateTime":1.7000036005E9})");
}

// The operation's own sentence for an unknown class (case counts); the framework's enum
// message for an empty one, as recorded from the service.
void TestTableSettings::tableClassRefused_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("tableClass");
    QTest::addColumn<QString>("error");
    for (const char *operation : {"CreateTable", "UpdateTable"}) {
        QTest::addRow("%s junk", operation) << operation << "invalid_tableclass_name"
                                             << kBadClass;
        QTest::addRow("%s lower case", operation) << operation << "standard" << kBadClass;
        QTest::addRow("%s empty", operation) << operation << ""
            << "ValidationException: 1 validation error detected: Value '' at 'tableClass' "
               "failed to satisfy constraint: Member must satisfy enum value set: [STANDARD, "
               "STANDARD_INFREQUENT_ACCESS]";
    }
}

void TestTableSettings::tableClassRefused()
{
    QFETCH(QString, operation);
    QFETCH(QString, tableClass);
    QFETCH(QString, error);
    auto db = openMemory();
    const std::string member = R"(, "TableClass": ")" + tableClass.toStdString() + "\"";
    if (operation == "UpdateTable") {
        ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")"));
        QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab")" + member + "}"), error);
        QVERIFY(!described(*db).contains("TableClassSummary"));
        return;
    }
    QCOMPARE(fails(*db, "CreateTable",
                   createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")" + member)),
             error);
}

// An UpdateTable naming nothing to change: the service's list (which now names WarmThroughput
// and TableClass), without the members the request has; an empty GlobalSecondaryIndexUpdates
// counts as absent.
void TestTableSettings::nothingToChange_data()
{
    QTest::addColumn<QString>("members");
    QTest::addColumn<QString>("error");
    const QString full = "ValidationException: At least one of ProvisionedThroughput, "
                         "BillingMode, UpdateStreamEnabled, GlobalSecondaryIndexUpdates, "
                         "SSESpecification, ReplicaUpdates, MultiAccountReplicaReady, "
                         "ReplicaTransitRoleArn, MultiRegionConsistency, "
                         "DeletionProtectionEnabled, OnDemandThroughput, WarmThroughput or "
                         "TableClass is required";
    QTest::newRow("name only") << "" << full;
    QTest::newRow("empty index updates") << R"(, "GlobalSecondaryIndexUpdates": [])" << full;
    QTest::newRow("attribute definitions") << R"(, "AttributeDefinitions": [{"AttributeName":
        "p", "AttributeType": "S"}])" << full;
    QTest::newRow("multi-region consistency") << R"(, "MultiRegionConsistency": "STRONG")"
        << QString(full).replace(" MultiRegionConsistency,", "");
}

void TestTableSettings::nothingToChange()
{
    QFETCH(QString, members);
    QFETCH(QString, error);
    auto db = openMemory();
    ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")"));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab")" + members.toStdString() + "}"),
             error);
}

// What an UpdateTable says alone is answered for a table that does not exist too, before
// ResourceNotFoundException (dynalite's updateTable.js, recorded against the service).
void TestTableSettings::requestFaultsBeforeTheTable()
{
    auto db = openMemory();
    QVERIFY(fails(*db, "UpdateTable", R"({"TableName": "missing",
        "GlobalSecondaryIndexUpdates": []})").startsWith("ValidationException: At least one of "));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "missing",
        "GlobalSecondaryIndexUpdates": [{}]})"),
             "ValidationException: One or more parameter values were invalid: One of "
             "GlobalSecondaryIndexUpdate.Update, GlobalSecondaryIndexUpdate.Create, "
             "GlobalSecondaryIndexUpdate.Delete must not be null");
    QVERIFY(fails(*db, "UpdateTable", R"({"TableName": "missing", "BillingMode":
        "PAY_PER_REQUEST"})").startsWith("ResourceNotFoundException"));
}

void TestTableSettings::settingsPersist()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("t.db").toStdString();
    {
        auto db = std::move(Database::open({path})).value();
        ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST",
            "TableClass": "STANDARD_INFREQUENT_ACCESS", "WarmThroughput":
            {"ReadUnitsPerSecond": 12500})", R"(, "WarmThroughput": {"WriteUnitsPerSecond":
            4500})"));
    }
    auto db = std::move(Database::open({path})).value();
    const json::object d = described(*db);
    QCOMPARE(warmOf(d), warm(12500, 4000));
    QCOMPARE(indexWarmOf(d), warm(12000, 4500));
    QCOMPARE(text(d.at("TableClassSummary")), R"({"TableClass":"STANDARD_INFREQUENT_ACCESS"})");
}

// A file saved before WarmThroughput was kept describes the service's defaults, and an
// UpdateTable raises from them.
void TestTableSettings::fileWithoutWarmThroughput()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("old.db");
    {
        auto db = std::move(Database::open({path.toStdString()})).value();
        ok(*db, "CreateTable", createRequest(R"(, "BillingMode": "PAY_PER_REQUEST")"));
    }
    sqlite3 *file = nullptr;
    QCOMPARE(sqlite3_open(path.toUtf8().constData(), &file), SQLITE_OK);
    QCOMPARE(sqlite3_exec(file, "UPDATE tablesmith_tables SET description = json_remove("
                                "description, '$.WarmThroughput', "
                                "'$.GlobalSecondaryIndexes[0].WarmThroughput')",
                          nullptr, nullptr, nullptr),
             SQLITE_OK);
    sqlite3_close(file);
    auto db = std::move(Database::open({path.toStdString()})).value();
    QCOMPARE(warmOf(described(*db)), warm(12000, 4000));
    QCOMPARE(indexWarmOf(described(*db)), warm(12000, 4000));
    QCOMPARE(fails(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput":
        {"WriteUnitsPerSecond": 3000}})"),
             kInvalid + "Requested WriteUnitsPerSecond for WarmThroughput for table is lower "
                        "than current WarmThroughput, decreasing WarmThroughput is not "
                        "supported");
    ok(*db, "UpdateTable", R"({"TableName": "tab", "WarmThroughput": {"WriteUnitsPerSecond":
        4100}})");
    QCOMPARE(warmOf(described(*db)), warm(12000, 4100));
}

QTEST_GUILESS_MAIN(TestTableSettings)
#include "tst_table_settings.moc"
