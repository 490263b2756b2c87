// SigV4 against AWS's published test suite
// (https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html), plus verify().

#include "wire/sigv4.h"

#include <QtTest>

using namespace tablesmith;

namespace {

const Credentials kSuiteCredentials{"AKIDEXAMPLE", "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY"};
const sigv4::Scope kSuiteScope{"us-east-1", "service", "20150830T123600Z"};
// The signing time of SignedPost, so verify() sees no clock skew.
const auto kPostTime = *sigv4::parseAmzDate("20240101T000000Z");
constexpr std::string_view kSuitePrefix =
    "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ";

sigv4::HttpRequest suiteRequest(std::string_view method, std::string_view target)
{
    return {method,
            target,
            {{"Host", "example.amazonaws.com"}, {"X-Amz-Date", "20150830T123600Z"}},
            {}};
}

// A DynamoDB-like POST signed with `credentials`.
struct SignedPost {
    std::string body = R"({"TableName":"t"})";
    std::string authorization;
    sigv4::HttpRequest request{"POST", "/",
                               {{"Host", "127.0.0.1:8000"},
                                {"X-Amz-Date", "20240101T000000Z"},
                                {"X-Amz-Target", "DynamoDB_20120810.DescribeTable"}},
                               {}};

    explicit SignedPost(const Credentials &credentials)
    {
        request.body = body;
        authorization =
            sigv4::sign(request, credentials, {"us-east-1", "dynamodb", "20240101T000000Z"});
        request.headers.emplace_back("Authorization", authorization);
    }
};

} // namespace

class TestSigV4 : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void getVanillaSteps();
    void suite_data();
    void suite();
    void parseAuthorization();
    void amzDates();
    void verifyAcceptsOwnSignature();
    void verifyRejects_data();
    void verifyRejects();
};

void TestSigV4::getVanillaSteps()
{
    auto request = suiteRequest("GET", "/");
    std::string canonical = sigv4::canonicalRequest(request, {"host", "x-amz-date"});
    QCOMPARE(canonical,
             std::string("GET\n/\n\nhost:example.amazonaws.com\nx-amz-date:20150830T123600Z\n\n"
                         "host;x-amz-date\n"
                         "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"));
    std::string toSign = sigv4::stringToSign(kSuiteScope, canonical);
    QCOMPARE(toSign,
             std::string("AWS4-HMAC-SHA256\n20150830T123600Z\n"
                         "20150830/us-east-1/service/aws4_request\n"
                         "bb579772317eb040ac9ed261061d46c1f17a8133879d6129b6e1c25292927e63"));
    QCOMPARE(sigv4::signature(kSuiteCredentials.secretAccessKey, kSuiteScope, toSign),
             std::string("5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31"));
}

void TestSigV4::suite_data()
{
    QTest::addColumn<QString>("method");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("extraHeaders"); // name, value, name, value...
    QTest::addColumn<QString>("expected");         // after the credential scope

    QTest::newRow("get-vanilla") << "GET" << "/" << QStringList{}
        << "SignedHeaders=host;x-amz-date, "
           "Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31";
    QTest::newRow("post-vanilla") << "POST" << "/" << QStringList{}
        << "SignedHeaders=host;x-amz-date, "
           "Signature=5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b";
    QTest::newRow("get-vanilla-query-order-key-case")
        << "GET" << "/?Param2=value2&Param1=value1" << QStringList{}
        << "SignedHeaders=host;x-amz-date, "
           "Signature=b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500";
    QTest::newRow("get-unreserved")
        << "GET" << "/-._~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        << QStringList{}
        << "SignedHeaders=host;x-amz-date, "
           "Signature=07ef7494c76fa4850883e2b006601f940f8a34d404d0cfa977f52a65bbf5f24f";
    QTest::newRow("post-header-value-case")
        << "POST" << "/" << QStringList{"My-Header1", "VALUE1"}
        << "SignedHeaders=host;my-header1;x-amz-date, "
           "Signature=cdbc9802e29d2942e5e10b5bccfdd67c5f22c7c4e8ae67b53629efa58b974b7d";
    QTest::newRow("get-header-value-trim")
        << "GET" << "/" << QStringList{"My-Header1", " value1", "My-Header2", "\"a   b   c\""}
        << "SignedHeaders=host;my-header1;my-header2;x-amz-date, "
           "Signature=acc3ed3afb60bb290fc8d2dd0098b9911fcaa05412b367055dee359757a9c736";
}

