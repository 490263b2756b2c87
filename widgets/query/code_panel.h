#pragma once
// CodePanel: the request as a complete program in the language picked (the engine's
// generateCode), read-only in a code editor, with region, endpoint and a copy button.

#include <tablesmith/codegen.h>
#include <tablesmith/operation_request.h>

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QsciScintilla;

namespace tablesmith::gui {

class CodePanel : public QWidget {
    Q_OBJECT
public:
    explicit CodePanel(QWidget *parent = nullptr);

    void setRequest(const OperationRequest &request);
    // The endpoint the program talks to by default (the local endpoint when serving).
    void setEndpoint(const QString &endpoint);
    QString code() const;

private:
    void generate();

    QComboBox *m_language;
    QLineEdit *m_region;
    QLineEdit *m_endpoint;
    QLabel *m_message;
    QsciScintilla *m_editor;
    std::optional<OperationRequest> m_request;
};

} // namespace tablesmith::gui
