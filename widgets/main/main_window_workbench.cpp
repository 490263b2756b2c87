// MainWindow as a Workbench: the menus instruments add to, their docks and tabs, the sessions
// and current table they follow, and attaching them; the rest of the window is in
// main_window.cpp.

#include "main/main_window_workbench.h"

#include "common/app_style.h"
#include "common/icons.h"
#include "common/language.h"
#include "details/item_details_dock.h"
#include "grid/table_tab.h"
#include "main/connections_dock.h"
#include "main/item_actions.h"
#include "main/workbench_undo.h"

#include <QActionEvent>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>

namespace tablesmith::gui {
namespace {

// How long a status message from an instrument stays.
constexpr int kStatusMessageMs = 6000;

// Hides a menu while it has no actions, so Query and Stream appear only once an instrument
// fills them.
class HideWhileEmpty : public QObject {
public:
    explicit HideWhileEmpty(QMenu *menu) : QObject(menu) { menu->installEventFilter(this); }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::ActionAdded || event->type() == QEvent::ActionRemoved)
            update(static_cast<QMenu *>(watched));
        return false;
    }
    static void update(QMenu *menu) { menu->menuAction()->setVisible(!menu->isEmpty()); }
};

void collectTableNames(const ConnectionsDock &dock, const Session *session,
                       const QStandardItem *parent, QStringList &names)
{
    for (int row = 0; row < parent->rowCount(); ++row) {
        const QStandardItem *child = parent->child(row);
        const QString table = child->data(ConnectionsDock::TableNameRole).toString();
        if (table.isEmpty())
            collectTableNames(dock, session, child, names);
        else if (dock.sessionAt(child->index()) == session && !names.contains(table))
            names << table;
    }
}

} // namespace

QMenu *MainWindow::WindowWorkbench::menu(WorkbenchMenu which)
{
    for (const auto &[kind, menu] : m_window.m_menus)
        if (kind == which)
            return menu;
    return nullptr;
}

void MainWindow::WindowWorkbench::addDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty()); // saveState() finds docks by name
    m_window.addDockWidget(area, dock);
    menu(WorkbenchMenu::View)->insertAction(m_viewDocksEnd, dock->toggleViewAction());
}

void MainWindow::WindowWorkbench::addTab(QWidget *page, const QString &title)
{
    m_window.m_tabs->setCurrentIndex(m_window.m_tabs->addTab(page, title));
    m_window.updateEmptyState();
}

void MainWindow::WindowWorkbench::showStatusMessage(const QString &text)
{
    m_window.statusBar()->showMessage(text, kStatusMessageMs);
}

void MainWindow::WindowWorkbench::addTableAction(QAction *action)
{
    m_tableActions.push_back(action);
    m_window.m_connectionsDock->addTableAction(action);
}

void MainWindow::WindowWorkbench::addUndoStack(QUndoStack *stack, QWidget *area)
{
    m_window.m_undo->addStack(stack, area);
}

QString MainWindow::WindowWorkbench::activeTableName() const
{
    const TableTab *tab = m_window.currentTableTab();
    return tab ? tab->tableName() : QString();
}

qint64 MainWindow::WindowWorkbench::activeTableItemCount() const
{
    const TableTab *tab = m_window.currentTableTab();
    return tab ? tab->summary().itemCount : -1;
}

QStringList MainWindow::WindowWorkbench::tableNames(const Session *session) const
{
    return m_window.listedTableNames(session);
}

void MainWindow::WindowWorkbench::openTable(Session &session, const QString &tableName)
{
    m_window.openTable(session, tableName);
}

void MainWindow::WindowWorkbench::refreshTables()
{
    m_window.m_connectionsDock->refresh();
}

void MainWindow::WindowWorkbench::reloadOpenTables()
{
    for (int i = 0; i < m_window.m_tabs->count(); ++i)
        if (auto *open = qobject_cast<TableTab *>(m_window.m_tabs->widget(i)))
            open->reload();
}

