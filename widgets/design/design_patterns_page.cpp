#include "design/design_patterns_page.h"
#include "design/design_document.h"

#include <QBrush>
#include <QColor>
#include <QLineEdit>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <boost/json/serialize.hpp>

namespace tablesmith::gui {
namespace {

QString text(const std::string &s) { return QString::fromStdString(s); }

QString verdictText(const design::PatternVerdict &verdict)
{
    if (verdict.access == "Query" && !verdict.index.empty())
        return DesignPatternsPage::tr("Query on index %1").arg(text(verdict.index));
    if (verdict.access == "Query")
        return DesignPatternsPage::tr("Query on the table");
    if (verdict.access == "Scan")
        return DesignPatternsPage::tr("needs a Scan");
    if (verdict.access == "Write")
        return DesignPatternsPage::tr("write by key");
    if (verdict.access == "Stream")
        return DesignPatternsPage::tr("stream");
    if (verdict.access == "Invalid")
        return DesignPatternsPage::tr("refused");
    return text(verdict.access);
}

} // namespace

DesignPatternsPage::DesignPatternsPage(DesignDocument &document, SessionProvider sessions,
                                       QWidget *parent)
    : QWidget(parent), m_document(document), m_sessions(std::move(sessions)), m_runner(this)
{
    auto *layout = new QVBoxLayout(this);
    m_table = new QTableWidget(0, 5, this);
    m_table->setObjectName(QStringLiteral("designAccessPatterns"));
    m_table->setHorizontalHeaderLabels({tr("Access pattern"), tr("Operation"), tr("Served by"),
                                        tr("Key condition"), tr("Why")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    layout->addWidget(m_table);
    m_changes = new QLabel(this);
    m_changes->setWordWrap(true);
    layout->addWidget(m_changes);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add access pattern…"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    auto *runSample = new QPushButton(tr("Run on sample items"), this);
    runSample->setObjectName(QStringLiteral("designRunOnSample"));
    runSample->setToolTip(tr("Runs the selected pattern, its {parameters} taken from the "
                             "sample items, on an in-memory table holding them"));
    auto *runLive = new QPushButton(tr("Run on connection"), this);
    runLive->setObjectName(QStringLiteral("designRunOnConnection"));
    runLive->setToolTip(tr("Runs the selected (reading) pattern on the open connection's table"));
    buttons->addWidget(runSample);
    buttons->addWidget(runLive);
    buttons->addStretch();
    buttons->addWidget(add);
    buttons->addWidget(remove);
    layout->addLayout(buttons);
    m_runSummary = new QLabel(this);
    m_runSummary->setObjectName(QStringLiteral("designRunSummary"));
    m_runSummary->setWordWrap(true);
    m_runSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runItems = new QPlainTextEdit(this);
    m_runItems->setObjectName(QStringLiteral("designRunItems"));
    m_runItems->setReadOnly(true);
    m_runItems->setMaximumHeight(140);
    m_runItems->hide();
    layout->addWidget(m_runSummary);
    layout->addWidget(m_runItems);
    connect(runSample, &QPushButton::clicked, this, [this] { runSelected(false); });
    connect(runLive, &QPushButton::clicked, this, [this] { runSelected(true); });
    connect(add, &QPushButton::clicked, this, &DesignPatternsPage::addPattern);
    connect(remove, &QPushButton::clicked, this, &DesignPatternsPage::removePattern);
}

void DesignPatternsPage::showVerdicts(const std::vector<design::PatternVerdict> &verdicts,
                                      const std::vector<design::VerdictChange> &changes)
{
    m_table->setRowCount(int(verdicts.size()));
    for (int r = 0; r < int(verdicts.size()); ++r) {
        const design::PatternVerdict &verdict = verdicts[std::size_t(r)];
        QString reason = text(verdict.reason);
        if (!verdict.warnings.empty())
            reason += QStringLiteral(" — ") + text(verdict.warnings.front());
        const QString cells[] = {text(verdict.pattern), text(verdict.operation),
                                 verdictText(verdict), text(verdict.keyCondition), reason};
        for (int c = 0; c < 5; ++c) {
            auto *cell = new QTableWidgetItem(cells[c]);
            cell->setToolTip(cells[c]);
            if (c == 2)
                cell->setForeground(QBrush(verdict.servedByKey() ? QColor(0x1b, 0x7f, 0x3b)
                                                                 : QColor(0xb0, 0x00, 0x20)));
            m_table->setItem(r, c, cell);
        }
    }
    m_table->resizeColumnsToContents();
    QStringList lines;
    for (const design::VerdictChange &change : changes) {
        QString what = change.broken() ? tr("broke") : change.fixed() ? tr("fixed") : tr("now");
        lines << tr("%1 \"%2\": %3").arg(what, text(change.pattern), verdictText(change.after));
    }
    if (!lines.isEmpty())
        m_changes->setText(tr("Last edit: %1").arg(lines.join(QStringLiteral("; "))));
}

void DesignPatternsPage::runSelected(bool onConnection, int row)
{
    if (row < 0)
        row = m_table->currentRow();
    const design::DesignTable &table = m_document.table();
    if (row < 0 || row >= int(table.accessPatterns.size())) {
        m_runSummary->setText(tr("Select an access pattern to run."));
        return;
    }
    const design::AccessPattern &pattern = table.accessPatterns[std::size_t(row)];
    if (pattern.operation == "Stream") {
        m_runSummary->setText(tr("\"%1\" is served by the stream: there is nothing to run.")
                                  .arg(text(pattern.name)));
        return;
    }
    Session *session = onConnection && m_sessions ? m_sessions() : nullptr;
    if (onConnection && !session) {
        m_runSummary->setText(tr("No connection is open."));
        return;
    }
    QString where = onConnection ? session->name() : tr("the sample items");
    m_runSummary->setText(tr("Running \"%1\" on %2…").arg(text(pattern.name), where));
    auto done = [this, where](const PatternRun &run) { showRun(run, where); };
    if (session)
        m_runner.runOnSession(*session, table, pattern, done);
    else
        m_runner.runOnSample(table, pattern, done);
}

void DesignPatternsPage::showRun(const PatternRun &run, const QString &where)
{
    if (!run.ok) {
        m_runSummary->setText(tr("\"%1\" on %2 failed: %3").arg(run.pattern, where, run.error));
        m_runItems->hide();
        Q_EMIT runShown(run);
        return;
    }
    QString cost = run.totals.capacityKnown
                       ? tr("%1 %2").arg(run.totals.capacityUnits)
                             .arg(run.write ? tr("WCU") : tr("RCU"))
                       : tr("capacity not reported");
    QString analysis = run.analysis ? text(run.analysis->summary) : QString();
    m_runSummary->setText(tr("\"%1\" on %2: %n item(s) returned of %3 read · %4%5", nullptr,
                             int(run.totals.count))
                              .arg(run.pattern, where)
                              .arg(run.totals.scannedCount)
                              .arg(cost)
                              .arg(analysis.isEmpty() ? QString() : tr(" — %1").arg(analysis)));
    QStringList lines;
    for (const boost::json::value &item : run.items)
        lines << QString::fromStdString(boost::json::serialize(item));
    m_runItems->setPlainText(lines.isEmpty() ? tr("(no items)") : lines.join(QLatin1Char('\n')));
    m_runItems->setToolTip(run.request);
    m_runItems->show();
    Q_EMIT runShown(run);
}

void DesignPatternsPage::addPattern()
{
    bool ok = false;
    QString name = QInputDialog::getText(this, tr("Add access pattern"), tr("Name:"),
                                         QLineEdit::Normal, QString(), &ok);
    if (!ok || name.isEmpty())
        return;
    QString operation = QInputDialog::getItem(
        this, tr("Add access pattern"), tr("Operation:"),
        {QStringLiteral("Query"), QStringLiteral("GetItem"), QStringLiteral("Scan"),
         QStringLiteral("PutItem"), QStringLiteral("UpdateItem"), QStringLiteral("DeleteItem")},
        0, false, &ok);
    if (!ok)
        return;
    QString request = QInputDialog::getMultiLineText(
        this, tr("Add access pattern"), tr("The request (DynamoDB JSON, {parameters} allowed):"),
        QStringLiteral("{\"KeyConditionExpression\": \"PK = :pk\",\n"
                       " \"ExpressionAttributeValues\": {\":pk\": {\"S\": \"USER#{userId}\"}}}"),
        &ok);
    if (!ok)
        return;
    auto parsed = design::parseDesignJson(request.toStdString());
    if (!parsed || !parsed->is_object()) {
        QMessageBox::warning(this, tr("Add access pattern"),
                             parsed ? tr("The request is not a JSON object")
                                    : text(parsed.error().message));
        return;
    }
    design::AccessPattern pattern;
    pattern.name = name.toStdString();
    pattern.operation = operation.toStdString();
    pattern.request = parsed->get_object();
    m_document.insertElement(tr("Add access pattern"), &design::DesignTable::accessPatterns,
                             int(m_document.table().accessPatterns.size()), std::move(pattern));
}

void DesignPatternsPage::removePattern()
{
    int row = m_table->currentRow();
    if (row < 0)
        return;
    m_document.removeElement(tr("Remove access pattern"), &design::DesignTable::accessPatterns,
                             row);
}

} // namespace tablesmith::gui
