// PartiQL SELECTs on secondary indexes read what Query would: an LSI fetches the attributes it
// does not project from the table (and bills those reads). A GSI with a multi-attribute key is
// refused, as the service refuses it, while its table and the table's other indexes still read.

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
    void multiAttributeKeyRefused_data();
    void multiAttributeKeyRefused();
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

void TestPartiqlIndexReads::multiAttributeKeyRefused_data()
{
    QTest::addColumn<QString>("where");
    QTest::newRow("partition only") << "customer = 'c1'";
    QTest::newRow("every key attribute")
        << "customer = 'c1' AND status = 'PENDING' AND placed >= '2026-05'";
    QTest::newRow("no key attribute") << "total > 5";
    QTest::newRow("a key of the wrong type") << "customer = 5";
}

void TestPartiqlIndexReads::multiAttributeKeyRefused()
{
    QFETCH(QString, where);
    const QString statement = R"(SELECT SK FROM "orders"."ByStatus" WHERE )" + where;
    const std::string refused = "PartiQL statements cannot be executed on tables with "
                                "multi-attribute HASH keys or multi-attribute RANGE keys.";
    auto r = m_db->call("ExecuteStatement", json::object{{"Statement", statement.toStdString()}});
    QVERIFY(!r);
    QCOMPARE(r.error().message, refused);
    // The table and its LSI still read.
    QCOMPARE(select("SELECT SK FROM orders WHERE PK = 'CUSTOMER#c1' AND SK = 'ORDER#10'", {"SK"}),
             QString("ORDER#10 | 0.5"));
}

QTEST_GUILESS_MAIN(TestPartiqlIndexReads)
#include "tst_partiql_index_reads.moc"
