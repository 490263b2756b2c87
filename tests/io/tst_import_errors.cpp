// Imports that go wrong: bad lines reported with their numbers (skipped, or stopping the
// import with nothing written), and truncated, garbage or missing files giving a clear error
// without crashing.

#include "io_test_support.h"

#include <tablesmith/import_export.h>

#include <QTemporaryDir>
#include <QtTest>

#include <random>

using namespace tablesmith;
using namespace iotest;

Q_DECLARE_METATYPE(tablesmith::BadLinePolicy)

namespace {

QList<int> linesOf(const ImportReport &report)
{
    QList<int> lines;
    for (const BadLine &bad : report.badLines)
        lines.append(static_cast<int>(bad.line));
    return lines;
}

} // namespace

class TestImportErrors : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void badLines_data();
    void badLines();
    void abortedModelWritesNothing();
    void skippedModelItem();
    void brokenFiles_data();
    void brokenFiles();
    void randomBytesNeverCrash_data();
    void randomBytesNeverCrash();
    void failures();

private:
    QTemporaryDir m_dir;
};

void TestImportErrors::badLines_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<BadLinePolicy>("policy");
    QTest::addColumn<int>("written");
    QTest::addColumn<QList<int>>("lines");
    QTest::addColumn<QString>("firstMessage");
    const auto skip = BadLinePolicy::Skip;
    const auto abort = BadLinePolicy::Abort;
    QTest::newRow("jsonl skip") << "bad_lines.jsonl" << skip << 3 << QList<int>{2, 4, 6}
                                << "not valid JSON";
    QTest::newRow("jsonl abort") << "bad_lines.jsonl" << abort << 0 << QList<int>{2}
                                 << "not valid JSON";
    QTest::newRow("csv skip") << "bad_lines.csv" << skip << 3 << QList<int>{3, 5} << "";
    QTest::newRow("csv abort") << "bad_lines.csv" << abort << 0 << QList<int>{3} << "";
    QTest::newRow("json skip") << "bad_elements.json" << skip << 3 << QList<int>{3, 5}
                               << "expected an object";
    QTest::newRow("json abort") << "bad_elements.json" << abort << 0 << QList<int>{3}
                                << "expected an object";
    // A broken array cannot be resumed: what came before loads (Skip) or nothing (Abort).
    QTest::newRow("truncated json skip") << "truncated.json" << skip << 2 << QList<int>{4}
                                         << "ends early";
    QTest::newRow("truncated json abort") << "truncated.json" << abort << 0 << QList<int>{4}
                                          << "ends early";
    QTest::newRow("unterminated csv") << "unterminated.csv" << skip << 1 << QList<int>{3}
                                      << "not closed";
}

void TestImportErrors::badLines()
{
    QFETCH(QString, file);
    QFETCH(BadLinePolicy, policy);
    QFETCH(int, written);
    QFETCH(QList<int>, lines);
    QFETCH(QString, firstMessage);
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    ImportOptions options;
    options.targetTable = "things";
    options.onBadLine = policy;
    auto report = importFile(*database, dataPath(file.toStdString()), options);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    QCOMPARE(linesOf(*report), lines);
    QVERIFY2(QString::fromStdString(report->badLines[0].message).contains(firstMessage),
             report->badLines[0].message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(written));
    QCOMPARE(countOf(*database, "things"), std::size_t(written));
    QCOMPARE(report->aborted, policy == BadLinePolicy::Abort || file.startsWith("trunc")
                                  || file.startsWith("unterm"));
}

void TestImportErrors::abortedModelWritesNothing()
{
    auto database = openDatabase();
    auto report = importFile(*database, dataPath("bad_item.model.json"), ImportOptions{});
    QVERIFY(report.ok());
    QVERIFY(report->aborted);
    QCOMPARE(report->badLines.size(), std::size_t(1));
    QVERIFY2(report->badLines[0].message.starts_with("table things, facet F, item 2: "),
             report->badLines[0].message.c_str());
    QVERIFY(!database->call("DescribeTable", {{"TableName", "things"}}).ok());
}

void TestImportErrors::skippedModelItem()
{
    auto database = openDatabase();
    ImportOptions options;
    options.onBadLine = BadLinePolicy::Skip;
    auto report = importFile(*database, dataPath("bad_item.model.json"), options);
    QVERIFY(report.ok());
    QCOMPARE(report->itemsWritten, std::uint64_t(2));
    QCOMPARE(report->badLines.size(), std::size_t(1));
    QCOMPARE(countOf(*database, "things"), std::size_t(2));
}

