// The index preview and its cost: which items land in an index (sparse, with the reason per
// entity type), in what order, exactly what each entry holds for ALL / KEYS_ONLY / INCLUDE,
// and the storage, write amplification and hot partitions of worked examples.

#include "design_test_support.h"

#include <tablesmith/index_preview.h>
#include <tablesmith/key_template.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

namespace {

struct Fixture {
    Design design = design_test::ecommerce();
    DesignTable &table = design.tables[0];
    std::vector<Item> items;
    std::vector<std::string> names;

    Fixture()
    {
        for (const SampleItem &sample : table.items)
            items.push_back(sample.item);
        for (const EntityType &entity : table.entityTypes)
            names.push_back(entity.name);
    }

    IndexPreview preview(const IndexDescription &index) const
    {
        EntityMatcher matcher(table);
        return previewIndex(table.description(), index, items, &matcher, names);
    }
    IndexDescription gsi1() const { return table.index("GSI1")->index; }
    const EntityTypeMembership &counts(const IndexPreview &p, const std::string &name) const
    {
        for (const EntityTypeMembership &m : p.entityTypes) {
            if (m.name == name)
                return m;
        }
        qFatal("no entity type %s", name.c_str());
    }
};

std::vector<std::string> names(const Item &item)
{
    std::vector<std::string> result;
    for (const auto &[name, value] : item)
        result.push_back(name);
    return result;
}

// n orders, `pending` of them PENDING, each with a GSI1 key, for skew and cost examples.
std::vector<Item> orders(int n, int pending, std::size_t padding = 0)
{
    std::vector<Item> items;
    for (int i = 0; i < n; ++i) {
        std::string id = std::to_string(i);
        Item item{{"PK", "USER#u" + std::to_string(i % 7)}, {"SK", "ORDER#" + id},
                  {"GSI1PK", i < pending ? "ORDER#PENDING" : "ORDER#SHIPPED"},
                  {"GSI1SK", "2026-05-" + std::to_string(10 + i % 20)}};
        if (padding)
            item["note"] = std::string(padding, 'x');
        items.push_back(std::move(item));
    }
    return items;
}

} // namespace

