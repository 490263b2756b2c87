// The designer's panes on the ecommerce example: the multi-attribute alternative beside the
// GSI editor, the partition heat histogram with its flags, the capacity and cost estimate
// measured on the sample items, and one-click runs of access patterns.

#include "design/cost_estimate_view.h"
#include "design/design_indexes_page.h"
#include "design/design_instrument.h"
#include "design/design_patterns_page.h"
#include "design/design_tab.h"
#include "design/gsi_preview.h"
#include "design/multi_attribute_view.h"
#include "design/partition_heat_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUndoStack>

using namespace tablesmith;
using namespace tablesmith::gui;

Q_DECLARE_METATYPE(tablesmith::gui::PatternRun)

namespace {

std::unique_ptr<DesignTab> exampleTab()
{
    auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
    if (!design)
        qFatal("%s", design.error().message.c_str());
    auto tab = std::make_unique<DesignTab>(std::move(*design), QString(), [] { return nullptr; });
    tab->resize(1100, 700);
    return tab;
}

template<class T>
T *child(QWidget *parent, const char *name)
{
    auto *found = parent->findChild<T *>(QLatin1String(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

int patternRow(const DesignTab &tab, const std::string &name)
{
    const auto &patterns = const_cast<DesignTab &>(tab).document().table().accessPatterns;
    for (int i = 0; i < int(patterns.size()); ++i)
        if (patterns[std::size_t(i)].name == name)
            return i;
    qFatal("no pattern %s", name.c_str());
}

} // namespace

class TestDesignPanes : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void multiAttributeAlternativeBesideTheEditor()
    {
        auto tab = exampleTab();
        MultiAttributeView *view = tab->indexesPage()->alternative();
        QVERIFY(view->alternative().available);
        auto *comparison = child<QTableWidget>(view, "multiAttributeComparison");
        QCOMPARE(comparison->item(0, 1)->text(), QStringLiteral("GSI1PK (S)"));
        QCOMPARE(comparison->item(0, 2)->text(), QStringLiteral("status (S)"));
        QCOMPARE(comparison->item(1, 2)->text(), QStringLiteral("orderDate (S)"));
        auto *conditions = child<QTableWidget>(view, "multiAttributeConditions");
        QCOMPARE(conditions->rowCount(), 1);
        QCOMPARE(conditions->item(0, 1)->text(), QStringLiteral("GSI1PK = \"ORDER#PENDING\""));
        QCOMPARE(conditions->item(0, 2)->text(), QStringLiteral("status = \"PENDING\""));
    }

    // At 10,000 writes/s spread over the 7 items, each order's entry takes 1/7 of them at
    // 1 WCU: ORDER#PENDING and ORDER#SHIPPED 1,429 WCU/s each, past the partition's 1,000;
    // they are drawn first, in red. At 5,000 writes/s (714 WCU/s) neither is.
    void heatFlagsAHotPartition()
    {
        auto tab = exampleTab();
        PartitionHeatView *view = tab->heatView();
        QCOMPARE(view->histogram()->heat().partitions.size(), std::size_t(3));
        view->setTarget(QStringLiteral("GSI1"));
        view->setRates(100, 10000);
        const design::PartitionHeatMap &heat = view->histogram()->heat();
        QCOMPARE(heat.target, std::string("GSI1"));
        QCOMPARE(heat.flagged, std::size_t(2));
        QVERIFY(heat.partitions[view->histogram()->shown().front()].overWriteLimit);
        QVERIFY(child<QLabel>(view, "partitionHeatFlags")->text().contains("1,000 WCU/s"));
        QImage image = view->histogram()->grab().toImage();
        bool red = false;
        for (int y = 0; y < image.height() && !red; ++y)
            for (int x = 0; x < image.width() && !red; ++x)
                red = image.pixelColor(x, y) == QColor(0xc6, 0x28, 0x28);
        QVERIFY(red);
        view->setRates(100, 5000);
        QCOMPARE(view->histogram()->heat().flagged, std::size_t(0));
    }

    // With the application's English plurals, a partition of one entry says "1 item", in the
    // rows drawn (their accessible text) and the summary; GSI1 holds the example's two orders.
    void heatSaysOneItemInTheSingular()
    {
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/tablesmith_en.qm")));
        QCoreApplication::installTranslator(&english);
        auto tab = exampleTab();
        PartitionHeatView *view = tab->heatView();
        view->setTarget(QStringLiteral("GSI1"));
        const QString rows = view->histogram()->accessibleDescription();
        const QString summary = child<QLabel>(view, "partitionHeatSummary")->text();
        QCoreApplication::removeTranslator(&english);
        QVERIFY2(rows.startsWith(QStringLiteral("ORDER#")), qPrintable(rows));
        QVERIFY2(rows.contains(QStringLiteral(": 1 item · ")), qPrintable(rows));
        QVERIFY2(!rows.contains(QStringLiteral("items")), qPrintable(rows));
        QVERIFY2(summary.startsWith(QStringLiteral("2 partitions · 2 items · ")),
                 qPrintable(summary));
    }

    // An index of one partition says so in the singular: "email" is the profile's alone.
    void previewSaysOnePartition()
    {
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/tablesmith_en.qm")));
        QCoreApplication::installTranslator(&english);
        auto tab = exampleTab();
        IndexDescription byEmail;
        byEmail.name = "ByEmail";
        byEmail.key.partitionKey = {KeyAttribute{"email", AttributeType::S}};
        byEmail.projection.type = ProjectionType::KeysOnly;
        GsiPreview preview;
        preview.showIndex(tab->document().table(), byEmail, {});
        const QString summary = child<QLabel>(&preview, "gsiPreviewSummary")->text();
        QCoreApplication::removeTranslator(&english);
        QVERIFY2(summary.endsWith(QStringLiteral("items land in the index (1 partition)")),
                 qPrintable(summary));
    }

    // Measured on the sample items: GetItem of a small item, eventually consistent, 0.5 RCU a
    // call; at 200 calls/s that is 100 RCU/s — 262.8 M RRU a month, $32.85 on demand.
    void costMeasuredOnTheSampleItems()
    {
        auto tab = exampleTab();
        CostEstimateView *view = tab->costView();
        QCOMPARE(view->prices().region, std::string("us-east-1"));
        auto *patterns = child<QTableWidget>(view, "costPatterns");
        int row = patternRow(*tab, "Get user profile");
        patterns->item(row, 1)->setText(QStringLiteral("200"));
        QCOMPARE(tab->document().table().accessPatterns[std::size_t(row)].ratePerSecond, 200.0);
        QSignalSpy measured(view, &CostEstimateView::measured);
        view->measure();
        QVERIFY(measured.wait(10000));
        QCOMPARE(child<QTableWidget>(view, "costPatterns")->item(row, 2)->text(),
                 QStringLiteral("0.5"));
        const design::CostEstimate &estimate = view->estimate();
        QCOMPARE(estimate.patterns[std::size_t(row)].readUnitsPerSecond, 100.0);
        QVERIFY(qAbs(estimate.patterns[std::size_t(row)].onDemandPerMonth - 32.85) < 1e-6);
        QVERIFY(child<QLabel>(view, "costTotals")->text().contains("Provisioned"));
    }

    // The region chosen gives the prices the arithmetic uses; an edited price is the
    // design's: saved with it, and there again, with the region, when the file is reopened.
    void costRegionAndEditedPricesSurviveReopening()
    {
        auto tab = exampleTab();
        CostEstimateView *view = tab->costView();
        auto *region = child<QComboBox>(view, "costRegion");
        QVERIFY(region->count() >= 6);
        int row = patternRow(*tab, "Get user profile");
        child<QTableWidget>(view, "costPatterns")->item(row, 1)->setText(QStringLiteral("200"));
        QSignalSpy measured(view, &CostEstimateView::measured);
        view->measure();
        QVERIFY(measured.wait(10000));
        const double millionsPerMonth = 100 * 730 * 3600 / 1e6; // 100 RCU/s
        QVERIFY(qAbs(view->estimate().onDemandReadsPerMonth - millionsPerMonth * 0.125) < 1e-9);
        region->setCurrentIndex(region->findText(QStringLiteral("eu-west-1")));
        QCOMPARE(view->prices().region, std::string("eu-west-1"));
        QCOMPARE(tab->document().design().pricing.region, std::string("eu-west-1"));
        QVERIFY(qAbs(view->estimate().onDemandReadsPerMonth - millionsPerMonth * 0.1415) < 1e-9);
        QVERIFY(qAbs(view->estimate().provisionedReadsPerMonth
                     - double(view->estimate().provisionedReadUnits) * 730 * 0.000147) < 1e-9);
        child<QDoubleSpinBox>(view, "costPrice0")->setValue(0.2);
        QVERIFY(qAbs(view->estimate().onDemandReadsPerMonth - millionsPerMonth * 0.2) < 1e-9);

        QTemporaryDir dir;
        QString path = dir.filePath(QStringLiteral("ecommerce.tsdesign"));
        tab->document().setPath(path);
        QVERIFY(tab->save());
        auto reopened = design::loadDesign(path.toStdString());
        QVERIFY2(reopened, reopened ? "" : reopened.error().message.c_str());
        DesignTab again(std::move(*reopened), path, [] { return nullptr; });
        CostEstimateView *shown = again.costView();
        QCOMPARE(child<QComboBox>(shown, "costRegion")->currentText(), QStringLiteral("eu-west-1"));
        QCOMPARE(shown->prices().onDemandReadPerMillion, 0.2);
        QCOMPARE(child<QDoubleSpinBox>(shown, "costPrice0")->value(), 0.2);
        QCOMPARE(shown->prices().provisionedReadPerHour, 0.000147); // unedited, as shipped
        // Other regions stay as shipped; choosing one is undoable.
        child<QComboBox>(shown, "costRegion")->setCurrentIndex(0);
        QCOMPARE(shown->prices().region, std::string("us-east-1"));
        QCOMPARE(shown->prices().onDemandReadPerMillion, 0.125);
        again.document().undoStack()->undo();
        QCOMPARE(shown->prices().region, std::string("eu-west-1"));
        QCOMPARE(shown->prices().onDemandReadPerMillion, 0.2);
    }

    void runAPatternOnTheSampleItems()
    {
        qRegisterMetaType<PatternRun>();
        auto tab = exampleTab();
        DesignPatternsPage *page = tab->patternsPage();
        QSignalSpy shown(page, &DesignPatternsPage::runShown);
        page->runSelected(false, patternRow(*tab, "Get a user's orders with a status"));
        QVERIFY(shown.wait(10000));
        auto run = shown.takeFirst().at(0).value<PatternRun>();
        QVERIFY2(run.ok, qPrintable(run.error));
        // u1 has two orders; the filter keeps the PENDING one: 1 returned of 2 read.
        QCOMPARE(run.totals.count, std::int64_t(1));
        QCOMPARE(run.totals.scannedCount, std::int64_t(2));
        QVERIFY(run.totals.capacityKnown);
        QVERIFY(run.analysis.has_value());
        QVERIFY(child<QLabel>(page, "designRunSummary")->text().contains("of 2 read"));
        QVERIFY(child<QPlainTextEdit>(page, "designRunItems")->toPlainText()
                    .contains("PENDING"));
        page->runSelected(true, 0);
        QCOMPARE(child<QLabel>(page, "designRunSummary")->text(),
                 QStringLiteral("No connection is open."));
    }
};

QTEST_MAIN(TestDesignPanes)
#include "tst_design_panes.moc"
