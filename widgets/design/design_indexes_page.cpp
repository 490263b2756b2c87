#include "design/design_indexes_page.h"
#include "common/count_text.h"
#include "design/design_apply.h"
#include "design/design_document.h"
#include "design/gsi_editor.h"
#include "design/gsi_preview.h"
#include "design/multi_attribute_view.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

namespace tablesmith::gui {

namespace {

// The first "GSI<n>" no index of the table is called: DynamoDB needs each name once, and the
// page finds the index it shows by name. Counting the indexes repeats a name after a removal.
std::string unusedIndexNumber(const design::DesignTable &table)
{
    for (int n = 1;; ++n) {
        std::string number = std::to_string(n);
        if (!table.index("GSI" + number))
            return number;
    }
}

} // namespace

DesignIndexesPage::DesignIndexesPage(DesignDocument &document, SessionProvider sessions,
                                     QWidget *parent)
    : QWidget(parent), m_document(document), m_sessions(std::move(sessions))
{
    auto *layout = new QHBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    auto *left = new QWidget(splitter);
    auto *leftLayout = new QVBoxLayout(left);
    m_list = new QListWidget(left);
    m_list->setObjectName(QStringLiteral("designIndexes"));
    auto *add = new QPushButton(tr("Add index"), left);
    auto *remove = new QPushButton(tr("Remove"), left);
    m_editor = new GsiEditor(left);
    m_apply = new QPushButton(tr("Apply to connection"), left);
    m_apply->setToolTip(tr("Creates the index on the open connection's table (UpdateTable), or "
                           "the table with its sample items when it does not exist"));
    m_progress = new QProgressBar(left);
    m_progress->hide();
    m_nameProblem = new QLabel(left);
    m_nameProblem->setObjectName(QStringLiteral("gsiNameProblem"));
    m_nameProblem->setWordWrap(true);
    m_nameProblem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_nameProblem->hide();
    m_applyStatus = new QLabel(left);
    m_applyStatus->setObjectName(QStringLiteral("designApplyStatus"));
    m_applyStatus->setWordWrap(true);
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(add);
    listButtons->addWidget(remove);
    leftLayout->addWidget(m_list, 1);
    leftLayout->addLayout(listButtons);
    leftLayout->addWidget(m_editor, 3);
    leftLayout->addWidget(m_nameProblem);
    leftLayout->addWidget(m_apply);
    leftLayout->addWidget(m_progress);
    leftLayout->addWidget(m_applyStatus);
    auto *right = new QTabWidget(splitter);
    right->setObjectName(QStringLiteral("designIndexViews"));
    m_preview = new GsiPreview(right);
    m_alternative = new MultiAttributeView(right);
    right->addTab(m_preview, tr("Preview"));
    right->addTab(m_alternative, tr("Multi-attribute alternative"));
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    layout->addWidget(splitter);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (m_refreshing)
            return;
        showNameProblem({}, {});
        showSelected();
    });
    connect(m_editor, &GsiEditor::indexEdited, this, &DesignIndexesPage::onIndexEdited);
    connect(add, &QPushButton::clicked, this, &DesignIndexesPage::addIndex);
    connect(remove, &QPushButton::clicked, this, &DesignIndexesPage::removeIndex);
    connect(m_apply, &QPushButton::clicked, this, &DesignIndexesPage::apply);
    // An apply's outcome is about the design as it was: after an edit it no longer holds.
    connect(&m_document, &DesignDocument::tableChanged, this, [this] {
        if (m_applying)
            return;
        m_applyStatus->clear();
        m_progress->hide();
    });
}

void DesignIndexesPage::refresh(const std::vector<design::PatternVerdict> &verdicts)
{
    m_verdicts = verdicts;
    m_refreshing = true;
    const design::DesignTable &table = m_document.table();
    m_list->clear();
    int selected = 0;
    for (int i = 0; i < int(table.indexes.size()); ++i) {
        const IndexDescription &index = table.indexes[std::size_t(i)].index;
        m_list->addItem(QString::fromStdString(index.name)
                        + (index.global ? QString() : tr(" (local)")));
        if (index.name == m_selected)
            selected = i;
    }
    m_list->setCurrentRow(table.indexes.empty() ? -1 : selected);
    m_refreshing = false;
    showSelected();
}

