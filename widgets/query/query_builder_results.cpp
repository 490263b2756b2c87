// QueryBuilder: the results pane — the item grid's model, view and delegate in the partition
// view or the column view, the run's summary, the raw response, and Export of the items read
// so far (every page fetched) in the formats a table exports to.

#include "query/query_builder.h"

#include "editor/json_editor.h"
#include "grid/partition_delegate.h"
#include "grid/table_items_model.h"
#include "query/request_json.h"
#include "transfer/export_dialog.h"

#include <QButtonGroup>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace tablesmith::gui {

QWidget *QueryBuilder::buildResults()
{
    m_outputTabs = new QTabWidget(this);
    auto *results = new QWidget(m_outputTabs);
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    m_summary = new QLabel(tr("Not run yet."), results);
    m_summary->setObjectName(QStringLiteral("runSummary"));
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setWordWrap(true);
    m_resultsView = new QTableView(results);
    m_resultsView->setObjectName(QStringLiteral("resultsView"));
    m_resultsView->setAccessibleName(tr("Results"));
    m_resultsView->setItemDelegate(new PartitionDelegate(m_resultsView));
    m_resultsView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_resultsView->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_resultsView->verticalHeader()->hide();
    // Uniform row heights, as in the table's grid: the view never measures rows.
    m_resultsView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_resultsView->verticalHeader()->setDefaultSectionSize(
        m_resultsView->fontMetrics().height() + 8);
    m_resultsView->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_resultsView->horizontalHeader()->setStretchLastSection(true);
    m_resultsView->horizontalHeader()->setSectionsMovable(true);
    // Fitting columns reads the first rows only: a 1,000-item page must not build 1,000 texts.
    m_resultsView->horizontalHeader()->setResizeContentsPrecision(50);
    m_resultsView->setShowGrid(false);
    m_resultsView->setWordWrap(false);
    layout->addWidget(buildResultsBar(results));
    layout->addWidget(m_resultsView, 1);
    layout->addWidget(m_summary);
    m_outputTabs->addTab(results, tr("Results"));
    m_response = new JsonEditor(m_outputTabs);
    m_response->setObjectName(QStringLiteral("responseView"));
    m_response->setReadOnly(true);
    m_outputTabs->addTab(m_response, tr("Response"));
    // The last page's response is written out only when looked at: a 1,000-item page is
    // hundreds of kilobytes of text to lay out.
    connect(m_outputTabs, &QTabWidget::currentChanged, this, &QueryBuilder::showResponse);
    addInsightTabs();
    updateActions();
    return m_outputTabs;
}

QWidget *QueryBuilder::buildResultsBar(QWidget *parent)
{
    auto *bar = new QWidget(parent);
    m_partitionViewButton = new QToolButton(bar);
    m_partitionViewButton->setText(tr("Partition view"));
    m_partitionViewButton->setToolTip(
        tr("Items grouped by partition, attributes as name and value"));
    m_columnViewButton = new QToolButton(bar);
    m_columnViewButton->setObjectName(QStringLiteral("columnViewButton"));
    m_columnViewButton->setText(tr("Columns"));
    m_columnViewButton->setToolTip(tr("One column per attribute name"));
    auto *group = new QButtonGroup(bar);
    for (QToolButton *button : {m_partitionViewButton, m_columnViewButton}) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        group->addButton(button);
    }
    m_partitionViewButton->setChecked(true);
    connect(m_columnViewButton, &QToolButton::toggled, this, &QueryBuilder::setColumnView);
    m_exportButton = new QPushButton(tr("Export…"), bar);
    m_exportButton->setObjectName(QStringLiteral("exportResultsButton"));
    m_exportButton->setToolTip(tr("Write the items read so far (every page fetched) as "
                                  "DynamoDB JSON lines, a JSON array or CSV"));
    connect(m_exportButton, &QPushButton::clicked, this, &QueryBuilder::exportResults);
    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_partitionViewButton);
    layout->addWidget(m_columnViewButton);
    layout->addStretch();
    layout->addWidget(m_exportButton);
    return bar;
}

void QueryBuilder::setColumnView(bool columns)
{
    m_columnView = columns;
    const QSignalBlocker blocker(m_columnViewButton);
    m_columnViewButton->setChecked(columns);
    m_partitionViewButton->setChecked(!columns);
    if (!m_results)
        return;
    m_results->setViewMode(columns ? TableItemsModel::ViewMode::Columns
                                   : TableItemsModel::ViewMode::Partitions);
    fitResultColumns();
}

void QueryBuilder::showResultsModel()
{
    if (m_columnView)
        m_results->setViewMode(TableItemsModel::ViewMode::Columns);
    m_resultsView->setModel(m_results);
}

void QueryBuilder::fitResultColumns()
{
    m_resultsView->resizeColumnsToContents();
    // Fitting sized the last column too; in the partition view it fills the rest of the view
    // again, in the column view every column keeps its width (as in the table's grid).
    auto *header = m_resultsView->horizontalHeader();
    header->setStretchLastSection(false);
    header->setStretchLastSection(!m_columnView);
}

void QueryBuilder::showPageItems(boost::json::array items)
{
    if (!m_results || items.empty())
        return;
    const bool first = m_results->rowCount() == 0;
    m_results->appendItems(std::move(items));
    if (first)
        fitResultColumns();
    updateActions();
}

boost::json::array QueryBuilder::resultItems() const
{
    boost::json::array items;
    if (!m_results)
        return items;
    items.reserve(std::size_t(m_results->rowCount()));
    for (int row = 0; row < m_results->rowCount(); ++row)
        items.push_back(m_results->item(row));
    return items;
}

ExportDialog *QueryBuilder::exportResults()
{
    if (!m_results || m_results->rowCount() == 0 || !m_session)
        return nullptr;
    const QString table = m_results->tableName();
    std::vector<ExportKey> keys;
    if (const CatalogTable *described = m_catalog.table(table)) {
        const TableSummary &summary = described->summary;
        keys.push_back({summary.keys.partitionKey, summary.partitionKeyType.toStdString()});
        if (summary.keys.hasSortKey())
            keys.push_back({summary.keys.sortKey, summary.sortKeyType.toStdString()});
    }
    auto *dialog = new ExportDialog(*m_session, table, quint64(m_results->rowCount()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setItems(resultItems(), std::move(keys));
    dialog->setPath(QDir::home().filePath(
        (table.isEmpty() ? QStringLiteral("results") : table + QStringLiteral("-results"))
        + QStringLiteral(".jsonl")));
    dialog->show();
    return dialog;
}

} // namespace tablesmith::gui
