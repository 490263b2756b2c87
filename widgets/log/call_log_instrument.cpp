#include "log/call_log_instrument.h"

#include "common/icons.h"
#include "log/call_log_dock.h"
#include "log/call_log_model.h"
#include "session/session.h"

#include <QAction>
#include <QLabel>
#include <QMainWindow>
#include <QStatusBar>

namespace tablesmith::gui {

void CallLogInstrument::attach(Workbench &workbench)
{
    QMainWindow *window = workbench.window();
    m_dock = new CallLogDock(window);
    m_dock->toggleViewAction()->setIcon(icon(QStringLiteral("log")));
    workbench.addDock(m_dock, Qt::BottomDockWidgetArea);
    window->resizeDocks({m_dock}, {190}, Qt::Vertical);

    // Beside the connection label, taking the free width; the serving label stays right.
    m_lastCallLabel = new QLabel(window);
    m_lastCallLabel->setForegroundRole(QPalette::PlaceholderText);
    window->statusBar()->addWidget(m_lastCallLabel, 1);

    WorkbenchSignals *notifier = workbench.notifier();
    connect(notifier, &WorkbenchSignals::sessionAdded, this, &CallLogInstrument::follow);
    connect(notifier, &WorkbenchSignals::sessionAboutToClose, this, [this](Session *session) {
        if (session == m_lastCallSession) {
            m_lastCallLabel->clear();
            m_lastCallSession = nullptr;
        }
    });
    for (Session *session : workbench.sessions())
        follow(session);
}

void CallLogInstrument::follow(Session *session)
{
    connect(session, &Session::callCompleted, m_dock->model(), &CallLogModel::append);
    connect(session, &Session::callCompleted, this, [this, session](const CallReply &reply) {
        m_lastCallSession = session;
        showLastCall(reply);
    });
}

void CallLogInstrument::showLastCall(const CallReply &reply)
{
    QString text = tr("last: %1").arg(reply.operation);
    if (const QString summary = callSummary(reply); !summary.isEmpty())
        text += QStringLiteral(" · ") + summary;
    text += QStringLiteral(" · ") + durationText(reply.elapsedMs);
    m_lastCallLabel->setText(text);
}

} // namespace tablesmith::gui
