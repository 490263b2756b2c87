// The stream inspector connected to a tablesmith-server process as a remote endpoint (no keys:
// a loopback endpoint takes placeholder ones), reading the DynamoDB Streams API while boto3
// writes an order's history through the same server: the rows arrive, the MODIFY's diff and
// index effects are right, the Lambda filter counts them, and the shard panel shows the shard
// being read with its iterator age.

#include "ecommerce_table.h"
#include "session/polled_stream_feed.h"
#include "session/remote_session.h"
#include "session/session.h"
#include "streams/record_diff_view.h"
#include "streams/shard_status_view.h"
#include "streams/stream_inspector.h"
#include "streams/stream_record_model.h"

#include <boost/json/parse.hpp>

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

namespace {

// A python3 that can import boto3, or empty.
QString pythonWithBoto3()
{
    for (const QString &python : {QStandardPaths::findExecutable(QStringLiteral("python3")),
                                  QStringLiteral("/usr/bin/python3")}) {
        if (python.isEmpty())
            continue;
        QProcess probe;
        probe.start(python, {QStringLiteral("-c"), QStringLiteral("import boto3")});
        if (probe.waitForFinished(30000) && probe.exitCode() == 0)
            return python;
    }
    return {};
}

} // namespace

class TestInspectorRemote : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void boto3WritesArriveWithDiffIndexEffectsAndCounts();
    void shardPanelShowsTheShardBeingRead();

private:
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_port); }

    QTemporaryDir m_home;
    QProcess m_server;
    quint16 m_port = 0;
    std::unique_ptr<Session> m_session;
    StreamInspector *m_inspector = nullptr;
};

