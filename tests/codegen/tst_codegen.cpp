// Code generation: literals exact for any text, the PartiQL equivalents, every language for
// every operation, and Java / Go against golden files (TABLESMITH_UPDATE_GOLDEN=1 rewrites
// them). The JavaScript, Python and CLI programs are run against a server by
// run_generated.py.
#include "codegen/quoting.h"

#include <tablesmith/codegen.h>

#include <QFile>
#include <QTest>

using namespace tablesmith;

class TestCodegen : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void quoting_data();
    void quoting();
    void pythonBytesEscapeEverythingOutsideAscii();
    void partiql_data();
    void partiql();
    void partiqlSaysWhenThereIsNoEquivalent_data();
    void partiqlSaysWhenThereIsNoEquivalent();
    void everyLanguageForEveryOperation_data();
    void everyLanguageForEveryOperation();
    // Every language validates AttributeValues; the dictionary languages pass other members
    // through as written (the service judges them), the typed ones must understand them.
    void badRequestsAreErrorsNotCrashes_data();
    void badRequestsAreErrorsNotCrashes();
    void goldenFiles_data();
    void goldenFiles();
};


namespace {

QString q(const std::string &text) { return QString::fromStdString(text); }

OperationRequest operation(std::string_view text)
{
    auto request = parseOperationRequest(text);
    if (!request)
        qFatal("bad operation request: %s", request.error().message.c_str());
    return std::move(request).value();
}

const char *kQueryGsi = R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
    "IndexName": "GSI1", "KeyConditionExpression": "GSI1PK = :status",
    "ScanIndexForward": false, "Limit": 50,
    "ExpressionAttributeValues": {":status": {"S": "ORDER#PENDING"}}}})json";

// Names and values that break naive quoting in some language.
const char *kTrickyPut = R"json({"Operation": "PutItem", "Request": {"TableName": "ecommerce",
    "Item": {"PK": {"S": "USER#\"quoted\" 'single' \\back\\slash"},
             "SK": {"S": "line1\nline2\ttab \u2028 $(rm -rf /) `x` %s ü 日本 🎉"},
             "it's a \"name\"": {"N": "-1234567890.1234567890123456789012345678"},
             "bytes": {"B": "AP8KIic="}, "flags": {"BS": ["AQ==", "Ag=="]},
             "big": {"NS": ["12345678901234567890123456789012345678", "0.5"]},
             "nested": {"M": {"a.b": {"L": [{"NULL": true}, {"BOOL": false},
                                              {"SS": ["x", "y\"z"]}]}}}},
    "ConditionExpression": "attribute_not_exists(PK)",
    "ReturnConsumedCapacity": "TOTAL"}})json";

const char *kTransact = R"json({"Operation": "TransactWriteItems", "Request": {"TransactItems": [
    {"ConditionCheck": {"TableName": "ecommerce", "ConditionExpression": "attribute_exists(PK)",
                        "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}}},
    {"Update": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
                "SK": {"S": "ORDER#o1"}}, "UpdateExpression": "SET #s = :s",
                "ExpressionAttributeNames": {"#s": "status"},
                "ExpressionAttributeValues": {":s": {"S": "SHIPPED"}}}},
    {"Delete": {"TableName": "ecommerce", "Key": {"PK": {"S": "USER#u1"},
                "SK": {"S": "ORDER#o2"}}}}]}})json";

const char *kBatchGet = R"json({"Operation": "BatchGetItem", "Request": {"RequestItems": {
    "ecommerce": {"Keys": [{"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}},
                           {"PK": {"S": "PRODUCT#p1"}, "SK": {"S": "DETAILS"}}],
                  "ProjectionExpression": "PK, SK, #n",
                  "ExpressionAttributeNames": {"#n": "name"}}}}})json";

const char *kBatchWrite = R"json({"Operation": "BatchWriteItem", "Request": {"RequestItems": {
    "ecommerce": [{"PutRequest": {"Item": {"PK": {"S": "A"}, "SK": {"S": "B"}}}},
                  {"DeleteRequest": {"Key": {"PK": {"S": "C"}, "SK": {"S": "D"}}}}]}}})json";

const char *kScanSegment = R"json({"Operation": "Scan", "Request": {"TableName": "ecommerce",
    "Segment": 1, "TotalSegments": 4, "FilterExpression": "begins_with(PK, :p)",
    "ExpressionAttributeValues": {":p": {"S": "PRODUCT#"}}}})json";

