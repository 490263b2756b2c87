#pragma once
// The interface language: the system's unless the user picked one (View →
// Language), which is kept in QSettings and applies from the next start, when
// the translators are installed.

#include <QLocale>
#include <QString>

class QMenu;
class QWidget;

namespace tablesmith::gui {

// The locale to load translations for: the saved choice, else the system's.
QLocale interfaceLocale();

// "" (follow the system) or a language code such as "de", "ja", "zh_CN".
QString savedLanguage();
void saveLanguage(const QString &code);

// View → Language: the system's language and each shipped translation,
// checkable.
QMenu *createLanguageMenu(QWidget *parent);

} // namespace tablesmith::gui
