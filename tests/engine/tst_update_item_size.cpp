// How each write surface measures an item against the 400 KB limit, to the byte
// (paritysuite/dynamodb-conformance tests/tier3/limits/itemSizeBySurface.test.ts, eu-west-2).
// UpdateItem alone also measures its statement: what each clause writes plus a fixed cost per
// clause and operator, never the key nor an attribute the statement leaves alone.

#include "engine_fixture.h"

using namespace tablesmith;
using namespace tablesmith::test;

class TestUpdateItemSize : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void clauseCharges_data();
    void clauseCharges();
    void ceilings_data();
    void ceilings();
    void chargeComesBeforeTheCondition_data();
    void chargeComesBeforeTheCondition();
    void transactedUpdateMeasuresTheItem();
    void partiqlUpdateMeasuresTheItem();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

constexpr int kLimit = 409600;
const QString kUpdateWording = "ValidationException: Item size to update has exceeded the "
                               "maximum allowed size";

std::string padding(int bytes) { return R"({"S": ")" + std::string(bytes, 'x') + "\"}"; }

std::string keyOf(const std::string &pk) { return R"({"pk": {"S": ")" + pk + "\"}}"; }

// UpdateItem on "sized" with `:pad` of `bytes`, after putting `seed` (attributes, or empty)
// beside the key. Empty on success, else "Exception: message".
QString update(Client &db, const std::string &pk, const std::string &seed,
               const std::string &expression, const std::string &values, int bytes)
{
    static_cast<void>(
        db.call("DeleteItem", parseObject(R"({"TableName": "sized", "Key": )" + keyOf(pk) + "}")));
    if (!seed.empty())
        ok(db, "PutItem", R"({"TableName": "sized", "Item": {"pk": {"S": ")" + pk + "\"}, "
                              + seed + "}}");
    const std::string request = R"({"TableName": "sized", "Key": )" + keyOf(pk)
                                + R"(, "UpdateExpression": ")" + expression
                                + R"(", "ExpressionAttributeValues": {":pad": )" + padding(bytes)
                                + (values.empty() ? "" : ", " + values) + "}}";
    auto result = db.call("UpdateItem", parseObject(request));
    if (result)
        return {};
    return QString::fromStdString(std::string(errorName(result.error().kind)) + ": "
                                  + result.error().message);
}

} // namespace

void TestUpdateItemSize::initTestCase()
{
    m_db = openMemory();
    ok(*m_db, "CreateTable", R"({"TableName": "sized", "BillingMode": "PAY_PER_REQUEST",
        "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
        "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}]})");
}

