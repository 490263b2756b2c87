// Credentials resolved as the AWS CLI resolves them: environment keys, credential_process,
// role_arn with source_profile (STS AssumeRole, with an MFA code), IAM Identity Center from the
// token `aws sso login` caches. STS and the SSO portal are loopback ScriptedServers reached
// through AWS_ENDPOINT_URL_STS / AWS_ENDPOINT_URL_SSO; nothing here reaches AWS.

#include "remote/credential_process.h"
#include "remote/sts_assume_role.h"
#include "scripted_server.h"

#include <tablesmith/aws_credentials.h>

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tablesmith;
using namespace std::chrono_literals;
using remotetest::ScriptedConnection;
using remotetest::ScriptedServer;

namespace {

constexpr auto kStsAnswer = R"(<?xml version="1.0"?>
<AssumeRoleResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <AssumeRoleResult>
    <AssumedRoleUser><Arn>arn:aws:sts::111122223333:assumed-role/Admin/s</Arn></AssumedRoleUser>
    <Credentials>
      <AccessKeyId>ASIAROLE</AccessKeyId>
      <SecretAccessKey>role/secret&amp;more</SecretAccessKey>
      <SessionToken>roletoken</SessionToken>
      <Expiration>2099-07-15T23:28:33.359Z</Expiration>
    </Credentials>
  </AssumeRoleResult>
  <ResponseMetadata><RequestId>r-1</RequestId></ResponseMetadata>
</AssumeRoleResponse>)";

constexpr auto kStsDenied = R"(<ErrorResponse xmlns="https://sts.amazonaws.com/doc/2011-06-15/">
  <Error><Type>Sender</Type><Code>AccessDenied</Code>
  <Message>User is not authorized to perform: sts:AssumeRole</Message></Error>
  <RequestId>r-2</RequestId></ErrorResponse>)";

constexpr auto kSsoAnswer =
    "{\"roleCredentials\":{\"accessKeyId\":\"ASIASSO\",\"secretAccessKey\":\"ssosecret\","
    "\"sessionToken\":\"ssotoken\",\"expiration\":4102444800000}}";

// Answers every request on every connection with `status` and `body`.
ScriptedServer::Script answering(int status, std::string body,
                                 std::string type = "text/xml")
{
    return [status, body, type](ScriptedConnection &connection, int) {
        while (connection.readRequest())
            connection.respond(status, body, true, type);
    };
}

std::string header(const remotetest::Request &request, const char *name)
{
    auto it = request.find(name);
    return it == request.end() ? std::string() : std::string(it->value());
}

} // namespace

class TestAwsCredentials : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void environmentKeysComeFirst();
    void namedProfileIgnoresEnvironmentKeys();
    void credentialProcess();
    void credentialProcessFailures_data();
    void credentialProcessFailures();
    void commandLineSplitting();
    void providerRefreshesBeforeExpiration();
    void assumeRoleWithSourceProfile();
    void assumeRoleAsksForMfaCode();
    void assumeRoleWithoutPromptSaysSo();
    void assumeRoleChainAndLoop();
    void stsErrorIsNamed();
    void singleSignOnSession();
    void singleSignOnLegacyStartUrl();
    void expiredSsoTokenSaysLogIn();
    void ssoPortalRefusalSaysLogIn();
    void iso8601_data();
    void iso8601();
    void xmlElements();

private:
    void write(const QString &name, const QByteArray &text);
    void writeScript(const QString &name, const QByteArray &body);
    void writeSsoToken(const QString &key, const QDateTime &expiresAt);
    AwsEnvironment environment() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::map<std::string, std::string> m_extra;
};

void TestAwsCredentials::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_extra.clear();
    write(QStringLiteral("credentials"), "[base]\naws_access_key_id = AKIDBASE\n"
                                         "aws_secret_access_key = basesecret\n");
    write(QStringLiteral("config"), "[default]\nregion = eu-west-1\n");
}

