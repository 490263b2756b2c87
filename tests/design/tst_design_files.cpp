// Design files: NoSQL Workbench models read and written back unchanged (1.0 facets, 2.0
// provisioned capacity with auto scaling, 3.0), the design's own format, CloudFormation JSON
// and YAML, and errors with a position.

#include "design_test_support.h"

#include <tablesmith/design.h>

#include <QProcess>
#include <QTest>

#include <fstream>
#include <sstream>

using namespace tablesmith;
using namespace tablesmith::design;
namespace json = boost::json;

namespace {

json::value readJson(const std::string &path)
{
    std::ifstream file(path);
    std::ostringstream text;
    text << file.rdbuf();
    auto parsed = parseDesignJson(text.str());
    if (!parsed)
        qFatal("%s: %s", path.c_str(), parsed.error().message.c_str());
    return std::move(*parsed);
}

const json::object &properties(const json::object &cfn, const char *logicalId)
{
    return cfn.at("Resources").at(logicalId).at("Properties").as_object();
}

} // namespace

Q_DECLARE_METATYPE(tablesmith::IndexDescription)
Q_DECLARE_METATYPE(std::vector<std::string>)

class TestDesignFiles : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void workbenchRoundTrip_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("1.0 facets") << TABLESMITH_DESIGN_DATA_DIR "workbench_1_0.model.json";
        QTest::newRow("2.0 provisioned") << TABLESMITH_DESIGN_DATA_DIR "workbench_2_0.model.json";
        QTest::newRow("3.0 ecommerce")
            << TABLESMITH_EXAMPLES_DIR "ecommerce/ecommerce.model.json";
    }

    void workbenchRoundTrip()
    {
        QFETCH(QString, path);
        json::value original = readJson(path.toStdString());
        auto design = readWorkbenchModel(original);
        QVERIFY2(design.ok(), design.ok() ? "" : design.error().message.c_str());
        json::value written = writeWorkbenchModel(*design);
        QCOMPARE(design_test::canonical(written), design_test::canonical(original));
        // Through the design's own format and back: still the same model.
        auto reread = readDesign(writeDesign(*design));
        QVERIFY(reread.ok());
        QCOMPARE(design_test::canonical(writeWorkbenchModel(*reread)),
                 design_test::canonical(original));
    }

    void workbenchFacetsBecomeEntityTypes()
    {
        auto design = readWorkbenchModel(
            readJson(TABLESMITH_DESIGN_DATA_DIR "workbench_1_0.model.json"));
        QVERIFY(design.ok());
        const DesignTable &table = design->tables.at(0);
        QCOMPARE(table.entityTypes.size(), 2u);
        QCOMPARE(*table.entityTypes[0].keyTemplate("PK"), std::string("EMP#{LoginAlias}"));
        QCOMPARE(*table.entityTypes[0].keyTemplate("SK"), std::string("INFO"));
        QCOMPARE(*table.entityTypes[1].keyTemplate("SK"), std::string("PROJ#{projectId}"));
        QCOMPARE(table.items.size(), 4u); // two facets' TableData and the table's
        QCOMPARE(table.items[3].entityType, std::string());
        QCOMPARE(table.billingMode, std::string("PAY_PER_REQUEST"));
        QCOMPARE(table.indexes.at(0).index.projection.type, ProjectionType::KeysOnly);
        QCOMPARE(table.attributeType("Skills"), AttributeType::SS);
    }

    void workbenchEditKeepsUnknownMembers()
    {
        auto design = readWorkbenchModel(
            readJson(TABLESMITH_DESIGN_DATA_DIR "workbench_2_0.model.json"));
        QVERIFY(design.ok());
        DesignTable &table = design->tables.at(0);
        QCOMPARE(table.billingMode, std::string("PROVISIONED"));
        QCOMPARE(table.readCapacityUnits, 5);
        QCOMPARE(table.writeCapacityUnits, 4);
        QCOMPARE(table.indexes.at(0).index.projection.nonKeyAttributes,
                 (std::vector<std::string>{"Views", "Tags"}));
        table.readCapacityUnits = 10;
        table.indexes.at(0).index.projection = {ProjectionType::KeysOnly, {}};
        json::object written = writeWorkbenchModel(*design);
        const json::object &model = written.at("DataModel").at(0).as_object();
        const json::object &settings = model.at("ProvisionedCapacitySettings").as_object();
        QCOMPARE(settings.at("ProvisionedThroughput").at("ReadCapacityUnits").to_number<int>(), 10);
        QVERIFY(settings.contains("AutoScalingRead"));
        QVERIFY(model.contains("SampleDataFormats"));
        const json::object &index = model.at("GlobalSecondaryIndexes").at(0).as_object();
        QCOMPARE(index.at("Projection"), json::value({{"ProjectionType", "KEYS_ONLY"}}));
        QCOMPARE(index.at("IndexUnknown").to_number<int>(), 7);
    }

    void newDesignWritesAWorkbenchModel()
    {
        Design design;
        design.name = "fresh";
        DesignTable table;
        table.name = "t";
        table.key.partitionKey = {{"PK", AttributeType::S}};
        table.key.sortKey = {{"SK", AttributeType::N}};
        EntityType user;
        user.name = "User";
        user.keyTemplates = {{"PK", "USER#{userId}"}, {"SK", "{version}"}};
        table.entityTypes.push_back(user);
        QVERIFY(addSampleItem(table, {{"PK", {{"S", "USER#1"}}}, {"SK", {{"N", "1"}}}}, "User").ok());
        design.tables.push_back(table);
        json::object model = writeWorkbenchModel(design);
        QCOMPARE(model.at("ModelMetadata").at("Version"), json::value("3.0"));
        const json::object &facet = model.at("DataModel").at(0).at("TableFacets").at(0).as_object();
        QCOMPARE(facet.at("KeyAttributeAlias"),
                 json::value({{"PartitionKeyAlias", "USER#userId"}, {"SortKeyAlias", "version"}}));
        QCOMPARE(facet.at("TableData").as_array().size(), 1u);
        auto reread = readWorkbenchModel(model);
        QVERIFY(reread.ok());
        QCOMPARE(*reread->tables[0].entityTypes[0].keyTemplate("PK"), std::string("USER#{userId}"));
        QCOMPARE(reread->tables[0].key.sortKey[0].type, AttributeType::N);
    }

    void cloudFormationJson()
    {
        json::object cfn = cloudFormationTemplate(design_test::ecommerce());
        QCOMPARE(cfn.at("AWSTemplateFormatVersion"), json::value("2010-09-09"));
        const json::object &resource = cfn.at("Resources").at("EcommerceTable").as_object();
        QCOMPARE(resource.at("Type"), json::value("AWS::DynamoDB::Table"));
        const json::object &table = properties(cfn, "EcommerceTable");
        QCOMPARE(table.at("TableName"), json::value("ecommerce"));
        QCOMPARE(table.at("BillingMode"), json::value("PAY_PER_REQUEST"));
        QVERIFY(!table.contains("ProvisionedThroughput"));
        QCOMPARE(table.at("AttributeDefinitions").as_array().size(), 4u); // PK SK GSI1PK GSI1SK
        QCOMPARE(table.at("KeySchema"),
                 json::value({{{"AttributeName", "PK"}, {"KeyType", "HASH"}},
                              {{"AttributeName", "SK"}, {"KeyType", "RANGE"}}}));
        const json::object &gsi = table.at("GlobalSecondaryIndexes").at(0).as_object();
        QCOMPARE(gsi.at("IndexName"), json::value("GSI1"));
        QCOMPARE(gsi.at("Projection"),
                 json::value({{"ProjectionType", "INCLUDE"}, {"NonKeyAttributes", {"total"}}}));
        QVERIFY(!gsi.contains("ProvisionedThroughput"));
        // The notification pattern's stream, in CloudFormation's words (no StreamEnabled).
        QCOMPARE(table.at("StreamSpecification"),
                 json::value({{"StreamViewType", "NEW_AND_OLD_IMAGES"}}));
    }

    void neededStreamViewType_data()
    {
        QTest::addColumn<QStringList>("asked"); // one Stream pattern per entry; "" names none
        QTest::addColumn<QString>("needed");
        QTest::newRow("no stream pattern") << QStringList{} << "";
        QTest::newRow("keys only") << QStringList{"KEYS_ONLY"} << "KEYS_ONLY";
        QTest::newRow("new image") << QStringList{"NEW_IMAGE", "KEYS_ONLY"} << "NEW_IMAGE";
        QTest::newRow("old image") << QStringList{"OLD_IMAGE"} << "OLD_IMAGE";
        QTest::newRow("old and new apart") << QStringList{"OLD_IMAGE", "NEW_IMAGE"}
                                           << "NEW_AND_OLD_IMAGES";
        QTest::newRow("unnamed means both") << QStringList{""} << "NEW_AND_OLD_IMAGES";
    }

    void neededStreamViewType()
    {
        QFETCH(QStringList, asked);
        QFETCH(QString, needed);
        DesignTable table = design_test::ecommerce().tables.at(0);
        table.accessPatterns.clear();
        table.accessPatterns.push_back({"Get order", "", "GetItem", {}, 0, {}});
        for (const QString &view : asked) {
            json::object request;
            if (!view.isEmpty())
                request["StreamViewType"] = view.toStdString();
            table.accessPatterns.push_back({"Notify", "", "Stream", request, 0, {}});
        }
        QCOMPARE(QString::fromStdString(design::neededStreamViewType(table)), needed);
        const json::object request = createTableRequest(table);
        QCOMPARE(request.contains("StreamSpecification"), !needed.isEmpty());
        if (!needed.isEmpty())
            QCOMPARE(request.at("StreamSpecification").at("StreamViewType"),
                     json::value(needed.toStdString()));
    }

    void cloudFormationProvisioned()
    {
        auto design = readWorkbenchModel(
            readJson(TABLESMITH_DESIGN_DATA_DIR "workbench_2_0.model.json"));
        QVERIFY(design.ok());
        json::object cfn = cloudFormationTemplate(*design);
        const json::object &table = properties(cfn, "ThreadTable");
        json::value throughput{{"ReadCapacityUnits", 5}, {"WriteCapacityUnits", 4}};
        QCOMPARE(table.at("ProvisionedThroughput"), throughput);
        QCOMPARE(table.at("GlobalSecondaryIndexes").at(0).at("ProvisionedThroughput"), throughput);
    }

    void cloudFormationYamlParsesToTheJsonTemplate()
    {
        Design design = design_test::ecommerce();
        std::string yaml = cloudFormationYaml(design);
        QVERIFY(yaml.find("\n    Type: \"AWS::DynamoDB::Table\"\n") != std::string::npos);
        QVERIFY(yaml.find("        - AttributeName: \"PK\"\n          KeyType: \"HASH\"\n")
                != std::string::npos);
        // Python's YAML reader (when installed) must read the same template back.
        QProcess python;
        python.start("python3", {"-c", "import json,sys,yaml;"
                                       "print(json.dumps(yaml.safe_load(sys.stdin.read())))"});
        if (!python.waitForStarted())
            QSKIP("python3 is not available");
        python.write(yaml.c_str());
        python.closeWriteChannel();
        QVERIFY(python.waitForFinished());
        if (python.exitCode() != 0)
            QSKIP("python3 has no yaml module");
        auto parsed = parseDesignJson(python.readAllStandardOutput().toStdString());
        QVERIFY(parsed.ok());
        QCOMPARE(design_test::canonical(*parsed),
                 design_test::canonical(cloudFormationTemplate(design)));
    }

    void designFileRoundTrip()
    {
        Design design = design_test::ecommerce();
        json::object written = writeDesign(design);
        auto reread = readDesign(written);
        QVERIFY(reread.ok());
        QCOMPARE(design_test::canonical(writeDesign(*reread)), design_test::canonical(written));
        const DesignTable &table = reread->tables.at(0);
        QCOMPARE(table.accessPatterns.size(), design.tables[0].accessPatterns.size());
        QCOMPARE(*table.entityTypes[1].keyTemplate("GSI1PK"), std::string("ORDER#{status}"));
        QCOMPARE(table.items.size(), 7u);
    }

    // TableClass and WarmThroughput, when the user named them: kept by the design file and
    // carried to CreateTable and CloudFormation (which take them under the same names).
    void tableSettingsCarried()
    {
        Design design = design_test::ecommerce();
        QVERIFY(!createTableRequest(design.tables[0]).contains("TableClass"));
        QVERIFY(!createTableRequest(design.tables[0]).contains("WarmThroughput"));
        design.tables[0].tableClass = "STANDARD_INFREQUENT_ACCESS";
        design.tables[0].warmReadUnitsPerSecond = 15000;
        auto reread = readDesign(writeDesign(design));
        QVERIFY(reread.ok());
        const DesignTable &table = reread->tables.at(0);
        QCOMPARE(table.tableClass, std::string("STANDARD_INFREQUENT_ACCESS"));
        QCOMPARE(table.warmReadUnitsPerSecond, 15000);
        QCOMPARE(table.warmWriteUnitsPerSecond, 0);
        const json::object request = createTableRequest(table);
        QCOMPARE(request.at("TableClass"), json::value("STANDARD_INFREQUENT_ACCESS"));
        QCOMPARE(request.at("WarmThroughput"), json::value({{"ReadUnitsPerSecond", 15000}}));
        const json::object cfn = cloudFormationTemplate(*reread);
        QCOMPARE(properties(cfn, "EcommerceTable").at("WarmThroughput"),
                 request.at("WarmThroughput"));
    }

    void exampleOpensAsADesign()
    {
        Design design = design_test::ecommerce();
        QCOMPARE(design.tables.size(), 1u);
        const DesignTable &table = design.tables[0];
        std::vector<std::string> names;
        for (const EntityType &entity : table.entityTypes)
            names.push_back(entity.name);
        QCOMPARE(names, (std::vector<std::string>{"UserProfile", "Order", "OrderItem", "Product",
                                                  "Review"}));
        QVERIFY(table.index("GSI1"));
        QCOMPARE(table.index("GSI1")->index.key.partitionKeyName(), std::string_view("GSI1PK"));
        QCOMPARE(table.accessPatterns.size(), 9u);
        QCOMPARE(table.accessPatterns[5].name, std::string("Pending orders, newest first"));
    }

    void syntaxErrorsHaveAPosition()
    {
        auto parsed = parseDesignJson("{\n  \"Tables\": [,]\n}");
        QVERIFY(!parsed.ok());
        QVERIFY2(parsed.error().message.starts_with("line 2, column 14"),
                 parsed.error().message.c_str());
        auto notAModel = readWorkbenchModel(json::object{{"DataModel", json::array{1}}});
        QVERIFY(!notAModel.ok());
        auto badItem = readWorkbenchModel(*parseDesignJson(R"({"DataModel": [{"TableName": "t",
            "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
            "TableData": [{"PK": {"N": "x"}}]}]})"));
        QVERIFY(!badItem.ok());
        QVERIFY2(badItem.error().message.find("item 1") != std::string::npos,
                 badItem.error().message.c_str());
    }

    void formatsByNameAndPath()
    {
        QCOMPARE(*parseDesignFormat("workbench"), DesignFormat::Workbench);
        QCOMPARE(*parseDesignFormat("cloudformation"), DesignFormat::CloudFormationJson);
        QVERIFY(!parseDesignFormat("xml").ok());
        QCOMPARE(designFormatFromPath("a/b.model.json"), DesignFormat::Workbench);
        QCOMPARE(designFormatFromPath("stack.yaml"), DesignFormat::CloudFormationYaml);
        QCOMPARE(designFormatFromPath("shop.tsdesign"), DesignFormat::Design);
    }

    // Apply compares the design's index with the one on the table: DynamoDB cannot change a
    // GSI's key schema or projection in place, so each difference is named.
    void indexDifferencesNameWhatCannotChange_data()
    {
        QTest::addColumn<IndexDescription>("designed");
        QTest::addColumn<std::vector<std::string>>("differences");
        const IndexDescription gsi1 = design_test::ecommerce().tables[0].index("GSI1")->index;
        QTest::newRow("same") << gsi1 << std::vector<std::string>{};
        IndexDescription reordered = gsi1;
        reordered.projection.nonKeyAttributes = {"total", "total"};
        QTest::newRow("INCLUDE as a set") << reordered << std::vector<std::string>{};
        IndexDescription all = gsi1;
        all.projection = {ProjectionType::All, {}};
        QTest::newRow("projection")
            << all
            << std::vector<std::string>{
                   "projection: ALL in the design, INCLUDE (total) on the table"};
        IndexDescription included = gsi1;
        included.projection.nonKeyAttributes = {"status", "total"};
        QTest::newRow("INCLUDE attributes")
            << included
            << std::vector<std::string>{"projection: INCLUDE (status, total) in the design, "
                                        "INCLUDE (total) on the table"};
        IndexDescription numeric = gsi1;
        numeric.key.sortKey[0].type = AttributeType::N;
        QTest::newRow("key type")
            << numeric
            << std::vector<std::string>{
                   "key schema: GSI1PK (HASH, S), GSI1SK (RANGE, N) in the design, "
                   "GSI1PK (HASH, S), GSI1SK (RANGE, S) on the table"};
        IndexDescription unsorted = gsi1;
        unsorted.key.sortKey.clear();
        unsorted.projection = {ProjectionType::KeysOnly, {}};
        QTest::newRow("key and projection")
            << unsorted
            << std::vector<std::string>{
                   "key schema: GSI1PK (HASH, S) in the design, "
                   "GSI1PK (HASH, S), GSI1SK (RANGE, S) on the table",
                   "projection: KEYS_ONLY in the design, INCLUDE (total) on the table"};
    }

    void indexDifferencesNameWhatCannotChange()
    {
        QFETCH(IndexDescription, designed);
        QFETCH(std::vector<std::string>, differences);
        const IndexDescription existing =
            design_test::ecommerce().tables[0].index("GSI1")->index;
        QCOMPARE(indexDifferences(designed, existing), differences);
    }

    // IndexName as CreateTable checks it, and once per table; an index keeps its own name.
    void indexNameProblems_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        const QString failed = QStringLiteral("' at 'indexName' failed to satisfy constraint: ");
        QTest::newRow("its own") << 0 << "GSI1" << "";
        QTest::newRow("three") << 1 << "G-1" << "";
        QTest::newRow("every allowed character") << 1 << "a.Z_0-9" << "";
        QTest::newRow("255") << 1 << QString(255, QLatin1Char('x')) << "";
        QTest::newRow("another's") << 1 << "GSI1" << "Duplicate index name: GSI1";
        QTest::newRow("two") << 1 << "ab"
                             << "Value 'ab" + failed
                                    + "Member must have length greater than or equal to 3";
        QTest::newRow("256") << 1 << QString(256, QLatin1Char('x'))
                             << "Value '" + QString(256, QLatin1Char('x')) + failed
                                    + "Member must have length less than or equal to 255";
        QTest::newRow("a space") << 1 << "by status"
                                 << "Value 'by status" + failed
                                        + "Member must satisfy regular expression pattern: "
                                          "[a-zA-Z0-9_.-]+";
    }

    void indexNameProblems()
    {
        QFETCH(int, row);
        QFETCH(QString, name);
        QFETCH(QString, problem);
        const DesignTable table = design_test::ecommerce().tables[0];
        QCOMPARE(QString::fromStdString(
                     indexNameProblem(table, std::size_t(row), name.toStdString())),
                 problem);
    }
};

QTEST_GUILESS_MAIN(TestDesignFiles)
#include "tst_design_files.moc"