// `SET b = :pad` beside the clause under test, on a one-byte key where the statement binds:
// accepted with the clause charged exactly `charge`, refused one byte over.
void TestUpdateItemSize::clauseCharges_data()
{
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("clause");
    QTest::addColumn<QString>("values");
    QTest::addColumn<int>("charge");
    const QString ten = R"({"S": "yyyyyyyyyy"})";
    auto row = [](const char *name, const QString &seed, const QString &clause,
                  const QString &values, int charge) {
        QTest::newRow(name) << seed << clause << values << charge;
    };
    // A clause writing a value: 19, its target, and the value; the key and `pk` are not charged.
    row("second SET", "", ", c = :c", R"(":c": {"S": "y"})", 19 + 1 + 1);
    row("second SET of 500 bytes", "", ", c = :c",
        QString(R"(":c": {"S": "%1"})").arg(QString(500, 'y')), 19 + 1 + 500);
    // A path operand: 1, plus 14 and the step for each step; the value it copies is free.
    row("path operand", R"("abcdefghij": )" + ten, ", c = abcdefghij", "", 19 + 1 + 1 + 14 + 10);
    row("nested path operand", R"("m": {"M": {"a": {"M": {"z": )" + ten + "}}}}",
        ", c = m.a.z", "", 19 + 1 + 1 + 3 * 14 + 3);
    row("list index operand", R"("l": {"L": [{"S": "e"}, )" + ten + "]}", ", c = l[1]", "",
        19 + 1 + 1 + 14 + 1 + 14 + 1);
    row("list_append", R"("l": {"L": [{"S": "e"}]})", ", l = list_append(l, :new)",
        R"(":new": {"L": [)" + ten + "]}", 19 + 1 + 37 + 16 + (3 + 1 + 10));
    row("addition", R"("n": {"N": "12345678901234567890"})", ", n = n + :one",
        R"(":one": {"N": "1"})", 19 + 1 + 34 + 16 + 2);
    row("subtraction", R"("n": {"N": "1"})", ", n = n - :one", R"(":one": {"N": "1"})",
        19 + 1 + 37 + 16 + 2);
    row("if_not_exists on a present path", R"("c": )" + ten, ", c = if_not_exists(c, :v)",
        R"(":v": {"S": "v"})", 19 + 1 + 39 + 16 + 1);
    row("one value used twice", R"("c": {"S": "c"})",
        ", c = if_not_exists(c, :s), d = if_not_exists(d, :s)",
        QString(R"(":s": {"S": "%1"})").arg(QString(100, 's')), 2 * (19 + 1 + 39 + 16 + 100));
    row("ADD a number", R"("abcdefghij": {"N": "1"})", " ADD abcdefghij :one",
        R"(":one": {"N": "1"})", 19 + 10 + 2);
    row("ADD to a set", R"("ss": {"SS": ["ppppp"]})", " ADD ss :new",
        QString(R"(":new": {"SS": ["%1"]})").arg(QString(500, 's')), 19 + 2 + 500);
    // Taking away: 1 and the target, a map step 4 and its key, an index 4 and its digits.
    row("REMOVE", R"("r": {"S": "z"})", " REMOVE r", "", 1 + 1);
    row("REMOVE a map key", R"("m": {"M": {"x": )" + ten + R"(, "yyyyyyyyyy": {"S": "r"}}})",
        " REMOVE m.yyyyyyyyyy", "", 1 + 1 + 4 + 10);
    row("REMOVE a list element", R"("l": {"L": [)" + QString(R"({"S": "e"}, )").repeated(10)
        + R"({"S": "e"}]})", " REMOVE l[10]", "", 1 + 1 + 4 + 2);
    row("DELETE from a set", R"("ss": {"SS": ["ppppp", "qqqq"]})", " DELETE ss :rm",
        R"(":rm": {"SS": ["qqqq"]})", 1 + 2);
}

void TestUpdateItemSize::clauseCharges()
{
    QFETCH(QString, seed);
    QFETCH(QString, clause);
    QFETCH(QString, values);
    QFETCH(int, charge);
    // 3 for the update, 19 + 1 for `SET b`, and the padding itself.
    const int fits = kLimit - 3 - 19 - 1 - charge;
    const std::string expression = "SET b = :pad" + clause.toStdString();
    QCOMPARE(update(*m_db, "C", seed.toStdString(), expression, values.toStdString(), fits),
             QString());
    QCOMPARE(update(*m_db, "D", seed.toStdString(), expression, values.toStdString(), fits + 1),
             kUpdateWording);
}

// The largest finished item, by key and shape: max(statement, finished item) <= 409,600.
void TestUpdateItemSize::ceilings_data()
{
    QTest::addColumn<QString>("pk");
    QTest::addColumn<QString>("seed");
    QTest::addColumn<QString>("expression");
    QTest::addColumn<int>("largest"); // the finished item's size
    // 2 + 1 bytes of key against a 22-byte SET: the statement binds, 19 under the limit.
    QTest::newRow("one-byte key") << "K" << "" << "SET b = :pad" << kLimit - 19;
    QTest::newRow("alias") << "K" << "" << "SET #twelvechars = :pad" << kLimit - 19;
    QTest::newRow("untouched attribute") << "K" << R"("u": {"S": "yyyyyyyyyy"})"
                                         << "SET b = :pad" << kLimit - 19 + 11;
    // Past a 20-byte key the finished item binds, however long the key.
    QTest::newRow("100-byte key") << QString(100, 'k') << "" << "SET b = :pad" << kLimit;
}

