// The AWS CLI's credentials and config files, resolved as the CLI does, from temporary files:
// profile naming in each file, environment overrides, [services] endpoints and malformed files.

#include <tablesmith/aws_profile.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace tablesmith;

namespace {

constexpr auto kCredentials = R"(# keys
[default]
aws_access_key_id = AKIDDEFAULT
aws_secret_access_key = defaultsecret

[dev]
aws_access_key_id=AKIDDEV
aws_secret_access_key=devsecret
aws_session_token = devtoken
)";

constexpr auto kConfig = R"([default]
region = eu-west-1

; profiles in the config file carry the word "profile"
[profile dev]
region = us-west-2
services = local-dynamo

[profile local]
region = eu-central-1
endpoint_url = http://localhost:8000
aws_access_key_id = AKIDLOCAL
aws_secret_access_key = localsecret

[services local-dynamo]
dynamodb =
  endpoint_url = http://127.0.0.1:9000
s3 =
  endpoint_url = http://127.0.0.1:9999
)";

} // namespace

class TestAwsProfile : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void defaultProfile();
    void namedProfileJoinsBothFiles();
    void profileFromConfigOnly();
    void awsProfileVariable();
    void environmentKeysWin();
    void namedProfileBeatsEnvironmentKeys();
    void environmentRegionAndEndpoint();
    void missingProfile();
    void missingFilesAreEmpty();
    void homeDefaults();
    void listsProfiles();
    void malformedFiles_data();
    void malformedFiles();

private:
    void write(const QString &name, const char *text);
    AwsEnvironment environment() const;

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestAwsProfile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    write(QStringLiteral("credentials"), kCredentials);
    write(QStringLiteral("config"), kConfig);
}

