// The designer tab on the ecommerce example: entity types, live verdicts, the GSI editor with
// its preview following every edit, undo and redo.

#include "design/design_indexes_page.h"
#include "design/design_instrument.h"
#include "design/design_tab.h"
#include "design/gsi_editor.h"
#include "design/gsi_preview.h"
#include "design/key_attribute_list.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRadioButton>
#include <QPushButton>
#include <QTableWidget>
#include <QHeaderView>
#include <QTest>
#include <QUndoStack>
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

QPushButton *button(QWidget *tab, const char *text)
{
    for (QPushButton *b : tab->findChildren<QPushButton *>()) {
        if (b->text() == QLatin1String(text))
            return b;
    }
    qFatal("no button %s", text);
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

    // Two partition and two sort attributes chosen in the editor, each with its type: the
    // index, the preview's columns and partitions, and its order follow; moving an attribute
    // changes the comparison order; undo goes back to the one-attribute key.
    void multiAttributeKeyInTheEditor()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        KeyAttributeList *partition = editor->partitionKey();
        KeyAttributeList *sort = editor->sortKey();
        QCOMPARE(partition->rowCount(), 1);
        QCOMPARE(partition->nameBox(0)->currentText(), QStringLiteral("GSI1PK"));
        QVERIFY(partition->nameBox(0)->findText(QStringLiteral("status")) >= 0);
        partition->nameBox(0)->setCurrentText(QStringLiteral("status"));
        partition->findChild<QPushButton *>(QStringLiteral("keyAttributeAdd"))->click();
        QCOMPARE(partition->rowCount(), 2);
        partition->typeBox(1)->setCurrentIndex(1); // N
        partition->nameBox(1)->setCurrentText(QStringLiteral("items"));
        sort->addAttribute();
        sort->typeBox(1)->setCurrentIndex(1);
        sort->nameBox(1)->setCurrentText(QStringLiteral("total"));

        const KeySchema &key = tab->document().table().index("GSI1")->index.key;
        QCOMPARE(key.partitionKey.size(), std::size_t(2));
        QCOMPARE(key.partitionKey[1].name, std::string("items"));
        QCOMPARE(key.partitionKey[1].type, AttributeType::N);
        QCOMPARE(key.sortKey.size(), std::size_t(2));
        QCOMPARE(key.sortKey[1].name, std::string("total"));
        QCOMPARE(key.sortKey[1].type, AttributeType::N);
        // The rows survived the refresh each edit causes.
        QCOMPARE(editor->partitionKey()->rowCount(), 2);
        QCOMPARE(editor->sortKey()->nameBox(1)->currentText(), QStringLiteral("total"));

        auto *grid = tab->findChild<QTreeWidget *>(QStringLiteral("gsiPreviewPartitions"));
        QCOMPARE(grid->headerItem()->text(0), QStringLiteral("status + items"));
        QCOMPARE(grid->headerItem()->text(1), QStringLiteral("GSI1SK + total"));
        QCOMPARE(grid->topLevelItemCount(), 2);
        QCOMPARE(grid->topLevelItem(0)->text(0), QStringLiteral("PENDING · 2"));
        QCOMPARE(grid->topLevelItem(0)->child(0)->text(1), QStringLiteral("2026-05-01 · 129.9"));
        QTableWidget *membership = table(tab.get(), "gsiPreviewMembership");
        QCOMPARE(membership->item(1, 1)->text(), QStringLiteral("2/2"));
        QVERIFY(membership->item(0, 3)->text().contains(QLatin1String("no status")));

        sort->moveAttribute(1, -1);
        QCOMPARE(tab->document().table().index("GSI1")->index.key.sortKey[0].name,
                 std::string("total"));
        QCOMPARE(grid->headerItem()->text(1), QStringLiteral("total + GSI1SK"));

        QUndoStack *undo = tab->document().undoStack();
        while (undo->canUndo())
            undo->undo();
        QCOMPARE(tab->document().table().index("GSI1")->index.key.partitionKey.size(),
                 std::size_t(1));
        QCOMPARE(editor->partitionKey()->rowCount(), 1);
        QCOMPARE(editor->sortKey()->rowCount(), 1);
        QCOMPARE(grid->topLevelItem(0)->text(0), QStringLiteral("ORDER#PENDING"));
    }

    // An attribute row added but not named yet changes no key; it stays through the refresh
    // another edit causes, until the user removes it.
    void unnamedKeyRowStaysUntilRemoved()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        KeyAttributeList *sort = editor->sortKey();
        sort->findChild<QPushButton *>(QStringLiteral("keyAttributeAdd"))->click();
        QCOMPARE(sort->rowCount(), 2);
        auto buttons = editor->findChildren<QRadioButton *>();
        QVERIFY(buttons.size() == 3);
        buttons[1]->click(); // KEYS_ONLY: an edit, a refresh
        QCOMPARE(tab->document().table().index("GSI1")->index.projection.type,
                 ProjectionType::KeysOnly);
        QCOMPARE(sort->rowCount(), 2);
        QCOMPARE(sort->nameBox(1)->currentText(), QString());
        tab->document().undoStack()->undo(); // an undo refreshes as well
        QCOMPARE(sort->rowCount(), 2);
        sort->nameBox(1)->setCurrentText(QStringLiteral("total"));
        QCOMPARE(tab->document().table().index("GSI1")->index.key.sortKey.size(), std::size_t(2));
        QCOMPARE(sort->rowCount(), 2);
        sort->addAttribute();
        QCOMPARE(sort->rowCount(), 3);
        sort->removeAttribute(2);
        QCOMPARE(sort->rowCount(), 2);
        QCOMPARE(tab->document().table().index("GSI1")->index.key.sortKey.size(), std::size_t(2));
    }

    // Typing a name is one undo step, whether the index's name (committed on Enter) or a key
    // attribute's (the preview follows each keystroke; the keystrokes merge).
    void typingANameIsOneUndoStep_data()
    {
        QTest::addColumn<QString>("field");
        QTest::newRow("index name") << "index";
        QTest::newRow("partition key attribute") << "partition";
        QTest::newRow("sort key attribute") << "sort";
    }

    void typingANameIsOneUndoStep()
    {
        QFETCH(QString, field);
        auto tab = exampleTab();
        tab->show();
        GsiEditor *editor = tab->indexesPage()->editor();
        QLineEdit *edit = field == "index" ? editor->findChild<QLineEdit *>(QStringLiteral("gsiName"))
                          : field == "partition" ? editor->partitionKey()->nameBox(0)->lineEdit()
                                                 : editor->sortKey()->nameBox(0)->lineEdit();
        QVERIFY(edit);
        const QString before = edit->text();
        QUndoStack *undo = tab->document().undoStack();
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("GSI9"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(edit->text(), QStringLiteral("GSI9"));
        QCOMPARE(undo->count(), 1);
        undo->undo();
        QCOMPARE(undo->canUndo(), false);
        QCOMPARE(edit->text(), before);
        // A second name typed into the same field afterwards is a step of its own (a name
        // DynamoDB takes: "X" is too short for an index).
        undo->redo();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("GSIX"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(undo->count(), 2);
        undo->undo();
        QCOMPARE(edit->text(), QStringLiteral("GSI9"));
    }

    // Up to four attributes per role; a wrong type leaves items out with the reason.
    void keyLimitsAndTypes()
    {
        auto tab = exampleTab();
        KeyAttributeList *sort = tab->indexesPage()->editor()->sortKey();
        for (int i = 0; i < 5; ++i)
            sort->addAttribute();
        QCOMPARE(sort->rowCount(), 4);
        QVERIFY(!sort->findChild<QPushButton *>(QStringLiteral("keyAttributeAdd"))->isEnabled());
        sort->typeBox(0)->setCurrentIndex(1); // GSI1SK as N: every order left out
        QTableWidget *membership = table(tab.get(), "gsiPreviewMembership");
        QCOMPARE(membership->item(1, 1)->text(), QStringLiteral("0/2"));
        QVERIFY(membership->item(1, 3)->text().contains(QLatin1String("wrong key type")));
    }

    // An LSI keeps the table's partition key and one sort attribute.
    void localIndexKeepsOneSortAttribute()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        editor->sortKey()->addAttribute();
        editor->sortKey()->nameBox(1)->setCurrentText(QStringLiteral("total"));
        QCOMPARE(editor->index().key.sortKey.size(), std::size_t(2));
        auto *kind = editor->findChild<QComboBox *>(QStringLiteral("gsiKind"));
        kind->setCurrentIndex(1);
        IndexDescription local = editor->index();
        QVERIFY(!local.global);
        QCOMPARE(local.key.partitionKey.size(), std::size_t(1));
        QCOMPARE(local.key.partitionKey[0].name, std::string("PK"));
        QCOMPARE(local.key.sortKey.size(), std::size_t(1));
        QVERIFY(!editor->partitionKey()->isEnabled());
        QCOMPARE(editor->sortKey()->rowCount(), 1);
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
        // Every entity type in sight, none behind a scroll bar.
        int rows = 0;
        for (int r = 0; r < membership->rowCount(); ++r)
            rows += membership->rowHeight(r);
        QVERIFY2(membership->height() >= membership->horizontalHeader()->sizeHint().height() + rows,
                 qPrintable(QString::number(membership->height())));
    }

    // An ALL projection holds every attribute: the "holds" column is as wide as its text,
    // not cut to "items 2 · stat…" beside empty space.
    void heldAttributesAreNotClipped()
    {
        auto tab = exampleTab();
        tab->resize(1400, 900);
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        index.projection = {ProjectionType::All, {}};
        Q_EMIT editor->indexEdited(index);
        auto *grid = tab->findChild<QTreeWidget *>(QStringLiteral("gsiPreviewPartitions"));
        QTreeWidgetItem *entry = grid->topLevelItem(0)->child(0);
        QVERIFY(entry->text(4).contains(QLatin1String("status PENDING")));
        const int needed = grid->fontMetrics().horizontalAdvance(entry->text(4));
        QVERIFY2(grid->columnWidth(4) >= needed,
                 qPrintable(QStringLiteral("%1 < %2").arg(grid->columnWidth(4)).arg(needed)));
    }

    // GSI1SK typed N: the orders' dates are strings, so both are left out, and the row says
    // which attribute and type, not only how many.
    void wrongKeyTypeSaysWhichAttribute()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        index.key.sortKey[0].type = AttributeType::N;
        Q_EMIT editor->indexEdited(index);
        QTableWidget *membership = table(tab.get(), "gsiPreviewMembership");
        QCOMPARE(membership->item(1, 0)->text(), QStringLiteral("Order"));
        QCOMPARE(membership->item(1, 1)->text(), QStringLiteral("0/2"));
        QCOMPARE(membership->item(1, 3)->text(),
                 QStringLiteral("2 of the wrong key type (GSI1SK is not of type N)"));
        QCOMPARE(membership->item(0, 3)->text(),
                 QStringLiteral("1 without a key attribute (no GSI1PK)"));
    }

    // A rename DynamoDB would refuse is not taken — two indexes of one name cannot be told
    // apart — but the rest of the edit is, and the page says why the name stayed.
    void refusedRenameKeepsTheName_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("problem");
        QTest::newRow("another index's") << "GSI1" << "Duplicate index name: GSI1";
        QTest::newRow("empty") << ""
                               << "Member must have length greater than or equal to 3";
        QTest::newRow("too short") << "ab"
                                   << "Member must have length greater than or equal to 3";
        QTest::newRow("a space") << "by status"
                                 << "Member must satisfy regular expression pattern";
    }

    void refusedRenameKeepsTheName()
    {
        QFETCH(QString, name);
        QFETCH(QString, problem);
        auto tab = exampleTab();
        button(tab->indexesPage(), "Add index")->click();
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        QCOMPARE(index.name, std::string("GSI2"));
        index.name = name.toStdString();
        index.projection = {ProjectionType::KeysOnly, {}};
        Q_EMIT editor->indexEdited(index);
        const auto &indexes = tab->document().table().indexes;
        QCOMPARE(indexes.size(), std::size_t(2));
        QCOMPARE(indexes[0].index.name, std::string("GSI1"));
        QCOMPARE(indexes[1].index.name, std::string("GSI2"));
        QCOMPARE(indexes[1].index.projection.type, ProjectionType::KeysOnly);
        QCOMPARE(editor->index().name, std::string("GSI2"));
        auto *label = tab->findChild<QLabel *>(QStringLiteral("gsiNameProblem"));
        QVERIFY(label);
        QVERIFY2(label->text().contains(problem), qPrintable(label->text()));
        QVERIFY(!label->isHidden());
        index.name = "ByStatus";
        Q_EMIT editor->indexEdited(index);
        QCOMPARE(tab->document().table().indexes[1].index.name, std::string("ByStatus"));
        QVERIFY(label->isHidden());
    }

    // GSI1SK as N: none of the 7 items lands, so "Pending orders" is not served, and the
    // preview says why instead of a tick.
    void emptyIndexServesNothing()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        auto *serves = tab->findChild<QLabel *>(QStringLiteral("gsiPreviewServes"));
        QVERIFY(serves);
        QVERIFY2(serves->text().contains(QStringLiteral("\"Pending orders, newest first\" ✓")),
                 qPrintable(serves->text()));
        IndexDescription index = editor->index();
        index.key.sortKey[0].type = AttributeType::N;
        Q_EMIT editor->indexEdited(index);
        QVERIFY2(!serves->text().contains(QStringLiteral("✓")), qPrintable(serves->text()));
        QVERIFY2(serves->text().contains(QStringLiteral(
                     "\"Pending orders, newest first\" ✗ not served: none of the 7 items land "
                     "in GSI1 (GSI1SK is not of type N)")),
                 qPrintable(serves->text()));
    }

    // INCLUDE total, then total made the index's sort key: a key attribute is always projected,
    // so it leaves NonKeyAttributes with that edit, not at the next one.
    void keyAttributeLeavesTheIncludeList()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        QCOMPARE(index.projection.nonKeyAttributes, std::vector<std::string>{"total"});
        index.key.sortKey = {{"total", AttributeType::N}}; // the list still has total ticked
        Q_EMIT editor->indexEdited(index);
        const IndexDescription &shown = tab->document().table().indexes[0].index;
        QCOMPARE(shown.key.sortKey[0].name, std::string("total"));
        QCOMPARE(shown.projection.type, ProjectionType::Include);
        QVERIFY(shown.projection.nonKeyAttributes.empty());
    }

    // "No connection is open." (or an apply's outcome) is about the design as it was: an
    // edit clears it.
    void applyMessageClearsOnEdit()
    {
        auto tab = exampleTab();
        auto *status = tab->findChild<QLabel *>(QStringLiteral("designApplyStatus"));
        QVERIFY(status);
        button(tab->indexesPage(), "Apply to connection")->click();
        QCOMPARE(status->text(), QStringLiteral("No connection is open."));
        GsiEditor *editor = tab->indexesPage()->editor();
        IndexDescription index = editor->index();
        index.projection = {ProjectionType::All, {}};
        Q_EMIT editor->indexEdited(index);
        QCOMPARE(status->text(), QString());
    }

    // INCLUDE total, then ALL to compare, then INCLUDE again: total is included again, not
    // silently dropped so that the index holds keys only.
    void includeChoiceSurvivesAProjectionSwitch()
    {
        auto tab = exampleTab();
        GsiEditor *editor = tab->indexesPage()->editor();
        QRadioButton *all = nullptr;
        QRadioButton *include = nullptr;
        for (QRadioButton *radio : editor->findChildren<QRadioButton *>()) {
            if (radio->text() == QLatin1String("ALL"))
                all = radio;
            if (radio->text() == QLatin1String("INCLUDE"))
                include = radio;
        }
        QVERIFY(all && include);
        all->click();
        const IndexDescription &shown = tab->document().table().indexes[0].index;
        QCOMPARE(shown.projection.type, ProjectionType::All);
        QVERIFY(shown.projection.nonKeyAttributes.empty());
        include->click();
        const IndexDescription &back = tab->document().table().indexes[0].index;
        QCOMPARE(back.projection.type, ProjectionType::Include);
        QCOMPARE(back.projection.nonKeyAttributes, std::vector<std::string>{"total"});
        auto *grid = tab->findChild<QTreeWidget *>(QStringLiteral("gsiPreviewPartitions"));
        QCOMPARE(grid->topLevelItem(0)->child(0)->text(4), QStringLiteral("total 129.9"));
    }

    // Add index after a removal: [GSI1, GSI2] less GSI1 plus a new index must not give a
    // second GSI2, which DynamoDB refuses and the page cannot tell apart when selecting.
    void addedIndexGetsAnUnusedName()
    {
        auto tab = exampleTab();
        QListWidget *list = tab->findChild<QListWidget *>(QStringLiteral("designIndexes"));
        QVERIFY(list);
        QPushButton *add = button(tab->indexesPage(), "Add index");
        QPushButton *remove = button(tab->indexesPage(), "Remove");
        add->click();
        QCOMPARE(list->currentItem()->text(), QStringLiteral("GSI2"));
        list->setCurrentRow(0);
        remove->click();
        add->click();
        QStringList names;
        for (const design::SecondaryIndex &index : tab->document().table().indexes)
            names << QString::fromStdString(index.index.name);
        QCOMPARE(names, QStringList({QStringLiteral("GSI2"), QStringLiteral("GSI1")}));
        QCOMPARE(list->currentItem()->text(), QStringLiteral("GSI1"));
        QCOMPARE(tab->indexesPage()->editor()->index().key.partitionKey[0].name,
                 std::string("GSI1PK"));
    }
};

QTEST_MAIN(TestDesignTab)
#include "tst_design_tab.moc"
