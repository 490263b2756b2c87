#pragma once
// JsonEditor: QScintilla set up for items — JSON highlighting, folding, brace matching, line
// numbers — and one error indicator (a squiggle) at the position a parse or validation error
// names. Positions are UTF-8 byte offsets, as QScintilla's are.

#include <Qsci/qsciscintilla.h>

namespace tablesmith::gui {

class JsonEditor : public QsciScintilla {
    Q_OBJECT
public:
    explicit JsonEditor(QWidget *parent = nullptr);

    // Underlines from `byteOffset` to the end of its token (at least one character).
    void showErrorAt(qsizetype byteOffset);
    void clearError();
    // The underlined offset, or -1.
    qsizetype errorOffset() const { return m_errorOffset; }

private:
    int m_errorIndicator = -1;
    qsizetype m_errorOffset = -1;
};

} // namespace tablesmith::gui
