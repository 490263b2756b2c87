#include "common/app_style.h"

#include <QActionGroup>
#include <QApplication>
#include <QCoreApplication>
#include <QMenu>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

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

void applyPalette(Theme theme)
{
    s_dark = wantsDark(theme);
    QApplication::setPalette(s_dark ? darkPalette() : lightPalette(*QApplication::style()));
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
