// Index entries that share their index key (a GSI's partition key, and sort key if it has one;
// an LSI's sort key) come in the service's order: by the first 24 bits of MD5("Outliers" +
// the table's partition key bytes + its sort key bytes), as dynalite's createIndexKey orders
// them. Query and Scan on an index, forward and backward, and paging through such ties.
//
// The GSI cases are dynalite's tests recorded against the service (test/query.js, "should
// query on basic hash global index" and those after it). The others' expected orders come from
// the Python rendering of the rule in tst_service_hash.cpp, e.g. for the LSI case:
//   sorted(bs, key=lambda b: table_key_hash('S', 'p', 'N', b))

#include "create_table_request.h"
#include "engine_fixture.h"

#include <tablesmith/index_preview.h>
#include <tablesmith/table_description.h>

using namespace tablesmith;
using namespace tablesmith::test;

class TestIndexTies : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void gsiQueryAsTheServiceOrders_data();
    void gsiQueryAsTheServiceOrders();
    void equalSortKeysAfterAStartKey();
    void pagingThroughTies_data();
    void pagingThroughTies();
    void lsiTies();
    void numberTableKeys();
    void indexScan();
    void collidingHashesKeepBothEntries();
    void previewOrdersAsQuery_data();
    void previewOrdersAsQuery();

private:
    std::unique_ptr<Database> m_db;
};

namespace {

// dynalite's testRangeTable: a / b strings, index3 on c alone, index4 on c and d.
void createRangeTable(Client &db)
{
    ok(db, "CreateTable", CreateTableRequest("range").onDemand().hash("a").range("b")
                              .gsi("index3", {"c"}).gsi("index4", {"c"}, KeyAttributeSpec{"d"})
                              .text());
}

void putRange(Client &db, const char *a, const char *b, const char *c, const char *d)
{
    ok(db, "PutItem", R"({"TableName": "range", "Item": {"a": {"S": ")" + std::string(a)
                          + R"("}, "b": {"S": ")" + b + R"("}, "c": {"S": ")" + c
                          + R"("}, "d": {"S": ")" + d + R"("}}})");
}

// Each item as "<a>/<b>" (its table key), the attributes' types given.
QStringList tableKeys(const json::object &response, const char *a = "a", const char *aType = "S",
                      const char *b = "b", const char *bType = "S")
{
    QStringList keys;
    for (const json::value &item : response.at("Items").as_array()) {
        QString key = QString::fromStdString(std::string(item.at(a).at(aType).as_string()));
        if (item.as_object().contains(b))
            key += "/" + QString::fromStdString(std::string(item.at(b).at(bType).as_string()));
        keys << key;
    }
    return keys;
}

// Every page of `request` (JSON members without braces) with Limit 1, each item's table key.
QStringList pagedKeys(Client &db, const char *operation, const std::string &request,
                      const char *a = "a", const char *aType = "S", const char *b = "b",
                      const char *bType = "S")
{
    QStringList keys;
    json::value start;
    for (int page = 0; page < 100; ++page) {
        std::string text = "{" + request + R"(, "Limit": 1)";
        if (!start.is_null())
            text += R"(, "ExclusiveStartKey": )" + json::serialize(start);
        auto r = ok(db, operation, text + "}");
        keys += tableKeys(r, a, aType, b, bType);
        if (!r.contains("LastEvaluatedKey"))
            return keys;
        start = r.at("LastEvaluatedKey");
    }
    return keys << "(did not end)";
}

const char *kIndex3 = R"("TableName": "range", "IndexName": "index3",
    "KeyConditionExpression": "c = :c", "ExpressionAttributeValues": {":c": {"S": "C"}})";

} // namespace

void TestIndexTies::init()
{
    m_db = openMemory();
    createRangeTable(*m_db);
}

