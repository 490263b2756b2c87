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

// A DynamoDB-like POST signed with `credentials` for `scope`, signing `signedNames` (all its
// headers if empty).
struct SignedPost {
    std::string body = R"({"TableName":"t"})";
    std::string authorization;
    sigv4::HttpRequest request{"POST", "/",
                               {{"Host", "127.0.0.1:8000"},
                                {"X-Amz-Date", "20240101T000000Z"},
                                {"X-Amz-Target", "DynamoDB_20120810.DescribeTable"}},
                               {}};

    explicit SignedPost(const Credentials &credentials,
                        const sigv4::Scope &scope = {"us-east-1", "dynamodb",
                                                     "20240101T000000Z"},
                        const std::vector<std::string> &signedNames = {})
    {
        request.body = body;
        if (signedNames.empty()) {
            authorization = sigv4::sign(request, credentials, scope);
        } else {
            const std::string toSign =
                sigv4::stringToSign(scope, sigv4::canonicalRequest(request, signedNames));
            std::string list;
            for (const auto &name : signedNames)
                list += (list.empty() ? "" : ";") + name;
            authorization = "AWS4-HMAC-SHA256 Credential=" + credentials.accessKeyId + "/"
                + scope.amzDate.substr(0, 8) + "/" + scope.region + "/" + scope.service
                + "/aws4_request, SignedHeaders=" + list + ", Signature="
                + sigv4::signature(credentials.secretAccessKey, scope, toSign);
        }
        request.headers.emplace_back("Authorization", authorization);
    }
};

const sigv4::ServerIdentity kVerifying{kSuiteCredentials, "us-east-1"};
const sigv4::ServerIdentity kAnyKey{std::nullopt, "us-east-1"};

// A request carrying exactly these Authorization and X-Amz-Date values (none if empty), which
// it views: they must outlive it.
sigv4::HttpRequest requestWith(std::string_view authorization, std::string_view date)
{
    sigv4::HttpRequest request{"POST", "/", {{"Host", "127.0.0.1:8000"}}, "{}"};
    if (!date.empty())
        request.headers.emplace_back("X-Amz-Date", date);
    request.headers.emplace_back("X-Amz-Target", "DynamoDB_20120810.ListTables");
    if (!authorization.empty())
        request.headers.emplace_back("Authorization", authorization);
    return request;
}

// A DynamoDB POST presigned as the AWS SDK for JavaScript presigns one (X-Amz-Target kept a
// header): every header it carries is signed, but `leftUnsigned`, added after presigning.
struct PresignedPost {
    std::string body = R"({"TableName":"t"})";
    std::string target;
    sigv4::HttpRequest request{"POST", "/",
                               {{"Host", "127.0.0.1:8000"},
                                {"X-Amz-Target", "DynamoDB_20120810.DescribeTable"},
                                {"Content-Type", "application/x-amz-json-1.0"}},
                               {}};

    explicit PresignedPost(const Credentials &credentials,
                           const sigv4::Scope &scope = {"us-east-1", "dynamodb",
                                                        "20240101T000000Z"},
                           std::chrono::seconds expires = std::chrono::seconds(300),
                           std::string_view leftUnsigned = {})
    {
        request.body = body;
        std::optional<sigv4::Header> unsignedHeader;
        for (auto it = request.headers.begin(); it != request.headers.end(); ++it) {
            if (it->first == leftUnsigned) {
                unsignedHeader = *it;
                request.headers.erase(it);
                break;
            }
        }
        target = sigv4::presign(request, credentials, scope, expires);
        request.target = target;
        if (unsignedHeader)
            request.headers.push_back(*unsignedHeader);
    }
    PresignedPost(const PresignedPost &) = delete; // the request views the members
};

std::string manySignedHeaders(int count)
{
    std::string list = "host;x-amz-date;x-amz-target";
    for (int i = 0; i < count - 3; ++i)
        list += ";x-h" + std::to_string(i);
    return list;
}

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
    void malformedAuthorization_data();
    void malformedAuthorization();
    void withoutCredentials_data();
    void withoutCredentials();
    void headerSwapAndBodyTamper_data();
    void headerSwapAndBodyTamper();
    void thousandsOfSignedHeaders();
    void canonicalHeadersGroupRepeats();
    void presignAsTheSdkDoes();
    void presignedIncomplete_data();
    void presignedIncomplete();
    void presignedVerification_data();
    void presignedVerification();
    void presignedWithoutCredentials_data();
    void presignedWithoutCredentials();
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
    // Past what the clock holds (2262): still later than any now, not wrapped to the past.
    auto far = sigv4::parseAmzDate("30200101T010101Z");
    QVERIFY(far);
    QVERIFY(*far > kPostTime);
}

