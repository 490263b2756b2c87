#pragma once
// JsonEditor: the CodeEditor set up for items — JSON highlighting, folding, brace matching,
// indentation by two spaces, word wrap. Errors, find and line numbers come from CodeEditor.

#include "common/code_editor.h"

namespace tablesmith::gui {

class JsonEditor : public CodeEditor {
    Q_OBJECT
public:
    explicit JsonEditor(QWidget *parent = nullptr);
};

} // namespace tablesmith::gui