void TestUpdateItemSize::ceilings()
{
    QFETCH(QString, pk);
    QFETCH(QString, seed);
    QFETCH(QString, expression);
    QFETCH(int, largest);
    const std::string key = pk.toStdString();
    const std::string names = expression.contains('#')
        ? R"(, "ExpressionAttributeNames": {"#twelvechars": "b"})" : "";
    const int seedBytes = seed.isEmpty() ? 0 : 11;
    const int fits = largest - 2 - static_cast<int>(key.size()) - 1 - seedBytes;
    auto run = [&](int bytes) {
        static_cast<void>(m_db->call(
            "DeleteItem", parseObject(R"({"TableName": "sized", "Key": )" + keyOf(key) + "}")));
        if (!seed.isEmpty())
            ok(*m_db, "PutItem", R"({"TableName": "sized", "Item": {"pk": {"S": ")" + key
                                     + "\"}, " + seed.toStdString() + "}}");
        return fails(*m_db, "UpdateItem", R"({"TableName": "sized", "Key": )" + keyOf(key)
                     + R"(, "UpdateExpression": ")" + expression.toStdString() + "\"" + names
                     + R"(, "ExpressionAttributeValues": {":pad": )" + padding(bytes) + "}}");
    };
    QVERIFY(run(fits).startsWith("succeeded"));
    QCOMPARE(run(fits + 1), kUpdateWording);
}

// The statement is measured before the item is read: a condition that would fail, or pass,
// does not matter. AttributeUpdates has no statement charge, only the finished item.
void TestUpdateItemSize::chargeComesBeforeTheCondition_data()
{
    QTest::addColumn<QString>("condition");
    QTest::newRow("failing condition") << R"~(, "ConditionExpression": "attribute_exists(nope)")~";
    QTest::newRow("passing condition") << R"~(, "ConditionExpression": "attribute_exists(c)")~";
    QTest::newRow("no condition") << "";
}

void TestUpdateItemSize::chargeComesBeforeTheCondition()
{
    QFETCH(QString, condition);
    ok(*m_db, "PutItem", R"({"TableName": "sized", "Item": {"pk": {"S": "o"}, "c": {"S": "x"}}})");
    QCOMPARE(fails(*m_db, "UpdateItem", R"~({"TableName": "sized", "Key": {"pk": {"S": "o"}},
        "UpdateExpression": "SET c = if_not_exists(c, :huge)")~" + condition.toStdString()
        + R"(, "ExpressionAttributeValues": {":huge": )" + padding(409700) + "}}"),
             kUpdateWording);
    // The same item through AttributeUpdates: the finished item alone, key included.
    const int fits = kLimit - 3 - 1;
    auto legacy = [&](int bytes) {
        return fails(*m_db, "UpdateItem", R"({"TableName": "sized", "Key": {"pk": {"S": "L"}},
            "AttributeUpdates": {"b": {"Action": "PUT", "Value": )" + padding(bytes) + "}}}");
    };
    QVERIFY(legacy(fits).startsWith("succeeded"));
    QCOMPARE(legacy(fits + 1), kUpdateWording);
}

// A transaction's Update measures the finished item only, and cancels when it is over.
void TestUpdateItemSize::transactedUpdateMeasuresTheItem()
{
    auto transact = [&](int bytes) {
        return fails(*m_db, "TransactWriteItems", R"({"TransactItems": [{"Update": {
            "TableName": "sized", "Key": {"pk": {"S": "T"}}, "UpdateExpression": "SET p = :p",
            "ExpressionAttributeValues": {":p": )" + padding(bytes) + "}}}]}");
    };
    const int fits = kLimit - 3 - 1;
    QVERIFY(transact(fits).startsWith("succeeded"));
    QCOMPARE(update(*m_db, "T", "", "SET p = :pad", "", fits), kUpdateWording);
    QVERIFY(transact(fits + 1).startsWith("TransactionCanceledException: Transaction "
                                          "cancelled, please refer cancellation reasons for "
                                          "specific reasons [ValidationError]"));
}

// A PartiQL UPDATE is not UpdateItem's statement: it writes what UpdateItem refuses at the key.
void TestUpdateItemSize::partiqlUpdateMeasuresTheItem()
{
    auto statement = [&](int bytes) {
        ok(*m_db, "PutItem", R"({"TableName": "sized", "Item": {"pk": {"S": "X"}}})");
        return fails(*m_db, "ExecuteStatement", R"({"Statement":
            "UPDATE \"sized\" SET p = ? WHERE pk = ?", "Parameters": [)" + padding(bytes)
            + R"(, {"S": "X"}]})");
    };
    const int fits = kLimit - 3 - 1;
    QCOMPARE(update(*m_db, "X", "", "SET p = :pad", "", fits), kUpdateWording);
    QVERIFY(statement(fits).startsWith("succeeded"));
    QCOMPARE(statement(fits + 1), kUpdateWording);
}

QTEST_GUILESS_MAIN(TestUpdateItemSize)
#include "tst_update_item_size.moc"
