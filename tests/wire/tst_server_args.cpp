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
    void region();
    void invalid_data();
    void invalid();
    void importAndExport();
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
    QVERIFY(!args->simulateThrottling);
    QCOMPARE(args->tableTransitionMs, std::int64_t(0));
    QCOMPARE(args->region, std::string("us-east-1"));
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
    QVERIFY(parse({"--simulate-throttling"})->simulateThrottling);
    QCOMPARE(parse({"--table-transition-ms", "500"})->tableTransitionMs, std::int64_t(500));
    QCOMPARE(parse({})->timeToLiveSweepMs, std::int64_t(1000));
    QCOMPARE(parse({"--ttl-sweep-ms", "100"})->timeToLiveSweepMs, std::int64_t(100));
    QVERIFY(server::usage().find("--ttl-sweep-ms N") != std::string::npos);
}

// --region is the server's own (signatures are scoped to it), and still --codegen's.
void TestServerArgs::region()
{
    auto served = parse({"--in-memory", "--region", "eu-west-1", "--access-key-id", "AKID",
                         "--secret-access-key", "s"});
    QVERIFY(served.ok());
    QCOMPARE(served->region, std::string("eu-west-1"));
    QCOMPARE(parse({"--region=ap-south-1"})->region, std::string("ap-south-1"));
    auto codegen = parse({"--codegen", "cli", "r.json", "--region", "eu-west-1"});
    QVERIFY(codegen.ok());
    QCOMPARE(codegen->codegenArgs->region, std::string("eu-west-1"));
    QVERIFY(!parse({"--region", ""}).ok());
    QVERIFY(!parse({"--endpoint", "http://x"}).ok()); // --endpoint still needs --codegen
    QVERIFY(server::usage().find("--region R") != std::string::npos);
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
    QTest::newRow("transition not a number") << QStringList{"--table-transition-ms", "5s"};
    QTest::newRow("negative transition") << QStringList{"--table-transition-ms", "-1"};
    QTest::newRow("transition over an hour")
        << QStringList{"--table-transition-ms", "3600001"};
    QTest::newRow("sweep not a number") << QStringList{"--ttl-sweep-ms", "1s"};
    QTest::newRow("sweep below 10 ms") << QStringList{"--ttl-sweep-ms", "9"};
    QTest::newRow("sweep over an hour") << QStringList{"--ttl-sweep-ms", "3600001"};
    QTest::newRow("throttling with value") << QStringList{"--simulate-throttling=on"};
    QTest::newRow("import and export") << QStringList{"--import", "a.jsonl", "--export", "t",
                                                      "b.jsonl"};
    QTest::newRow("export without path") << QStringList{"--export", "t"};
    QTest::newRow("table without import") << QStringList{"--table", "t"};
    QTest::newRow("table with export") << QStringList{"--export", "t", "x.csv", "--table", "u"};
    QTest::newRow("on-error without import") << QStringList{"--on-error", "skip"};
    QTest::newRow("format alone") << QStringList{"--format", "csv"};
    QTest::newRow("unknown format") << QStringList{"--import", "a", "--format", "xml"};
    QTest::newRow("bad on-error") << QStringList{"--import", "a", "--on-error", "ignore"};
    QTest::newRow("export a model") << QStringList{"--export", "t", "m", "--format", "model"};
}

void TestServerArgs::invalid()
{
    QFETCH(QStringList, arguments);
    auto args = parse(arguments);
    QVERIFY(!args.ok());
    QVERIFY(!args.error().message.empty());
}

void TestServerArgs::importAndExport()
{
    auto import = parse({"--db", "x.db", "--import", "data.csv", "--table", "orders",
                         "--format", "csv", "--on-error=skip"});
    QVERIFY(import.ok());
    QVERIFY(import->importArgs);
    QVERIFY(!import->exportArgs);
    QCOMPARE(import->importArgs->path, std::string("data.csv"));
    QCOMPARE(import->importArgs->table, std::string("orders"));
    QCOMPARE(import->importArgs->format, DataFormat::Csv);
    QCOMPARE(import->importArgs->onBadLine, BadLinePolicy::Skip);

    auto model = parse({"--import", "shop.model.json"});
    QVERIFY(model.ok());
    QCOMPARE(model->importArgs->format, DataFormat::Auto);
    QCOMPARE(model->importArgs->onBadLine, BadLinePolicy::Abort);

    auto exported = parse({"--db", "x.db", "--export", "orders", "out.jsonl"});
    QVERIFY(exported.ok());
    QVERIFY(exported->exportArgs);
    QCOMPARE(exported->exportArgs->table, std::string("orders"));
    QCOMPARE(exported->exportArgs->path, std::string("out.jsonl"));
    QCOMPARE(exported->exportArgs->format, DataFormat::Auto);
    auto inlineTable = parse({"--export=orders", "out", "--format", "json"});
    QVERIFY(inlineTable.ok());
    QCOMPARE(inlineTable->exportArgs->path, std::string("out"));
    QCOMPARE(inlineTable->exportArgs->format, DataFormat::JsonArray);
    QVERIFY(!parse({"--port", "0"})->importArgs);
}

QTEST_GUILESS_MAIN(TestServerArgs)
#include "tst_server_args.moc"
