// The query builder on the embedded engine: form <-> text for every operation, errors shown
// beside fields and in the text before anything is sent, runs through the Session into the
// grid's model, paging (next page, all pages), saved operations and history.

#include "ecommerce_table.h"
#include "editor/json_editor.h"
#include "query/code_panel.h"
#include "session/data_transfer.h"
#include "transfer/export_dialog.h"
#include "grid/table_items_model.h"
#include "query/operation_form_widget.h"
#include "query/operation_library.h"
#include "query/query_builder.h"
#include "session/session.h"

#include <tablesmith/codegen.h>
#include <tablesmith/database.h>
#include <tablesmith/request_builder.h>

#include <boost/json/parse.hpp>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;
using builder::Operation;

namespace {

// The ecommerce example: its table, GSI1 and items.
void loadEcommerce(Client &db)
{
    if (!db.call("CreateTable", test::ecommerceCreateTable({.projectAll = true})))
        qFatal("CreateTable failed");
    for (const boost::json::object &put : test::ecommercePutItems())
        if (!db.call("PutItem", put))
            qFatal("PutItem failed");
}

QString fieldMessages(QWidget *form)
{
    QStringList shown;
    for (auto *label : form->findChildren<QLabel *>(QStringLiteral("fieldMessage")))
        if (!label->isHidden())
            shown << label->text();
    return shown.join(QLatin1Char('|'));
}

} // namespace

class TestQueryBuilder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void formTextRoundTrip_data();
    void formTextRoundTrip();
    void textUpdatesForm();
    void textErrorUnderlined();
    void fieldErrorsBeforeSending();
    void runsQuery();
    void runsGetAndWrites();
    void pagesScan();
    void allPagesAndCancel();
    void historyAndSaved();
    void historyWrittenAfterTheRun();
    void explainVerdicts_data();
    void explainVerdicts();
    void explainShowsRefusal();
    void analysisAfterScan();
    void codeTabFollowsForm_data();
    void codeTabFollowsForm();
    void resultsInColumnView();
    void exportsResultsRead();
    void summaryNamesNextPage();

private:
    QueryBuilder *newBuilder();

    std::shared_ptr<Database> m_db;
    std::unique_ptr<Session> m_session;
    std::unique_ptr<QueryBuilder> m_builder;
};

void TestQueryBuilder::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_query_builder"));
    QSettings().clear();
}

void TestQueryBuilder::init()
{
    auto opened = Database::open({});
    QVERIFY(opened.ok());
    m_db = std::move(opened).value();
    loadEcommerce(*m_db);
    m_session = std::make_unique<Session>(m_db, QStringLiteral("memory"));
}

void TestQueryBuilder::cleanup()
{
    m_builder.reset();
    m_session.reset();
    m_db.reset();
}

QueryBuilder *TestQueryBuilder::newBuilder()
{
    m_builder = std::make_unique<QueryBuilder>(*m_session, QStringLiteral("ecommerce"));
    m_builder->resize(1400, 900);
    // The catalog: the table described and its items sampled for completion.
    const bool described = QTest::qWaitFor(
        [this] {
            return m_builder->catalog()
                .attributeNames(QStringLiteral("ecommerce"))
                .contains(QStringLiteral("status"));
        },
        5000);
    if (!described)
        qWarning("the builder never described and sampled its table");
    return m_builder.get();
}

void TestQueryBuilder::formTextRoundTrip_data()
{
    QTest::addColumn<int>("operation");
    for (Operation op : {Operation::GetItem, Operation::PutItem, Operation::UpdateItem,
                         Operation::DeleteItem, Operation::Query, Operation::Scan,
                         Operation::BatchGetItem, Operation::BatchWriteItem,
                         Operation::TransactGetItems, Operation::TransactWriteItems,
                         Operation::ExecuteStatement, Operation::BatchExecuteStatement,
                         Operation::ExecuteTransaction})
        QTest::newRow(std::string(builder::operationName(op)).c_str()) << int(op);
}

