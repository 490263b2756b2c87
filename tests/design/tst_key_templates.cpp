// Key templates: parsing, matching key values, Workbench aliases, sample keys, and telling an
// item's entity type from its keys.

#include "design_test_support.h"

#include <tablesmith/key_template.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

class TestKeyTemplates : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void match_data()
    {
        QTest::addColumn<QString>("keyTemplate");
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("matches");
        QTest::addColumn<QString>("variables"); // name=value;...
        QTest::newRow("prefix") << "USER#{userId}" << "USER#u1" << true << "userId=u1";
        QTest::newRow("prefix, other entity") << "USER#{userId}" << "ORDER#o1" << false << "";
        QTest::newRow("empty variable") << "USER#{userId}" << "USER#" << false << "";
        QTest::newRow("constant") << "PROFILE" << "PROFILE" << true << "";
        QTest::newRow("constant, longer value") << "PROFILE" << "PROFILE2" << false << "";
        QTest::newRow("two variables") << "ORDER#{orderId}#{date}" << "ORDER#o1#2026-05-01"
                                       << true << "date=2026-05-01;orderId=o1";
        QTest::newRow("suffix literal") << "{id}#META" << "abc#META" << true << "id=abc";
        QTest::newRow("suffix literal missing") << "{id}#META" << "abc" << false << "";
        QTest::newRow("only a variable") << "{createdAt}" << "2026-05-01" << true
                                         << "createdAt=2026-05-01";
        QTest::newRow("case counts") << "USER#{id}" << "user#1" << false << "";
    }

    void match()
    {
        QFETCH(QString, keyTemplate);
        QFETCH(QString, value);
        QFETCH(bool, matches);
        QFETCH(QString, variables);
        auto parsed = KeyTemplate::parse(keyTemplate.toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->text(), keyTemplate.toStdString());
        auto found = parsed->match(value.toStdString());
        QCOMPARE(found.has_value(), matches);
        QStringList pairs;
        for (const auto &[name, text] : found.value_or(std::map<std::string, std::string>()))
            pairs << QString::fromStdString(name + "=" + text);
        QCOMPARE(pairs.join(';'), variables);
    }

    void badTemplates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("unclosed") << "USER#{userId" << "column 6: '{' is never closed";
        QTest::newRow("empty") << "A{}B" << "column 2: '{}' names no variable";
    }

    void badTemplates()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        auto parsed = KeyTemplate::parse(text.toStdString());
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.find(message.toStdString()) != std::string::npos,
                 parsed.error().message.c_str());
    }

    void workbenchAliases_data()
    {
        QTest::addColumn<QString>("alias");
        QTest::addColumn<QString>("keyTemplate");
        QTest::newRow("prefix") << "USER#userId" << "USER#{userId}";
        QTest::newRow("constant") << "PROFILE" << "PROFILE";
        QTest::newRow("plain name") << "LoginAlias" << "{LoginAlias}";
        QTest::newRow("three parts") << "ORDER#orderId#ITEM" << "ORDER#{orderId}#ITEM";
        QTest::newRow("digits") << "V1#x" << "V1#{x}";
    }

    void workbenchAliases()
    {
        QFETCH(QString, alias);
        QFETCH(QString, keyTemplate);
        KeyTemplate fromAlias = KeyTemplate::fromWorkbenchAlias(alias.toStdString());
        QCOMPARE(fromAlias.text(), keyTemplate.toStdString());
        QCOMPARE(fromAlias.workbenchAlias(), alias.toStdString());
    }

    void fill()
    {
        auto parsed = KeyTemplate::parse("ORDER#{orderId}#{date}");
        QVERIFY(parsed.ok());
        QCOMPARE(parsed->fill({{"orderId", "o7"}}), std::string("ORDER#o7#{date}"));
        QCOMPARE(parsed->variables(), (std::vector<std::string>{"orderId", "date"}));
        QCOMPARE(parsed->literalLength(), std::size_t(7));
    }

    void entityOfEcommerceItems()
    {
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        EntityMatcher matcher(table);
        for (const SampleItem &sample : table.items) {
            int entity = matcher.entityOf(sample.item);
            QVERIFY(entity >= 0);
            // Every facet's TableData item is recognised as that facet from its keys alone.
            QCOMPARE(table.entityTypes[std::size_t(entity)].name, sample.entityType);
        }
        QCOMPARE(matcher.entityOf(design_test::item(R"({"PK": {"S": "CART#c1"},
                                                        "SK": {"S": "X"}})")), -1);
    }

    void mostSpecificTemplateWins()
    {
        DesignTable table;
        table.key.partitionKey = {{"PK", AttributeType::S}};
        table.key.sortKey = {{"SK", AttributeType::S}};
        EntityType any{"Any", {{"PK", "{pk}"}, {"SK", "{sk}"}}, {}, {}};
        EntityType profile{"Profile", {{"PK", "USER#{id}"}, {"SK", "PROFILE"}}, {}, {}};
        table.entityTypes = {any, profile};
        EntityMatcher matcher(table);
        QCOMPARE(matcher.entityOf(design_test::item(R"({"PK": {"S": "USER#1"},
                                                        "SK": {"S": "PROFILE"}})")), 1);
        QCOMPARE(matcher.entityOf(design_test::item(R"({"PK": {"S": "USER#1"},
                                                        "SK": {"S": "OTHER"}})")), 0);
        QCOMPARE(matcher.entityOf(design_test::item(R"({"PK": {"S": "USER#1"}})")), -1);
    }

    void generatedSamplesMatchTheirEntityType()
    {
        Design design = design_test::ecommerce();
        DesignTable &table = design.tables[0];
        const EntityType &order = table.entityTypes[1];
        std::vector<boost::json::object> items = generateSampleItems(table, order, 3);
        QCOMPARE(items.size(), std::size_t(3));
        QCOMPARE(items[0].at("PK"), boost::json::value({{"S", "USER#u1"}}));
        QCOMPARE(items[0].at("SK"), boost::json::value({{"S", "ORDER#o1"}}));
        QCOMPARE(items[0].at("GSI1PK"), boost::json::value({{"S", "ORDER#SHIPPED"}}));
        QCOMPARE(items[2].at("GSI1SK"), boost::json::value({{"S", "2026-01-04"}}));
        QCOMPARE(items[1].at("total"), boost::json::value({{"N", "2"}}));
        EntityMatcher matcher(table);
        for (boost::json::object &item : items) {
            QVERIFY(addSampleItem(table, item, order.name).ok());
            QCOMPARE(matcher.entityOf(table.items.back().item), 1);
        }
        QCOMPARE(generateSampleItems(table, order, 3), items); // deterministic
    }

    void entityTypesGuessedFromALiveTable()
    {
        Design design = design_test::ecommerce();
        const DesignTable &source = design.tables[0];
        std::vector<Item> items;
        for (const SampleItem &sample : source.items)
            items.push_back(sample.item);
        DesignTable guessed = designFromTable(source.description(), items);
        std::vector<std::string> names;
        for (const EntityType &entity : guessed.entityTypes)
            names.push_back(entity.name);
        QCOMPARE(names, (std::vector<std::string>{"UserProfile", "UserOrder", "OrderItem",
                                                  "ProductDetails", "ProductReview"}));
        QCOMPARE(*guessed.entityTypes[0].keyTemplate("PK"), std::string("USER#{userId}"));
        QCOMPARE(*guessed.entityTypes[0].keyTemplate("SK"), std::string("PROFILE"));
        QCOMPARE(*guessed.entityTypes[1].keyTemplate("SK"), std::string("ORDER#{orderId}"));
        QVERIFY(guessed.index("GSI1"));
        QCOMPARE(guessed.items.size(), std::size_t(7));
        // The guessed templates recognise the items they came from.
        EntityMatcher matcher(guessed);
        QCOMPARE(matcher.entityOf(items[1]), 1);
        QCOMPARE(matcher.entityOf(items[0]), 0);
    }

    void numberKeys()
    {
        DesignTable table;
        table.key.partitionKey = {{"id", AttributeType::N}};
        table.entityTypes = {{"Counter", {{"id", "{n}"}}, {}, {}}};
        EntityMatcher matcher(table);
        QCOMPARE(matcher.entityOf(design_test::item(R"({"id": {"N": "42"}})")), 0);
        QCOMPARE(keyText(AttributeValue(*Decimal::parse("1.50E+2"))), std::string("150"));
    }
};

QTEST_GUILESS_MAIN(TestKeyTemplates)
#include "tst_key_templates.moc"