void TestSigV4::verifyAcceptsOwnSignature()
{
    SignedPost post(kSuiteCredentials);
    Status verified = sigv4::verify(post.request, kVerifying, kPostTime);
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
    Status verified = sigv4::verify(post.request, kVerifying, now);
    QVERIFY(!verified.ok());
    QCOMPARE(int(verified.error().kind), kind);
}

// Each malformed Authorization answers the service's exception and message, in its order
// (dynalite's tests and notes, recorded against DynamoDB). The server verifies (has keys).
void TestSigV4::malformedAuthorization_data()
{
    QTest::addColumn<QString>("authorization"); // empty: none sent
    QTest::addColumn<QString>("date");          // X-Amz-Date; empty: none sent
    QTest::addColumn<QString>("exception");
    QTest::addColumn<QString>("message");

    const QString date = "20240101T000000Z";
    const QString scope = "AKIDEXAMPLE/20240101/us-east-1/dynamodb/aws4_request";
    const QString good = "AWS4-HMAC-SHA256 Credential=" + scope
        + ", SignedHeaders=host;x-amz-date;x-amz-target, Signature=" + QString(64, '0');
    const QString missing = "Request is missing Authentication Token";
    const QString needs = "Authorization header requires ";
    const QString notSigned = "' must be a 'SignedHeader' in the AWS Authorization.";

    QTest::newRow("none") << "" << date << "MissingAuthenticationTokenException" << missing;
    QTest::newRow("AWS4") << "AWS4" << date << "MissingAuthenticationTokenException" << missing;
    QTest::newRow("Basic") << "Basic dXNlcjpwYXNz" << date
                           << "MissingAuthenticationTokenException" << missing;
    QTest::newRow("AWS4- and no date")
        << "AWS4-" << "" << "IncompleteSignatureException"
        << needs + "'Credential' parameter. " + needs + "'Signature' parameter. "
            + needs + "'SignedHeaders' parameter. " + needs
            + "existence of either a 'X-Amz-Date' or a 'Date' header. Authorization=AWS4-";
    // The service echoes the whole header after what is missing (dynalite's recordings).
    const QString noSignature = "AWS4-HMAC-SHA256 Credential=" + scope
        + ", SignedHeaders=host;x-amz-date";
    QTest::newRow("no Signature") << noSignature << date << "IncompleteSignatureException"
                                  << needs + "'Signature' parameter. Authorization=" + noSignature;
    const QString emptySigned = "AWS4-HMAC-SHA256 Credential=" + scope
        + ", SignedHeaders=, Signature=00";
    QTest::newRow("empty SignedHeaders")
        << emptySigned << date << "IncompleteSignatureException"
        << needs + "'SignedHeaders' parameter. Authorization=" + emptySigned;
    // Spaces part the names as commas do, alone or with them (dynalite's three recordings).
    for (const QString &header : {QString("AWS4- Signature=b Credential=a"),
                                  QString("AWS4- Signature=b,Credential=a"),
                                  QString("AWS4- Signature=b, Credential=a")})
        QTest::newRow(qPrintable("parted: " + header))
            << header << date << "IncompleteSignatureException"
            << needs + "'SignedHeaders' parameter. Authorization=" + header;
    QTest::newRow("year 3020") << good << "30200101T010101Z" << "InvalidSignatureException"
        << "Signature not yet current: 30200101T010101Z is still later than 20240101T001500Z "
           "(20240101T000000Z + 15 min.)";
    // Alternator's test_expired_signature: no commas at all, and the date is what is wrong.
    QTest::newRow("expired, no commas")
        << "AWS4-HMAC-SHA256 Credential=" + scope
            + " SignedHeaders=host;x-amz-date;x-amz-target Signature=" + QString(64, '0')
        << "20170101T010101Z" << "InvalidSignatureException"
        << "Signature expired: 20170101T010101Z is now earlier than 20231231T234500Z "
           "(20240101T000000Z - 15 min.)";
    QTest::newRow("no equal sign")
        << "AWS4-HMAC-SHA256 Credential=" + scope + ", SignedHeaders, Signature=00" << date
        << "IncompleteSignatureException"
        << "'SignedHeaders' not a valid key=value pair (missing equal-sign) in Authorization "
           "header: 'AWS4-HMAC-SHA256 Credential=" + scope + ", SignedHeaders, Signature=00'";
    QTest::newRow("date format") << good << "201" << "IncompleteSignatureException"
        << "Date must be in ISO-8601 'basic format'. Got '201'. "
           "See http://en.wikipedia.org/wiki/ISO_8601";
    QTest::newRow("expired") << good << "20231231T234459Z" << "InvalidSignatureException"
        << "Signature expired: 20231231T234459Z is now earlier than 20231231T234500Z "
           "(20240101T000000Z - 15 min.)";
    QTest::newRow("not yet current") << good << "20240101T001501Z" << "InvalidSignatureException"
        << "Signature not yet current: 20240101T001501Z is still later than 20240101T001500Z "
           "(20240101T000000Z + 15 min.)";
    QTest::newRow("host not signed")
        << "AWS4-HMAC-SHA256 Credential=" + scope
            + ", SignedHeaders=x-amz-date;x-amz-target, Signature=00"
        << date << "InvalidSignatureException"
        << "'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.";
    QTest::newRow("target not signed")
        << "AWS4-HMAC-SHA256 Credential=" + scope + ", SignedHeaders=host;x-amz-date, Signature=00"
        << date << "InvalidSignatureException" << "'X-Amz-Target" + notSigned;
    QTest::newRow("date not signed")
        << "AWS4-HMAC-SHA256 Credential=" + scope
            + ", SignedHeaders=host;x-amz-target, Signature=00"
        << date << "InvalidSignatureException" << "'X-Amz-Date" + notSigned;
    QTest::newRow("algorithm")
        << "AWS4-HMAC-SHA25 Credential=" + scope
            + ", SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << date << "IncompleteSignatureException"
        << "Unsupported AWS 'algorithm': 'AWS4-HMAC-SHA25' (only AWS4-HMAC-SHA256 for now). ";
    QTest::newRow("four credential parts")
        << "AWS4-HMAC-SHA256 Credential=a/b/c/d, SignedHeaders=host;x-amz-date;x-amz-target, "
           "Signature=00"
        << date << "IncompleteSignatureException"
        << "Credential must have exactly 5 slash-delimited elements, e.g. "
           "keyid/date/region/service/term, got 'a/b/c/d'";
    QTest::newRow("every scope part wrong")
        << "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/b/c/d/e, "
           "SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << date << "InvalidSignatureException"
        << "Credential should be scoped to a valid region, not 'c'. Credential should be scoped "
           "to correct service: 'dynamodb'. Credential should be scoped with a valid "
           "terminator: 'aws4_request', not 'e'. Date in Credential scope does not match "
           "YYYYMMDD from ISO-8601 version of date from HTTP: 'b' != '20240101', from "
           "'20240101T000000Z'.";
    QTest::newRow("another region")
        << "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/eu-west-1/dynamodb/aws4_request, "
           "SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << date << "InvalidSignatureException"
        << "Credential should be scoped to a valid region, not 'eu-west-1'.";
    QTest::newRow("another service")
        << "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/us-east-1/s3/aws4_request, "
           "SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << date << "InvalidSignatureException"
        << "Credential should be scoped to correct service: 'dynamodb'.";
    QTest::newRow("unknown key")
        << "AWS4-HMAC-SHA256 Credential=AKIDOTHER/20240101/us-east-1/dynamodb/aws4_request, "
           "SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << date << "UnrecognizedClientException"
        << "The security token included in the request is invalid.";
}

