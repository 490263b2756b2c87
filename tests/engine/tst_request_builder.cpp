// The query builder's form -> request -> form logic (request_builder.h): placeholders where
// DynamoDB needs them, a round trip for every operation, field errors, text diagnostics, and
// every built request accepted by the embedded engine.

#include "ecommerce_table.h"
#include "engine_fixture.h"

#include <tablesmith/expression_tokenizer.h>
#include <tablesmith/request_builder.h>

#include <QObject>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::builder;
using tablesmith::test::ok;
using tablesmith::test::parseObject;
using tablesmith::test::text;

Q_DECLARE_METATYPE(tablesmith::builder::OperationForm)

namespace {

std::string firstError(const BuiltRequest &built)
{
    return built.ok() ? std::string()
                      : built.errors.front().field + ": " + built.errors.front().message;
}

TypedValue s(std::string text) { return {"S", std::move(text)}; }
TypedValue n(std::string text) { return {"N", std::move(text)}; }

OperationForm base(Operation op)
{
    OperationForm form;
    form.operation = op;
    form.tableName = "ecommerce";
    return form;
}

OperationForm keyed(Operation op, std::string pk, std::string sk)
{
    OperationForm form = base(op);
    form.key = {{"PK", s(std::move(pk))}, {"SK", s(std::move(sk))}};
    return form;
}

ConditionGroup statusFilter()
{
    ConditionGroup group;
    group.rows.push_back({"status", ConditionOperator::EQ, {s("PENDING")}, false});
    ConditionGroup either;
    either.anyOf = true;
    either.rows.push_back({"total", ConditionOperator::Between, {n("10"), n("200")}, false});
    either.rows.push_back({"items", ConditionOperator::SizeGT, {n("1")}, true});
    either.rows.push_back({"GSI1PK", ConditionOperator::AttributeExists, {}, false});
    group.groups.push_back(either);
    return group;
}

} // namespace

class TestRequestBuilder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void placeholders_data();
    void placeholders();
    void roundTrip_data();
    void roundTrip();
    void fieldErrors_data();
    void fieldErrors();
    void diagnostics_data();
    void diagnostics();
    void notRepresentable();
    void runsOnEngine_data();
    void runsOnEngine();
    void paths_data();
    void paths();
    void parameters();
    void statementParametersFollowTheMarks();
    void expressionTokens();
};

void TestRequestBuilder::placeholders_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("projection");
    QTest::addColumn<QString>("names");
    QTest::newRow("plain") << "price" << "price" << "";
    QTest::newRow("reserved") << "status" << "#status" << R"({"#status":"status"})";
    QTest::newRow("reserved, any case") << "Name" << "#Name" << R"({"#Name":"Name"})";
    QTest::newRow("dash") << "order-id" << "#order_id" << R"({"#order_id":"order-id"})";
    QTest::newRow("dotted name") << "`a.b`" << "#a_b" << R"({"#a_b":"a.b"})";
    QTest::newRow("nested path") << "address.city" << "address.city" << "";
    QTest::newRow("nested reserved") << "data.status[2]" << "#data.#status[2]"
                                     << R"({"#data":"data","#status":"status"})";
    QTest::newRow("leading digit") << "1st" << "#1st" << R"({"#1st":"1st"})";
    QTest::newRow("space") << "first name" << "#first_name"
                           << R"({"#first_name":"first name"})";
}

void TestRequestBuilder::placeholders()
{
    QFETCH(QString, path);
    QFETCH(QString, projection);
    QFETCH(QString, names);
    OperationForm form = keyed(Operation::GetItem, "USER#u1", "PROFILE");
    form.projection = {path.toStdString()};
    const BuiltRequest built = buildRequest(form);
    QVERIFY2(built.ok(), firstError(built).c_str());
    QCOMPARE(QString::fromStdString(std::string(
                 built.request.at("ProjectionExpression").as_string())),
             projection);
    const auto *written = built.request.if_contains("ExpressionAttributeNames");
    QCOMPARE(written ? text(*written) : QString(), names);
}

