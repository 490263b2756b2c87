// ExampleLoader: creates the bundled ecommerce table with its GSI and loads its seven items;
// leaves an existing table alone; retries without indexes when the endpoint rejects them.

#include "fake_client.h"

#include "design/example_loader.h"
#include "session/embedded_session.h"
#include "session/session.h"

#include <tablesmith/workbench_model.h>

#include <QSignalSpy>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestExampleLoader : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_client = std::make_shared<test::FakeClient>();
        m_session = std::make_unique<Session>(m_client, QStringLiteral("fake"));
    }
    void cleanup() { m_session.reset(); }

    void bundlesTheEcommerceExample()
    {
        QVERIFY(ExampleLoader::available().contains(QStringLiteral("ecommerce")));
    }

    void createsTableWithIndexAndItems()
    {
        ExampleLoader loader(*m_session);
        QSignalSpy loaded(&loader, &ExampleLoader::loaded);
        // Loading into an empty database is the normal case: no request of it fails (the call
        // log showed a ResourceNotFoundException on every first start).
        QStringList failedCalls;
        connect(m_session.get(), &Session::callCompleted, this, [&](const CallReply &reply) {
            if (!reply.ok())
                failedCalls << reply.operation;
        });
        loader.load(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait());
        QVERIFY2(failedCalls.isEmpty(), qPrintable(failedCalls.join(QLatin1Char(' '))));
        QCOMPARE(loaded.first().at(0).toString(), QStringLiteral("ecommerce"));
        auto described = m_client->call("DescribeTable", {{"TableName", "ecommerce"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        QCOMPARE(table.at("ItemCount").to_number<int>(), 7);
        const auto &gsi = table.at("GlobalSecondaryIndexes").as_array().at(0).as_object();
        QCOMPARE(gsi.at("IndexName").as_string(), "GSI1");
        QCOMPARE(gsi.at("Projection").at("ProjectionType").as_string(), "INCLUDE");
    }

    // The example's access pattern "Notify on order status change" reads old and new images,
    // so its table has that stream from the first write on (the engine, not the fake, says so).
    void createsTheStreamTheAccessPatternsRead()
    {
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        ExampleLoader loader(**session);
        QSignalSpy loaded(&loader, &ExampleLoader::loaded);
        loader.load(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait());
        auto described = (*session)->client()->call("DescribeTable", {{"TableName", "ecommerce"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        QCOMPARE(table.at("StreamSpecification"),
                 boost::json::value({{"StreamEnabled", true},
                                     {"StreamViewType", "NEW_AND_OLD_IMAGES"}}));
        QVERIFY(table.contains("LatestStreamArn"));
        QCOMPARE(table.at("ItemCount").to_number<int>(), 7);
    }

    void keepsAnExistingTable()
    {
        m_client->addTable("ecommerce", "PK", "SK");
        ExampleLoader loader(*m_session);
        QSignalSpy loaded(&loader, &ExampleLoader::loaded);
        loader.load(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait());
        QCOMPARE(m_client->calls("CreateTable"), 0);
        QCOMPARE(m_client->calls("BatchWriteItem"), 0);
    }

    void retriesWithoutIndexes()
    {
        m_client->rejectIndexes(true);
        ExampleLoader loader(*m_session);
        QSignalSpy loaded(&loader, &ExampleLoader::loaded);
        loader.load(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait());
        QCOMPARE(m_client->calls("CreateTable"), 2);
        auto scanned = m_client->call("Scan", {{"TableName", "ecommerce"}});
        QCOMPARE(scanned.value().at("Count").to_number<int>(), 7);
    }

    void unknownExampleFails()
    {
        ExampleLoader loader(*m_session);
        QSignalSpy failed(&loader, &ExampleLoader::failed);
        loader.load(QStringLiteral("nope"));
        QCOMPARE(failed.size(), 1);
    }

    void createTableRequestFromModel_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("keys") << "KeySchema";
        QTest::newRow("definitions") << "AttributeDefinitions";
        QTest::newRow("billing") << "BillingMode";
    }

    void createTableRequestFromModel()
    {
        QFETCH(QString, field);
        const boost::json::object model{
            {"TableName", "t"},
            {"KeyAttributes",
             {{"PartitionKey", {{"AttributeName", "PK"}, {"AttributeType", "S"}}}}}};
        const auto request = tablesmith::createTableRequestFromModel(model).value();
        QVERIFY(request.contains(field.toStdString()));
        QCOMPARE(request.at("KeySchema").as_array().size(), 1u);
        QCOMPARE(request.at("BillingMode").as_string(), "PAY_PER_REQUEST");
    }

private:
    std::shared_ptr<test::FakeClient> m_client;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestExampleLoader)
#include "tst_example_loader.moc"
