// Auto scaling: settings through DynamoDB's UpdateTableReplicaAutoScaling shapes, target
// tracking driven by the database's clock, and DynamoDB's limit on decreases.

#include "capacity/capacity_change.h"
#include "capacity_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;
using namespace std::chrono_literals;

namespace {

// Table write settings plus GSI read settings, as boto3 would send them.
const char *const kSettings = R"({"TableName": "tbl",
    "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 5, "MaximumUnits": 100,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration":
            {"TargetValue": 50}}},
    "ReplicaUpdates": [{"RegionName": "us-east-1",
        "ReplicaGlobalSecondaryIndexUpdates": [{"IndexName": "GSI1",
            "ProvisionedReadCapacityAutoScalingUpdate": {"MinimumUnits": 2,
                "MaximumUnits": 20, "ScalingPolicyUpdate": {"PolicyName": "reads",
                    "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 70}}}}]}]})";

// Table write settings only.
const char *const kWriteSettings = R"({"TableName": "tbl",
    "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 5, "MaximumUnits": 100,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration":
            {"TargetValue": 50}}}})";

// Table write settings with cooldowns, in seconds.
std::string cooldownSettings(int scaleIn, int scaleOut)
{
    return R"({"TableName": "tbl", "ProvisionedWriteCapacityAutoScalingUpdate": {
        "MinimumUnits": 5, "MaximumUnits": 100, "ScalingPolicyUpdate": {
        "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50, "ScaleInCooldown": )"
           + std::to_string(scaleIn) + R"(, "ScaleOutCooldown": )" + std::to_string(scaleOut)
           + "}}}}";
}

// A file database simulating capacity on `clock`.
std::unique_ptr<Database> openFile(const std::string &path,
                                   const std::shared_ptr<FakeClock> &clock)
{
    DatabaseOptions options;
    options.path = path;
    options.simulateThrottling = true;
    auto db = std::move(Database::open(options)).value();
    TEST_setClock(*db, [clock] { return clock->now; });
    return db;
}

QString describedSettings(Client &db)
{
    return text(ok(db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})"));
}

json::object tableThroughput(Client &db)
{
    auto table = ok(db, "DescribeTable", R"({"TableName": "tbl"})");
    return table.at("Table").at("ProvisionedThroughput").as_object();
}

std::int64_t writeUnits(Client &db)
{
    return tableThroughput(db).at("WriteCapacityUnits").to_number<std::int64_t>();
}

// `perSecond` one-unit writes every second for `seconds` seconds.
void writeLoad(Client &db, FakeClock &clock, int perSecond, int seconds, int &next)
{
    for (int s = 0; s < seconds; ++s) {
        for (int i = 0; i < perSecond; ++i)
            QCOMPARE(outcome(db, "PutItem", putRequest("tbl", std::to_string(next++))),
                     QString("ok"));
        clock.advance(1s);
    }
}

} // namespace

class TestAutoScaling : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void settingsRoundTrip();
    void invalidSettings_data();
    void invalidSettings();
    void disableRemovesSettings();
    void loadCurveRaisesThenLowersCapacity();
    void minimumAppliesAtOnce();
    void decreasesLimitedPerDay();
    void cooldownsDescribed();
    void scaleInCooldownHoldsBackScaleIn();
    void scaleOutEndsScaleInCooldown();
    void scaleOutCooldownWantsMore();
    void offSimulationDoesNotScale();
    void settingsSurviveReopen();
    void scalingStateSurvivesReopen();
    void settingsGoWithTableAndIndex();
};

void TestAutoScaling::settingsRoundTrip()
{
    auto db = openMemory();
    createProvisioned(*db, "tbl", 5, 5);
    auto updated = ok(*db, "UpdateTableReplicaAutoScaling", kSettings);
    auto described = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
    QCOMPARE(text(described), text(updated));
    const auto &replica = described.at("TableAutoScalingDescription").at("Replicas").at(0);
    QCOMPARE(text(replica.at("RegionName")), QString("\"us-east-1\""));
    QCOMPARE(text(replica.at("ReplicaProvisionedWriteCapacityAutoScalingSettings")),
             QString(R"({"MinimumUnits":5,"MaximumUnits":100,"AutoScalingDisabled":false,)"
                     R"("ScalingPolicies":[{"PolicyName":"DynamoDBTargetTracking",)"
                     R"("TargetTrackingScalingPolicyConfiguration":)"
                     R"({"TargetValue":5E1,"DisableScaleIn":false}}]})"));
    QVERIFY(!replica.as_object().contains("ReplicaProvisionedReadCapacityAutoScalingSettings"));
    const auto &gsi = replica.at("GlobalSecondaryIndexes").at(0);
    QCOMPARE(text(gsi.at("ProvisionedReadCapacityAutoScalingSettings").at("MaximumUnits")),
             QString("20"));
    QCOMPARE(text(gsi.at("ProvisionedReadCapacityAutoScalingSettings").at("ScalingPolicies")
                      .at(0).at("PolicyName")),
             QString("\"reads\""));
    // A partial update keeps the rest.
    ok(*db, "UpdateTableReplicaAutoScaling", R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MaximumUnits": 40}})");
    described = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
    const auto &write = described.at("TableAutoScalingDescription").at("Replicas").at(0)
                            .at("ReplicaProvisionedWriteCapacityAutoScalingSettings");
    QCOMPARE(text(write.at("MinimumUnits")), QString("5"));
    QCOMPARE(text(write.at("MaximumUnits")), QString("40"));
}

void TestAutoScaling::invalidSettings_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected");
    QTest::newRow("no table") << R"({"TableName": "nope"})"
                              << "ResourceNotFoundException: Requested resource not found: "
                                 "Table: nope not found";
    QTest::newRow("on demand") << R"({"TableName": "ondemand",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: Auto scaling needs a table in PROVISIONED billing mode; ondemand is "
           "PAY_PER_REQUEST";
    QTest::newRow("min above max") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 9, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: MinimumUnits (9) cannot be greater than MaximumUnits (2)";
    QTest::newRow("target out of range") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 95}}}})"
        << "ValidationException: TargetValue must be between 20 and 90";
    QTest::newRow("target below range") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 19.5}}}})"
        << "ValidationException: TargetValue must be between 20 and 90";
    QTest::newRow("minimum zero") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 0, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 1 validation error detected: Value '0' at "
           "'provisionedWriteCapacityAutoScalingUpdate.minimumUnits' failed to satisfy constraint: Member must have value greater than or equal to 1";
    QTest::newRow("maximum negative") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": -3,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 1 validation error detected: Value '-3' at "
           "'provisionedWriteCapacityAutoScalingUpdate.maximumUnits' failed to satisfy constraint: Member must have value greater than or equal to 1";
    QTest::newRow("units not integers") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1.5, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "SerializationException: DECIMAL_VALUE cannot be converted to Long";
    QTest::newRow("target not a number") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration":
        {"TargetValue": "50"}}}})"
        << "SerializationException: STRING_VALUE cannot be converted to Double";
    QTest::newRow("empty policy name") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"PolicyName": "",
        "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 2 validation errors detected: Value '' at "
           "'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.policyName' failed to satisfy "
           "constraint: Member must satisfy regular expression pattern: \\p{Print}+; Value '' at "
           "'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.policyName' failed to satisfy "
           "constraint: Member must have length greater than or equal to 1";
    QTest::newRow("long policy name") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"PolicyName": ")" + QString(257, 'p') + R"(",
        "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 1 validation error detected: Value '" + QString(257, 'p')
               + "' at 'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.policyName' failed to "
                 "satisfy constraint: Member must have length less "
                 "than or equal to 256";
    QTest::newRow("control character in policy name") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"PolicyName": "a\nb",
        "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 1 validation error detected: Value 'a\nb' at "
           "'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.policyName' failed to satisfy constraint: Member must satisfy regular expression pattern: "
           "\\p{Print}+";
    QTest::newRow("empty role") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "AutoScalingRoleArn": "", "ScalingPolicyUpdate":
        {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50}}}})"
        << "ValidationException: 1 validation error detected: Value '' at "
           "'provisionedWriteCapacityAutoScalingUpdate.autoScalingRoleArn' failed to satisfy constraint: Member must have length greater than or equal to 1";
    QTest::newRow("cooldown not an integer") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {"TargetValue": 50,
        "ScaleInCooldown": "soon"}}}})"
        << "SerializationException: STRING_VALUE cannot be converted to Integer";
    QTest::newRow("incomplete") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1}})"
        << "ValidationException: MinimumUnits, MaximumUnits and ScalingPolicyUpdate are "
           "required to enable auto scaling";
    QTest::newRow("no target value") << R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1, "MaximumUnits": 2,
        "ScalingPolicyUpdate": {"TargetTrackingScalingPolicyConfiguration": {}}}})"
        << "ValidationException: 1 validation error detected: Value null at "
           "'provisionedWriteCapacityAutoScalingUpdate.scalingPolicyUpdate.targetTrackingScalingPolicyConfiguration"
           ".targetValue' failed to satisfy constraint: Member must not be null";
    QTest::newRow("unknown index") << R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
        [{"IndexName": "GSI9", "ProvisionedWriteCapacityAutoScalingUpdate": {}}]})"
        << "ResourceNotFoundException: The table does not have the specified index: GSI9";
    QTest::newRow("other region") << R"({"TableName": "tbl",
        "ReplicaUpdates": [{"RegionName": "eu-west-1"}]})"
        << "ValidationException: Replica in region eu-west-1 does not exist; this table lives "
           "in us-east-1";
    QTest::newRow("entry not an object") << R"({"TableName": "tbl",
        "GlobalSecondaryIndexUpdates": [3]})"
        << "SerializationException: Unexpected value type in payload";
}

