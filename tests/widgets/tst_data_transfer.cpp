// Import and export from the workbench: a bad file reports its lines by number and loads the
// rest (or nothing, as chosen); a long import can be cancelled; an export writes every page.
// All against the embedded engine, through the dialogs a user drives.

#include "instruments.h"
#include "grid/entity_templates.h"
#include "log/call_log_dock.h"
#include "log/call_log_model.h"
#include "main/main_window.h"
#include "session/data_transfer.h"
#include "session/embedded_session.h"
#include "transfer/export_dialog.h"
#include "transfer/import_dialog.h"
#include "transfer/transfer_instrument.h"
#include "transfer/transfer_panel.h"

#include <boost/json.hpp>

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTextStream>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

namespace {

std::unique_ptr<Session> openSession()
{
    auto session = openEmbeddedSession({});
    if (!session.ok())
        qFatal("cannot open an in-memory database: %s", session.error().message.c_str());
    return std::move(session).value();
}

void createTable(Session &session, const char *name)
{
    auto result = session.client()->call(
        "CreateTable", json::parse(std::string(R"~({"TableName":")~") + name + R"~(",
            "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},
                         {"AttributeName":"SK","KeyType":"RANGE"}],
            "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
                                    {"AttributeName":"SK","AttributeType":"S"}],
            "BillingMode":"PAY_PER_REQUEST"})~")
                           .as_object());
    QVERIFY2(result.ok(), result.ok() ? "" : result.error().message.c_str());
}

std::int64_t countItems(Session &session, const char *table)
{
    json::object request{{"TableName", table}, {"Select", "COUNT"}};
    std::int64_t count = 0;
    for (;;) {
        auto page = session.client()->call("Scan", request);
        if (!page.ok())
            return -1;
        count += page->at("Count").as_int64();
        const auto *next = page->if_contains("LastEvaluatedKey");
        if (!next)
            return count;
        request["ExclusiveStartKey"] = *next;
    }
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QString &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text.toUtf8());
    return path;
}

// Lines 2 and 4 are bad: not JSON, and a number where the key is a string.
const char *const kBadFile =
    R"~({"Item":{"PK":{"S":"USER#1"},"SK":{"S":"PROFILE"}}}
{"Item":{"PK":{"S":"USER#2"},
{"Item":{"PK":{"S":"USER#3"},"SK":{"S":"PROFILE"}}}
{"Item":{"PK":{"N":"4"},"SK":{"S":"PROFILE"}}}
{"Item":{"PK":{"S":"USER#5"},"SK":{"S":"PROFILE"}}}
)~";

bool runToEnd(DataTransfer *transfer)
{
    if (!transfer)
        return false;
    QSignalSpy done(transfer, &DataTransfer::finished);
    return done.wait(60000);
}

// Two tables: `shop` (made by the test first, holding an item with the same keys as the
// model's) and `orders` (new). Products and order lines share the P# sort-key prefix.
const char *const kShopModel = R"~({"ModelName": "shop", "DataModel": [
  {"TableName": "shop",
   "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"},
                     "SortKey": {"AttributeName": "SK", "AttributeType": "S"}},
   "TableFacets": [
     {"FacetName": "Product", "KeyAttributeAlias":
        {"PartitionKeyAlias": "PRODUCT#productId", "SortKeyAlias": "P#productId"},
      "TableData": [{"PK": {"S": "PRODUCT#p1"}, "SK": {"S": "P#p1"}, "name": {"S": "new"}},
                    {"PK": {"S": "PRODUCT#p2"}, "SK": {"S": "P#p2"}, "name": {"S": "two"}}]},
     {"FacetName": "OrderLine", "KeyAttributeAlias":
        {"PartitionKeyAlias": "ORDER#orderId", "SortKeyAlias": "P#productId"},
      "TableData": [{"PK": {"S": "ORDER#o1"}, "SK": {"S": "P#p1"}, "qty": {"N": "2"}}]}]},
  {"TableName": "orders",
   "KeyAttributes": {"PartitionKey": {"AttributeName": "id", "AttributeType": "S"}},
   "TableFacets": [
     {"FacetName": "Order", "KeyAttributeAlias": {"PartitionKeyAlias": "ORDER#orderId"},
      "TableData": [{"id": {"S": "ORDER#o1"}}]}]}]})~";

} // namespace