void TestQueryBuilder::formTextRoundTrip()
{
    QFETCH(int, operation);
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation(operation));
    // The form as set up for the table: key names from the description.
    builder::OperationForm form = builder->form()->form();
    if (!builder::hasEntries(form.operation) && !builder::isPartiQL(form.operation))
        QCOMPARE(form.tableName, std::string("ecommerce"));
    if (form.operation == Operation::GetItem) {
        QCOMPARE(form.key.size(), std::size_t(2));
        form.key[0].value.text = "USER#u1";
        form.key[1].value.text = "PROFILE";
        builder->form()->setForm(form);
        Q_EMIT builder->form()->edited();
    }
    const QString text = builder->requestText();
    QVERIFY(text.contains(QStringLiteral("{")));
    builder->setRequestText(text);
    QVERIFY2(builder->form()->form() == form, qPrintable(text));
    builder->form()->setForm(builder->form()->form());
    QCOMPARE(builder->requestText(), text);
}

void TestQueryBuilder::textUpdatesForm()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    builder->setRequestText(QString::fromUtf8(R"json({
  "TableName": "ecommerce",
  "KeyConditionExpression": "PK = :pk AND begins_with(SK, :sk)",
  "FilterExpression": "#s = :s OR (price > :t AND NOT attribute_exists(memo))",
  "ExpressionAttributeNames": {"#s": "status"},
  "ExpressionAttributeValues": {":pk": {"S": "USER#u1"}, ":sk": {"S": "ORDER#"},
                                ":s": {"S": "PENDING"}, ":t": {"N": "50"}},
  "ScanIndexForward": false
})json"));
    const builder::OperationForm &form = builder->form()->form();
    QCOMPARE(form.partitionKey.value.text, std::string("USER#u1"));
    QCOMPARE(form.sortKeyOperator, builder::SortKeyOperator::BeginsWith);
    QVERIFY(form.filter.anyOf);
    QCOMPARE(form.filter.rows.size(), std::size_t(1));
    QCOMPARE(form.filter.rows[0].path, std::string("status"));
    QCOMPARE(form.filter.groups.size(), std::size_t(1));
    QVERIFY(form.filter.groups[0].rows[1].negated);
    QVERIFY(!form.scanIndexForward);
    // What the form cannot hold stays text, and says so.
    builder->setRequestText(QStringLiteral(
        R"({"TableName": "ecommerce", "KeyConditionExpression": "PK = :p",)"
        R"( "FilterExpression": "price > qty", "ExpressionAttributeValues": {":p": {"S": "x"}}})"));
    QCOMPARE(builder->form()->form().partitionKey.value.text, std::string("USER#u1"));
    auto *message = builder->findChild<QLabel *>(QStringLiteral("requestMessage"));
    QVERIFY(message->text().contains(QStringLiteral("as text")));
}

void TestQueryBuilder::textErrorUnderlined()
{
    QueryBuilder *builder = newBuilder();
    const QString text =
        QStringLiteral(R"({"TableName": "ecommerce", "FilterExpression": "a = = :a"})");
    builder->setOperation(Operation::Scan);
    builder->setRequestText(text);
    // The second '=' of the expression, as the engine's parser reports it.
    QCOMPARE(builder->requestEditor()->errorOffset(), qsizetype(text.indexOf("= :a")));
    builder->setRequestText(QStringLiteral(R"({"TableName": "ecommerce",, })"));
    QCOMPARE(builder->requestEditor()->errorOffset(), qsizetype(26));
}

void TestQueryBuilder::fieldErrorsBeforeSending()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    QVERIFY(!builder->fieldErrors().empty());
    QVERIFY(fieldMessages(builder->form()).contains(QStringLiteral("partition key value")));
    const int before = m_session->pendingCalls();
    builder->run();
    QCOMPARE(m_session->pendingCalls(), before);
    QVERIFY(!builder->isRunning());

    builder::OperationForm form = builder->form()->form();
    form.partitionKey.value.text = "USER#u1";
    form.filter.rows.push_back({"total", builder::ConditionOperator::GT, {{"N", "1x"}}, false});
    builder->form()->setForm(form);
    builder->form()->edited();
    QVERIFY(fieldMessages(builder->form()).contains(QStringLiteral("numeric")) ||
            fieldMessages(builder->form()).contains(QStringLiteral("number")));
}

