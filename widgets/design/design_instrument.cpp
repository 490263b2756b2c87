#include "design/design_instrument.h"
#include "design/design_tab.h"

#include "session/session.h"

#include <tablesmith/table_description.h>

#include <QAction>
#include <QFile>
#include <QFileDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPointer>

namespace tablesmith::gui {
namespace {

// Enough items to guess entity types from without reading a large table.
constexpr int kSampleScanLimit = 1000;

std::string resourceText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll().toStdString();
}

} // namespace

Result<design::Design> bundledExampleDesign(const QString &name)
{
    QString base = QStringLiteral(":/examples/%1/").arg(name);
    std::string model = resourceText(base + name + QStringLiteral(".model.json"));
    if (model.empty())
        return Error::validation("no bundled example " + name.toStdString());
    return design::exampleDesign(model, resourceText(base + QStringLiteral("access-patterns.json")));
}

void DesignInstrument::attach(Workbench &workbench)
{
    m_workbench = &workbench;
    QMenu *file = workbench.menu(WorkbenchMenu::File);
    QMenu *designs = file->addMenu(tr("&Design"));
    designs->setObjectName(QStringLiteral("designMenu"));
    QAction *create = designs->addAction(tr("&New Design"));
    QAction *open = designs->addAction(tr("&Open Design…"));
    QAction *example = designs->addAction(tr("Open &Example Design (ecommerce)"));
    connect(create, &QAction::triggered, this, [this] { newDesign(); });
    connect(open, &QAction::triggered, this, [this] {
        QString path = QFileDialog::getOpenFileName(
            m_workbench->window(), tr("Open design"), QString(),
            tr("Designs and NoSQL Workbench models (*.tsdesign *.json);;All files (*)"));
        if (!path.isEmpty())
            openFile(path);
    });
    connect(example, &QAction::triggered, this,
            [this] { openExample(QStringLiteral("ecommerce")); });
    QAction *fromTable = workbench.menu(WorkbenchMenu::Table)->addAction(tr("Design from Table"));
    fromTable->setToolTip(tr("Opens the current table as a design: keys, indexes and entity "
                             "types guessed from key prefixes"));
    connect(fromTable, &QAction::triggered, this, &DesignInstrument::designFromActiveTable);
}

void DesignInstrument::designFromActiveTable()
{
    Session *session = m_workbench ? m_workbench->activeSession() : nullptr;
    QString tableName = m_workbench ? m_workbench->activeTableName() : QString();
    if (!session || tableName.isEmpty()) {
        if (m_workbench)
            m_workbench->showStatusMessage(tr("Open a table first"));
        return;
    }
    QPointer<Session> guarded(session);
    session->call(QStringLiteral("DescribeTable"), {{"TableName", tableName.toStdString()}}, this,
                  [this, guarded, tableName](const CallReply &described) {
        const boost::json::value *found = described.response.if_contains("Table");
        if (!described.ok() || !guarded || !found || !found->is_object())
            return;
        boost::json::object scan{{"TableName", tableName.toStdString()},
                                 {"Limit", kSampleScanLimit}};
        boost::json::object table = found->get_object();
        guarded->call(QStringLiteral("Scan"), scan, this, [this, table](const CallReply &reply) {
            auto description = tableDescriptionFromJson(table);
            if (!reply.ok() || !description)
                return;
            std::vector<Item> items;
            const boost::json::value *list = reply.response.if_contains("Items");
            for (const boost::json::value &item : list && list->is_array() ? list->get_array()
                                                                          : boost::json::array()) {
                if (auto decoded = itemFromJson(item))
                    items.push_back(std::move(*decoded));
            }
            design::Design design;
            design.name = description->name;
            design.tables.push_back(design::designFromTable(*description, items));
            addTab(std::move(design), QString());
        });
    });
}

DesignTab *DesignInstrument::addTab(design::Design design, const QString &path)
{
    Workbench *workbench = m_workbench;
    auto *tab = new DesignTab(std::move(design), path, [workbench] {
        return workbench ? workbench->activeSession() : nullptr;
    });
    if (m_workbench) {
        // Ctrl+Z undoes the design's edits while its tab is in use; its own button always.
        m_workbench->addUndoStack(tab->document().undoStack(), tab);
        m_workbench->addTab(tab, tr("Design: %1").arg(tab->document().title()));
    }
    return tab;
}

DesignTab *DesignInstrument::openExample(const QString &name)
{
    auto design = bundledExampleDesign(name);
    if (!design) {
        QMessageBox::warning(m_workbench ? m_workbench->window() : nullptr, tr("Open example"),
                             QString::fromStdString(design.error().message));
        return nullptr;
    }
    return addTab(std::move(*design), QString());
}

DesignTab *DesignInstrument::openFile(const QString &path)
{
    auto design = design::loadDesign(path.toStdString());
    if (!design) {
        QMessageBox::warning(m_workbench ? m_workbench->window() : nullptr, tr("Open design"),
                             QString::fromStdString(design.error().message));
        return nullptr;
    }
    bool workbenchModel = path.endsWith(QLatin1String(".model.json"));
    return addTab(std::move(*design), workbenchModel ? QString() : path);
}

DesignTab *DesignInstrument::newDesign()
{
    design::Design design;
    design.name = "design";
    return addTab(std::move(design), QString());
}

} // namespace tablesmith::gui
