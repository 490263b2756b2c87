// What a stream record did to each secondary index: entered, left, moved (index key changed),
// updated (projected attributes changed), unchanged or never in it; unknown where the stream
// does not record the image the answer needs.

#include <tablesmith/index_effects.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;
namespace json = boost::json;

namespace {

// The ecommerce table: GSI1 (GSI1PK, GSI1SK) INCLUDE total; GSI2 (status) KEYS_ONLY; an LSI on
// (PK, createdAt) ALL.
TableDescription ecommerce()
{
    const char *table = R"({"TableName": "ecommerce",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
            {"AttributeName": "SK", "AttributeType": "S"},
            {"AttributeName": "GSI1PK", "AttributeType": "S"},
            {"AttributeName": "GSI1SK", "AttributeType": "S"},
            {"AttributeName": "status", "AttributeType": "S"},
            {"AttributeName": "createdAt", "AttributeType": "N"}],
        "GlobalSecondaryIndexes": [
            {"IndexName": "GSI1", "KeySchema": [{"AttributeName": "GSI1PK", "KeyType": "HASH"},
                                                {"AttributeName": "GSI1SK", "KeyType": "RANGE"}],
             "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["total"]}},
            {"IndexName": "ByStatus",
             "KeySchema": [{"AttributeName": "status", "KeyType": "HASH"}],
             "Projection": {"ProjectionType": "KEYS_ONLY"}}],
        "LocalSecondaryIndexes": [
            {"IndexName": "ByCreated",
             "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                           {"AttributeName": "createdAt", "KeyType": "RANGE"}],
             "Projection": {"ProjectionType": "ALL"}}]})";
    return tableDescriptionFromJson(json::parse(table).as_object()).value();
}

std::optional<Item> image(const QString &text)
{
    if (text.isEmpty())
        return std::nullopt;
    return itemFromJson(json::parse(text.toStdString())).value();
}

} // namespace

class TestIndexEffects : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void effects_data();
    void effects();
    void keysAndReasons();
};

void TestIndexEffects::effects_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("oldImage");
    QTest::addColumn<QString>("newImage");
    QTest::addColumn<QStringList>("expected"); // GSI1, ByStatus, ByCreated
    const QString pending = R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
        "status": {"S": "PENDING"}, "total": {"N": "10"}, "note": {"S": "a"},
        "GSI1PK": {"S": "ORDER#PENDING"}, "GSI1SK": {"S": "2026-05-01"},
        "createdAt": {"N": "1"}})";
    QString shipped = pending;
    shipped.replace("PENDING", "SHIPPED");
    QString newTotal = pending;
    newTotal.replace(R"("N": "10")", R"("N": "12")");
    QString newNote = pending;
    newNote.replace(R"("S": "a")", R"("S": "b")");
    const QString profile = R"({"PK": {"S": "USER#u1"}, "SK": {"S": "PROFILE"}})";
    const QString emptyStatus = R"({"PK": {"S": "USER#u1"}, "SK": {"S": "X"},
        "status": {"S": ""}})";

    QTest::newRow("insert into all") << "INSERT" << "" << pending
        << QStringList{"entered", "entered", "entered"};
    QTest::newRow("insert sparse") << "INSERT" << "" << profile
        << QStringList{"not in index", "not in index", "not in index"};
    QTest::newRow("status moves the keys") << "MODIFY" << pending << shipped
        << QStringList{"key changed", "key changed", "updated"};
    QTest::newRow("projected attribute") << "MODIFY" << pending << newTotal
        << QStringList{"updated", "unchanged", "updated"};
    QTest::newRow("unprojected attribute") << "MODIFY" << pending << newNote
        << QStringList{"unchanged", "unchanged", "updated"};
    QTest::newRow("remove") << "REMOVE" << pending << ""
        << QStringList{"left", "left", "left"};
    QTest::newRow("attribute dropped: leaves") << "MODIFY" << pending << profile
        << QStringList{"left", "left", "left"};
    QTest::newRow("empty key value stays out") << "INSERT" << "" << emptyStatus
        << QStringList{"not in index", "not in index", "not in index"};
    QTest::newRow("NEW_IMAGE stream: old unknown") << "MODIFY" << "" << pending
        << QStringList{"unknown", "unknown", "unknown"};
    QTest::newRow("OLD_IMAGE stream: new unknown") << "MODIFY" << pending << ""
        << QStringList{"unknown", "unknown", "unknown"};
    QTest::newRow("KEYS_ONLY insert: new unknown") << "INSERT" << "" << ""
        << QStringList{"unknown", "unknown", "unknown"};
    QTest::newRow("KEYS_ONLY remove: old unknown") << "REMOVE" << "" << ""
        << QStringList{"unknown", "unknown", "unknown"};
}

void TestIndexEffects::effects()
{
    QFETCH(QString, event);
    QFETCH(QString, oldImage);
    QFETCH(QString, newImage);
    QFETCH(QStringList, expected);
    const auto before = image(oldImage);
    const auto after = image(newImage);
    QStringList kinds;
    for (const IndexEffect &effect : indexEffects(ecommerce(), event.toStdString(),
                                                  before ? &*before : nullptr,
                                                  after ? &*after : nullptr))
        kinds << QString::fromUtf8(indexEffectName(effect.kind).data());
    QCOMPARE(kinds, expected);
}

void TestIndexEffects::keysAndReasons()
{
    const auto before = image(R"({"PK": {"S": "u"}, "SK": {"S": "o"}, "status": {"S": "A"},
        "total": {"N": "1"}, "GSI1PK": {"S": "ORDER#A"}, "GSI1SK": {"S": "d"}})");
    const auto after = image(R"({"PK": {"S": "u"}, "SK": {"S": "o"}, "status": {"N": "1"},
        "total": {"N": "2"}, "GSI1PK": {"S": "ORDER#A"}, "GSI1SK": {"S": "d"}})");
    const auto effects = indexEffects(ecommerce(), "MODIFY", &*before, &*after);
    QCOMPARE(effects.size(), std::size_t(3));
    QVERIFY(effects[0].indexName == "GSI1" && effects[0].global);
    QCOMPARE(effects[0].kind, IndexEffect::Kind::Updated);
    QVERIFY(effects[0].changedAttributes == std::vector<std::string>{"total"});
    QVERIFY(*effects[0].newKey.at("GSI1PK").as<std::string>() == "ORDER#A");
    // ByStatus: a number where the index declares S keeps the item out.
    QCOMPARE(effects[1].kind, IndexEffect::Kind::Left);
    QCOMPARE(effects[1].exclusion.exclusion, IndexExclusion::WrongKeyType);
    QVERIFY(effects[1].exclusion.attribute == "status");
    QVERIFY(!effects[2].global);
    QCOMPARE(effects[2].kind, IndexEffect::Kind::NotIn); // no createdAt either side
    QCOMPARE(effects[2].exclusion.exclusion, IndexExclusion::MissingKeyAttribute);
    const auto unknown = indexEffects(ecommerce(), "MODIFY", nullptr, &*after);
    QVERIFY(unknown[0].reason.find("OLD_IMAGE") != std::string::npos);
}

QTEST_GUILESS_MAIN(TestIndexEffects)
#include "tst_index_effects.moc"