void TestSigV4::suite()
{
    QFETCH(QString, method);
    QFETCH(QString, target);
    QFETCH(QStringList, extraHeaders);
    QFETCH(QString, expected);

    std::string methodText = method.toStdString();
    std::string targetText = target.toStdString();
    std::vector<std::string> headerText;
    for (const QString &part : extraHeaders)
        headerText.push_back(part.toStdString());
    auto request = suiteRequest(methodText, targetText);
    for (std::size_t i = 0; i + 1 < headerText.size(); i += 2)
        request.headers.emplace_back(headerText[i], headerText[i + 1]);

    std::string authorization = sigv4::sign(request, kSuiteCredentials, kSuiteScope);
    QCOMPARE(authorization, std::string(kSuitePrefix) + expected.toStdString());
}

void TestSigV4::parseAuthorization()
{
    auto parsed = sigv4::parseAuthorization(
        "AWS4-HMAC-SHA256 Credential=AKID/20240101/eu-west-1/dynamodb/aws4_request, "
        "SignedHeaders=host;x-amz-date;x-amz-target,Signature=ABCDEF");
    QVERIFY(parsed.ok());
    QCOMPARE(parsed->accessKeyId, std::string("AKID"));
    QCOMPARE(parsed->date, std::string("20240101"));
    QCOMPARE(parsed->region, std::string("eu-west-1"));
    QCOMPARE(parsed->service, std::string("dynamodb"));
    QCOMPARE(parsed->signedHeaders.size(), std::size_t(3));
    QCOMPARE(parsed->signature, std::string("abcdef"));

    QVERIFY(!sigv4::parseAuthorization("Basic dXNlcjpwYXNz").ok());
    QVERIFY(!sigv4::parseAuthorization("AWS4-HMAC-SHA256 Credential=AKID/x").ok());
    QVERIFY(!sigv4::parseAuthorization("AWS4-HMAC-SHA256 Signature=00").ok());
}

void TestSigV4::amzDates()
{
    auto parsed = sigv4::parseAmzDate("20150830T123600Z");
    QVERIFY(parsed);
    QCOMPARE(sigv4::amzDate(*parsed), std::string("20150830T123600Z"));
    QVERIFY(!sigv4::parseAmzDate("2015-08-30T12:36:00Z"));
    QVERIFY(!sigv4::parseAmzDate("20150830T123600Zjunk"));
}

void TestSigV4::verifyAcceptsOwnSignature()
{
    SignedPost post(kSuiteCredentials);
    Status verified = sigv4::verify(post.request, kSuiteCredentials, kPostTime);
    QVERIFY2(verified.ok(), verified.ok() ? "" : verified.error().message.c_str());
}

void TestSigV4::verifyRejects_data()
{
    QTest::addColumn<QString>("tamper");
    QTest::addColumn<int>("kind");
    QTest::newRow("body") << "body" << int(ErrorKind::InvalidSignatureException);
    QTest::newRow("target header") << "target" << int(ErrorKind::InvalidSignatureException);
    QTest::newRow("wrong secret") << "secret" << int(ErrorKind::InvalidSignatureException);
    QTest::newRow("unknown key") << "key" << int(ErrorKind::UnrecognizedClientException);
    QTest::newRow("16 minutes old") << "stale" << int(ErrorKind::InvalidSignatureException);
    QTest::newRow("16 minutes ahead") << "future" << int(ErrorKind::InvalidSignatureException);
    QTest::newRow("no authorization")
        << "noauth" << int(ErrorKind::MissingAuthenticationTokenException);
}

void TestSigV4::verifyRejects()
{
    QFETCH(QString, tamper);
    QFETCH(int, kind);
    Credentials signer = kSuiteCredentials;
    if (tamper == "secret")
        signer.secretAccessKey = "not-the-secret";
    if (tamper == "key")
        signer.accessKeyId = "AKIDOTHER";
    SignedPost post(signer);
    if (tamper == "body")
        post.request.body = R"({"TableName":"u"})";
    if (tamper == "target")
        post.request.headers[2].second = "DynamoDB_20120810.DeleteTable";
    if (tamper == "noauth")
        post.request.headers.pop_back();

    auto now = kPostTime;
    if (tamper == "stale")
        now += std::chrono::minutes(16);
    if (tamper == "future")
        now -= std::chrono::minutes(16);
    Status verified = sigv4::verify(post.request, kSuiteCredentials, now);
    QVERIFY(!verified.ok());
    QCOMPARE(int(verified.error().kind), kind);
}

QTEST_GUILESS_MAIN(TestSigV4)
#include "tst_sigv4.moc"