void TestAutoScaling::invalidSettings()
{
    QFETCH(QString, request);
    QFETCH(QString, expected);
    auto db = openMemory();
    createProvisioned(*db, "tbl", 5, 5);
    createEcommerce(*db, "ondemand");
    QCOMPARE(fails(*db, "UpdateTableReplicaAutoScaling", request.toStdString()), expected);
    // Nothing half-applied.
    auto described = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
    QVERIFY(!described.at("TableAutoScalingDescription").at("Replicas").at(0).as_object()
                 .contains("ReplicaProvisionedWriteCapacityAutoScalingSettings"));
}

void TestAutoScaling::disableRemovesSettings()
{
    auto db = openMemory();
    createProvisioned(*db, "tbl", 5, 5);
    ok(*db, "UpdateTableReplicaAutoScaling", kSettings);
    ok(*db, "UpdateTableReplicaAutoScaling", R"({"TableName": "tbl",
        "ProvisionedWriteCapacityAutoScalingUpdate": {"AutoScalingDisabled": true}})");
    auto described = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
    const auto &replica = described.at("TableAutoScalingDescription").at("Replicas").at(0);
    QVERIFY(!replica.as_object().contains("ReplicaProvisionedWriteCapacityAutoScalingSettings"));
    QVERIFY(replica.at("GlobalSecondaryIndexes").at(0).as_object()
                .contains("ProvisionedReadCapacityAutoScalingSettings"));
}