void TestRequestBuilder::roundTrip_data()
{
    QTest::addColumn<OperationForm>("form");

    OperationForm get = keyed(Operation::GetItem, "USER#u1", "PROFILE");
    get.projection = {"name", "email", "status"};
    get.consistentRead = true;
    get.returnConsumedCapacity = "TOTAL";
    QTest::newRow("GetItem") << get;

    OperationForm put = base(Operation::PutItem);
    put.item = R"({"PK":{"S":"USER#u9"},"SK":{"S":"PROFILE"},"tags":{"SS":["a","b"]}})";
    put.condition.rows.push_back({"PK", ConditionOperator::AttributeNotExists, {}, false});
    put.returnValues = "ALL_OLD";
    QTest::newRow("PutItem") << put;

    OperationForm update = keyed(Operation::UpdateItem, "USER#u1", "ORDER#o1");
    update.updates = {
        {UpdateKind::Set, "status", s("SHIPPED")},
        {UpdateKind::SetIfNotExists, "createdAt", s("2026-01-01")},
        {UpdateKind::ListAppend, "history", {"L", R"([{"S":"x"}])"}},
        {UpdateKind::ListPrepend, "recent", {"L", R"([{"N":"1"}])"}},
        {UpdateKind::Increment, "items", n("1")},
        {UpdateKind::Decrement, "stock", n("2")},
        {UpdateKind::Remove, "note", {}},
        {UpdateKind::Add, "views", n("1")},
        {UpdateKind::Delete, "tags", {"SS", R"(["a"])"}},
    };
    update.condition.rows.push_back({"status", ConditionOperator::EQ, {s("PENDING")}, false});
    update.returnValues = "UPDATED_NEW";
    QTest::newRow("UpdateItem") << update;

    OperationForm del = keyed(Operation::DeleteItem, "USER#u1", "ORDER#o2");
    del.condition.negated = true;
    del.condition.rows = {{"status", ConditionOperator::In, {s("PENDING"), s("NEW")}, false},
                          {"total", ConditionOperator::GT, {n("100")}, false}};
    QTest::newRow("DeleteItem") << del;

    OperationForm query = base(Operation::Query);
    query.partitionKey = {"PK", s("USER#u1")};
    query.sortKey = {"SK", s("ORDER#")};
    query.sortKeyOperator = SortKeyOperator::BeginsWith;
    query.filter = statusFilter();
    query.scanIndexForward = false;
    query.limit = 50;
    query.returnConsumedCapacity = "INDEXES";
    QTest::newRow("Query begins_with") << query;

    OperationForm between = base(Operation::Query);
    between.indexName = "GSI1";
    between.partitionKey = {"GSI1PK", s("ORDER#PENDING")};
    between.sortKey = {"GSI1SK", s("2026-01-01")};
    between.sortKeyOperator = SortKeyOperator::Between;
    between.sortKeyValue2 = s("2026-12-31");
    QTest::newRow("Query on an index, BETWEEN") << between;

    for (auto op : {SortKeyOperator::EQ, SortKeyOperator::LT, SortKeyOperator::LE,
                    SortKeyOperator::GT, SortKeyOperator::GE}) {
        OperationForm compare = base(Operation::Query);
        compare.partitionKey = {"PK", s("USER#u1")};
        compare.sortKey = {"SK", s("ORDER#o1")};
        compare.sortKeyOperator = op;
        QTest::addRow("Query SK %s", std::string(sortKeyOperatorText(op)).c_str()) << compare;
    }

    OperationForm scan = base(Operation::Scan);
    scan.filter.rows = {{"PK", ConditionOperator::BeginsWith, {s("PRODUCT#")}, false},
                        {"text", ConditionOperator::Contains, {s("dream")}, false},
                        {"stock", ConditionOperator::AttributeType, {s("N")}, false},
                        {"name", ConditionOperator::NE, {s("x")}, false}};
    scan.projection = {"PK", "name"};
    scan.segment = 1;
    scan.totalSegments = 4;
    scan.select = "SPECIFIC_ATTRIBUTES";
    QTest::newRow("Scan") << scan;

    OperationForm batchGet = base(Operation::BatchGetItem);
    batchGet.tableName.clear();
    batchGet.entries = {keyed(Operation::GetItem, "USER#u1", "PROFILE"),
                        keyed(Operation::GetItem, "PRODUCT#p1", "DETAILS")};
    QTest::newRow("BatchGetItem") << batchGet;

    OperationForm batchWrite = base(Operation::BatchWriteItem);
    batchWrite.tableName.clear();
    OperationForm putEntry = base(Operation::PutItem);
    putEntry.item = R"({"PK":{"S":"USER#u7"},"SK":{"S":"PROFILE"}})";
    batchWrite.entries = {putEntry, keyed(Operation::DeleteItem, "USER#u8", "PROFILE")};
    QTest::newRow("BatchWriteItem") << batchWrite;

    OperationForm transactGet = base(Operation::TransactGetItems);
    transactGet.tableName.clear();
    transactGet.entries = {keyed(Operation::GetItem, "USER#u1", "PROFILE")};
    transactGet.entries[0].projection = {"email"};
    QTest::newRow("TransactGetItems") << transactGet;

    OperationForm transactWrite = base(Operation::TransactWriteItems);
    transactWrite.tableName.clear();
    OperationForm check = keyed(Operation::ConditionCheck, "USER#u1", "PROFILE");
    check.condition.rows.push_back({"email", ConditionOperator::AttributeExists, {}, false});
    check.returnValuesOnConditionCheckFailure = "ALL_OLD";
    OperationForm bump = keyed(Operation::UpdateItem, "PRODUCT#p1", "DETAILS");
    bump.updates = {{UpdateKind::Decrement, "stock", n("1")}};
    transactWrite.entries = {check, bump, putEntry,
                             keyed(Operation::DeleteItem, "USER#u8", "PROFILE")};
    transactWrite.returnConsumedCapacity = "TOTAL";
    QTest::newRow("TransactWriteItems") << transactWrite;

    OperationForm statement = base(Operation::ExecuteStatement);
    statement.tableName.clear();
    statement.statements = {{R"(SELECT * FROM "ecommerce" WHERE PK = ? AND SK > ?)",
                             {s("USER#u1"), s("ORDER#")}}};
    statement.limit = 10;
    QTest::newRow("ExecuteStatement") << statement;

    OperationForm batch = base(Operation::BatchExecuteStatement);
    batch.tableName.clear();
    batch.statements = {{R"(SELECT * FROM "ecommerce" WHERE PK = ? AND SK = ?)",
                         {s("USER#u1"), s("PROFILE")}},
                        {R"(UPDATE "ecommerce" SET stock = ? WHERE PK = ? AND SK = ?)",
                         {n("3"), s("PRODUCT#p1"), s("DETAILS")}}};
    QTest::newRow("BatchExecuteStatement") << batch;

    OperationForm transaction = batch;
    transaction.operation = Operation::ExecuteTransaction;
    QTest::newRow("ExecuteTransaction") << transaction;
}

