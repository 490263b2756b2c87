#include "engine_fixture.h"

#include <QTemporaryDir>

using namespace tablesmith;
using namespace tablesmith::test;

class TestPersistence : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reopenGivesEverythingBack();
    void unreadableFileIsAnError();
};

void TestPersistence::reopenGivesEverythingBack()
{
    QTemporaryDir dir;
    const std::string path = dir.filePath("region.tsdb").toStdString();
    json::object before;
    {
        auto db = Database::open({path, true});
        QVERIFY(db.ok());
        createEcommerce(**db);
        ok(**db, "CreateTable", R"({"TableName": "other", "KeySchema": [{"AttributeName":
            "id", "KeyType": "HASH"}], "AttributeDefinitions": [{"AttributeName": "id",
            "AttributeType": "B"}], "ProvisionedThroughput": {"ReadCapacityUnits": 3,
            "WriteCapacityUnits": 4}})");
        ok(**db, "PutItem", R"({"TableName": "ecommerce", "Item": {"PK": {"S": "USER#u1"},
            "SK": {"S": "PROFILE"}, "n": {"N": "12345678901234567890123456789012345678"},
            "b": {"B": "AAEC"}, "m": {"M": {"l": {"L": [{"NULL": true}, {"BOOL": true}]}}},
            "ns": {"NS": ["1", "2"]}}})");
        ok(**db, "PutItem", R"({"TableName": "other", "Item": {"id": {"B": "/w=="}}})");
        before = ok(**db, "Scan", R"({"TableName": "ecommerce"})");
    }
    auto db = Database::open({path, false});
    QVERIFY(db.ok());
    QCOMPARE(text(ok(**db, "ListTables", "{}").at("TableNames")), R"(["ecommerce","other"])");
    QCOMPARE(text(ok(**db, "Scan", R"({"TableName": "ecommerce"})")), text(before));
    auto other = ok(**db, "DescribeTable", R"({"TableName": "other"})").at("Table");
    QCOMPARE(text(other.at("ProvisionedThroughput").at("WriteCapacityUnits")), "4");
    QCOMPARE(text(other.at("ItemCount")), "1");
    auto got = ok(**db, "GetItem", R"({"TableName": "other", "Key": {"id": {"B": "/w=="}}})");
    QVERIFY(got.contains("Item"));
}

void TestPersistence::unreadableFileIsAnError()
{
    QTemporaryDir dir;
    QFile junk(dir.filePath("junk.tsdb"));
    QVERIFY(junk.open(QIODevice::WriteOnly));
    junk.write(QByteArray(8192, 'x'));
    junk.close();
    auto db = Database::open({junk.fileName().toStdString(), false});
    QVERIFY(!db.ok());
    QCOMPARE(db.error().kind, ErrorKind::InternalServerError);
    QVERIFY(!Database::open({dir.filePath("no/such/dir/x.tsdb").toStdString(), false}).ok());
}

QTEST_GUILESS_MAIN(TestPersistence)
#include "tst_persistence.moc"