void TestAutoScaling::loadCurveRaisesThenLowersCapacity()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 5, 5);
    ok(*db, "UpdateTableReplicaAutoScaling", kWriteSettings);
    clock->advance(60s); // settings judge traffic from the next whole minute
    int next = 0;
    // 4 WCU/s on 5 provisioned: 80 % against a 50 % target, for two minutes.
    writeLoad(*db, *clock, 4, 60, next);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0); // one minute above is not enough
    QCOMPARE(text(tableThroughput(*db).at("WriteCapacityUnits")), QString("5"));
    writeLoad(*db, *clock, 4, 60, next);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    auto raised = tableThroughput(*db);
    QCOMPARE(text(raised.at("WriteCapacityUnits")), QString("8")); // 4 / 50 %
    QCOMPARE(raised.at("LastIncreaseDateTime").as_double(),
             double(FakeClock::kStartSeconds + 180));
    QVERIFY(!raised.contains("LastDecreaseDateTime"));

    // Steady at the target: nothing changes. Then idle for 15 minutes: back to the minimum.
    writeLoad(*db, *clock, 4, 120, next);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(14min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(1min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    auto lowered = tableThroughput(*db);
    QCOMPARE(text(lowered.at("WriteCapacityUnits")), QString("5"));
    QCOMPARE(lowered.at("LastDecreaseDateTime").as_double(),
             double(FakeClock::kStartSeconds + 300 + 15 * 60));
    QCOMPARE(text(lowered.at("NumberOfDecreasesToday")), QString("1"));
    QCOMPARE(text(lowered.at("ReadCapacityUnits")), QString("5")); // reads have no settings
}

void TestAutoScaling::minimumAppliesAtOnce()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 1, 1, 1, 1);
    ok(*db, "UpdateTableReplicaAutoScaling", kSettings);
    clock->advance(2min);
    // Calls run the evaluation first once a minute has completed: no runAutoScaling() here.
    QCOMPARE(text(tableThroughput(*db).at("WriteCapacityUnits")), QString("5"));
    auto table = ok(*db, "DescribeTable", R"({"TableName": "tbl"})");
    QCOMPARE(text(table.at("Table").at("GlobalSecondaryIndexes").at(0)
                      .at("ProvisionedThroughput").at("ReadCapacityUnits")),
             QString("2"));
}