void TestRequestBuilder::roundTrip()
{
    QFETCH(OperationForm, form);
    const BuiltRequest built = buildRequest(form);
    QVERIFY2(built.ok(), firstError(built).c_str());
    auto read = formFromRequest(form.operation, built.request);
    QVERIFY2(read.ok(), read.ok() ? "" : read.error().message.c_str());
    // Text -> form -> text gives the same text, and the form what it started from.
    QCOMPARE(text(buildRequest(*read).request), text(built.request));
    QVERIFY2(*read == form, qPrintable(text(built.request)));
}

void TestRequestBuilder::fieldErrors_data()
{
    QTest::addColumn<OperationForm>("form");
    QTest::addColumn<QString>("field");

    OperationForm query = base(Operation::Query);
    query.partitionKey = {"PK", s("")};
    QTest::newRow("no partition key value") << query << "partitionKey";

    OperationForm badNumber = base(Operation::Scan);
    badNumber.filter.rows.push_back({"total", ConditionOperator::GT, {n("12abc")}, false});
    QTest::newRow("bad number") << badNumber << "filter.rows[0].values[0]";

    OperationForm between = base(Operation::Scan);
    between.filter.rows.push_back({"total", ConditionOperator::Between, {n("1")}, false});
    QTest::newRow("BETWEEN with one value") << between << "filter.rows[0].values[1]";

    OperationForm badPath = base(Operation::Scan);
    badPath.projection = {"a..b"};
    QTest::newRow("bad path") << badPath << "projection[0]";

    OperationForm noTable = keyed(Operation::GetItem, "u", "p");
    noTable.tableName.clear();
    QTest::newRow("no table") << noTable << "tableName";

    OperationForm badItem = base(Operation::PutItem);
    badItem.item = R"({"PK":{"S":"x","N":"1"}})";
    QTest::newRow("bad item") << badItem << "item";

    OperationForm segments = base(Operation::Scan);
    segments.segment = 4;
    segments.totalSegments = 4;
    QTest::newRow("segment out of range") << segments << "segment";

    OperationForm parameters = base(Operation::ExecuteStatement);
    parameters.statements = {{"SELECT * FROM t WHERE PK = ?", {}}};
    QTest::newRow("missing parameter") << parameters << "statements[0].parameters";

    OperationForm entry = base(Operation::TransactWriteItems);
    entry.entries = {keyed(Operation::UpdateItem, "u", "p")};
    QTest::newRow("entry without updates") << entry << "entries[0].updates";
}