void TestSigV4::malformedAuthorization()
{
    QFETCH(QString, authorization);
    QFETCH(QString, date);
    QFETCH(QString, exception);
    QFETCH(QString, message);
    const std::string authorizationText = authorization.toStdString();
    const std::string dateText = date.toStdString();
    Status verified =
        sigv4::verify(requestWith(authorizationText, dateText), kVerifying, kPostTime);
    QVERIFY(!verified.ok());
    QCOMPARE(QString::fromStdString(sigv4::exceptionName(verified.error())), exception);
    QCOMPARE(QString::fromStdString(verified.error().message), message);
}

// Without credentials any well-formed signature passes -- any key, secret, region or age --
// but an unsigned or malformed request is refused as the service refuses it (issue 12, 10).
void TestSigV4::withoutCredentials_data()
{
    QTest::addColumn<QString>("authorization");
    QTest::addColumn<QString>("exception"); // empty: accepted

    const QString rest = ", SignedHeaders=content-type;host;x-amz-date;x-amz-target, Signature="
        + QString(64, '0');
    QTest::newRow("any key and region")
        << "AWS4-HMAC-SHA256 Credential=someone/20240101/eu-west-1/dynamodb/aws4_request" + rest
        << "";
    QTest::newRow("unsigned") << "" << "MissingAuthenticationTokenException";
    QTest::newRow("not SigV4") << "Bearer abc" << "MissingAuthenticationTokenException";
    QTest::newRow("incomplete") << "AWS4-HMAC-SHA256 Credential=a/20240101/x/dynamodb/"
                                   "aws4_request"
                                << "IncompleteSignatureException";
    QTest::newRow("another service")
        << "AWS4-HMAC-SHA256 Credential=someone/20240101/eu-west-1/s3/aws4_request" + rest
        << "InvalidSignatureException";
    QTest::newRow("target not signed")
        << "AWS4-HMAC-SHA256 Credential=someone/20240101/eu-west-1/dynamodb/aws4_request, "
           "SignedHeaders=host;x-amz-date, Signature=00"
        << "InvalidSignatureException";
}