void TestAutoScaling::decreasesLimitedPerDay()
{
    using capacity::decreaseAllowed;
    using capacity::decreaseTo;
    const std::int64_t day = 20'000LL * 86'400'000;
    json::object throughput = parseObject(R"({"ReadCapacityUnits": 100,
        "WriteCapacityUnits": 100, "NumberOfDecreasesToday": 0})");
    std::int64_t now = day + 1000;
    for (int i = 0; i < 4; ++i) { // four at any time
        QVERIFY(decreaseAllowed(throughput, now));
        decreaseTo(throughput, capacity::Direction::Write, 90 - i, now);
        now += 1000;
    }
    QCOMPARE(text(throughput.at("NumberOfDecreasesToday")), QString("4"));
    QVERIFY(!decreaseAllowed(throughput, now + 3'599'000 - 4000));
    now += 3'600'000; // then one per hour without a decrease
    QVERIFY(decreaseAllowed(throughput, now));
    decreaseTo(throughput, capacity::Direction::Write, 80, now);
    QVERIFY(!decreaseAllowed(throughput, now + 60'000));
    // A new UTC day starts the count again.
    const std::int64_t tomorrow = day + 86'400'000;
    QVERIFY(decreaseAllowed(throughput, tomorrow));
    decreaseTo(throughput, capacity::Direction::Write, 70, tomorrow);
    QCOMPARE(text(throughput.at("NumberOfDecreasesToday")), QString("1"));
    // The most in a day is 27.
    json::object busy = parseObject(R"({"NumberOfDecreasesToday": 27})");
    busy["LastDecreaseDateTime"] = double(day / 1000 + 60);
    QVERIFY(!decreaseAllowed(busy, day + 86'000'000));
}

void TestAutoScaling::cooldownsDescribed()
{
    auto db = openMemory();
    createProvisioned(*db, "tbl", 5, 5);
    ok(*db, "UpdateTableReplicaAutoScaling", cooldownSettings(600, 60));
    const auto described = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
    QCOMPARE(text(described.at("TableAutoScalingDescription").at("Replicas").at(0)
                      .at("ReplicaProvisionedWriteCapacityAutoScalingSettings")
                      .at("ScalingPolicies").at(0).at("TargetTrackingScalingPolicyConfiguration")),
             QString(R"({"TargetValue":5E1,"DisableScaleIn":false,"ScaleInCooldown":600,)"
                     R"("ScaleOutCooldown":60})"));
    QCOMPARE(fails(*db, "UpdateTableReplicaAutoScaling", cooldownSettings(-1, 0)),
             QString("ValidationException: 1 validation error detected: Value '-1' at "
                     "'scalingPolicyUpdate.targetTrackingScalingPolicyConfiguration."
                     "scaleInCooldown' failed to satisfy constraint: Member must have value "
                     "greater than or equal to 0"));
}

// 8 WCU/s on 40 provisioned (20 %, under the 50 % target less 20 points) for fifteen minutes
// after the settings take effect: scaled in to 16 at the end, `start` + 16 minutes.
void scaleInOnce(Database &db, FakeClock &clock)
{
    clock.advance(60s);
    int next = 0;
    writeLoad(db, clock, 8, 15 * 60, next);
    QCOMPARE(TEST_runAutoScaling(db).value(), 1);
    QCOMPARE(writeUnits(db), 16);
}

// After a scale-in, another waits for ScaleInCooldown, however long the capacity sits idle;
// the cooldown survives a reopen.
void TestAutoScaling::scaleInCooldownHoldsBackScaleIn()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("cooldown.tsdb").toStdString();
    auto clock = std::make_shared<FakeClock>();
    auto db = openFile(path, clock);
    createProvisioned(*db, "tbl", 5, 40);
    ok(*db, "UpdateTableReplicaAutoScaling", cooldownSettings(3600, 0));
    scaleInOnce(*db, *clock);
    const auto firstScaleIn = clock->seconds();
    db.reset();
    db = openFile(path, clock);
    QCOMPARE(writeUnits(*db), 16); // a call: the minutes from here on are metered
    clock->advance(15min); // idle: 5 is wanted, but the cooldown runs for an hour
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(44min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    QCOMPARE(writeUnits(*db), 16);
    clock->advance(1min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(writeUnits(*db), 5);
    QCOMPARE(tableThroughput(*db).at("LastDecreaseDateTime").as_double(),
             double(firstScaleIn + 3600));
}

// A scale-out during the scale-in cooldown happens at once and ends that cooldown.
void TestAutoScaling::scaleOutEndsScaleInCooldown()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 5, 40);
    ok(*db, "UpdateTableReplicaAutoScaling", cooldownSettings(3600, 0));
    scaleInOnce(*db, *clock);
    int next = 100000;
    writeLoad(*db, *clock, 12, 120, next); // 75 % of 16 for two minutes
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(writeUnits(*db), 24);
    clock->advance(15min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(writeUnits(*db), 5);
}

// Within ScaleOutCooldown, a scale-out must ask for more than the last one set: capacity
// lowered by hand meanwhile stays low until the cooldown ends.
void TestAutoScaling::scaleOutCooldownWantsMore()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 5, 5);
    ok(*db, "UpdateTableReplicaAutoScaling", cooldownSettings(0, 600));
    clock->advance(60s);
    int next = 0;
    writeLoad(*db, *clock, 4, 120, next); // 80 % of 5: out to 8
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(writeUnits(*db), 8);
    ok(*db, "UpdateTable", R"({"TableName": "tbl", "ProvisionedThroughput":
        {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5}})");
    writeLoad(*db, *clock, 4, 8 * 60, next); // 80 % of 5 again: 8 wanted, 8 set 8 minutes ago
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    QCOMPARE(writeUnits(*db), 5);
    writeLoad(*db, *clock, 4, 120, next); // the cooldown ends at minute 10
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(writeUnits(*db), 8);
}

