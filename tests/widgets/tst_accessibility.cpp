// Every control a screen reader reaches has a name: buttons their text (or an accessible name),
// inputs and views an accessible name or a label that is their buddy. Checked on the main window
// with the ecommerce example open and on each dialog it opens.

#include "design/create_table_dialog.h"
#include "design/schema_instrument.h"
#include "design/table_description_dialog.h"
#include "editor/item_editor_dialog.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "main/main_window.h"
#include "session/embedded_session.h"
#include "transfer/export_dialog.h"
#include "transfer/import_dialog.h"
#include "transfer/transfer_instrument.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace tablesmith::gui;

namespace {

// Widgets inside other controls (a combo box's line edit, a spin box's, a view's viewport)
// are named by their owner.
bool ownedByControl(const QWidget *widget)
{
    for (const QWidget *parent = widget->parentWidget(); parent; parent = parent->parentWidget())
        if (qobject_cast<const QComboBox *>(parent) ||
            qobject_cast<const QAbstractSpinBox *>(parent) ||
            qobject_cast<const QAbstractItemView *>(parent))
            return true;
    return false;
}

bool hasBuddyLabel(const QWidget *root, const QWidget *widget)
{
    for (const QLabel *label : root->findChildren<QLabel *>())
        if (label->buddy() == widget)
            return true;
    return false;
}

QString describe(const QWidget *widget)
{
    return QStringLiteral("%1 \"%2\" in %3")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(),
             QString::fromLatin1(widget->parentWidget()
                                     ? widget->parentWidget()->metaObject()->className()
                                     : "none"));
}

QStringList unnamedControls(const QWidget *root)
{
    QStringList unnamed;
    for (const QWidget *widget : root->findChildren<QWidget *>()) {
        if (!widget->isVisibleTo(root) || ownedByControl(widget))
            continue;
        if (!widget->accessibleName().isEmpty() || hasBuddyLabel(root, widget))
            continue;
        if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            if (button->text().isEmpty() && button->toolTip().isEmpty())
                unnamed << describe(widget);
            continue;
        }
        if (qobject_cast<const QLineEdit *>(widget) || qobject_cast<const QComboBox *>(widget) ||
            qobject_cast<const QAbstractSpinBox *>(widget) ||
            qobject_cast<const QAbstractItemView *>(widget) ||
            qobject_cast<const QPlainTextEdit *>(widget))
            unnamed << describe(widget);
    }
    return unnamed;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyControlHasAName()
    {
        MainWindow window(workbenchInstruments());
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        window.setSession(std::move(session).value());
        window.show();
        QSignalSpy loaded(&window, &MainWindow::exampleLoaded);
        window.loadExample(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait(10000));
        QTRY_VERIFY(window.currentTableTab() && window.currentTableTab()->model());

        QStringList unnamed = unnamedControls(&window);

        CreateTableDialog create(&window);
        create.show();
        create.addIndex(QStringLiteral("GSI1"), QStringLiteral("GSI1PK"), QStringLiteral("S"));
        unnamed << unnamedControls(&create);

        ImportDialog *import = window.instrument<TransferInstrument>()->importData();
        QVERIFY(import);
        unnamed << unnamedControls(import);
        ExportDialog *exporter = window.instrument<TransferInstrument>()->exportCurrentTable();
        QVERIFY(exporter);
        unnamed << unnamedControls(exporter);
        TableDescriptionDialog *description =
            window.instrument<SchemaInstrument>()->describeCurrentTable();
        QVERIFY(description);
        unnamed << unnamedControls(description);

        const boost::json::object item{{"PK", {{"S", "USER#u1"}}}, {"SK", {{"S", "PROFILE"}}}};
        ItemEditorDialog editor(*window.session(), QStringLiteral("ecommerce"),
                                KeySchema{"PK", "SK"}, &item, &window);
        editor.show();
        unnamed << unnamedControls(&editor);
        QVERIFY(editor.setFormat(ItemEditorDialog::Format::Form));
        unnamed << unnamedControls(&editor);

        unnamed.removeDuplicates();
        QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
