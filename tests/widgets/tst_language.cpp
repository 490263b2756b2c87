// The interface language and theme: the system's by default, the user's choice once saved.

#include "common/app_style.h"
#include "common/language.h"

#include <QActionGroup>
#include <QApplication>
#include <QFontDatabase>
#include <QFontMetrics>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace tablesmith::gui;

class TestLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("TablesmithTest"));
        QApplication::setApplicationName(QStringLiteral("tst_language"));
        QSettings().clear();
    }

    void followsTheSystemUntilChosen()
    {
        saveLanguage(QString());
        QCOMPARE(savedLanguage(), QString());
        QCOMPARE(interfaceLocale(), QLocale());
    }

    void savedChoiceWins()
    {
        saveLanguage(QStringLiteral("ja"));
        QCOMPARE(interfaceLocale().language(), QLocale::Japanese);
        saveLanguage(QStringLiteral("zh_CN"));
        QCOMPARE(interfaceLocale().language(), QLocale::Chinese);
        QCOMPARE(interfaceLocale().territory(), QLocale::China);
        saveLanguage(QString());
        QCOMPARE(savedLanguage(), QString());
    }

    void menuOffersEveryShippedLanguageAndChecksTheSavedOne()
    {
        saveLanguage(QStringLiteral("fr"));
        QWidget parent;
        QMenu *menu = createLanguageMenu(&parent);
        QStringList codes;
        QString checked;
        for (QAction *action : menu->actions()) {
            if (action->isSeparator())
                continue;
            codes << action->data().toString();
            if (action->isChecked())
                checked = action->data().toString();
        }
        QCOMPARE(codes, (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"),
                                     QStringLiteral("fr"), QStringLiteral("ja"),
                                     QStringLiteral("zh_CN")}));
        QCOMPARE(checked, QStringLiteral("fr"));
        saveLanguage(QString());
    }

    // Issue 17, point 14: Japanese and Chinese render out of the box — a font that covers
    // both writing systems is installed (the .deb depends on one, .ci/install-deps installs
    // fonts-noto-cjk), and it draws the window's Japanese text rather than boxes.
    void japaneseAndChineseHaveAFont()
    {
        const QStringList japanese = QFontDatabase::families(QFontDatabase::Japanese);
        const QStringList chinese = QFontDatabase::families(QFontDatabase::SimplifiedChinese);
        QVERIFY2(!japanese.isEmpty(), "no font for Japanese: install fonts-noto-cjk");
        QVERIFY2(!chinese.isEmpty(), "no font for Chinese: install fonts-noto-cjk");
        // What a Japanese window shows: every character of a menu title has a glyph.
        const QString text = QStringLiteral("ファイル 表示 テーブル 查询 视图");
        const QFontMetrics metrics(QFont(japanese.first()));
        for (const QChar character : text)
            QVERIFY2(character.isSpace() || metrics.inFontUcs4(character.unicode()),
                     qPrintable(QString(character)));
    }

    void themeChoiceRepaintsAndPersists()
    {
        QCOMPARE(savedTheme(), Theme::System);
        setTheme(Theme::Dark);
        QVERIFY(isDarkPalette());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 128);
        QCOMPARE(savedTheme(), Theme::Dark);
        setTheme(Theme::Light);
        QVERIFY(!isDarkPalette());
        QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 128);
        setTheme(Theme::System);
        QCOMPARE(savedTheme(), Theme::System);
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
