// Import and export that succeed: every format round trips (import → export → re-import gives
// the same items, 38-digit numbers and binary exact), NoSQL Workbench models create their
// tables, exports cover every Scan page, and UnprocessedItems are resent.

#include "io_test_support.h"

#include <tablesmith/import_export.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace tablesmith;
using namespace iotest;
namespace json = boost::json;

Q_DECLARE_METATYPE(tablesmith::DataFormat)

namespace {

ImportOptions importInto(const std::string &table, DataFormat format = DataFormat::Auto)
{
    ImportOptions options;
    options.format = format;
    options.targetTable = table;
    return options;
}

std::string numberAt(const json::object &item, std::string_view name)
{
    const json::value *typed = item.if_contains(name);
    return typed ? std::string(typed->at("N").as_string()) : std::string();
}

} // namespace

class TestImportExport : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void formatNames();
    void detectsFormat_data();
    void detectsFormat();
    void roundTrip_data();
    void roundTrip();
    void exactNumbersAndBinary();
    void plainJsonTypes();
    void plainJsonExportWarnings();
    void csvQuotingAndTypes();
    void ecommerceModel();
    void legacyModel();
    void modelImportedTwice();
    void exportCoversEveryPage();
    void resendsUnprocessedItems();
    void progressAndCancel();
    void exportsItemsAlreadyRead_data();
    void exportsItemsAlreadyRead();

private:
    QTemporaryDir m_dir;
    std::string temp(const std::string &name) { return (m_dir.path() + '/').toStdString() + name; }
};

void TestImportExport::formatNames()
{
    for (DataFormat format : {DataFormat::DynamoDbJsonLines, DataFormat::JsonArray,
                              DataFormat::Csv, DataFormat::WorkbenchModel}) {
        auto parsed = parseDataFormat(dataFormatName(format));
        QVERIFY(parsed.ok());
        QCOMPARE(*parsed, format);
    }
    QCOMPARE(*parseDataFormat("DDB-JSON"), DataFormat::DynamoDbJsonLines);
    QVERIFY(!parseDataFormat("xml").ok());
    QCOMPARE(dataFormatFromPath("a/b.JSONL"), DataFormat::DynamoDbJsonLines);
    QCOMPARE(dataFormatFromPath("x.model.json"), DataFormat::WorkbenchModel);
    QCOMPARE(dataFormatFromPath("x.json"), DataFormat::JsonArray);
    QCOMPARE(dataFormatFromPath("x.csv"), DataFormat::Csv);
    QCOMPARE(dataFormatFromPath("x.txt"), DataFormat::Auto);
}

void TestImportExport::detectsFormat_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("contents");
    QTest::addColumn<DataFormat>("format");
    QTest::newRow("S3 export named .json") << "s3.json" << "{\"Item\": {}}\n"
                                           << DataFormat::DynamoDbJsonLines;
    QTest::newRow("array") << "a.json" << "  [ ]" << DataFormat::JsonArray;
    QTest::newRow("model named .json") << "m.json" << "{\"ModelName\": \"x\", \"DataModel\": []}"
                                       << DataFormat::WorkbenchModel;
    QTest::newRow("lines, no extension") << "data" << "{\"Item\": {}}"
                                         << DataFormat::DynamoDbJsonLines;
    QTest::newRow("csv by name") << "c.csv" << "[" << DataFormat::Csv;
}

void TestImportExport::detectsFormat()
{
    QFETCH(QString, name);
    QFETCH(QString, contents);
    QFETCH(DataFormat, format);
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents.toUtf8());
    file.close();
    auto detected = detectDataFormat(file.fileName().toStdString());
    QVERIFY(detected.ok());
    QCOMPARE(*detected, format);
}