void TestRequestBuilder::fieldErrors()
{
    QFETCH(OperationForm, form);
    QFETCH(QString, field);
    const BuiltRequest built = buildRequest(form);
    QVERIFY(!built.ok());
    QCOMPARE(QString::fromStdString(built.errors.front().field), field);
    QVERIFY(!built.errors.front().message.empty());
}

void TestRequestBuilder::diagnostics_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("offset"); // -1: no diagnostic
    QTest::newRow("fine") << R"({"TableName": "t", "FilterExpression": "a = :a"})" << -1;
    QTest::newRow("bad JSON") << R"({"TableName": "t",, })" << 18;
    QTest::newRow("not an object") << "[1]" << 0;
    // "a = = :a": the second "=" is at 4 in the expression; the literal opens at 40.
    QTest::newRow("filter syntax") << R"({"TableName": "t", "FilterExpression": "a = = :a"})"
                                   << 44;
    QTest::newRow("after an escape") << R"({"UpdateExpression": "SET \"x = :a"})" << 26;
}

void TestRequestBuilder::diagnostics()
{
    QFETCH(QString, text);
    QFETCH(int, offset);
    const auto diagnostic = diagnoseRequestText(text.toStdString());
    if (offset < 0) {
        QVERIFY(!diagnostic);
        return;
    }
    QVERIFY(diagnostic);
    QCOMPARE(int(diagnostic->offset), offset);
    QVERIFY(!diagnostic->message.empty());
}

void TestRequestBuilder::notRepresentable()
{
    const auto request = parseObject(
        R"({"TableName": "t", "FilterExpression": "a = b"})");
    auto read = formFromRequest(Operation::Scan, request);
    QVERIFY(!read.ok());
    QVERIFY(read.error().message.find("as text") != std::string::npos);
}

void TestRequestBuilder::runsOnEngine_data()
{
    roundTrip_data();
}

void TestRequestBuilder::runsOnEngine()
{
    QFETCH(OperationForm, form);
    if (isPartiQL(form.operation))
        QSKIP("PartiQL is the engine's PartiQL branch; its requests are checked above");
    auto db = test::openMemory();
    if (!db->call("CreateTable", test::ecommerceCreateTable({.projectAll = true})))
        qFatal("CreateTable failed");
    ok(*db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "ORDER#o1"}, "status": {"S": "PENDING"}, "items": {"N": "2"},
        "stock": {"N": "5"}, "tags": {"SS": ["a", "b"]}, "history": {"L": []},
        "recent": {"L": []}}})");
    ok(*db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
        "SK": {"S": "PROFILE"}, "email": {"S": "a@b.c"}}})");
    ok(*db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "PRODUCT#p1"},
        "SK": {"S": "DETAILS"}, "stock": {"N": "5"}}})");
    const BuiltRequest built = buildRequest(form);
    QVERIFY2(built.ok(), firstError(built).c_str());
    auto reply = db->call(operationName(form.operation), built.request);
    // A condition may fail on the data; the request itself must be valid.
    if (!reply)
        QCOMPARE_NE(reply.error().kind, ErrorKind::ValidationException);
}

