// The capacity and cost estimate: read and write units by DynamoDB's rounding, the monthly
// cost on demand and provisioned against a worked example, the shipped price table, and the
// storage a design takes.

#include "design_test_support.h"

#include <tablesmith/cost_estimate.h>
#include <tablesmith/index_preview.h>

#include <QFile>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

namespace {

PriceTable usEast1()
{
    PriceTable prices;
    prices.region = "us-east-1";
    prices.onDemandReadPerMillion = 0.125;
    prices.onDemandWritePerMillion = 0.625;
    prices.provisionedReadPerHour = 0.00013;
    prices.provisionedWritePerHour = 0.00065;
    prices.storagePerGbMonth = 0.25;
    prices.freeStorageGb = 25;
    return prices;
}

bool near(double a, double b) { return std::abs(a - b) < 1e-6 * std::max(1.0, std::abs(b)); }

} // namespace

class TestCostEstimate : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void readUnits_data()
    {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("consistency");
        QTest::addColumn<double>("units");
        const int eventual = int(ReadConsistency::Eventual);
        const int strong = int(ReadConsistency::Strong);
        const int transactional = int(ReadConsistency::Transactional);
        QTest::newRow("1 byte, eventual: half a unit") << 1ull << eventual << 0.5;
        QTest::newRow("0 bytes still 1 unit") << 0ull << strong << 1.0;
        QTest::newRow("4 KB strong") << 4096ull << strong << 1.0;
        QTest::newRow("4 KB + 1 strong") << 4097ull << strong << 2.0;
        QTest::newRow("8 KB eventual") << 8192ull << eventual << 1.0;
        QTest::newRow("8 KB transactional") << 8192ull << transactional << 4.0;
        QTest::newRow("3,500 bytes strong") << 3500ull << strong << 1.0;
    }

    void readUnits()
    {
        QFETCH(qulonglong, bytes);
        QFETCH(int, consistency);
        QFETCH(double, units);
        QCOMPARE(design::readUnits(bytes, ReadConsistency(consistency)), units);
    }

    void writeUnits_data()
    {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<bool>("transactional");
        QTest::addColumn<QList<qulonglong>>("indexEntries");
        QTest::addColumn<double>("units");
        QTest::newRow("1 KB") << 1024ull << false << QList<qulonglong>() << 1.0;
        QTest::newRow("3 KB") << 3072ull << false << QList<qulonglong>() << 3.0;
        QTest::newRow("3 KB transactional") << 3072ull << true << QList<qulonglong>() << 6.0;
        // A 500-byte item landing in two indexes: 1 + 1 (200 B) + 2 (1,500 B).
        QTest::newRow("two indexes") << 500ull << false << QList<qulonglong>{200, 1500} << 4.0;
        QTest::newRow("two indexes, transactional")
            << 500ull << true << QList<qulonglong>{200, 1500} << 8.0;
    }

    void writeUnits()
    {
        QFETCH(qulonglong, bytes);
        QFETCH(bool, transactional);
        QFETCH(QList<qulonglong>, indexEntries);
        QFETCH(double, units);
        std::vector<std::uint64_t> entries(indexEntries.begin(), indexEntries.end());
        QCOMPARE(design::writeUnits(bytes, transactional, entries), units);
    }

    // 100 reads/s at 0.5 RCU and 10 writes/s at 2 WCU, 30 GB, us-east-1, 730 hours:
    // on demand 131.4 M RRU x $0.125/M = $16.425 and 52.56 M WRU x $0.625/M = $32.85;
    // provisioned at 70 % ceil(50/0.7) = 72 RCU x 730 h x $0.00013 = $6.8328 and
    // ceil(20/0.7) = 29 WCU x 730 h x $0.00065 = $13.7605; storage (30 - 25) GB x $0.25.
    void workedExample()
    {
        std::vector<PatternLoad> loads = {{"Get user profile", 100, 0.5, 0, true},
                                          {"Place order", 10, 0, 2, true}};
        std::uint64_t storage = 30ull * 1024 * 1024 * 1024;
        CostEstimate cost = estimateCost(loads, storage, usEast1(), 0.7);
        QCOMPARE(cost.patterns.size(), std::size_t(2));
        QCOMPARE(cost.readUnitsPerSecond, 50.0);
        QCOMPARE(cost.writeUnitsPerSecond, 20.0);
        QVERIFY(near(cost.patterns[0].onDemandPerMonth, 16.425));
        QVERIFY(near(cost.patterns[1].onDemandPerMonth, 32.85));
        QCOMPARE(cost.provisionedReadUnits, std::int64_t(72));
        QCOMPARE(cost.provisionedWriteUnits, std::int64_t(29));
        QVERIFY(near(cost.provisionedReadsPerMonth, 6.8328));
        QVERIFY(near(cost.provisionedWritesPerMonth, 13.7605));
        QVERIFY(near(cost.storagePerMonth, 1.25));
        QVERIFY(near(cost.onDemandPerMonth, 16.425 + 32.85 + 1.25));
        QVERIFY(near(cost.provisionedPerMonth, 6.8328 + 13.7605 + 1.25));
    }

    void idleTableStillProvisionsOneUnit()
    {
        CostEstimate cost = estimateCost({}, 1000, usEast1(), 0.7);
        QCOMPARE(cost.provisionedReadUnits, std::int64_t(1));
        QCOMPARE(cost.provisionedWriteUnits, std::int64_t(1));
        QCOMPARE(cost.onDemandPerMonth, 0.0);
        QCOMPARE(cost.storagePerMonth, 0.0); // inside the free 25 GB
        QVERIFY(near(cost.provisionedPerMonth, 730 * (0.00013 + 0.00065)));
    }

    void shippedPriceTable()
    {
        QFile file(TABLESMITH_RESOURCES_DIR "pricing/dynamodb-prices.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto tables = readPriceTables(file.readAll().toStdString());
        QVERIFY2(tables, tables ? "" : tables.error().message.c_str());
        QCOMPARE(tables->at(0).region, std::string("us-east-1"));
        QCOMPARE(tables->at(0).date, std::string("2024-11-01"));
        QCOMPARE(tables->at(0).onDemandReadPerMillion, 0.125);
        QCOMPARE(tables->at(0).onDemandWritePerMillion, 0.625);
        QCOMPARE(tables->at(0).provisionedReadPerHour, 0.00013);
        QCOMPARE(tables->at(0).provisionedWritePerHour, 0.00065);
        QCOMPARE(tables->at(0).storagePerGbMonth, 0.25);
        // Written back, it reads the same.
        auto again = readPriceTables(priceTablesJson(*tables));
        QVERIFY(again);
        QCOMPARE(again->at(0).provisionedWritePerHour, 0.00065);
        QCOMPARE(again->at(0).date, std::string("2024-11-01"));
    }

    // Six regions, each dated and sourced; a region's own Checked and Notes replace the file's.
    void shippedRegions()
    {
        QFile file(TABLESMITH_RESOURCES_DIR "pricing/dynamodb-prices.json");
        QVERIFY(file.open(QIODevice::ReadOnly));
        auto tables = readPriceTables(file.readAll().toStdString());
        QVERIFY(tables);
        QStringList regions;
        for (const PriceTable &table : *tables) {
            regions << QString::fromStdString(table.region);
            QCOMPARE(table.date, std::string("2024-11-01"));
            QVERIFY(!table.source.empty());
            QVERIFY(!table.notes.empty());
            QVERIFY(table.onDemandWritePerMillion > table.onDemandReadPerMillion);
        }
        for (const char *region : {"us-east-1", "us-west-2", "eu-west-1", "eu-central-1",
                                   "ap-northeast-1", "ap-southeast-1"})
            QVERIFY2(regions.contains(QLatin1String(region)), region);
        QCOMPARE(tables->at(0).checked, std::string("2026-12-01"));
        QCOMPARE(tables->at(3).checked, std::string("not confirmed"));
    }

    // The user's region and edited price table are the design's: written with it, read back
    // the same, per region, with the date they were edited from.
    void pricingSavedWithTheDesign()
    {
        Design design = design_test::ecommerce();
        PriceTable edited = usEast1();
        edited.region = "eu-west-1";
        edited.date = "2024-11-01";
        edited.notes = "our negotiated rate";
        edited.onDemandWritePerMillion = 0.5;
        design.pricing = {"eu-west-1", {edited}};
        auto read = readDesign(boost::json::value(writeDesign(design)));
        QVERIFY2(read, read ? "" : read.error().message.c_str());
        QCOMPARE(read->pricing.region, std::string("eu-west-1"));
        QCOMPARE(read->pricing.edited.size(), std::size_t(1));
        const PriceTable &back = read->pricing.edited[0];
        QCOMPARE(back.region, std::string("eu-west-1"));
        QCOMPARE(back.onDemandWritePerMillion, 0.5);
        QCOMPARE(back.onDemandReadPerMillion, edited.onDemandReadPerMillion);
        QCOMPARE(back.notes, edited.notes);
        QCOMPARE(back.date, edited.date);
        QCOMPARE(writeDesign(*read), writeDesign(design));
        // Without edits nothing is written.
        QVERIFY(!writeDesign(design_test::ecommerce()).contains("Pricing"));
    }

    void badPriceTables_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("syntax") << "{\"Regions\": " << "line 1";
        QTest::newRow("no regions") << "{}" << "no Regions";
        QTest::newRow("missing price")
            << "{\"Regions\": {\"x\": {\"OnDemandReadRequestUnitsPerMillion\": 1}}}"
            << "OnDemandWriteRequestUnitsPerMillion";
    }

    void badPriceTables()
    {
        QFETCH(QString, json);
        QFETCH(QString, message);
        auto tables = readPriceTables(json.toStdString());
        QVERIFY(!tables);
        QVERIFY2(QString::fromStdString(tables.error().message).contains(message),
                 tables.error().message.c_str());
    }

    // The ecommerce table: its seven items plus 100 bytes each, and GSI1's two entries (63 and
    // 61 projected bytes) plus 100 each.
    void designStorage()
    {
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        std::uint64_t items = 0;
        for (const SampleItem &sample : table.items)
            items += itemSize(sample.item) + 100;
        QCOMPARE(designStorageBytes(table), items + 124 + 200);
        QCOMPARE(designStorageBytes(table, 1000), (items + 324) * 1000);
    }
};

QTEST_GUILESS_MAIN(TestCostEstimate)
#include "tst_cost_estimate.moc"
