// After-run analysis: items read versus returned and what the difference cost, with worked
// numbers, and what would serve the request better (an existing key, or a suggested index).
#include "ecommerce_fixture.h"

#include <tablesmith/run_analysis.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::test;

class TestRunAnalysis : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Database> m_db;
    TableDescriptions m_tables;
    RunAnalysis analyzeReal(const char *text);
private Q_SLOTS:
    void initTestCase();
    void workedNumbers_data();
    void workedNumbers();
    void capacityPerIndexIsSummed();
    void adminProductListingGetsAnIndexThatWorks();
    void scanThatCouldBeAQueryOnGsi1();
    void filterOnANonKeyAttributeGetsAnIndexOnIt();
    void userOrdersWithAStatus();
    void getItemReadsWhatItReturns();
};


namespace {

QString q(std::string_view text) { return QString::fromUtf8(text.data(), qsizetype(text.size())); }

boost::json::object page(std::string_view text) { return boost::json::parse(text).as_object(); }

const char *kAdminProducts = R"json({"Operation": "Scan", "Request": {"TableName": "ecommerce",
    "FilterExpression": "begins_with(PK, :p)", "ReturnConsumedCapacity": "TOTAL",
    "ExpressionAttributeValues": {":p": {"S": "PRODUCT#"}}}})json";

} // namespace


RunAnalysis TestRunAnalysis::analyzeReal(const char *text)
{
    OperationRequest request = operation(text);
    RunTotals totals;
    auto response = m_db->call(request.operation, request.request);
    if (!response)
        qFatal("%s", response.error().message.c_str());
    addPage(totals, *response);
    auto analysis = analyzeRun(request, totals, m_tables);
    if (!analysis)
        qFatal("%s", analysis.error().message.c_str());
    return std::move(analysis).value();
}

void TestRunAnalysis::initTestCase()
{
    m_db = openEcommerce();
    m_tables = describe(*m_db);
}

void TestRunAnalysis::workedNumbers_data()
{
    QTest::addColumn<QStringList>("pages");
    QTest::addColumn<QString>("summary");
    QTest::addColumn<double>("needed");
    QTest::newRow("one page")
        << QStringList{R"json({"Count": 12, "ScannedCount": 1000, "ConsumedCapacity":
                          {"TableName": "ecommerce", "CapacityUnits": 250}})json"}
        << "read 1,000 items to return 12 \u2014 250 RCU for 3" << 3.0;
    QTest::newRow("two pages summed")
        << QStringList{R"json({"Count": 5, "ScannedCount": 600, "ConsumedCapacity":
                          {"TableName": "ecommerce", "CapacityUnits": 150}})json",
                       R"json({"Count": 7, "ScannedCount": 400, "ConsumedCapacity":
                          {"TableName": "ecommerce", "CapacityUnits": 100}})json"}
        << "read 1,000 items to return 12 \u2014 250 RCU for 3" << 3.0;
    QTest::newRow("nothing thrown away")
        << QStringList{R"json({"Count": 4, "ScannedCount": 4, "ConsumedCapacity":
                          {"TableName": "ecommerce", "CapacityUnits": 0.5}})json"}
        << "read 4 items, returned 4 \u2014 0.5 RCU" << 0.5;
    QTest::newRow("no capacity in the response")
        << QStringList{R"json({"Count": 12, "ScannedCount": 1000})json"}
        << "read 1,000 items to return 12" << 0.0;
    QTest::newRow("a million read, none returned")
        << QStringList{R"json({"Count": 0, "ScannedCount": 1234567, "ConsumedCapacity":
                          {"TableName": "ecommerce", "CapacityUnits": 80000}})json"}
        << "read 1,234,567 items to return 0 \u2014 80000 RCU for 0" << 0.0;
}

void TestRunAnalysis::workedNumbers()
{
    QFETCH(QStringList, pages);
    QFETCH(QString, summary);
    QFETCH(double, needed);
    RunTotals totals;
    for (const QString &text : pages)
        addPage(totals, page(text.toStdString()));
    QCOMPARE(totals.pages, pages.size());
    auto analysis = analyzeRun(operation(R"json({"Operation": "Scan", "Request":
                                             {"TableName": "ecommerce"}})json"),
                               totals, m_tables);
    QVERIFY(analysis.ok());
    QCOMPARE(q(analysis->summary), summary);
    QCOMPARE(analysis->neededUnits, needed);
}

void TestRunAnalysis::capacityPerIndexIsSummed()
{
    RunTotals totals;
    const char *text = R"json({"Count": 2, "ScannedCount": 2, "ConsumedCapacity": {
        "TableName": "ecommerce", "CapacityUnits": 1.5, "ReadCapacityUnits": 1.5,
        "Table": {"CapacityUnits": 0.5}, "GlobalSecondaryIndexes": {"GSI1":
        {"CapacityUnits": 1}}}})json";
    addPage(totals, page(text));
    addPage(totals, page(text));
    QCOMPARE(totals.capacityUnits, 3.0);
    QCOMPARE(totals.indexCapacityUnits.at("GSI1"), 2.0);
    QCOMPARE(totals.indexCapacityUnits.at(""), 1.0);
}

