// Explain: how an operation is served, from the table description alone, over the ecommerce
// example's access patterns (resources/examples/ecommerce/access-patterns.md).
#include "ecommerce_fixture.h"

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::test;

class TestAccessPlan : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Database> m_db;
private Q_SLOTS:
    void initTestCase();
    void accessPatterns_data();
    void accessPatterns();
    void scanCouldBeQueryNamesTheKeyCondition();
    void updateNamesTheIndexesItWrites();
    void filterOnTheSortKeyOfTheQuery();
    void indexReadsSeeOnlyProjectedAttributes();
    void errorsAreTheServicesMessages_data();
    void errorsAreTheServicesMessages();
    void syntaxErrorsCarryTheExpressionsMessage();
    void partiqlIsPlannedByTheEnginesPlanner_data();
    void partiqlIsPlannedByTheEnginesPlanner();
    void partiqlErrors();
    void jsonNamesEverything();
};


namespace {

QString warningKinds(const AccessPlan &plan)
{
    QStringList kinds;
    for (const AccessWarning &warning : plan.warnings)
        kinds << QString::fromUtf8(accessWarningName(warning.kind).data(),
                                   qsizetype(accessWarningName(warning.kind).size()));
    return kinds.join(',');
}

QString q(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

} // namespace


void TestAccessPlan::initTestCase()
{
    m_db = openEcommerce();
}

void TestAccessPlan::accessPatterns_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("access");
    QTest::addColumn<QString>("index");
    QTest::addColumn<QString>("keyCondition");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<QString>("warnings");

    QTest::newRow("get user profile")
        << R"json({"Operation": "GetItem", "Request": {"TableName": "ecommerce",
              "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}}})json"
        << "GetItem" << "" << R"(PK = "USER#u1" AND SK = "PROFILE")"
        << "GetItem on table ecommerce" << "";
    QTest::newRow("all orders for a user")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "KeyConditionExpression": "PK = :pk AND begins_with(SK, :prefix)",
              "ExpressionAttributeValues": {":pk": {"S": "USER#u1"},
                                            ":prefix": {"S": "ORDER#"}}}})json"
        << "Query" << "" << R"(PK = "USER#u1" AND begins_with(SK, "ORDER#"))"
        << "Query on table ecommerce" << "";
    QTest::newRow("a user's orders with a status")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "KeyConditionExpression": "PK = :pk AND begins_with(SK, :prefix)",
              "FilterExpression": "#s = :status",
              "ExpressionAttributeNames": {"#s": "status"},
              "ExpressionAttributeValues": {":pk": {"S": "USER#u1"},
                  ":prefix": {"S": "ORDER#"}, ":status": {"S": "PENDING"}}}})json"
        << "Query" << "" << R"(PK = "USER#u1" AND begins_with(SK, "ORDER#"))"
        << "Query on table ecommerce" << "FilterAfterRead";
    QTest::newRow("pending orders, newest first")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "IndexName": "GSI1", "KeyConditionExpression": "GSI1PK = :status",
              "ScanIndexForward": false, "Limit": 50,
              "ExpressionAttributeValues": {":status": {"S": "ORDER#PENDING"}}}})json"
        << "Query" << "GSI1" << R"(GSI1PK = "ORDER#PENDING")"
        << "Query on index GSI1 of ecommerce" << "";
    QTest::newRow("find all products (admin)")
        << R"json({"Operation": "Scan", "Request": {"TableName": "ecommerce",
              "FilterExpression": "begins_with(PK, :product)",
              "ExpressionAttributeValues": {":product": {"S": "PRODUCT#"}}}})json"
        << "Scan" << "" << "" << "Scan of table ecommerce" << "NoKeyServes";
    QTest::newRow("scan that could be a query on GSI1")
        << R"json({"Operation": "Scan", "Request": {"TableName": "ecommerce",
              "FilterExpression": "GSI1PK = :s AND GSI1SK > :d",
              "ExpressionAttributeValues": {":s": {"S": "ORDER#SHIPPED"},
                                            ":d": {"S": "2026-01-01"}}}})json"
        << "Scan" << "" << "" << "Scan of table ecommerce" << "ScanCouldBeQuery";
    QTest::newRow("change status only if unchanged")
        << R"json({"Operation": "UpdateItem", "Request": {"TableName": "ecommerce",
              "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}},
              "UpdateExpression": "SET #s = :new, GSI1PK = :gsi",
              "ConditionExpression": "#s = :current",
              "ExpressionAttributeNames": {"#s": "status"},
              "ExpressionAttributeValues": {":new": {"S": "SHIPPED"},
                  ":gsi": {"S": "ORDER#SHIPPED"}, ":current": {"S": "PENDING"}}}})json"
        << "Write" << "" << R"(PK = "USER#u1" AND SK = "ORDER#o1")"
        << "UpdateItem on table ecommerce" << "";
    QTest::newRow("transaction")
        << R"json({"Operation": "TransactWriteItems", "Request": {"TransactItems": [
              {"ConditionCheck": {"TableName": "ecommerce", "ConditionExpression":
                  "attribute_exists(PK)", "Key": {"PK": {"S": "USER#u1"},
                  "SK": {"S": "PROFILE"}}}},
              {"Put": {"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
                  "SK": {"S": "ORDER#o9"}, "total": {"N": "1"}}}}]}})json"
        << "Write" << "" << R"(PK = "USER#u1" AND SK = "PROFILE")"
        << "TransactWriteItems: 2 actions" << "";
}

