#pragma once
// ExplainPanel: how DynamoDB will serve the request as built (the engine's planAccess, from
// the table descriptions alone), and after a run what it read against what it returned and
// what would serve it better (analyzeRun). Qt only presents; the verdicts are the engine's.

#include <tablesmith/access_plan.h>
#include <tablesmith/operation_request.h>
#include <tablesmith/run_analysis.h>

#include <QWidget>

class QTextBrowser;

namespace tablesmith::gui {

class ExplainPanel : public QWidget {
    Q_OBJECT
public:
    explicit ExplainPanel(QWidget *parent = nullptr);

    // Before running: the plan of `request` against `tables`.
    void explain(const OperationRequest &request, const TableDescriptions &tables);
    // After running: what the pages summed to in `totals`.
    // Returns the analysis' one-line summary ("read 7 items to return 1 — …"), empty if none.
    QString analyze(const OperationRequest &request, const RunTotals &totals,
                    const TableDescriptions &tables);
    QString planText() const { return m_planHtml; }
    QString analysisText() const { return m_analysisHtml; }

private:
    void show();

    QTextBrowser *m_view;
    QString m_planHtml;
    QString m_analysisHtml;
};

} // namespace tablesmith::gui