void DesignIndexesPage::selectIndex(const QString &name)
{
    m_selected = name.toStdString();
    refresh(m_verdicts);
}

void DesignIndexesPage::showSelected()
{
    const design::DesignTable &table = m_document.table();
    int row = m_list->currentRow();
    bool any = row >= 0 && row < int(table.indexes.size());
    m_editor->setEnabled(any);
    m_apply->setEnabled(any);
    if (!any)
        return;
    const IndexDescription &index = table.indexes[std::size_t(row)].index;
    m_selected = index.name;
    m_editor->setIndex(table, index);
    m_preview->showIndex(table, index, m_verdicts);
    m_alternative->showIndex(table, index);
}

void DesignIndexesPage::onIndexEdited(const IndexDescription &edited)
{
    int row = m_list->currentRow();
    if (row < 0 || edited.key.partitionKey.empty())
        return;
    if (row >= int(m_document.table().indexes.size()))
        return;
    design::SecondaryIndex index = m_document.table().indexes[std::size_t(row)];
    const std::string problem =
        design::indexNameProblem(m_document.table(), std::size_t(row), edited.name);
    showNameProblem(index.index.name, problem);
    // A name DynamoDB refuses, or another index's, is not taken: two indexes of one name
    // cannot be told apart. The rest of the edit is, and the message says why the name is not.
    const std::string name = problem.empty() ? edited.name : index.index.name;
    m_selected = name;
    index.index = design::withoutProjectedKeys(m_document.table(), edited);
    index.index.name = name;
    m_document.replaceElement(tr("Edit index %1").arg(QString::fromStdString(name)),
                              &design::DesignTable::indexes, row, std::move(index),
                              m_editor->typingSession());
    if (!problem.empty()) // the name field still shows the refused name
        showSelected();
}

void DesignIndexesPage::showNameProblem(const std::string &kept, const std::string &problem)
{
    m_nameProblem->setText(problem.empty() ? QString()
                                           : tr("The index keeps its name %1: %2")
                                                 .arg(QString::fromStdString(kept),
                                                      QString::fromStdString(problem)));
    m_nameProblem->setVisible(!problem.empty());
}

void DesignIndexesPage::addIndex()
{
    int row = int(m_document.table().indexes.size());
    design::SecondaryIndex index;
    std::string n = unusedIndexNumber(m_document.table());
    index.index.name = "GSI" + n;
    index.index.key.partitionKey = {{"GSI" + n + "PK", AttributeType::S}};
    index.index.key.sortKey = {{"GSI" + n + "SK", AttributeType::S}};
    m_selected = index.index.name;
    m_document.insertElement(tr("Add index"), &design::DesignTable::indexes, row,
                             std::move(index));
}

void DesignIndexesPage::removeIndex()
{
    int row = m_list->currentRow();
    if (row < 0)
        return;
    m_document.removeElement(tr("Remove index"), &design::DesignTable::indexes, row);
}

void DesignIndexesPage::apply()
{
    Session *session = m_sessions ? m_sessions() : nullptr;
    if (!session) {
        m_applyStatus->setText(tr("No connection is open."));
        return;
    }
    auto *applying = new DesignApply(*session, m_document.table(), m_selected, this);
    m_apply->setEnabled(false);
    m_applying = true;
    m_progress->show();
    m_progress->setRange(0, 0);
    connect(applying, &DesignApply::progress, this,
            [this](qint64 done, qint64 total, const QString &status) {
                m_progress->setRange(0, total > 0 ? int(total) : 0);
                m_progress->setValue(int(done));
                m_applyStatus->setText(
                    tr("%1: %2 of %Ln item(s) indexed", nullptr, countForTr(total))
                        .arg(status, QLocale().toString(done)));
            });
    connect(applying, &DesignApply::finished, this, [this, applying](bool ok, const QString &m) {
        m_apply->setEnabled(true);
        m_applying = false;
        // A failed apply is not still working: no busy bar beside its message.
        m_progress->setVisible(ok);
        m_applyStatus->setText(ok ? tr("✓ %1").arg(m) : tr("Apply failed: %1").arg(m));
        applying->deleteLater();
    });
    applying->start();
}

} // namespace tablesmith::gui
