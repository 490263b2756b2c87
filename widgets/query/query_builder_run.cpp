// QueryBuilder: running the request, paging and showing what came back.

#include "query/query_builder.h"

#include "editor/json_editor.h"
#include "grid/table_items_model.h"
#include "query/operation_form_widget.h"
#include "query/operation_library.h"
#include "query/request_json.h"

#include <boost/json/parse.hpp>

#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>

namespace tablesmith::gui {
namespace {

// Asks for the values of a saved operation's {parameters}; empty optional when cancelled.
std::optional<std::vector<std::pair<std::string, std::string>>>
askParameters(QWidget *parent, const std::vector<std::string> &names)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Run with values"));
    auto *layout = new QFormLayout(&dialog);
    std::vector<QLineEdit *> edits;
    for (const auto &name : names) {
        auto *edit = new QLineEdit(&dialog);
        edit->setObjectName(QString::fromStdString(name));
        layout->addRow(QString::fromStdString(name), edit);
        edits.push_back(edit);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel,
                                         &dialog);
    layout->addRow(buttons);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    std::vector<std::pair<std::string, std::string>> values;
    for (std::size_t i = 0; i < names.size(); ++i)
        values.emplace_back(names[i], edits[i]->text().toStdString());
    return values;
}

// The request's key schema for the grid: the table's keys when known, else the item's.
KeySchema gridKeys(const FormCatalog &catalog, const QString &table)
{
    if (const CatalogTable *found = catalog.table(table))
        return found->summary.keys;
    return {};
}

} // namespace

void QueryBuilder::openOperation(const QString &operation, const QString &text, bool runIt)
{
    if (auto op = builder::operationFromName(operation.toStdString()))
        setOperation(*op);
    QString request = text;
    const QByteArray utf8 = text.toUtf8();
    const auto names = builder::operationParameters({utf8.constData(), std::size_t(utf8.size())});
    if (runIt && !names.empty()) {
        const auto values = askParameters(this, names);
        if (!values)
            return;
        request = QString::fromStdString(
            builder::substituteParameters({utf8.constData(), std::size_t(utf8.size())}, *values));
    }
    setRequestText(request);
    if (runIt)
        run();
}

void QueryBuilder::run()
{
    if (m_running || !m_session)
        return;
    if (m_textTimer->isActive()) { // typed just now: the form catches up first
        m_textTimer->stop();
        applyText();
    }
    if (!m_textOnly && !m_fieldErrors.empty()) {
        m_textMessage->setStyleSheet(QStringLiteral("color: #dc2626;"));
        m_textMessage->setText(tr("Fix the marked fields first: %1")
                                   .arg(QString::fromStdString(m_fieldErrors.front().message)));
        return;
    }
    startRun(false);
}

void QueryBuilder::nextPage()
{
    if (!m_running && m_pages.hasMore() && m_runRequest)
        startRun(true);
}

void QueryBuilder::allPages()
{
    if (m_running || !m_pages.hasMore() || !m_runRequest)
        return;
    m_allPages = true;
    startRun(true);
}

void QueryBuilder::cancel()
{
    if (!m_running)
        return;
    m_cancel.cancel();
    // The page in flight is let finish; its reply is dropped.
    ++m_generation;
    finishRun(true, tr("cancelled"));
}

void QueryBuilder::startRun(bool continuing)
{
    boost::json::object request;
    if (continuing) {
        request = *m_runRequest;
        if (m_pages.lastEvaluatedKey)
            request["ExclusiveStartKey"] = *m_pages.lastEvaluatedKey;
        if (!m_pages.nextToken.isEmpty())
            request["NextToken"] = m_pages.nextToken.toStdString();
    } else {
        showDiagnostic();
        const QByteArray utf8 = requestText().toUtf8();
        boost::system::error_code ec;
        auto parsed = boost::json::parse({utf8.constData(), std::size_t(utf8.size())}, ec);
        if (ec || !parsed.is_object())
            return;
        request = parsed.get_object();
        m_runRequest = request;
        m_runOperation = QString::fromStdString(std::string(builder::operationName(m_operation)));
        m_pages = {};
        m_runTotals = {};
        m_allPages = false;
        delete m_results;
        m_results = new TableItemsModel(*m_session, resultTable(),
                                        gridKeys(m_catalog, resultTable()), this);
        m_results->setPagedByCaller(true);
        showResultsModel();
    }
    m_cancel = CancellationToken();
    m_running = true;
    updateActions();
    requestPage(std::move(request), ++m_generation);
}

void QueryBuilder::requestPage(boost::json::object request, quint64 generation)
{
    m_summary->setText(m_pages.pages == 0 ? tr("Running…")
                                          : m_pages.summary() + tr(" · reading the next page…"));
    m_session->call(m_runOperation, std::move(request), this,
                    [this, generation](const CallReply &reply) { onPage(reply, generation); });
}

void QueryBuilder::onPage(const CallReply &reply, quint64 generation)
{
    if (generation != m_generation)
        return; // cancelled, or a newer run started
    if (!reply.ok()) {
        const QString error = QStringLiteral("%1: %2").arg(reply.error->name,
                                                           reply.error->message);
        m_summary->setText(error);
        m_lastResponse = boost::json::object{{"__type", reply.error->name.toStdString()},
                                             {"message", reply.error->message.toStdString()}};
        m_responseShown = false;
        showResponse();
        finishRun(false, error);
        return;
    }
    addPage(m_runTotals, reply.response);
    showPageItems(m_pages.add(m_runOperation, reply.response, reply.elapsedMs));
    m_lastResponse = reply.response;
    m_responseShown = false;
    showResponse();
    m_summary->setText(m_pages.summary());
    if (m_allPages && m_pages.hasMore() && !m_cancel.isCancelled()) {
        boost::json::object request = *m_runRequest;
        if (m_pages.lastEvaluatedKey)
            request["ExclusiveStartKey"] = *m_pages.lastEvaluatedKey;
        if (!m_pages.nextToken.isEmpty())
            request["NextToken"] = m_pages.nextToken.toStdString();
        requestPage(std::move(request), m_generation);
        return;
    }
    finishRun(true, m_pages.summary());
}

void QueryBuilder::showResponse()
{
    if (m_outputTabs->currentWidget() != m_response || m_responseShown)
        return;
    m_responseShown = true;
    m_response->setText(requestJsonText(m_lastResponse));
}

void QueryBuilder::finishRun(bool ok, const QString &outcome)
{
    m_running = false;
    m_allPages = false;
    updateActions();
    if (m_pages.pages <= 1 && m_runRequest)
        m_library->addHistory({QDateTime::currentDateTime(), m_runOperation,
                               requestJsonText(*m_runRequest), outcome});
    if (ok && m_pages.hasMore())
        m_summary->setText(m_pages.summary() + tr(" — Next page or All pages reads on"));
    if (ok)
        analyzeRunTotals();
    Q_EMIT runFinished(ok);
}

} // namespace tablesmith::gui