void TestAwsCredentials::write(const QString &name, const QByteArray &text)
{
    QFile file(m_dir->filePath(name));
    QDir().mkpath(QFileInfo(file).absolutePath());
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

void TestAwsCredentials::writeScript(const QString &name, const QByteArray &body)
{
    write(name, "#!/bin/sh\n" + body);
    QFile(m_dir->filePath(name)).setPermissions(QFile::ReadOwner | QFile::WriteOwner
                                                | QFile::ExeOwner);
}

void TestAwsCredentials::writeSsoToken(const QString &key, const QDateTime &expiresAt)
{
    const QByteArray sha1 =
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha1).toHex();
    write(QStringLiteral("home/.aws/sso/cache/%1.json").arg(QString::fromLatin1(sha1)),
          R"({"startUrl": "https://corp.awsapps.com/start", "region": "eu-west-1",
              "accessToken": "cached-bearer", "expiresAt": ")"
              + expiresAt.toUTC().toString(Qt::ISODate).toUtf8() + "\"}");
}

AwsEnvironment TestAwsCredentials::environment() const
{
    AwsEnvironment environment;
    environment.home = m_dir->filePath(QStringLiteral("home")).toStdString();
    environment.variables["AWS_SHARED_CREDENTIALS_FILE"] =
        m_dir->filePath(QStringLiteral("credentials")).toStdString();
    environment.variables["AWS_CONFIG_FILE"] =
        m_dir->filePath(QStringLiteral("config")).toStdString();
    for (const auto &[name, value] : m_extra)
        environment.variables[name] = value;
    return environment;
}

void TestAwsCredentials::environmentKeysComeFirst()
{
    m_extra = {{"AWS_ACCESS_KEY_ID", "AKIDENV"}, {"AWS_SECRET_ACCESS_KEY", "envsecret"},
               {"AWS_SESSION_TOKEN", "envtoken"}, {"AWS_PROFILE", "base"}};
    auto keys = resolveAwsCredentials(environment());
    QVERIFY(keys.ok());
    QCOMPARE(keys->accessKeyId, std::string("AKIDENV"));
    QCOMPARE(keys->sessionToken, std::string("envtoken"));
    QCOMPARE(keys->source, std::string("environment"));
}

void TestAwsCredentials::namedProfileIgnoresEnvironmentKeys()
{
    m_extra = {{"AWS_ACCESS_KEY_ID", "AKIDENV"}, {"AWS_SECRET_ACCESS_KEY", "envsecret"}};
    auto keys = resolveAwsCredentials(environment(), "base");
    QVERIFY(keys.ok());
    QCOMPARE(keys->accessKeyId, std::string("AKIDBASE"));
    m_extra = {{"AWS_PROFILE", "base"}};
    auto chosen = resolveAwsCredentials(environment());
    QVERIFY(chosen.ok());
    QCOMPARE(chosen->accessKeyId, std::string("AKIDBASE"));
    auto missing = resolveAwsCredentials(environment(), "nope");
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.find("(nope) could not be found") != std::string::npos);
}

void TestAwsCredentials::credentialProcess()
{
    writeScript(QStringLiteral("bin dir/creds.sh"),
                R"(echo '{"Version": 1, "AccessKeyId": "AKIDPROC", "SecretAccessKey": "p/s",)"
                R"( "SessionToken": "ptoken", "Expiration": "2099-01-02T03:04:05Z"}')"
                "\n");
    const QByteArray script = m_dir->filePath(QStringLiteral("bin dir/creds.sh")).toUtf8();
    write(QStringLiteral("config"), "[profile proc]\ncredential_process = \"" + script
                                        + "\" --profile x\nregion = eu-west-1\n");
    auto profile = resolveAwsProfile(environment(), "proc");
    QVERIFY(profile.ok());
    QCOMPARE(profile->credentialKind, AwsCredentialKind::Process);
    QVERIFY(profile->hasCredentialSource());
    QVERIFY(!profile->hasCredentials());

    auto keys = resolveAwsCredentials(environment(), "proc");
    QVERIFY2(keys.ok(), keys.ok() ? "" : keys.error().message.c_str());
    QCOMPARE(keys->accessKeyId, std::string("AKIDPROC"));
    QCOMPARE(keys->secretAccessKey, std::string("p/s"));
    QCOMPARE(keys->sessionToken, std::string("ptoken"));
    QVERIFY(keys->expiration.has_value());
    QCOMPARE(std::chrono::system_clock::to_time_t(*keys->expiration),
             std::time_t(QDateTime::fromString(QStringLiteral("2099-01-02T03:04:05Z"),
                                               Qt::ISODate).toSecsSinceEpoch()));
}

