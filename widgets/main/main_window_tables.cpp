// MainWindow's table commands (create, delete) and its layout kept between runs; the rest of
// the window is in main_window.cpp.

#include "main/main_window.h"

#include "common/error_text.h"
#include "grid/table_tab.h"
#include "main/connections_dock.h"
#include "main/create_table_dialog.h"
#include "main/table_description_dialog.h"

#include <QCloseEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>

namespace tablesmith::gui {

void MainWindow::createTable()
{
    // In the connection of the table in front, so a remote endpoint gets it when shown.
    QPointer<Session> session = activeSession();
    if (!session)
        return;
    auto *dialog = new CreateTableDialog(this);
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
                          m_connectionsDock->refresh();
                          if (session)
                              openTable(*session, name);
                      });
    });
    dialog->show();
}

TableDescriptionDialog *MainWindow::describeCurrentTable()
{
    const TableTab *tab = currentTableTab();
    if (!tab)
        return nullptr;
    auto *dialog = new TableDescriptionDialog(tab->session(), tab->tableName(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

void MainWindow::deleteCurrentTable()
{
    TableTab *tab = currentTableTab();
    if (!tab)
        return;
    Session &tabSession = tab->session();
    const QString name = tab->tableName();
    const auto answer = QMessageBox::warning(
        this, tr("Delete table"),
        tr("Delete the table %1 and every item in it? This cannot be undone.").arg(name),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes)
        return;
    boost::json::object request;
    request["TableName"] = name.toStdString();
    tabSession.call(
        QStringLiteral("DeleteTable"), std::move(request), this,
        [this, name, session = QPointer<Session>(&tabSession)](const CallReply &reply) {
            if (!reply.ok()) {
                QMessageBox::warning(this, tr("Table not deleted"),
                                     errorDescription(*reply.error));
                return;
            }
            TableTab *closing = session ? tableTab(*session, name) : nullptr;
            if (closing) {
                m_tabs->removeTab(m_tabs->indexOf(closing));
                delete closing;
                updateEmptyState();
            }
            m_connectionsDock->refresh();
        });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveLayout();
    QMainWindow::closeEvent(event);
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QStringList tables;
    QStringList columnViews;
    for (int index = 0; index < m_tabs->count(); ++index) {
        // Remote tabs are not reopened: their endpoint may be gone, and keys are not kept.
        if (auto *tab = qobject_cast<TableTab *>(m_tabs->widget(index));
            tab && &tab->session() == m_session.get()) {
            tables << tab->tableName();
            if (tab->isColumnView())
                columnViews << tab->tableName();
        }
    }
    settings.setValue(QStringLiteral("tabs/open"), tables);
    settings.setValue(QStringLiteral("tabs/columnView"), columnViews);
    if (TableTab *current = currentTableTab(); current && &current->session() == m_session.get())
        settings.setValue(QStringLiteral("tabs/current"), current->tableName());
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::restoreOpenTables()
{
    const QSettings settings;
    const QStringList wanted = settings.value(QStringLiteral("tabs/open")).toStringList();
    const QString current = settings.value(QStringLiteral("tabs/current")).toString();
    const QStringList columnViews =
        settings.value(QStringLiteral("tabs/columnView")).toStringList();
    if (!m_session || wanted.isEmpty()) {
        Q_EMIT openTablesRestored();
        return;
    }
    m_session->call(QStringLiteral("ListTables"), {}, this,
                    [this, wanted, current, columnViews](const CallReply &reply) {
                        QStringList present;
                        if (const auto *names = reply.response.if_contains("TableNames");
                            names && names->is_array())
                            for (const auto &name : names->get_array())
                                if (name.is_string())
                                    present << QString::fromUtf8(name.get_string().c_str());
                        for (const QString &table : wanted)
                            if (present.contains(table))
                                openTable(table)->setViewMode(columnViews.contains(table));
                        if (present.contains(current))
                            openTable(current);
                        Q_EMIT openTablesRestored();
                    });
}

} // namespace tablesmith::gui
