// Remote endpoints in the workbench: the main window connected to a loopback tablesmith server
// (signatures verified) beside its embedded database, browsing a table through it; a refused
// or lost connection shown as an error with the window still usable; the connect dialog's
// validation, test button and remembered connections (never the secret).

#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "log/call_log_dock.h"
#include "log/call_log_model.h"
#include "main/connections_dock.h"
#include "main/main_window.h"
#include "remote/connect_endpoint_dialog.h"
#include "remote/saved_connections.h"
#include "session/embedded_session.h"
#include "session/remote_session.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include <sys/stat.h>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

const Credentials kCredentials{"AKIDWORKBENCH", "workbench-secret"};

void callOrFail(Client &client, std::string_view operation, std::string_view request)
{
    auto result = client.call(operation, boost::json::parse(request).as_object());
    if (!result.ok())
        qFatal("%s", result.error().message.c_str());
}

QStandardItem *childNamed(QStandardItem *parent, const QString &text)
{
    for (int row = 0; parent && row < parent->rowCount(); ++row)
        if (parent->child(row)->text() == text)
            return parent->child(row);
    return nullptr;
}

} // namespace

class TestRemoteConnection : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void cleanupTestCase();
    void browsesARemoteTableBesideTheEmbeddedOne();
    void refusedSignatureShowsAnError();
    void lostConnectionKeepsTheWindowUsable();
    void disconnectClosesItsTabs();
    void remoteTabsAreNotSavedForNextRun();
    void dialogValidatesBeforeConnecting();
    void dialogTestsTheConnection();
    void dialogReadsProfiles();
    void dialogReadsProfilesOffTheUiThread();
    void rememberedConnectionsHoldNoSecret();

private:
    std::unique_ptr<Session> remoteSession(const QString &secret = {});
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server->port()); }

    QTemporaryDir m_awsDir;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<HttpServer> m_server;
};

void TestRemoteConnection::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("TablesmithTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_remote_connection"));
    QSettings().clear();
    // Profiles come from these files only, whatever the machine's ~/.aws holds.
    QFile config(m_awsDir.filePath(QStringLiteral("config")));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("[profile workbench]\nregion = eu-west-1\n"
                 "aws_access_key_id = AKIDWORKBENCH\n"
                 "aws_secret_access_key = workbench-secret\n");
    config.close();
    qputenv("AWS_CONFIG_FILE", config.fileName().toUtf8());
    qputenv("AWS_SHARED_CREDENTIALS_FILE",
            m_awsDir.filePath(QStringLiteral("credentials")).toUtf8());
    for (const char *name : {"AWS_PROFILE", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
                             "AWS_SESSION_TOKEN", "AWS_REGION", "AWS_DEFAULT_REGION",
                             "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB"})
        qunsetenv(name);
}

void TestRemoteConnection::init()
{
    auto database = Database::open({});
    QVERIFY(database.ok());
    m_database = std::move(database).value();
    callOrFail(*m_database, "CreateTable", R"({"TableName":"Orders",
        "BillingMode":"PAY_PER_REQUEST",
        "AttributeDefinitions":[{"AttributeName":"pk","AttributeType":"S"}],
        "KeySchema":[{"AttributeName":"pk","KeyType":"HASH"}]})");
    for (int i = 0; i < 3; ++i)
        callOrFail(*m_database, "PutItem",
                   R"({"TableName":"Orders","Item":{"pk":{"S":"order#)" + std::to_string(i)
                       + R"("}}})");
    HttpServerOptions options;
    options.port = 0;
    options.threads = 2;
    options.credentials = kCredentials;
    options.region = "eu-west-1"; // the clients' region: a signature is scoped to the server's
    m_server = std::make_unique<HttpServer>(*m_database, options);
    QVERIFY(m_server->start().ok());
}

void TestRemoteConnection::cleanup()
{
    m_server.reset();
    m_database.reset();
}

void TestRemoteConnection::cleanupTestCase() { QSettings().clear(); }

