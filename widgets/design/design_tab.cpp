#include "design/design_tab.h"
#include "design/cost_estimate_view.h"
#include "design/partition_heat_view.h"
#include "design/design_entities_page.h"
#include "design/design_indexes_page.h"
#include "design/design_items_page.h"
#include "design/design_patterns_page.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QToolButton *button(const QString &text, QWidget *parent)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

DesignTab::DesignTab(design::Design design, QString path, SessionProvider sessions,
                     QWidget *parent)
    : QWidget(parent),
      m_document(new DesignDocument(std::move(design), std::move(path), this))
{
    setObjectName(QStringLiteral("designTab"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(toolBar());
    m_pages = new QTabWidget(this);
    m_entities = new DesignEntitiesPage(*m_document, m_pages);
    m_indexes = new DesignIndexesPage(*m_document, sessions, m_pages);
    m_items = new DesignItemsPage(*m_document, m_pages);
    m_patterns = new DesignPatternsPage(*m_document, sessions, m_pages);
    m_heat = new PartitionHeatView(*m_document, m_pages);
    m_cost = new CostEstimateView(*m_document, m_pages);
    m_pages->addTab(m_entities, tr("Entity types"));
    m_pages->addTab(m_indexes, tr("Indexes"));
    m_pages->addTab(m_items, tr("Sample items"));
    m_pages->addTab(m_patterns, tr("Access patterns"));
    m_pages->addTab(m_heat, tr("Partitions"));
    m_pages->addTab(m_cost, tr("Capacity and cost"));
    layout->addWidget(m_pages);
    connect(m_document, &DesignDocument::tableChanged, this, &DesignTab::onTableChanged);
    m_verdicts = design::checkAccessPatterns(m_document->table());
    onTableChanged();
}

QWidget *DesignTab::toolBar()
{
    auto *bar = new QWidget(this);
    auto *row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    m_tables = new QComboBox(bar);
    for (const design::DesignTable &table : m_document->design().tables)
        m_tables->addItem(QString::fromStdString(table.name));
    QUndoStack *undo = m_document->undoStack();
    auto *undoButton = button(tr("Undo"), bar);
    auto *redoButton = button(tr("Redo"), bar);
    auto *saveButton = button(tr("Save"), bar);
    auto *exportButton = button(tr("Export…"), bar);
    undoButton->setEnabled(false);
    redoButton->setEnabled(false);
    row->addWidget(new QLabel(tr("Table"), bar));
    row->addWidget(m_tables);
    row->addStretch();
    for (QToolButton *b : {undoButton, redoButton, saveButton, exportButton})
        row->addWidget(b);
    connect(m_tables, &QComboBox::currentIndexChanged, m_document,
            &DesignDocument::setTableIndex);
    connect(undoButton, &QToolButton::clicked, undo, &QUndoStack::undo);
    connect(redoButton, &QToolButton::clicked, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, undoButton, &QToolButton::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, redoButton, &QToolButton::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, undoButton, [undoButton](const QString &text) {
        undoButton->setToolTip(text);
    });
    connect(saveButton, &QToolButton::clicked, this, &DesignTab::save);
    connect(exportButton, &QToolButton::clicked, this, &DesignTab::exportAs);
    return bar;
}

void DesignTab::showPage(int page) { m_pages->setCurrentIndex(page); }

void DesignTab::onTableChanged()
{
    std::vector<design::PatternVerdict> verdicts = design::checkAccessPatterns(m_document->table());
    std::vector<design::VerdictChange> changes = design::verdictChanges(m_verdicts, verdicts);
    m_verdicts = std::move(verdicts);
    m_entities->refresh();
    m_indexes->refresh(m_verdicts);
    m_items->refresh();
    m_patterns->showVerdicts(m_verdicts, changes);
    m_heat->refresh();
    m_cost->refresh();
}

bool DesignTab::save()
{
    if (m_document->path().isEmpty())
        return saveAs();
    QString path = m_document->path();
    design::DesignFormat format = design::designFormatFromPath(path.toStdString());
    Status saved = design::saveDesign(m_document->design(), path.toStdString(), format);
    if (!saved) {
        QMessageBox::warning(this, tr("Save design"),
                             QString::fromStdString(saved.error().message));
        return false;
    }
    m_document->undoStack()->setClean();
    if (format == design::DesignFormat::Workbench)
        warnWorkbenchLosses();
    return true;
}

bool DesignTab::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save design"), m_document->title(),
        tr("Tablesmith designs (*.tsdesign);;NoSQL Workbench models (*.model.json)"));
    if (path.isEmpty())
        return false;
    m_document->setPath(path);
    Q_EMIT titleChanged(m_document->title());
    return save();
}

void DesignTab::exportAs()
{
    QString selected;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export design"), QString(),
        tr("CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;"
           "NoSQL Workbench model (*.model.json)"),
        &selected);
    if (path.isEmpty())
        return;
    design::DesignFormat format = selected.contains(QLatin1String("YAML"))
                                    ? design::DesignFormat::CloudFormationYaml
                                : selected.contains(QLatin1String("Workbench"))
                                    ? design::DesignFormat::Workbench
                                    : design::DesignFormat::CloudFormationJson;
    Status saved = design::saveDesign(m_document->design(), path.toStdString(), format);
    if (!saved)
        QMessageBox::warning(this, tr("Export design"),
                             QString::fromStdString(saved.error().message));
    else if (format == design::DesignFormat::Workbench)
        warnWorkbenchLosses();
}

void DesignTab::warnWorkbenchLosses()
{
    QStringList losses;
    for (const std::string &loss : design::workbenchLosses(m_document->design()))
        losses << QString::fromStdString(loss);
    if (!losses.isEmpty())
        QMessageBox::warning(this, tr("NoSQL Workbench model"),
                             tr("The model is saved, but NoSQL Workbench cannot hold all "
                                "of the design. Save as a Tablesmith design to keep it.\n\n%1").arg(losses.join(QLatin1Char('\n'))));
}

} // namespace tablesmith::gui
