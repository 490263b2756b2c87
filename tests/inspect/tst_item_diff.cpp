// The item diff of a MODIFY's old and new images, down to nested paths.

#include <tablesmith/item_diff.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;
namespace json = boost::json;

namespace {

Item item(const char *text)
{
    return itemFromJson(json::parse(text)).value();
}

// "kind path" per change, e.g. "changed status", in the diff's order.
QStringList describe(const std::vector<AttributeChange> &changes)
{
    QStringList out;
    for (const AttributeChange &change : changes)
        out << QString::fromStdString(std::string(changeKindName(change.kind)) + ' '
                                      + change.pathText());
    return out;
}

} // namespace

class TestItemDiff : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void paths_data();
    void paths();
    void valuesTravelWithChanges();
    void recordChanges_data();
    void recordChanges();
};

void TestItemDiff::paths_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("after");
    QTest::addColumn<QStringList>("expected");
    const char *order = R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"},
        "status": {"S": "PENDING"}, "total": {"N": "129.90"}})";
    QTest::newRow("equal") << order << order << QStringList();
    QTest::newRow("number written differently")
        << order
        << R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}, "status": {"S": "PENDING"},
              "total": {"N": "129.9"}})" << QStringList();
    QTest::newRow("status changed")
        << order
        << R"({"PK": {"S": "USER#u1"}, "SK": {"S": "ORDER#o1"}, "status": {"S": "SHIPPED"},
              "total": {"N": "129.9"}})" << QStringList{"changed status"};
    QTest::newRow("added and removed")
        << R"({"PK": {"S": "a"}, "old": {"S": "x"}})"
        << R"({"PK": {"S": "a"}, "new": {"S": "y"}})"
        << QStringList{"added new", "removed old"};
    QTest::newRow("type changed")
        << R"({"PK": {"S": "a"}, "v": {"S": "1"}})" << R"({"PK": {"S": "a"}, "v": {"N": "1"}})"
        << QStringList{"changed v"};
    QTest::newRow("nested map")
        << R"({"a": {"M": {"city": {"S": "Oslo"}, "zip": {"S": "0150"}}}})"
        << R"({"a": {"M": {"city": {"S": "Bergen"}, "zip": {"S": "0150"},
                              "geo": {"M": {"lat": {"N": "60.4"}}}}}})"
        << QStringList{"changed a.city", "added a.geo"};
    QTest::newRow("list elements")
        << R"({"items": {"L": [{"M": {"qty": {"N": "1"}}}, {"S": "b"}, {"S": "c"}]}})"
        << R"({"items": {"L": [{"M": {"qty": {"N": "2"}}}, {"S": "b"}]}})"
        << QStringList{"changed items[0].qty", "removed items[2]"};
    QTest::newRow("list grows")
        << R"({"l": {"L": []}})" << R"({"l": {"L": [{"BOOL": true}]}})"
        << QStringList{"added l[0]"};
    QTest::newRow("set is one value")
        << R"({"tags": {"SS": ["a", "b"]}})" << R"({"tags": {"SS": ["a", "c"]}})"
        << QStringList{"changed tags"};
    QTest::newRow("from nothing (INSERT)")
        << "{}" << R"({"PK": {"S": "a"}, "n": {"NULL": true}})"
        << QStringList{"added PK", "added n"};
    QTest::newRow("to nothing (REMOVE)")
        << R"({"PK": {"S": "a"}})" << "{}" << QStringList{"removed PK"};
}

void TestItemDiff::paths()
{
    QFETCH(QString, before);
    QFETCH(QString, after);
    QFETCH(QStringList, expected);
    const auto changes = diffItems(item(before.toUtf8().constData()),
                                   item(after.toUtf8().constData()));
    QCOMPARE(describe(changes), expected);
}

void TestItemDiff::valuesTravelWithChanges()
{
    const auto changes = diffItems(item(R"({"s": {"S": "PENDING"}, "gone": {"N": "1"}})"),
                                   item(R"({"s": {"S": "SHIPPED"}})"));
    QCOMPARE(changes.size(), std::size_t(2));
    QVERIFY(changes[0].path[0].name == "gone");
    QVERIFY(changes[0].oldValue && !changes[0].newValue);
    QVERIFY(*changes[1].oldValue->as<std::string>() == "PENDING");
    QVERIFY(*changes[1].newValue->as<std::string>() == "SHIPPED");
}

namespace {

// A stream record of `event` carrying the images given (null: the stream did not record it).
json::object streamRecord(const char *event, const char *oldImage, const char *newImage)
{
    json::object dynamodb{{"Keys", json::parse(R"({"PK": {"S": "USER#u1"}})")}};
    if (oldImage)
        dynamodb["OldImage"] = json::parse(oldImage);
    if (newImage)
        dynamodb["NewImage"] = json::parse(newImage);
    return json::object{{"eventName", event}, {"dynamodb", std::move(dynamodb)}};
}

} // namespace

void TestItemDiff::recordChanges_data()
{
    QTest::addColumn<QString>("event");
    QTest::addColumn<QString>("oldImage"); // empty: not recorded
    QTest::addColumn<QString>("newImage");
    QTest::addColumn<bool>("known");
    QTest::addColumn<QStringList>("expected");
    const QString pending = R"({"PK": {"S": "USER#u1"}, "status": {"S": "PENDING"}})";
    const QString shipped = R"({"PK": {"S": "USER#u1"}, "status": {"S": "SHIPPED"}})";
    QTest::newRow("MODIFY, NEW_AND_OLD_IMAGES")
        << "MODIFY" << pending << shipped << true << QStringList{"changed status"};
    // One image of a MODIFY says nothing about what changed: not "every attribute added".
    QTest::newRow("MODIFY, NEW_IMAGE") << "MODIFY" << QString() << shipped << false
                                       << QStringList();
    QTest::newRow("MODIFY, OLD_IMAGE") << "MODIFY" << pending << QString() << false
                                       << QStringList();
    QTest::newRow("INSERT, NEW_IMAGE") << "INSERT" << QString() << pending << true
                                       << QStringList{"added PK", "added status"};
    QTest::newRow("INSERT, KEYS_ONLY") << "INSERT" << QString() << QString() << false
                                       << QStringList();
    QTest::newRow("REMOVE, OLD_IMAGE") << "REMOVE" << shipped << QString() << true
                                       << QStringList{"removed PK", "removed status"};
    QTest::newRow("REMOVE, NEW_IMAGE") << "REMOVE" << QString() << QString() << false
                                       << QStringList();
}

void TestItemDiff::recordChanges()
{
    QFETCH(QString, event);
    QFETCH(QString, oldImage);
    QFETCH(QString, newImage);
    QFETCH(bool, known);
    QFETCH(QStringList, expected);
    const std::string before = oldImage.toStdString();
    const std::string after = newImage.toStdString();
    const auto changes = tablesmith::recordChanges(
        streamRecord(event.toLatin1().constData(), before.empty() ? nullptr : before.c_str(),
                     after.empty() ? nullptr : after.c_str()));
    QCOMPARE(changes.has_value(), known);
    if (changes)
        QCOMPARE(describe(*changes), expected);
}

QTEST_GUILESS_MAIN(TestItemDiff)
#include "tst_item_diff.moc"