std::unique_ptr<Session> TestRemoteConnection::remoteSession(const QString &secret)
{
    RemoteEndpoint endpoint;
    endpoint.url = url();
    endpoint.region = QStringLiteral("eu-west-1");
    endpoint.accessKeyId = QString::fromStdString(kCredentials.accessKeyId);
    endpoint.secretAccessKey =
        secret.isEmpty() ? QString::fromStdString(kCredentials.secretAccessKey) : secret;
    auto session = openRemoteSession(endpoint);
    if (!session.ok())
        qFatal("%s", session.error().message.c_str());
    return std::move(session).value();
}

void TestRemoteConnection::browsesARemoteTableBesideTheEmbeddedOne()
{
    MainWindow window(workbenchInstruments());
    auto embedded = openEmbeddedSession({});
    QVERIFY(embedded.ok());
    window.setSession(std::move(embedded).value());
    window.show();
    Session *remote = window.addRemoteSession(remoteSession());

    QStandardItemModel *tree = window.connectionsDock()->model();
    QTRY_COMPARE(tree->rowCount(), 2);
    QVERIFY(tree->item(0)->text().startsWith(QStringLiteral("embedded")));
    QStandardItem *remoteRoot = tree->item(1);
    QCOMPARE(remoteRoot->text(), QStringLiteral("remote · 127.0.0.1:%1").arg(m_server->port()));
    QTRY_VERIFY(childNamed(remoteRoot, QStringLiteral("Orders")));
    QCOMPARE(window.connectionsDock()->sessionAt(remoteRoot->index()), remote);
    QCOMPARE(tree->item(0)->rowCount(), 0); // the embedded database has no tables

    // Activating the table in the dock opens it through the remote session.
    Q_EMIT window.connectionsDock()->tableActivatedIn(remote, QStringLiteral("Orders"));
    TableTab *tab = qobject_cast<TableTab *>(window.tabs()->currentWidget());
    QVERIFY(tab);
    QCOMPARE(&tab->session(), remote);
    QCOMPARE(window.tableTab(QStringLiteral("Orders")), tab);
    QTRY_VERIFY(tab->model());
    QTRY_COMPARE(tab->model()->rowCount(), 3);
    QTRY_VERIFY(tab->model()->isAtEnd());
    const QString tabText = window.tabs()->tabText(window.tabs()->currentIndex());
    QVERIFY(tabText.startsWith(QStringLiteral("Orders · ")));

    // The log and the status bar follow the remote connection.
    QTRY_VERIFY(window.findChild<CallLogDock *>()->model()->rowCount() >= 3);
    const auto labels = window.statusBar()->findChildren<QLabel *>();
    QVERIFY(std::any_of(labels.begin(), labels.end(), [this](QLabel *label) {
        return label->text() == QStringLiteral("remote · %1").arg(url());
    }));
}

void TestRemoteConnection::refusedSignatureShowsAnError()
{
    MainWindow window;
    window.setSession(openEmbeddedSession({}).value());
    window.addRemoteSession(remoteSession(QStringLiteral("wrong-secret")));
    QStandardItem *remoteRoot = window.connectionsDock()->model()->item(1);
    QVERIFY(remoteRoot);
    QTRY_COMPARE(remoteRoot->rowCount(), 1);
    QCOMPARE(remoteRoot->child(0)->text(), QStringLiteral("Access was denied."));
    QVERIFY(remoteRoot->child(0)->toolTip().contains(QStringLiteral("InvalidSignatureException")));
}

void TestRemoteConnection::lostConnectionKeepsTheWindowUsable()
{
    MainWindow window;
    window.setSession(openEmbeddedSession({}).value());
    Session *remote = window.addRemoteSession(remoteSession());
    TableTab *tab = window.openTable(*remote, QStringLiteral("Orders"));
    QTRY_VERIFY(tab->model());
    QTRY_COMPARE(tab->model()->rowCount(), 3);

    m_server->stop();
    QSignalSpy failed(tab->model(), &TableItemsModel::loadFailed);
    tab->reload();
    QVERIFY(failed.wait(10000));
    QCOMPARE(failed.at(0).at(0).value<CallError>().kind, ErrorKind::ConnectionError);

    window.connectionsDock()->refresh();
    QStandardItem *remoteRoot = window.connectionsDock()->model()->item(1);
    QTRY_COMPARE(remoteRoot->rowCount(), 1);
    QCOMPARE(remoteRoot->child(0)->text(), QStringLiteral("The endpoint could not be reached."));

    // The embedded database still works beside it.
    QVERIFY(window.openTable(QStringLiteral("Missing")));
    QCOMPARE(window.remoteSessions().size(), std::size_t(1));
}

