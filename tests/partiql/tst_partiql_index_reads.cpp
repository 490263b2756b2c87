// PartiQL SELECTs on secondary indexes read what Query would: an LSI fetches the attributes it
// does not project from the table (and bills those reads), and on a multi-attribute GSI the
// conditions on the RANGE attributes narrow the key range left to right instead of filtering
// what a wider read found — so fewer items are read and less capacity consumed.

#include "partiql_fixture.h"

#include <tablesmith/partiql.h>

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

void createOrders(Client &db)
{
    ok(db, "CreateTable", R"({"TableName": "orders", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                      {"AttributeName": "SK", "KeyType": "RANGE"}],
        "AttributeDefinitions": [{"AttributeName": "PK", "AttributeType": "S"},
                                 {"AttributeName": "SK", "AttributeType": "S"},
                                 {"AttributeName": "placed", "AttributeType": "S"},
                                 {"AttributeName": "customer", "AttributeType": "S"},
                                 {"AttributeName": "status", "AttributeType": "S"}],
        "LocalSecondaryIndexes": [{"IndexName": "ByPlaced",
            "KeySchema": [{"AttributeName": "PK", "KeyType": "HASH"},
                          {"AttributeName": "placed", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "INCLUDE", "NonKeyAttributes": ["status"]}}],
        "GlobalSecondaryIndexes": [{"IndexName": "ByStatus",
            "KeySchema": [{"AttributeName": "customer", "KeyType": "HASH"},
                          {"AttributeName": "status", "KeyType": "RANGE"},
                          {"AttributeName": "placed", "KeyType": "RANGE"}],
            "Projection": {"ProjectionType": "ALL"}}]})");
    // Customer c1's twelve orders, six PENDING and six SHIPPED, placed 2026-01 to 2026-06, each
    // about 3 KB, so capacity counts the items read.
    for (int i = 0; i < 12; ++i) {
        const std::string status = i < 6 ? "PENDING" : "SHIPPED";
        const std::string placed = "2026-0" + std::to_string(i % 6 + 1);
        ok(db, "PutItem", R"({"TableName": "orders", "Item": {"PK": {"S": "CUSTOMER#c1"},
            "SK": {"S": "ORDER#)" + std::to_string(i + 10) + R"("}, "customer": {"S": "c1"},
            "status": {"S": ")" + status + R"("}, "placed": {"S": ")" + placed + R"("},
            "total": {"N": ")" + std::to_string(i + 1) + R"("},
            "note": {"S": ")" + std::string(2900, 'x') + R"("}}})");
    }
}

// Each item's SK and the attributes the test asks about, and the capacity read.
QString answer(const json::object &response, const QStringList &attributes)
{
    QStringList items;
    for (const json::value &item : response.at("Items").as_array()) {
        QStringList parts;
        for (const QString &name : attributes) {
            const json::value *v = item.as_object().if_contains(name.toStdString());
            parts << (v ? text(v->as_object().begin()->value()).remove('"') : "-");
        }
        items << parts.join('/');
    }
    return items.join(',') + " | "
        + QString::number(response.at("ConsumedCapacity").at("CapacityUnits").to_number<double>());
}

} // namespace

class TestPartiqlIndexReads : public QObject {
    Q_OBJECT

    std::unique_ptr<Database> m_db;

    QString select(const QString &statement, const QStringList &attributes)
    {
        json::object request{{"Statement", statement.toStdString()},
                             {"ReturnConsumedCapacity", "TOTAL"}};
        auto r = m_db->call("ExecuteStatement", request);
        if (!r)
            return QString::fromStdString(std::string(errorName(r.error().kind)) + ": "
                                          + r.error().message);
        return answer(*r, attributes);
    }

private Q_SLOTS:
    void init()
    {
        m_db = openMemory();
        createOrders(*m_db);
    }

    void localIndexProjection_data();
    void localIndexProjection();
    void multiAttributeKeyRange_data();
    void multiAttributeKeyRange();
};

void TestPartiqlIndexReads::localIndexProjection_data()
{
    QTest::addColumn<QString>("statement");
    QTest::addColumn<QString>("attributes");
    QTest::addColumn<QString>("expected");
    // Reading the index costs 0.5 RCU (its entries are small); each fetch from the table 0.5.
    // ORDER#18 comes before ORDER#12: entries sharing the index key follow the service's order,
    // the table key's hash (tst_index_ties.cpp): 2858674 against 8148707.
    const QString from =
        R"(FROM "orders"."ByPlaced" WHERE PK = 'CUSTOMER#c1' AND placed = '2026-03')";
    QTest::newRow("projected attributes: the index alone")
        << "SELECT SK, status " + from << "SK,status"
        << "ORDER#18/SHIPPED,ORDER#12/PENDING | 0.5";
    QTest::newRow("an attribute it does not project: fetched from the table")
        << "SELECT SK, total " + from << "SK,total" << "ORDER#18/9,ORDER#12/3 | 1.5";
    QTest::newRow("a condition on an unprojected attribute")
        << "SELECT SK " + from + " AND total > 5" << "SK" << "ORDER#18 | 1.5";
    QTest::newRow("SELECT *: what the index projects, as Query")
        << "SELECT * " + from << "SK,status,total"
        << "ORDER#18/SHIPPED/-,ORDER#12/PENDING/- | 0.5";
}