void TestSigV4::withoutCredentials()
{
    QFETCH(QString, authorization);
    QFETCH(QString, exception);
    const std::string authorizationText = authorization.toStdString(); // the request views it
    sigv4::HttpRequest request = requestWith(authorizationText, "20240101T000000Z");
    request.headers.emplace_back("Content-Type", "application/x-amz-json-1.0");
    // Years after the signature's date: only a server with keys bounds the clock skew.
    const auto later = kPostTime + std::chrono::hours(24 * 365 * 3);
    Status verified = sigv4::verify(request, kAnyKey, later);
    if (exception.isEmpty()) {
        QVERIFY2(verified.ok(), verified.ok() ? "" : verified.error().message.c_str());
        return;
    }
    QVERIFY(!verified.ok());
    QCOMPARE(QString::fromStdString(sigv4::exceptionName(verified.error())), exception);
}

// A signature must cover what the request does: its target and every x-amz-* header sent, and
// the body's own hash (UNSIGNED-PAYLOAD does not sign it).
void TestSigV4::headerSwapAndBodyTamper_data()
{
    QTest::addColumn<QString>("attack");
    QTest::addColumn<QString>("message"); // how it starts
    const QString mismatch = "The request signature we calculated does not match";
    QTest::newRow("signed over the date alone, target swapped")
        << "swap-unsigned" << "'X-Amz-Target' must be a 'SignedHeader'";
    QTest::newRow("signed target swapped") << "swap-signed" << mismatch;
    QTest::newRow("body tampered") << "body" << mismatch;
    QTest::newRow("UNSIGNED-PAYLOAD") << "unsigned-payload" << mismatch;
    QTest::newRow("unsigned x-amz-content-sha256")
        << "unsigned-sha256" << "'x-amz-content-sha256' must be a 'SignedHeader'";
    QTest::newRow("session token added after signing")
        << "token" << "'X-Amz-Security-Token' must be a 'SignedHeader'";
}