void TestAwsCredentials::credentialProcessFailures_data()
{
    QTest::addColumn<QByteArray>("script");
    QTest::addColumn<QString>("messagePart");
    QTest::newRow("exit code") << QByteArray("echo 'token expired, log in' >&2\nexit 3\n")
                               << "exit code 3: token expired, log in";
    QTest::newRow("not json") << QByteArray("echo hello\n") << "not a JSON object";
    QTest::newRow("version 2")
        << QByteArray(R"(echo '{"Version":2,"AccessKeyId":"a","SecretAccessKey":"b"}')")
        << "Version is not 1";
    QTest::newRow("no secret") << QByteArray(R"(echo '{"Version":1,"AccessKeyId":"a"}')")
                               << "no AccessKeyId or SecretAccessKey";
    QTest::newRow("bad expiration")
        << QByteArray(R"(echo '{"Version":1,"AccessKeyId":"a","SecretAccessKey":"b",)"
                      R"("Expiration":"tomorrow"}')")
        << "Expiration 'tomorrow'";
}

void TestAwsCredentials::credentialProcessFailures()
{
    QFETCH(QByteArray, script);
    QFETCH(QString, messagePart);
    writeScript(QStringLiteral("fail.sh"), script);
    write(QStringLiteral("config"), "[profile proc]\ncredential_process = "
                                        + m_dir->filePath(QStringLiteral("fail.sh")).toUtf8()
                                        + "\n");
    auto keys = resolveAwsCredentials(environment(), "proc");
    QVERIFY(!keys.ok());
    QVERIFY2(keys.error().message.find(messagePart.toStdString()) != std::string::npos,
             keys.error().message.c_str());
}

void TestAwsCredentials::commandLineSplitting()
{
    using Words = std::vector<std::string>;
    auto split = remote::splitCommandLine(R"(a 'b c' "d\"e" f\ g  "")");
    QVERIFY(split.ok());
    QCOMPARE(split.value(), (Words{"a", "b c", "d\"e", "f g", ""}));
    QVERIFY(!remote::splitCommandLine("a 'b").ok());
    auto missing = remote::runCredentialProcess("/nonexistent/creds", 5s);
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.find("/nonexistent/creds") != std::string::npos);
}

