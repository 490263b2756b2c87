// A GSI with a multi-attribute key (two partition and two sort attributes) through every part
// of the designer's engine: the preview's order (left to right by the sort attributes, numbers
// as numbers), sparse exclusion (every key attribute present and of its type), the access
// patterns' verdicts, CloudFormation, CreateTable / UpdateTable's request, the design file,
// and what a NoSQL Workbench model cannot hold.

#include "design_test_support.h"

#include <tablesmith/design_check.h>
#include <tablesmith/index_preview.h>

#include <boost/json/parse.hpp>

#include <QTest>

using namespace tablesmith;
using namespace tablesmith::design;
namespace json = boost::json;

namespace {

// Orders by tenant and region, sorted by day then amount.
DesignTable ordersTable()
{
    DesignTable table;
    table.name = "orders";
    table.key = {{{"PK", AttributeType::S}}, {{"SK", AttributeType::S}}};
    table.entityTypes = {{"Order", {{"PK", "ORDER#{orderId}"}, {"SK", "DETAILS"}}, {}, {}}};
    SecondaryIndex gsi;
    gsi.index.name = "ByTenant";
    gsi.index.key.partitionKey = {{"tenant", AttributeType::S}, {"region", AttributeType::S}};
    gsi.index.key.sortKey = {{"day", AttributeType::S}, {"amount", AttributeType::N}};
    gsi.index.projection = {ProjectionType::KeysOnly, {}};
    table.indexes.push_back(gsi);
    const char *items[] = {
        R"({"PK": {"S": "ORDER#1"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"S": "eu"}, "day": {"S": "2024-01-02"}, "amount": {"N": "10"}})",
        R"({"PK": {"S": "ORDER#2"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"S": "eu"}, "day": {"S": "2024-01-02"}, "amount": {"N": "9"}})",
        R"({"PK": {"S": "ORDER#3"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"S": "eu"}, "day": {"S": "2024-01-01"}, "amount": {"N": "100"}})",
        R"({"PK": {"S": "ORDER#4"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"S": "us"}, "day": {"S": "2024-01-01"}, "amount": {"N": "1"}})",
        // Left out: no region; region a number; amount a string.
        R"({"PK": {"S": "ORDER#5"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "day": {"S": "2024-01-01"}, "amount": {"N": "1"}})",
        R"({"PK": {"S": "ORDER#6"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"N": "7"}, "day": {"S": "2024-01-01"}, "amount": {"N": "1"}})",
        R"({"PK": {"S": "ORDER#7"}, "SK": {"S": "DETAILS"}, "tenant": {"S": "t1"},
            "region": {"S": "eu"}, "day": {"S": "2024-01-01"}, "amount": {"S": "1"}})"};
    for (const char *item : items) {
        Status added = addSampleItem(table, json::parse(item).as_object(), "Order");
        if (!added)
            qFatal("%s", added.error().message.c_str());
    }
    return table;
}

AccessPattern query(const std::string &name, const std::string &condition,
                    const std::string &values)
{
    AccessPattern pattern;
    pattern.name = name;
    pattern.operation = "Query";
    pattern.request = json::parse(R"({"IndexName": "ByTenant", "KeyConditionExpression": ")"
                                  + condition + R"(", "ExpressionAttributeValues": )" + values
                                  + "}")
                          .as_object();
    return pattern;
}

std::string keySchemaText(const json::value &schema)
{
    std::string text;
    for (const json::value &key : schema.as_array())
        text += std::string(key.at("AttributeName").as_string()) + ":"
                + std::string(key.at("KeyType").as_string()) + " ";
    return text;
}

// The first object anywhere in `value` whose IndexName is `name`.
const json::object *findIndex(const json::value &value, std::string_view name)
{
    if (const json::object *object = value.if_object()) {
        const json::value *index = object->if_contains("IndexName");
        if (index && index->is_string() && index->get_string() == name)
            return object;
        for (const auto &member : *object)
            if (const json::object *found = findIndex(member.value(), name))
                return found;
    } else if (const json::array *array = value.if_array()) {
        for (const json::value &element : *array)
            if (const json::object *found = findIndex(element, name))
                return found;
    }
    return nullptr;
}

const std::string kFullSchema = "tenant:HASH region:HASH day:RANGE amount:RANGE ";

} // namespace