void TestSigV4::headerSwapAndBodyTamper()
{
    QFETCH(QString, attack);
    QFETCH(QString, message);
    const sigv4::Scope scope{"us-east-1", "dynamodb", "20240101T000000Z"};
    std::optional<SignedPost> post;
    if (attack == "swap-unsigned") {
        post.emplace(kSuiteCredentials, scope, std::vector<std::string>{"host", "x-amz-date"});
        QVERIFY(sigv4::verify(post->request, kVerifying, kPostTime).ok() == false);
    } else {
        post.emplace(kSuiteCredentials);
        QVERIFY(sigv4::verify(post->request, kVerifying, kPostTime).ok());
    }
    sigv4::HttpRequest &request = post->request;
    std::string authorization; // the request views it
    if (attack.startsWith("swap"))
        request.headers[2].second = "DynamoDB_20120810.DeleteTable";
    if (attack == "body")
        request.body = R"({"TableName":"u"})";
    if (attack == "unsigned-sha256")
        request.headers.emplace_back("x-amz-content-sha256", "UNSIGNED-PAYLOAD");
    if (attack == "unsigned-payload") {
        // Signed as S3 allows: the payload line says UNSIGNED-PAYLOAD, then the body changes.
        request.headers.pop_back();
        request.headers.emplace_back("X-Amz-Content-Sha256", "UNSIGNED-PAYLOAD");
        const std::vector<std::string> names{"host", "x-amz-content-sha256", "x-amz-date",
                                             "x-amz-target"};
        std::string canonical = sigv4::canonicalRequest(request, names);
        canonical.replace(canonical.size() - 64, 64, "UNSIGNED-PAYLOAD");
        const std::string signature = sigv4::signature(
            kSuiteCredentials.secretAccessKey, scope, sigv4::stringToSign(scope, canonical));
        authorization =
            "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/us-east-1/dynamodb/aws4_request, "
            "SignedHeaders=host;x-amz-content-sha256;x-amz-date;x-amz-target, Signature="
            + signature;
        request.headers.emplace_back("Authorization", authorization);
        request.body = R"({"TableName":"u"})";
    }
    if (attack == "token")
        request.headers.emplace_back("X-Amz-Security-Token", "FwoGZXIvYXdzEXAMPLE");
    Status verified = sigv4::verify(request, kVerifying, kPostTime);
    QVERIFY(!verified.ok());
    QVERIFY2(QString::fromStdString(verified.error().message).startsWith(message),
             verified.error().message.c_str());
}

// Thousands of signed headers are refused before any of them is compared or hashed, with or
// without credentials; the request's own headers need not even be there.
void TestSigV4::thousandsOfSignedHeaders()
{
    for (int count : {65, 5000}) {
        const std::string authorization =
            "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/us-east-1/dynamodb/aws4_request, "
            "SignedHeaders=" + manySignedHeaders(count) + ", Signature=" + std::string(64, '0');
        sigv4::HttpRequest request = requestWith(authorization, "20240101T000000Z");
        std::vector<std::string> names;
        for (int i = 0; i < count - 3; ++i)
            names.push_back("x-h" + std::to_string(i));
        for (const auto &name : names)
            request.headers.emplace_back(name, "v");
        for (const auto *server : {&kVerifying, &kAnyKey}) {
            Status verified = sigv4::verify(request, *server, kPostTime);
            QVERIFY(!verified.ok());
            QCOMPARE(sigv4::exceptionName(verified.error()),
                     std::string("IncompleteSignatureException"));
            QVERIFY2(verified.error().message.starts_with(
                         "SignedHeaders lists " + std::to_string(count) + " headers"),
                     verified.error().message.c_str());
        }
    }
    // 64 are fine (then the signature decides).
    const std::string authorization =
        "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/us-east-1/dynamodb/aws4_request, "
        "SignedHeaders=" + manySignedHeaders(64) + ", Signature=" + std::string(64, '0');
    Status verified =
        sigv4::verify(requestWith(authorization, "20240101T000000Z"), kVerifying, kPostTime);
    QVERIFY(!verified.ok());
    QVERIFY(verified.error().message.starts_with("The request signature we calculated"));
}

// Repeated headers are joined with commas in the request's order, whatever the case of their
// names, and a signed name the request lacks has an empty value.
void TestSigV4::canonicalHeadersGroupRepeats()
{
    sigv4::HttpRequest request{"POST", "/",
                               {{"X-Amz-Meta", "b"}, {"Host", "h"}, {"x-amz-meta", " a  z "},
                                {"X-Amz-Date", "20240101T000000Z"}},
                               ""};
    const std::string canonical = sigv4::canonicalRequest(
        request, {"host", "missing", "x-amz-date", "x-amz-meta"});
    QCOMPARE(canonical,
             std::string("POST\n/\n\nhost:h\nmissing:\nx-amz-date:20240101T000000Z\n"
                         "x-amz-meta:b,a z\n\nhost;missing;x-amz-date;x-amz-meta\n")
                 + sigv4::sha256Hex(""));
}

