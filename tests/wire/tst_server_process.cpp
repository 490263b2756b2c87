// The tablesmith-server executable end to end: its banner, a real request, clean shutdown on
// SIGTERM, --version and exit code 2 on bad arguments.

#include "wire_test_client.h"

#include <QProcess>
#include <QRegularExpression>
#include <QtTest>

class TestServerProcess : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void servesAndStops();
    void version();
    void badArguments();
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

QTEST_GUILESS_MAIN(TestServerProcess)
#include "tst_server_process.moc"
