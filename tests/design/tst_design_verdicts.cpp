// Access-pattern verdicts of the ecommerce design, from the engine's explain: each pattern's
// access path, and what an edit to the keys or indexes breaks or fixes.

#include "design_test_support.h"

#include <tablesmith/design_check.h>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;

class TestDesignVerdicts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void ecommercePatterns_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("access");
        QTest::addColumn<QString>("index");
        QTest::addColumn<bool>("filtered");
        QTest::newRow("profile") << "Get user profile" << "GetItem" << "" << false;
        QTest::newRow("orders") << "Get all orders for a user" << "Query" << "" << false;
        QTest::newRow("orders by status") << "Get a user's orders with a status" << "Query" << ""
                                          << true;
        QTest::newRow("order items") << "Get all items in an order" << "Query" << "" << false;
        QTest::newRow("reviews") << "Get product reviews" << "Query" << "" << false;
        QTest::newRow("pending") << "Pending orders, newest first" << "Query" << "GSI1" << false;
        QTest::newRow("status change") << "Change an order's status only if unchanged" << "Write"
                                       << "" << false;
        QTest::newRow("notify") << "Notify on order status change" << "Stream" << "" << false;
        QTest::newRow("admin products") << "Find all products (admin)" << "Scan" << "" << true;
    }

    void ecommercePatterns()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, access);
        QFETCH(QString, index);
        QFETCH(bool, filtered);
        Design design = design_test::ecommerce();
        const DesignTable &table = design.tables[0];
        const AccessPattern *found = nullptr;
        for (const AccessPattern &p : table.accessPatterns)
            found = p.name == pattern.toStdString() ? &p : found;
        QVERIFY(found);
        PatternVerdict verdict = checkAccessPattern(table, *found);
        QVERIFY2(verdict.access == access.toStdString(),
                 (verdict.access + ": " + verdict.reason).c_str());
        QCOMPARE(QString::fromStdString(verdict.index), index);
        QCOMPARE(verdict.filtered, filtered);
        QCOMPARE(verdict.servedByKey(), access != "Scan");
        if (access == "Query" && index == "GSI1")
            QVERIFY2(verdict.keyCondition.find("GSI1PK") != std::string::npos,
                     verdict.keyCondition.c_str());
    }

    void everyPatternHasAVerdictLine()
    {
        Design design = design_test::ecommerce();
        std::vector<PatternVerdict> verdicts = checkAccessPatterns(design.tables[0]);
        QCOMPARE(verdicts.size(), std::size_t(9));
        boost::json::object line = verdictJson(verdicts[5]);
        QCOMPARE(line.at("pattern"), boost::json::value("Pending orders, newest first"));
        QCOMPARE(line.at("access"), boost::json::value("Query"));
        QCOMPARE(line.at("index"), boost::json::value("GSI1"));
        QCOMPARE(line.at("servedByKey"), boost::json::value(true));
    }

    void droppingTheIndexBreaksPendingOrders()
    {
        Design design = design_test::ecommerce();
        DesignTable &table = design.tables[0];
        std::vector<PatternVerdict> before = checkAccessPatterns(table);
        table.indexes.clear();
        std::vector<PatternVerdict> after = checkAccessPatterns(table);
        std::vector<VerdictChange> changes = verdictChanges(before, after);
        QCOMPARE(changes.size(), std::size_t(1));
        QCOMPARE(changes[0].pattern, std::string("Pending orders, newest first"));
        QVERIFY(changes[0].broken());
        // Adding an index keyed on PK-prefix-free attributes fixes nothing else.
        QVERIFY(verdictChanges(after, after).empty());
        std::vector<VerdictChange> restored = verdictChanges(after, before);
        QCOMPARE(restored.size(), std::size_t(1));
        QVERIFY(restored[0].fixed());
    }
};

QTEST_GUILESS_MAIN(TestDesignVerdicts)
#include "tst_design_verdicts.moc"
