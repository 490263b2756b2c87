#include "common/app_style.h"

#include <Qsci/qscilexer.h>
#include <Qsci/qsciscintilla.h>

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QWidget>

namespace tablesmith::gui {
namespace {

const QColor kAccent(0x25, 0x63, 0xeb);

QPalette lightPalette(const QStyle &style)
{
    QPalette palette = style.standardPalette();
    palette.setColor(QPalette::Window, QColor(0xf5, 0xf6, 0xf8));
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::AlternateBase, QColor(0xf7, 0xf8, 0xfa));
    palette.setColor(QPalette::Highlight, kAccent);
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, kAccent);
    palette.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xf2));
    return palette;
}

QPalette darkPalette()
{
    QPalette palette;
    const QColor window(0x20, 0x22, 0x26);
    const QColor base(0x18, 0x1a, 0x1d);
    const QColor text(0xe6, 0xe8, 0xeb);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x22, 0x25, 0x29));
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x2a, 0x2d, 0x32));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, Qt::white);
    palette.setColor(QPalette::Mid, QColor(0x3a, 0x3e, 0x44));
    palette.setColor(QPalette::Dark, QColor(0x12, 0x13, 0x15));
    palette.setColor(QPalette::Highlight, kAccent.lighter(115));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, kAccent.lighter(140));
    palette.setColor(QPalette::ToolTipBase, window);
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x90, 0x99));
    palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x6b, 0x70, 0x78));
    palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x6b, 0x70, 0x78));
    palette.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x6b, 0x70, 0x78));
    return palette;
}

bool s_dark = false;
bool s_desktopDark = false;
const QString themeKey = QStringLiteral("ui/theme");

bool wantsDark(Theme theme)
{
    return theme == Theme::Dark || (theme == Theme::System && s_desktopDark);
}

// A lexer's style colours as authored (for a light paper), kept on the lexer the first time
// it is recoloured so that switching back and forth never drifts.
const char *const kAuthoredColours = "tablesmithAuthoredColours";
constexpr int kLexerStyles = 128;

QColor forDarkPaper(QColor colour)
{
    // Keep the hue, lift dark syntax colours so they read on a dark paper.
    if (colour.lightness() < 150)
        colour = QColor::fromHsl(colour.hslHue(), qMin(colour.hslSaturation(), 200), 175);
    return colour;
}

void recolourLexer(QsciLexer &lexer, const QPalette &palette, bool dark)
{
    QVariant authored = lexer.property(kAuthoredColours);
    if (!authored.isValid()) {
        QVariantList colours;
        for (int style = 0; style < kLexerStyles; ++style)
            colours << lexer.color(style);
        authored = colours;
        lexer.setProperty(kAuthoredColours, authored);
    }
    const QVariantList colours = authored.toList();
    for (int style = 0; style < kLexerStyles; ++style) {
        if (lexer.description(style).isEmpty())
            continue;
        const QColor colour = colours.at(style).value<QColor>();
        lexer.setColor(dark ? forDarkPaper(colour) : colour, style);
    }
    lexer.setDefaultColor(palette.color(QPalette::Text));
    lexer.setColor(palette.color(QPalette::Text), 0); // style 0 is every lexer's default text
    lexer.setDefaultPaper(palette.color(QPalette::Base));
    lexer.setPaper(palette.color(QPalette::Base), -1);
}

// QScintilla paints with its own colours, not the widget palette.
void recolourEditor(QsciScintilla &editor, const QPalette &palette, bool dark)
{
    editor.setCaretLineBackgroundColor(palette.color(QPalette::AlternateBase));
    editor.setCaretForegroundColor(palette.color(QPalette::Text));
    editor.setMarginsBackgroundColor(palette.color(QPalette::Window));
    editor.setMarginsForegroundColor(palette.color(QPalette::PlaceholderText));
    editor.setSelectionBackgroundColor(palette.color(QPalette::Highlight));
    editor.setSelectionForegroundColor(palette.color(QPalette::HighlightedText));
    if (QsciLexer *lexer = editor.lexer()) {
        recolourLexer(*lexer, palette, dark);
    } else {
        editor.setPaper(palette.color(QPalette::Base));
        editor.setColor(palette.color(QPalette::Text));
    }
}

// Editors made later (a new tab, a dialog) take the palette in force when first shown.
class EditorColours : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Polish)
            if (auto *editor = qobject_cast<QsciScintilla *>(watched))
                recolourEditor(*editor, QApplication::palette(), s_dark);
        return QObject::eventFilter(watched, event);
    }
};

void applyPalette(Theme theme)
{
    s_dark = wantsDark(theme);
    QApplication::setPalette(s_dark ? darkPalette() : lightPalette(*QApplication::style()));
    // A style sheet pins the palette each widget was polished with: polish them again.
    if (auto *app = qobject_cast<QApplication *>(QCoreApplication::instance());
        app && !app->styleSheet().isEmpty())
        app->setStyleSheet(app->styleSheet());
    const QPalette palette = QApplication::palette();
    for (QWidget *widget : QApplication::allWidgets()) {
        if (auto *editor = qobject_cast<QsciScintilla *>(widget))
            recolourEditor(*editor, palette, s_dark);
        widget->update();
    }
}

} // namespace

void applyAppStyle(QApplication &app)
{
    // Ask the desktop before Fusion replaces its palette with its own.
    const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
    s_desktopDark = desktopWindow.lightness() < 128;
    s_dark = s_desktopDark;
    QStyle *fusion = QStyleFactory::create(QStringLiteral("Fusion"));
    if (!fusion)
        return;
    app.setStyle(fusion);
    app.installEventFilter(new EditorColours(&app));
    applyPalette(savedTheme());
    // Fusion's tab close button is a loud red square; a quiet cross fits the documents better.
    app.setStyleSheet(QStringLiteral(
        "QTabBar::close-button { image: url(:/icons/close.svg); subcontrol-position: right; }"
        "QTabBar::close-button:hover { background: palette(mid); border-radius: 3px; }"));
}

bool isDarkPalette()
{
    return s_dark;
}

Theme savedTheme()
{
    const QString value = QSettings().value(themeKey).toString();
    if (value == QLatin1String("light"))
        return Theme::Light;
    if (value == QLatin1String("dark"))
        return Theme::Dark;
    return Theme::System;
}

void setTheme(Theme theme)
{
    QSettings settings;
    switch (theme) {
    case Theme::System:
        settings.remove(themeKey);
        break;
    case Theme::Light:
        settings.setValue(themeKey, QStringLiteral("light"));
        break;
    case Theme::Dark:
        settings.setValue(themeKey, QStringLiteral("dark"));
        break;
    }
    applyPalette(theme);
}

void applyTheme(Theme theme)
{
    applyPalette(theme);
}

QMenu *createThemeMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("Theme", "T&heme"), parent);
    auto *group = new QActionGroup(menu);
    const Theme current = savedTheme();
    auto addChoice = [&](Theme theme, const QString &label) {
        QAction *action = menu->addAction(label);
        action->setCheckable(true);
        action->setChecked(theme == current);
        action->setData(static_cast<int>(theme));
        group->addAction(action);
    };
    addChoice(Theme::System, QCoreApplication::translate("Theme", "Follow the &System"));
    addChoice(Theme::Light, QCoreApplication::translate("Theme", "&Light"));
    addChoice(Theme::Dark, QCoreApplication::translate("Theme", "&Dark"));
    QObject::connect(group, &QActionGroup::triggered, menu,
                     [](QAction *action) { setTheme(static_cast<Theme>(action->data().toInt())); });
    return menu;
}

} // namespace tablesmith::gui