QString golden(const QString &name)
{
    return QStringLiteral(TABLESMITH_SOURCE_DIR "/tests/codegen/golden/") + name;
}

} // namespace


void TestCodegen::quoting_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("quoted");
    QTest::newRow("json") << "json" << "a\"b\\c\nd\u2028" << "\"a\\\"b\\\\c\\nd\\u2028\"";
    QTest::newRow("python") << "python" << "a\"b\\\x01ü" << "\"a\\\"b\\\\\\x01ü\"";
    QTest::newRow("java newline is not \\u000a")
        << "java" << "a\nb\x01" << "\"a\\nb\\001\"";
    QTest::newRow("java astral") << "java" << "🎉é" << "\"\\ud83c\\udf89\\u00e9\"";
    QTest::newRow("go") << "go" << "a\"\x7f日" << "\"a\\\"\\x7f日\"";
    QTest::newRow("shell") << "shell" << "it's $(x)" << "'it'\\''s $(x)'";
    QTest::newRow("partiql string") << "partiql" << "it's" << "'it''s'";
    QTest::newRow("partiql name") << "partiql-name" << "a\"b" << "\"a\"\"b\"";
}

void TestCodegen::quoting()
{
    QFETCH(QString, language);
    QFETCH(QString, text);
    QFETCH(QString, quoted);
    std::string in = text.toStdString(), out;
    if (language == "json") out = codegen::jsonQuote(in);
    if (language == "python") out = codegen::pythonQuote(in);
    if (language == "java") out = codegen::javaQuote(in);
    if (language == "go") out = codegen::goQuote(in);
    if (language == "shell") out = codegen::shellQuote(in);
    if (language == "partiql") out = codegen::partiqlString(in);
    if (language == "partiql-name") out = codegen::partiqlName(in);
    QCOMPARE(q(out), quoted);
}

void TestCodegen::pythonBytesEscapeEverythingOutsideAscii()
{
    QCOMPARE(q(codegen::pythonBytes(std::string("\0\xff\"a", 4))),
             QString("b\"\\x00\\xff\\\"a\""));
}

void TestCodegen::partiql_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("statement");
    QTest::newRow("GetItem")
        << R"json({"Operation": "GetItem", "Request": {"TableName": "ecommerce",
              "Key": {"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}}}})json"
        << R"(SELECT * FROM "ecommerce" WHERE "PK" = 'USER#u1' AND "SK" = 'PROFILE')";
    QTest::newRow("Query on GSI1, newest first")
        << kQueryGsi
        << R"(SELECT * FROM "ecommerce"."GSI1" WHERE "GSI1PK" = 'ORDER#PENDING')";
    QTest::newRow("Query with filter and projection")
        << R"json({"Operation": "Query", "Request": {"TableName": "ecommerce",
              "KeyConditionExpression": "PK = :pk AND begins_with(SK, :o)",
              "FilterExpression": "#s IN (:a, :b) AND attribute_exists(price)",
              "ProjectionExpression": "SK, #s, a.b[2]",
              "ExpressionAttributeNames": {"#s": "status"},
              "ExpressionAttributeValues": {":pk": {"S": "USER#u1"}, ":o": {"S": "ORDER#"},
                  ":a": {"S": "PENDING"}, ":b": {"S": "it's"}}}})json"
        << R"(SELECT "SK", "status", "a"."b"[2] FROM "ecommerce" WHERE "PK" = 'USER#u1')"
           R"( AND begins_with("SK", 'ORDER#') AND ("status" IN ['PENDING', 'it''s'])"
           R"( AND "price" IS NOT MISSING))";
    QTest::newRow("UpdateItem")
        << R"json({"Operation": "UpdateItem", "Request": {"TableName": "t",
              "Key": {"id": {"N": "1"}}, "UpdateExpression":
              "SET a = :v, b = b + :one REMOVE c ADD tags :tags",
              "ConditionExpression": "a <> :v", "ReturnValues": "ALL_NEW",
              "ExpressionAttributeValues": {":v": {"M": {"k": {"L": [{"N": "1.50"}]}}},
                  ":one": {"N": "1"}, ":tags": {"SS": ["x"]}}}})json"
        << R"(UPDATE "t" SET "a" = {'k': [1.5]} SET "b" = "b" + 1 REMOVE "c")"
           R"( SET "tags" = set_add("tags", <<'x'>>) WHERE "id" = 1)"
           R"( AND "a" <> {'k': [1.5]} RETURNING ALL NEW *)";
    QTest::newRow("DeleteItem")
        << R"json({"Operation": "DeleteItem", "Request": {"TableName": "t",
              "Key": {"id": {"S": "x"}}, "ConditionExpression": "attribute_exists(id)"}})json"
        << R"(DELETE FROM "t" WHERE "id" = 'x' AND "id" IS NOT MISSING)";
}

