#include "common/code_editor.h"

#include <Qsci/qscilexer.h>
#include <Qsci/qscistyle.h>

#include <QFontDatabase>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScrollBar>

namespace tablesmith::gui {
namespace {

bool isFindKey(const QKeyEvent *key)
{
    return key->matches(QKeySequence::Find) || key->matches(QKeySequence::FindNext)
        || key->matches(QKeySequence::FindPrevious);
}

} // namespace

CodeEditor::CodeEditor(QWidget *parent)
    : QsciScintilla(parent), m_font(QFontDatabase::systemFont(QFontDatabase::FixedFont))
{
    setUtf8(true);
    setFont(m_font);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginWidth(0, QStringLiteral("0000"));
    setMarginsFont(m_font);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(palette().color(QPalette::AlternateBase));
    setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
    m_errorIndicator = indicatorDefine(QsciScintilla::SquiggleIndicator);
    setIndicatorForegroundColor(QColor(0xdc, 0x26, 0x26), m_errorIndicator);
    connect(this, &QsciScintilla::textChanged, this, &CodeEditor::clearError);

    m_findBar = new QLineEdit(this);
    m_findBar->setPlaceholderText(tr("Find"));
    m_findBar->setAccessibleName(tr("Find in the text"));
    m_findBar->setClearButtonEnabled(true);
    m_findBar->hide();
    m_findBar->installEventFilter(this);
    connect(m_findBar, &QLineEdit::textEdited, this, [this](const QString &text) {
        // Search as you type, from where the current match starts.
        int line = 0;
        int index = 0;
        int toLine = 0;
        int toIndex = 0;
        getSelection(&line, &index, &toLine, &toIndex);
        if (line >= 0)
            setCursorPosition(line, index);
        find(text);
    });
}

void CodeEditor::setCodeLexer(QsciLexer *lexer)
{
    lexer->setParent(this);
    lexer->setDefaultFont(m_font);
    lexer->setFont(m_font); // every style
    setLexer(lexer);
    setMarginsFont(m_font);
}

void CodeEditor::setTokenLanguage(TokenLanguage language)
{
    QsciLexer *old = lexer();
    setCodeLexer(new TokenLexer(language, this));
    delete old;
}

void CodeEditor::showErrorAt(qsizetype byteOffset, const QString &message)
{
    clearError();
    const int length = int(SendScintilla(SCI_GETLENGTH));
    int start = int(qBound(qsizetype(0), byteOffset, qsizetype(length)));
    int end = int(SendScintilla(SCI_WORDENDPOSITION, start, true));
    if (end <= start)
        end = qMin(start + 1, length);
    if (end <= start && start > 0)
        --start; // an error at the very end: mark the last character
    m_errorOffset = byteOffset;
    m_errorMessage = message;
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORFILLRANGE, start, qMax(1, end - start));
    SendScintilla(SCI_GOTOPOS, start);
    if (message.isEmpty())
        return;
    int line = 0;
    int index = 0;
    lineIndexFromPosition(start, &line, &index);
    const QsciStyle style(-1, QStringLiteral("error"), QColor(0xb9, 0x1c, 0x1c),
                          QColor(0xfe, 0xf2, 0xf2), m_font);
    annotate(line, message, style);
    setToolTip(message);
}

void CodeEditor::showErrorAtCharacter(qsizetype index, const QString &message)
{
    const QString text = this->text();
    const qsizetype bounded = qBound(qsizetype(0), index, text.size());
    showErrorAt(text.left(bounded).toUtf8().size(), message);
}

void CodeEditor::clearError()
{
    m_errorOffset = -1;
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORCLEARRANGE, 0, SendScintilla(SCI_GETLENGTH));
    if (!m_errorMessage.isEmpty()) {
        m_errorMessage.clear();
        clearAnnotations();
        setToolTip({});
    }
}

bool CodeEditor::find(const QString &text, bool forward)
{
    if (text.isEmpty())
        return false;
    int line = -1;
    int index = -1;
    int toLine = -1;
    int toIndex = -1;
    getSelection(&line, &index, &toLine, &toIndex);
    if (line < 0)
        getCursorPosition(&line, &index);
    else if (forward) {
        line = toLine;
        index = toIndex;
    }
    return findFirst(text, false, false, false, true, forward, line, index);
}

void CodeEditor::showFindBar()
{
    if (const QString selected = selectedText();
        !selected.isEmpty() && !selected.contains(QLatin1Char('\n')))
        m_findBar->setText(selected);
    placeFindBar();
    m_findBar->show();
    m_findBar->raise();
    m_findBar->setFocus();
    m_findBar->selectAll();
}

bool CodeEditor::isFindBarVisible() const
{
    return m_findBar->isVisible();
}

bool CodeEditor::event(QEvent *event)
{
    // Claim the find keys before any window shortcut, so they reach keyPressEvent.
    if (event->type() == QEvent::ShortcutOverride && isFindKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QsciScintilla::event(event);
}

void CodeEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Find))
        showFindBar();
    else if (event->matches(QKeySequence::FindNext))
        find(m_findBar->text(), true);
    else if (event->matches(QKeySequence::FindPrevious))
        find(m_findBar->text(), false);
    else
        QsciScintilla::keyPressEvent(event);
}

void CodeEditor::resizeEvent(QResizeEvent *event)
{
    QsciScintilla::resizeEvent(event);
    placeFindBar();
}

bool CodeEditor::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_findBar || event->type() != QEvent::KeyPress)
        return QsciScintilla::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
        find(m_findBar->text(), !(key->modifiers() & Qt::ShiftModifier));
        return true;
    }
    if (key->key() == Qt::Key_Escape) {
        m_findBar->hide();
        setFocus();
        return true;
    }
    return QsciScintilla::eventFilter(watched, event);
}

void CodeEditor::placeFindBar()
{
    // Top right of the text area, clear of the vertical scroll bar.
    const QRect area = viewport()->geometry();
    const int width = qMin(area.width(), m_findBar->fontMetrics().averageCharWidth() * 32);
    const QSize size(width, m_findBar->sizeHint().height());
    m_findBar->setGeometry(QRect(QPoint(area.right() - size.width() - 4, area.top() + 4), size));
}

} // namespace tablesmith::gui
