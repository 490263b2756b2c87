// The query builder's Explain and Code tabs: what the engine says of the request as the text
// holds it — how DynamoDB will serve it, what a run read against what it returned, and the
// request as a complete program. Qt only presents; plan, analysis and code are engine calls.

#include "query/code_panel.h"
#include "query/explain_panel.h"
#include "query/query_builder.h"

#include "editor/json_editor.h"

#include <boost/json/parse.hpp>

#include <QLabel>
#include <QTabWidget>

namespace tablesmith::gui {
namespace {

// The descriptions the plan is judged against: every table the catalogue knows.
TableDescriptions catalogDescriptions(const FormCatalog &catalog)
{
    TableDescriptions tables;
    for (const CatalogTable &table : catalog.tables())
        tables.push_back(table.description);
    return tables;
}

} // namespace

void QueryBuilder::addInsightTabs()
{
    m_explain = new ExplainPanel(m_outputTabs);
    m_explain->setObjectName(QStringLiteral("explainPanel"));
    m_outputTabs->addTab(m_explain, tr("Explain"));
    m_code = new CodePanel(m_outputTabs);
    m_code->setObjectName(QStringLiteral("codePanel"));
    m_outputTabs->addTab(m_code, tr("Code"));
    connect(this, &QueryBuilder::requestChanged, this, &QueryBuilder::updateInsights);
}

std::optional<OperationRequest> QueryBuilder::textRequest() const
{
    const QByteArray utf8 = requestText().toUtf8();
    boost::system::error_code ec;
    boost::json::value parsed = boost::json::parse({utf8.constData(), std::size_t(utf8.size())},
                                                   ec);
    if (ec || !parsed.is_object())
        return std::nullopt;
    return OperationRequest{std::string(builder::operationName(m_operation)),
                            std::move(parsed.get_object())};
}

void QueryBuilder::updateInsights()
{
    const std::optional<OperationRequest> request = textRequest();
    if (!request)
        return;
    m_explain->explain(*request, catalogDescriptions(m_catalog));
    m_code->setRequest(*request);
}

void QueryBuilder::analyzeRunTotals()
{
    if (!m_runRequest)
        return;
    const OperationRequest run{m_runOperation.toStdString(), *m_runRequest};
    const QString analysis = m_explain->analyze(run, m_runTotals,
                                                catalogDescriptions(m_catalog));
    // Where the user looks after a run; the Explain tab says why and what would serve better.
    if (!analysis.isEmpty())
        m_summary->setText(m_summary->text() + QStringLiteral("\n")
                           + tr("%1 — see Explain").arg(analysis));
}

} // namespace tablesmith::gui
