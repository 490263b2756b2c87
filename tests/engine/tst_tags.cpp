// Tags on tables (TagResource, UntagResource, ListTagsOfResource, CreateTable's Tags): kept
// per table across reopening, gone with the table, and DynamoDB's limits and errors.

#include "engine_fixture.h"

#include <QTemporaryDir>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

const std::string kArn = "arn:aws:dynamodb:us-east-1:000000000000:table/ecommerce";

std::string tagRequest(const std::string &tags, const std::string &arn = kArn)
{
    return R"({"ResourceArn": ")" + arn + R"(", "Tags": )" + tags + "}";
}

QString listed(Client &db, const std::string &arn = kArn)
{
    return text(ok(db, "ListTagsOfResource", R"({"ResourceArn": ")" + arn + R"("})")
                    .at("Tags"));
}

std::string manyTags(int first, int count)
{
    std::string out = "[";
    for (int i = first; i < first + count; ++i)
        out += (i > first ? "," : "") + std::string(R"({"Key": "k)") + std::to_string(i)
               + R"(", "Value": "v"})";
    return out + "]";
}

} // namespace

class TestTags : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void tagUntagList();
    void createTableTags();
    void tagsSurviveReopenAndGoWithTheTable();
    void lengthsAreCharacters();
    void rejects_data();
    void rejects();
};

void TestTags::tagUntagList()
{
    auto db = openMemory();
    createEcommerce(*db);
    QCOMPARE(listed(*db), "[]");
    ok(*db, "TagResource", tagRequest(R"([{"Key": "team", "Value": "orders"},
        {"Key": "env", "Value": "dev"}])"));
    QCOMPARE(listed(*db), R"([{"Key":"env","Value":"dev"},{"Key":"team","Value":"orders"}])");
    ok(*db, "TagResource", tagRequest(R"([{"Key": "env", "Value": "prod"},
        {"Key": "empty", "Value": ""}])")); // a new value replaces the old
    QCOMPARE(listed(*db), R"([{"Key":"empty","Value":""},{"Key":"env","Value":"prod"},)"
                          R"({"Key":"team","Value":"orders"}])");
    ok(*db, "UntagResource", R"({"ResourceArn": ")" + kArn
                                 + R"(", "TagKeys": ["team", "empty", "absent"]})");
    QCOMPARE(listed(*db), R"([{"Key":"env","Value":"prod"}])");
}

void TestTags::createTableTags()
{
    auto db = openMemory();
    ok(*db, "CreateTable", R"({"TableName": "tagged", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        "Tags": [{"Key": "owner", "Value": "ada"}]})");
    QCOMPARE(listed(*db, "arn:aws:dynamodb:us-east-1:000000000000:table/tagged"),
             R"([{"Key":"owner","Value":"ada"}])");
    QCOMPARE(fails(*db, "CreateTable", R"({"TableName": "other", "BillingMode":
        "PAY_PER_REQUEST", "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"}],
        "Tags": )" + manyTags(0, 51) + "}"),
             "ValidationException: One or more parameter values were invalid: Too many tags: a "
             "table can have at most 50 tags, this request would leave 51");
    QCOMPARE(text(ok(*db, "ListTables", "{}").at("TableNames")), R"(["tagged"])");
}

void TestTags::tagsSurviveReopenAndGoWithTheTable()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("tags.tsdb").toStdString();
    {
        auto db = std::move(Database::open({path, false})).value();
        createEcommerce(*db);
        ok(*db, "TagResource", tagRequest(R"([{"Key": "team", "Value": "orders"}])"));
    }
    auto db = std::move(Database::open({path, false})).value();
    QCOMPARE(listed(*db), R"([{"Key":"team","Value":"orders"}])");
    ok(*db, "DeleteTable", R"({"TableName": "ecommerce"})");
    createEcommerce(*db); // the same name, a new table: no tags
    QCOMPARE(listed(*db), "[]");
}