void TestQueryBuilder::runsQuery()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    builder::OperationForm form = builder->form()->form();
    form.partitionKey.value.text = "USER#u1";
    form.sortKeyOperator = builder::SortKeyOperator::BeginsWith;
    form.sortKey.value.text = "ORDER#";
    form.returnConsumedCapacity = "INDEXES";
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QVERIFY(builder->isRunning());
    QTRY_VERIFY(!builder->isRunning());
    QVERIFY(builder->resultsModel());
    QAbstractItemModelTester tester(builder->resultsModel());
    QCOMPARE(builder->resultsModel()->rowCount(), 2);
    QCOMPARE(builder->runPages().count, 2);
    QCOMPARE(builder->runPages().scannedCount, 2);
    QVERIFY(builder->runPages().capacityKnown);
    QVERIFY(builder->runPages().capacityByIndex.contains(QString()));
    QVERIFY(!builder->runPages().hasMore());

    // The same on GSI1, descending.
    form.indexName = "GSI1";
    form.partitionKey = {"GSI1PK", {"S", "ORDER#PENDING"}};
    form.sortKey = {"GSI1SK", {"S", ""}};
    form.sortKeyOperator = builder::SortKeyOperator::None;
    form.scanIndexForward = false;
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 1);
    QVERIFY(builder->runPages().capacityByIndex.contains(QStringLiteral("GSI1")));
}

void TestQueryBuilder::runsGetAndWrites()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::UpdateItem);
    builder::OperationForm form = builder->form()->form();
    form.key[0].value.text = "PRODUCT#p1";
    form.key[1].value.text = "DETAILS";
    form.updates = {{builder::UpdateKind::Decrement, "stock", {"N", "2"}}};
    form.condition.rows.push_back({"stock", builder::ConditionOperator::GE, {{"N", "2"}}, false});
    form.returnValues = "UPDATED_NEW";
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 1);
    QCOMPARE(builder->resultsModel()->item(0).at("stock").as_object().at("N").as_string(),
             "35");

    builder->setOperation(Operation::GetItem);
    form = builder->form()->form();
    form.key[0].value.text = "PRODUCT#p1";
    form.key[1].value.text = "DETAILS";
    form.projection = {"stock", "name"};
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 1);
    QCOMPARE(builder->resultsModel()->item(0).size(), std::size_t(2));
}

void TestQueryBuilder::pagesScan()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Scan);
    builder::OperationForm form = builder->form()->form();
    form.limit = 3;
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 3);
    QVERIFY(builder->runPages().hasMore());
    builder->nextPage();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 6);
    QCOMPARE(builder->runPages().pages, 2);
}

void TestQueryBuilder::allPagesAndCancel()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Scan);
    builder::OperationForm form = builder->form()->form();
    form.limit = 1;
    builder->form()->setForm(form);
    builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    builder->allPages();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->rowCount(), 7);
    QVERIFY(!builder->runPages().hasMore());

    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    builder->allPages();
    builder->cancel();
    QVERIFY(!builder->isRunning());
    const int rows = builder->resultsModel()->rowCount();
    QTest::qWait(100);
    QCOMPARE(builder->resultsModel()->rowCount(), rows);
    QVERIFY(rows < 7);
}

