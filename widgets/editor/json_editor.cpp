#include "editor/json_editor.h"

#include <Qsci/qscilexerjson.h>

#include <QFontDatabase>

namespace tablesmith::gui {

JsonEditor::JsonEditor(QWidget *parent) : QsciScintilla(parent)
{
    setUtf8(true);
    const QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto *lexer = new QsciLexerJSON(this);
    lexer->setDefaultFont(font);
    lexer->setFont(font);
    lexer->setFoldCompact(false);
    // The lexer's own error style is white on a red paper that does not always paint; the
    // squiggle marks errors, so unknown words only need to stay readable.
    lexer->setColor(QColor(0xb9, 0x1c, 0x1c), QsciLexerJSON::Error);
    lexer->setPaper(lexer->defaultPaper(QsciLexerJSON::Default), QsciLexerJSON::Error);
    setLexer(lexer);
    setFolding(QsciScintilla::BoxedTreeFoldStyle);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setTabWidth(2);
    setMarginType(0, QsciScintilla::NumberMargin);
    setMarginWidth(0, QStringLiteral("0000"));
    setMarginsFont(font);
    setCaretLineVisible(true);
    setCaretLineBackgroundColor(palette().color(QPalette::AlternateBase));
    setWrapMode(QsciScintilla::WrapWord);
    m_errorIndicator = indicatorDefine(QsciScintilla::SquiggleIndicator);
    setIndicatorForegroundColor(QColor(0xdc, 0x26, 0x26), m_errorIndicator);
    connect(this, &QsciScintilla::textChanged, this, &JsonEditor::clearError);
}

void JsonEditor::showErrorAt(qsizetype byteOffset)
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
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORFILLRANGE, start, qMax(1, end - start));
    SendScintilla(SCI_GOTOPOS, start);
}

void JsonEditor::clearError()
{
    m_errorOffset = -1;
    SendScintilla(SCI_SETINDICATORCURRENT, m_errorIndicator);
    SendScintilla(SCI_INDICATORCLEARRANGE, 0, SendScintilla(SCI_GETLENGTH));
}

} // namespace tablesmith::gui
