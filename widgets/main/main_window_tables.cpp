// MainWindow's Delete Table command and its layout kept between runs; the rest of the window is
// in main_window.cpp.

#include "main/main_window.h"

#include "common/error_text.h"
#include "grid/table_tab.h"
#include "main/connections_dock.h"

#include <QCloseEvent>
#include <QMessageBox>
#include <QSettings>
#include <QTabWidget>

namespace tablesmith::gui {

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
    for (const auto &instrument : m_instruments) {
        settings.beginGroup(QStringLiteral("instruments/") + instrument->id());
        instrument->saveState(settings);
        settings.endGroup();
    }
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
    QSettings settings;
    // Instruments first: a dock they make on restoring must exist before the layout places it.
    for (const auto &instrument : m_instruments) {
        settings.beginGroup(QStringLiteral("instruments/") + instrument->id());
        instrument->restoreState(settings);
        settings.endGroup();
    }
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