void TestAutoScaling::offSimulationDoesNotScale()
{
    auto clock = std::make_shared<FakeClock>();
    auto db = openSimulating(clock);
    createProvisioned(*db, "tbl", 50, 50);
    ok(*db, "UpdateTableReplicaAutoScaling", kWriteSettings);
    db->setSimulateThrottling(false);
    clock->advance(30min); // unmetered minutes say nothing about utilisation
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    QCOMPARE(text(tableThroughput(*db).at("WriteCapacityUnits")), QString("50"));
    db->setSimulateThrottling(true);
    clock->advance(14min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(2min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    QCOMPARE(text(tableThroughput(*db).at("WriteCapacityUnits")), QString("5"));
}

void TestAutoScaling::settingsSurviveReopen()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("scaling.tsdb").toStdString();
    auto clock = std::make_shared<FakeClock>();
    QString described;
    {
        auto db = openFile(path, clock);
        createProvisioned(*db, "tbl", 5, 5);
        ok(*db, "UpdateTableReplicaAutoScaling", kSettings);
        ok(*db, "UpdateTableReplicaAutoScaling", R"({"TableName": "tbl",
            "ReplicaUpdates": [{"RegionName": "us-east-1",
                "ReplicaProvisionedReadCapacityAutoScalingUpdate": {"MinimumUnits": 3,
                    "MaximumUnits": 30, "ScalingPolicyUpdate": {"PolicyName": "table reads",
                    "TargetTrackingScalingPolicyConfiguration": {"TargetValue": 42.5,
                    "DisableScaleIn": true}}}}]})");
        described = describedSettings(*db);
        QVERIFY(described.contains("table reads"));
    }
    {
        auto db = openFile(path, clock);
        QCOMPARE(describedSettings(*db), described);
        // A failed update changes nothing, in memory or in the file.
        QVERIFY(fails(*db, "UpdateTableReplicaAutoScaling", R"({"TableName": "tbl",
            "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 1},
            "GlobalSecondaryIndexUpdates": [{"IndexName": "GSI1",
                "ProvisionedWriteCapacityAutoScalingUpdate": {"MinimumUnits": 0}}]})")
                    .startsWith("ValidationException"));
        QCOMPARE(describedSettings(*db), described);
        ok(*db, "UpdateTableReplicaAutoScaling", R"({"TableName": "tbl",
            "ProvisionedWriteCapacityAutoScalingUpdate": {"AutoScalingDisabled": true}})");
    }
    auto db = openFile(path, clock);
    const auto replica = ok(*db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})")
                             .at("TableAutoScalingDescription").at("Replicas").at(0);
    QVERIFY(!replica.as_object().contains("ReplicaProvisionedWriteCapacityAutoScalingSettings"));
    QCOMPARE(text(replica.at("ReplicaProvisionedReadCapacityAutoScalingSettings")
                      .at("ScalingPolicies").at(0).at("TargetTrackingScalingPolicyConfiguration")),
             QString(R"({"TargetValue":4.25E1,"DisableScaleIn":true})"));
    QCOMPARE(text(replica.at("GlobalSecondaryIndexes").at(0)
                      .at("ProvisionedReadCapacityAutoScalingSettings").at("MinimumUnits")),
             QString("2"));
}

