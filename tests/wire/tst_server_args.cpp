// tablesmith-server's argument parsing.

#include "server_args.h"

#include <QtTest>

using namespace tablesmith;
using tablesmith::server::parseServerArgs;

namespace {

Result<server::ServerArgs> parse(const QStringList &arguments)
{
    static std::vector<std::string> storage;
    storage.clear();
    for (const QString &argument : arguments)
        storage.push_back(argument.toStdString());
    std::vector<std::string_view> views(storage.begin(), storage.end());
    return parseServerArgs(views);
}

} // namespace

class TestServerArgs : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void valid();
    void invalid_data();
    void invalid();
};

void TestServerArgs::defaults()
{
    auto args = parse({});
    QVERIFY(args.ok());
    QCOMPARE(args->host, std::string("127.0.0.1"));
    QCOMPARE(args->port, std::uint16_t(8000));
    QVERIFY(args->dbPath.empty());
    QVERIFY(!args->durable);
    QVERIFY(!args->credentials);
}

void TestServerArgs::valid()
{
    auto args = parse({"--port", "0", "--host=0.0.0.0", "--db", "/tmp/x.tsdb", "--durable",
                       "--access-key-id", "AKID", "--secret-access-key=s/k"});
    QVERIFY(args.ok());
    QCOMPARE(args->port, std::uint16_t(0));
    QCOMPARE(args->host, std::string("0.0.0.0"));
    QCOMPARE(args->dbPath, std::string("/tmp/x.tsdb"));
    QVERIFY(args->durable);
    QVERIFY(args->credentials);
    QCOMPARE(args->credentials->accessKeyId, std::string("AKID"));
    QCOMPARE(args->credentials->secretAccessKey, std::string("s/k"));
    QVERIFY(parse({"--version"})->showVersion);
    QVERIFY(parse({"--help"})->showHelp);
    QVERIFY(parse({"--in-memory"}).ok());
}

void TestServerArgs::invalid_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("unknown") << QStringList{"--bogus"};
    QTest::newRow("positional") << QStringList{"file.db"};
    QTest::newRow("missing value") << QStringList{"--port"};
    QTest::newRow("port not a number") << QStringList{"--port", "80a"};
    QTest::newRow("port too big") << QStringList{"--port", "65536"};
    QTest::newRow("negative port") << QStringList{"--port", "-1"};
    QTest::newRow("db and in-memory") << QStringList{"--db", "x", "--in-memory"};
    QTest::newRow("durable without db") << QStringList{"--durable"};
    QTest::newRow("key without secret") << QStringList{"--access-key-id", "a"};
    QTest::newRow("secret without key") << QStringList{"--secret-access-key", "s"};
    QTest::newRow("flag with value") << QStringList{"--durable=yes", "--db", "x"};
}

void TestServerArgs::invalid()
{
    QFETCH(QStringList, arguments);
    auto args = parse(arguments);
    QVERIFY(!args.ok());
    QVERIFY(!args.error().message.empty());
}

QTEST_GUILESS_MAIN(TestServerArgs)
#include "tst_server_args.moc"
