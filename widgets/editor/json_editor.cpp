#include "editor/json_editor.h"

#include <Qsci/qscilexerjson.h>

namespace tablesmith::gui {

JsonEditor::JsonEditor(QWidget *parent) : CodeEditor(parent)
{
    auto *lexer = new QsciLexerJSON(this);
    lexer->setFoldCompact(false);
    // The lexer's own error style is white on a red paper that does not always paint; the
    // squiggle marks errors, so unknown words only need to stay readable.
    lexer->setColor(QColor(0xb9, 0x1c, 0x1c), QsciLexerJSON::Error);
    lexer->setPaper(lexer->defaultPaper(QsciLexerJSON::Default), QsciLexerJSON::Error);
    setCodeLexer(lexer);
    setFolding(QsciScintilla::BoxedTreeFoldStyle);
    setBraceMatching(QsciScintilla::SloppyBraceMatch);
    setAutoIndent(true);
    setIndentationsUseTabs(false);
    setTabWidth(2);
    setWrapMode(QsciScintilla::WrapWord);
}

} // namespace tablesmith::gui