void TestImportExport::roundTrip_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<DataFormat>("exportFormat");
    QTest::addColumn<int>("items");
    QTest::newRow("jsonl → jsonl") << "types.jsonl" << DataFormat::DynamoDbJsonLines << 4;
    QTest::newRow("jsonl → csv") << "types.jsonl" << DataFormat::Csv << 4;
    QTest::newRow("ecommerce jsonl → csv") << "ecommerce/items.jsonl" << DataFormat::Csv << 7;
    QTest::newRow("json → json") << "plain.json" << DataFormat::JsonArray << 3;
    QTest::newRow("json → jsonl") << "plain.json" << DataFormat::DynamoDbJsonLines << 3;
    QTest::newRow("json → csv") << "plain.json" << DataFormat::Csv << 3;
    QTest::newRow("csv → csv") << "typed.csv" << DataFormat::Csv << 5;
    QTest::newRow("csv → jsonl") << "typed.csv" << DataFormat::DynamoDbJsonLines << 5;
    QTest::newRow("ecommerce jsonl → json")
        << "ecommerce/items.jsonl" << DataFormat::JsonArray << 7;
}

void TestImportExport::roundTrip()
{
    QFETCH(QString, source);
    QFETCH(DataFormat, exportFormat);
    QFETCH(int, items);
    auto first = openDatabase();
    auto second = openDatabase();
    QVERIFY(createTable(*first, "things") && createTable(*second, "things"));

    auto imported = importFile(*first, dataPath(source.toStdString()), importInto("things"));
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().message.c_str());
    QVERIFY(imported->badLines.empty());
    QCOMPARE(imported->itemsWritten, std::uint64_t(items));

    std::string exported = temp("export." + std::string(dataFormatName(exportFormat)));
    ExportOptions exportOptions;
    exportOptions.format = exportFormat;
    auto report = exportTable(*first, "things", exported, exportOptions);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(items));

    auto again = importFile(*second, exported, importInto("things", exportFormat));
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().message.c_str());
    QVERIFY2(again->badLines.empty(),
             again->badLines.empty() ? "" : again->badLines[0].message.c_str());
    QCOMPARE(countOf(*second, "things"), std::size_t(items));
    QVERIFY(itemsOf(*first, "things") == itemsOf(*second, "things"));
}

void TestImportExport::exactNumbersAndBinary()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    QVERIFY(importFile(*database, dataPath("types.jsonl"), importInto("things")).ok());
    for (DataFormat format : {DataFormat::DynamoDbJsonLines, DataFormat::Csv}) {
        std::string path = temp("exact." + std::string(dataFormatName(format)));
        ExportOptions options;
        options.format = format;
        QVERIFY(exportTable(*database, "things", path, options).ok());
        auto copy = openDatabase();
        QVERIFY(createTable(*copy, "things"));
        QVERIFY(importFile(*copy, path, importInto("things", format)).ok());
        json::object item = getItem(*copy, "things", "A#1", "n");
        QCOMPARE(numberAt(item, "big"), std::string("12345678901234567890123456789012345678"));
        QCOMPARE(numberAt(item, "small"),
                 std::string("-0.00000000000000000000000000012345678901234567890"
                             "123456789012345678"));
        QCOMPARE(std::string(item.at("bin").at("B").as_string()), std::string("AAEC/f7/"));
        QCOMPARE(std::string(item.at("empty").at("S").as_string()), std::string());
        json::object sets = getItem(*copy, "things", "A#1", "sets");
        QCOMPARE(sets.at("ns").at("NS").as_array().size(), std::size_t(2));
        QCOMPARE(sets.at("bs").at("BS").as_array().size(), std::size_t(2));
    }
}

void TestImportExport::plainJsonTypes()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    auto report = importFile(*database, dataPath("plain.json"), importInto("things"));
    QVERIFY(report.ok());
    QCOMPARE(report->itemsWritten, std::uint64_t(3));
    json::object user = getItem(*database, "things", "USER#1", "PROFILE");
    QCOMPARE(numberAt(user, "balance"), std::string("12345678901234567890123456789012345678"));
    QCOMPARE(numberAt(user, "ratio"), std::string("0.12345678901234567890123456789012345678"));
    QCOMPARE(user.at("active").at("BOOL").as_bool(), true);
    QVERIFY(user.at("deleted").as_object().contains("NULL"));
    const json::array &tags = user.at("tags").at("L").as_array();
    QCOMPARE(tags.size(), std::size_t(4));
    QCOMPARE(std::string(tags[1].at("N").as_string()), std::string("1"));
    QVERIFY(tags[3].as_object().contains("M"));
    QCOMPARE(std::string(user.at("address").at("M").at("city").at("S").as_string()),
             std::string("Zürich"));
    json::object bob = getItem(*database, "things", "USER#2", "PROFILE");
    QCOMPARE(std::string(bob.at("name").at("S").as_string()), std::string("Bob \"the builder\""));
    QCOMPARE(numberAt(bob, "balance"), std::string("-10000000000"));
}