// A presigned request as the AWS SDK for JavaScript v3 makes it (@smithy/signature-v4's
// presign(), signing date and keys fixed, X-Amz-Target kept a header): the same parameters and
// signature, which covers the body's hash as it does for every service but S3. Its canonical
// query string leaves X-Amz-Signature out.
void TestSigV4::presignAsTheSdkDoes()
{
    PresignedPost post(kSuiteCredentials);
    QCOMPARE(post.target,
             std::string("/?X-Amz-Algorithm=AWS4-HMAC-SHA256"
                         "&X-Amz-Credential=AKIDEXAMPLE%2F20240101%2Fus-east-1%2Fdynamodb"
                         "%2Faws4_request&X-Amz-Date=20240101T000000Z&X-Amz-Expires=300"
                         "&X-Amz-SignedHeaders=content-type%3Bhost%3Bx-amz-target"
                         "&X-Amz-Signature="
                         "65e89f9fc1e65d51571ccc4da86668dc2b58b99087631c396906f656dc0a075f"));
    const std::vector<std::string> names{"content-type", "host", "x-amz-target"};
    const std::string canonical = sigv4::presignedCanonicalRequest(post.request, names);
    QVERIFY(canonical.find("X-Amz-Signature") == std::string::npos);
    QVERIFY(canonical.ends_with(sigv4::sha256Hex(post.body)));
    QVERIFY(sigv4::canonicalRequest(post.request, names).find("X-Amz-Signature=65e8")
            != std::string::npos);
    Status verified = sigv4::verify(post.request, kVerifying, kPostTime);
    QVERIFY2(verified.ok(), verified.ok() ? "" : verified.error().message.c_str());
}

// The service's answers to X-Amz-* query-string parameters that are not a whole signature, in
// its order (dynalite's connection.js, recorded against DynamoDB), also without credentials.
void TestSigV4::presignedIncomplete_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("authorization"); // empty: none sent
    QTest::addColumn<QString>("exception");
    QTest::addColumn<QString>("message");

    const QString missing = "Request is missing Authentication Token";
    const QString needs = "AWS query-string parameters must include ";
    const QString again = "Re-examine the query-string parameters.";
    QTest::newRow("X-Amz-Algorith and an Authorization not SigV4")
        << "/?X-Amz-Algorith" << "X" << "MissingAuthenticationTokenException" << missing;
    QTest::newRow("all but X-Amz-Algorithm")
        << "/?X-Amz-Credential=a&X-Amz-Signature=b&X-Amz-SignedHeaders=c&X-Amz-Date=d" << ""
        << "MissingAuthenticationTokenException" << missing;
    QTest::newRow("X-Amz-Algorithm and Authorization")
        << "/?X-Amz-Algorithm" << "X" << "InvalidSignatureException"
        << "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP "
           "header.";
    QTest::newRow("X-Amz-Algorithm and a whole Authorization")
        << "/?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        << "AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20240101/us-east-1/dynamodb/aws4_request, "
           "SignedHeaders=host;x-amz-date;x-amz-target, Signature=00"
        << "InvalidSignatureException"
        << "Found both 'X-Amz-Algorithm' as a query-string param and 'Authorization' as HTTP "
           "header.";
    QTest::newRow("empty X-Amz-Algorithm")
        << "/?X-Amz-Algorithm" << "" << "IncompleteSignatureException"
        << needs + "'X-Amz-Algorithm'. " + needs + "'X-Amz-Credential'. " + needs
            + "'X-Amz-Signature'. " + needs + "'X-Amz-SignedHeaders'. " + needs
            + "'X-Amz-Date'. " + again;
    QTest::newRow("no X-Amz-SignedHeaders")
        << "/?X-Amz-Algorithm=a&X-Amz-Credential=b&X-Amz-Signature=c&X-Amz-Date=d" << ""
        << "IncompleteSignatureException" << needs + "'X-Amz-SignedHeaders'. " + again;
    // Past the parameters' presence, the header's checks and texts, in the header's order.
    const QString rest = "&X-Amz-Credential=AKIDEXAMPLE%2F20240101%2Fus-east-1%2Fdynamodb"
                         "%2Faws4_request&X-Amz-SignedHeaders=host%3Bx-amz-target"
                         "&X-Amz-Signature=00";
    QTest::newRow("date format")
        << "/?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=201" + rest << ""
        << "IncompleteSignatureException"
        << "Date must be in ISO-8601 'basic format'. Got '201'. "
           "See http://en.wikipedia.org/wiki/ISO_8601";
    QTest::newRow("algorithm")
        << "/?X-Amz-Algorithm=AWS4-HMAC-SHA25&X-Amz-Date=20240101T000000Z" + rest << ""
        << "IncompleteSignatureException"
        << "Unsupported AWS 'algorithm': 'AWS4-HMAC-SHA25' (only AWS4-HMAC-SHA256 for now). ";
    QTest::newRow("X-Amz-Expires not a number")
        << "/?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20240101T000000Z&X-Amz-Expires=x"
            + rest
        << "" << "IncompleteSignatureException"
        << "X-Amz-Expires must be a number of seconds from 1 to 604800 (a week), got 'x'.";
    QTest::newRow("X-Amz-Expires past a week")
        << "/?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20240101T000000Z"
           "&X-Amz-Expires=604801" + rest
        << "" << "IncompleteSignatureException"
        << "X-Amz-Expires must be a number of seconds from 1 to 604800 (a week), got '604801'.";
}

