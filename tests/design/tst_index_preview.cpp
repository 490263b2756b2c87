// The index preview and its cost: which items land in an index (sparse, with the reason per
// entity type), in what order, exactly what each entry holds for ALL / KEYS_ONLY / INCLUDE,
// and the storage, write amplification and hot partitions of worked examples.

#include "design_test_support.h"

#include <tablesmith/index_preview.h>
#include <tablesmith/index_serves.h>
#include <tablesmith/key_encoding.h>
#include <tablesmith/key_template.h>

#include <algorithm>
#include <random>
#include <set>

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


// The index order by its definition: each member's encoded keys (index partition, index sort,
// the table key's hash as the engine orders ties, table key), escaped and concatenated, sorted as bytes — what the preview must reproduce
// without building them.
std::vector<std::size_t> referenceOrder(const TableDescription &table,
                                        const IndexDescription &index,
                                        const std::vector<Item> &items)
{
    auto part = [](std::string &out, const Item &item, const std::string &name) {
        auto found = item.find(name);
        for (char c : found == item.end() ? std::string() : encodeKey(found->second)) {
            out += c;
            if (c == '\0')
                out += '\xff';
        }
        out += std::string("\0\x01", 2);
    };
    std::vector<std::pair<std::string, std::size_t>> keyed;
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (!indexMembership(index, items[i]).included())
            continue;
        std::string key;
        for (const KeyAttribute &k : index.key.attributes())
            part(key, items[i], k.name);
        const std::int64_t hash = tableKeyHash(
            AttributeType::S, encodeKey(items[i].at(table.key.partitionKey.front().name)),
            AttributeType::S, encodeKey(items[i].at(table.key.sortKey.front().name)));
        const char bytes[] = {char(hash >> 16), char(hash >> 8), char(hash)};
        Item hashed{{"hash", Binary{std::string(bytes, 3)}}};
        part(key, hashed, "hash");
        for (const KeyAttribute &k : table.key.attributes())
            part(key, items[i], k.name);
        keyed.emplace_back(std::move(key), i);
    }
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<std::size_t> order;
    for (const auto &[key, i] : keyed)
        order.push_back(i);
    return order;
}