// dynalite's "should query (in reverse) on basic hash global index": every item shares c.
void TestIndexTies::gsiQueryAsTheServiceOrders_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("forward") << "" << QStringList{"b/b", "a/a", "c/e", "e/a", "d/a", "c/d"};
    QTest::newRow("Limit 4") << R"(, "Limit": 4)" << QStringList{"b/b", "a/a", "c/e", "e/a"};
    QTest::newRow("backward, Limit 4")
        << R"(, "ScanIndexForward": false, "Limit": 4)" << QStringList{"c/d", "d/a", "e/a", "c/e"};
    // "... with ExclusiveStartKey on basic hash global index", both ways.
    QTest::newRow("after c/e") << R"(, "Limit": 2, "ExclusiveStartKey": {"a": {"S": "c"},
        "b": {"S": "e"}, "c": {"S": "C"}})" << QStringList{"e/a", "d/a"};
    QTest::newRow("backward after e/a") << R"(, "ScanIndexForward": false, "Limit": 2,
        "ExclusiveStartKey": {"a": {"S": "e"}, "b": {"S": "a"}, "c": {"S": "C"}})"
                                        << QStringList{"c/e", "a/a"};
}

void TestIndexTies::gsiQueryAsTheServiceOrders()
{
    QFETCH(QString, extra);
    QFETCH(QStringList, expected);
    for (auto [a, b] : {std::pair{"a", "a"}, {"b", "b"}, {"c", "e"}, {"c", "d"}, {"d", "a"},
                        {"e", "a"}})
        putRange(*m_db, a, b, "C", "D");
    putRange(*m_db, "c", "c", "other", "D"); // another index partition
    auto r = ok(*m_db, "Query", "{" + std::string(kIndex3) + extra.toStdString() + "}");
    QCOMPARE(tableKeys(r), expected);
}

// dynalite's "should query on a global index if values are equal": index4's c and d shared.
void TestIndexTies::equalSortKeysAfterAStartKey()
{
    for (auto [a, b, d] : {std::tuple{"a", "a", "D"}, {"b", "a", "D"}, {"c", "a", "D"},
                           {"c", "b", "D"}, {"d", "a", "D"}, {"d", "b", "D"}})
        putRange(*m_db, a, b, "C", d);
    auto r = ok(*m_db, "Query", R"({"TableName": "range", "IndexName": "index4",
        "KeyConditionExpression": "c = :c", "ExpressionAttributeValues": {":c": {"S": "C"}},
        "ExclusiveStartKey": {"a": {"S": "a"}, "b": {"S": "a"}, "c": {"S": "C"},
        "d": {"S": "D"}}})");
    QCOMPARE(tableKeys(r), (QStringList{"d/a", "b/a", "c/a", "d/b", "c/b"}));
}

// Limit 1 pages through the ties: every item once, in the order of one whole Query.
void TestIndexTies::pagingThroughTies_data()
{
    QTest::addColumn<QString>("index");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<QStringList>("expected");
    const QStringList order{"b/b", "a/a", "c/e", "e/a", "d/a", "c/d"};
    QStringList reversed(order.rbegin(), order.rend());
    QTest::newRow("index3") << "index3" << true << order;
    QTest::newRow("index3 backward") << "index3" << false << reversed;
    QTest::newRow("index4") << "index4" << true << order;
    QTest::newRow("index4 backward") << "index4" << false << reversed;
}

void TestIndexTies::pagingThroughTies()
{
    QFETCH(QString, index);
    QFETCH(bool, forward);
    QFETCH(QStringList, expected);
    for (auto [a, b] : {std::pair{"a", "a"}, {"b", "b"}, {"c", "e"}, {"c", "d"}, {"d", "a"},
                        {"e", "a"}})
        putRange(*m_db, a, b, "C", "D");
    const std::string request = R"("TableName": "range", "IndexName": ")" + index.toStdString()
                                + R"(", "KeyConditionExpression": "c = :c",
        "ExpressionAttributeValues": {":c": {"S": "C"}}, "ScanIndexForward": )"
                                + (forward ? "true" : "false");
    QCOMPARE(tableKeys(ok(*m_db, "Query", "{" + request + "}")), expected);
    QCOMPARE(pagedKeys(*m_db, "Query", request), expected);
}

