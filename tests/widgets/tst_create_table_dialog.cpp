// CreateTableDialog: validation messages before anything is sent, and a request the real
// engine accepts.

#include "design/create_table_dialog.h"
#include "design/index_table.h"

#include <tablesmith/database.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
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

    void localIndexesFollowDynamoDbsRules_data()
    {
        QTest::addColumn<QString>("tableSortKey");
        QTest::addColumn<QString>("indexSortKey");
        QTest::addColumn<QString>("projection");
        QTest::addColumn<QString>("attributes");
        QTest::addColumn<QString>("expected"); // part of the first message, empty when valid
        QTest::newRow("valid") << "SK" << "createdAt" << "ALL" << "" << "";
        QTest::newRow("include") << "SK" << "createdAt" << "INCLUDE" << "a, b" << "";
        QTest::newRow("include nothing")
            << "SK" << "createdAt" << "INCLUDE" << " , " << "name the attributes to include";
        QTest::newRow("no table sort key")
            << "" << "createdAt" << "ALL" << "" << "needs a table with a sort key";
        QTest::newRow("no index sort key") << "SK" << "" << "ALL" << "" << "its own sort key";
        QTest::newRow("same sort key") << "SK" << "SK" << "KEYS_ONLY" << "" << "another attribute";
    }

    void localIndexesFollowDynamoDbsRules()
    {
        QFETCH(QString, tableSortKey);
        QFETCH(QString, indexSortKey);
        QFETCH(QString, projection);
        QFETCH(QString, attributes);
        QFETCH(QString, expected);
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("orders"));
        dialog.sortKeyEdit()->setText(tableSortKey);
        IndexDefinition index;
        index.local = true;
        index.name = QStringLiteral("LSI1");
        index.sortKey = indexSortKey;
        index.projection = projection;
        index.nonKeyAttributes = attributes.split(QLatin1Char(','));
        dialog.addIndex(index);
        // The local index takes the table's partition key, whatever it was given.
        QCOMPARE(dialog.indexTable()->index(0).partitionKey, QStringLiteral("PK"));
        const QStringList messages = dialog.validationMessages();
        if (expected.isEmpty()) {
            QVERIFY2(messages.isEmpty(), qPrintable(messages.join(QLatin1Char('\n'))));
        } else {
            QVERIFY(!messages.isEmpty());
            QVERIFY2(messages.first().contains(expected), qPrintable(messages.first()));
        }
    }

    void indexLimitsAreCheckedBeforeSending()
    {
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("orders"));
        for (int i = 0; i < 21; ++i)
            dialog.addIndex(QStringLiteral("GSI%1").arg(i), QStringLiteral("G%1").arg(i),
                            QStringLiteral("S"));
        QVERIFY(dialog.validationMessages().join(QLatin1Char(' ')).contains(
            QStringLiteral("at most 20 global secondary indexes")));
    }

    void everyKindOfIndexStreamAndTimeToLiveReachTheEngine()
    {
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("shop"));
        IndexDefinition byStatus;
        byStatus.name = QStringLiteral("ByStatus");
        byStatus.partitionKey = QStringLiteral("status");
        byStatus.sortKey = QStringLiteral("total");
        byStatus.sortKeyType = QStringLiteral("N");
        byStatus.projection = QStringLiteral("INCLUDE");
        byStatus.nonKeyAttributes = {QStringLiteral("email"), QStringLiteral("items")};
        dialog.addIndex(byStatus);
        IndexDefinition byDate;
        byDate.local = true;
        byDate.name = QStringLiteral("ByDate");
        byDate.sortKey = QStringLiteral("createdAt");
        byDate.projection = QStringLiteral("KEYS_ONLY");
        dialog.addIndex(byDate);
        dialog.streamBox()->setChecked(true);
        dialog.streamViewTypeBox()->setCurrentIndex(
            dialog.streamViewTypeBox()->findData(QStringLiteral("NEW_IMAGE")));
        dialog.timeToLiveEdit()->setText(QStringLiteral("expiresAt"));
        QVERIFY2(dialog.validationMessages().isEmpty(),
                 qPrintable(dialog.validationMessages().join(QLatin1Char('\n'))));

        auto db = Database::open({});
        QVERIFY(db.ok());
        auto created = db.value()->call("CreateTable", dialog.request());
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
        auto ttl = dialog.timeToLiveRequest();
        QVERIFY(ttl);
        QVERIFY(db.value()->call("UpdateTimeToLive", *ttl).ok());

        auto described = db.value()->call("DescribeTable", {{"TableName", "shop"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        const auto &gsi = table.at("GlobalSecondaryIndexes").as_array().at(0).as_object();
        QCOMPARE(gsi.at("Projection").at("ProjectionType").as_string(), "INCLUDE");
        QCOMPARE(gsi.at("Projection").at("NonKeyAttributes").as_array().size(), std::size_t(2));
        const auto &lsi = table.at("LocalSecondaryIndexes").as_array().at(0).as_object();
        QCOMPARE(lsi.at("IndexName").as_string(), "ByDate");
        QCOMPARE(lsi.at("Projection").at("ProjectionType").as_string(), "KEYS_ONLY");
        QCOMPARE(table.at("StreamSpecification").at("StreamViewType").as_string(), "NEW_IMAGE");
        auto timeToLive = db.value()->call("DescribeTimeToLive", {{"TableName", "shop"}});
        QVERIFY(timeToLive.ok());
        QCOMPARE(timeToLive->at("TimeToLiveDescription").at("AttributeName").as_string(),
                 "expiresAt");
    }

    // The table class and warm throughput of the table and a GSI reach DescribeTable; units
    // left at "default" are not sent.
    void tableClassAndWarmThroughputReachTheEngine()
    {
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("cold"));
        QCOMPARE(dialog.tableClassBox()->currentData().toString(), QStringLiteral("STANDARD"));
        QVERIFY(!dialog.request().contains("WarmThroughput"));
        dialog.tableClassBox()->setCurrentIndex(
            dialog.tableClassBox()->findData(QStringLiteral("STANDARD_INFREQUENT_ACCESS")));
        dialog.warmReadUnitsBox()->setValue(15000);
        IndexDefinition gsi;
        gsi.name = QStringLiteral("GSI1");
        gsi.partitionKey = QStringLiteral("GSI1PK");
        gsi.warmWriteUnitsPerSecond = 6000;
        dialog.addIndex(gsi);
        QCOMPARE(dialog.indexTable()->index(0).warmWriteUnitsPerSecond, 6000);
        QVERIFY(dialog.validationMessages().isEmpty());

        auto db = Database::open({});
        QVERIFY(db.ok());
        auto created = db.value()->call("CreateTable", dialog.request());
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
        auto described = db.value()->call("DescribeTable", {{"TableName", "cold"}});
        QVERIFY(described.ok());
        const auto &table = described.value().at("Table").as_object();
        QCOMPARE(table.at("TableClassSummary").at("TableClass").as_string(),
                 "STANDARD_INFREQUENT_ACCESS");
        QCOMPARE(table.at("WarmThroughput").at("ReadUnitsPerSecond").as_int64(), 15000);
        QCOMPARE(table.at("WarmThroughput").at("WriteUnitsPerSecond").as_int64(), 4000);
        const auto &index = table.at("GlobalSecondaryIndexes").as_array().at(0).as_object();
        QCOMPARE(index.at("WarmThroughput").at("WriteUnitsPerSecond").as_int64(), 6000);
    }

    // An LSI has no warm throughput of its own: its cells are disabled and nothing is sent.
    void localIndexHasNoWarmThroughput()
    {
        CreateTableDialog dialog;
        IndexDefinition lsi;
        lsi.local = true;
        lsi.name = QStringLiteral("ByDate");
        lsi.sortKey = QStringLiteral("createdAt");
        lsi.warmReadUnitsPerSecond = 20000;
        dialog.addIndex(lsi);
        QCOMPARE(dialog.indexTable()->index(0).warmReadUnitsPerSecond, 0);
        const int columns = dialog.indexTable()->columnCount();
        QVERIFY(!dialog.indexTable()->cellWidget(0, columns - 2)->isEnabled());
        QVERIFY(!dialog.indexTable()->cellWidget(0, columns - 1)->isEnabled());
        QVERIFY(!dialog.request().at("LocalSecondaryIndexes").as_array().at(0).as_object()
                     .contains("WarmThroughput"));
    }

    // Units below what the billing mode starts with are the engine's to refuse: its message,
    // not one of the form's, is what the user reads.
    void warmUnitsTooLowGetTheEnginesMessage_data()
    {
        QTest::addColumn<bool>("onIndex");
        QTest::addColumn<QString>("expected");
        QTest::newRow("table") << false
                               << "Requested ReadUnitsPerSecond for WarmThroughput for table is "
                                  "lower than initial throughput for OnDemand";
        QTest::newRow("index") << true
                               << "Requested ReadUnitsPerSecond for WarmThroughput for index "
                                  "GSI1 is lower than initial throughput for OnDemand";
    }

    void warmUnitsTooLowGetTheEnginesMessage()
    {
        QFETCH(bool, onIndex);
        QFETCH(QString, expected);
        CreateTableDialog dialog;
        dialog.tableNameEdit()->setText(QStringLiteral("cold"));
        IndexDefinition gsi;
        gsi.name = QStringLiteral("GSI1");
        gsi.partitionKey = QStringLiteral("GSI1PK");
        gsi.warmReadUnitsPerSecond = onIndex ? 100 : 0;
        dialog.addIndex(gsi);
        if (!onIndex)
            dialog.warmReadUnitsBox()->setValue(100);
        QVERIFY(dialog.validationMessages().isEmpty());
        auto db = Database::open({});
        QVERIFY(db.ok());
        auto created = db.value()->call("CreateTable", dialog.request());
        QVERIFY(!created.ok());
        QCOMPARE(created.error().kind, ErrorKind::ValidationException);
        const QString message = QString::fromStdString(created.error().message);
        QVERIFY2(message.contains(expected), qPrintable(message));
    }
};

QTEST_MAIN(TestCreateTableDialog)
#include "tst_create_table_dialog.moc"