class TestDataTransfer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // entity types are remembered in QSettings
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_data_transfer"));
        QSettings().clear();
        // The application's English plurals: "Imported 3 items.", "Imported 1 item."
        QVERIFY(m_english.load(QStringLiteral(":/i18n/tablesmith_en.qm")));
        QCoreApplication::installTranslator(&m_english);
    }

    void badLinesAreReportedByNumberAndTheRestLoads()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        ImportDialog dialog(*session, {QStringLiteral("shop")}, QStringLiteral("shop"));
        dialog.setPath(writeFile(dir, QStringLiteral("bad.jsonl"), QString::fromUtf8(kBadFile)));
        dialog.setSkipBadLines(true);
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        QVERIFY(dialog.start());
        QVERIFY(runToEnd(dialog.transfer()));

        const auto &report = dialog.transfer()->importReport();
        QVERIFY(report);
        QCOMPARE(report->itemsWritten, 3u);
        QCOMPARE(report->badLines.size(), 2u);
        QCOMPARE(report->badLines[0].line, 2u);
        QCOMPARE(report->badLines[1].line, 4u);
        QCOMPARE(countItems(*session, "shop"), 3);
        QCOMPARE(imported.count(), 1);
        QVERIFY2(dialog.panel()->statusText().contains(QStringLiteral("Imported 3 items")),
                 qPrintable(dialog.panel()->statusText()));
        const QString lines = dialog.panel()->reportText();
        QVERIFY2(lines.startsWith(QStringLiteral("line 2: ")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral("\nline 4: ")), qPrintable(lines));
    }

    void abortPolicyWritesNothing()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        ImportDialog dialog(*session, {QStringLiteral("shop")}, QStringLiteral("shop"));
        dialog.setPath(writeFile(dir, QStringLiteral("bad.jsonl"), QString::fromUtf8(kBadFile)));
        dialog.setSkipBadLines(false);
        QSignalSpy imported(&dialog, &ImportDialog::imported);
        QVERIFY(dialog.start());
        QVERIFY(runToEnd(dialog.transfer()));

        const auto &report = dialog.transfer()->importReport();
        QVERIFY(report);
        QVERIFY(report->aborted);
        QCOMPARE(report->itemsWritten, 0u);
        QCOMPARE(report->badLines.front().line, 2u);
        QCOMPARE(countItems(*session, "shop"), 0);
        QCOMPARE(imported.count(), 0);
        QVERIFY(dialog.panel()->statusText().startsWith(QStringLiteral("Stopped at a bad line")));
    }

    void formIsValidatedBeforeAnythingIsSent()
    {
        auto session = openSession();
        ImportDialog dialog(*session, {}, {});
        QCOMPARE(dialog.validationMessage(), QStringLiteral("Choose a file to import."));
        dialog.setPath(QStringLiteral("/nonexistent/items.jsonl"));
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("is not a readable file")));
        QVERIFY(!dialog.start());
        QVERIFY(!dialog.transfer());

        QTemporaryDir dir;
        dialog.setPath(writeFile(dir, QStringLiteral("ok.jsonl"), QString::fromUtf8(kBadFile)));
        QVERIFY(dialog.validationMessage().contains(QStringLiteral("Choose the table")));

        ExportDialog exportDialog(*session, QStringLiteral("shop"), 0);
        exportDialog.setPath(dir.filePath(QStringLiteral("out.txt")));
        QVERIFY(exportDialog.validationMessage().contains(QStringLiteral("Choose a format")));
        exportDialog.setPath(QStringLiteral("/nonexistent/dir/out.jsonl"));
        QVERIFY(exportDialog.validationMessage().contains(QStringLiteral("does not exist")));
    }

    // Issue 17, point 13: a file whose format cannot be told is reported at the Format box,
    // which is marked until a format is chosen.
    void formatErrorPointsAtTheFormatBox()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        ImportDialog dialog(*session, {QStringLiteral("shop")}, QStringLiteral("shop"));
        dialog.setPath(writeFile(dir, QStringLiteral("items.txt"), QStringLiteral("hello\n")));
        QVERIFY2(dialog.validationMessage().contains(QStringLiteral("Format box")),
                 qPrintable(dialog.validationMessage()));
        QVERIFY(!dialog.start());
        QVERIFY(!dialog.transfer());
        QVERIFY(dialog.isFormatMarked());
        dialog.setFormat(DataFormat::DynamoDbJsonLines);
        QVERIFY(!dialog.isFormatMarked());
        QVERIFY(dialog.validationMessage().isEmpty());
    }

    // Issue 17, point 13: a model import asks before replacing items with the same keys
    // (declined, nothing changes), then says which tables it created and which it wrote to;
    // the tables keep the model's facets as entity types.
    void modelImportAsksBeforeReplacingAndSaysWhereItWrote()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        const json::object old{{"PK", {{"S", "PRODUCT#p1"}}}, {"SK", {{"S", "P#p1"}}},
                               {"name", {{"S", "old"}}}};
        QVERIFY(session->client()->call("PutItem", {{"TableName", "shop"}, {"Item", old}}).ok());
        ImportDialog dialog(*session, {QStringLiteral("shop")}, QStringLiteral("shop"));
        dialog.setPath(writeFile(dir, QStringLiteral("shop.model.json"),
                                 QString::fromUtf8(kShopModel)));
        QStringList questions;
        bool answer = false;
        dialog.setOverwriteQuestion([&questions, &answer](const QString &question) {
            questions << question;
            return answer;
        });
        QSignalSpy declined(&dialog, &ImportDialog::overwriteDeclined);
        QVERIFY(dialog.start());
        QTRY_COMPARE(declined.size(), 1);
        QCOMPARE(questions.size(), 1);
        QVERIFY2(questions.first().startsWith(QStringLiteral("1 item in shop")),
                 qPrintable(questions.first()));
        QVERIFY(!dialog.transfer());
        QCOMPARE(countItems(*session, "shop"), 1);

        answer = true;
        QVERIFY(dialog.start());
        QTRY_VERIFY(dialog.transfer());
        QVERIFY(dialog.transfer()->isRunning() || dialog.transfer()->importReport());
        if (!dialog.transfer()->importReport())
            QVERIFY(runToEnd(dialog.transfer()));
        QCOMPARE(questions.size(), 2);
        QCOMPARE(countItems(*session, "shop"), 3);
        QCOMPARE(countItems(*session, "orders"), 1);
        QVERIFY2(dialog.modelReport().contains(QStringLiteral("Created orders."))
                     && dialog.modelReport().contains(QStringLiteral("Wrote to shop")),
                 qPrintable(dialog.modelReport()));
        const auto templates =
            EntityTemplates::remembered(session->name(), QStringLiteral("shop"));
        QVERIFY(templates);
        QCOMPARE(templates->entityOf({{"PK", {{"S", "ORDER#o9"}}}, {"SK", {{"S", "P#p1"}}}}),
                 QStringLiteral("OrderLine"));
        QCOMPARE(templates->entityOf({{"PK", {{"S", "PRODUCT#p9"}}}, {"SK", {{"S", "P#p9"}}}}),
                 QStringLiteral("Product"));
    }

    void aLongImportCanBeCancelled()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        constexpr int kLines = 200000;
        QString text;
        QTextStream out(&text);
        for (int i = 0; i < kLines; ++i)
            out << R"~({"Item":{"PK":{"S":"USER#)~" << i
                << R"~("},"SK":{"S":"PROFILE"},"note":{"S":"some text to make it longer"}}})~"
                << '\n';
        ImportDialog dialog(*session, {QStringLiteral("shop")}, QStringLiteral("shop"));
        dialog.setPath(writeFile(dir, QStringLiteral("big.jsonl"), text));
        dialog.setSkipBadLines(true);
        QVERIFY(dialog.start());
        QSignalSpy progressed(dialog.transfer(), &DataTransfer::progressed);
        QVERIFY(progressed.wait(20000));
        // Cancel in the dialog stops the transfer rather than closing the dialog.
        dialog.reject();
        QVERIFY(runToEnd(dialog.transfer()));
        const auto &report = dialog.transfer()->importReport();
        QVERIFY(report);
        QVERIFY(report->cancelled);
        QVERIFY(report->itemsWritten < quint64(kLines));
        QCOMPARE(countItems(*session, "shop"), std::int64_t(report->itemsWritten));
        QVERIFY(dialog.panel()->statusText().startsWith(QStringLiteral("Cancelled after")));
    }

    void exportWritesEveryPage()
    {
        QTemporaryDir dir;
        auto session = openSession();
        createTable(*session, "shop");
        // ~1 KB items: three 1 MB Scan pages.
        const std::string padding(1000, 'x');
        constexpr int kItems = 2500;
        for (int i = 0; i < kItems; ++i) {
            json::object item{{"PK", {{"S", "P#" + std::to_string(i % 50)}}},
                              {"SK", {{"S", "S#" + std::to_string(i)}}},
                              {"pad", {{"S", padding}}}};
            auto put = session->client()->call("PutItem", {{"TableName", "shop"}, {"Item", item}});
            QVERIFY(put.ok());
        }
        const QString path = dir.filePath(QStringLiteral("shop.jsonl"));
        ExportDialog dialog(*session, QStringLiteral("shop"), kItems);
        dialog.setPath(path);
        QVERIFY(dialog.start());
        QVERIFY(runToEnd(dialog.transfer()));
        const auto &report = dialog.transfer()->exportReport();
        QVERIFY(report);
        QCOMPARE(report->itemsWritten, quint64(kItems));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        int lines = 0;
        while (!file.atEnd()) {
            const QByteArray line = file.readLine();
            QVERIFY(line.startsWith("{\"Item\":"));
            ++lines;
        }
        QCOMPARE(lines, kItems);
        QVERIFY(dialog.panel()->statusText().startsWith(QStringLiteral("Exported 2,500 items")) ||
                dialog.panel()->statusText().startsWith(QStringLiteral("Exported 2500 items")));
    }

    void importsAndExportsAppearInTheCallLog()
    {
        // Their calls run on the transfer's thread, yet reach the log like any other call.
        QTemporaryDir dir;
        MainWindow window(workbenchInstruments());
        window.setSession(openSession());
        createTable(*window.session(), "shop");
        CallLogModel *log = window.findChild<CallLogDock *>()->model();
        const auto operations = [log] {
            log->flush();
            QStringList names;
            for (int row = 0; row < log->rowCount(); ++row)
                names << log->index(row, CallLogModel::OperationColumn).data().toString();
            return names;
        };
        ImportDialog importer(*window.session(), {QStringLiteral("shop")}, QStringLiteral("shop"));
        importer.setPath(writeFile(dir, QStringLiteral("bad.jsonl"), QString::fromUtf8(kBadFile)));
        importer.setSkipBadLines(true);
        QVERIFY(importer.start());
        QVERIFY(runToEnd(importer.transfer()));
        QTRY_VERIFY2(operations().contains(QStringLiteral("BatchWriteItem")),
                     qPrintable(operations().join(QLatin1Char(' '))));
        QVERIFY(!operations().contains(QStringLiteral("Scan")));

        ExportDialog exporter(*window.session(), QStringLiteral("shop"), 3);
        exporter.setPath(dir.filePath(QStringLiteral("shop.jsonl")));
        QVERIFY(exporter.start());
        QVERIFY(runToEnd(exporter.transfer()));
        QTRY_VERIFY2(operations().contains(QStringLiteral("Scan")),
                     qPrintable(operations().join(QLatin1Char(' '))));
    }

    void mainWindowOffersImportAlwaysAndExportWithAnOpenTable()
    {
        MainWindow window(workbenchInstruments());
        window.setSession(openSession());
        auto *transfer = window.instrument<TransferInstrument>();
        QVERIFY(!transfer->exportCurrentTable());
        ImportDialog *dialog = transfer->importData();
        QVERIFY(dialog);
        dialog->close();
    }

private:
    QTranslator m_english;
};

QTEST_MAIN(TestDataTransfer)
#include "tst_data_transfer.moc"