// An LSI's ties, on a table with a number sort key: the whole table key is hashed.
void TestIndexTies::lsiTies()
{
    ok(*m_db, "CreateTable", CreateTableRequest("local").onDemand().hash("a").range("b", "N")
                                 .lsi("byC", {"c"}, "KEYS_ONLY").text());
    for (const char *b : {"5", "-1.5", "0", "10", "99.1", "-0.01", "7000"})
        ok(*m_db, "PutItem", R"({"TableName": "local", "Item": {"a": {"S": "p"}, "b": {"N": ")"
                                 + std::string(b) + R"("}, "c": {"S": "x"}}})");
    ok(*m_db, "PutItem", R"({"TableName": "local", "Item": {"a": {"S": "p"}, "b": {"N": "1"},
        "c": {"S": "w"}}})"); // sorts first by c
    const QStringList expected{"p/1", "p/10", "p/7000", "p/0", "p/5", "p/-0.01", "p/99.1",
                               "p/-1.5"};
    QStringList reversed(expected.rbegin(), expected.rend());
    for (bool forward : {true, false}) {
        const std::string request = R"("TableName": "local", "IndexName": "byC",
            "KeyConditionExpression": "a = :a", "ExpressionAttributeValues": {":a": {"S": "p"}},
            "ScanIndexForward": )" + std::string(forward ? "true" : "false");
        const QStringList want = forward ? expected : reversed;
        QCOMPARE(tableKeys(ok(*m_db, "Query", "{" + request + "}"), "a", "S", "b", "N"), want);
        QCOMPARE(pagedKeys(*m_db, "Query", request, "a", "S", "b", "N"), want);
    }
    const std::string scan = R"("TableName": "local", "IndexName": "byC")";
    QCOMPARE(pagedKeys(*m_db, "Scan", scan, "a", "S", "b", "N"), expected);
}

// A table keyed by a number alone: its ties in a GSI follow the number's base-100 bytes, the
// order a Scan of the table walks its partitions in.
void TestIndexTies::numberTableKeys()
{
    ok(*m_db, "CreateTable",
       CreateTableRequest("numbers").onDemand().hash("n", "N").gsi("byG", {"g"}).text());
    for (int n = 1; n <= 8; ++n)
        ok(*m_db, "PutItem", R"({"TableName": "numbers", "Item": {"n": {"N": ")"
                                 + std::to_string(n) + R"("}, "g": {"S": "same"}}})");
    const QStringList expected{"7", "8", "3", "2", "4", "6", "1", "5"};
    const std::string query = R"("TableName": "numbers", "IndexName": "byG",
        "KeyConditionExpression": "g = :g", "ExpressionAttributeValues": {":g": {"S": "same"}})";
    QCOMPARE(tableKeys(ok(*m_db, "Query", "{" + query + "}"), "n", "N"), expected);
    QCOMPARE(pagedKeys(*m_db, "Query", query, "n", "N"), expected);
    QCOMPARE(tableKeys(ok(*m_db, "Scan", R"({"TableName": "numbers"})"), "n", "N"), expected);
}

// Scan of an index: its partitions in hash order ("red" before "blue"), each one's ties in the
// table keys' order; paging with Limit 1 gives the same.
void TestIndexTies::indexScan()
{
    ok(*m_db, "CreateTable", CreateTableRequest("keys").onDemand().hash("k")
                                 .gsi("byG", {"g"}, std::nullopt, "KEYS_ONLY").text());
    for (auto [k, g] : {std::pair{"k1", "red"}, {"k2", "red"}, {"k3", "red"}, {"k4", "red"},
                        {"k5", "blue"}, {"k6", "blue"}})
        ok(*m_db, "PutItem", R"({"TableName": "keys", "Item": {"k": {"S": ")" + std::string(k)
                                 + R"("}, "g": {"S": ")" + g + R"("}}})");
    const QStringList expected{"k1", "k3", "k2", "k4", "k6", "k5"};
    const std::string scan = R"("TableName": "keys", "IndexName": "byG")";
    QCOMPARE(tableKeys(ok(*m_db, "Scan", "{" + scan + "}"), "k"), expected);
    QCOMPARE(pagedKeys(*m_db, "Scan", scan, "k"), expected);
    // Parallel Scan: the index partitions' segments, each with its ties in order.
    QStringList segments;
    for (int segment = 0; segment < 2; ++segment)
        segments += pagedKeys(*m_db, "Scan", scan + R"(, "TotalSegments": 2, "Segment": )"
                                                 + std::to_string(segment), "k");
    QCOMPARE(segments, expected);
}

