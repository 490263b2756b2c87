#pragma once
// The designer's access patterns with their live verdicts: GetItem / Query on the table /
// Query on index X / a write by key / needs a Scan, with the key condition and the reason,
// re-checked after every edit, and what the last edit broke or fixed. One click runs the
// selected pattern on the sample items or on the open connection and shows the items, read vs
// returned and the cost.

#include <tablesmith/design_check.h>

#include "design/pattern_runner.h"

#include <QWidget>

#include <functional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace tablesmith::gui {

class DesignDocument;

class DesignPatternsPage : public QWidget {
    Q_OBJECT
public:
    using SessionProvider = std::function<Session *()>;
    DesignPatternsPage(DesignDocument &document, SessionProvider sessions,
                       QWidget *parent = nullptr);
    void showVerdicts(const std::vector<design::PatternVerdict> &verdicts,
                      const std::vector<design::VerdictChange> &changes);
    // Runs the selected pattern (row `row` when given); the result shows below the table.
    void runSelected(bool onConnection, int row = -1);

Q_SIGNALS:
    void runShown(const tablesmith::gui::PatternRun &run);

private:
    void addPattern();
    void removePattern();
    void showRun(const PatternRun &run, const QString &where);

    DesignDocument &m_document;
    SessionProvider m_sessions;
    PatternRunner m_runner;
    QTableWidget *m_table = nullptr;
    QLabel *m_changes = nullptr;
    QLabel *m_runSummary = nullptr;
    QPlainTextEdit *m_runItems = nullptr;
};

} // namespace tablesmith::gui
