#pragma once
// The Lambda filter editor: up to five patterns (ORed, as one event source mapping holds
// them), each checked while typing by the engine: the error Lambda would refuse it for and the
// pitfalls that make it never match, each underlined at its position and listed below.

#include <QDialog>
#include <QStringList>

class QDialogButtonBox;
class QListWidget;
class QTabWidget;
class QTimer;

namespace tablesmith::gui {

class JsonEditor;

class FilterPatternDialog : public QDialog {
    Q_OBJECT
public:
    explicit FilterPatternDialog(QWidget *parent = nullptr);

    void setPatterns(const QStringList &patterns);
    QStringList patterns() const; // non-empty texts, in tab order
    // The stream's view type, for the checks that know which images its records carry.
    void setStreamViewType(const QString &viewType);
    // The current tab's findings as "offset: message", for tests.
    QStringList findings() const;

    // The ecommerce notification trigger: MODIFYs of orders (status compared in the handler).
    static QString orderStatusExample();

private:
    JsonEditor *addPattern(const QString &text);
    void removeCurrentPattern();
    void checkCurrent();
    JsonEditor *currentEditor() const;

    QTabWidget *m_tabs = nullptr;
    QListWidget *m_findings = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QTimer *m_checkTimer = nullptr;
    QString m_viewType;
};

} // namespace tablesmith::gui