void TestAwsCredentials::providerRefreshesBeforeExpiration()
{
    const QByteArray counter = m_dir->filePath(QStringLiteral("runs")).toUtf8();
    // Expires in two minutes: inside the five-minute refresh margin, so every use re-runs it.
    const QByteArray soon = QDateTime::currentDateTimeUtc().addSecs(120)
                                .toString(Qt::ISODate).toUtf8();
    writeScript(QStringLiteral("soon.sh"),
                "echo run >> '" + counter + "'\necho '{\"Version\":1,\"AccessKeyId\":\"a\","
                "\"SecretAccessKey\":\"b\",\"Expiration\":\"" + soon + "\"}'\n");
    writeScript(QStringLiteral("late.sh"),
                "echo run >> '" + counter + "'\necho '{\"Version\":1,\"AccessKeyId\":\"a\","
                "\"SecretAccessKey\":\"b\",\"Expiration\":\"2099-01-01T00:00:00Z\"}'\n");
    write(QStringLiteral("config"),
          "[profile soon]\ncredential_process = " + m_dir->filePath(QStringLiteral("soon.sh")).toUtf8()
              + "\n[profile late]\ncredential_process = " + m_dir->filePath(QStringLiteral("late.sh")).toUtf8()
              + "\n");
    auto runs = [&] {
        QFile file(QString::fromUtf8(counter));
        return file.open(QIODevice::ReadOnly) ? file.readAll().count('\n') : 0;
    };
    auto late = makeProfileCredentialProvider(environment(), "late");
    for (int i = 0; i < 3; ++i)
        QVERIFY(late->credentials().ok());
    QCOMPARE(runs(), 1);
    auto soonProvider = makeProfileCredentialProvider(environment(), "soon");
    for (int i = 0; i < 3; ++i)
        QVERIFY(soonProvider->credentials().ok());
    QCOMPARE(runs(), 4);
}

void TestAwsCredentials::assumeRoleWithSourceProfile()
{
    ScriptedServer sts(answering(200, kStsAnswer));
    m_extra = {{"AWS_ENDPOINT_URL_STS", "http://127.0.0.1:" + std::to_string(sts.port())}};
    write(QStringLiteral("config"),
          "[profile admin]\nrole_arn = arn:aws:iam::111122223333:role/Admin\n"
          "source_profile = base\nregion = eu-west-1\nexternal_id = ext-1\n"
          "role_session_name = ada\n");
    auto profile = resolveAwsProfile(environment(), "admin");
    QVERIFY(profile.ok());
    QCOMPARE(profile->credentialKind, AwsCredentialKind::AssumeRole);

    auto keys = resolveAwsCredentials(environment(), "admin");
    QVERIFY2(keys.ok(), keys.ok() ? "" : keys.error().message.c_str());
    QCOMPARE(keys->accessKeyId, std::string("ASIAROLE"));
    QCOMPARE(keys->secretAccessKey, std::string("role/secret&more"));
    QCOMPARE(keys->sessionToken, std::string("roletoken"));
    QVERIFY(keys->expiration.has_value());

    const auto requests = sts.requests();
    QCOMPARE(requests.size(), std::size_t(1));
    const std::string &body = requests[0].body();
    QVERIFY2(body.find("Action=AssumeRole") != std::string::npos, body.c_str());
    QVERIFY(body.find("RoleArn=arn%3Aaws%3Aiam%3A%3A111122223333%3Arole%2FAdmin")
            != std::string::npos);
    QVERIFY(body.find("RoleSessionName=ada") != std::string::npos);
    QVERIFY(body.find("ExternalId=ext-1") != std::string::npos);
    QVERIFY(body.find("TokenCode") == std::string::npos);
    const std::string authorization = header(requests[0], "Authorization");
    QVERIFY2(authorization.find("Credential=AKIDBASE/") != std::string::npos,
             authorization.c_str());
    QVERIFY(authorization.find("/eu-west-1/sts/aws4_request") != std::string::npos);
}