void TestAutoScaling::scalingStateSurvivesReopen()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("state.tsdb").toStdString();
    auto clock = std::make_shared<FakeClock>();
    {
        auto db = openFile(path, clock);
        createProvisioned(*db, "tbl", 5, 5);
        ok(*db, "UpdateTableReplicaAutoScaling", kWriteSettings);
        clock->advance(60s);
        int next = 0;
        writeLoad(*db, *clock, 4, 120, next);
        QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
        QCOMPARE(text(tableThroughput(*db).at("WriteCapacityUnits")), QString("8"));
        clock->advance(10min); // ten idle minutes of the fifteen that scale in
        QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    }
    clock->advance(30min); // closed: nothing metered, so these minutes count for nothing
    auto db = openFile(path, clock);
    const auto throughput = tableThroughput(*db);
    QCOMPARE(text(throughput.at("WriteCapacityUnits")), QString("8"));
    QCOMPARE(throughput.at("LastIncreaseDateTime").as_double(),
             double(FakeClock::kStartSeconds + 180));
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(4min);
    QCOMPARE(TEST_runAutoScaling(*db).value(), 0);
    clock->advance(1min); // the fifteenth idle minute, counted across the reopen
    QCOMPARE(TEST_runAutoScaling(*db).value(), 1);
    const auto lowered = tableThroughput(*db);
    QCOMPARE(text(lowered.at("WriteCapacityUnits")), QString("5"));
    QCOMPARE(text(lowered.at("NumberOfDecreasesToday")), QString("1"));
    QCOMPARE(lowered.at("LastDecreaseDateTime").as_double(), double(clock->seconds()));
}

void TestAutoScaling::settingsGoWithTableAndIndex()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("dropped.tsdb").toStdString();
    auto clock = std::make_shared<FakeClock>();
    const char *createIndex = R"({"TableName": "tbl", "AttributeDefinitions":
        [{"AttributeName": "GSI1PK", "AttributeType": "S"}],
        "GlobalSecondaryIndexUpdates": [{"Create":
        {"IndexName": "GSI1", "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"}],
         "Projection": {"ProjectionType": "KEYS_ONLY"},
         "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": 1}}}]})";
    auto gsiHasSettings = [](Client &db) {
        auto d = ok(db, "DescribeTableReplicaAutoScaling", R"({"TableName": "tbl"})");
        return d.at("TableAutoScalingDescription").at("Replicas").at(0)
            .at("GlobalSecondaryIndexes").at(0).as_object()
            .contains("ProvisionedReadCapacityAutoScalingSettings");
    };
    {
        auto db = openFile(path, clock);
        createProvisioned(*db, "tbl", 5, 5);
        ok(*db, "UpdateTableReplicaAutoScaling", kSettings);
        QVERIFY(gsiHasSettings(*db));
        ok(*db, "UpdateTable", R"({"TableName": "tbl", "GlobalSecondaryIndexUpdates":
            [{"Delete": {"IndexName": "GSI1"}}]})");
        ok(*db, "UpdateTable", createIndex); // the same name: a new index, no settings
        TEST_waitForIndexBackfills(*db);
        QVERIFY(!gsiHasSettings(*db));
    }
    {
        auto db = openFile(path, clock);
        QVERIFY(!gsiHasSettings(*db));
        QVERIFY(describedSettings(*db).contains("ReplicaProvisionedWriteCapacity"));
        ok(*db, "DeleteTable", R"({"TableName": "tbl"})");
        createProvisioned(*db, "tbl", 5, 5);
        QVERIFY(!describedSettings(*db).contains("AutoScalingSettings"));
    }
    auto db = openFile(path, clock);
    QVERIFY(!describedSettings(*db).contains("AutoScalingSettings"));
}

QTEST_GUILESS_MAIN(TestAutoScaling)
#include "tst_auto_scaling.moc"