class TestIndexPreview : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void gsi1IsSparse()
    {
        Fixture f;
        IndexPreview preview = f.preview(f.gsi1());
        QCOMPARE(preview.items, std::uint64_t(7));
        QCOMPARE(preview.entries, std::uint64_t(2));
        QCOMPARE(preview.partitions.size(), std::size_t(2));
        QCOMPARE(keyValueText(preview.partitions[0].key), std::string("ORDER#PENDING"));
        QCOMPARE(keyValueText(preview.partitions[1].key), std::string("ORDER#SHIPPED"));
        const EntityTypeMembership &orders = f.counts(preview, "Order");
        QCOMPARE(orders.items, std::uint64_t(2));
        QCOMPARE(orders.included, std::uint64_t(2));
        const EntityTypeMembership &users = f.counts(preview, "UserProfile");
        QCOMPARE(users.included, std::uint64_t(0));
        QCOMPARE(users.missingKeyAttribute, std::uint64_t(1));
        QCOMPARE(users.firstReason, std::string("no GSI1PK"));
        QCOMPARE(f.counts(preview, "OrderItem").missingKeyAttribute, std::uint64_t(2));
        QCOMPARE(preview.entityTypes.size(), std::size_t(5)); // no unknown items
    }

    void wrongKeyTypeIsLeftOut()
    {
        Fixture f;
        IndexDescription index = f.gsi1();
        index.key.sortKey[0].type = AttributeType::N; // GSI1SK holds dates as strings
        IndexPreview preview = f.preview(index);
        QCOMPARE(preview.entries, std::uint64_t(0));
        const EntityTypeMembership &orders = f.counts(preview, "Order");
        QCOMPARE(orders.wrongKeyType, std::uint64_t(2));
        QCOMPARE(orders.firstReason, std::string("GSI1SK is not of type N"));
    }

    void projectedContents_data()
    {
        QTest::addColumn<int>("projection");
        QTest::addColumn<QStringList>("include");
        QTest::addColumn<QStringList>("holds");
        QTest::newRow("ALL") << int(ProjectionType::All) << QStringList()
                             << QStringList{"GSI1PK", "GSI1SK", "PK", "SK", "items", "status",
                                            "total"};
        QTest::newRow("KEYS_ONLY") << int(ProjectionType::KeysOnly) << QStringList()
                                   << QStringList{"GSI1PK", "GSI1SK", "PK", "SK"};
        QTest::newRow("INCLUDE total") << int(ProjectionType::Include) << QStringList{"total"}
                                       << QStringList{"GSI1PK", "GSI1SK", "PK", "SK", "total"};
        QTest::newRow("INCLUDE absent") << int(ProjectionType::Include)
                                        << QStringList{"status", "rating"}
                                        << QStringList{"GSI1PK", "GSI1SK", "PK", "SK", "status"};
    }

    void projectedContents()
    {
        QFETCH(int, projection);
        QFETCH(QStringList, include);
        QFETCH(QStringList, holds);
        Fixture f;
        IndexDescription index = f.gsi1();
        index.projection.type = ProjectionType(projection);
        index.projection.nonKeyAttributes.clear();
        for (const QString &name : include)
            index.projection.nonKeyAttributes.push_back(name.toStdString());
        IndexPreview preview = f.preview(index);
        const PreviewEntry &entry = preview.partitions[0].entries.at(0);
        Item held = projectedEntry(f.table.description(), index, f.items[entry.item]);
        QStringList heldNames;
        for (const std::string &name : names(held))
            heldNames << QString::fromStdString(name);
        QCOMPARE(heldNames, holds);
        QCOMPARE(held.at("SK"), AttributeValue("ORDER#o1"));
        // The preview's byte count is the projected item's size, as reads are billed.
        QCOMPARE(std::size_t(entry.projectedBytes), itemSize(held));
    }

    void entriesInIndexOrder()
    {
        Fixture f;
        std::vector<Item> items = {
            {{"PK", "B"}, {"SK", "2"}, {"GSI1PK", "P"}, {"GSI1SK", "2026-02"}},
            {{"PK", "A"}, {"SK", "1"}, {"GSI1PK", "P"}, {"GSI1SK", "2026-01"}},
            {{"PK", "C"}, {"SK", "1"}, {"GSI1PK", "P"}, {"GSI1SK", "2026-02"}},
            {{"PK", "A"}, {"SK", "2"}, {"GSI1PK", "P"}, {"GSI1SK", "2026-02"}},
            {{"PK", "A"}, {"SK", "3"}, {"GSI1PK", "O"}, {"GSI1SK", "2027"}},
        };
        IndexPreview preview = previewIndex(f.table.description(), f.gsi1(), items, nullptr, {});
        QCOMPARE(preview.partitions.size(), std::size_t(2));
        std::vector<std::size_t> order;
        for (const PreviewEntry &entry : preview.partitions[1].entries)
            order.push_back(entry.item);
        // Sort key first, then the table key breaks ties, as the index stores them.
        QCOMPARE(order, (std::vector<std::size_t>{1, 3, 0, 2}));
        QCOMPARE(preview.entityTypes.back().name, std::string("(unknown)"));
        QCOMPARE(preview.entityTypes.back().items, std::uint64_t(5));
    }

    void numberSortKeysSortNumerically()
    {
        Fixture f;
        IndexDescription index = f.gsi1();
        index.key.sortKey = {{"rank", AttributeType::N}};
        std::vector<Item> items;
        for (const char *rank : {"10", "9", "-1", "1.5"})
            items.push_back({{"PK", std::string("x") + rank}, {"SK", "s"}, {"GSI1PK", "P"},
                             {"rank", *Decimal::parse(rank)}});
        IndexPreview preview = previewIndex(f.table.description(), index, items, nullptr, {});
        std::vector<std::size_t> order;
        for (const PreviewEntry &entry : preview.partitions.at(0).entries)
            order.push_back(entry.item);
        QCOMPARE(order, (std::vector<std::size_t>{2, 3, 1, 0}));
    }

    // The ecommerce GSI1 worked by hand: o1's entry is PK "USER#u1" (2+7), SK "ORDER#o1"
    // (2+8), GSI1PK "ORDER#PENDING" (6+13), GSI1SK "2026-05-01" (6+10), total 129.90 (5 + 3:
    // four significant digits) = 62 bytes; o2's is 61 (total 42.00: 5 + 2).
    void storageWorkedExample()
    {
        Fixture f;
        IndexPreview preview = f.preview(f.gsi1());
        QCOMPARE(preview.partitions[0].entries[0].projectedBytes, 62u);
        QCOMPARE(preview.partitions[1].entries[0].projectedBytes, 61u);
        IndexCost cost = indexCost(preview, 100);
        QCOMPARE(cost.projectedBytes, std::uint64_t(123));
        QCOMPARE(cost.storageBytes, std::uint64_t(123 + 2 * 100));
        QVERIFY(cost.hotPartitions.empty()); // two entries say nothing about skew
    }

    void writeAmplification()
    {
        Fixture f;
        IndexCost cost = indexCost(f.preview(f.gsi1()), 100);
        for (const EntityTypeWriteCost &write : cost.writes) {
            bool order = write.name == "Order";
            QCOMPARE(write.indexWritesPerPut, order ? 1 : 0);
            QCOMPARE(write.indexWritesPerKeyChange, order ? 2 : 0);
            QCOMPARE(write.writeUnitsPerPut, order ? 1 : 0);
            QCOMPARE(write.writeUnitsPerKeyChange, order ? 2 : 0);
            QCOMPARE(write.entriesPerItem, order ? 1.0 : 0.0);
        }
        // An ALL projection of 2,500-byte orders: 3 write units an entry, 6 on a key change.
        IndexDescription all = f.gsi1();
        all.projection = {ProjectionType::All, {}};
        std::vector<Item> large = orders(4, 2, 2500);
        IndexPreview preview = previewIndex(f.table.description(), all, large, nullptr, {});
        IndexCost big = indexCost(preview, 10);
        QCOMPARE(big.writes.back().writeUnitsPerPut, 3);
        QCOMPARE(big.writes.back().writeUnitsPerKeyChange, 6);
        QCOMPARE(writeUnits(1024), 1);
        QCOMPARE(writeUnits(1025), 2);
        QCOMPARE(writeUnits(0), 1);
    }

    // 100 orders, 60 pending: at 2,000 table writes/s the ORDER#PENDING partition takes 60 %
    // of them at 1 WCU each = 1,200 WCU/s, past 1,000; it reaches the limit at 1,000 / 0.6.
    void hotPartitionWorkedExample()
    {
        Fixture f;
        std::vector<Item> items = orders(100, 60);
        IndexPreview preview = previewIndex(f.table.description(), f.gsi1(), items, nullptr, {});
        IndexCost cost = indexCost(preview, 2000);
        QCOMPARE(cost.hotPartitions.size(), std::size_t(2));
        const HotPartition &pending = cost.hotPartitions[0];
        QCOMPARE(pending.key, std::string("ORDER#PENDING"));
        QCOMPARE(pending.entries, std::uint64_t(60));
        QCOMPARE(pending.share, 0.6);
        QCOMPARE(pending.writeUnitsPerSecond, 1200.0);
        QVERIFY(pending.overLimit);
        QVERIFY(qFuzzyCompare(pending.maxTableWritesPerSecond, 1000.0 / 0.6));
        QVERIFY(!cost.hotPartitions[1].overLimit); // 800 WCU/s, but 40 % of the index
        QVERIFY(indexCost(preview, 1000).hotPartitions[0].overLimit == false);
    }
};

QTEST_GUILESS_MAIN(TestIndexPreview)
#include "tst_index_preview.moc"
