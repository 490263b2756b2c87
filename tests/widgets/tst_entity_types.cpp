// Entity types from key prefixes, the entity filter (grouping kept, model valid under the
// tester), and the column view (union of attribute names, columns added as pages arrive).

#include "fake_client.h"

#include "grid/entity_filter_proxy.h"
#include "grid/entity_templates.h"
#include "grid/entity_type.h"
#include "grid/table_items_model.h"
#include "session/session.h"

#include <tablesmith/design.h>

#include <boost/json/parse.hpp>

#include <array>
#include <utility>

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

boost::json::object item(const std::string &pk, const std::string &sk)
{
    return {{"PK", {{"S", pk}}}, {"SK", {{"S", sk}}}, {"n", {{"N", "1"}}}};
}

// Products and order items share the P# sort-key prefix; their partition keys differ.
const char *const kFacetModel = R"~({"ModelName": "shop", "DataModel": [{
    "TableName": "shop",
    "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
              "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
    "TableFacets": [
      {"FacetName": "Product", "KeyAttributeAlias":
         {"PartitionKeyAlias": "PRODUCT#productId", "SortKeyAlias": "P#productId"}},
      {"FacetName": "OrderItem", "KeyAttributeAlias":
         {"PartitionKeyAlias": "ORDER#orderId", "SortKeyAlias": "P#productId"}},
      {"FacetName": "Order", "KeyAttributeAlias":
         {"PartitionKeyAlias": "ORDER#orderId", "SortKeyAlias": "DETAILS"}}]}]})~";

} // namespace

class TestEntityTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entity_types"));
        QSettings().clear();
    }

    void infersTypeFromKeyPrefixes_data()
    {
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("sortKey");
        QTest::addColumn<QString>("separator");
        QTest::addColumn<QString>("expected");
        QTest::newRow("sort key prefix") << "USER#u1" << "ORDER#o1" << "#" << "ORDER";
        QTest::newRow("fixed sort key") << "USER#u1" << "PROFILE" << "#" << "USER";
        QTest::newRow("same key") << "PRODUCT#p1" << "PRODUCT#p1" << "#" << "PRODUCT";
        QTest::newRow("no sort key") << "ORDER#o9" << "" << "#" << "ORDER";
        QTest::newRow("no prefix anywhere") << "u1" << "2026-01-01" << "#" << "";
        QTest::newRow("leading separator") << "#x" << "" << "#" << "";
        QTest::newRow("other separator") << "USER|u1" << "ADDR|home" << "|" << "ADDR";
        QTest::newRow("hash not the separator") << "USER#u1" << "" << "|" << "";
        QTest::newRow("prefix too long")
            << QString(40, QLatin1Char('A')) + QStringLiteral("#1") << "" << "#" << "";
        QTest::newRow("unicode") << "KUNDE#ü" << "BESTELLUNG#1" << "#" << "BESTELLUNG";
    }

    void infersTypeFromKeyPrefixes()
    {
        QFETCH(QString, partitionKey);
        QFETCH(QString, sortKey);
        QFETCH(QString, separator);
        QFETCH(QString, expected);
        QCOMPARE(entityTypeOf(partitionKey, sortKey, separator.front()), expected);
    }

    void displayNames()
    {
        QCOMPARE(entityDisplayName(QStringLiteral("ORDER_LINE")), QStringLiteral("Order line"));
        QCOMPARE(entityDisplayName(QStringLiteral("User")), QStringLiteral("User"));
        QCOMPARE(entityDisplayName(QString()), QString());
    }

    void init()
    {
        m_client = std::make_shared<test::FakeClient>();
        m_client->addTable("t", "PK", "SK");
        m_client->addItem("t", item("USER#u1", "ORDER#o1"));
        m_client->addItem("t", item("USER#u1", "ORDER#o2"));
        m_client->addItem("t", item("USER#u1", "PROFILE"));
        m_client->addItem("t", item("ORDER#o1", "ITEM#p1"));
        boost::json::object extra = item("PRODUCT#p1", "DETAILS");
        extra["price"] = boost::json::object{{"N", "12345678901234567890.123"}};
        m_client->addItem("t", extra);
        m_session = std::make_unique<Session>(m_client, QStringLiteral("fake"));
    }

    void cleanup() { m_session.reset(); }

    void modelAssignsOneColourPerType()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), gui::KeySchema{"PK", "SK"});
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.rowCount(), 5);
        QCOMPARE(model.entityTypes(), (QStringList{"ORDER", "USER", "ITEM", "PRODUCT"}));
        QCOMPARE(model.index(2, 0).data(TableItemsModel::EntityRole).toString(),
                 QStringLiteral("USER"));
        QSet<QRgb> colours;
        for (const QString &type : model.entityTypes())
            colours.insert(model.entityColor(type).rgb());
        QCOMPARE(colours.size(), 4);

        model.setEntitySeparator(QLatin1Char('|'));
        QVERIFY(model.entityTypes().isEmpty());
        QCOMPARE(model.index(0, 0).data(TableItemsModel::EntityRole).toString(), QString());
    }

    // Issue 17, point 9: a type's colour comes from its name, not from the order its items
    // arrive in, so it is the same after a restart, an import, or in another table.
    void coloursFollowTheTypeNameNotItsOrder()
    {
        auto other = std::make_shared<test::FakeClient>();
        other->addTable("u", "PK", "SK");
        other->addItem("u", item("PRODUCT#p1", "DETAILS"));
        other->addItem("u", item("ORDER#o1", "ITEM#p1"));
        other->addItem("u", item("USER#u1", "ORDER#o1"));
        Session otherSession(other, QStringLiteral("other"));
        TableItemsModel first(*m_session, QStringLiteral("t"), gui::KeySchema{"PK", "SK"});
        TableItemsModel second(otherSession, QStringLiteral("u"), gui::KeySchema{"PK", "SK"});
        first.fetchMore({});
        second.fetchMore({});
        QTRY_COMPARE(first.rowCount(), 5);
        QTRY_COMPARE(second.rowCount(), 3);
        QVERIFY(first.entityTypes().indexOf(QStringLiteral("PRODUCT"))
                != second.entityTypes().indexOf(QStringLiteral("PRODUCT")));
        for (const QString &type : {QStringLiteral("ORDER"), QStringLiteral("ITEM"),
                                    QStringLiteral("PRODUCT")}) {
            QCOMPARE(first.entityColor(type), second.entityColor(type));
            QCOMPARE(first.entityColor(type), entityTypeColor(type));
        }
        // The hash is FNV-1a, fixed across runs: USER is the third colour of the palette.
        QCOMPARE(entityTypeColor(QStringLiteral("USER")), QColor(0x10b981));
    }

    // The example's Workbench facets: Order and UserProfile hash to one colour; within the
    // table the one first by name keeps it, the other takes a free one, whatever the order.
    void typesOfOneTableGetDistinctColours()
    {
        const QStringList facets = {QStringLiteral("Product"), QStringLiteral("Review"),
                                    QStringLiteral("OrderItem"), QStringLiteral("Order"),
                                    QStringLiteral("UserProfile")};
        QCOMPARE(entityTypeColor(QStringLiteral("Order")),
                 entityTypeColor(QStringLiteral("UserProfile")));
        const QHash<QString, QColor> colours = entityTypeColors(facets);
        QCOMPARE(colours.size(), facets.size());
        QSet<QRgb> distinct;
        for (const QString &type : facets)
            distinct.insert(colours.value(type).rgb());
        QCOMPARE(distinct.size(), facets.size());
        const QStringList reversed(facets.rbegin(), facets.rend());
        QCOMPARE(entityTypeColors(reversed), colours);
        QCOMPARE(colours.value(QStringLiteral("Order")), entityTypeColor(QStringLiteral("Order")));
    }

    // A type keeps its colour when another turns up: SESSION hashes where UserProfile had
    // moved to (Order holds UserProfile's own colour), and used to push it on to red.
    void aTypeKeepsItsColourWhenAnotherArrives()
    {
        auto client = std::make_shared<test::FakeClient>();
        client->addTable("shop", "PK", "SK");
        client->addItem("shop", item("USER#u1", "UserProfile#u1"));
        client->addItem("shop", item("USER#u1", "Order#o1"));
        Session session(client, QStringLiteral("fake"));
        TableItemsModel model(session, QStringLiteral("shop"), gui::KeySchema{"PK", "SK"});
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.rowCount(), 2);
        const QColor profile = model.entityColor(QStringLiteral("UserProfile"));
        const QColor order = model.entityColor(QStringLiteral("Order"));
        QCOMPARE(entityTypeColor(QStringLiteral("SESSION")), order);
        QVERIFY(profile != order);

        model.upsertItem(item("USER#u1", "SESSION#s1"));
        QCOMPARE(model.entityTypes().size(), 3);
        QCOMPARE(model.entityColor(QStringLiteral("UserProfile")), profile);
        QCOMPARE(model.entityColor(QStringLiteral("Order")), order);
        const QColor newcomer = model.entityColor(QStringLiteral("SESSION"));
        QVERIFY(newcomer != profile && newcomer != order);

        model.reload(); // the types are found again: they keep their colours
        QTRY_COMPARE(model.rowCount(), 2);
        QCOMPARE(model.entityColor(QStringLiteral("UserProfile")), profile);
        QCOMPARE(model.entityColor(QStringLiteral("Order")), order);
    }

    // The ecommerce example's five types must not look alike: each falls in a colour family of
    // its own (or is grey). ORDER and USER were lime and emerald, two greens.
    void ecommerceTypesLookDistinct()
    {
        const auto family = [](const QColor &colour) {
            if (colour.hslSaturationF() < 0.3)
                return QStringLiteral("grey");
            const int hue = colour.hslHue();
            const std::array<std::pair<int, const char *>, 7> upTo = {
                {{15, "red"}, {45, "orange"}, {70, "yellow"}, {170, "green"}, {200, "cyan"},
                 {245, "blue"}, {290, "violet"}}};
            for (const auto &[limit, name] : upTo) {
                if (hue < limit)
                    return QString::fromLatin1(name);
            }
            return hue < 345 ? QStringLiteral("pink") : QStringLiteral("red");
        };
        QSet<QString> seen;
        for (const char *type : {"USER", "ORDER", "ITEM", "PRODUCT", "REVIEW"}) {
            const QString name = family(entityTypeColor(QString::fromLatin1(type)));
            QVERIFY2(!seen.contains(name), qPrintable(QStringLiteral("%1 is a second %2")
                                                          .arg(QLatin1String(type), name)));
            seen.insert(name);
        }
    }

    // Issue 17, point 9: a table from a NoSQL Workbench model keeps its facets as entity types.
    // Products and order items share the `P#` sort-key prefix, so prefixes alone mix them;
    // the facets' key templates tell them apart by partition key. What the import remembers
    // for the connection comes back for a new grid.
    void modelFacetsAreTheEntityTypes()
    {
        auto design = design::readWorkbenchModel(boost::json::parse(kFacetModel));
        QVERIFY2(design.ok(), design.ok() ? "" : design.error().message.c_str());

        auto client = std::make_shared<test::FakeClient>();
        client->addTable("shop", "PK", "SK");
        client->addItem("shop", item("PRODUCT#p1", "P#p1"));
        client->addItem("shop", item("ORDER#o1", "P#p1"));
        client->addItem("shop", item("ORDER#o1", "DETAILS"));
        client->addItem("shop", item("CART#c1", "P#p1")); // no facet fits: its prefix names it
        Session session(client, QStringLiteral("fake"));

        TableItemsModel byPrefix(session, QStringLiteral("shop"), gui::KeySchema{"PK", "SK"});
        byPrefix.fetchMore({});
        QTRY_COMPARE(byPrefix.rowCount(), 4);
        QCOMPARE(byPrefix.index(0, 0).data(TableItemsModel::EntityRole).toString(),
                 byPrefix.index(1, 0).data(TableItemsModel::EntityRole).toString()); // mixed

        EntityTemplates::remember(QStringLiteral("fake"), design.value());
        const auto remembered =
            EntityTemplates::remembered(QStringLiteral("fake"), QStringLiteral("shop"));
        QVERIFY(remembered);
        QCOMPARE(remembered->entityTypeCount(), 3);
        QVERIFY(!EntityTemplates::remembered(QStringLiteral("other"), QStringLiteral("shop")));
        TableItemsModel byFacet(session, QStringLiteral("shop"), gui::KeySchema{"PK", "SK"});
        byFacet.setEntityTemplates(remembered);
        QAbstractItemModelTester tester(&byFacet,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(byFacet.rowCount(), 4);
        QStringList types;
        for (int row = 0; row < 4; ++row)
            types << byFacet.index(row, 0).data(TableItemsModel::EntityRole).toString();
        QCOMPARE(types, (QStringList{"Product", "OrderItem", "Order", "P"}));
        QCOMPARE(byFacet.entityColor(QStringLiteral("OrderItem")),
                 entityTypeColor(QStringLiteral("OrderItem")));
    }

    void filterHidesTypesAndKeepsGrouping()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), gui::KeySchema{"PK", "SK"});
        EntityFilterProxy proxy;
        proxy.setSourceModel(&model);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.rowCount(), 5);
        QCOMPARE(proxy.rowCount(), 5);

        proxy.setEntityTypeShown(QStringLiteral("ORDER"), false);
        QCOMPARE(proxy.rowCount(), 3);
        // USER#u1's first visible item is its PROFILE: its partition starts there.
        QCOMPARE(proxy.index(0, 1).data().toString(), QStringLiteral("PROFILE"));
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("USER#u1"));
        QVERIFY(proxy.index(0, 0).data(TableItemsModel::PartitionStartRole).toBool());
        QVERIFY(proxy.index(2, 0).data(TableItemsModel::PartitionStartRole).toBool());

        proxy.setEntityTypeShown(QStringLiteral("USER"), false);
        QCOMPARE(proxy.rowCount(), 2);
        QCOMPARE(proxy.index(0, 0).data().toString(), QStringLiteral("ORDER#o1"));

        proxy.setHiddenEntityTypes({});
        QCOMPARE(proxy.rowCount(), 5);
        QVERIFY(!proxy.index(1, 0).data(TableItemsModel::PartitionStartRole).toBool());
    }

    void columnViewShowsTheUnionOfAttributes()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), gui::KeySchema{"PK", "SK"});
        model.setPageSize(2);
        model.setViewMode(TableItemsModel::ViewMode::Columns);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QTRY_COMPARE(model.rowCount(), 5);
        QCOMPARE(model.columnCount(), 4); // PK, SK, n, price
        QCOMPARE(model.headerData(2, Qt::Horizontal).toString(), QStringLiteral("n"));
        QCOMPARE(model.headerData(3, Qt::Horizontal).toString(), QStringLiteral("price"));
        QCOMPARE(model.index(4, 3).data().toString(), QStringLiteral("12345678901234567890.123"));
        QVERIFY(!model.index(0, 3).data().isValid());

        model.setViewMode(TableItemsModel::ViewMode::Partitions);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.rowCount(), 5);
    }

private:
    std::shared_ptr<test::FakeClient> m_client;
    std::unique_ptr<Session> m_session;
};

QTEST_MAIN(TestEntityTypes)
#include "tst_entity_types.moc"
