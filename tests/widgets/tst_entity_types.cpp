// Entity types from key prefixes, the entity filter (grouping kept, model valid under the
// tester), and the column view (union of attribute names, columns added as pages arrive).

#include "fake_client.h"

#include "grid/entity_filter_proxy.h"
#include "grid/entity_type.h"
#include "grid/table_items_model.h"
#include "session/session.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

boost::json::object item(const std::string &pk, const std::string &sk)
{
    return {{"PK", {{"S", pk}}}, {"SK", {{"S", sk}}}, {"n", {{"N", "1"}}}};
}

} // namespace

class TestEntityTypes : public QObject {
    Q_OBJECT
private Q_SLOTS:
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
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
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

    void filterHidesTypesAndKeepsGrouping()
    {
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
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
        TableItemsModel model(*m_session, QStringLiteral("t"), KeySchema{"PK", "SK"});
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