void TestPartiqlIndexReads::localIndexProjection()
{
    QFETCH(QString, statement);
    QFETCH(QString, attributes);
    QFETCH(QString, expected);
    QCOMPARE(select(statement, attributes.split(',')), expected);
}

void TestPartiqlIndexReads::multiAttributeKeyRange_data()
{
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("keyCondition");
    QTest::addColumn<QString>("expected");
    // Twelve items of ~3 KB read cost 4.5 RCU, six 2.5, two 1, one 0.5.
    QTest::newRow("partition only") << "customer = 'c1'" << "customer = 'c1'"
                                    << "12 items | 4.5";
    QTest::newRow("equality on the first RANGE")
        << "customer = 'c1' AND status = 'PENDING'"
        << "customer = 'c1' AND status = 'PENDING'" << "6 items | 2.5";
    QTest::newRow("then a range on the second")
        << "customer = 'c1' AND status = 'PENDING' AND placed >= '2026-05'"
        << "customer = 'c1' AND status = 'PENDING' AND placed >= '2026-05'" << "2 items | 1";
    QTest::newRow("the value first")
        << "'2026-05' <= placed AND status = 'PENDING' AND customer = 'c1'"
        << "customer = 'c1' AND status = 'PENDING' AND '2026-05' <= placed" << "2 items | 1";
    QTest::newRow("then BETWEEN on the second")
        << "customer = 'c1' AND status = 'SHIPPED' AND placed BETWEEN '2026-02' AND '2026-03'"
        << "customer = 'c1' AND status = 'SHIPPED' AND placed BETWEEN '2026-02' AND '2026-03'"
        << "2 items | 1";
    QTest::newRow("then begins_with on the second")
        << "customer = 'c1' AND status = 'SHIPPED' AND begins_with(placed, '2026-04')"
        << "customer = 'c1' AND status = 'SHIPPED' AND begins_with(placed, '2026-04')"
        << "1 items | 0.5";
    QTest::newRow("equality on both")
        << "customer = 'c1' AND placed = '2026-04' AND status = 'SHIPPED'"
        << "customer = 'c1' AND status = 'SHIPPED' AND placed = '2026-04'" << "1 items | 0.5";
    QTest::newRow("no equality on the first: the second is filtered")
        << "customer = 'c1' AND placed = '2026-04'" << "customer = 'c1'" << "2 items | 4.5";
    QTest::newRow("a range on the first: the second is filtered")
        << "customer = 'c1' AND status > 'P' AND placed = '2026-04'"
        << "customer = 'c1' AND status > 'P'" << "2 items | 4.5";
    QTest::newRow("a condition the key cannot hold: filtered")
        << "customer = 'c1' AND status = 'PENDING' AND placed <> '2026-04'"
        << "customer = 'c1' AND status = 'PENDING'" << "5 items | 2.5";
}

void TestPartiqlIndexReads::multiAttributeKeyRange()
{
    QFETCH(QString, where);
    QFETCH(QString, keyCondition);
    QFETCH(QString, expected);
    const QString statement = R"(SELECT SK FROM "orders"."ByStatus" WHERE )" + where;
    auto d = ok(*m_db, "DescribeTable", R"({"TableName": "orders"})");
    auto plan = partiql::planStatement(statement.toStdString(), d.at("Table").as_object());
    QVERIFY2(plan.ok(), plan ? "" : plan.error().message.c_str());
    QCOMPARE(QString::fromStdString(plan->keyCondition), keyCondition);
    json::object request{{"Statement", statement.toStdString()},
                         {"ReturnConsumedCapacity", "TOTAL"}};
    auto r = m_db->call("ExecuteStatement", request);
    QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
    QCOMPARE(QString("%1 items | %2")
                 .arg(r->at("Items").as_array().size())
                 .arg(r->at("ConsumedCapacity").at("CapacityUnits").to_number<double>()),
             expected);
}

QTEST_GUILESS_MAIN(TestPartiqlIndexReads)
#include "tst_partiql_index_reads.moc"