void TestAwsCredentials::assumeRoleAsksForMfaCode()
{
    ScriptedServer sts(answering(200, kStsAnswer));
    m_extra = {{"AWS_ENDPOINT_URL_STS", "http://127.0.0.1:" + std::to_string(sts.port())}};
    write(QStringLiteral("config"),
          "[profile admin]\nrole_arn = arn:aws:iam::111122223333:role/Admin\n"
          "source_profile = base\nmfa_serial = arn:aws:iam::111122223333:mfa/ada\n");
    CredentialResolveOptions options;
    std::vector<MfaCodeRequest> asked;
    options.mfaCode = [&asked](const MfaCodeRequest &request) -> Result<std::string> {
        asked.push_back(request);
        return std::string("123456");
    };
    auto keys = resolveAwsCredentials(environment(), "admin", options);
    QVERIFY2(keys.ok(), keys.ok() ? "" : keys.error().message.c_str());
    QCOMPARE(asked.size(), std::size_t(1));
    QCOMPARE(asked[0].profile, std::string("admin"));
    QCOMPARE(asked[0].mfaSerial, std::string("arn:aws:iam::111122223333:mfa/ada"));
    const std::string body = sts.requests().at(0).body();
    QVERIFY(body.find("SerialNumber=arn%3Aaws%3Aiam%3A%3A111122223333%3Amfa%2Fada")
            != std::string::npos);
    QVERIFY(body.find("TokenCode=123456") != std::string::npos);
    // The STS region is the CLI's fallback when neither the environment nor the profile has one.
    QVERIFY(header(sts.requests().at(0), "Authorization").find("/us-east-1/sts/")
            != std::string::npos);

    options.mfaCode = [](const MfaCodeRequest &) -> Result<std::string> {
        return Error::validation("The MFA prompt was cancelled");
    };
    auto cancelled = resolveAwsCredentials(environment(), "admin", options);
    QVERIFY(!cancelled.ok());
    QCOMPARE(cancelled.error().message, std::string("The MFA prompt was cancelled"));
    QCOMPARE(sts.requests().size(), std::size_t(1)); // nothing sent without a code
}

void TestAwsCredentials::assumeRoleWithoutPromptSaysSo()
{
    write(QStringLiteral("config"), "[profile admin]\nrole_arn = arn:aws:iam::1:role/A\n"
                                    "source_profile = base\nmfa_serial = arn:mfa\n");
    auto keys = resolveAwsCredentials(environment(), "admin");
    QVERIFY(!keys.ok());
    QVERIFY2(keys.error().message.find("needs an MFA code for arn:mfa") != std::string::npos,
             keys.error().message.c_str());
}

void TestAwsCredentials::assumeRoleChainAndLoop()
{
    ScriptedServer sts(answering(200, kStsAnswer));
    m_extra = {{"AWS_ENDPOINT_URL_STS", "http://127.0.0.1:" + std::to_string(sts.port())}};
    write(QStringLiteral("config"),
          "[profile hop1]\nrole_arn = arn:aws:iam::1:role/One\nsource_profile = base\n"
          "[profile hop2]\nrole_arn = arn:aws:iam::1:role/Two\nsource_profile = hop1\n"
          "[profile a]\nrole_arn = arn:aws:iam::1:role/A\nsource_profile = b\n"
          "[profile b]\nrole_arn = arn:aws:iam::1:role/B\nsource_profile = a\n"
          "[profile gone]\nrole_arn = arn:aws:iam::1:role/G\nsource_profile = nobody\n");
    auto chained = resolveAwsCredentials(environment(), "hop2");
    QVERIFY2(chained.ok(), chained.ok() ? "" : chained.error().message.c_str());
    const auto requests = sts.requests();
    QCOMPARE(requests.size(), std::size_t(2));
    QVERIFY(requests[0].body().find("role%2FOne") != std::string::npos);
    QVERIFY(header(requests[0], "Authorization").find("Credential=AKIDBASE/")
            != std::string::npos);
    // The second hop signs with the first role's keys and sends its session token.
    QVERIFY(requests[1].body().find("role%2FTwo") != std::string::npos);
    QVERIFY(header(requests[1], "Authorization").find("Credential=ASIAROLE/")
            != std::string::npos);
    QCOMPARE(header(requests[1], "X-Amz-Security-Token"), std::string("roletoken"));

    auto loop = resolveAwsCredentials(environment(), "a");
    QVERIFY(!loop.ok());
    QVERIFY2(loop.error().message.find("loops back") != std::string::npos,
             loop.error().message.c_str());
    auto gone = resolveAwsCredentials(environment(), "gone");
    QVERIFY(!gone.ok());
    QVERIFY(gone.error().message.find("\"nobody\"") != std::string::npos);
}