class TestMultiAttributeIndex : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // Partitions by (tenant, region); in each, day first, then amount as a number (9 < 10).
    void previewOrderIsLeftToRight()
    {
        DesignTable table = ordersTable();
        IndexPreview preview = previewIndex(table, table.indexes[0].index);
        QCOMPARE(preview.entries, std::uint64_t(4));
        QCOMPARE(preview.partitions.size(), std::size_t(2));
        QCOMPARE(keyValueText(preview.partitions[0].key), std::string("t1 · eu"));
        QCOMPARE(keyValueText(preview.partitions[1].key), std::string("t1 · us"));
        QStringList order;
        for (const PreviewEntry &entry : preview.entriesOf(preview.partitions[0]))
            order << QString::fromStdString(
                *table.items[entry.item].item.at("PK").as<std::string>());
        QCOMPARE(order, (QStringList{"ORDER#3", "ORDER#2", "ORDER#1"}));
    }

    // Every key attribute must be there and of its type: the second partition attribute
    // missing or a number, the second sort attribute a string — each leaves an item out.
    void sparseExclusionChecksEveryAttribute()
    {
        DesignTable table = ordersTable();
        IndexPreview preview = previewIndex(table, table.indexes[0].index);
        const EntityTypeMembership &orders = preview.entityTypes.at(0);
        QCOMPARE(orders.name, std::string("Order"));
        QCOMPARE(orders.items, std::uint64_t(7));
        QCOMPARE(orders.included, std::uint64_t(4));
        QCOMPARE(orders.missingKeyAttribute, std::uint64_t(1));
        QCOMPARE(orders.wrongKeyType, std::uint64_t(2));
        QCOMPARE(orders.firstReason, std::string("no region"));
        // Alone, the wrong types say which attribute and type.
        table.items.erase(table.items.begin() + 4);
        preview = previewIndex(table, table.indexes[0].index);
        QCOMPARE(preview.entityTypes.at(0).firstReason,
                 std::string("region is not of type S"));
        table.items.erase(table.items.begin() + 4);
        preview = previewIndex(table, table.indexes[0].index);
        QCOMPARE(preview.entityTypes.at(0).firstReason,
                 std::string("amount is not of type N"));
    }

    // Served by the index when every partition attribute is matched by equality; a condition
    // on the first only is refused, with the engine's reason.
    void verdictsUseTheWholeKey()
    {
        DesignTable table = ordersTable();
        table.accessPatterns = {
            query("Tenant's orders in a region since a day",
                  "tenant = :t AND #r = :r AND #d >= :d",
                  R"({":t": {"S": "t1"}, ":r": {"S": "eu"}, ":d": {"S": "2024-01-01"}})"),
            query("Tenant's orders", "tenant = :t", R"({":t": {"S": "t1"}})")};
        table.accessPatterns[0].request["ExpressionAttributeNames"] =
            json::object{{"#r", "region"}, {"#d", "day"}};
        std::vector<PatternVerdict> verdicts = checkAccessPatterns(table);
        QVERIFY2(verdicts[0].servedByKey(), verdicts[0].reason.c_str());
        QCOMPARE(verdicts[0].access, std::string("Query"));
        QCOMPARE(verdicts[0].index, std::string("ByTenant"));
        QCOMPARE(verdicts[0].keyCondition,
                 std::string(R"(tenant = "t1" AND region = "eu" AND day >= "2024-01-01")"));
        QVERIFY2(verdicts[0].reason.find("tenant, region") != std::string::npos,
                 verdicts[0].reason.c_str());
        QVERIFY(!verdicts[1].servedByKey());
        QVERIFY2(verdicts[1].reason.find("region") != std::string::npos,
                 verdicts[1].reason.c_str());
    }

    // CreateTable (Apply on a new table), UpdateTable's Create (Apply on an existing one, the
    // same index object) and CloudFormation carry two HASH and two RANGE attributes, each
    // defined with its type.
    void requestsAndCloudFormationCarryTheKey()
    {
        Design design;
        design.tables = {ordersTable()};
        const json::value create = createTableRequest(design.tables[0]);
        const json::object *gsi = findIndex(create, "ByTenant");
        QVERIFY(gsi);
        QCOMPARE(keySchemaText(gsi->at("KeySchema")), kFullSchema);
        std::string definitions = json::serialize(create.at("AttributeDefinitions"));
        for (const char *defined : {R"({"AttributeName":"region","AttributeType":"S"})",
                                    R"({"AttributeName":"amount","AttributeType":"N"})"})
            QVERIFY2(definitions.find(defined) != std::string::npos, definitions.c_str());
        const json::value cloudFormation = cloudFormationTemplate(design);
        const json::object *resource = findIndex(cloudFormation, "ByTenant");
        QVERIFY(resource);
        QCOMPARE(keySchemaText(resource->at("KeySchema")), kFullSchema);
        std::string yaml = cloudFormationYaml(design);
        QVERIFY(yaml.find("- AttributeName: \"region\"\n              KeyType: \"HASH\"")
                != std::string::npos);
        QVERIFY(yaml.find("- AttributeName: \"amount\"\n              KeyType: \"RANGE\"")
                != std::string::npos);
    }

    // The design file keeps the whole key; a Workbench model keeps the first attribute of
    // each role, and workbenchLosses() says so.
    void designFileAndWorkbench()
    {
        Design design;
        design.name = "orders";
        design.tables = {ordersTable()};
        auto read = readDesign(json::value(writeDesign(design)));
        QVERIFY(read);
        const KeySchema &key = read->tables[0].indexes[0].index.key;
        QCOMPARE(key.partitionKey.size(), std::size_t(2));
        QCOMPARE(key.sortKey.size(), std::size_t(2));
        QCOMPARE(key.sortKey[1].name, std::string("amount"));
        QCOMPARE(key.sortKey[1].type, AttributeType::N);

        auto workbench = readWorkbenchModel(json::value(writeWorkbenchModel(design)));
        QVERIFY2(workbench, workbench ? "" : workbench.error().message.c_str());
        const KeySchema &kept = workbench->tables[0].indexes[0].index.key;
        QCOMPARE(kept.partitionKey.size(), std::size_t(1));
        QCOMPARE(kept.partitionKey[0].name, std::string("tenant"));
        QCOMPARE(kept.sortKey[0].name, std::string("day"));
        std::vector<std::string> losses = workbenchLosses(design);
        QCOMPARE(losses.size(), std::size_t(1));
        QVERIFY2(losses[0].find("orders.ByTenant") == 0, losses[0].c_str());
        QVERIFY(losses[0].find("tenant, region") != std::string::npos);
        QVERIFY(workbenchLosses(design_test::ecommerce()).empty());
        design.pricing.region = "eu-west-1";
        QCOMPARE(workbenchLosses(design).size(), std::size_t(2));
    }
};

QTEST_GUILESS_MAIN(TestMultiAttributeIndex)
#include "tst_multi_attribute_index.moc"
