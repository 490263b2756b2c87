// The main window's database files: replacing the database while its DynamoDB API is served
// asks first (and Cancel replaces nothing); Open of a missing name offers to create it; New
// Database… creates a file and never replaces one; a file another process holds and serves is
// offered to be reached at its URL; Copy as AWS CLI Command names the connection's endpoint
// and region, so it never writes to AWS by mistake.

#include "main/item_actions.h"
#include "main/main_window.h"
#include "session/connection_address.h"
#include "session/embedded_session.h"
#include "session/remote_session.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>
#include <tablesmith/remote_client.h>

#include <boost/json/parse.hpp>

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <unistd.h>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// Answers the next modal message box by clicking the button whose text starts with `button`,
// and keeps what the box said.
class BoxAnswer : public QObject {
public:
    explicit BoxAnswer(QString button) : m_button(std::move(button))
    {
        connect(&m_timer, &QTimer::timeout, this, &BoxAnswer::answer);
        m_timer.start(20);
    }
    bool seen = false;
    QString text;
    QString informative;

private:
    void answer()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        m_timer.stop();
        seen = true;
        text = box->text();
        informative = box->informativeText();
        for (QAbstractButton *button : box->buttons())
            if (button->text().remove(QLatin1Char('&')).startsWith(m_button)) {
                button->click();
                return;
            }
        box->reject();
    }

    QString m_button;
    QTimer m_timer;
};

std::unique_ptr<Session> fileSession(const QString &path)
{
    auto session = openEmbeddedSession(path);
    if (!session.ok())
        qFatal("cannot open %s: %s", qPrintable(path), session.error().message.c_str());
    return std::move(session).value();
}

// The served URL, as the window shows it.
QString servedUrl(const QString &path)
{
    auto holder = databaseHolder(path.toStdString());
    return holder ? QString::fromStdString(holder->url) : QString();
}

std::uint16_t freePort()
{
    auto nothing = Database::open({});
    HttpServerOptions options;
    options.port = 0;
    HttpServer probe(**nothing, options);
    if (!probe.start())
        qFatal("no free port");
    const std::uint16_t port = probe.port();
    probe.stop();
    return port;
}

boost::json::object item(const char *json) { return boost::json::parse(json).as_object(); }

} // namespace

class TestDatabaseFiles : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void replacingTheServedDatabaseAsksFirst_data();
    void replacingTheServedDatabaseAsksFirst();
    void notServedReplacesWithoutAsking();
    void openOfMissingNameOffersToCreate_data();
    void openOfMissingNameOffersToCreate();
    void newDatabaseCreatesAndNeverReplaces();
    void fileHeldElsewhereOffersItsUrl_data();
    void fileHeldElsewhereOffersItsUrl();
    void cliCommandNamesTheConnection();
};

void TestDatabaseFiles::replacingTheServedDatabaseAsksFirst_data()
{
    QTest::addColumn<QString>("how"); // "new" (In-Memory) or "open" (another file)
    QTest::addColumn<QString>("button");
    QTest::newRow("new, cancelled") << "new" << "Cancel";
    QTest::newRow("new, replaced") << "new" << "Replace";
    QTest::newRow("open, cancelled") << "open" << "Cancel";
    QTest::newRow("open, replaced") << "open" << "Replace";
}

void TestDatabaseFiles::replacingTheServedDatabaseAsksFirst()
{
    QFETCH(QString, how);
    QFETCH(QString, button);
    QTemporaryDir dir;
    const QString path = dir.filePath("served.tsdb");
    const QString other = dir.filePath("other.tsdb");
    Database::open({other.toStdString(), false}).value().reset(); // exists: no create question
    MainWindow window;
    window.setSession(fileSession(path));
    QVERIFY(!window.startServing(freePort())); // a port of its own: the new database reuses it
    const QString url = servedUrl(path); // the GUI's serving is written beside the file
    QVERIFY2(url.startsWith("http://127.0.0.1:"), qPrintable(url));
    Session *before = window.session();

    BoxAnswer answer(button);
    if (how == "new")
        window.newInMemoryDatabase();
    else
        window.openDatabaseFile(other);
    QVERIFY(answer.seen);
    QVERIFY2(answer.text.contains(url), qPrintable(answer.text));
    QVERIFY2(answer.informative.contains("will see the new database"),
             qPrintable(answer.informative));
    QVERIFY(window.isServing());
    if (button == "Cancel") {
        QCOMPARE(window.session(), before);
        QCOMPARE(servedUrl(path), url);
        return;
    }
    QVERIFY(window.session() != before);
    QCOMPARE(window.session()->name(), how == "new" ? QStringLiteral("in-memory")
                                                    : QStringLiteral("other.tsdb"));
    QVERIFY(!databaseHolder(path.toStdString())); // the old file is free again
    if (how == "open")
        QCOMPARE(servedUrl(other), url); // served where the old one was
}

void TestDatabaseFiles::notServedReplacesWithoutAsking()
{
    MainWindow window;
    window.setSession(fileSession({}));
    Session *before = window.session();
    BoxAnswer answer("Cancel");
    window.newInMemoryDatabase();
    QVERIFY(!answer.seen);
    QVERIFY(window.session() != before);
}

void TestDatabaseFiles::openOfMissingNameOffersToCreate_data()
{
    QTest::addColumn<QString>("button");
    QTest::newRow("cancelled") << "Cancel";
    QTest::newRow("created") << "Create";
}

