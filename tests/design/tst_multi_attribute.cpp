// The multi-attribute alternative to a concatenated index key: its key attributes from the
// key templates, which items it holds as they are and once they carry the parts, and the
// patterns' key conditions rewritten on the parts.

#include "design_test_support.h"

#include <tablesmith/multi_attribute_alternative.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

namespace {

// One entity type, Order, whose GSI1 keys are ORDER#{status} and `sortTemplate`; one pattern
// on GSI1 with `condition` and the values :pk and :sk (and :hi for BETWEEN).
DesignTable ordersTable(const std::string &sortTemplate, const std::string &condition,
                        const std::string &pk, const std::string &sk,
                        const std::string &hi = {})
{
    DesignTable table;
    table.name = "shop";
    table.key = {{{"PK", AttributeType::S}}, {{"SK", AttributeType::S}}};
    table.entityTypes = {{"Order",
                          {{"PK", "USER#{userId}"}, {"SK", "ORDER#{orderId}"},
                           {"GSI1PK", "ORDER#{status}"}, {"GSI1SK", sortTemplate}},
                          {"status", "orderDate"}, {}}};
    SecondaryIndex gsi1;
    gsi1.index.name = "GSI1";
    gsi1.index.key = {{{"GSI1PK", AttributeType::S}}, {{"GSI1SK", AttributeType::S}}};
    table.indexes.push_back(gsi1);
    AccessPattern pattern;
    pattern.name = "orders";
    pattern.operation = "Query";
    boost::json::object values{{":pk", {{"S", pk}}}};
    if (!sk.empty())
        values[":sk"] = {{"S", sk}};
    if (!hi.empty())
        values[":hi"] = {{"S", hi}};
    pattern.request = {{"IndexName", "GSI1"}, {"KeyConditionExpression", condition},
                       {"ExpressionAttributeValues", values}};
    table.accessPatterns.push_back(pattern);
    return table;
}

} // namespace