// Items with clashing, prefixed, empty, numeric and binary keys, some left out.
std::vector<Item> mixedItems(unsigned seed, int count)
{
    std::mt19937 random(seed);
    const std::vector<std::string> texts = {"", "A", "A#", "A#1", "AB", "a", "B\x01", "\xc3\xa9",
                                            "ORDER#PENDING", "ORDER#PEND"};
    const std::vector<std::string> numbers = {"-10", "-1.5", "0", "1", "1.0", "2", "10", "1E+3"};
    auto pick = [&](const auto &list) { return list[random() % list.size()]; };
    std::vector<Item> items;
    for (int i = 0; i < count; ++i) {
        Item item{{"PK", pick(texts) + std::to_string(i % 3)}, {"SK", pick(texts)}};
        if (random() % 5)
            item["p1"] = pick(texts);
        if (random() % 5)
            item["p2"] = *Decimal::parse(pick(numbers));
        if (random() % 4)
            item["s1"] = random() % 7 ? AttributeValue(*Decimal::parse(pick(numbers)))
                                      : AttributeValue(pick(texts)); // some of the wrong type
        if (random() % 4)
            item["s2"] = Binary{pick(texts)};
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

    // The key design reads "Pending orders" from GSI1, but with GSI1SK of type N no order
    // lands in it: the index serves nothing, and says why.
    void emptyIndexServesNoPattern()
    {
        Fixture f;
        const std::vector<PatternVerdict> verdicts = checkAccessPatterns(f.table);
        std::vector<ServedPattern> served =
            patternsServed(f.table, f.gsi1(), previewIndex(f.table, f.gsi1()), verdicts);
        QVERIFY(!served.empty());
        for (const ServedPattern &pattern : served)
            QVERIFY2(pattern.served, pattern.pattern.c_str());

        IndexDescription index = f.gsi1();
        index.key.sortKey[0].type = AttributeType::N;
        served = patternsServed(f.table, index, previewIndex(f.table, index), verdicts);
        QVERIFY(!served.empty());
        for (const ServedPattern &pattern : served) {
            QVERIFY2(!pattern.served, pattern.pattern.c_str());
            QCOMPARE(pattern.reason,
                     std::string("none of the 7 items land in GSI1 (GSI1SK is not of type N)"));
        }
    }

    // A pattern that reads one fixed partition is not served when no item lands there.
    void patternPartitionWithoutEntriesIsNotServed()
    {
        Fixture f;
        for (SampleItem &sample : f.table.items) {
            auto pk = sample.item.find("GSI1PK");
            if (pk != sample.item.end() && keyText(pk->second) == "ORDER#PENDING")
                sample.item.erase(pk);
        }
        std::vector<ServedPattern> served = patternsServed(
            f.table, f.gsi1(), previewIndex(f.table, f.gsi1()), checkAccessPatterns(f.table));
        auto pending = std::find_if(served.begin(), served.end(), [](const ServedPattern &p) {
            return p.pattern == "Pending orders, newest first";
        });
        QVERIFY(pending != served.end());
        QVERIFY(!pending->served);
        QCOMPARE(pending->reason, std::string("no item lands in GSI1's partition ORDER#PENDING"));
    }

    // Each kind of exclusion keeps its own first reason: an Order left out for a wrong type,
    // then one without GSI1PK, must not have "GSI1SK is not of type S" stand for the missing.
    void eachExclusionKindHasItsReason()
    {
        Fixture f;
        Item wrongType{{"PK", "USER#u2"}, {"SK", "ORDER#o3"}, {"GSI1PK", "ORDER#PENDING"},
                       {"GSI1SK", *Decimal::parse("20260501")}};
        Item missing{{"PK", "USER#u2"}, {"SK", "ORDER#o4"}, {"GSI1SK", "2026-05-02"}};
        Item empty{{"PK", "USER#u2"}, {"SK", "ORDER#o5"}, {"GSI1PK", ""},
                   {"GSI1SK", "2026-05-03"}};
        IndexPreview preview =
            previewIndex(f.table.description(), f.gsi1(), {wrongType, missing, empty}, nullptr, {});
        QCOMPARE(preview.entityTypes.size(), std::size_t(1));
        const EntityTypeMembership &unknown = preview.entityTypes[0];
        QCOMPARE(unknown.firstReason, std::string("GSI1SK is not of type S"));
        QCOMPARE(unknown.wrongKeyTypeReason, std::string("GSI1SK is not of type S"));
        QCOMPARE(unknown.missingKeyReason, std::string("no GSI1PK"));
        QCOMPARE(unknown.emptyKeyReason, std::string("GSI1PK is empty"));
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
        const PreviewEntry &entry = preview.entriesOf(preview.partitions[0])[0];
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
        for (const PreviewEntry &entry : preview.entriesOf(preview.partitions[1]))
            order.push_back(entry.item);
        // Sort key first, then the service's order of ties, as the index stores them: the first
        // 24 bits of MD5("Outliers" + PK + SK) are 5782072 for A2, 7715533 for C1, 14620010
        // for B2 (tst_index_ties checks the engine's Query agrees).
        QCOMPARE(order, (std::vector<std::size_t>{1, 3, 2, 0}));
        QCOMPARE(preview.entityTypes.back().name, std::string("(unknown)"));
        QCOMPARE(preview.entityTypes.back().items, std::uint64_t(5));
    }

    // The preview's order and grouping equal the definition's on keys of every kind, with one
    // to two partition and zero to two sort attributes.
    void orderMatchesEncodedKeys_data()
    {
        QTest::addColumn<QStringList>("partition");
        QTest::addColumn<QStringList>("sort");
        QTest::addColumn<unsigned>("seed");
        for (unsigned seed : {1u, 2u, 3u}) {
            QByteArray tag = QByteArray::number(seed);
            QTest::newRow("S, none " + tag) << QStringList{"p1"} << QStringList() << seed;
            QTest::newRow("S, N " + tag) << QStringList{"p1"} << QStringList{"s1"} << seed;
            QTest::newRow("N, B " + tag) << QStringList{"p2"} << QStringList{"s2"} << seed;
            QTest::newRow("S N, N B " + tag)
                << QStringList{"p1", "p2"} << QStringList{"s1", "s2"} << seed;
        }
    }

    void orderMatchesEncodedKeys()
    {
        QFETCH(QStringList, partition);
        QFETCH(QStringList, sort);
        QFETCH(unsigned, seed);
        const std::map<QString, AttributeType> types = {
            {"p1", AttributeType::S}, {"p2", AttributeType::N}, {"s1", AttributeType::N},
            {"s2", AttributeType::B}};
        IndexDescription index;
        index.name = "multi";
        for (const QString &name : partition)
            index.key.partitionKey.push_back({name.toStdString(), types.at(name)});
        for (const QString &name : sort)
            index.key.sortKey.push_back({name.toStdString(), types.at(name)});
        Fixture f;
        std::vector<Item> items = mixedItems(seed, 400);
        IndexPreview preview = previewIndex(f.table.description(), index, items, nullptr, {});
        std::vector<std::size_t> expected = referenceOrder(f.table.description(), index, items);
        std::vector<std::size_t> order;
        for (const PreviewEntry &entry : preview.indexOrder)
            order.push_back(entry.item);
        QCOMPARE(order, expected);
        // Partitions cover the order without gaps, each one key, every key once.
        std::size_t next = 0;
        std::set<std::string> seen;
        for (const PreviewPartition &p : preview.partitions) {
            QCOMPARE(p.firstEntry, next);
            next += p.entryCount;
            QVERIFY(seen.insert(keyValueText(p.key)).second);
            for (const PreviewEntry &entry : preview.entriesOf(p))
                for (std::size_t k = 0; k < p.key.size(); ++k)
                    QCOMPARE(items[entry.item].at(index.key.partitionKey[k].name), p.key[k]);
        }
        QCOMPARE(next, expected.size());
    }

    // The designer's overload reads the design's sample items in place and matches the one
    // over a copy of them.
    void designTableOverload()
    {
        Fixture f;
        IndexPreview copied = f.preview(f.gsi1());
        IndexPreview inPlace = previewIndex(f.table, f.gsi1());
        QCOMPARE(inPlace.entries, copied.entries);
        QCOMPARE(inPlace.partitions.size(), copied.partitions.size());
        for (std::size_t i = 0; i < copied.indexOrder.size(); ++i) {
            QCOMPARE(inPlace.indexOrder[i].item, copied.indexOrder[i].item);
            QCOMPARE(inPlace.indexOrder[i].entityType, copied.indexOrder[i].entityType);
        }
        QCOMPARE(inPlace.entityTypes.size(), copied.entityTypes.size());
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
        for (const PreviewEntry &entry : preview.entriesOf(preview.partitions.at(0)))
            order.push_back(entry.item);
        QCOMPARE(order, (std::vector<std::size_t>{2, 3, 1, 0}));
    }

    // The ecommerce GSI1 worked by hand: o1's entry is PK "USER#u1" (2+7), SK "ORDER#o1"
    // (2+8), GSI1PK "ORDER#PENDING" (6+13), GSI1SK "2026-05-01" (6+10), total 129.90 (5 + 4:
    // 1, then 2 for "129" and 1 for "9", counted apart either side of the point) = 63 bytes;
    // o2's is 61 (total 42.00: 5 + 2).
    void storageWorkedExample()
    {
        Fixture f;
        IndexPreview preview = f.preview(f.gsi1());
        QCOMPARE(preview.entriesOf(preview.partitions[0])[0].projectedBytes, 63u);
        QCOMPARE(preview.entriesOf(preview.partitions[1])[0].projectedBytes, 61u);
        IndexCost cost = indexCost(preview, 100);
        QCOMPARE(cost.projectedBytes, std::uint64_t(124));
        QCOMPARE(cost.storageBytes, std::uint64_t(124 + 2 * 100));
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
