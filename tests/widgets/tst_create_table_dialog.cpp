// CreateTableDialog: validation messages before anything is sent, and a request the real
// engine accepts.

#include "main/create_table_dialog.h"

#include <tablesmith/database.h>

#include <QComboBox>
#include <QLineEdit>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

class TestCreateTableDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void validates_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("partitionKey");
        QTest::addColumn<QString>("sortKey");
        QTest::addColumn<QString>("indexKey");
        QTest::addColumn<QString>("indexKeyType");
        QTest::addColumn<QString>("expected"); // part of the first message, empty when valid
        QTest::newRow("valid") << "orders" << "PK" << "SK" << "" << "" << "";
        QTest::newRow("valid with index") << "orders" << "PK" << "" << "GSI1PK" << "S" << "";
        QTest::newRow("short name") << "ab" << "PK" << "SK" << "" << "" << "table name";
        QTest::newRow("bad character") << "my table" << "PK" << "" << "" << "" << "table name";
        QTest::newRow("no partition key") << "orders" << "" << "" << "" << "" << "partition key";
        QTest::newRow("same keys") << "orders" << "PK" << "PK" << "" << "" << "must differ";
        QTest::newRow("index key type clash")
            << "orders" << "PK" << "SK" << "SK" << "N" << "already a key of type S";
        QTest::newRow("bad index key type") << "orders" << "PK" << "" << "X" << "Q" << "S, N or B";
    }

    void validates()
    {
        QFETCH(QString, name);
        QFETCH(QString, partitionKey);
        QFETCH(QString, sortKey);
        QFETCH(QString, indexKey);
        QFETCH(QString, indexKeyType);
        QFETCH(QString, expected);
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(name);
        dialog.partitionKeyEdit()->setText(partitionKey);
        dialog.sortKeyEdit()->setText(sortKey);
        if (!indexKey.isEmpty())
            dialog.addIndex(QStringLiteral("GSI1"), indexKey, indexKeyType);
        const QStringList messages = dialog.validationMessages();
        if (expected.isEmpty()) {
            QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
        } else {
            QVERIFY(!messages.isEmpty());
            QVERIFY2(messages.first().contains(expected), qPrintable(messages.first()));
        }
    }

    void requestIsAcceptedByTheEngine()
    {
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("orders"));
        dialog.addIndex(QStringLiteral("GSI1"), QStringLiteral("GSI1PK"), QStringLiteral("S"),
                        QStringLiteral("GSI1SK"), QStringLiteral("N"));
        dialog.billingModeBox()->setCurrentIndex(1); // provisioned, 5 / 5 units
        QVERIFY(dialog.validationMessages().isEmpty());
        auto db = Database::open({});
        QVERIFY(db.ok());
        auto created = db.value()->call("CreateTable", dialog.request());
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
        auto described = db.value()->call("DescribeTable", {{"TableName", "orders"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        QCOMPARE(table.at("GlobalSecondaryIndexes").as_array().size(), std::size_t(1));
        QCOMPARE(table.at("AttributeDefinitions").as_array().size(), std::size_t(4));
    }
};

QTEST_MAIN(TestCreateTableDialog)
#include "tst_create_table_dialog.moc"