void TestCodegen::partiql()
{
    QFETCH(QString, request);
    QFETCH(QString, statement);
    auto code = generateCode(CodeLanguage::PartiQL, operation(request.toStdString()));
    QVERIFY2(code.ok(), code.ok() ? "" : code.error().message.c_str());
    QStringList lines = q(code->text).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.last(), statement);
}

void TestCodegen::partiqlSaysWhenThereIsNoEquivalent_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("because");
    QTest::newRow("parallel scan") << kScanSegment << "Segment";
    QTest::newRow("binary") << kTrickyPut << "binary";
    QTest::newRow("ADD to a number")
        << R"json({"Operation": "UpdateItem", "Request": {"TableName": "t", "Key":
              {"id": {"S": "x"}}, "UpdateExpression": "ADD n :one",
              "ExpressionAttributeValues": {":one": {"N": "1"}}}})json"
        << "ADD to a number";
    QTest::newRow("if_not_exists")
        << R"json({"Operation": "UpdateItem", "Request": {"TableName": "t", "Key":
              {"id": {"S": "x"}}, "UpdateExpression": "SET n = if_not_exists(n, :one)",
              "ExpressionAttributeValues": {":one": {"N": "1"}}}})json"
        << "if_not_exists";
}

void TestCodegen::partiqlSaysWhenThereIsNoEquivalent()
{
    QFETCH(QString, request);
    QFETCH(QString, because);
    auto code = generateCode(CodeLanguage::PartiQL, operation(request.toStdString()));
    QVERIFY(!code.ok());
    QVERIFY2(q(code.error().message).startsWith("No PartiQL equivalent: "),
             code.error().message.c_str());
    QVERIFY2(q(code.error().message).contains(because), code.error().message.c_str());
}

void TestCodegen::everyLanguageForEveryOperation_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("expected"); // in every program (but PartiQL)
    QTest::newRow("query") << kQueryGsi << "ORDER#PENDING";
    QTest::newRow("put") << kTrickyPut << "ecommerce";
    QTest::newRow("transact") << kTransact << "SHIPPED";
    QTest::newRow("batch get") << kBatchGet << "PRODUCT#p1";
    QTest::newRow("batch write") << kBatchWrite << "DeleteRequest";
    QTest::newRow("scan segment") << kScanSegment << "PRODUCT#";
    QTest::newRow("get") << R"json({"Operation": "GetItem", "Request": {"TableName": "t",
                               "Key": {"id": {"N": "12345678901234567890"}}}})json"
                         << "12345678901234567890";
    QTest::newRow("delete") << R"json({"Operation": "DeleteItem", "Request": {"TableName": "t",
                                  "Key": {"id": {"S": "x"}}, "ReturnValues": "ALL_OLD"}})json"
                            << "ALL_OLD";
    QTest::newRow("transact get")
        << R"json({"Operation": "TransactGetItems", "Request": {"TransactItems": [
              {"Get": {"TableName": "t", "Key": {"id": {"S": "x"}}}}]}})json"
        << "\"x\"";
    QTest::newRow("statement")
        << R"json({"Operation": "ExecuteStatement", "Request": {"Statement":
              "SELECT * FROM t WHERE id = ?", "Parameters": [{"S": "x"}]}})json"
        << "SELECT";
    QTest::newRow("batch statement")
        << R"json({"Operation": "BatchExecuteStatement", "Request": {"Statements": [
              {"Statement": "SELECT * FROM t WHERE id = ?", "Parameters": [{"S": "x"}]}]}})json"
        << "SELECT";
    QTest::newRow("transaction statements")
        << R"json({"Operation": "ExecuteTransaction", "Request": {"TransactStatements": [
              {"Statement": "DELETE FROM t WHERE id = ?", "Parameters": [{"S": "x"}]}]}})json"
        << "DELETE";
    QTest::newRow("legacy key conditions")
        << R"json({"Operation": "Query", "Request": {"TableName": "t", "KeyConditions":
              {"id": {"ComparisonOperator": "EQ", "AttributeValueList": [{"S": "x"}]}}}})json"
        << "\"x\"";
}

