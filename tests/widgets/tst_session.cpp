// Session: replies arrive on the UI thread, after the call ran on a worker thread; errors
// arrive as typed errors; handlers of destroyed contexts are skipped.

#include "fake_client.h"

#include "session/session.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <functional>
#include <thread>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestSession : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init()
    {
        m_client = std::make_shared<test::FakeClient>();
        m_client->addTable("t", "PK", "SK");
    }

    void repliesArriveOnTheUiThread()
    {
        Session session(m_client, QStringLiteral("fake"));
        QThread *handlerThread = nullptr;
        bool ok = false;
        const quint64 id = session.call(QStringLiteral("ListTables"), {}, this,
                                        [&](const CallReply &reply) {
                                            handlerThread = QThread::currentThread();
                                            ok = reply.ok();
                                        });
        QSignalSpy finished(&session, &Session::finished);
        QVERIFY(finished.wait());
        QCOMPARE(finished.first().at(0).toULongLong(), id);
        QCOMPARE(handlerThread, QThread::currentThread());
        QVERIFY(ok);
        const auto uiThread = std::hash<std::thread::id>{}(std::this_thread::get_id());
        QVERIFY(m_client->lastCallThread() != uiThread);
    }

    void errorsArriveTyped()
    {
        Session session(m_client, QStringLiteral("fake"));
        QSignalSpy failed(&session, &Session::failed);
        QSignalSpy completed(&session, &Session::callCompleted);
        const quint64 id = session.call(QStringLiteral("DescribeTable"),
                                        {{"TableName", "missing"}});
        QVERIFY(failed.wait());
        QCOMPARE(failed.first().at(0).toULongLong(), id);
        const auto error = failed.first().at(1).value<CallError>();
        QCOMPARE(error.kind, ErrorKind::ResourceNotFoundException);
        QCOMPARE(error.name, QStringLiteral("ResourceNotFoundException"));
        QCOMPARE(error.message, QStringLiteral("Requested resource not found"));
        QCOMPARE(completed.size(), 1);
        const auto reply = completed.first().at(0).value<CallReply>();
        QCOMPARE(reply.operation, QStringLiteral("DescribeTable"));
        QVERIFY(!reply.ok());
        QVERIFY(reply.elapsedMs >= 0);
    }

    void handlerOfDestroyedContextIsSkipped()
    {
        Session session(m_client, QStringLiteral("fake"));
        auto *context = new QObject;
        bool called = false;
        session.call(QStringLiteral("ListTables"), {}, context,
                     [&](const CallReply &) { called = true; });
        delete context;
        QSignalSpy finished(&session, &Session::finished);
        QVERIFY(finished.wait());
        QVERIFY(!called);
    }

    void busyWhileCallsRun()
    {
        Session session(m_client, QStringLiteral("fake"));
        QSignalSpy busy(&session, &Session::busyChanged);
        session.call(QStringLiteral("ListTables"), {});
        session.call(QStringLiteral("ListTables"), {});
        QCOMPARE(session.pendingCalls(), 2);
        QTRY_COMPARE(session.pendingCalls(), 0);
        QCOMPARE(busy.size(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    void destroyingWithCallsInFlightIsSafe()
    {
        auto session = std::make_unique<Session>(m_client, QStringLiteral("fake"));
        for (int i = 0; i < 50; ++i)
            session->call(QStringLiteral("Scan"), {{"TableName", "t"}});
        session.reset();
        QTest::qWait(20); // queued deliveries to the dead session must not run
    }

private:
    std::shared_ptr<test::FakeClient> m_client;
};

QTEST_MAIN(TestSession)
#include "tst_session.moc"