void TestImportErrors::brokenFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty json") << "e.json" << QByteArray() << "ends early";
    QTest::newRow("empty csv") << "e.csv" << QByteArray() << "empty";
    QTest::newRow("lone bracket") << "o.json" << QByteArray("[") << "ends early";
    QTest::newRow("json scalar") << "s.json" << QByteArray("42") << "expected a JSON array";
    QTest::newRow("json object") << "d.json" << QByteArray("{\"a\": 1}\n") << "Item";
    QTest::newRow("lines without Item") << "l.jsonl" << QByteArray("{\"PK\": {\"S\": \"x\"}}")
                                        << "Item";
    QTest::newRow("nul bytes") << "n.jsonl" << QByteArray("\0\0\0\n", 4) << "not valid JSON";
    QTest::newRow("bad csv header") << "h.csv" << QByteArray("PK:S,,x\n") << "no name";
    QTest::newRow("text after quote") << "q.csv" << QByteArray("PK:S,SK:S\n\"a\"b,c\n")
                                      << "after a closing quote";
    QTest::newRow("bad BOOL") << "b.csv" << QByteArray("PK:S,SK:S,f:BOOL\na,b,yes\n")
                              << "true or false";
    QTest::newRow("bad M cell") << "m.csv" << QByteArray("PK:S,SK:S,m:M\na,b,{oops\n")
                                << "not valid JSON";
    QTest::newRow("deep nesting") << "deep.json"
                                  << QByteArray(100, '[') + QByteArray(100, ']')
                                  << "not valid JSON";
}

void TestImportErrors::brokenFiles()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    QFile file(m_dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(contents);
    file.close();
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    ImportOptions options;
    options.targetTable = "things";
    options.onBadLine = BadLinePolicy::Skip;
    auto report = importFile(*database, file.fileName().toStdString(), options);
    QVERIFY(report.ok());
    QVERIFY(!report->badLines.empty());
    QVERIFY(report->badLines[0].line >= 1);
    QVERIFY2(QString::fromStdString(report->badLines[0].message).contains(message),
             report->badLines[0].message.c_str());
    QCOMPARE(report->itemsWritten, std::uint64_t(0));
}

void TestImportErrors::randomBytesNeverCrash_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"r.jsonl", "r.json", "r.csv", "r.model.json"})
        QTest::newRow(name) << name;
}

void TestImportErrors::randomBytesNeverCrash()
{
    QFETCH(QString, name);
    std::mt19937 random(42);
    for (int round = 0; round < 20; ++round) {
        QByteArray bytes;
        for (int i = 0; i < 2000; ++i)
            bytes.append(static_cast<char>(random() % 256));
        if (round % 2) // mostly-valid text cut at a random point
            bytes = QByteArray("[{\"PK\": \"a\", \"SK\": \"b\", \"n\": 1}, {\"PK\": \"a\"")
                        .left(static_cast<int>(random() % 40));
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(bytes);
        file.close();
        auto database = openDatabase();
        QVERIFY(createTable(*database, "things"));
        ImportOptions options;
        options.targetTable = "things";
        auto report = importFile(*database, file.fileName().toStdString(), options);
        QVERIFY(!report.ok() || report->aborted || report->badLines.empty());
        if (!report.ok())
            QVERIFY(!report.error().message.empty());
    }
}

void TestImportErrors::failures()
{
    auto database = openDatabase();
    QVERIFY(createTable(*database, "things"));
    ImportOptions options;
    options.targetTable = "things";
    auto missing = importFile(*database, "/nonexistent/file.jsonl", options);
    QVERIFY(!missing.ok());
    QVERIFY(missing.error().message.find("/nonexistent/file.jsonl") != std::string::npos);
    QVERIFY(!importFile(*database, m_dir.path().toStdString(), options).ok());

    options.targetTable = "nope";
    auto noTable = importFile(*database, dataPath("ecommerce/items.jsonl"), options);
    QVERIFY(!noTable.ok());
    QCOMPARE(noTable.error().kind, ErrorKind::ResourceNotFoundException);
    options.targetTable.clear();
    QVERIFY(!importFile(*database, dataPath("ecommerce/items.jsonl"), options).ok());

    auto brokenModel = importFile(*database, dataPath("truncated.json"),
                                  ImportOptions{DataFormat::WorkbenchModel, "", {}, {}});
    QVERIFY(!brokenModel.ok());
    QVERIFY2(brokenModel.error().message.starts_with("line 4: "),
             brokenModel.error().message.c_str());

    ExportOptions exportOptions;
    QVERIFY(!exportTable(*database, "nope", m_dir.filePath("x.jsonl").toStdString(),
                         exportOptions).ok());
    QVERIFY(!exportTable(*database, "things", m_dir.filePath("x.txt").toStdString(),
                         exportOptions).ok());
    QVERIFY(!exportTable(*database, "things", "/nonexistent/dir/x.jsonl", exportOptions).ok());
    QVERIFY(!QFile::exists(m_dir.filePath("x.jsonl")));
}

QTEST_GUILESS_MAIN(TestImportErrors)
#include "tst_import_errors.moc"
