#include "streams/streams_instrument.h"

#include "session/session.h"
#include "streams/stream_inspector.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>

namespace tablesmith::gui {

namespace {

std::unique_ptr<StreamFeed> sessionFeed(Session &session, const QString &tableName,
                                        const StreamFeedStart &start)
{
    return session.openStreamFeed(tableName, start);
}

} // namespace

void StreamsInstrument::attach(Workbench &workbench)
{
    m_workbench = &workbench;
    auto *dock = new QDockWidget(tr("Stream inspector"), workbench.window());
    dock->setObjectName(QStringLiteral("streamInspectorDock"));
    m_dockInspector = new StreamInspector(StreamInspector::Layout::Dock, sessionFeed, dock);
    dock->setWidget(m_dockInspector);
    workbench.addDock(dock, Qt::BottomDockWidgetArea);

    QMenu *menu = workbench.menu(WorkbenchMenu::Stream);
    QAction *open = menu->addAction(tr("Open stream inspector tab"));
    open->setShortcut(QKeySequence(tr("Ctrl+Shift+I")));
    connect(open, &QAction::triggered, this, &StreamsInstrument::openTab);
    QAction *watch = menu->addAction(tr("Watch the current table in the dock"));
    connect(watch, &QAction::triggered, this, [this, dock] {
        m_dockInspector->setSession(m_workbench->activeSession(),
                                    m_workbench->activeTableName());
        dock->show();
        dock->raise();
    });

    WorkbenchSignals *notifier = workbench.notifier();
    connect(notifier, &WorkbenchSignals::sessionAdded, this, [this](Session *session) {
        if (!m_dockInspector->session())
            m_dockInspector->setSession(session);
    });
    connect(notifier, &WorkbenchSignals::sessionAboutToClose, this, [this](Session *session) {
        if (m_dockInspector->session() == session)
            m_dockInspector->setSession(nullptr);
    });
}

StreamInspector *StreamsInstrument::openTab()
{
    auto *inspector = new StreamInspector(StreamInspector::Layout::Tab, sessionFeed);
    const QString table = m_workbench->activeTableName();
    inspector->setFilterPatterns(m_dockInspector->filterPatterns());
    m_workbench->addTab(inspector, table.isEmpty() ? tr("Streams") : tr("Stream: %1").arg(table));
    inspector->setSession(m_workbench->activeSession(), table);
    return inspector;
}

void StreamsInstrument::saveState(QSettings &settings) const
{
    if (m_dockInspector)
        settings.setValue(QStringLiteral("filterPatterns"), m_dockInspector->filterPatterns());
}

void StreamsInstrument::restoreState(QSettings &settings)
{
    if (m_dockInspector)
        m_dockInspector->setFilterPatterns(
            settings.value(QStringLiteral("filterPatterns")).toStringList());
}

} // namespace tablesmith::gui