Workbench &MainWindow::workbench()
{
    return *m_workbench;
}

Instrument *MainWindow::instrument(const QString &id) const
{
    for (const auto &instrument : m_instruments)
        if (instrument->id() == id)
            return instrument.get();
    return nullptr;
}

QStringList MainWindow::listedTableNames(const Session *session) const
{
    QStringList names;
    collectTableNames(*m_connectionsDock, session, m_connectionsDock->model()->invisibleRootItem(),
                      names);
    return names;
}

std::vector<Session *> MainWindow::allSessions() const
{
    std::vector<Session *> all;
    if (m_session)
        all.push_back(m_session.get());
    for (const auto &remote : m_remoteSessions)
        all.push_back(remote.get());
    return all;
}

void MainWindow::emitActiveTableChanged()
{
    const TableTab *tab = currentTableTab();
    Q_EMIT m_notifier->activeTableChanged(activeSession(), tab ? tab->tableName() : QString());
}

void MainWindow::attachInstruments(const std::vector<InstrumentFactory> &instruments)
{
    for (const InstrumentFactory &make : instruments) {
        m_instruments.push_back(make());
        m_instruments.back()->attach(*m_workbench);
    }
}

void MainWindow::createMenus()
{
    const std::pair<WorkbenchMenu, QString> titles[] = {
        {WorkbenchMenu::File, tr("&File")},     {WorkbenchMenu::Edit, tr("&Edit")},
        {WorkbenchMenu::View, tr("&View")},     {WorkbenchMenu::Table, tr("&Table")},
        {WorkbenchMenu::Query, tr("&Query")},   {WorkbenchMenu::Stream, tr("St&ream")},
        {WorkbenchMenu::Server, tr("&Server")}, {WorkbenchMenu::Help, tr("&Help")},
    };
    for (const auto &[kind, title] : titles) {
        QMenu *menu = menuBar()->addMenu(title);
        new HideWhileEmpty(menu);
        m_menus.emplace_back(kind, menu);
    }

    QMenu *file = m_workbench->menu(WorkbenchMenu::File);
    file->addAction(m_openAction);
    file->addAction(m_newAction);
    file->addAction(m_newFileAction);
    file->addAction(m_connectAction);
    file->addSeparator();

    QMenu *edit = m_workbench->menu(WorkbenchMenu::Edit);
    edit->addAction(m_undo->undoAction());
    edit->addAction(m_undo->redoAction());
    edit->addSeparator();
    edit->addActions(m_itemActions->itemActions());
    edit->addSeparator();
    edit->addActions(m_itemActions->copyActions());

    QMenu *view = m_workbench->menu(WorkbenchMenu::View);
    QAction *connections = m_connectionsDock->toggleViewAction();
    connections->setIcon(icon(QStringLiteral("database")));
    view->addAction(connections);
    m_workbench->m_viewDocksEnd = view->addSeparator();

    m_workbench->menu(WorkbenchMenu::Server)->addAction(m_serveAction);
}

void MainWindow::finishMenus()
{
    m_workbench->menu(WorkbenchMenu::File)->addSeparator();
    m_workbench->menu(WorkbenchMenu::File)->addAction(m_quitAction);

    QMenu *view = m_workbench->menu(WorkbenchMenu::View);
    view->insertAction(m_workbench->m_viewDocksEnd, m_detailsDock->toggleViewAction());
    view->addAction(m_refreshAction);
    view->addSeparator();
    view->addMenu(createThemeMenu(this));
    view->addMenu(createLanguageMenu(this));

    m_workbench->menu(WorkbenchMenu::Table)->addAction(m_deleteTableAction);

    QMenu *help = m_workbench->menu(WorkbenchMenu::Help);
    help->addAction(m_aboutAction);
    help->addAction(m_aboutQtAction);
    for (const auto &[kind, menu] : m_menus)
        HideWhileEmpty::update(menu);
}

} // namespace tablesmith::gui