void TestAwsCredentials::stsErrorIsNamed()
{
    ScriptedServer sts(answering(403, kStsDenied));
    m_extra = {{"AWS_ENDPOINT_URL_STS", "http://127.0.0.1:" + std::to_string(sts.port())}};
    write(QStringLiteral("config"),
          "[profile admin]\nrole_arn = arn:aws:iam::1:role/A\nsource_profile = base\n");
    auto keys = resolveAwsCredentials(environment(), "admin");
    QVERIFY(!keys.ok());
    QVERIFY2(keys.error().message.find("AccessDenied: User is not authorized")
                 != std::string::npos,
             keys.error().message.c_str());
}

void TestAwsCredentials::singleSignOnSession()
{
    ScriptedServer portal(answering(200, kSsoAnswer, "application/json"));
    m_extra = {{"AWS_ENDPOINT_URL_SSO", "http://127.0.0.1:" + std::to_string(portal.port())}};
    write(QStringLiteral("config"),
          "[profile dev]\nsso_session = corp\nsso_account_id = 111122223333\n"
          "sso_role_name = Read Only\nregion = eu-west-1\n"
          "[sso-session corp]\nsso_start_url = https://corp.awsapps.com/start\n"
          "sso_region = eu-west-1\nsso_registration_scopes = sso:account:access\n");
    writeSsoToken(QStringLiteral("corp"), QDateTime::currentDateTimeUtc().addSecs(3600));
    auto profile = resolveAwsProfile(environment(), "dev");
    QVERIFY(profile.ok());
    QCOMPARE(profile->credentialKind, AwsCredentialKind::SingleSignOn);

    auto keys = resolveAwsCredentials(environment(), "dev");
    QVERIFY2(keys.ok(), keys.ok() ? "" : keys.error().message.c_str());
    QCOMPARE(keys->accessKeyId, std::string("ASIASSO"));
    QCOMPARE(keys->sessionToken, std::string("ssotoken"));
    QCOMPARE(std::chrono::system_clock::to_time_t(*keys->expiration), std::time_t(4102444800));
    const auto requests = portal.requests();
    QCOMPARE(requests.size(), std::size_t(1));
    QCOMPARE(std::string(requests[0].target()),
             std::string("/federation/credentials?role_name=Read%20Only&account_id=111122223333"));
    QCOMPARE(header(requests[0], "x-amz-sso_bearer_token"), std::string("cached-bearer"));
}

void TestAwsCredentials::singleSignOnLegacyStartUrl()
{
    ScriptedServer portal(answering(200, kSsoAnswer, "application/json"));
    m_extra = {{"AWS_ENDPOINT_URL_SSO", "http://127.0.0.1:" + std::to_string(portal.port())}};
    write(QStringLiteral("config"),
          "[profile legacy]\nsso_start_url = https://corp.awsapps.com/start\n"
          "sso_region = eu-west-1\nsso_account_id = 1\nsso_role_name = Admin\n");
    writeSsoToken(QStringLiteral("https://corp.awsapps.com/start"),
                  QDateTime::currentDateTimeUtc().addSecs(600));
    auto keys = resolveAwsCredentials(environment(), "legacy");
    QVERIFY2(keys.ok(), keys.ok() ? "" : keys.error().message.c_str());
    QCOMPARE(keys->accessKeyId, std::string("ASIASSO"));
}

