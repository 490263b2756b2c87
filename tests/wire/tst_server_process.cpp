// The tablesmith-server executable end to end: its banner, a real request, clean shutdown on
// SIGTERM, --version, exit code 2 on bad arguments, and headless --import / --export with
// their exit codes and PATH:LINE messages.

#include "wire_test_client.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode;
    QString out;
    QString err;
};

Run runServer(const QStringList &arguments)
{
    QProcess server;
    server.start(TABLESMITH_SERVER_PATH, arguments);
    if (!server.waitForFinished(60000))
        return {-1, {}, {}};
    return {server.exitCode(), QString::fromUtf8(server.readAllStandardOutput()),
            QString::fromUtf8(server.readAllStandardError())};
}

void writeFile(const QString &path, const QByteArray &contents)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(contents);
}

} // namespace

class TestServerProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void servesAndStops();
    void version();
    void badArguments();
    void importAndExport();
    void importBadLines_data();
    void importBadLines();
    void transferFailures();
};

void TestServerProcess::servesAndStops()
{
    QProcess server;
    server.start(TABLESMITH_SERVER_PATH, {"--port", "0", "--in-memory"});
    QVERIFY(server.waitForStarted());
    QVERIFY(server.waitForReadyRead(10000));
    QString banner = QString::fromUtf8(server.readLine()).trimmed();
    auto match = QRegularExpression(
                     R"(^Tablesmith serving DynamoDB API on http://127\.0\.0\.1:(\d+) )"
                     R"(\(db: in-memory\)$)")
                     .match(banner);
    QVERIFY2(match.hasMatch(), qPrintable(banner));
    auto port = static_cast<std::uint16_t>(match.captured(1).toUInt());

    auto response = wiretest::exchange(
        port, wiretest::postRequest("DynamoDB_20120810.ListTables", "{}"));
    QVERIFY(response);
    QCOMPARE(response->result_int(), 200u);
    QVERIFY(response->body().find("TableNames") != std::string::npos);

    server.terminate(); // SIGTERM
    QVERIFY(server.waitForFinished(10000));
    QCOMPARE(server.exitStatus(), QProcess::NormalExit);
    QCOMPARE(server.exitCode(), 0);
}

void TestServerProcess::version()
{
    QProcess server;
    server.start(TABLESMITH_SERVER_PATH, {"--version"});
    QVERIFY(server.waitForFinished(10000));
    QCOMPARE(server.exitCode(), 0);
    QVERIFY(server.readAllStandardOutput().startsWith("tablesmith-server "));
}

void TestServerProcess::badArguments()
{
    QProcess server;
    server.start(TABLESMITH_SERVER_PATH, {"--no-such-option"});
    QVERIFY(server.waitForFinished(10000));
    QCOMPARE(server.exitCode(), 2);
    QVERIFY(server.readAllStandardError().contains("--no-such-option"));
}

void TestServerProcess::importAndExport()
{
    QTemporaryDir dir;
    QString db = dir.filePath("shop.db");
    QString model = QStringLiteral(TABLESMITH_SOURCE_DIR) + "/resources/examples/ecommerce/ecommerce.model.json";
    Run imported = runServer({"--db", db, "--import", model});
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    QVERIFY2(imported.out.contains("Created table ecommerce"), qPrintable(imported.out));
    QVERIFY(imported.out.contains("Imported 7 items"));

    for (const char *name : {"out.jsonl", "out.json", "out.csv"}) {
        QString path = dir.filePath(name);
        Run exported = runServer({"--db", db, "--export", "ecommerce", path});
        QVERIFY2(exported.exitCode == 0, qPrintable(exported.err));
        QVERIFY2(exported.out.contains("Exported 7 items"), qPrintable(exported.out));
        QVERIFY(QFile::exists(path));
    }
    QFile lines(dir.filePath("out.jsonl"));
    QVERIFY(lines.open(QIODevice::ReadOnly));
    QCOMPARE(lines.readAll().count('\n'), 7);

    // Without --db the import runs on an empty in-memory database: valid, and here useless.
    Run reimported = runServer({"--import", dir.filePath("out.csv"), "--table", "ecommerce"});
    QCOMPARE(reimported.exitCode, 1); // the in-memory database has no such table
    QVERIFY2(reimported.err.contains("out.csv: "), qPrintable(reimported.err));
}

void TestServerProcess::importBadLines_data()
{
    QTest::addColumn<QString>("onError");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("imported");
    QTest::newRow("abort") << "abort" << 1 << "Imported 0 items";
    QTest::newRow("skip") << "skip" << 3 << "Imported 2 items";
}

void TestServerProcess::importBadLines()
{
    QFETCH(QString, onError);
    QFETCH(int, exitCode);
    QFETCH(QString, imported);
    QTemporaryDir dir;
    QString db = dir.filePath("t.db");
    // The table comes from a one-table model; the lines then go into it.
    writeFile(dir.filePath("t.model.json"),
              "{\"DataModel\": [{\"TableName\": \"orders\", \"KeyAttributes\": "
              "{\"PartitionKey\": {\"AttributeName\": \"PK\", \"AttributeType\": \"S\"}}}]}");
    QCOMPARE(runServer({"--db", db, "--import", dir.filePath("t.model.json")}).exitCode, 0);
    QString data = dir.filePath("data.jsonl");
    writeFile(data, "{\"Item\": {\"PK\": {\"S\": \"a\"}}}\n"
                    "{\"Item\": {\"PK\": {\"N\": \"1\"}}}\n"
                    "{\"Item\": {\"PK\": {\"S\": \"b\"}}}\n");
    Run run = runServer({"--db", db, "--import", data, "--table", "orders", "--on-error",
                         onError});
    QCOMPARE(run.exitCode, exitCode);
    QVERIFY2(run.err.startsWith(data + ":2: "), qPrintable(run.err));
    QVERIFY2(run.out.contains(imported), qPrintable(run.out));
}

void TestServerProcess::transferFailures()
{
    QTemporaryDir dir;
    Run missing = runServer({"--import", dir.filePath("none.jsonl"), "--table", "x"});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("none.jsonl"), qPrintable(missing.err));

    QString broken = dir.filePath("broken.model.json");
    writeFile(broken, "{\n  \"DataModel\": [\n    {\"TableName\": \n");
    Run truncated = runServer({"--import", broken});
    QCOMPARE(truncated.exitCode, 1);
    QVERIFY2(truncated.err.startsWith(broken + ":3: "), qPrintable(truncated.err));

    Run noTable = runServer({"--export", "nothing", dir.filePath("x.jsonl")});
    QCOMPARE(noTable.exitCode, 1);
    QVERIFY(!noTable.err.isEmpty());
    QCOMPARE(runServer({"--export", "nothing"}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestServerProcess)
#include "tst_server_process.moc"
