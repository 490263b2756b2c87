// Partition heat: items and bytes per partition of the table and of an index, the units each
// partition takes at given rates and from the access patterns' rates, flagged past 3,000 RCU/s
// and 1,000 WCU/s, and LSI item collections near 10 GB.

#include "design_test_support.h"

#include <tablesmith/partition_heat.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

namespace {

const PartitionHeat &partition(const PartitionHeatMap &map, const std::string &key)
{
    for (const PartitionHeat &heat : map.partitions)
        if (heat.key == key)
            return heat;
    qFatal("no partition %s", key.c_str());
}

// n orders of one user each, `pending` of them under ORDER#PENDING in GSI1.
DesignTable ordersTable(int n, int pending)
{
    DesignTable table = design_test::ecommerce().tables[0];
    table.items.clear();
    for (int i = 0; i < n; ++i) {
        std::string id = std::to_string(i);
        Item item{{"PK", "USER#u" + id}, {"SK", "ORDER#o" + id},
                  {"GSI1PK", i < pending ? "ORDER#PENDING" : "ORDER#SHIPPED"},
                  {"GSI1SK", "2026-05-" + std::to_string(10 + i % 20)}};
        table.items.push_back({"Order", {}, std::move(item)});
    }
    return table;
}

} // namespace

class TestPartitionHeat : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void tablePartitions()
    {
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        PartitionHeatMap map = partitionHeat(table, {}, {});
        QCOMPARE(map.target, std::string("ecommerce"));
        QVERIFY(!map.index);
        QCOMPARE(map.partitions.size(), std::size_t(3));
        QCOMPARE(map.items, std::uint64_t(table.items.size()));
        const PartitionHeat &user = partition(map, "USER#u1");
        QCOMPARE(user.items, std::uint64_t(3));
        std::uint64_t bytes = 0;
        for (const SampleItem &sample : table.items)
            if (sample.item.at("PK") == AttributeValue("USER#u1"))
                bytes += itemSize(sample.item);
        QCOMPARE(user.bytes, bytes);
        QCOMPARE(map.mostItems, std::uint64_t(3));
        QCOMPARE(map.flagged, std::size_t(0));
        QVERIFY(!map.localIndexes);
    }

    void unknownIndexIsEmpty()
    {
        Design design = design_test::ecommerce();
        PartitionHeatMap map = partitionHeat(design.tables[0], "nope", {});
        QVERIFY(map.partitions.empty());
    }

    // 100 orders, 60 pending; at 2,000 writes/s ORDER#PENDING takes 60 % of them at 1 WCU:
    // 1,200 WCU/s, past 1,000; ORDER#SHIPPED 800. Reads at 10,000/s spread over the entries,
    // eventually consistent (0.5 RCU each): 3,000 and 2,000 RCU/s — at, not past, the limit.
    void writeHotIndexPartition()
    {
        DesignTable table = ordersTable(100, 60);
        HeatLoad load;
        load.writesPerSecond = 2000;
        load.readsPerSecond = 10000;
        PartitionHeatMap map = partitionHeat(table, "GSI1", load);
        QVERIFY(map.index);
        QCOMPARE(map.partitions.size(), std::size_t(2));
        const PartitionHeat &pending = partition(map, "ORDER#PENDING");
        QCOMPARE(pending.items, std::uint64_t(60));
        QCOMPARE(pending.writeUnitsPerSecond, 1200.0);
        QVERIFY(pending.overWriteLimit);
        QCOMPARE(pending.readUnitsPerSecond, 3000.0);
        QVERIFY(!pending.overReadLimit);
        const PartitionHeat &shipped = partition(map, "ORDER#SHIPPED");
        QCOMPARE(shipped.writeUnitsPerSecond, 800.0);
        QVERIFY(!shipped.flagged());
        QCOMPARE(map.flagged, std::size_t(1));
        load.stronglyConsistent = true; // a whole unit per read: 6,000 RCU/s
        QVERIFY(partition(partitionHeat(table, "GSI1", load), "ORDER#PENDING").overReadLimit);
    }

    // "Pending orders, newest first" reads ORDER#PENDING only: at 10,000 calls/s of 0.5 RCU
    // (the partition's 62 bytes, eventually consistent) it takes 5,000 RCU/s.
    void patternRatesAimAtTheirPartition_data()
    {
        QTest::addColumn<double>("rate");
        QTest::addColumn<double>("units");
        QTest::addColumn<bool>("over");
        QTest::newRow("idle") << 0.0 << 0.0 << false;
        QTest::newRow("1,000/s") << 1000.0 << 500.0 << false;
        QTest::newRow("10,000/s") << 10000.0 << 5000.0 << true;
    }

    void patternRatesAimAtTheirPartition()
    {
        QFETCH(double, rate);
        QFETCH(double, units);
        QFETCH(bool, over);
        Design design = design_test::ecommerce();
        DesignTable &table = design.tables[0];
        for (AccessPattern &pattern : table.accessPatterns)
            if (pattern.name == "Pending orders, newest first")
                pattern.ratePerSecond = rate;
        PartitionHeatMap map = partitionHeat(table, "GSI1", {});
        QCOMPARE(partition(map, "ORDER#PENDING").readUnitsPerSecond, units);
        QCOMPARE(partition(map, "ORDER#PENDING").overReadLimit, over);
        QCOMPARE(partition(map, "ORDER#SHIPPED").readUnitsPerSecond, 0.0);
        HeatLoad ignore;
        ignore.usePatternRates = false;
        QCOMPARE(partition(partitionHeat(table, "GSI1", ignore), "ORDER#PENDING")
                     .readUnitsPerSecond, 0.0);
    }

    // A parameterised pattern ({userId}) spreads over every partition of the table.
    void parameterisedPatternSpreads()
    {
        Design design = design_test::ecommerce();
        DesignTable &table = design.tables[0];
        for (AccessPattern &pattern : table.accessPatterns)
            if (pattern.name == "Get user profile")
                pattern.ratePerSecond = 300;
        PartitionHeatMap map = partitionHeat(table, {}, {});
        for (const PartitionHeat &heat : map.partitions)
            QCOMPARE(heat.readUnitsPerSecond, 300.0 / 3 * 0.5);
    }

    // An LSI on the table: each item collection is its items plus their LSI entries; at a
    // scale that brings USER#u1's to 8-10 GB it is near the limit, past 10 GB over it.
    void itemCollections_data()
    {
        QTest::addColumn<double>("scale");
        QTest::addColumn<bool>("near");
        QTest::addColumn<bool>("over");
        QTest::newRow("as sampled") << 0.0 << false << false;
        QTest::newRow("9 GB") << 0.9 << true << false;
        QTest::newRow("12 GB") << 1.2 << true << true;
    }

    void itemCollections()
    {
        QFETCH(double, scale);
        QFETCH(bool, near);
        QFETCH(bool, over);
        Design design = design_test::ecommerce();
        DesignTable &table = design.tables[0];
        SecondaryIndex lsi;
        lsi.index.name = "byStatus";
        lsi.index.global = false;
        lsi.index.key = {{{"PK", AttributeType::S}}, {{"status", AttributeType::S}}};
        lsi.index.projection = {ProjectionType::KeysOnly, {}};
        table.indexes.push_back(lsi);
        PartitionHeatMap unscaled = partitionHeat(table, {}, {});
        QVERIFY(unscaled.localIndexes);
        const PartitionHeat &user = partition(unscaled, "USER#u1");
        QVERIFY(user.itemCollectionBytes > user.bytes); // plus the two orders' LSI entries
        // The scale that makes USER#u1's collection exactly 10 GB, times the row's factor.
        HeatLoad load;
        if (scale > 0) // 0: the sample as it is
            load.scale =
                scale * double(kItemCollectionLimitBytes) / double(user.itemCollectionBytes);
        PartitionHeatMap map = partitionHeat(table, {}, load);
        QCOMPARE(partition(map, "USER#u1").itemCollectionNearLimit, near);
        QCOMPARE(partition(map, "USER#u1").itemCollectionOverLimit, over);
        QVERIFY(!partitionHeat(table, "GSI1", load).localIndexes
                || partition(partitionHeat(table, "GSI1", load), "ORDER#PENDING")
                           .itemCollectionBytes == 0);
    }
};

QTEST_GUILESS_MAIN(TestPartitionHeat)
#include "tst_partition_heat.moc"