void TestQueryBuilder::historyAndSaved()
{
    QueryBuilder *builder = newBuilder();
    const int before = builder->library()->historyCount();
    builder->setOperation(Operation::Scan);
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->library()->historyCount(), before + 1);

    builder->library()->addSaved({QStringLiteral("User orders"), QStringLiteral("Query"),
                                  QStringLiteral(R"({"TableName": "ecommerce",)"
                                                 R"( "KeyConditionExpression": "PK = :pk",)"
                                                 R"( "ExpressionAttributeValues":)"
                                                 R"( {":pk": {"S": "USER#{userId}"}}})")});
    // Another builder on the same connection sees it (kept per connection).
    QueryBuilder other(*m_session, QStringLiteral("ecommerce"));
    QCOMPARE(other.library()->savedOperations().size(), 1);
    QCOMPARE(other.library()->savedOperations().front().name, QStringLiteral("User orders"));
    QVERIFY(other.library()->historyCount() >= 1);
    other.openOperation(QStringLiteral("Query"),
                        other.library()->savedOperations().front().text, false);
    QCOMPARE(other.operation(), Operation::Query);
    QCOMPARE(other.form()->form().partitionKey.value.text, std::string("USER#{userId}"));
}

// A run does not wait for the settings file: history is written a little later, or when the
// builder closes, and a builder opened meanwhile still sees it.
void TestQueryBuilder::historyWrittenAfterTheRun()
{
    auto storedHistory = [] {
        QSettings settings;
        settings.beginGroup(QStringLiteral("query/connections/memory"));
        return settings.beginReadArray(QStringLiteral("history"));
    };
    QueryBuilder *builder = newBuilder();
    const int before = storedHistory();
    builder->setOperation(Operation::Scan);
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(storedHistory(), before);
    m_builder.reset();
    QCOMPARE(storedHistory(), before + 1);
}

// The ecommerce access patterns (resources/examples/ecommerce/access-patterns.md) as the
// Explain tab shows them, from the table's description alone, before anything runs.
void TestQueryBuilder::explainVerdicts_data()
{
    QTest::addColumn<int>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("verdict");
    QTest::newRow("user profile: GetItem")
        << int(Operation::GetItem)
        << R"j({"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"}, )j"
           R"j("SK": {"S": "PROFILE"}}})j"
        << "GetItem on table ecommerce";
    QTest::newRow("a user's orders: Query on the table")
        << int(Operation::Query)
        << R"j({"TableName": "ecommerce", "KeyConditionExpression": "PK = :p AND )j"
           R"j(begins_with(SK, :s)", "ExpressionAttributeValues": {":p": {"S": "USER#u1"}, )j"
           R"j(":s": {"S": "ORDER#"}}})j"
        << "Query on table ecommerce";
    QTest::newRow("pending orders: Query on GSI1")
        << int(Operation::Query)
        << R"j({"TableName": "ecommerce", "IndexName": "GSI1", "KeyConditionExpression": )j"
           R"j("GSI1PK = :p", "ExpressionAttributeValues": {":p": {"S": "ORDER#PENDING"}}, )j"
           R"j("ScanIndexForward": false, "Limit": 50})j"
        << "Query on index GSI1";
    QTest::newRow("all products (admin): a Scan")
        << int(Operation::Scan)
        << R"j({"TableName": "ecommerce", "FilterExpression": "begins_with(PK, :p)", )j"
           R"j("ExpressionAttributeValues": {":p": {"S": "PRODUCT#"}}})j"
        << "Scan of table ecommerce";
}

void TestQueryBuilder::explainVerdicts()
{
    QFETCH(int, operation);
    QFETCH(QString, request);
    QFETCH(QString, verdict);
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation(operation));
    builder->setRequestText(request);
    auto *explain = builder->findChild<QTextBrowser *>(QStringLiteral("explainView"));
    QVERIFY(explain);
    const QString shown = explain->toPlainText();
    QVERIFY2(shown.contains(verdict), qPrintable(shown));
    // The same request edited in the form changes the verdict with it.
    if (Operation(operation) == Operation::Query) {
        builder::OperationForm form = builder->form()->form();
        form.partitionKey.value.text = "USER#u2";
        builder->form()->setForm(form);
        Q_EMIT builder->form()->edited();
        QVERIFY(explain->toPlainText().contains(verdict));
    }
}