void TestRemoteConnection::disconnectClosesItsTabs()
{
    MainWindow window;
    window.setSession(openEmbeddedSession({}).value());
    Session *remote = window.addRemoteSession(remoteSession());
    window.openTable(*remote, QStringLiteral("Orders"));
    QCOMPARE(window.tabs()->count(), 1);
    Q_EMIT window.connectionsDock()->disconnectRequested(remote);
    QCOMPARE(window.tabs()->count(), 0);
    QCOMPARE(window.connectionsDock()->model()->rowCount(), 1);
    QVERIFY(window.remoteSessions().empty());
}

void TestRemoteConnection::remoteTabsAreNotSavedForNextRun()
{
    MainWindow window;
    window.setSession(openEmbeddedSession({}).value());
    Session *remote = window.addRemoteSession(remoteSession());
    window.openTable(QStringLiteral("Local"));
    window.openTable(*remote, QStringLiteral("Orders"));
    window.saveLayout();
    const QSettings settings;
    QCOMPARE(settings.value(QStringLiteral("tabs/open")).toStringList(),
             QStringList{QStringLiteral("Local")});
    const QString current = settings.value(QStringLiteral("tabs/current")).toString();
    QVERIFY(current != QStringLiteral("Orders"));
}

void TestRemoteConnection::dialogValidatesBeforeConnecting()
{
    ConnectEndpointDialog dialog;
    dialog.keysButton()->setChecked(true);
    dialog.urlEdit()->setText(QStringLiteral("localhost:8000"));
    QVERIFY(!dialog.connectButton()->isEnabled());
    QVERIFY(dialog.messageLabel()->text().contains(QStringLiteral("http://")));

    // Not loopback: a local endpoint takes any keys, so none would be asked for there.
    dialog.urlEdit()->setText(QStringLiteral("https://dynamodb.eu-west-1.amazonaws.com"));
    dialog.regionBox()->setCurrentText(QStringLiteral("eu-west-1"));
    QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Enter an access key ID."));
    dialog.accessKeyEdit()->setText(QStringLiteral("AKIDWORKBENCH"));
    QCOMPARE(dialog.messageLabel()->text(), QStringLiteral("Enter the secret access key."));
    QCOMPARE(dialog.secretKeyEdit()->echoMode(), QLineEdit::Password);
    dialog.secretKeyEdit()->setText(QStringLiteral("workbench-secret"));
    QVERIFY(dialog.validationMessage().isEmpty());
    QVERIFY(dialog.connectButton()->isEnabled());

    dialog.regionBox()->setCurrentText(QStringLiteral("eu west"));
    QVERIFY(!dialog.connectButton()->isEnabled());
}

void TestRemoteConnection::dialogTestsTheConnection()
{
    ConnectEndpointDialog dialog;
    RemoteEndpoint endpoint;
    endpoint.url = url();
    endpoint.region = QStringLiteral("eu-west-1");
    endpoint.accessKeyId = QStringLiteral("AKIDWORKBENCH");
    endpoint.secretAccessKey = QStringLiteral("workbench-secret");
    dialog.setEndpoint(endpoint);
    QSignalSpy tested(&dialog, &ConnectEndpointDialog::tested);
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QCOMPARE(tested.at(0).at(0).toBool(), true);
    QCOMPARE(tested.at(0).at(1).toString(), QStringLiteral("Connected: 1 table."));

    dialog.secretKeyEdit()->setText(QStringLiteral("wrong"));
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QCOMPARE(tested.at(1).at(0).toBool(), false);
    QVERIFY(tested.at(1).at(1).toString().contains(QStringLiteral("InvalidSignatureException")));
}

