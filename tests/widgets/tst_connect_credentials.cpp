// Connecting as the AWS CLI would, through the Connect to Endpoint dialog: a loopback endpoint
// with no credentials at all, a profile whose keys come from credential_process, a role
// profile whose mfa_serial makes the GUI ask for a code (STS is a loopback stub reached
// through AWS_ENDPOINT_URL_STS), and an endpoint that is a web server, not DynamoDB: one line.

#include "remote/connect_endpoint_dialog.h"
#include "scripted_server.h"
#include "session/remote_session.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <boost/json/parse.hpp>

#include <QApplication>
#include <QFile>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QComboBox>
#include <QRadioButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// Answers each HTTP request with one fixed response (on its own thread) and keeps them.
class StubHttpServer {
public:
    StubHttpServer(int status, std::string contentType, std::string body)
        : m_server([=](remotetest::ScriptedConnection &connection, int) {
              while (connection.readRequest())
                  connection.respond(status, body, true, contentType);
          })
    {
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1").arg(m_server.port()); }
    // Each request as text: the start line's target, the headers and the body.
    QList<QByteArray> requests() const
    {
        QList<QByteArray> out;
        for (const auto &request : m_server.requests()) {
            QByteArray text(request.target().data(), qsizetype(request.target().size()));
            for (const auto &field : request)
                text += "\n" + QByteArray(field.name_string().data(),
                                          qsizetype(field.name_string().size()))
                    + ": " + QByteArray(field.value().data(), qsizetype(field.value().size()));
            text += "\n\n" + QByteArray::fromStdString(request.body());
            out << text;
        }
        return out;
    }

private:
    remotetest::ScriptedServer m_server;
};

const Credentials kRoleKeys{"ASIAROLEKEY", "role-secret"};

std::string stsAnswer()
{
    return "<AssumeRoleResponse xmlns=\"https://sts.amazonaws.com/doc/2011-06-15/\">"
           "<AssumeRoleResult><Credentials><AccessKeyId>ASIAROLEKEY</AccessKeyId>"
           "<SecretAccessKey>role-secret</SecretAccessKey><SessionToken>tok</SessionToken>"
           "<Expiration>2099-01-01T00:00:00Z</Expiration></Credentials></AssumeRoleResult>"
           "</AssumeRoleResponse>";
}

} // namespace

class TestConnectCredentials : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void loopbackNeedsNoCredentials();
    void credentialProcessProfileConnects();
    void roleProfileAsksForMfaCode();
    void webServerIsOneLine();

private:
    void writeConfig(const QByteArray &config, const QByteArray &credentials = {});
    // Starts a loopback tablesmith endpoint; with keys, it checks signatures against them.
    void serve(std::optional<Credentials> keys);
    QString test(ConnectEndpointDialog &dialog, bool *connected);

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_database;
    std::unique_ptr<HttpServer> m_server;
};

void TestConnectCredentials::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    for (const char *name : {"AWS_PROFILE", "AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY",
                             "AWS_SESSION_TOKEN", "AWS_REGION", "AWS_DEFAULT_REGION",
                             "AWS_ENDPOINT_URL", "AWS_ENDPOINT_URL_DYNAMODB",
                             "AWS_ENDPOINT_URL_STS"})
        qunsetenv(name);
    qputenv("AWS_CONFIG_FILE", m_dir.filePath(QStringLiteral("config")).toUtf8());
    qputenv("AWS_SHARED_CREDENTIALS_FILE",
            m_dir.filePath(QStringLiteral("credentials")).toUtf8());
}

void TestConnectCredentials::init()
{
    m_database = std::move(Database::open({}).value());
    writeConfig({});
}

void TestConnectCredentials::cleanup()
{
    m_server.reset();
    m_database.reset();
    qunsetenv("AWS_ENDPOINT_URL_STS");
}

void TestConnectCredentials::writeConfig(const QByteArray &config,
                                         const QByteArray &credentials)
{
    for (const auto &[name, text] : {std::pair{QStringLiteral("config"), config},
                                     std::pair{QStringLiteral("credentials"), credentials}}) {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
    }
}

void TestConnectCredentials::serve(std::optional<Credentials> keys)
{
    HttpServerOptions options;
    options.port = 0;
    if (keys)
        options.credentials = *keys;
    options.region = "eu-west-1"; // the profiles' region: a signature is scoped to the server's
    m_server = std::make_unique<HttpServer>(*m_database, options);
    QVERIFY(m_server->start().ok());
}

QString TestConnectCredentials::test(ConnectEndpointDialog &dialog, bool *connected)
{
    QSignalSpy tested(&dialog, &ConnectEndpointDialog::tested);
    dialog.testConnection();
    if (!tested.wait(20000))
        return QStringLiteral("(no answer)");
    *connected = tested.at(0).at(0).toBool();
    return tested.at(0).at(1).toString();
}