void TestSigV4::presignedIncomplete()
{
    QFETCH(QString, target);
    QFETCH(QString, authorization);
    QFETCH(QString, exception);
    QFETCH(QString, message);
    const std::string targetText = target.toStdString();
    const std::string authorizationText = authorization.toStdString();
    sigv4::HttpRequest request{"POST", targetText, {{"Host", "127.0.0.1:8000"}}, "{}"};
    request.headers.emplace_back("X-Amz-Target", "DynamoDB_20120810.ListTables");
    if (!authorization.isEmpty())
        request.headers.emplace_back("Authorization", authorizationText);
    for (const auto *server : {&kVerifying, &kAnyKey}) {
        Status verified = sigv4::verify(request, *server, kPostTime);
        QVERIFY(!verified.ok());
        QCOMPARE(QString::fromStdString(sigv4::exceptionName(verified.error())), exception);
        QCOMPARE(QString::fromStdString(verified.error().message), message);
    }
}

// A presigned request is checked as strictly as a signed header: its scope, the headers it
// must sign, its age (X-Amz-Expires), its key and its signature.
void TestSigV4::presignedVerification_data()
{
    QTest::addColumn<QString>("attack");
    QTest::addColumn<QString>("exception"); // empty: accepted
    QTest::addColumn<QString>("message");   // how it starts

    const QString mismatch = "The request signature we calculated does not match";
    QTest::newRow("as signed") << "" << "" << "";
    QTest::newRow("signature in upper case") << "upper" << "" << "";
    QTest::newRow("body tampered") << "body" << "InvalidSignatureException" << mismatch;
    QTest::newRow("signed target swapped") << "target" << "InvalidSignatureException" << mismatch;
    QTest::newRow("query parameter added") << "parameter" << "InvalidSignatureException"
                                           << mismatch;
    QTest::newRow("X-Amz-Expires raised") << "expires" << "InvalidSignatureException"
                                          << mismatch;
    QTest::newRow("signature altered") << "signature" << "InvalidSignatureException" << mismatch;
    QTest::newRow("wrong secret") << "secret" << "InvalidSignatureException" << mismatch;
    QTest::newRow("unknown key") << "key" << "UnrecognizedClientException"
                                 << "The security token included in the request is invalid.";
    QTest::newRow("used after X-Amz-Expires") << "expired" << "InvalidSignatureException"
        << "Signature expired: 20240101T000000Z is now earlier than 20240101T000001Z "
           "(20240101T000501Z - 5 min.)";
    QTest::newRow("used within X-Amz-Expires") << "late" << "" << "";
    QTest::newRow("dated ahead") << "future" << "InvalidSignatureException"
        << "Signature not yet current: 20240101T000000Z is still later than 20231231T235900Z "
           "(20231231T234400Z + 15 min.)";
    QTest::newRow("host not signed") << "host" << "InvalidSignatureException"
        << "'Host' or ':authority' must be a 'SignedHeader' in the AWS Authorization.";
    QTest::newRow("target not signed") << "unsigned-target" << "InvalidSignatureException"
        << "'X-Amz-Target' must be a 'SignedHeader' in the AWS Authorization.";
    QTest::newRow("another region") << "region" << "InvalidSignatureException"
        << "Credential should be scoped to a valid region, not 'eu-west-1'.";
    QTest::newRow("another service") << "service" << "InvalidSignatureException"
        << "Credential should be scoped to correct service: 'dynamodb'.";
}