// 24 bits collide: table keys "k2345" and "k4014" hash alike (15384262). Where dynalite would
// keep one entry, both stay, the table key's bytes deciding between them.
void TestIndexTies::collidingHashesKeepBothEntries()
{
    ok(*m_db, "CreateTable",
       CreateTableRequest("keys").onDemand().hash("k").gsi("byG", {"g"}).text());
    for (const char *k : {"k4014", "k1", "k2345", "k6", "k3"})
        ok(*m_db, "PutItem", R"({"TableName": "keys", "Item": {"k": {"S": ")" + std::string(k)
                                 + R"("}, "g": {"S": "same"}}})");
    const QStringList expected{"k6", "k1", "k3", "k2345", "k4014"};
    QStringList reversed(expected.rbegin(), expected.rend());
    const std::string query = R"("TableName": "keys", "IndexName": "byG",
        "KeyConditionExpression": "g = :g", "ExpressionAttributeValues": {":g": {"S": "same"}})";
    QCOMPARE(pagedKeys(*m_db, "Query", query, "k"), expected);
    QCOMPARE(pagedKeys(*m_db, "Query", query + R"(, "ScanIndexForward": false)", "k"), reversed);
    // Deleting one leaves the other.
    ok(*m_db, "DeleteItem", R"({"TableName": "keys", "Key": {"k": {"S": "k2345"}}})");
    QCOMPARE(tableKeys(ok(*m_db, "Query", "{" + query + "}"), "k"),
             (QStringList{"k6", "k1", "k3", "k4014"}));
}

// The designer's index preview (design::previewIndex) orders ties with the engine's own
// tableKeyHash: each preview partition lists its entries as a Query of it returns them.
void TestIndexTies::previewOrdersAsQuery_data()
{
    QTest::addColumn<QString>("index");
    QTest::newRow("index3, partition key alone") << "index3";
    QTest::newRow("index4, ties on the sort key") << "index4";
}

void TestIndexTies::previewOrdersAsQuery()
{
    QFETCH(QString, index);
    std::vector<Item> items;
    for (int i = 0; i < 40; ++i) {
        const std::string a = std::string(1, char('a' + i % 7));
        const std::string b = std::string(1, char('a' + i / 7)) + std::to_string(i % 3);
        const std::string c = i % 3 ? "C" : "other";
        const std::string d = i % 4 ? "D" : "E";
        items.push_back(Item{{"a", a}, {"b", b}, {"c", c}, {"d", d}});
        putRange(*m_db, a.c_str(), b.c_str(), c.c_str(), d.c_str());
    }
    auto described = ok(*m_db, "DescribeTable", R"({"TableName": "range"})");
    auto table = tableDescriptionFromJson(described.at("Table").as_object());
    QVERIFY(table.ok());
    const IndexDescription *gsi = nullptr;
    for (const IndexDescription &candidate : table->indexes)
        gsi = candidate.name == index.toStdString() ? &candidate : gsi;
    QVERIFY(gsi);
    const design::IndexPreview preview = design::previewIndex(*table, *gsi, items, nullptr, {});
    QCOMPARE(preview.partitions.size(), std::size_t(2));
    for (const design::PreviewPartition &partition : preview.partitions) {
        QStringList previewed;
        for (const design::PreviewEntry &entry : preview.entriesOf(partition)) {
            const Item &item = items[entry.item];
            previewed << QString::fromStdString(*item.at("a").as<std::string>() + "/"
                                                + *item.at("b").as<std::string>());
        }
        const std::string c = *partition.key.front().as<std::string>();
        const std::string query = R"("TableName": "range", "IndexName": ")"
                                  + index.toStdString() + R"(", "KeyConditionExpression":
            "c = :c", "ExpressionAttributeValues": {":c": {"S": ")" + c + R"("}})";
        QCOMPARE(previewed, pagedKeys(*m_db, "Query", query));
    }
}

QTEST_GUILESS_MAIN(TestIndexTies)
#include "tst_index_ties.moc"