// 128 characters of a key and 256 of a value are allowed however many bytes they take
// (Alternator's test_tag.py, against the service): 'א' is two bytes of UTF-8.
void TestTags::lengthsAreCharacters()
{
    auto db = openMemory();
    createEcommerce(*db);
    std::string key, value;
    for (int i = 0; i < 128; ++i)
        key += "\u05d0";
    for (int i = 0; i < 256; ++i)
        value += "\u05d0";
    ok(*db, "TagResource", tagRequest(R"([{"Key": ")" + key + R"(", "Value": ")" + value
                                      + R"("}])"));
    QCOMPARE(text(ok(*db, "ListTagsOfResource", R"({"ResourceArn": ")" + kArn + R"("})")
                      .at("Tags").as_array().front().at("Key")),
             "\"" + QString(128, QChar(0x05d0)) + "\"");
    const std::string longer = tagRequest(R"([{"Key": ")" + key + R"(x", "Value": ""}])");
    QVERIFY(fails(*db, "TagResource", longer).contains("Member must have length less than"));
}

void TestTags::rejects_data()
{
    QTest::addColumn<QString>("operation");
    QTest::addColumn<QString>("request");
    QTest::addColumn<QString>("error");
    // ARNs as the service answers them (dynalite's recordings, alternator's test_tag.py and
    // 2026 probes of the service): shape, then the caller's right, then region and resource.
    const QString arn = "arn:aws:dynamodb:us-east-1:000000000000:table/";
    QTest::newRow("unknown table") << "ListTagsOfResource"
        << R"({"ResourceArn": ")" + arn + R"(nope"})"
        << "ResourceNotFoundException: Requested resource not found: ResourceArn: " + arn
               + "nope not found";
    QTest::newRow("not an arn") << "TagResource"
        << R"({"ResourceArn": "ecommerce", "Tags": [{"Key": "k", "Value": "v"}]})"
        << "ValidationException: One or more parameter values were invalid: ARNs must start "
           "with 'arn:': ecommerce";
    QTest::newRow("not an arn, colons") << "ListTagsOfResource"
        << R"({"ResourceArn": "a:b:c:d:e:f/g"})"
        << "ValidationException: One or more parameter values were invalid: ARNs must start "
           "with 'arn:': a:b:c:d:e:f/g";
    QTest::newRow("another account") << "ListTagsOfResource"
        << R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:111111111111:table/ecommerce"})"
        << "AccessDeniedException: User: arn:aws:iam::000000000000:root is not authorized to "
           "perform: dynamodb:ListTagsOfResource on resource: "
           "arn:aws:dynamodb:us-east-1:111111111111:table/ecommerce";
    QTest::newRow("another service") << "UntagResource"
        << R"({"ResourceArn": "arn:aws:s3:::bucket", "TagKeys": ["k0"]})"
        << "AccessDeniedException: User: arn:aws:iam::000000000000:root is not authorized to "
           "perform: dynamodb:UntagResource on resource: arn:aws:s3:::bucket";
    QTest::newRow("too few components") << "ListTagsOfResource"
        << R"({"ResourceArn": "arn:aws:dynamodb"})"
        << "AccessDeniedException: User: arn:aws:iam::000000000000:root is not authorized to "
           "perform: dynamodb:ListTagsOfResource on resource: arn:aws:dynamodb";
    QTest::newRow("another region") << "ListTagsOfResource"
        << R"({"ResourceArn": "arn:aws:dynamodb:eu-west-1:000000000000:table/ecommerce"})"
        << "ValidationException: Invalid TableArn: Invalid ResourceArn provided as input "
           "arn:aws:dynamodb:eu-west-1:000000000000:table/ecommerce";
    QTest::newRow("short table name") << "ListTagsOfResource"
        << R"({"ResourceArn": ")" + arn + R"(ab"})"
        << "ValidationException: Invalid TableArn: Invalid ResourceArn provided as input " + arn
               + "ab";
    QTest::newRow("index arn") << "ListTagsOfResource"
        << R"({"ResourceArn": ")" + arn + R"(ecommerce/index/GSI1"})"
        << "ValidationException: One or more parameter values were invalid: Invalid resource "
           "arn provided, only table or stream is accepted. Provided resource arn: " + arn
               + "ecommerce/index/GSI1";
    QTest::newRow("not a table") << "TagResource"
        << R"({"ResourceArn": "arn:aws:dynamodb:us-east-1:000000000000:backup/b1", )"
           R"("Tags": [{"Key": "k", "Value": "v"}]})"
        << "ValidationException: One or more parameter values were invalid: Provided Arn is "
           "not a DynamoDB resource arn: arn:aws:dynamodb:us-east-1:000000000000:backup/b1";
    QTest::newRow("no tags") << "TagResource" << QString::fromStdString(R"({"ResourceArn": ")"
                                                                        + kArn + R"("})")
        << "ValidationException: 1 validation error detected: Value null at 'tags' failed to "
           "satisfy constraint: Member must not be null";
    QTest::newRow("reserved key") << "TagResource"
        << QString::fromStdString(tagRequest(R"([{"Key": "aws:x", "Value": "v"}])"))
        << "ValidationException: Tag keys starting with aws: are reserved for AWS use: aws:x";
    QTest::newRow("empty key") << "TagResource"
        << QString::fromStdString(tagRequest(R"([{"Key": "", "Value": "v"}])"))
        << "ValidationException: 1 validation error detected: Value '' at "
           "'tags.1.member.key' failed to satisfy constraint: Member must have length greater "
           "than or equal to 1";
    QTest::newRow("no value") << "TagResource"
        << QString::fromStdString(tagRequest(R"([{"Key": "k"}])"))
        << "ValidationException: 1 validation error detected: Value null at "
           "'tags.1.member.value' failed to satisfy constraint: Member must not be null";
    QTest::newRow("over fifty") << "TagResource"
        << QString::fromStdString(tagRequest(manyTags(10, 41)))
        << "ValidationException: One or more parameter values were invalid: Too many tags: a "
           "table can have at most 50 tags, this request would leave 51";
    // Alternator's test_tag.py, run against the service: these are refused.
    const QString pattern = R"(Member must satisfy regular expression pattern: )"
                            R"([\p{L}\p{Z}\p{N}_.:/=+\-@]*)";
    QTest::newRow("key with !") << "TagResource"
        << QString::fromStdString(tagRequest(R"([{"Key": "hi!", "Value": "v"}])"))
        << "ValidationException: 1 validation error detected: Value 'hi!' at "
           "'tags.1.member.key' failed to satisfy constraint: " + pattern;
    QTest::newRow("value with quotes") << "TagResource"
        << QString::fromStdString(tagRequest(R"([{"Key": "k", "Value": "ok"},)"
                                             R"( {"Key": "dog", "Value": "\"hello\""}])"))
        << "ValidationException: 1 validation error detected: Value '\"hello\"' at "
           "'tags.2.member.value' failed to satisfy constraint: " + pattern;
    // The model has no minimum: the service's own sentence, before the table is looked up
    // (dynalite's tagResource.js and untagResource.js, recorded against the service).
    const std::string missingArn = "arn:aws:dynamodb:us-east-1:000000000000:table/missing";
    QTest::newRow("no tags in the list") << "TagResource"
        << QString::fromStdString(tagRequest("[]"))
        << "ValidationException: Atleast one Tag needs to be provided as Input.";
    QTest::newRow("no tags for a missing table") << "TagResource"
        << QString::fromStdString(tagRequest("[]", missingArn))
        << "ValidationException: Atleast one Tag needs to be provided as Input.";
    QTest::newRow("no tag keys") << "UntagResource"
        << QString::fromStdString(R"({"ResourceArn": ")" + kArn + R"(", "TagKeys": []})")
        << "ValidationException: Atleast one Tag Key needs to be provided as Input.";
    QTest::newRow("no tag keys for a missing table") << "UntagResource"
        << QString::fromStdString(R"({"ResourceArn": ")" + missingArn + R"(", "TagKeys": []})")
        << "ValidationException: Atleast one Tag Key needs to be provided as Input.";
    QTest::newRow("untag without keys") << "UntagResource"
        << QString::fromStdString(R"({"ResourceArn": ")" + kArn + R"("})")
        << "ValidationException: 1 validation error detected: Value null at 'tagKeys' failed "
           "to satisfy constraint: Member must not be null";
}

// Each refused request leaves the ten tags as they were.
void TestTags::rejects()
{
    QFETCH(QString, operation);
    QFETCH(QString, request);
    QFETCH(QString, error);
    auto db = openMemory();
    createEcommerce(*db);
    ok(*db, "TagResource", tagRequest(manyTags(0, 10)));
    const QString before = listed(*db);
    QCOMPARE(fails(*db, operation.toStdString(), request.toStdString()), error);
    QCOMPARE(listed(*db), before);
}

QTEST_GUILESS_MAIN(TestTags)
#include "tst_tags.moc"