void TestAwsProfile::write(const QString &name, const char *text)
{
    QFile file(m_dir->filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(text);
}

AwsEnvironment TestAwsProfile::environment() const
{
    AwsEnvironment environment;
    environment.home = "/nonexistent-home";
    environment.variables["AWS_SHARED_CREDENTIALS_FILE"] =
        m_dir->filePath(QStringLiteral("credentials")).toStdString();
    environment.variables["AWS_CONFIG_FILE"] =
        m_dir->filePath(QStringLiteral("config")).toStdString();
    return environment;
}

void TestAwsProfile::defaultProfile()
{
    auto profile = resolveAwsProfile(environment());
    QVERIFY2(profile.ok(), profile.ok() ? "" : profile.error().message.c_str());
    QCOMPARE(profile->name, std::string("default"));
    QCOMPARE(profile->accessKeyId, std::string("AKIDDEFAULT"));
    QCOMPARE(profile->secretAccessKey, std::string("defaultsecret"));
    QCOMPARE(profile->region, std::string("eu-west-1"));
    QVERIFY(profile->endpointUrl.empty());
    QVERIFY(profile->credentialSource.find("[default]") != std::string::npos);
}

void TestAwsProfile::namedProfileJoinsBothFiles()
{
    auto profile = resolveAwsProfile(environment(), "dev");
    QVERIFY(profile.ok());
    QCOMPARE(profile->accessKeyId, std::string("AKIDDEV"));
    QCOMPARE(profile->sessionToken, std::string("devtoken"));
    QCOMPARE(profile->region, std::string("us-west-2"));
    QCOMPARE(profile->endpointUrl, std::string("http://127.0.0.1:9000"));
}

void TestAwsProfile::profileFromConfigOnly()
{
    auto profile = resolveAwsProfile(environment(), "local");
    QVERIFY(profile.ok());
    QCOMPARE(profile->accessKeyId, std::string("AKIDLOCAL"));
    QCOMPARE(profile->endpointUrl, std::string("http://localhost:8000"));
    QCOMPARE(profile->region, std::string("eu-central-1"));
    QVERIFY(profile->credentialSource.find("config [profile local]") != std::string::npos);
}

void TestAwsProfile::awsProfileVariable()
{
    AwsEnvironment env = environment();
    env.variables["AWS_PROFILE"] = "dev";
    auto profile = resolveAwsProfile(env);
    QVERIFY(profile.ok());
    QCOMPARE(profile->name, std::string("dev"));
    QCOMPARE(profile->accessKeyId, std::string("AKIDDEV"));
}

void TestAwsProfile::environmentKeysWin()
{
    AwsEnvironment env = environment();
    env.variables["AWS_ACCESS_KEY_ID"] = "AKIDENV";
    env.variables["AWS_SECRET_ACCESS_KEY"] = "envsecret";
    env.variables["AWS_SESSION_TOKEN"] = "envtoken";
    auto profile = resolveAwsProfile(env);
    QVERIFY(profile.ok());
    QCOMPARE(profile->accessKeyId, std::string("AKIDENV"));
    QCOMPARE(profile->sessionToken, std::string("envtoken"));
    QCOMPARE(profile->credentialSource, std::string("environment"));
    QCOMPARE(profile->region, std::string("eu-west-1")); // still the profile's
}

void TestAwsProfile::namedProfileBeatsEnvironmentKeys()
{
    AwsEnvironment env = environment();
    env.variables["AWS_ACCESS_KEY_ID"] = "AKIDENV";
    env.variables["AWS_SECRET_ACCESS_KEY"] = "envsecret";
    auto profile = resolveAwsProfile(env, "dev");
    QVERIFY(profile.ok());
    QCOMPARE(profile->accessKeyId, std::string("AKIDDEV"));
}

void TestAwsProfile::environmentRegionAndEndpoint()
{
    AwsEnvironment env = environment();
    env.variables["AWS_DEFAULT_REGION"] = "ap-south-1";
    env.variables["AWS_ENDPOINT_URL"] = "http://general:1";
    auto profile = resolveAwsProfile(env, "dev");
    QVERIFY(profile.ok());
    QCOMPARE(profile->region, std::string("ap-south-1"));
    QCOMPARE(profile->endpointUrl, std::string("http://general:1"));
    env.variables["AWS_REGION"] = "sa-east-1";
    env.variables["AWS_ENDPOINT_URL_DYNAMODB"] = "http://dynamo:2";
    profile = resolveAwsProfile(env, "dev");
    QVERIFY(profile.ok());
    QCOMPARE(profile->region, std::string("sa-east-1"));
    QCOMPARE(profile->endpointUrl, std::string("http://dynamo:2"));
}

void TestAwsProfile::missingProfile()
{
    auto profile = resolveAwsProfile(environment(), "prod");
    QVERIFY(!profile.ok());
    QCOMPARE(profile.error().kind, ErrorKind::ValidationException);
    QCOMPARE(profile.error().message, std::string("The config profile (prod) could not be found"));
}

void TestAwsProfile::missingFilesAreEmpty()
{
    AwsEnvironment env;
    env.home = m_dir->filePath(QStringLiteral("nobody")).toStdString();
    auto profile = resolveAwsProfile(env);
    QVERIFY(profile.ok());
    QVERIFY(!profile->hasCredentials());
    auto names = listAwsProfiles(env);
    QVERIFY(names.ok());
    QVERIFY(names->empty());
}

void TestAwsProfile::homeDefaults()
{
    QVERIFY(QDir(m_dir->path()).mkpath(QStringLiteral("home/.aws")));
    write(QStringLiteral("home/.aws/credentials"), "[default]\naws_access_key_id = HOMEKEY\n"
                                                   "aws_secret_access_key = homesecret\n");
    AwsEnvironment env;
    env.home = m_dir->filePath(QStringLiteral("home")).toStdString();
    QCOMPARE(env.credentialsPath(), env.home + "/.aws/credentials");
    QCOMPARE(env.configPath(), env.home + "/.aws/config");
    auto profile = resolveAwsProfile(env);
    QVERIFY(profile.ok());
    QCOMPARE(profile->accessKeyId, std::string("HOMEKEY"));
}

void TestAwsProfile::listsProfiles()
{
    auto names = listAwsProfiles(environment());
    QVERIFY(names.ok());
    QCOMPARE(*names, (std::vector<std::string>{"default", "dev", "local"}));
}

void TestAwsProfile::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("unclosed header") << "config" << "[default]\nregion = x\n[profile dev\n"
                                     << "config:3: the section header is missing its closing ']'";
    QTest::newRow("no equals") << "credentials" << "[default]\naws_access_key_id AKID\n"
                               << "credentials:2: expected 'name = value', found "
                                  "'aws_access_key_id AKID'";
    QTest::newRow("outside section") << "credentials" << "# keys\nregion = x\n"
                                     << "credentials:2: 'region = x' is outside any [section]";
    QTest::newRow("empty header") << "config" << "[ ]\n" << "config:1: the section header "
                                                            "names no section";
    QTest::newRow("no name") << "config" << "[default]\n= value\n"
                             << "config:2: the line has a value but no name";
}

void TestAwsProfile::malformedFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, text);
    QFETCH(QString, message);
    write(file, text.toUtf8().constData());
    const std::string expected = m_dir->filePath(message).toStdString();
    auto profile = resolveAwsProfile(environment());
    QVERIFY(!profile.ok());
    QCOMPARE(profile.error().kind, ErrorKind::ValidationException);
    QCOMPARE(profile.error().message, expected);
    auto names = listAwsProfiles(environment());
    QVERIFY(!names.ok());
    QCOMPARE(names.error().message, expected);
}

QTEST_GUILESS_MAIN(TestAwsProfile)
#include "tst_aws_profile.moc"
