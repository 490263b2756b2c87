// Table → Describe against the embedded engine: the summary, each index with its kind and
// status, the stream and TTL; a table that is gone shows the error.

#include "design/table_description_dialog.h"
#include "session/embedded_session.h"

#include <boost/json.hpp>

#include <QLabel>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;
namespace json = boost::json;

class TestTableDescription : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void describesKeysIndexesStreamAndTimeToLive()
    {
        auto opened = openEmbeddedSession({});
        QVERIFY(opened.ok());
        Session &session = *opened.value();
        auto created = session.client()->call(
            "CreateTable", json::parse(R"~({"TableName":"shop","BillingMode":"PROVISIONED",
                "ProvisionedThroughput":{"ReadCapacityUnits":5,"WriteCapacityUnits":7},
                "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},
                             {"AttributeName":"SK","KeyType":"RANGE"}],
                "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
                    {"AttributeName":"SK","AttributeType":"S"},
                    {"AttributeName":"GSI1PK","AttributeType":"S"},
                    {"AttributeName":"createdAt","AttributeType":"S"}],
                "GlobalSecondaryIndexes":[{"IndexName":"GSI1",
                    "KeySchema":[{"AttributeName":"GSI1PK","KeyType":"HASH"}],
                    "Projection":{"ProjectionType":"KEYS_ONLY"},
                    "ProvisionedThroughput":{"ReadCapacityUnits":1,"WriteCapacityUnits":1}}],
                "LocalSecondaryIndexes":[{"IndexName":"ByDate",
                    "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"},
                                 {"AttributeName":"createdAt","KeyType":"RANGE"}],
                    "Projection":{"ProjectionType":"INCLUDE","NonKeyAttributes":["total"]}}],
                "StreamSpecification":{"StreamEnabled":true,
                                       "StreamViewType":"NEW_AND_OLD_IMAGES"}})~")
                                .as_object());
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
        QVERIFY(session.client()
                    ->call("UpdateTimeToLive",
                           json::parse(R"~({"TableName":"shop","TimeToLiveSpecification":
                               {"Enabled":true,"AttributeName":"expiresAt"}})~")
                               .as_object())
                    .ok());

        TableDescriptionDialog dialog(session, QStringLiteral("shop"));
        QSignalSpy described(&dialog, &TableDescriptionDialog::described);
        QVERIFY(described.wait(5000));
        QCOMPARE(dialog.summaryValue(QStringLiteral("Status")), QStringLiteral("ACTIVE"));
        QCOMPARE(dialog.summaryValue(QStringLiteral("Keys")),
                 QStringLiteral("PK (HASH), SK (RANGE)"));
        QCOMPARE(dialog.summaryValue(QStringLiteral("Billing")),
                 QStringLiteral("PROVISIONED · 5 RCU · 7 WCU"));
        QVERIFY(dialog.summaryValue(QStringLiteral("Stream")).startsWith(
            QStringLiteral("NEW_AND_OLD_IMAGES · ")));
        QTRY_COMPARE(dialog.summaryValue(QStringLiteral("Time to live")),
                     QStringLiteral("ENABLED on expiresAt"));

        QTableWidget *indexes = dialog.indexTable();
        QCOMPARE(indexes->rowCount(), 2);
        QCOMPARE(indexes->item(0, 0)->text(), QStringLiteral("GSI1"));
        QCOMPARE(indexes->item(0, 1)->text(), QStringLiteral("global"));
        QCOMPARE(indexes->item(0, 3)->text(), QStringLiteral("KEYS_ONLY"));
        QCOMPARE(indexes->item(0, 4)->text(), QStringLiteral("ACTIVE"));
        QCOMPARE(indexes->item(1, 0)->text(), QStringLiteral("ByDate"));
        QCOMPARE(indexes->item(1, 1)->text(), QStringLiteral("local"));
        QCOMPARE(indexes->item(1, 3)->text(), QStringLiteral("INCLUDE: total"));
        // Provisioned: warm at its units; a class never named is the service's STANDARD.
        QCOMPARE(dialog.summaryValue(QStringLiteral("Table class")),
                 QStringLiteral("STANDARD (not named)"));
        QCOMPARE(dialog.summaryValue(QStringLiteral("Warm throughput")),
                 QStringLiteral("5 reads/s · 7 writes/s"));
        QCOMPARE(indexes->item(0, 7)->text(), QStringLiteral("1 reads/s · 1 writes/s"));
        QCOMPARE(indexes->item(1, 7)->text(), QString()); // an LSI has none of its own
    }

    // A table class named at CreateTable and raised warm throughput, of the table and a GSI.
    void showsTableClassAndWarmThroughput()
    {
        auto opened = openEmbeddedSession({});
        QVERIFY(opened.ok());
        Session &session = *opened.value();
        auto created = session.client()->call(
            "CreateTable", json::parse(R"~({"TableName":"cold","BillingMode":"PAY_PER_REQUEST",
                "TableClass":"STANDARD_INFREQUENT_ACCESS",
                "WarmThroughput":{"ReadUnitsPerSecond":15000},
                "KeySchema":[{"AttributeName":"PK","KeyType":"HASH"}],
                "AttributeDefinitions":[{"AttributeName":"PK","AttributeType":"S"},
                    {"AttributeName":"g","AttributeType":"S"}],
                "GlobalSecondaryIndexes":[{"IndexName":"byG",
                    "KeySchema":[{"AttributeName":"g","KeyType":"HASH"}],
                    "Projection":{"ProjectionType":"ALL"},
                    "WarmThroughput":{"WriteUnitsPerSecond":6000}}]})~")
                                .as_object());
        QVERIFY2(created.ok(), created.ok() ? "" : created.error().message.c_str());
        TableDescriptionDialog dialog(session, QStringLiteral("cold"));
        QSignalSpy described(&dialog, &TableDescriptionDialog::described);
        QVERIFY(described.wait(5000));
        const QLocale locale;
        auto warm = [&locale](int reads, int writes) {
            return QStringLiteral("%1 reads/s · %2 writes/s")
                .arg(locale.toString(reads), locale.toString(writes));
        };
        QCOMPARE(dialog.summaryValue(QStringLiteral("Table class")),
                 QStringLiteral("STANDARD_INFREQUENT_ACCESS"));
        QCOMPARE(dialog.summaryValue(QStringLiteral("Warm throughput")), warm(15000, 4000));
        QCOMPARE(dialog.indexTable()->item(0, 7)->text(), warm(12000, 6000));
    }

    void aMissingTableShowsTheError()
    {
        auto opened = openEmbeddedSession({});
        QVERIFY(opened.ok());
        TableDescriptionDialog dialog(*opened.value(), QStringLiteral("gone"));
        dialog.show();
        QTRY_VERIFY(!dialog.findChildren<QLabel *>().isEmpty());
        bool shown = false;
        for (int i = 0; i < 50 && !shown; ++i) {
            QTest::qWait(20);
            for (const QLabel *label : dialog.findChildren<QLabel *>())
                shown = shown || (label->isVisible() &&
                                  label->text().contains(QStringLiteral("does not exist")));
        }
        QVERIFY(shown);
    }
};

QTEST_MAIN(TestTableDescription)
#include "tst_table_description.moc"
