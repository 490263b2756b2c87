#pragma once
// CodeEditor: the one QScintilla base for every text the user writes in a language — items as
// JSON today, condition and filter expressions and PartiQL next. It gives them all the same
// fixed font, line numbers, current-line highlight, an error indicator with its message, and
// Find (Ctrl+F, then Enter / Shift+Enter or F3 / Shift+F3; Esc closes the find bar).
//
// Errors: parsers report where they stopped, as a UTF-8 byte offset into the text (the engine's
// std::string positions; QScintilla's positions are bytes too) or as a character index into
// text(). Call showErrorAt(byteOffset, message) or showErrorAtCharacter(index, message): the
// token there is underlined with a red squiggle, the caret moves to it, and a non-empty message
// is shown in a box under the line (and as the editor's tooltip). Editing the text clears it.
//
// Lexers: a subclass (or the caller) creates a QsciLexer — one of QScintilla's (QsciLexerJSON,
// QsciLexerSQL) or its own QsciLexerCustom — sets its colours, and hands it to setCodeLexer(),
// which gives every style the editor's fixed font. Without a lexer the text is plain.
// setTokenLanguage() highlights with the engine's own tokenizers (expressions, PartiQL, the
// request JSON with its embedded expressions and statements; common/token_lexer.h).

#include "common/token_lexer.h"

#include <Qsci/qsciscintilla.h>

class QLineEdit;
class QsciLexer;

namespace tablesmith::gui {

class CodeEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit CodeEditor(QWidget *parent = nullptr);

    // Takes `lexer` (reparented to the editor) and applies the fixed font to all its styles.
    void setCodeLexer(QsciLexer *lexer);
    // Highlights as the engine tokenizes `language` (replaces and deletes any lexer set).
    void setTokenLanguage(TokenLanguage language);

    // Marks the error: from `byteOffset` to the end of its token (at least one character).
    void showErrorAt(qsizetype byteOffset, const QString &message = {});
    // The same, at a QString index into text().
    void showErrorAtCharacter(qsizetype index, const QString &message = {});
    void clearError();
    // The marked byte offset, or -1; and its message.
    qsizetype errorOffset() const { return m_errorOffset; }
    QString errorMessage() const { return m_errorMessage; }

    // Selects the next (or previous) match of `text` after the cursor, wrapping around the end;
    // false when there is none.
    bool find(const QString &text, bool forward = true);
    // Shows the find bar with the selection (if one line) as its text, and focuses it.
    void showFindBar();
    bool isFindBarVisible() const;

protected:
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void placeFindBar();

    QFont m_font;
    int m_errorIndicator = -1;
    qsizetype m_errorOffset = -1;
    QString m_errorMessage;
    QLineEdit *m_findBar = nullptr;
};

} // namespace tablesmith::gui
