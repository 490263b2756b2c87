// CodeEditor, the base of every code editor: an error shown at a byte or character position
// with its message under the line, cleared by an edit; Find from Ctrl+F, forward and back,
// wrapping at the ends.

#include "common/code_editor.h"

#include <QLineEdit>
#include <QTest>

using namespace tablesmith::gui;

class TestCodeEditor : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void errorMarksItsTokenAndShowsItsMessage()
    {
        CodeEditor editor;
        editor.setText(QStringLiteral("SELECT *\nFROM shop WHERE PK = ?"));
        const qsizetype where = editor.text().toUtf8().indexOf("WHERE");
        editor.showErrorAt(where, QStringLiteral("Unexpected keyword"));
        QCOMPARE(editor.errorOffset(), where);
        QCOMPARE(editor.errorMessage(), QStringLiteral("Unexpected keyword"));
        QCOMPARE(editor.annotation(1), QStringLiteral("Unexpected keyword"));
        QCOMPARE(editor.annotation(0), QString());
        int line = 0;
        int index = 0;
        editor.getCursorPosition(&line, &index);
        QCOMPARE(line, 1);
        QCOMPARE(index, 10);
        // The whole word is underlined, nothing after it.
        QVERIFY(editor.SendScintilla(QsciScintilla::SCI_INDICATORALLONFOR, long(where)) != 0);
        QVERIFY(editor.SendScintilla(QsciScintilla::SCI_INDICATORALLONFOR, long(where) + 5) == 0);

        editor.insert(QStringLiteral(" "));
        QCOMPARE(editor.errorOffset(), qsizetype(-1));
        QCOMPARE(editor.errorMessage(), QString());
        QCOMPARE(editor.annotation(1), QString());
    }

    void characterPositionsBecomeByteOffsets()
    {
        CodeEditor editor;
        editor.setText(QStringLiteral("größe = :x"));
        editor.showErrorAtCharacter(8, QStringLiteral("no such value"));
        QCOMPARE(editor.errorOffset(), qsizetype(10)); // ö and ß take two bytes each
        // Out of range positions are clamped, never a crash.
        editor.showErrorAtCharacter(500);
        QCOMPARE(editor.errorOffset(), qsizetype(editor.text().toUtf8().size()));
        editor.showErrorAt(-3);
        QCOMPARE(editor.errorOffset(), qsizetype(-3));
    }

    void findWrapsForwardAndBack()
    {
        CodeEditor editor;
        editor.setText(QStringLiteral("alpha beta\nalpha gamma\nalpha"));
        editor.setCursorPosition(0, 0);
        QVERIFY(editor.find(QStringLiteral("alpha")));
        QCOMPARE(selectionStartLine(editor), 0);
        QVERIFY(editor.find(QStringLiteral("alpha")));
        QCOMPARE(selectionStartLine(editor), 1);
        QVERIFY(editor.find(QStringLiteral("alpha")));
        QCOMPARE(selectionStartLine(editor), 2);
        QVERIFY(editor.find(QStringLiteral("alpha"))); // wraps
        QCOMPARE(selectionStartLine(editor), 0);
        QVERIFY(editor.find(QStringLiteral("alpha"), false)); // wraps back
        QCOMPARE(selectionStartLine(editor), 2);
        QVERIFY(editor.find(QStringLiteral("alpha"), false));
        QCOMPARE(selectionStartLine(editor), 1);
        QVERIFY(!editor.find(QStringLiteral("delta")));
        QVERIFY(!editor.find(QString()));
    }

    void ctrlFOpensTheFindBarAndEnterFinds()
    {
        CodeEditor editor;
        editor.setText(QStringLiteral("one two\ntwo three"));
        editor.show();
        QVERIFY(QTest::qWaitForWindowExposed(&editor));
        editor.setFocus();
        editor.setCursorPosition(0, 0);
        QTest::keySequence(&editor, QKeySequence::Find);
        QVERIFY(editor.isFindBarVisible());
        auto *bar = editor.findChild<QLineEdit *>();
        QVERIFY(bar);
        QTest::keyClicks(bar, QStringLiteral("two"));
        QCOMPARE(selectionStartLine(editor), 0); // found as typed
        QTest::keyClick(bar, Qt::Key_Return);
        QCOMPARE(selectionStartLine(editor), 1);
        QTest::keyClick(bar, Qt::Key_Return, Qt::ShiftModifier);
        QCOMPARE(selectionStartLine(editor), 0);
        QTest::keyClick(bar, Qt::Key_Escape);
        QVERIFY(!editor.isFindBarVisible());
    }

private:
    static int selectionStartLine(const CodeEditor &editor)
    {
        int line = -1;
        int index = -1;
        int toLine = -1;
        int toIndex = -1;
        editor.getSelection(&line, &index, &toLine, &toIndex);
        return line;
    }
};

QTEST_MAIN(TestCodeEditor)
#include "tst_code_editor.moc"