void TestAccessPlan::accessPatterns()
{
    QFETCH(QString, request);
    QFETCH(QString, access);
    QFETCH(QString, index);
    QFETCH(QString, keyCondition);
    QFETCH(QString, summary);
    QFETCH(QString, warnings);
    auto plan = planAccess(operation(request.toStdString()), *m_db);
    QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().message.c_str());
    QCOMPARE(q(accessKindName(plan->kind)), access);
    QVERIFY(!plan->steps.empty());
    QCOMPARE(QString::fromStdString(plan->steps.front().indexName), index);
    QCOMPARE(QString::fromStdString(plan->steps.front().keyCondition), keyCondition);
    QCOMPARE(QString::fromStdString(plan->summary), summary);
    QCOMPARE(warningKinds(*plan), warnings);
    QVERIFY(!plan->reason.empty());
}

void TestAccessPlan::scanCouldBeQueryNamesTheKeyCondition()
{
    auto plan = planAccess(operation(R"json({"Operation": "Scan", "Request": {
        "TableName": "ecommerce", "FilterExpression": "GSI1PK = :s AND GSI1SK > :d",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#SHIPPED"},
                                      ":d": {"S": "2026-01-01"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    QCOMPARE(plan->warnings.size(), 1u);
    QCOMPARE(QString::fromStdString(plan->warnings[0].indexName), QString("GSI1"));
    QVERIFY2(plan->warnings[0].message.find(
                 R"(`GSI1PK = "ORDER#SHIPPED" AND GSI1SK > "2026-01-01"`)")
                 != std::string::npos,
             plan->warnings[0].message.c_str());
}

void TestAccessPlan::updateNamesTheIndexesItWrites()
{
    auto plan = planAccess(operation(R"json({"Operation": "UpdateItem", "Request": {
        "TableName": "ecommerce", "Key": {"PK": {"S": "U"}, "SK": {"S": "O"}},
        "UpdateExpression": "SET qty = :q", "ExpressionAttributeValues":
        {":q": {"N": "1"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    QVERIFY(plan->steps[0].indexesWritten.empty()); // GSI1 projects only total
    plan = planAccess(operation(R"json({"Operation": "UpdateItem", "Request": {
        "TableName": "ecommerce", "Key": {"PK": {"S": "U"}, "SK": {"S": "O"}},
        "UpdateExpression": "SET #t = :t", "ExpressionAttributeNames": {"#t": "total"},
        "ExpressionAttributeValues": {":t": {"N": "1"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    QCOMPARE(plan->steps[0].indexesWritten, std::vector<std::string>{"GSI1"});
}

void TestAccessPlan::filterOnTheSortKeyOfTheQuery()
{
    auto plan = planAccess(operation(R"json({"Operation": "Query", "Request": {
        "TableName": "ecommerce", "KeyConditionExpression": "PK = :pk",
        "FilterExpression": "begins_with(SK, :p)", "ExpressionAttributeValues":
        {":pk": {"S": "USER#u1"}, ":p": {"S": "ORDER#"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    QCOMPARE(warningKinds(*plan), QString("FilterAfterRead,FilterCouldBeKeyCondition"));
}

void TestAccessPlan::indexReadsSeeOnlyProjectedAttributes()
{
    auto plan = planAccess(operation(R"json({"Operation": "Query", "Request": {
        "TableName": "ecommerce", "IndexName": "GSI1", "ConsistentRead": true,
        "KeyConditionExpression": "GSI1PK = :s", "ProjectionExpression": "#t, #st",
        "ExpressionAttributeNames": {"#st": "status", "#t": "total"},
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    QCOMPARE(warningKinds(*plan),
             QString("ConsistentReadOnGlobalIndex,AttributesNotProjected"));
    QCOMPARE(QString::fromStdString(plan->warnings[1].attribute), QString("status"));
}

void TestAccessPlan::errorsAreTheServicesMessages_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("message");
    QTest::newRow("no such table")
        << R"json({"Operation": "GetItem", "Request": {"TableName": "nope", "Key": {}}})json"
        << "Requested resource not found: Table: nope not found";
    QTest::newRow("no such index")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "IndexName": "GSI9", "KeyConditionExpression": "PK = :p",
              "ExpressionAttributeValues": {":p": {"S": "x"}}}})json"
        << "The table does not have the specified index: GSI9";
    QTest::newRow("partial key")
        << R"json({"Operation": "GetItem", "Request": {"TableName": "ecommerce",
              "Key": {"PK": {"S": "USER#u1"}}}})json"
        << "The provided key element does not match the schema";
    QTest::newRow("wrong partition key")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "KeyConditionExpression": "SK = :p",
              "ExpressionAttributeValues": {":p": {"S": "x"}}}})json"
        << "Query condition missed key schema element: PK";
}

void TestAccessPlan::errorsAreTheServicesMessages()
{
    QFETCH(QString, request);
    QFETCH(QString, message);
    auto plan = planAccess(operation(request.toStdString()), *m_db);
    QVERIFY(!plan.ok());
    QCOMPARE(QString::fromStdString(plan.error().message), message);
}

void TestAccessPlan::syntaxErrorsCarryTheExpressionsMessage()
{
    auto plan = planAccess(operation(R"json({"Operation": "Scan", "Request": {
        "TableName": "ecommerce", "FilterExpression": "a = = :v",
        "ExpressionAttributeValues": {":v": {"S": "x"}}}})json"), *m_db);
    QVERIFY(!plan.ok());
    QVERIFY2(plan.error().message.starts_with("Invalid FilterExpression: Syntax error"),
             plan.error().message.c_str());
}

// The query builder's explain and the designer ask the engine's PartiQL planner, the one
// ExecuteStatement runs with: equality or IN on the partition key makes a Query.
void TestAccessPlan::partiqlIsPlannedByTheEnginesPlanner_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("access");
    QTest::addColumn<QString>("summary");
    QTest::newRow("equality on the partition key") << R"json({"Operation": "ExecuteStatement",
        "Request": {"Statement": "SELECT * FROM ecommerce WHERE PK = 'USER#u1'"}})json"
        << "Query" << "PartiQL SELECT as a Query on table ecommerce";
    QTest::newRow("on an index") << R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM \"ecommerce\".\"GSI1\" WHERE GSI1PK = ?",
        "Parameters": [{"S": "ORDER#PENDING"}]}})json"
        << "Query" << "PartiQL SELECT as a Query on index GSI1 of ecommerce";
    QTest::newRow("no key: a Scan") << R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM ecommerce WHERE status = 'PENDING'"}})json"
        << "Scan" << "PartiQL SELECT as a Scan of table ecommerce";
    QTest::newRow("an update by its key") << R"json({"Operation": "ExecuteStatement",
        "Request": {"Statement":
        "UPDATE ecommerce SET status = 'SHIPPED' WHERE PK = 'USER#u1' AND SK = 'ORDER#o1'"}})json"
        << "Write" << "PartiQL as UpdateItem on table ecommerce";
    QTest::newRow("a batch: the costliest step") << R"json({"Operation":
        "BatchExecuteStatement", "Request": {"Statements": [
        {"Statement": "SELECT * FROM ecommerce WHERE PK = 'USER#u1' AND SK = 'PROFILE'"},
        {"Statement": "SELECT * FROM ecommerce WHERE begins_with(SK, 'ORDER#')"}]}})json"
        << "Scan" << "BatchExecuteStatement: 2 statements; the first: PartiQL SELECT as a Query "
                     "on table ecommerce";
}