void TestSigV4::presignedVerification()
{
    QFETCH(QString, attack);
    QFETCH(QString, exception);
    QFETCH(QString, message);
    Credentials signer = kSuiteCredentials;
    if (attack == "secret")
        signer.secretAccessKey = "not-the-secret";
    if (attack == "key")
        signer.accessKeyId = "AKIDOTHER";
    sigv4::Scope scope{"us-east-1", "dynamodb", "20240101T000000Z"};
    if (attack == "region")
        scope.region = "eu-west-1";
    if (attack == "service")
        scope.service = "s3";
    const std::string_view leftUnsigned = attack == "host" ? "Host"
        : attack == "unsigned-target"                      ? "X-Amz-Target"
                                                           : "";
    PresignedPost post(signer, scope, std::chrono::seconds(300), leftUnsigned);
    sigv4::HttpRequest &request = post.request;
    std::string target = post.target; // the request views it
    if (attack == "upper") {
        const auto at = target.find("X-Amz-Signature=") + 16;
        for (std::size_t i = at; i < target.size(); ++i)
            target[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(target[i])));
    }
    if (attack == "body")
        request.body = R"({"TableName":"u"})";
    if (attack == "target")
        request.headers[1].second = "DynamoDB_20120810.DeleteTable";
    if (attack == "parameter")
        target += "&Limit=1";
    if (attack == "expires")
        target.replace(target.find("X-Amz-Expires=300"), 17, "X-Amz-Expires=3000");
    if (attack == "signature")
        target.back() = target.back() == '0' ? '1' : '0';
    request.target = target;
    auto now = kPostTime;
    if (attack == "expired")
        now += std::chrono::seconds(301);
    if (attack == "late")
        now += std::chrono::seconds(299);
    if (attack == "future")
        now -= std::chrono::minutes(16);
    Status verified = sigv4::verify(request, kVerifying, now);
    if (exception.isEmpty()) {
        QVERIFY2(verified.ok(), verified.ok() ? "" : verified.error().message.c_str());
        return;
    }
    QVERIFY(!verified.ok());
    QCOMPARE(QString::fromStdString(sigv4::exceptionName(verified.error())), exception);
    QVERIFY2(QString::fromStdString(verified.error().message).startsWith(message),
             verified.error().message.c_str());
}

// Without credentials any well-formed presigned request passes -- any key, secret, region or
// age -- as any well-formed signed header does; a malformed one is still refused.
void TestSigV4::presignedWithoutCredentials_data()
{
    QTest::addColumn<QString>("attack");
    QTest::addColumn<QString>("exception"); // empty: accepted
    QTest::newRow("any key, region and age") << "" << "";
    QTest::newRow("another service") << "service" << "InvalidSignatureException";
    QTest::newRow("target not signed") << "unsigned-target" << "InvalidSignatureException";
    QTest::newRow("X-Amz-Expires past a week") << "week" << "IncompleteSignatureException";
}

void TestSigV4::presignedWithoutCredentials()
{
    QFETCH(QString, attack);
    QFETCH(QString, exception);
    const Credentials someone{"someone", "anything"};
    const sigv4::Scope scope{"eu-west-1", attack == "service" ? "s3" : "dynamodb",
                             "20240101T000000Z"};
    const auto expires = std::chrono::seconds(attack == "week" ? 604801 : 60);
    PresignedPost post(someone, scope, expires,
                       attack == "unsigned-target" ? "X-Amz-Target" : "");
    const auto later = kPostTime + std::chrono::hours(24 * 365 * 3);
    Status verified = sigv4::verify(post.request, kAnyKey, later);
    if (exception.isEmpty()) {
        QVERIFY2(verified.ok(), verified.ok() ? "" : verified.error().message.c_str());
        return;
    }
    QVERIFY(!verified.ok());
    QCOMPARE(QString::fromStdString(sigv4::exceptionName(verified.error())), exception);
}

QTEST_GUILESS_MAIN(TestSigV4)
#include "tst_sigv4.moc"
