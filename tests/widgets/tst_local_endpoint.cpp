// LocalEndpoint: serves the session's database on localhost; a taken port is reported as an
// error, not a crash, and leaves the endpoint stopped.

#include "fake_client.h"

#include "session/local_endpoint.h"
#include "session/session.h"

#include <QSignalSpy>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestLocalEndpoint : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void servesAndStops()
    {
        Session session(std::make_shared<test::FakeClient>(), QStringLiteral("fake"));
        LocalEndpoint endpoint(session);
        QSignalSpy changed(&endpoint, &LocalEndpoint::servingChanged);
        QVERIFY(!endpoint.isServing());
        const auto error = endpoint.start(0);
        QVERIFY2(!error, error ? qPrintable(error->message) : "");
        QVERIFY(endpoint.isServing());
        QVERIFY(endpoint.address().startsWith(QStringLiteral("127.0.0.1:")));
        QVERIFY(!endpoint.address().endsWith(QStringLiteral(":0")));
        endpoint.stop();
        QVERIFY(!endpoint.isServing());
        QVERIFY(endpoint.address().isEmpty());
        QCOMPARE(changed.size(), 2);
    }

    void takenPortIsAnError()
    {
        Session session(std::make_shared<test::FakeClient>(), QStringLiteral("fake"));
        LocalEndpoint first(session);
        QVERIFY(!first.start(0));
        const auto port = first.address().section(QLatin1Char(':'), 1).toUShort();
        LocalEndpoint second(session);
        const auto error = second.start(port);
        QVERIFY(error.has_value());
        QVERIFY(!error->message.isEmpty());
        QVERIFY(!second.isServing());
    }
};

QTEST_MAIN(TestLocalEndpoint)
#include "tst_local_endpoint.moc"
