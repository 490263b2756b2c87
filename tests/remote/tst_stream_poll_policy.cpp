// streamPollPolicy: AWS's own endpoints are polled at Lambda's rate (250 ms) with discovery every
// 10 s; every other endpoint (loopback tablesmith-server, DynamoDB Local, the in-process engine)
// every 50 ms, so a record shows within 100 ms of its commit.

#include <tablesmith/database.h>
#include <tablesmith/remote_client.h>
#include <tablesmith/stream_poll_policy.h>

#include <QTest>

using namespace tablesmith;
using namespace std::chrono_literals;

class TestStreamPollPolicy : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void byUrl_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("aws");
        QTest::newRow("streams endpoint") << "https://streams.dynamodb.us-east-1.amazonaws.com"
                                          << true;
        QTest::newRow("dynamodb endpoint") << "https://dynamodb.eu-west-1.amazonaws.com" << true;
        QTest::newRow("china") << "https://streams.dynamodb.cn-north-1.amazonaws.com.cn" << true;
        QTest::newRow("dual-stack") << "https://dynamodb.us-east-1.api.aws" << true;
        QTest::newRow("upper case, trailing dot")
            << "https://Streams.DynamoDB.us-east-1.AmazonAWS.com./" << true;
        QTest::newRow("loopback") << "http://127.0.0.1:8000" << false;
        QTest::newRow("localhost") << "http://localhost:8000" << false;
        QTest::newRow("IPv6 loopback") << "http://[::1]:8000" << false;
        QTest::newRow("LAN server") << "http://build-box.lan:8000" << false;
        QTest::newRow("look-alike") << "https://notamazonaws.com" << false;
        QTest::newRow("look-alike subdomain") << "https://amazonaws.com.example.org" << false;
        QTest::newRow("not a URL") << "dynamodb" << false;
    }
    void byUrl()
    {
        QFETCH(QString, url);
        QFETCH(bool, aws);
        const StreamPollPolicy policy = streamPollPolicy(url.toStdString());
        QCOMPARE(policy.endpoint == StreamPollPolicy::Endpoint::Aws, aws);
        QCOMPARE(policy.idleInterval, aws ? 250ms : 50ms);
        QCOMPARE(policy.discoveryInterval, aws ? 10000ms : 1000ms);
        QCOMPARE(policy.retryInterval, 5000ms);
    }

    void byClient()
    {
        auto database = Database::open({}).value();
        QCOMPARE(streamPollPolicy(*database).idleInterval, 50ms);

        RemoteClientOptions options;
        options.credentials = {"AKIDEXAMPLE", "secret"};
        options.region = "eu-west-1"; // no endpoint: AWS's own, for the region
        auto aws = RemoteClient::create(options).value();
        QCOMPARE(streamPollPolicy(*aws).endpoint, StreamPollPolicy::Endpoint::Aws);

        options.endpointUrl = "http://127.0.0.1:8000";
        auto local = RemoteClient::create(options).value();
        QCOMPARE(streamPollPolicy(*local).endpoint, StreamPollPolicy::Endpoint::Other);

        // A local DynamoDB endpoint with AWS's streams: the streams endpoint decides.
        options.streamsEndpointUrl = "https://streams.dynamodb.eu-west-1.amazonaws.com";
        auto mixed = RemoteClient::create(options).value();
        QCOMPARE(streamPollPolicy(*mixed).idleInterval, 250ms);
    }
};

QTEST_GUILESS_MAIN(TestStreamPollPolicy)
#include "tst_stream_poll_policy.moc"
