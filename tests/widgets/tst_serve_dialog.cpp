// Issue 17, point 6: Serve DynamoDB API picks an address and port (the first free one from the
// last), shows the URL with a copy button, says plainly when a port is busy and serves on the
// next free one in one click; calls from outside clients land in the API-call log, "served".

#include "log/call_log_model.h"
#include "main/serve_dialog.h"
#include "session/embedded_session.h"
#include "session/local_endpoint.h"
#include "session/session.h"

#include <tablesmith/remote_client.h>

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

std::unique_ptr<Session> openSession()
{
    auto session = openEmbeddedSession({});
    if (!session.ok())
        qFatal("cannot open an in-memory database: %s", session.error().message.c_str());
    return std::move(session).value();
}

std::uint16_t portOf(const LocalEndpoint &endpoint)
{
    return endpoint.address().section(QLatin1Char(':'), -1).toUShort();
}

} // namespace

class TestServeDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A taken port: the dialog starts on the next free one, and serving there gives a URL that
    // the Copy button puts on the clipboard.
    void startsOnAFreePortAndCopiesTheUrl()
    {
        auto session = openSession();
        LocalEndpoint other(*session);
        QVERIFY(!other.start(0));
        const std::uint16_t taken = portOf(other);
        LocalEndpoint endpoint(*session);
        ServeDialog dialog(endpoint, taken);
        QCOMPARE(dialog.hostBox()->currentText(), QStringLiteral("127.0.0.1"));
        QVERIFY(dialog.portBox()->value() != taken);
        const auto free = endpoint.firstFreePort(QStringLiteral("127.0.0.1"), taken);
        QVERIFY(free);
        QCOMPARE(dialog.portBox()->value(), int(*free));
        QVERIFY(!dialog.copyButton()->isEnabled());
        dialog.serve();
        QVERIFY(endpoint.isServing());
        const QString url = QStringLiteral("http://127.0.0.1:%1").arg(dialog.portBox()->value());
        QCOMPARE(dialog.urlField()->text(), url);
        QCOMPARE(endpoint.url(), url);
        QVERIFY(dialog.copyButton()->isEnabled());
        dialog.copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), url);
    }

    // Asked for a busy port, the dialog says it is busy and offers the next free one.
    void busyPortIsSaidAndAnotherOffered()
    {
        auto session = openSession();
        LocalEndpoint other(*session);
        QVERIFY(!other.start(0));
        const std::uint16_t taken = portOf(other);
        LocalEndpoint endpoint(*session);
        ServeDialog dialog(endpoint, taken);
        dialog.portBox()->setValue(taken);
        dialog.serve();
        QVERIFY(!endpoint.isServing());
        QVERIFY2(dialog.messageText().contains(QStringLiteral("Port %1").arg(taken))
                     && dialog.messageText().contains(QStringLiteral("busy")),
                 qPrintable(dialog.messageText()));
        QVERIFY(dialog.otherPortButton()->isVisibleTo(&dialog));
        const auto next = endpoint.firstFreePort(QStringLiteral("127.0.0.1"), taken + 1);
        QVERIFY(next);
        QVERIFY2(dialog.otherPortButton()->text().contains(QString::number(*next)),
                 qPrintable(dialog.otherPortButton()->text()));
        dialog.otherPortButton()->click();
        QVERIFY(endpoint.isServing());
        QVERIFY(portOf(endpoint) != taken);
        QCOMPARE(dialog.portBox()->value(), int(portOf(endpoint)));
        QVERIFY(!dialog.otherPortButton()->isVisibleTo(&dialog));
    }

    // A call from an outside client (the remote client over HTTP) appears in the call log,
    // marked "served"; the GUI's own calls are not.
    void servedCallsAppearInTheLogMarked()
    {
        auto session = openSession();
        CallLogModel log;
        connect(session.get(), &Session::callCompleted, &log, &CallLogModel::append);
        LocalEndpoint endpoint(*session);
        QVERIFY(!endpoint.start(0));
        session->call(QStringLiteral("ListTables"), {});
        QTRY_COMPARE(log.rowCount(), 1);
        RemoteClientOptions options;
        options.endpointUrl = endpoint.url().toStdString();
        options.credentials = {"local", "local"};
        auto client = RemoteClient::create(options);
        QVERIFY(client.ok());
        auto listed = (*client)->call("ListTables", boost::json::object{});
        QVERIFY2(listed.ok(), listed.ok() ? "" : listed.error().message.c_str());
        QTRY_COMPARE(log.rowCount(), 2);
        QCOMPARE(log.index(0, CallLogModel::SourceColumn).data().toString(),
                 QStringLiteral("app"));
        QVERIFY(!log.index(0, 0).data(CallLogModel::ServedRole).toBool());
        QCOMPARE(log.index(1, CallLogModel::SourceColumn).data().toString(),
                 QStringLiteral("served"));
        QVERIFY(log.index(1, 0).data(CallLogModel::ServedRole).toBool());
        QCOMPARE(log.index(1, CallLogModel::OperationColumn).data().toString(),
                 QStringLiteral("ListTables"));
        QCOMPARE(log.headerData(CallLogModel::SourceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Source"));
    }
};

QTEST_MAIN(TestServeDialog)
#include "tst_serve_dialog.moc"
