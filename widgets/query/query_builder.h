#pragma once
// QueryBuilder: the query builder's page (issue 14). An operation built in a form or typed as
// DynamoDB JSON — the two stay in step through the engine's request builder — run through the
// Session (never on the UI thread), its items shown in the item grid's model and delegate, with
// paging (next page; all pages with progress and Cancel) and what the run returned and cost.
// Saved operations with {parameters} and a history live beside the form.

#include "query/form_catalog.h"
#include "query/run_pages.h"
#include "session/session.h"

#include <tablesmith/request_builder.h>
#include <tablesmith/run_analysis.h>

#include <QPointer>
#include <QSet>
#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;
class QToolButton;

namespace tablesmith::gui {

class CodePanel;
class ExplainPanel;
class ExportDialog;
class JsonEditor;
class OperationFormWidget;
class OperationLibrary;
class TableItemsModel;

class QueryBuilder : public QWidget {
    Q_OBJECT
public:
    QueryBuilder(Session &session, const QString &tableName, QWidget *parent = nullptr);
    ~QueryBuilder() override;

    Session &session() const { return *m_session; }
    builder::Operation operation() const { return m_operation; }
    void setOperation(builder::Operation operation);
    // The request as the text shows it (what Run sends).
    QString requestText() const;
    // Replaces the text; the form follows where it can.
    void setRequestText(const QString &text);
    OperationFormWidget *form() const { return m_form; }
    JsonEditor *requestEditor() const { return m_editor; }
    TableItemsModel *resultsModel() const { return m_results; }
    const RunPages &runPages() const { return m_pages; }
    const FormCatalog &catalog() const { return m_catalog; }
    OperationLibrary *library() const { return m_library; }
    // The form's field errors of the last render (empty when the text is edited directly).
    const std::vector<builder::FieldError> &fieldErrors() const { return m_fieldErrors; }
    bool isRunning() const { return m_running; }
    QTableView *resultsView() const { return m_resultsView; }
    // The results in the item grid's partition view (grouped by partition) or column view.
    void setColumnView(bool columns);
    bool isColumnView() const { return m_columnView; }
    // Every item read so far (all pages fetched), in the order shown.
    boost::json::array resultItems() const;
    // Opens the export dialog on resultItems(); null when there is nothing to export.
    ExportDialog *exportResults();

    void run();
    void nextPage();
    void allPages();
    void cancel();
    // Loads `text` (a saved operation, maybe with {parameters}); asks for parameter values
    // and runs it when `run` is true.
    void openOperation(const QString &operation, const QString &text, bool run);

Q_SIGNALS:
    // The last page of a run arrived (or the run failed, or was cancelled).
    void runFinished(bool ok);
    // The form or the text changed the request.
    void requestChanged();
    void catalogChanged();

private:
    QWidget *buildToolbar();
    // The results pane (query_builder_results.cpp).
    QWidget *buildResults();
    QWidget *buildResultsBar(QWidget *parent);
    void showResultsModel();
    void fitResultColumns();
    void loadCatalog(const QString &tableName);
    void sampleTable(const QString &tableName);
    void renderRequest();
    void onTextEdited();
    void applyText();
    void showDiagnostic();
    void startRun(bool continuing);
    void requestPage(boost::json::object request, quint64 generation);
    void onPage(const CallReply &reply, quint64 generation);
    void finishRun(bool ok, const QString &outcome);
    void showPageItems(boost::json::array items);
    void showResponse();
    // Explain and Code (query_builder_insights.cpp): the engine's plan, after-run analysis
    // and generated program for the request as the text holds it.
    void addInsightTabs();
    std::optional<OperationRequest> textRequest() const;
    void updateInsights();
    void analyzeRunTotals();
    void updateActions();
    void saveOperation();
    QString resultTable() const;

    QPointer<Session> m_session;
    builder::Operation m_operation = builder::Operation::Query;
    FormCatalog m_catalog;
    QComboBox *m_operationPicker = nullptr;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_nextButton = nullptr;
    QPushButton *m_allButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    OperationFormWidget *m_form = nullptr;
    OperationLibrary *m_library = nullptr;
    JsonEditor *m_editor = nullptr;
    QLabel *m_textMessage = nullptr;
    QTabWidget *m_outputTabs = nullptr;
    QTableView *m_resultsView = nullptr;
    TableItemsModel *m_results = nullptr;
    QToolButton *m_partitionViewButton = nullptr;
    QToolButton *m_columnViewButton = nullptr;
    QPushButton *m_exportButton = nullptr;
    bool m_columnView = false;
    JsonEditor *m_response = nullptr;
    ExplainPanel *m_explain = nullptr;
    CodePanel *m_code = nullptr;
    RunTotals m_runTotals;
    boost::json::object m_lastResponse;
    bool m_responseShown = false;
    QLabel *m_summary = nullptr;
    QTimer *m_textTimer = nullptr;
    std::vector<builder::FieldError> m_fieldErrors;
    QSet<QString> m_sampled; // tables whose items were sampled for completion
    bool m_rendering = false;
    bool m_textOnly = false; // the text says what the form cannot show

    // The run in progress: the request as first sent, and its pages so far.
    RunPages m_pages;
    std::optional<boost::json::object> m_runRequest;
    QString m_runOperation;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_allPages = false;
    CancellationToken m_cancel;
};

} // namespace tablesmith::gui
