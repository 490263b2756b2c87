#include "common/language.h"

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace tablesmith::gui {

namespace {

const QString languageKey = QStringLiteral("ui/language");

struct Language {
    const char *code;
    const char *nativeName; // shown in its own language, so anyone can find theirs
};

// English is the source language; the others have a translations/tablesmith_<code>.ts.
constexpr Language shippedLanguages[] = {
    {"en", "English"}, {"de", "Deutsch"},     {"fr", "Français"},
    {"ja", "日本語"},  {"zh_CN", "简体中文"},
};

} // namespace

QString savedLanguage()
{
    return QSettings().value(languageKey).toString();
}

void saveLanguage(const QString &code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(languageKey);
    else
        settings.setValue(languageKey, code);
}

QLocale interfaceLocale()
{
    const QString code = savedLanguage();
    return code.isEmpty() ? QLocale() : QLocale(code);
}

QMenu *createLanguageMenu(QWidget *parent)
{
    auto *menu = new QMenu(QCoreApplication::translate("Language", "&Language"), parent);
    auto *group = new QActionGroup(menu);
    const QString current = savedLanguage();
    auto addChoice = [&](const QString &code, const QString &label) {
        QAction *action = menu->addAction(label);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
    };
    addChoice(QString(), QCoreApplication::translate("Language", "System language"));
    menu->addSeparator();
    for (const Language &language : shippedLanguages)
        addChoice(QString::fromLatin1(language.code), QString::fromUtf8(language.nativeName));
    QObject::connect(group, &QActionGroup::triggered, menu, [parent](QAction *action) {
        saveLanguage(action->data().toString());
        QMessageBox::information(parent, QCoreApplication::translate("Language", "Language"),
                                 QCoreApplication::translate(
                                     "Language", "The new language applies when Tablesmith starts "
                                                 "again."));
    });
    return menu;
}

} // namespace tablesmith::gui
