#include "query/query_instrument.h"

#include "query/query_builder.h"

#include <QAction>
#include <QKeySequence>
#include <QMenu>

namespace tablesmith::gui {

void QueryInstrument::attach(Workbench &workbench)
{
    m_workbench = &workbench;
    QMenu *menu = workbench.menu(WorkbenchMenu::Query);
    QAction *open = menu->addAction(tr("New &Query…"));
    open->setObjectName(QStringLiteral("actionNewQuery"));
    open->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    open->setStatusTip(tr("Build, run and page any DynamoDB operation on the current table"));
    connect(open, &QAction::triggered, this, [this] {
        openBuilder(m_workbench->activeSession(), m_workbench->activeTableName());
    });
    // On each table: the footer of its tab, its grid's and the Connections dock's menus.
    QAction *queryTable = new QAction(tr("Query…"), this);
    queryTable->setObjectName(QStringLiteral("actionQueryTable"));
    queryTable->setToolTip(tr("Open the query builder on this table"));
    connect(queryTable, &QAction::triggered, this, [this] {
        openBuilder(m_workbench->activeSession(), m_workbench->activeTableName());
    });
    workbench.addTableAction(queryTable);
}

void QueryInstrument::openBuilder(Session *session, const QString &tableName)
{
    if (!m_workbench)
        return;
    if (!session) {
        m_workbench->showStatusMessage(tr("Open a database or connection first."));
        return;
    }
    auto *builder = new QueryBuilder(*session, tableName);
    m_workbench->addTab(builder, tableName.isEmpty() ? tr("Query")
                                                     : tr("Query · %1").arg(tableName));
}

std::unique_ptr<Instrument> makeQueryInstrument()
{
    return std::make_unique<QueryInstrument>();
}

} // namespace tablesmith::gui
