// The details tree: every DynamoDB type with its own row text; sets apart from lists; NULL
// apart from the empty string; numbers exactly as stored; binary as base64 and bytes.

#include "details/item_details_dock.h"
#include "details/item_tree.h"

#include <boost/json/parse.hpp>

#include <QAbstractItemModelTester>
#include <QPlainTextEdit>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeView>

using namespace tablesmith::gui;

namespace {

// Single quotes for readability (moc of Qt 6.4 cannot read raw string literals).
const char *kItemText =
    "{"
    "  'PK': {'S': 'USER#u1'},"
    "  'empty': {'S': ''},"
    "  'nothing': {'NULL': true},"
    "  'exact': {'N': '12345678901234567890123456789012345678'},"
    "  'tiny': {'N': '1E-130'},"
    "  'flag': {'BOOL': false},"
    "  'blob': {'B': '3q2+7w=='},"
    "  'tags': {'SS': ['a', 'b']},"
    "  'scores': {'NS': ['1.50', '2']},"
    "  'blobs': {'BS': ['AQ==']},"
    "  'list': {'L': [{'S': 'x'}, {'N': '2'}, {'L': []}]},"
    "  'map': {'M': {'inner': {'M': {'deep': {'BOOL': true}}}}}"
    "}";

boost::json::object testItem()
{
    const QByteArray text = QByteArray(kItemText).replace('\'', '"');
    return boost::json::parse(text.toStdString()).as_object();
}

QString cell(QStandardItemModel &model, int row, int column, const QModelIndex &parent = {})
{
    return model.index(row, column, parent).data().toString();
}

} // namespace

class TestItemDetails : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void showsEveryType_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("value");
        QTest::newRow("string") << 0 << "PK" << "S" << "\"USER#u1\"";
        QTest::newRow("empty string") << 1 << "empty" << "S" << "\"\"";
        QTest::newRow("null") << 2 << "nothing" << "NULL" << "null";
        QTest::newRow("38 digits")
            << 3 << "exact" << "N" << "12345678901234567890123456789012345678";
        QTest::newRow("tiny") << 4 << "tiny" << "N" << "1E-130";
        QTest::newRow("bool") << 5 << "flag" << "BOOL" << "false";
        QTest::newRow("binary") << 6 << "blob" << "B" << "3q2+7w==";
        QTest::newRow("string set") << 7 << "tags" << "SS" << "⟨2 members⟩";
        QTest::newRow("number set") << 8 << "scores" << "NS" << "⟨2 members⟩";
        QTest::newRow("binary set") << 9 << "blobs" << "BS" << "⟨1 member⟩";
        QTest::newRow("list") << 10 << "list" << "L" << "[3 elements]";
        QTest::newRow("map") << 11 << "map" << "M" << "{1 attribute}";
    }

    void showsEveryType()
    {
        QFETCH(int, row);
        QFETCH(QString, name);
        QFETCH(QString, type);
        QFETCH(QString, value);
        QStandardItemModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        fillItemTree(model, testItem());
        QCOMPARE(model.rowCount(), 12);
        QCOMPARE(cell(model, row, kNameColumn), name);
        QCOMPARE(cell(model, row, kTypeColumn), type);
        QCOMPARE(cell(model, row, kValueColumn), value);
    }

    void nestsMapsListsAndSets()
    {
        QStandardItemModel model;
        fillItemTree(model, testItem());
        const QModelIndex list = model.index(10, 0);
        QCOMPARE(model.rowCount(list), 3);
        QCOMPARE(cell(model, 0, kNameColumn, list), QStringLiteral("[0]"));
        QCOMPARE(cell(model, 1, kValueColumn, list), QStringLiteral("2"));
        QCOMPARE(cell(model, 2, kValueColumn, list), QStringLiteral("[0 elements]"));
        const QModelIndex set = model.index(8, 0);
        QCOMPARE(model.rowCount(set), 2);
        QCOMPARE(cell(model, 0, kNameColumn, set), QStringLiteral("·")); // members, unnumbered
        QCOMPARE(cell(model, 0, kTypeColumn, set), QStringLiteral("N"));
        QCOMPARE(cell(model, 0, kValueColumn, set), QStringLiteral("1.50"));
        const QModelIndex inner = model.index(0, 0, model.index(11, 0));
        QCOMPARE(inner.data().toString(), QStringLiteral("inner"));
        QCOMPARE(cell(model, 0, kValueColumn, inner), QStringLiteral("true"));
        QCOMPARE(model.index(6, kValueColumn).data(kBinaryRole).toByteArray(),
                 QByteArray::fromHex("deadbeef"));
        QCOMPARE(model.index(1, kValueColumn).data(kFullValueRole).toString(), QString());
        QVERIFY(model.index(2, kValueColumn).data(Qt::FontRole).value<QFont>().italic());
    }

    void dockShowsBinaryAsHex()
    {
        ItemDetailsDock dock;
        const auto item = testItem();
        dock.showItem(&item, QStringLiteral("USER#u1"));
        dock.tree()->setCurrentIndex(dock.model()->index(6, 0));
        const QString text = dock.valueView()->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("3q2+7w==")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("00000000  de ad be ef")), qPrintable(text));
        dock.showItem(nullptr, {});
        QCOMPARE(dock.model()->rowCount(), 0);
    }

    void hexDumpLines()
    {
        const QString dump = hexDump(QByteArray("ABCDEFGHIJKLMNOPQ"));
        const QStringList lines = dump.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].endsWith(QStringLiteral("|ABCDEFGHIJKLMNOP|")));
        QVERIFY(lines[1].startsWith(QStringLiteral("00000010  51")));
    }
};

QTEST_MAIN(TestItemDetails)
#include "tst_item_details.moc"
