// MainWindow's remote connections: the "Connect to Endpoint…" command, the sessions it opens
// beside the embedded database, and which connection the window is showing.

#include "main/main_window.h"

#include "grid/table_tab.h"
#include "main/connections_dock.h"
#include "main/item_actions.h"
#include "remote/connect_endpoint_dialog.h"
#include "remote/saved_connections.h"
#include "session/remote_session.h"

#include <QLabel>
#include <QMessageBox>
#include <QTabWidget>

#include <algorithm>

namespace tablesmith::gui {

void MainWindow::connectToEndpoint()
{
    ConnectEndpointDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const RemoteEndpoint endpoint = dialog.endpoint();
    auto options = dialog.clientOptions(); // from the profiles the dialog read off-thread
    auto session = options.ok() ? openRemoteSession(std::move(options).value())
                                : Result<std::unique_ptr<Session>>(options.takeError());
    if (!session.ok()) {
        QMessageBox::warning(this, tr("Cannot connect"),
                             QString::fromStdString(session.error().message));
        return;
    }
    rememberConnection(endpoint);
    addRemoteSession(std::move(session).value());
}

Session *MainWindow::addRemoteSession(std::unique_ptr<Session> session)
{
    Session *added = session.get();
    m_remoteSessions.push_back(std::move(session));
    m_connectionsDock->addConnection(
        added, tr("remote · %1").arg(endpointDisplayName(added->name())));
    updateConnectionLabel();
    Q_EMIT m_notifier->sessionAdded(added);
    return added;
}

void MainWindow::closeRemoteSession(Session *session)
{
    auto it = std::find_if(m_remoteSessions.begin(), m_remoteSessions.end(),
                           [session](const auto &owned) { return owned.get() == session; });
    if (it == m_remoteSessions.end())
        return;
    for (int index = m_tabs->count() - 1; index >= 0; --index) {
        auto *tab = qobject_cast<TableTab *>(m_tabs->widget(index));
        if (tab && &tab->session() == session) {
            m_tabs->removeTab(index);
            delete tab;
        }
    }
    updateEmptyState();
    if (m_itemActions->session() == session)
        m_itemActions->setSession(m_session.get());
    m_connectionsDock->removeConnection(session);
    Q_EMIT m_notifier->sessionAboutToClose(session);
    m_remoteSessions.erase(it);
    updateConnectionLabel();
}

Session *MainWindow::activeSession() const
{
    if (TableTab *tab = currentTableTab())
        return &tab->session();
    return m_session.get();
}

void MainWindow::onCurrentTabChanged()
{
    // Item commands write through the connection of the table in front.
    Session *session = activeSession();
    if (m_itemActions->session() != session)
        m_itemActions->setSession(session);
    updateConnectionLabel();
}

void MainWindow::updateConnectionLabel()
{
    const Session *session = activeSession();
    if (!session) {
        m_connectionLabel->clear();
        return;
    }
    const bool remote = session != m_session.get();
    m_connectionLabel->setText(remote ? tr("remote · %1").arg(session->name())
                                      : tr("embedded · %1").arg(session->name()));
    m_connectionLabel->setToolTip(remote ? tr("Calls from the table in front go to %1.")
                                                 .arg(session->name())
                                         : QString());
}

} // namespace tablesmith::gui