void TestRunAnalysis::adminProductListingGetsAnIndexThatWorks()
{
    RunAnalysis analysis = analyzeReal(kAdminProducts);
    QCOMPARE(analysis.itemsRead, 7);
    QCOMPARE(analysis.itemsReturned, 2);
    QCOMPARE(q(analysis.summary), QString("read 7 items to return 2 \u2014 0.5 RCU for 0.1"));
    QCOMPARE(analysis.findings.size(), 1u);
    QCOMPARE(analysis.findings[0].kind, AccessWarningKind::NoKeyServes);
    QVERIFY(analysis.suggestedIndex.has_value());
    const IndexSuggestion &index = *analysis.suggestedIndex;
    QCOMPARE(q(index.partitionKey), QString("EntityType"));
    QCOMPARE(q(index.sortKey), QString("PK"));
    QCOMPARE(q(index.projectionType), QString("ALL"));
    // The suggestion is a request the service takes as it is.
    auto updated = m_db->call("UpdateTable", index.updateTableRequest);
    QVERIFY2(updated.ok(), updated.ok() ? "" : updated.error().message.c_str());
}

void TestRunAnalysis::scanThatCouldBeAQueryOnGsi1()
{
    RunAnalysis analysis = analyzeReal(R"json({"Operation": "Scan", "Request": {
        "TableName": "ecommerce", "FilterExpression": "GSI1PK = :s",
        "ExpressionAttributeValues": {":s": {"S": "ORDER#PENDING"}}}})json");
    QCOMPARE(analysis.itemsRead, 7);
    QCOMPARE(analysis.itemsReturned, 1);
    QCOMPARE(analysis.findings.size(), 1u);
    QCOMPARE(analysis.findings[0].kind, AccessWarningKind::ScanCouldBeQuery);
    QCOMPARE(q(analysis.findings[0].indexName), QString("GSI1"));
    QVERIFY(!analysis.suggestedIndex); // an index already serves it
}

void TestRunAnalysis::filterOnANonKeyAttributeGetsAnIndexOnIt()
{
    RunAnalysis analysis = analyzeReal(R"json({"Operation": "Scan", "Request": {
        "TableName": "ecommerce", "FilterExpression": "#s = :s AND #t > :t",
        "ProjectionExpression": "PK, SK, #t", "ExpressionAttributeNames":
        {"#s": "status", "#t": "total"}, "ExpressionAttributeValues": {":s": {"S": "PENDING"},
        ":t": {"N": "100"}}}})json");
    QCOMPARE(analysis.itemsReturned, 1);
    QVERIFY(analysis.suggestedIndex.has_value());
    const IndexSuggestion &index = *analysis.suggestedIndex;
    QCOMPARE(q(index.indexName), QString("GSI_status_total"));
    QCOMPARE(q(index.sortKeyType), QString("N"));
    QCOMPARE(q(index.projectionType), QString("KEYS_ONLY")); // status and total are keys
}

void TestRunAnalysis::userOrdersWithAStatus()
{
    RunAnalysis analysis = analyzeReal(R"json({"Operation": "Query", "Request": {
        "TableName": "ecommerce", "KeyConditionExpression":
        "PK = :pk AND begins_with(SK, :o)", "FilterExpression": "#s = :s",
        "ReturnConsumedCapacity": "TOTAL", "ExpressionAttributeNames": {"#s": "status"},
        "ExpressionAttributeValues": {":pk": {"S": "USER#u1"}, ":o": {"S": "ORDER#"},
        ":s": {"S": "SHIPPED"}}}})json");
    QCOMPARE(analysis.itemsRead, 2);
    QCOMPARE(analysis.itemsReturned, 1);
    QCOMPARE(analysis.findings[0].kind, AccessWarningKind::FilterAfterRead);
    QVERIFY(analysis.suggestedIndex.has_value());
    QCOMPARE(q(analysis.suggestedIndex->partitionKey), QString("PK"));
    QCOMPARE(q(analysis.suggestedIndex->sortKey), QString("status"));
}

void TestRunAnalysis::getItemReadsWhatItReturns()
{
    RunAnalysis analysis = analyzeReal(R"json({"Operation": "GetItem", "Request": {
        "TableName": "ecommerce", "ReturnConsumedCapacity": "TOTAL",
        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}}})json");
    QCOMPARE(q(analysis.summary), QString("read 1 item, returned 1 \u2014 0.5 RCU"));
    QVERIFY(analysis.findings.empty());
    QVERIFY(!analysis.suggestedIndex);
    QCOMPARE(q(toJson(analysis).at("Summary").as_string()), q(analysis.summary));
}

QTEST_GUILESS_MAIN(TestRunAnalysis)
#include "tst_run_analysis.moc"
