#include "query/explain_panel.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QString html(const std::string &text)
{
    return QString::fromStdString(text).toHtmlEscaped();
}

QString kindColor(AccessKind kind)
{
    switch (kind) {
    case AccessKind::GetItem: case AccessKind::Write: case AccessKind::ConditionCheck:
        return QStringLiteral("#16a34a");
    case AccessKind::Query:
        return QStringLiteral("#2563eb");
    case AccessKind::Scan:
        return QStringLiteral("#dc2626");
    default:
        return QStringLiteral("#7c3aed");
    }
}

QString stepHtml(const AccessStep &step)
{
    QString where = html(step.tableName);
    if (!step.indexName.empty())
        where = QObject::tr("index %1 of %2").arg(html(step.indexName), where);
    QString line = QStringLiteral("<li><b>%1</b> %2").arg(
        html(std::string(accessKindName(step.kind))), where);
    if (!step.keyCondition.empty())
        line += QStringLiteral(" — <code>%1</code>").arg(html(step.keyCondition));
    if (step.filtered)
        line += QObject::tr(" · filtered after reading");
    if (step.totalSegments > 0)
        line += QObject::tr(" · segment %1 of %2").arg(step.segment).arg(step.totalSegments);
    if (!step.indexesWritten.empty()) {
        QStringList indexes;
        for (const auto &index : step.indexesWritten)
            indexes << html(index);
        line += QObject::tr(" · also writes %1").arg(indexes.join(QStringLiteral(", ")));
    }
    return line + QStringLiteral("</li>");
}

QString warningsHtml(const std::vector<AccessWarning> &warnings)
{
    QString out;
    for (const auto &warning : warnings)
        out += QStringLiteral("<li style='color:#b45309'>%1</li>").arg(html(warning.message));
    return out.isEmpty() ? out : QStringLiteral("<ul>%1</ul>").arg(out);
}

// Explain fails only where the service would refuse the request: say so, with the exception
// the call would raise, so a refusal does not read as a fault of the builder.
QString refusalHtml(const Error &error)
{
    return QStringLiteral("<h3 style='color:#dc2626'>%1</h3><p><b>%2</b>: %3</p>")
        .arg(QObject::tr("DynamoDB refuses this request"),
             html(std::string(errorName(error.kind))), html(error.message));
}

} // namespace

ExplainPanel::ExplainPanel(QWidget *parent) : QWidget(parent), m_view(new QTextBrowser(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view->setObjectName(QStringLiteral("explainView"));
    m_view->setOpenLinks(false);
    layout->addWidget(m_view);
}

void ExplainPanel::explain(const OperationRequest &request, const TableDescriptions &tables)
{
    auto plan = planAccess(request, tables);
    if (!plan) {
        m_planHtml = refusalHtml(plan.error());
    } else {
        QString steps;
        for (const auto &step : plan->steps)
            steps += stepHtml(step);
        m_planHtml = QStringLiteral("<h3 style='color:%1'>%2</h3><p>%3</p><ul>%4</ul>%5")
                         .arg(kindColor(plan->kind), html(plan->summary), html(plan->reason),
                              steps, warningsHtml(plan->warnings));
    }
    m_analysisHtml.clear();
    show();
}

QString ExplainPanel::analyze(const OperationRequest &request, const RunTotals &totals,
                              const TableDescriptions &tables)
{
    auto analysis = analyzeRun(request, totals, tables);
    if (!analysis) {
        m_analysisHtml.clear();
        show();
        return {};
    }
    m_analysisHtml = QStringLiteral("<h3>%1</h3><p><b>%2</b></p>%3")
                         .arg(tr("After the run"), html(analysis->summary),
                              warningsHtml(analysis->findings));
    if (const auto &index = analysis->suggestedIndex) {
        QString keys = html(index->partitionKey) + QStringLiteral(" (")
            + html(index->partitionKeyType) + QStringLiteral(")");
        if (!index->sortKey.empty())
            keys += QStringLiteral(", ") + html(index->sortKey) + QStringLiteral(" (")
                + html(index->sortKeyType) + QStringLiteral(")");
        m_analysisHtml += tr("<p>Suggested index <b>%1</b>: keys %2, projection %3. %4</p>")
                              .arg(html(index->indexName), keys, html(index->projectionType),
                                   html(index->reason));
    }
    show();
    return QString::fromStdString(analysis->summary);
}

void ExplainPanel::show()
{
    m_view->setHtml(m_planHtml + m_analysisHtml);
}

} // namespace tablesmith::gui