class TestMultiAttribute : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // GSI1PK = ORDER#{status}, GSI1SK = {orderDate}: keyed on status and orderDate. The
    // example's orders carry status but not orderDate, so none lands as they are; both once
    // orderDate is written from GSI1SK. "Pending orders" becomes status = "PENDING".
    void ecommerceGsi1()
    {
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        MultiAttributeAlternative alternative =
            multiAttributeAlternative(table, table.index("GSI1")->index);
        QVERIFY2(alternative.available, alternative.reason.c_str());
        QCOMPARE(alternative.entityType, std::string("Order"));
        QCOMPARE(alternative.partitionParts.size(), std::size_t(1));
        QCOMPARE(alternative.partitionParts[0].attribute, std::string("status"));
        QCOMPARE(alternative.partitionParts[0].concatenatedKey, std::string("GSI1PK"));
        QCOMPARE(alternative.sortParts.at(0).attribute, std::string("orderDate"));
        QCOMPARE(alternative.droppedLiterals, std::vector<std::string>{"ORDER#"});
        QCOMPARE(alternative.index.name, std::string("GSI1"));
        QCOMPARE(alternative.index.projection.type, ProjectionType::Include);
        QCOMPARE(alternative.originalEntries, std::uint64_t(2));
        QCOMPARE(alternative.originalPartitions, std::size_t(2));
        QCOMPARE(alternative.entriesNow, std::uint64_t(0));
        QCOMPARE(alternative.entriesWithParts, std::uint64_t(2));
        QCOMPARE(alternative.conditions.size(), std::size_t(1));
        QCOMPARE(alternative.conditions[0].pattern, std::string("Pending orders, newest first"));
        QCOMPARE(alternative.conditions[0].before, std::string("GSI1PK = \"ORDER#PENDING\""));
        QCOMPARE(alternative.conditions[0].after, std::string("status = \"PENDING\""));
        QVERIFY(alternative.conditions[0].equivalent);
    }

    // Items that carry the parts land in the alternative: membership is the engine's (every
    // key attribute present, of its type, not empty).
    void membershipOfItemsWithParts()
    {
        DesignTable table = ordersTable("{orderDate}", "GSI1PK = :pk", "ORDER#PENDING", "");
        auto add = [&](Item item) { table.items.push_back({"Order", {}, std::move(item)}); };
        add({{"PK", "USER#u1"}, {"SK", "ORDER#o1"}, {"status", "PENDING"},
             {"orderDate", "2026-05-01"}, {"GSI1PK", "ORDER#PENDING"}, {"GSI1SK", "2026-05-01"}});
        add({{"PK", "USER#u1"}, {"SK", "ORDER#o2"}, {"status", "SHIPPED"},
             {"orderDate", *Decimal::parse("20260501")}}); // orderDate of the wrong type
        add({{"PK", "USER#u2"}, {"SK", "ORDER#o3"}, {"status", ""}, {"orderDate", "2026"}});
        MultiAttributeAlternative alternative =
            multiAttributeAlternative(table, table.indexes[0].index);
        QVERIFY(alternative.available);
        QCOMPARE(alternative.entriesNow, std::uint64_t(1));
        QCOMPARE(alternative.preview.entityTypes.at(0).wrongKeyType, std::uint64_t(1));
        QCOMPARE(alternative.preview.entityTypes.at(0).emptyKeyValue, std::uint64_t(1));
        QCOMPARE(alternative.originalEntries, std::uint64_t(1));
    }

    void rewrites_data()
    {
        QTest::addColumn<QString>("sortTemplate");
        QTest::addColumn<QString>("condition");
        QTest::addColumn<QString>("sk");
        QTest::addColumn<QString>("hi");
        QTest::addColumn<QString>("after");
        QTest::addColumn<bool>("equivalent");
        const QString pk = QStringLiteral("status = \"PENDING\"");
        QTest::newRow("partition only") << "{orderDate}" << "GSI1PK = :pk" << "" << ""
                                        << pk << true;
        QTest::newRow("begins_with across parts")
            << "{orderId}#{orderDate}" << "GSI1PK = :pk AND begins_with(GSI1SK, :sk)"
            << "o1#2026" << ""
            << pk + " AND orderId = \"o1\" AND begins_with(orderDate, \"2026\")" << true;
        QTest::newRow("begins_with inside the first part")
            << "{orderId}#{orderDate}" << "GSI1PK = :pk AND begins_with(GSI1SK, :sk)" << "o"
            << "" << pk + " AND begins_with(orderId, \"o\")" << true;
        QTest::newRow("equality on every part")
            << "{orderId}#{orderDate}" << "GSI1PK = :pk AND GSI1SK = :sk" << "o1#2026-05-01"
            << "" << pk + " AND orderId = \"o1\" AND orderDate = \"2026-05-01\"" << true;
        // status is the partition's part already: said once, and the range stays exact.
        QTest::newRow("part in both keys")
            << "{status}#{orderDate}" << "GSI1PK = :pk AND GSI1SK >= :sk" << "PENDING#2026"
            << "" << pk + " AND orderDate >= \"2026\"" << true;
        QTest::newRow("prefix literal dropped")
            << "ORDER#{orderDate}" << "GSI1PK = :pk AND begins_with(GSI1SK, :sk)" << "ORDER#"
            << "" << pk << true;
        QTest::newRow("range after a literal")
            << "ORDER#{orderDate}" << "GSI1PK = :pk AND GSI1SK > :sk" << "ORDER#2026-05" << ""
            << pk + " AND orderDate > \"2026-05\"" << true;
        QTest::newRow("between") << "{orderDate}"
                                 << "GSI1PK = :pk AND GSI1SK BETWEEN :sk AND :hi" << "2026-01"
                                 << "2026-06" << pk + " AND orderDate BETWEEN \"2026-01\" AND "
                                                      "\"2026-06\"" << true;
        QTest::newRow("range over two parts")
            << "{orderId}#{orderDate}" << "GSI1PK = :pk AND GSI1SK >= :sk" << "o1#2026" << ""
            << pk + " AND orderId = \"o1\" AND orderDate >= \"2026\"" << false;
        QTest::newRow("value outside the template")
            << "ORDER#{orderDate}" << "GSI1PK = :pk AND begins_with(GSI1SK, :sk)" << "ITEM#"
            << "" << pk << false;
    }

    void rewrites()
    {
        QFETCH(QString, sortTemplate);
        QFETCH(QString, condition);
        QFETCH(QString, sk);
        QFETCH(QString, hi);
        QFETCH(QString, after);
        QFETCH(bool, equivalent);
        DesignTable table = ordersTable(sortTemplate.toStdString(), condition.toStdString(),
                                        "ORDER#PENDING", sk.toStdString(), hi.toStdString());
        MultiAttributeAlternative alternative =
            multiAttributeAlternative(table, table.indexes[0].index);
        QVERIFY2(alternative.available, alternative.reason.c_str());
        QCOMPARE(alternative.conditions.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(alternative.conditions[0].after), after);
        QCOMPARE(alternative.conditions[0].equivalent, equivalent);
        QVERIFY(equivalent || !alternative.conditions[0].note.empty());
    }

    void partitionValueOutsideTheTemplate()
    {
        DesignTable table = ordersTable("{orderDate}", "GSI1PK = :pk", "USER#u1", "");
        MultiAttributeAlternative alternative =
            multiAttributeAlternative(table, table.indexes[0].index);
        QVERIFY(!alternative.conditions.at(0).equivalent);
        QVERIFY(alternative.conditions[0].after.empty());
    }

    void noConcatenationNoAlternative_data()
    {
        QTest::addColumn<QString>("partitionTemplate");
        QTest::addColumn<QString>("reason");
        QTest::newRow("single variables") << "{status}" << "from parts";
        QTest::newRow("constant") << "ORDERS" << "from parts";
        QTest::newRow("five parts") << "{a}#{b}#{c}#{d}#{e}" << "four";
    }

    void noConcatenationNoAlternative()
    {
        QFETCH(QString, partitionTemplate);
        QFETCH(QString, reason);
        DesignTable table = ordersTable("{orderDate}", "GSI1PK = :pk", "x", "");
        table.entityTypes[0].setKeyTemplate("GSI1PK", partitionTemplate.toStdString());
        MultiAttributeAlternative alternative =
            multiAttributeAlternative(table, table.indexes[0].index);
        QVERIFY(!alternative.available);
        QVERIFY2(QString::fromStdString(alternative.reason).contains(reason),
                 alternative.reason.c_str());
    }
};

QTEST_GUILESS_MAIN(TestMultiAttribute)
#include "tst_multi_attribute.moc"