void TestRequestBuilder::paths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("steps"); // -1: invalid
    QTest::newRow("name") << "a" << 1;
    QTest::newRow("nested") << "a.b[3].c" << 4;
    QTest::newRow("backticks") << "`a.b`[0]" << 2;
    QTest::newRow("empty") << "" << -1;
    QTest::newRow("trailing dot") << "a." << -1;
    QTest::newRow("leading index") << "[0]" << -1;
    QTest::newRow("unclosed bracket") << "a[1" << -1;
    QTest::newRow("bad index") << "a[x]" << -1;
    QTest::newRow("unclosed backtick") << "`a" << -1;
}

void TestRequestBuilder::paths()
{
    QFETCH(QString, path);
    QFETCH(int, steps);
    auto parsed = parseFormPath(path.toStdString());
    QCOMPARE(parsed.ok(), steps >= 0);
    if (steps >= 0) {
        QCOMPARE(int(parsed->size()), steps);
        QCOMPARE(QString::fromStdString(formPathText(*parsed)), path);
    }
}

void TestRequestBuilder::parameters()
{
    const std::string saved =
        R"({"TableName": "t", "Key": {"PK": {"S": "USER#{userId}"}, "SK": {"S": "{sk}"}},)"
        R"( "X": "{userId}-{1bad}-{ spaced}"})";
    QCOMPARE(operationParameters(saved), (std::vector<std::string>{"userId", "sk"}));
    const std::string run = substituteParameters(saved, {{"userId", "u\"1"}, {"sk", "P"}});
    QCOMPARE(QString::fromStdString(run),
             QString(R"({"TableName": "t", "Key": {"PK": {"S": "USER#u\"1"}, "SK": {"S": "P"}},)"
                     R"( "X": "u\"1-{1bad}-{ spaced}"})"));
    QVERIFY(operationParameters(R"({"a": {"b": 1}})").empty());
}

void TestRequestBuilder::expressionTokens()
{
    const std::string text = R"({"TableName": "t", "FilterExpression": "#s = :v AND size(a) > :n"})";
    const auto tokens = requestExpressionTokens(text);
    QCOMPARE(tokens.size(), std::size_t(10));
    QCOMPARE(text.substr(tokens[0].offset, tokens[0].length), std::string("#s"));
    QCOMPARE(tokens[0].kind, int(expr::TokenKind::NamePlaceholder));
    QCOMPARE(text.substr(tokens[3].offset, tokens[3].length), std::string("AND"));
    QCOMPARE(tokens[3].kind, int(expr::TokenKind::And));
    QCOMPARE(tokens[4].kind, int(expr::TokenKind::Function));
}

// A statement's `?` are counted by PartiQL's tokenizer, and its parameters follow them as the
// text is edited, keeping what the user typed.
void TestRequestBuilder::statementParametersFollowTheMarks()
{
    QCOMPARE(builder::parameterMarks("SELECT * FROM t WHERE PK = ? AND SK > ?"), std::size_t(2));
    QCOMPARE(builder::parameterMarks(R"(SELECT * FROM "t?" WHERE PK = 'what?')"), std::size_t(0));
    builder::Statement statement{"SELECT * FROM t WHERE PK = ?", {}};
    QVERIFY(builder::fitParameters(statement));
    QCOMPARE(statement.parameters.size(), std::size_t(1));
    statement.parameters[0].text = "USER#u1";
    statement.text = "SELECT * FROM t WHERE PK = ? AND SK = ?";
    QVERIFY(builder::fitParameters(statement));
    QCOMPARE(statement.parameters.size(), std::size_t(2));
    statement.text = "SELECT * FROM t";
    QVERIFY(builder::fitParameters(statement)); // the empty second goes, the typed first stays
    QCOMPARE(statement.parameters.size(), std::size_t(1));
    QCOMPARE(statement.parameters[0].text, std::string("USER#u1"));
    QVERIFY(!builder::fitParameters(statement));
    // A literal's ? is no parameter: the form asks for none.
    builder::OperationForm form;
    form.operation = builder::Operation::ExecuteStatement;
    form.statements = {{"SELECT * FROM t WHERE PK = 'what?'", {}}};
    QVERIFY(builder::buildRequest(form).errors.empty());
}

QTEST_GUILESS_MAIN(TestRequestBuilder)
#include "tst_request_builder.moc"