void TestImportExport::plainJsonExportWarnings()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    QVERIFY(importFile(*database, dataPath("types.jsonl"), importInto("things")).ok());
    ExportOptions options;
    options.format = DataFormat::JsonArray;
    auto report = exportTable(*database, "things", temp("lossy.json"), options);
    QVERIFY(report.ok());
    // bin, ss, ns, bs, and the B nested in m.y.z.
    QCOMPARE(report->warnings, std::uint64_t(5));
    auto copy = openDatabase();
    QVERIFY(createTable(*copy, "things"));
    auto again = importFile(*copy, temp("lossy.json"), importInto("things"));
    QVERIFY(again.ok());
    QCOMPARE(again->itemsWritten, std::uint64_t(4));
    json::object item = getItem(*copy, "things", "A#1", "n");
    QCOMPARE(std::string(item.at("bin").at("S").as_string()), std::string("AAEC/f7/"));
    QCOMPARE(numberAt(item, "big"), std::string("12345678901234567890123456789012345678"));
}

void TestImportExport::csvQuotingAndTypes()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    auto report = importFile(*database, dataPath("typed.csv"), importInto("things"));
    QVERIFY(report.ok());
    QVERIFY(report->badLines.empty());
    QCOMPARE(report->itemsWritten, std::uint64_t(5));
    json::object first = getItem(*database, "things", "USER#1", "ORDER#1");
    QCOMPARE(numberAt(first, "total"), std::string("129.9"));
    QCOMPARE(first.at("flag").at("BOOL").as_bool(), true);
    QCOMPARE(first.at("tags").at("SS").as_array().size(), std::size_t(2));
    QCOMPARE(std::string(first.at("data").at("M").at("k").at("S").as_string()),
             std::string("v"));
    QCOMPARE(std::string(first.at("note").at("S").as_string()), std::string("comma, inside"));
    json::object second = getItem(*database, "things", "USER#1", "ORDER#2");
    QCOMPARE(std::string(second.at("note").at("S").as_string()), std::string("say \"hi\""));
    QVERIFY(!second.contains("tags"));
    json::object twoLines = getItem(*database, "things", "USER#2", "PROFILE");
    QCOMPARE(std::string(twoLines.at("note").at("S").as_string()), std::string("two\nlines"));
    QVERIFY(!twoLines.contains("total"));
    QCOMPARE(std::string(getItem(*database, "things", "USER#3", "PROFILE").at("note").at("S")
                             .as_string()), std::string());
    QVERIFY(!getItem(*database, "things", "USER#4", "PROFILE").contains("note"));
}

