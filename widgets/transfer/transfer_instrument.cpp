#include "transfer/transfer_instrument.h"

#include "session/session.h"
#include "transfer/export_dialog.h"
#include "transfer/import_dialog.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace tablesmith::gui {

void TransferInstrument::attach(Workbench &workbench)
{
    m_workbench = &workbench;
    QMainWindow *window = workbench.window();
    auto *import = new QAction(tr("&Import…"), window);
    import->setShortcut(QKeySequence(tr("Ctrl+I")));
    connect(import, &QAction::triggered, this, &TransferInstrument::importData);
    m_exportAction = new QAction(tr("&Export Table…"), window);
    m_exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    m_exportAction->setEnabled(false); // until a table is open
    connect(m_exportAction, &QAction::triggered, this, &TransferInstrument::exportCurrentTable);
    connect(workbench.notifier(), &WorkbenchSignals::activeTableChanged, this,
            [this](Session *, const QString &table) {
                m_exportAction->setEnabled(!table.isEmpty());
            });
    QMenu *file = workbench.menu(WorkbenchMenu::File);
    file->addAction(import);
    file->addAction(m_exportAction);
}

ImportDialog *TransferInstrument::importData()
{
    // Into the connection of the table in front (the embedded database when none is open).
    Session *session = m_workbench->activeSession();
    if (!session)
        return nullptr;
    auto *dialog = new ImportDialog(*session, m_workbench->tableNames(session),
                                    m_workbench->activeTableName(), m_workbench->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &ImportDialog::imported, this, [this] {
        m_workbench->refreshTables();
        m_workbench->reloadOpenTables();
    });
    dialog->show();
    return dialog;
}

ExportDialog *TransferInstrument::exportCurrentTable()
{
    Session *session = m_workbench->activeSession();
    const QString table = m_workbench->activeTableName();
    if (!session || table.isEmpty())
        return nullptr;
    const qint64 count = m_workbench->activeTableItemCount();
    auto *dialog = new ExportDialog(*session, table, count > 0 ? quint64(count) : 0,
                                    m_workbench->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace tablesmith::gui
