// Display text for DynamoDB JSON values and item summaries. (No raw strings: moc cannot
// read them in Qt 6.4.)

#include "common/attribute_text.h"

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith::gui;

class TestAttributeText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void value_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("text");
        QTest::newRow("S") << "{\"S\":\"USB-C cable\"}" << "\"USB-C cable\"";
        QTest::newRow("N") << "{\"N\":\"99.90\"}" << "99.90";
        QTest::newRow("BOOL") << "{\"BOOL\":true}" << "true";
        QTest::newRow("NULL") << "{\"NULL\":true}" << "null";
        QTest::newRow("M") << "{\"M\":{\"a\":{\"N\":\"1\"},\"b\":{\"S\":\"x\"}}}"
                           << "{a: 1, b: \"x\"}";
        QTest::newRow("L") << "{\"L\":[{\"N\":\"1\"},{\"S\":\"x\"}]}" << "[1, \"x\"]";
        QTest::newRow("SS") << "{\"SS\":[\"a\",\"b\"]}" << QString::fromUtf8("⟨\"a\", \"b\"⟩");
        QTest::newRow("NS") << "{\"NS\":[\"1\",\"2\"]}" << QString::fromUtf8("⟨1, 2⟩");
        QTest::newRow("malformed") << "{\"S\":\"a\",\"N\":\"1\"}" << "?";
        QTest::newRow("long") << "{\"S\":\"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz\"}"
                              << QString::fromUtf8(
                                     "\"abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrst…");
    }

    void value()
    {
        QFETCH(QString, json);
        QFETCH(QString, text);
        QCOMPARE(attributeValueText(boost::json::parse(json.toStdString())), text);
    }

    void itemSummarySkipsKeys()
    {
        const auto item = boost::json::parse(
            "{\"PK\":{\"S\":\"ORDER#o1\"},\"SK\":{\"S\":\"ITEM#p2\"},\"qty\":{\"N\":\"2\"},"
            "\"price\":{\"N\":\"15.00\"},\"productName\":{\"S\":\"USB-C cable\"}}")
                              .as_object();
        const KeySchema keys{"PK", "SK"};
        QCOMPARE(itemAttributesText(item, keys),
                 QString::fromUtf8("qty 2 · price 15.00 · productName \"USB-C cable\""));
        QCOMPARE(itemAttributesDetail(item, keys),
                 QStringLiteral("qty (N): 2\nprice (N): 15.00\nproductName (S): \"USB-C cable\""));
        QCOMPARE(keyValueText(item.if_contains("PK")), QStringLiteral("ORDER#o1"));
        QCOMPARE(keyValueText(item.if_contains("missing")), QString());
    }
};

QTEST_MAIN(TestAttributeText)
#include "tst_attribute_text.moc"
