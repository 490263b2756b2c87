#pragma once
// The designer's access patterns with their live verdicts: GetItem / Query on the table /
// Query on index X / a write by key / needs a Scan, with the key condition and the reason,
// re-checked after every edit, and what the last edit broke or fixed.

#include <tablesmith/design_check.h>

#include <QWidget>

class QLabel;
class QTableWidget;

namespace tablesmith::gui {

class DesignDocument;

class DesignPatternsPage : public QWidget {
    Q_OBJECT
public:
    explicit DesignPatternsPage(DesignDocument &document, QWidget *parent = nullptr);
    void showVerdicts(const std::vector<design::PatternVerdict> &verdicts,
                      const std::vector<design::VerdictChange> &changes);

private:
    void addPattern();
    void removePattern();

    DesignDocument &m_document;
    QTableWidget *m_table = nullptr;
    QLabel *m_changes = nullptr;
};

} // namespace tablesmith::gui