void TestRemoteConnection::dialogReadsProfiles()
{
    ConnectEndpointDialog dialog;
    QVERIFY(dialog.profileButton()->isChecked());
    QTRY_COMPARE(dialog.profileBox()->currentText(), QStringLiteral("workbench"));
    QCOMPARE(dialog.regionBox()->currentText(), QStringLiteral("eu-west-1")); // the profile's
    dialog.urlEdit()->setText(url());
    dialog.regionBox()->setCurrentText(QString());
    QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
    QSignalSpy tested(&dialog, &ConnectEndpointDialog::tested);
    dialog.testConnection();
    QVERIFY(tested.wait(10000));
    QVERIFY2(tested.at(0).at(0).toBool(), qPrintable(tested.at(0).at(1).toString()));
}

// The config file is a FIFO that stays empty until the dialog is up: a dialog reading it on the
// UI thread would block in its constructor until the writer gave up waiting for it.
void TestRemoteConnection::dialogReadsProfilesOffTheUiThread()
{
    const QString fifo = m_awsDir.filePath(QStringLiteral("config-fifo"));
    QVERIFY(::mkfifo(QFile::encodeName(fifo).constData(), 0600) == 0);
    const QByteArray previous = qgetenv("AWS_CONFIG_FILE");
    qputenv("AWS_CONFIG_FILE", QFile::encodeName(fifo));
    std::atomic_bool constructed = false;
    std::atomic_bool writerWaitedInVain = false;
    std::thread writer([&] {
        for (int waited = 0; !constructed && waited < 3000; waited += 10)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        writerWaitedInVain = !constructed;
        QFile file(fifo);
        if (file.open(QIODevice::WriteOnly))
            file.write("[profile piped]\nregion = ap-south-1\n"
                       "aws_access_key_id = AKIDPIPED\naws_secret_access_key = piped\n");
    });
    {
        ConnectEndpointDialog dialog;
        constructed = true;
        QVERIFY(!dialog.hasReadProfiles());
        QTRY_VERIFY(dialog.hasReadProfiles());
        writer.join();
        QVERIFY(!writerWaitedInVain);
        QCOMPARE(dialog.profileBox()->currentText(), QStringLiteral("piped"));
        QCOMPARE(dialog.regionBox()->currentText(), QStringLiteral("ap-south-1"));
    }
    qputenv("AWS_CONFIG_FILE", previous);
    QFile::remove(fifo);
}

void TestRemoteConnection::rememberedConnectionsHoldNoSecret()
{
    QSettings().clear();
    RemoteEndpoint endpoint;
    endpoint.url = url();
    endpoint.region = QStringLiteral("eu-west-1");
    endpoint.accessKeyId = QStringLiteral("AKIDWORKBENCH");
    endpoint.secretAccessKey = QStringLiteral("very-secret-value");
    rememberConnection(endpoint);
    RemoteEndpoint profiled;
    profiled.url = QStringLiteral("http://localhost:8000");
    profiled.region = QStringLiteral("us-east-1");
    profiled.profile = QStringLiteral("workbench");
    rememberConnection(profiled);
    rememberConnection(endpoint); // moves to the front, not twice

    const QList<RemoteEndpoint> saved = savedConnections();
    QCOMPARE(saved.size(), 2);
    QCOMPARE(saved[0].url, url());
    QVERIFY(saved[0].secretAccessKey.isEmpty());
    QVERIFY(saved[0].accessKeyId.isEmpty());
    QCOMPARE(saved[1].profile, QStringLiteral("workbench"));

    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray stored = file.readAll();
    QVERIFY(stored.contains("localhost"));
    QVERIFY(!stored.contains("very-secret-value"));
    QVERIFY(!stored.contains("AKIDWORKBENCH"));
}

QTEST_MAIN(TestRemoteConnection)
#include "tst_remote_connection.moc"