void TestImportExport::ecommerceModel()
{
    auto database = openDatabase();
    ImportOptions options;
    auto report = importFile(*database, dataPath("ecommerce/ecommerce.model.json"), options);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(7));
    QCOMPARE(report->tablesCreated, std::vector<std::string>{"ecommerce"});
    auto described = database->call("DescribeTable", {{"TableName", "ecommerce"}});
    QVERIFY(described.ok());
    const json::object &table = described->at("Table").as_object();
    const json::array &indexes = table.at("GlobalSecondaryIndexes").as_array();
    QCOMPARE(indexes.size(), std::size_t(1));
    QCOMPARE(indexes[0].at("IndexName").as_string(), "GSI1");
    QCOMPARE(indexes[0].at("Projection").at("ProjectionType").as_string(), "INCLUDE");
    QCOMPARE(countOf(*database, "ecommerce"), std::size_t(7));
    auto pending = database->call(
        "Query", {{"TableName", "ecommerce"}, {"IndexName", "GSI1"},
                  {"KeyConditionExpression", "GSI1PK = :s"},
                  {"ExpressionAttributeValues", {{":s", {{"S", "ORDER#PENDING"}}}}}});
    QVERIFY(pending.ok());
    QCOMPARE(pending->at("Items").as_array().size(), std::size_t(1));

    // The S3-export lines of the same example load into the table identically.
    auto copy = openDatabase();
    QVERIFY(createTable(*copy, "ecommerce"));
    QVERIFY(importFile(*copy, dataPath("ecommerce/items.jsonl"), importInto("ecommerce")).ok());
    QVERIFY(itemsOf(*copy, "ecommerce") == itemsOf(*database, "ecommerce"));
}

void TestImportExport::legacyModel()
{
    auto database = openDatabase();
    auto report = importFile(*database, dataPath("v1.model.json"), ImportOptions{});
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(3));
    QCOMPARE(report->tablesCreated.size(), std::size_t(2));
    auto music = database->call("DescribeTable", {{"TableName", "Music"}});
    QVERIFY(music.ok());
    QCOMPARE(music->at("Table").at("GlobalSecondaryIndexes").at(0).at("Projection")
                 .at("ProjectionType").as_string(), "ALL");
    auto counters = database->call("DescribeTable", {{"TableName", "Counters"}});
    QVERIFY(counters.ok());
    QCOMPARE(counters->at("Table").at("ProvisionedThroughput").at("ReadCapacityUnits")
                 .to_number<int>(), 5);
}

void TestImportExport::modelImportedTwice()
{
    auto database = openDatabase();
    const std::string model = dataPath("ecommerce/ecommerce.model.json");
    QVERIFY(importFile(*database, model, ImportOptions{}).ok());
    auto again = importFile(*database, model, ImportOptions{});
    QVERIFY(again.ok());
    QVERIFY(again->tablesCreated.empty());
    QCOMPARE(countOf(*database, "ecommerce"), std::size_t(7));
}

void TestImportExport::exportCoversEveryPage()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "big"));
    const std::string padding(1000, 'x');
    json::array writes;
    for (int i = 0; i < 2500; ++i) {
        json::object item{{"PK", {{"S", "P#" + std::to_string(i)}}},
                          {"SK", {{"S", "S"}}},
                          {"pad", {{"S", padding}}}};
        writes.push_back(json::object{{"PutRequest", json::object{{"Item", item}}}});
        if (writes.size() == 25) {
            QVERIFY(database->call("BatchWriteItem",
                                   {{"RequestItems", {{"big", writes}}}}).ok());
            writes.clear();
        }
    }
    CountingClient counting(*database);
    for (DataFormat format : {DataFormat::DynamoDbJsonLines, DataFormat::JsonArray,
                              DataFormat::Csv}) {
        counting.calls.clear();
        std::string path = temp("big." + std::string(dataFormatName(format)));
        ExportOptions options;
        options.format = format;
        auto report = exportTable(counting, "big", path, options);
        QVERIFY(report.ok());
        QCOMPARE(report->itemsWritten, std::uint64_t(2500));
        // 2.5 MB in pages of 1 MB; CSV scans twice.
        QVERIFY(counting.calls["Scan"] > (format == DataFormat::Csv ? 4 : 2));
        auto copy = openDatabase();
        QVERIFY(createTable(*copy, "big"));
        auto again = importFile(*copy, path, importInto("big", format));
        QVERIFY(again.ok());
        QCOMPARE(again->itemsWritten, std::uint64_t(2500));
        QCOMPARE(countOf(*copy, "big"), std::size_t(2500));
    }
}

