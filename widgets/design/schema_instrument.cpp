#include "design/schema_instrument.h"

#include "common/error_text.h"
#include "common/icons.h"
#include "design/create_table_dialog.h"
#include "design/table_description_dialog.h"
#include "session/session.h"

#include <QAction>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

namespace tablesmith::gui {

void SchemaInstrument::attach(Workbench &workbench)
{
    m_workbench = &workbench;
    QMainWindow *window = workbench.window();
    auto *create = new QAction(icon(QStringLiteral("table")), tr("&New Table…"), window);
    create->setShortcut(QKeySequence(tr("Ctrl+Shift+T")));
    connect(create, &QAction::triggered, this, &SchemaInstrument::createTable);
    m_describeAction = new QAction(tr("De&scribe Table…"), window);
    m_describeAction->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    m_describeAction->setEnabled(false); // until a table is open
    connect(m_describeAction, &QAction::triggered, this,
            &SchemaInstrument::describeCurrentTable);
    connect(workbench.notifier(), &WorkbenchSignals::activeTableChanged, this,
            [this](Session *, const QString &table) {
                m_describeAction->setEnabled(!table.isEmpty());
            });
    QMenu *table = workbench.menu(WorkbenchMenu::Table);
    table->addAction(create);
    table->addAction(m_describeAction);
}

void SchemaInstrument::createTable()
{
    // In the connection of the table in front, so a remote endpoint gets it when shown.
    QPointer<Session> session = m_workbench->activeSession();
    if (!session)
        return;
    auto *dialog = new CreateTableDialog(m_workbench->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &CreateTableDialog::createRequested, this, [this, dialog, session] {
        const QString name = dialog->tableNameEdit()->text();
        if (!session)
            return;
        session->call(QStringLiteral("CreateTable"), dialog->request(), dialog,
                      [this, dialog, name, session](const CallReply &reply) {
                          if (!reply.ok()) {
                              dialog->showServiceError(errorDescription(*reply.error));
                              return;
                          }
                          if (auto ttl = dialog->timeToLiveRequest())
                              session->call(QStringLiteral("UpdateTimeToLive"), std::move(*ttl));
                          dialog->accept();
                          m_workbench->refreshTables();
                          if (session)
                              m_workbench->openTable(*session, name);
                      });
    });
    dialog->show();
}

TableDescriptionDialog *SchemaInstrument::describeCurrentTable()
{
    Session *session = m_workbench->activeSession();
    const QString table = m_workbench->activeTableName();
    if (!session || table.isEmpty())
        return nullptr;
    auto *dialog = new TableDescriptionDialog(*session, table, m_workbench->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

} // namespace tablesmith::gui
