// Issue 17, point 11: switching the theme at run time repaints every pane in the new palette —
// read back from the widgets themselves (their palettes, the code editors' paper), not from
// the application palette alone — and switching back restores the light one.

#include "common/app_style.h"
#include "common/code_editor.h"
#include "editor/item_editor_dialog.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "instruments.h"
#include "main/main_window.h"
#include "session/embedded_session.h"
#include "streams/record_diff_view.h"
#include "streams/stream_record_model.h"

#include <boost/json/parse.hpp>

#include <Qsci/qscilexer.h>

#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QSettings>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTreeWidget>
#include <QStandardPaths>
#include <QTest>

using namespace tablesmith;
using namespace tablesmith::gui;

namespace {

// Widgets whose colours were chosen on purpose (an error text, a swatch) keep them.
bool paintsItsOwnColours(const QWidget *widget)
{
    return !widget->styleSheet().isEmpty() || widget->testAttribute(Qt::WA_SetPalette);
}

// Every shown widget of `root` that still paints with the colours of `before`, the palette
// in force before the switch (its window, base or text colour unchanged).
QStringList stalePanes(const QWidget *root, const QPalette &before)
{
    QStringList stale;
    auto widgets = root->findChildren<QWidget *>();
    widgets.prepend(const_cast<QWidget *>(root));
    for (const QWidget *widget : widgets) {
        if (!widget->isVisible() || paintsItsOwnColours(widget))
            continue;
        const QPalette &own = widget->palette();
        if (own.color(QPalette::Window) == before.color(QPalette::Window)
            || own.color(QPalette::WindowText) == before.color(QPalette::WindowText)
            || own.color(QPalette::Base) == before.color(QPalette::Base)
            || own.color(QPalette::Text) == before.color(QPalette::Text))
            stale << QStringLiteral("%1 (%2)").arg(QString::fromLatin1(
                                                       widget->metaObject()->className()),
                                                   widget->objectName());
    }
    return stale;
}

QStringList staleEditors(const QWidget *root, const QPalette &palette)
{
    QStringList stale;
    for (const QsciScintilla *editor : root->findChildren<QsciScintilla *>()) {
        const QColor paper = editor->lexer() ? editor->lexer()->paper(0) : editor->paper();
        const QColor text = editor->lexer() ? editor->lexer()->color(0) : editor->color();
        if (paper != palette.color(QPalette::Base) || text != palette.color(QPalette::Text))
            stale << QString::fromLatin1(editor->metaObject()->className()) + QLatin1Char(' ')
                    + editor->accessibleName();
    }
    return stale;
}

} // namespace

class TestThemeSwitch : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("tablesmith-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_theme_switch"));
        QSettings().clear();
        setTheme(Theme::Light);
        applyAppStyle(*qApp);
    }

    void cleanupTestCase() { QSettings().clear(); }

    void changeTintsFollowThePalette();

    void everyPaneTakesTheNewPalette()
    {
        MainWindow window(workbenchInstruments());
        auto session = openEmbeddedSession({});
        QVERIFY(session.ok());
        window.setSession(std::move(session).value());
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy loaded(&window, &MainWindow::exampleLoaded);
        window.loadExample(QStringLiteral("ecommerce"));
        QVERIFY(loaded.wait(10000));
        TableTab *tab = window.tableTab(QStringLiteral("ecommerce"));
        QVERIFY(tab);
        QTRY_VERIFY(tab->model() && tab->model()->rowCount() == 7);
        const QPalette light = QApplication::palette();
        QVERIFY(!isDarkPalette());

        setTheme(Theme::Dark);
        QTest::qWait(50);
        QVERIFY(isDarkPalette());
        const QPalette dark = QApplication::palette();
        QVERIFY(dark.color(QPalette::Window) != light.color(QPalette::Window));
        QVERIFY2(stalePanes(&window, light).isEmpty(),
                 qPrintable(stalePanes(&window, light).join(QStringLiteral(", "))));
        QVERIFY2(staleEditors(&window, dark).isEmpty(),
                 qPrintable(staleEditors(&window, dark).join(QStringLiteral(", "))));
        // The grid's labels stay readable: their text is the dark palette's, on its window.
        for (const QLabel *label : tab->findChildren<QLabel *>()) {
            if (!label->isVisible() || paintsItsOwnColours(label))
                continue;
            const QColor text = label->palette().color(label->foregroundRole());
            const QColor back = label->palette().color(QPalette::Window);
            QVERIFY2(qAbs(text.lightness() - back.lightness()) > 60,
                     qPrintable(label->text()));
        }
        // An editor opened after the switch is dark from the start.
        const boost::json::object item{{"PK", {{"S", "x"}}}, {"SK", {{"S", "y"}}}};
        ItemEditorDialog editor(*window.session(),
                                QStringLiteral("ecommerce"), KeySchema{"PK", "SK"}, &item);
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        QVERIFY2(staleEditors(&editor, dark).isEmpty(),
                 qPrintable(staleEditors(&editor, dark).join(QStringLiteral(", "))));

        setTheme(Theme::Light);
        QTest::qWait(50);
        QVERIFY2(stalePanes(&window, dark).isEmpty(),
                 qPrintable(stalePanes(&window, dark).join(QStringLiteral(", "))));
        QVERIFY2(staleEditors(&editor, light).isEmpty(),
                 qPrintable(staleEditors(&editor, light).join(QStringLiteral(", "))));
    }
};

// The stream inspector's changed attributes are tinted, light on the light palette and deep on
// the dark one, so the palette's text reads on them (pale yellow under light text did not).
void TestThemeSwitch::changeTintsFollowThePalette()
{
    InspectorRecord record;
    record.tableName = QStringLiteral("t");
    record.record = boost::json::parse(R"({"eventName": "MODIFY", "dynamodb": {
        "Keys": {"PK": {"S": "a"}}, "StreamViewType": "NEW_AND_OLD_IMAGES",
        "OldImage": {"PK": {"S": "a"}, "status": {"S": "PENDING"}},
        "NewImage": {"PK": {"S": "a"}, "status": {"S": "SHIPPED"}}}})").as_object();
    const auto restore = qScopeGuard([] { setTheme(Theme::Light); });
    for (Theme theme : {Theme::Dark, Theme::Light}) {
        setTheme(theme);
        RecordDiffView view;
        view.showRecord(&record);
        auto *changes = view.findChild<QTreeWidget *>();
        QVERIFY(changes);
        QTreeWidgetItem *row = changes->topLevelItem(0);
        QVERIFY(row);
        const int tint = row->background(0).color().lightness();
        const int text = view.palette().color(QPalette::Text).lightness();
        QVERIFY2(std::abs(tint - text) > 100,
                 qPrintable(QStringLiteral("tint %1, text %2").arg(tint).arg(text)));
    }
}

QTEST_MAIN(TestThemeSwitch)
#include "tst_theme_switch.moc"