void TestImportExport::resendsUnprocessedItems()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    CountingClient counting(*database);
    counting.throttledBatches = 3;
    auto report = importFile(counting, dataPath("ecommerce/items.jsonl"), importInto("things"));
    QVERIFY(report.ok());
    QCOMPARE(report->itemsWritten, std::uint64_t(7));
    QCOMPARE(countOf(*database, "things"), std::size_t(7));
    QVERIFY(counting.calls["BatchWriteItem"] >= 3);
}

void TestImportExport::progressAndCancel()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    std::uint64_t lastBytes = 0;
    std::uint64_t total = 0;
    ImportOptions options = importInto("things");
    options.onBadLine = BadLinePolicy::Skip;
    options.progress = [&](std::uint64_t bytes, std::uint64_t totalBytes, std::uint64_t) {
        lastBytes = bytes;
        total = totalBytes;
        return true;
    };
    QVERIFY(importFile(*database, dataPath("ecommerce/items.jsonl"), options).ok());
    QCOMPARE(lastBytes, total);
    QVERIFY(total > 0);

    auto fresh = openDatabase();
    QVERIFY(createTable(*fresh, "things"));
    int calls = 0;
    options.progress = [&](std::uint64_t, std::uint64_t, std::uint64_t) { return ++calls < 3; };
    auto cancelled = importFile(*fresh, dataPath("ecommerce/items.jsonl"), options);
    QVERIFY(cancelled.ok());
    QVERIFY(cancelled->cancelled);
    QVERIFY(countOf(*fresh, "things") < 7);

    ExportOptions exportOptions;
    exportOptions.progress = [](std::uint64_t) { return false; };
    auto exported = exportTable(*database, "things", temp("cancelled.jsonl"), exportOptions);
    QVERIFY(exported.ok());
    QVERIFY(exported->cancelled);
    QVERIFY(!QFile::exists(QString::fromStdString(temp("cancelled.jsonl"))));
    QVERIFY(!QFile::exists(QString::fromStdString(temp("cancelled.jsonl.part"))));
}

void TestImportExport::exportsItemsAlreadyRead_data()
{
    QTest::addColumn<DataFormat>("format");
    QTest::newRow("jsonl") << DataFormat::DynamoDbJsonLines;
    QTest::newRow("json") << DataFormat::JsonArray;
    QTest::newRow("csv") << DataFormat::Csv;
}

// A query's results, not a table: exactly those items are written, keys first in CSV, and
// they import back as they were.
void TestImportExport::exportsItemsAlreadyRead()
{
    QFETCH(DataFormat, format);
    auto source = openDatabase();
    QVERIFY(createTable(*source, "things"));
    QVERIFY(importFile(*source, dataPath("ecommerce/items.jsonl"), importInto("things")).ok());
    auto queried = source->call(
        "Query", {{"TableName", "things"}, {"KeyConditionExpression", "PK = :p"},
                  {"ExpressionAttributeValues", {{":p", {{"S", "USER#u1"}}}}}});
    QVERIFY(queried.ok());
    const json::array &items = queried->at("Items").as_array();
    QVERIFY(items.size() >= 2);
    ExportOptions options;
    options.format = format;
    const std::string path = temp("results." + std::string(dataFormatName(format)));
    auto report = exportItems(items, {{"PK", "S"}, {"SK", "S"}}, path, options);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(items.size()));
    if (format == DataFormat::Csv) {
        QFile file(QString::fromStdString(path));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readLine().startsWith("PK:S,SK:S,"));
    }
    auto copy = openDatabase();
    QVERIFY(createTable(*copy, "things"));
    auto again = importFile(*copy, path, importInto("things", format));
    QVERIFY(again.ok());
    QCOMPARE(again->itemsWritten, std::uint64_t(items.size()));
    for (const json::value &item : items) {
        const json::object &expected = item.as_object();
        json::object read = getItem(*copy, "things", std::string(expected.at("PK").at("S")
                                                                     .as_string()),
                                    std::string(expected.at("SK").at("S").as_string()));
        QCOMPARE(read.size(), expected.size());
    }
    QVERIFY(!exportItems(json::array{json::value(1)}, {}, path, options).ok());
}

QTEST_GUILESS_MAIN(TestImportExport)
#include "tst_import_export.moc"
