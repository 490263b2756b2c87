// MainWindow's import and export commands: dialogs that run the transfer off the UI thread
// through the window's Session, with progress and Cancel.

#include "main/main_window.h"

#include "grid/table_tab.h"
#include "main/connections_dock.h"
#include "main/export_dialog.h"
#include "main/import_dialog.h"

#include <QStandardItemModel>

namespace tablesmith::gui {
namespace {

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

QStringList MainWindow::listedTableNames(const Session *session) const
{
    QStringList names;
    collectTableNames(*m_connectionsDock, session, m_connectionsDock->model()->invisibleRootItem(),
                      names);
    return names;
}

ImportDialog *MainWindow::importData()
{
    // Into the connection of the table in front (the embedded database when none is open).
    Session *session = activeSession();
    if (!session)
        return nullptr;
    const TableTab *tab = currentTableTab();
    auto *dialog =
        new ImportDialog(*session, listedTableNames(session), tab ? tab->tableName() : QString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::imported, this, [this] {
        m_connectionsDock->refresh();
        for (int i = 0; i < m_tabs->count(); ++i)
            if (auto *open = qobject_cast<TableTab *>(m_tabs->widget(i)))
                open->reload();
    });
    dialog->show();
    return dialog;
}

ExportDialog *MainWindow::exportCurrentTable()
{
    const TableTab *tab = currentTableTab();
    if (!tab)
        return nullptr;
    const qint64 count = tab->summary().itemCount;
    auto *dialog =
        new ExportDialog(tab->session(), tab->tableName(), count > 0 ? quint64(count) : 0, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace tablesmith::gui