void TestAccessPlan::partiqlIsPlannedByTheEnginesPlanner()
{
    QFETCH(QString, request);
    QFETCH(QString, access);
    QFETCH(QString, summary);
    auto plan = planAccess(operation(request.toStdString()), *m_db);
    QVERIFY2(plan.ok(), plan.ok() ? "" : plan.error().message.c_str());
    QCOMPARE(q(accessKindName(plan->kind)), access);
    QCOMPARE(QString::fromStdString(plan->summary), summary);
    QVERIFY(!plan->reason.empty());
}

void TestAccessPlan::partiqlErrors()
{
    auto missing = planAccess(operation(R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM nothere WHERE PK = 'a'"}})json"), *m_db);
    QVERIFY(!missing.ok());
    QCOMPARE(missing.error().kind, ErrorKind::ResourceNotFoundException);
    auto malformed = planAccess(operation(R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELEC * FROM ecommerce"}})json"), *m_db);
    QVERIFY(!malformed.ok());
    QVERIFY2(malformed.error().message.starts_with("Statement wasn't well formed"),
             malformed.error().message.c_str());
    // Explain refuses what ExecuteStatement refuses: a strongly consistent read of a GSI, after
    // the index is found (an unknown one is refused first, naming no index).
    auto consistent = planAccess(operation(R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM ecommerce.GSI1 WHERE GSI1PK = 'a'",
        "ConsistentRead": true}})json"), *m_db);
    QVERIFY(!consistent.ok());
    QCOMPARE(q(consistent.error().message),
             QString("Strongly consistent read is not supported on Global Secondary Indexes"));
    auto unknown = planAccess(operation(R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM ecommerce.nope", "ConsistentRead": true}})json"), *m_db);
    QVERIFY(!unknown.ok());
    QCOMPARE(q(unknown.error().message), QString("The table does not have the specified index"));
    auto eventual = planAccess(operation(R"json({"Operation": "ExecuteStatement", "Request": {
        "Statement": "SELECT * FROM ecommerce.GSI1 WHERE GSI1PK = 'a'",
        "ConsistentRead": false}})json"), *m_db);
    QVERIFY(eventual.ok());
}

void TestAccessPlan::jsonNamesEverything()
{
    auto plan = planAccess(operation(R"json({"Operation": "Query", "Request": {
        "TableName": "ecommerce", "IndexName": "GSI1",
        "KeyConditionExpression": "GSI1PK = :s",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}}}})json"), *m_db);
    QVERIFY(plan.ok());
    auto json = toJson(*plan);
    QCOMPARE(q(json.at("Access").as_string()), QString("Query"));
    QCOMPARE(q(json.at("Steps").as_array()[0].at("IndexName").as_string()), QString("GSI1"));
    QCOMPARE(q(json.at("Steps").as_array()[0].at("KeyCondition").as_string()),
             QString(R"(GSI1PK = "ORDER#PENDING")"));
}

QTEST_GUILESS_MAIN(TestAccessPlan)
#include "tst_access_plan.moc"