// A statement the service refuses reads as a refusal, with the exception ExecuteStatement
// raises: here PartiQL on a GSI with a multi-attribute key.
void TestQueryBuilder::explainShowsRefusal()
{
    const auto update = boost::json::parse(R"j({"TableName": "ecommerce",
        "AttributeDefinitions": [{"AttributeName": "status", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"}],
        "GlobalSecondaryIndexUpdates": [{"Create": {"IndexName": "byStatus",
            "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"},
                {"AttributeName": "SK", "KeyType": "HASH"}],
            "Projection": {"ProjectionType": "ALL"}}}]})j");
    auto updated = m_db->call("UpdateTable", update.as_object());
    QVERIFY2(updated.ok(), updated ? "" : updated.error().message.c_str());
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::ExecuteStatement);
    builder->setRequestText(QStringLiteral(R"j({"Statement": )j"
        R"j("SELECT * FROM \"ecommerce\".\"byStatus\" WHERE status = 'PENDING'"})j"));
    const QString shown =
        builder->findChild<QTextBrowser *>(QStringLiteral("explainView"))->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("DynamoDB refuses this request")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("ValidationException: PartiQL statements cannot be "
                                           "executed on tables with multi-attribute HASH keys")),
             qPrintable(shown));
}

// After a Scan with a filter: what it read against what it returned and cost, that a key
// could serve it, and (for a filter on an attribute no key has) the index to add.
void TestQueryBuilder::analysisAfterScan()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Scan);
    builder->setRequestText(QStringLiteral(
        R"({"TableName": "ecommerce", "FilterExpression": "#s = :s",)"
        R"( "ExpressionAttributeNames": {"#s": "status"},)"
        R"( "ExpressionAttributeValues": {":s": {"S": "PENDING"}},)"
        R"( "ReturnConsumedCapacity": "TOTAL"})"));
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    const QString shown =
        builder->findChild<QTextBrowser *>(QStringLiteral("explainView"))->toPlainText();
    QVERIFY2(shown.contains(QStringLiteral("read 7 items to return 1")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("RCU")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Suggested index")), qPrintable(shown));
    // The results pane says it too, where the user is looking after a run.
    auto *summary = builder->findChild<QLabel *>(QStringLiteral("runSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("read 7 items to return 1")),
             qPrintable(summary->text()));
}

void TestQueryBuilder::codeTabFollowsForm_data()
{
    QTest::addColumn<int>("language");
    QTest::addColumn<QString>("marker");
    const std::pair<CodeLanguage, const char *> expected[] = {
        {CodeLanguage::Js, "@aws-sdk/client-dynamodb"},
        {CodeLanguage::JsDocument, "@aws-sdk/lib-dynamodb"},
        {CodeLanguage::Python, "boto3"},
        {CodeLanguage::PythonResource, ".Table("},
        {CodeLanguage::Cli, "aws dynamodb query"},
        {CodeLanguage::Java, "software.amazon.awssdk"},
        {CodeLanguage::Go, "aws-sdk-go-v2"},
        {CodeLanguage::PartiQL, "SELECT"}};
    QCOMPARE(std::size(expected), codeLanguages().size());
    for (const auto &[language, marker] : expected)
        QTest::newRow(marker) << int(language) << QString::fromLatin1(marker);
}

void TestQueryBuilder::codeTabFollowsForm()
{
    QFETCH(int, language);
    QFETCH(QString, marker);
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    builder::OperationForm form = builder->form()->form();
    form.partitionKey.value.text = "USER#u1";
    builder->form()->setForm(form);
    Q_EMIT builder->form()->edited();
    auto *panel = builder->findChild<CodePanel *>(QStringLiteral("codePanel"));
    auto *picker = panel->findChild<QComboBox *>();
    const int index = picker->findData(language);
    QVERIFY(index >= 0);
    picker->setCurrentIndex(index);
    Q_EMIT picker->activated(index);
    QString code = panel->code();
    QVERIFY2(code.contains(marker), qPrintable(code));
    QVERIFY2(code.contains(QStringLiteral("USER#u1")), qPrintable(code));
    QVERIFY(code.contains(QStringLiteral("ecommerce")));
    // A form change is a new program.
    form.partitionKey.value.text = "USER#u9";
    builder->form()->setForm(form);
    Q_EMIT builder->form()->edited();
    code = panel->code();
    QVERIFY2(code.contains(QStringLiteral("USER#u9")), qPrintable(code));
    QVERIFY(!code.contains(QStringLiteral("USER#u1")));
}

void TestQueryBuilder::resultsInColumnView()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    builder->setRequestText(QStringLiteral(
        R"({"TableName": "ecommerce", "KeyConditionExpression": "PK = :p",)"
        R"( "ExpressionAttributeValues": {":p": {"S": "USER#u1"}}})"));
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    TableItemsModel *model = builder->resultsModel();
    QAbstractItemModelTester tester(model);
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(builder->resultsView()->model(), model);
    QCOMPARE(model->viewMode(), TableItemsModel::ViewMode::Partitions);
    QCOMPARE(model->columnCount(), 3); // PK, SK, attributes
    builder->setColumnView(true);
    QStringList headers;
    for (int section = 0; section < model->columnCount(); ++section)
        headers << model->headerData(section, Qt::Horizontal).toString();
    QVERIFY2(headers.contains(QStringLiteral("status"))
                 && headers.contains(QStringLiteral("email")),
             qPrintable(headers.join(QLatin1Char(','))));
    // The next run keeps the view the user chose.
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultsModel()->viewMode(), TableItemsModel::ViewMode::Columns);
    builder->setColumnView(false);
    QCOMPARE(builder->resultsModel()->columnCount(), 3);
}

void TestQueryBuilder::exportsResultsRead()
{
    QueryBuilder *builder = newBuilder();
    QVERIFY(!builder->exportResults()); // nothing read yet
    builder->setOperation(Operation::Scan);
    builder::OperationForm form = builder->form()->form();
    form.limit = 3;
    builder->form()->setForm(form);
    Q_EMIT builder->form()->edited();
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    builder->nextPage();
    QTRY_VERIFY(!builder->isRunning());
    QCOMPARE(builder->resultItems().size(), std::size_t(6)); // both pages
    QTemporaryDir dir;
    ExportDialog *dialog = builder->exportResults();
    QVERIFY(dialog);
    const QString path = dir.filePath(QStringLiteral("results.csv"));
    dialog->setPath(path);
    dialog->setFormat(DataFormat::Csv);
    QVERIFY(dialog->start());
    QTRY_VERIFY(!dialog->transfer()->isRunning());
    QVERIFY(dialog->transfer()->exportReport());
    QCOMPARE(dialog->transfer()->exportReport()->itemsWritten, std::uint64_t(6));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readLine().startsWith("PK:S,SK:S,"));
    int rows = 0;
    while (!file.readLine().isEmpty())
        ++rows;
    QCOMPARE(rows, 6);
    dialog->close();
}

void TestQueryBuilder::summaryNamesNextPage()
{
    QueryBuilder *builder = newBuilder();
    builder->setOperation(Operation::Query);
    builder->setRequestText(QStringLiteral(
        R"({"TableName": "ecommerce", "KeyConditionExpression": "PK = :p", "Limit": 1,)"
        R"( "ReturnConsumedCapacity": "INDEXES",)"
        R"( "ExpressionAttributeValues": {":p": {"S": "USER#u1"}}})"));
    builder->run();
    QTRY_VERIFY(!builder->isRunning());
    const QString summary =
        builder->findChild<QLabel *>(QStringLiteral("runSummary"))->text();
    QVERIFY2(summary.contains(QStringLiteral("LastEvaluatedKey PK=USER#u1, SK=")),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("table")), qPrintable(summary));
    QVERIFY(summary.contains(QStringLiteral(" ms")));
}

QTEST_MAIN(TestQueryBuilder)
#include "tst_query_builder.moc"