void TestDatabaseFiles::openOfMissingNameOffersToCreate()
{
    QFETCH(QString, button);
    QTemporaryDir dir;
    const QString path = dir.filePath("missing.tsdb");
    MainWindow window;
    window.setSession(fileSession({}));
    Session *before = window.session();
    BoxAnswer answer(button);
    window.openDatabaseFile(path);
    QVERIFY(answer.seen);
    QCOMPARE(answer.text, path + " does not exist.");
    if (button == "Cancel") {
        QVERIFY(!QFile::exists(path));
        QCOMPARE(window.session(), before);
        return;
    }
    QVERIFY(QFile::exists(path));
    QCOMPARE(databaseFilePath(*window.session()), path);
}

void TestDatabaseFiles::newDatabaseCreatesAndNeverReplaces()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("made.tsdb");
    MainWindow window;
    window.setSession(fileSession({}));
    {
        BoxAnswer answer("Cancel");
        window.createDatabaseFile(path);
        QVERIFY(!answer.seen);
    }
    QVERIFY(QFile::exists(path));
    QCOMPARE(window.session()->name(), QStringLiteral("made.tsdb"));

    // An existing file is never replaced: New Database… offers to open it, or leaves it.
    const QString notes = dir.filePath("notes.txt");
    QFile file(notes);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("mine\n");
    file.close();
    Session *before = window.session();
    BoxAnswer answer("Cancel");
    window.createDatabaseFile(notes);
    QVERIFY(answer.seen);
    QCOMPARE(answer.text, notes + " already exists.");
    QCOMPARE(window.session(), before);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("mine\n"));
}

void TestDatabaseFiles::fileHeldElsewhereOffersItsUrl_data()
{
    QTest::addColumn<QString>("button");
    QTest::newRow("cancelled") << "Cancel";
    QTest::newRow("connected") << "Connect to";
}

void TestDatabaseFiles::fileHeldElsewhereOffersItsUrl()
{
    QFETCH(QString, button);
    QTemporaryDir dir;
    const QString path = dir.filePath("held.tsdb");
    // The holder: a database served over HTTP, as tablesmith-server does it (in this process,
    // which the lock treats as any other holder).
    std::shared_ptr<Database> holder = std::move(Database::open({path.toStdString(), false}))
                                           .value();
    HttpServerOptions options;
    options.port = 0;
    HttpServer server(*holder, options);
    QVERIFY(server.start());
    const QString url = QStringLiteral("http://127.0.0.1:%1").arg(server.port());
    QVERIFY(holder->setServedUrl(url.toStdString()));

    MainWindow window;
    window.setSession(fileSession({}));
    Session *before = window.session();
    BoxAnswer answer(button);
    window.openDatabaseFile(path);
    QVERIFY(answer.seen);
    QVERIFY2(answer.text.contains(QStringLiteral("(pid %1)").arg(::getpid())),
             qPrintable(answer.text));
    QVERIFY2(answer.text.contains("serves it at " + url), qPrintable(answer.text));
    QCOMPARE(window.session(), before); // the embedded database stays as it was
    if (button == "Cancel") {
        QVERIFY(window.remoteSessions().empty());
    } else {
        QCOMPARE(window.remoteSessions().size(), std::size_t(1));
        Session &remote = *window.remoteSessions().front();
        QCOMPARE(remote.name(), url);
        // And it reaches the holder's tables.
        bool listed = false;
        remote.call(QStringLiteral("ListTables"), {}, this,
                    [&listed](const CallReply &reply) { listed = reply.ok(); });
        QTRY_VERIFY(listed);
    }
    server.stop();
}

void TestDatabaseFiles::cliCommandNamesTheConnection()
{
    const std::vector<boost::json::object> items{item(R"({"PK": {"S": "it's"}})")};
    const QString put = "aws dynamodb put-item --table-name 'tbl' --item "
                        "'{\"PK\":{\"S\":\"it'\\''s\"}}'";

    // The embedded engine, served: its URL.
    QTemporaryDir dir;
    MainWindow window;
    window.setSession(fileSession(dir.filePath("cli.tsdb")));
    QVERIFY(!window.startServing(0));
    ConnectionAddress served = connectionAddress(*window.session(), 8000);
    QCOMPARE(served.endpointUrl, servedUrl(dir.filePath("cli.tsdb")));
    QCOMPARE(awsCliPutItemCommands(served, "tbl", items),
             put + " --endpoint-url '" + served.endpointUrl + "' --region 'us-east-1'");

    // Not served: still local, with a first line saying to serve it.
    window.stopServing();
    ConnectionAddress local = connectionAddress(*window.session(), 8000);
    QVERIFY(!local.served);
    QCOMPARE(awsCliPutItemCommands(local, "tbl", items),
             "# Serve the DynamoDB API first (Serve DynamoDB API): this database is not served "
             "yet, and http://127.0.0.1:8000 is where it would be.\n"
                 + put + " --endpoint-url 'http://127.0.0.1:8000' --region 'us-east-1'");

    // A remote endpoint that is not AWS: its URL and region.
    RemoteClientOptions remoteOptions;
    remoteOptions.endpointUrl = "http://localhost:4566";
    remoteOptions.region = "eu-west-1";
    remoteOptions.credentials = {"key", "secret"};
    auto remote = openRemoteSession(remoteOptions);
    QVERIFY(remote.ok());
    QCOMPARE(awsCliPutItemCommands(connectionAddress(**remote, 8000), "tbl", items),
             put + " --endpoint-url 'http://localhost:4566' --region 'eu-west-1'");

    // AWS itself: the region, which picks AWS's endpoint.
    remoteOptions.endpointUrl = regionEndpoint("eu-west-1");
    auto aws = openRemoteSession(remoteOptions);
    QVERIFY(aws.ok());
    QCOMPARE(awsCliPutItemCommands(connectionAddress(**aws, 8000), "tbl", items),
             put + " --region 'eu-west-1'");
}

QTEST_MAIN(TestDatabaseFiles)
#include "tst_database_files.moc"
