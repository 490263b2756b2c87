// Undo and redo of every kind of design edit restore the document exactly (compared as the
// design file writes it), and each edit's command keeps only what it changed. Also Apply of a
// design whose GSI has a multi-attribute key, on an embedded connection.

#include "design/design_document.h"
#include "design/design_apply.h"
#include "design/design_indexes_page.h"
#include "design/design_instrument.h"
#include "session/embedded_session.h"

#include <boost/json/serialize.hpp>

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

#include <functional>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

using Edit = std::function<void(DesignDocument &)>;

std::string text(const DesignDocument &document)
{
    return boost::json::serialize(design::writeDesign(document.design()));
}


} // namespace

Q_DECLARE_METATYPE(Edit)

class TestDesignUndo : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void undoAndRedoRestoreExactly_data()
    {
        QTest::addColumn<Edit>("edit");
        const QString t = QStringLiteral("edit");
        QTest::newRow("entity type edited") << Edit([t](DesignDocument &d) {
            design::EntityType entity = d.table().entityTypes[1];
            entity.attributes.push_back("discount");
            entity.setKeyTemplate("SK", "ORDER#{orderId}#{day}");
            d.replaceElement(t, &design::DesignTable::entityTypes, 1, entity);
        });
        QTest::newRow("entity type added") << Edit([t](DesignDocument &d) {
            design::EntityType entity;
            entity.name = "Coupon";
            entity.setKeyTemplate("PK", "COUPON#{code}");
            d.insertElement(t, &design::DesignTable::entityTypes, 2, entity);
        });
        QTest::newRow("entity type removed") << Edit([t](DesignDocument &d) {
            d.removeElement(t, &design::DesignTable::entityTypes, 0);
        });
        QTest::newRow("index key made multi-attribute") << Edit([t](DesignDocument &d) {
            design::SecondaryIndex index = d.table().indexes[0];
            index.index.key.partitionKey = {{"status", AttributeType::S},
                                            {"items", AttributeType::N}};
            index.index.key.sortKey = {{"GSI1SK", AttributeType::S},
                                       {"total", AttributeType::N}};
            d.replaceElement(t, &design::DesignTable::indexes, 0, index);
        });
        QTest::newRow("index added") << Edit([t](DesignDocument &d) {
            design::SecondaryIndex index;
            index.index.name = "GSI2";
            index.index.key.partitionKey = {{"userId", AttributeType::S}};
            d.insertElement(t, &design::DesignTable::indexes, 1, index);
        });
        QTest::newRow("index removed") << Edit([t](DesignDocument &d) {
            d.removeElement(t, &design::DesignTable::indexes, 0);
        });
        QTest::newRow("pattern rate") << Edit([t](DesignDocument &d) {
            design::AccessPattern pattern = d.table().accessPatterns[0];
            pattern.ratePerSecond = 250;
            d.replaceElement(t, &design::DesignTable::accessPatterns, 0, pattern);
        });
        QTest::newRow("pattern added") << Edit([t](DesignDocument &d) {
            design::AccessPattern pattern;
            pattern.name = "Scan all";
            pattern.operation = "Scan";
            d.insertElement(t, &design::DesignTable::accessPatterns, 0, pattern);
        });
        QTest::newRow("pattern removed") << Edit([t](DesignDocument &d) {
            d.removeElement(t, &design::DesignTable::accessPatterns, 3);
        });
        QTest::newRow("sample items added") << Edit([t](DesignDocument &d) {
            design::DesignTable generated;
            const design::EntityType &order = d.table().entityTypes[1];
            for (auto &item : design::generateSampleItems(d.table(), order, 3, 10))
                QVERIFY(design::addSampleItem(generated, std::move(item), order.name));
            d.appendItems(t, std::move(generated.items));
        });
        QTest::newRow("sample items removed") << Edit([t](DesignDocument &d) {
            d.clearItems(t);
        });
        QTest::newRow("prices") << Edit([t](DesignDocument &d) {
            design::PriceTable edited;
            edited.region = "eu-west-1";
            edited.onDemandReadPerMillion = 0.2;
            d.setPricing(t, {"eu-west-1", {edited}});
        });
    }

    void undoAndRedoRestoreExactly()
    {
        QFETCH(Edit, edit);
        auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
        QVERIFY(design);
        DesignDocument document(std::move(*design));
        const std::string before = text(document);
        edit(document);
        QCOMPARE(document.undoStack()->count(), 1);
        const std::string after = text(document);
        QVERIFY(after != before);
        document.undoStack()->undo();
        QCOMPARE(text(document), before);
        document.undoStack()->redo();
        QCOMPARE(text(document), after);
        document.undoStack()->undo();
        QCOMPARE(text(document), before);
    }

    // Apply creates the table with a GSI of two HASH and two RANGE attributes on the
    // connection: DescribeTable gives them back in order, and the index holds the orders.
    void applyCreatesAMultiAttributeIndex()
    {
        auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
        QVERIFY(design);
        design::DesignTable table = design->tables[0];
        IndexDescription &gsi = table.indexes[0].index;
        gsi.key.partitionKey = {{"status", AttributeType::S}, {"items", AttributeType::N}};
        gsi.key.sortKey = {{"GSI1SK", AttributeType::S}, {"total", AttributeType::N}};
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        DesignApply apply(**session, table, "GSI1");
        QSignalSpy finished(&apply, &DesignApply::finished);
        apply.start();
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        auto described = (*session)->client()->call(
            "DescribeTable", boost::json::object{{"TableName", "ecommerce"}});
        QVERIFY(described.ok());
        const auto &schema = described->at("Table").at("GlobalSecondaryIndexes").at(0)
                                 .at("KeySchema").as_array();
        QCOMPARE(boost::json::serialize(schema),
                 std::string(R"([{"AttributeName":"status","KeyType":"HASH"},)"
                             R"({"AttributeName":"items","KeyType":"HASH"},)"
                             R"({"AttributeName":"GSI1SK","KeyType":"RANGE"},)"
                             R"({"AttributeName":"total","KeyType":"RANGE"}])"));
        auto query = (*session)->client()->call(
            "Query", boost::json::object{
                         {"TableName", "ecommerce"}, {"IndexName", "GSI1"},
                         {"KeyConditionExpression", "#s = :s AND #i = :i"},
                         {"ExpressionAttributeNames", {{"#s", "status"}, {"#i", "items"}}},
                         {"ExpressionAttributeValues",
                          {{":s", {{"S", "PENDING"}}}, {":i", {{"N", "2"}}}}}});
        QVERIFY2(query.ok(), query.ok() ? "" : query.error().message.c_str());
        QCOMPARE(query->at("Count").to_number<int>(), 1);
    }

    // GSI1 exists on the table with INCLUDE total; the design now projects ALL. Apply cannot
    // change a projection in place, so it fails and says what differs instead of reporting
    // the old index as ACTIVE.
    void applyRefusesAnIndexThatExistsWithAnotherProjection()
    {
        auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
        QVERIFY(design);
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        design::DesignTable table = design->tables[0];
        {
            DesignApply create(**session, table, "GSI1");
            QSignalSpy created(&create, &DesignApply::finished);
            create.start();
            QVERIFY(created.wait(20000));
            QVERIFY(created.at(0).at(0).toBool());
        }
        table.indexes[0].index.projection = {ProjectionType::All, {}};
        DesignApply apply(**session, table, "GSI1");
        QSignalSpy finished(&apply, &DesignApply::finished);
        apply.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(finished.at(0).at(0).toBool(), false);
        const QString message = finished.at(0).at(1).toString();
        QVERIFY2(message.contains(
                     QLatin1String("projection: ALL in the design, INCLUDE (total) on the table")),
                 qPrintable(message));
    }

    // The page's Apply after the projection changed: the refusal is shown, and the busy bar
    // that ran while it asked goes away instead of animating on as if still at work.
    void failedApplyLeavesNoBusyBar()
    {
        auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
        QVERIFY(design);
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        DesignDocument document(std::move(*design));
        DesignIndexesPage page(document, [&session] { return session->get(); });
        page.refresh({});
        QPushButton *apply = nullptr;
        for (QPushButton *b : page.findChildren<QPushButton *>())
            if (b->text() == QLatin1String("Apply to connection"))
                apply = b;
        QVERIFY(apply);
        auto *progress = page.findChild<QProgressBar *>();
        QVERIFY(progress);
        apply->click();
        QTRY_VERIFY_WITH_TIMEOUT(apply->isEnabled(), 20000);
        QVERIFY(!progress->isHidden());
        design::SecondaryIndex gsi1 = document.table().indexes[0];
        gsi1.index.projection = {ProjectionType::KeysOnly, {}};
        document.replaceElement(QStringLiteral("keys only"), &design::DesignTable::indexes, 0,
                                std::move(gsi1));
        apply->click();
        QTRY_VERIFY_WITH_TIMEOUT(apply->isEnabled(), 20000);
        QVERIFY(progress->isHidden());
        bool explained = false;
        for (QLabel *label : page.findChildren<QLabel *>())
            explained = explained || label->text().contains(QLatin1String("Apply failed"));
        QVERIFY(explained);
    }

    // An element replaced by an equal one records nothing; a row out of range neither.
    void noOpEditsRecordNothing()
    {
        auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
        QVERIFY(design);
        DesignDocument document(std::move(*design));
        document.replaceElement(QStringLiteral("same"), &design::DesignTable::indexes, 0,
                                document.table().indexes[0]);
        document.removeElement(QStringLiteral("none"), &design::DesignTable::indexes, 7);
        document.setPricing(QStringLiteral("none"), {});
        QCOMPARE(document.undoStack()->count(), 0);
    }

    // Successive price edits are one step; choosing a region is a step of its own.
    void priceEditsMerge()
    {
        DesignDocument document(design::Design{});
        design::PriceTable edited;
        edited.region = "us-east-1";
        for (double price : {0.1, 0.12, 0.125}) {
            edited.onDemandReadPerMillion = price;
            document.setPricing(QStringLiteral("Edit prices"), {"us-east-1", {edited}});
        }
        QCOMPARE(document.undoStack()->count(), 1);
        document.setPricing(QStringLiteral("Choose the price region"),
                            {"eu-west-1", {edited}});
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        QCOMPARE(document.design().pricing.region, std::string("us-east-1"));
        QCOMPARE(document.design().pricing.edited[0].onDemandReadPerMillion, 0.125);
        document.undoStack()->undo();
        QVERIFY(document.design().pricing.edited.empty());
    }
};

QTEST_MAIN(TestDesignUndo)
#include "tst_design_undo.moc"