void TestConnectCredentials::loopbackNeedsNoCredentials()
{
    serve(std::nullopt);
    ConnectEndpointDialog dialog;
    QTRY_VERIFY(dialog.hasReadProfiles());
    dialog.urlEdit()->setText(QStringLiteral("http://localhost:%1").arg(m_server->port()));
    QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
    bool connected = false;
    const QString message = test(dialog, &connected);
    QVERIFY2(connected, qPrintable(message));
    QCOMPARE(message, QStringLiteral("Connected: 0 tables."));

    // The same form for AWS itself needs keys: it says so instead of connecting.
    dialog.urlEdit()->clear();
    QVERIFY(!dialog.validationMessage().isEmpty());
}

void TestConnectCredentials::credentialProcessProfileConnects()
{
    const QString script = m_dir.filePath(QStringLiteral("creds.sh"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#!/bin/sh\necho '{\"Version\": 1, \"AccessKeyId\": \"AKIDPROCESS\", "
               "\"SecretAccessKey\": \"process-secret\"}'\n");
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    serve(Credentials{"AKIDPROCESS", "process-secret"});
    writeConfig("[profile proc]\nregion = eu-west-1\ncredential_process = " + script.toUtf8()
                + "\n");
    ConnectEndpointDialog dialog;
    QTRY_COMPARE(dialog.profileBox()->currentText(), QStringLiteral("proc"));
    dialog.urlEdit()->setText(QStringLiteral("http://127.0.0.1:%1").arg(m_server->port()));
    QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));
    bool connected = false;
    const QString message = test(dialog, &connected);
    QVERIFY2(connected, qPrintable(message)); // the server checked the process's signature
}

void TestConnectCredentials::roleProfileAsksForMfaCode()
{
    StubHttpServer sts(200, "text/xml", stsAnswer());
    qputenv("AWS_ENDPOINT_URL_STS", sts.url().toUtf8());
    serve(kRoleKeys);
    writeConfig("[profile admin]\nregion = eu-west-1\nrole_arn = arn:aws:iam::1:role/Admin\n"
                "source_profile = base\nmfa_serial = arn:aws:iam::1:mfa/ada\n",
                "[base]\naws_access_key_id = AKIDBASE\naws_secret_access_key = s\n");
    ConnectEndpointDialog dialog;
    QTRY_VERIFY(dialog.hasReadProfiles());
    dialog.profileBox()->setCurrentText(QStringLiteral("admin"));
    dialog.urlEdit()->setText(QStringLiteral("http://127.0.0.1:%1").arg(m_server->port()));
    QVERIFY2(dialog.validationMessage().isEmpty(), qPrintable(dialog.validationMessage()));

    // Types the code into the prompt once it shows (it is asked for from a worker thread).
    QString prompt;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&] {
        for (QWidget *widget : QApplication::topLevelWidgets()) {
            auto *input = qobject_cast<QInputDialog *>(widget);
            if (!input || !input->isVisible())
                continue;
            prompt = input->labelText();
            input->setTextValue(QStringLiteral("654321"));
            input->accept();
        }
    });
    answer.start(20);
    bool connected = false;
    const QString message = test(dialog, &connected);
    QVERIFY2(connected, qPrintable(message));
    QVERIFY2(prompt.contains(QStringLiteral("arn:aws:iam::1:mfa/ada")), qPrintable(prompt));
    const QList<QByteArray> requests = sts.requests();
    QCOMPARE(requests.size(), 1);
    QVERIFY(requests[0].contains("TokenCode=654321"));
    QVERIFY(requests[0].contains("Credential=AKIDBASE/"));
}

void TestConnectCredentials::webServerIsOneLine()
{
    std::string page = "<!DOCTYPE html>\n<html><head><title>Welcome to nginx!</title></head>\n";
    for (int i = 0; i < 100; ++i)
        page += "<p>paragraph " + std::to_string(i) + "</p>\n";
    page += "</html>\n";
    StubHttpServer web(404, "text/html", page);
    ConnectEndpointDialog dialog;
    QTRY_VERIFY(dialog.hasReadProfiles());
    dialog.urlEdit()->setText(web.url());
    bool connected = true;
    const QString message = test(dialog, &connected);
    QVERIFY(!connected);
    QVERIFY2(message.contains(QStringLiteral("not a DynamoDB endpoint")), qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("Welcome to nginx!")), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1Char('\n')), qPrintable(message));
    QVERIFY(!message.contains(QStringLiteral("<p>")));
    QVERIFY(message.size() < 300);

    StubHttpServer json(200, "application/json", R"({"status": "ok"})");
    dialog.urlEdit()->setText(json.url());
    const QString other = test(dialog, &connected);
    QVERIFY(!connected);
    QVERIFY2(other.contains(QStringLiteral("not a DynamoDB endpoint")), qPrintable(other));
}

QTEST_MAIN(TestConnectCredentials)
#include "tst_connect_credentials.moc"