void TestAwsCredentials::expiredSsoTokenSaysLogIn()
{
    ScriptedServer portal(answering(200, kSsoAnswer, "application/json"));
    m_extra = {{"AWS_ENDPOINT_URL_SSO", "http://127.0.0.1:" + std::to_string(portal.port())}};
    write(QStringLiteral("config"),
          "[profile dev]\nsso_session = corp\nsso_account_id = 1\nsso_role_name = R\n"
          "[sso-session corp]\nsso_start_url = https://corp.awsapps.com/start\n"
          "sso_region = eu-west-1\n");
    writeSsoToken(QStringLiteral("corp"), QDateTime::currentDateTimeUtc().addSecs(-60));
    auto expired = resolveAwsCredentials(environment(), "dev");
    QVERIFY(!expired.ok());
    QVERIFY2(expired.error().message.find("has expired") != std::string::npos,
             expired.error().message.c_str());
    QVERIFY(expired.error().message.find("aws sso login --profile dev") != std::string::npos);
    QCOMPARE(portal.requests().size(), std::size_t(0));

    QDir(m_dir->filePath(QStringLiteral("home/.aws/sso"))).removeRecursively();
    auto missing = resolveAwsCredentials(environment(), "dev");
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.find("aws sso login --profile dev") != std::string::npos);
}

void TestAwsCredentials::ssoPortalRefusalSaysLogIn()
{
    ScriptedServer portal(answering(
        401, R"({"message":"Session token not found or invalid"})", "application/json"));
    m_extra = {{"AWS_ENDPOINT_URL_SSO", "http://127.0.0.1:" + std::to_string(portal.port())}};
    write(QStringLiteral("config"),
          "[profile dev]\nsso_session = corp\nsso_account_id = 1\nsso_role_name = R\n"
          "[sso-session corp]\nsso_start_url = https://x\nsso_region = eu-west-1\n");
    writeSsoToken(QStringLiteral("corp"), QDateTime::currentDateTimeUtc().addSecs(600));
    auto refused = resolveAwsCredentials(environment(), "dev");
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error().message.find("refused the cached token") != std::string::npos,
             refused.error().message.c_str());
    QVERIFY(refused.error().message.find("aws sso login --profile dev") != std::string::npos);
}

void TestAwsCredentials::iso8601_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("seconds"); // -1: refused
    QTest::newRow("Z") << "2024-05-01T12:00:00Z" << qint64(1714564800);
    QTest::newRow("fraction") << "2024-05-01T12:00:00.359Z" << qint64(1714564800);
    QTest::newRow("UTC") << "2024-05-01T12:00:00UTC" << qint64(1714564800);
    QTest::newRow("offset") << "2024-05-01T14:00:00+02:00" << qint64(1714564800);
    QTest::newRow("offset no colon") << "2024-05-01T07:00:00-0500" << qint64(1714564800);
    QTest::newRow("no zone") << "2024-05-01T12:00:00" << qint64(1714564800);
    QTest::newRow("date only") << "2024-05-01" << qint64(-1);
    QTest::newRow("junk zone") << "2024-05-01T12:00:00 soon" << qint64(-1);
}

void TestAwsCredentials::iso8601()
{
    QFETCH(QString, text);
    QFETCH(qint64, seconds);
    auto parsed = parseIso8601(text.toStdString());
    QCOMPARE(parsed.has_value(), seconds >= 0);
    if (parsed)
        QCOMPARE(qint64(std::chrono::system_clock::to_time_t(*parsed)), seconds);
}

void TestAwsCredentials::xmlElements()
{
    QCOMPARE(remote::xmlElementText(kStsAnswer, "Arn").value_or("?"),
             std::string("arn:aws:sts::111122223333:assumed-role/Admin/s"));
    QCOMPARE(remote::xmlElementText("<a:X xmlns:a='n'> v &lt;1&#62; </a:X>", "X").value_or("?"),
             std::string("v <1>"));
    QCOMPARE(remote::xmlElementText("<R><Empty/><X>1</X></R>", "Empty").value_or("?"),
             std::string());
    QVERIFY(!remote::xmlElementText("<Credentials><AccessKeyId>", "AccessKeyId",
                                    "Credentials"));
    QVERIFY(!remote::xmlElementText("<XY>1</XY>", "X"));
}

QTEST_GUILESS_MAIN(TestAwsCredentials)
#include "tst_aws_credentials.moc"
