// The 4 MB cap on a transaction's aggregate item size, for TransactWriteItems (Put items, and
// the values Updates carry) and TransactGetItems (the items read).

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

namespace {

// What the service's text is known to hold (transactions.cpp): "size cannot exceed", and the
// limit named the "transaction payload" (scylladb alternator's test_transact.py).
const QString kTooLarge = "ValidationException: Transaction payload size cannot exceed 4 MB";

// 390,000 bytes of payload: ten such items stay under 4 MB (4,194,304 bytes), eleven do not.
const std::string kPayload(390000, 'x');

std::string key(int i)
{
    return R"({"PK": {"S": "big"}, "SK": {"S": ")" + std::to_string(i) + R"("}})";
}

std::string bigItem(int i)
{
    return key(i).substr(0, key(i).size() - 1) + R"(, "v": {"S": ")" + kPayload + R"("}})";
}

std::string transaction(int count, std::string (*action)(int))
{
    std::string items;
    for (int i = 0; i < count; ++i)
        items += (i ? "," : "") + action(i);
    return R"({"TransactItems": [)" + items + "]}";
}

std::string putAction(int i)
{
    return R"({"Put": {"TableName": "ecommerce", "Item": )" + bigItem(i) + "}}";
}

std::string updateAction(int i)
{
    return R"({"Update": {"TableName": "ecommerce", "Key": )" + key(i)
           + R"(, "UpdateExpression": "SET v = :v", "ExpressionAttributeValues": {":v": {"S": ")"
           + kPayload + R"("}}}})";
}

std::string getAction(int i)
{
    return R"({"Get": {"TableName": "ecommerce", "Key": )" + key(i) + "}}";
}

} // namespace

namespace {
bool stored(Client &db, int i);
}

class TestTransactionLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void writesUpToFourMegabytes();
    void writesOverFourMegabytesAreRefused();
    void updatesCountTheirValues();
    void readsOverFourMegabytesAreRefused();

private:
    std::unique_ptr<Database> m_db;
};

void TestTransactionLimits::init()
{
    m_db = openMemory();
    createEcommerce(*m_db);
}

namespace {
bool stored(Client &db, int i)
{
    return ok(db, "GetItem", R"({"TableName": "ecommerce", "Key": )" + key(i) + "}")
        .contains("Item");
}
} // namespace

void TestTransactionLimits::writesUpToFourMegabytes()
{
    ok(*m_db, "TransactWriteItems", transaction(10, putAction));
    QVERIFY(stored(*m_db, 0));
    QVERIFY(stored(*m_db, 9));
}

void TestTransactionLimits::writesOverFourMegabytesAreRefused()
{
    QCOMPARE(fails(*m_db, "TransactWriteItems", transaction(11, putAction)), kTooLarge);
    QVERIFY(!stored(*m_db, 0)); // nothing of it was written
}

void TestTransactionLimits::updatesCountTheirValues()
{
    QCOMPARE(fails(*m_db, "TransactWriteItems", transaction(11, updateAction)), kTooLarge);
    ok(*m_db, "TransactWriteItems", transaction(10, updateAction));
}

void TestTransactionLimits::readsOverFourMegabytesAreRefused()
{
    for (int i = 0; i < 11; ++i)
        ok(*m_db, "PutItem", R"({"TableName": "ecommerce", "Item": )" + bigItem(i) + "}");
    auto ten = ok(*m_db, "TransactGetItems", transaction(10, getAction));
    QCOMPARE(ten.at("Responses").as_array().size(), std::size_t(10));
    QCOMPARE(fails(*m_db, "TransactGetItems", transaction(11, getAction)), kTooLarge);
}

QTEST_GUILESS_MAIN(TestTransactionLimits)
#include "tst_transaction_limits.moc"