void TestCodegen::everyLanguageForEveryOperation()
{
    QFETCH(QString, request);
    QFETCH(QString, expected);
    for (CodeLanguage language : codeLanguages()) {
        if (language == CodeLanguage::PartiQL)
            continue; // checked above, with what has no equivalent
        auto code = generateCode(language, operation(request.toStdString()),
                                 {"eu-west-1", "http://127.0.0.1:8000"});
        const QString name = q(std::string(codeLanguageName(language)));
        QVERIFY2(code.ok(),
                 qPrintable(name + ": " + q(code.ok() ? "" : code.error().message)));
        QVERIFY2(q(code->text).contains(expected), qPrintable(name + "\n" + q(code->text)));
        QVERIFY2(q(code->text).contains("eu-west-1"), qPrintable(name));
        QVERIFY2(q(code->text).contains("http://127.0.0.1:8000"), qPrintable(name));
        QVERIFY(!code->fileName.empty());
    }
}

void TestCodegen::badRequestsAreErrorsNotCrashes_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<bool>("everyLanguage");
    QTest::newRow("number as table name")
        << R"json({"Operation": "Query", "Request": {"TableName": 5,
              "KeyConditionExpression": "a = :a", "ExpressionAttributeValues":
              {":a": {"S": "x"}}}})json"
        << false;
    QTest::newRow("bad attribute value")
        << R"json({"Operation": "PutItem", "Request": {"TableName": "t",
              "Item": {"a": {"Q": "x"}}}})json"
        << true;
    QTest::newRow("items not a list")
        << R"json({"Operation": "TransactWriteItems", "Request": {"TransactItems": 3}})json"
        << false;
    // Refused by the service once it finds the table; Java, Go and PartiQL, written from the
    // expressions, refuse it at once (there is no KeyConditionExpression for it).
    QTest::newRow("legacy key condition not indexable")
        << R"json({"Operation": "Query", "Request": {"TableName": "t", "KeyConditions":
              {"id": {"ComparisonOperator": "NE", "AttributeValueList": [{"S": "x"}]}}}})json"
        << false;
}

void TestCodegen::badRequestsAreErrorsNotCrashes()
{
    QFETCH(QString, request);
    QFETCH(bool, everyLanguage);
    for (CodeLanguage language : codeLanguages()) {
        auto code = generateCode(language, operation(request.toStdString()));
        bool typed = language == CodeLanguage::Java || language == CodeLanguage::Go
            || language == CodeLanguage::PartiQL;
        if (everyLanguage || typed)
            QVERIFY2(!code.ok(), codeLanguageName(language).data());
    }
}

void TestCodegen::goldenFiles_data()
{
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("name");
    QTest::newRow("query") << kQueryGsi << "query_gsi1";
    QTest::newRow("put") << kTrickyPut << "put_tricky";
    QTest::newRow("transact") << kTransact << "transact_write";
    QTest::newRow("batch get") << kBatchGet << "batch_get";
}

void TestCodegen::goldenFiles()
{
    QFETCH(QString, request);
    QFETCH(QString, name);
    for (auto [language, extension] : {std::pair{CodeLanguage::Java, ".java"},
                                       std::pair{CodeLanguage::Go, ".go"}}) {
        auto code = generateCode(language, operation(request.toStdString()),
                                 {"us-east-1", "http://127.0.0.1:8000"});
        QVERIFY2(code.ok(), code.ok() ? "" : code.error().message.c_str());
        QFile file(golden(name + extension));
        if (qEnvironmentVariableIsSet("TABLESMITH_UPDATE_GOLDEN")) {
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray::fromStdString(code->text));
            continue;
        }
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
        QCOMPARE(q(code->text), QString::fromUtf8(file.readAll()));
    }
}

QTEST_GUILESS_MAIN(TestCodegen)
#include "tst_codegen.moc"