void TestInspectorRemote::initTestCase()
{
    // No user configuration: the endpoint is loopback, so no keys are needed at all.
    for (const char *name : {"AWS_PROFILE", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
                             "AWS_SESSION_TOKEN", "AWS_ENDPOINT_URL",
                             "AWS_ENDPOINT_URL_DYNAMODB"})
        qunsetenv(name);
    qputenv("AWS_CONFIG_FILE", m_home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("AWS_SHARED_CREDENTIALS_FILE", m_home.filePath(QStringLiteral("creds")).toUtf8());
}

void TestInspectorRemote::init()
{
    m_server.start(QStringLiteral(TABLESMITH_SERVER_PATH),
                   {QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--in-memory")});
    QVERIFY(m_server.waitForStarted());
    QVERIFY(m_server.waitForReadyRead(15000));
    const QString banner = QString::fromUtf8(m_server.readLine());
    const auto match =
        QRegularExpression(QStringLiteral(R"(on http://127\.0\.0\.1:(\d+))")).match(banner);
    QVERIFY2(match.hasMatch(), qPrintable(banner));
    m_port = quint16(match.captured(1).toUInt());

    RemoteEndpoint endpoint;
    endpoint.url = url();
    endpoint.region = QStringLiteral("us-east-1");
    auto session = openRemoteSession(endpoint);
    QVERIFY2(session.ok(), session.ok() ? "" : session.error().message.c_str());
    m_session = std::move(session).value();
    auto created = m_session->client()->call(
        "CreateTable", test::ecommerceCreateTable({.name = "Orders", .stream = true}));
    QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());

    m_inspector = new StreamInspector(
        StreamInspector::Layout::Tab,
        [](Session &session, const QString &table, const StreamFeedStart &start) {
            auto feed = session.openStreamFeed(table, start);
            if (auto *polled = qobject_cast<PolledStreamFeed *>(feed.get()))
                polled->setIdleInterval(50);
            return feed;
        });
    m_inspector->resize(1100, 700);
    m_inspector->show();
    m_inspector->setSession(m_session.get(), QStringLiteral("Orders"));
    QTRY_VERIFY(m_inspector->feedStatus().live);
}

void TestInspectorRemote::cleanup()
{
    delete m_inspector;
    m_inspector = nullptr;
    m_session.reset();
    m_server.terminate();
    if (!m_server.waitForFinished(5000))
        m_server.kill();
}

void TestInspectorRemote::boto3WritesArriveWithDiffIndexEffectsAndCounts()
{
    const QString python = pythonWithBoto3();
    if (python.isEmpty())
        QSKIP("no python3 with boto3");
    QProcess writer;
    writer.start(python, {QStringLiteral(TABLESMITH_INSPECTOR_WRITES), url(),
                          QStringLiteral("Orders")});
    QVERIFY(writer.waitForFinished(60000));
    QVERIFY2(writer.exitCode() == 0, writer.readAllStandardError().constData());

    StreamRecordModel *model = m_inspector->model();
    QTRY_COMPARE_WITH_TIMEOUT(model->rowCount(), 4, 10000);
    QStringList events;
    for (int row = 0; row < 4; ++row)
        events << model->index(row, StreamRecordModel::EventColumn).data().toString();
    QCOMPARE(events, (QStringList{"INSERT", "MODIFY", "INSERT", "REMOVE"}));
    QCOMPARE(model->index(1, StreamRecordModel::KeysColumn).data().toString(),
             QStringLiteral("USER#u1 / ORDER#o1"));

    auto effectsOf = [this](int row) {
        m_inspector->selectRow(row);
        QStringList effects;
        QTreeWidget *view = m_inspector->indexEffectsView();
        for (int i = 0; i < view->topLevelItemCount(); ++i)
            effects << view->topLevelItem(i)->text(0) + QStringLiteral(": ")
                           + view->topLevelItem(i)->text(1);
        return effects;
    };
    // The index definitions come from DescribeTable through the remote Session.
    QTRY_COMPARE(effectsOf(0), QStringList{"GSI1 (GSI): entered"});
    QCOMPARE(effectsOf(1), QStringList{"GSI1 (GSI): index key changed"});
    QCOMPARE(m_inspector->diffView()->changeRows(),
             (QStringList{"GSI1PK: changed", "status: changed"}));
    QCOMPARE(effectsOf(2), QStringList{"GSI1 (GSI): not in index"});
    QCOMPARE(effectsOf(3), QStringList{"GSI1 (GSI): left"});

    QString error;
    QVERIFY2(m_inspector->setFilterPatterns(
                 {R"({"eventName": ["MODIFY"], "dynamodb": {"NewImage": {"status": {"S":)"
                  R"( ["SHIPPED"]}}}})",
                  R"({"eventName": ["REMOVE"]})"},
                 &error),
             qPrintable(error));
    QCOMPARE(model->matchedCount(), 2);
    QCOMPARE(model->unmatchedCount(), 2);
    QVERIFY(m_inspector->countsText().contains(QStringLiteral("2 matched")));

    // For a screenshot of the window under Xvfb: the shard panel beside the rows.
    if (const int linger = qEnvironmentVariableIntValue("TABLESMITH_LINGER_SECONDS")) {
        m_inspector->selectRow(1);
        m_inspector->detailTabs()->setCurrentIndex(3);
        QTest::qWait(linger * 1000);
    }
}

void TestInspectorRemote::shardPanelShowsTheShardBeingRead()
{
    QVERIFY(m_session->client()->call("PutItem", json::parse(R"({"TableName": "Orders",
        "Item": {"PK": {"S": "USER#u2"}, "SK": {"S": "PROFILE"}}})").as_object()).ok());
    QTRY_COMPARE(m_inspector->model()->rowCount(), 1);
    ShardStatusView *shards = m_inspector->shardView();
    QTRY_COMPARE(shards->topLevelItemCount(), 1);
    QTRY_COMPARE(shards->topLevelItem(0)->text(ShardStatusView::RecordsColumn),
                 QStringLiteral("1"));
    const FeedStatus status = m_inspector->feedStatus();
    QCOMPARE(status.shardList.size(), std::size_t(1));
    const FeedShard &shard = status.shardList.front();
    QCOMPARE(shards->topLevelItem(0)->text(ShardStatusView::ShardColumn), shard.shardId);
    QVERIFY(shard.shardId.startsWith(QStringLiteral("shardId-")));
    QCOMPARE(shards->topLevelItem(0)->text(ShardStatusView::StateColumn),
             QStringLiteral("open, reading"));
    QCOMPARE(shard.tableName, QStringLiteral("Orders"));
    QVERIFY(!shard.lastSequenceNumber.isEmpty());
    // ApproximateCreationDateTime has whole seconds: the age is under two seconds here.
    QVERIFY2(shard.iteratorAgeMs >= 0 && shard.iteratorAgeMs < 2000,
             qPrintable(QString::number(shard.iteratorAgeMs)));
    QCOMPARE(shard.millisBehindLatest, 0.0);
    QVERIFY(m_inspector->statusText().contains(QStringLiteral("1 shard")));
    QVERIFY(m_inspector->statusText().contains(QStringLiteral("iterator age")));
    QCOMPARE(m_inspector->detailTabs()->tabText(3), QStringLiteral("Shards"));
}

QTEST_MAIN(TestInspectorRemote)
#include "tst_inspector_remote.moc"
