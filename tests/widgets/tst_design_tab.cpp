// The designer tab on the ecommerce example: entity types, live verdicts, the GSI editor with
// its preview following every edit, undo and redo.

#include "design/design_indexes_page.h"
#include "design/design_instrument.h"
#include "design/design_tab.h"
#include "design/gsi_editor.h"
#include "design/gsi_preview.h"

#include <QLabel>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

std::unique_ptr<DesignTab> exampleTab()
{
    auto design = bundledExampleDesign(QStringLiteral("ecommerce"));
    if (!design)
        qFatal("%s", design.error().message.c_str());
    return std::make_unique<DesignTab>(std::move(*design), QString(), [] { return nullptr; });
}

QTableWidget *table(QWidget *tab, const char *name)
{
    auto *found = tab->findChild<QTableWidget *>(QLatin1String(name));
    if (!found)
        qFatal("no table %s", name);
    return found;
}

} // namespace

class TestDesignTab : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void showsTheExample()
    {
        auto tab = exampleTab();
        QCOMPARE(table(tab.get(), "designEntityTypes")->rowCount(), 5);
        QCOMPARE(table(tab.get(), "designEntityTypes")->item(1, 1)->text(),
                 QStringLiteral("USER#{userId}"));
        QTableWidget *patterns = table(tab.get(), "designAccessPatterns");
        QCOMPARE(patterns->rowCount(), 9);
        QCOMPARE(patterns->item(5, 2)->text(), QStringLiteral("Query on index GSI1"));
        QCOMPARE(patterns->item(8, 2)->text(), QStringLiteral("needs a Scan"));
        QCOMPARE(table(tab.get(), "designSampleItems")->rowCount(), 7);
        auto *grid = tab->findChild<QTreeWidget *>(QStringLiteral("gsiPreviewPartitions"));
        QVERIFY(grid);
        QCOMPARE(grid->topLevelItemCount(), 2);
        QCOMPARE(grid->topLevelItem(0)->text(0), QStringLiteral("ORDER#PENDING"));
        QCOMPARE(grid->topLevelItem(0)->child(0)->text(4), QStringLiteral("total 129.9"));
    }

    void editingTheIndexUpdatesThePreviewAndUndoes()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        QCOMPARE(index.projection.type, ProjectionType::Include);
        index.projection = {ProjectionType::KeysOnly, {}};
        Q_EMIT editor->indexEdited(index);
        auto *grid = tab->findChild<QTreeWidget *>(QStringLiteral("gsiPreviewPartitions"));
        QCOMPARE(grid->topLevelItem(0)->child(0)->text(4), QString()); // keys only
        QCOMPARE(tab->document().table().index("GSI1")->index.projection.type,
                 ProjectionType::KeysOnly);
        tab->document().undoStack()->undo();
        QCOMPARE(tab->document().table().index("GSI1")->index.projection.type,
                 ProjectionType::Include);
        QCOMPARE(grid->topLevelItem(0)->child(0)->text(4), QStringLiteral("total 129.9"));
        tab->document().undoStack()->redo();
        QCOMPARE(editor->index().projection.type, ProjectionType::KeysOnly);
    }

    void aKeyChangeRechecksEveryPattern()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        index.name = "ByStatus"; // the pending-orders pattern queries GSI1 by name
        Q_EMIT editor->indexEdited(index);
        QTableWidget *patterns = table(tab.get(), "designAccessPatterns");
        QCOMPARE(patterns->item(5, 2)->text(), QStringLiteral("refused"));
        QVERIFY(!tab->verdicts()[5].servedByKey());
        auto labels = tab->findChildren<QLabel *>();
        bool reported = std::any_of(labels.begin(), labels.end(), [](QLabel *label) {
            return label->text().contains(QLatin1String("broke \"Pending orders"));
        });
        QVERIFY(reported);
        tab->document().undoStack()->undo();
        QCOMPARE(patterns->item(5, 2)->text(), QStringLiteral("Query on index GSI1"));
    }

    void membershipCountsPerEntityType()
    {
        auto tab = exampleTab();
        QTableWidget *membership = table(tab.get(), "gsiPreviewMembership");
        QCOMPARE(membership->rowCount(), 5);
        QCOMPARE(membership->item(1, 0)->text(), QStringLiteral("Order"));
        QCOMPARE(membership->item(1, 1)->text(), QStringLiteral("2/2"));
        QCOMPARE(membership->item(0, 1)->text(), QStringLiteral("0/1"));
        QVERIFY(membership->item(0, 3)->text().contains(QLatin1String("no GSI1PK")));
    }
};

QTEST_MAIN(TestDesignTab)
#include "tst_design_tab.moc"
