#include "main/call_log_dock.h"

#include "main/call_log_model.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTreeView>

namespace tablesmith::gui {

CallLogDock::CallLogDock(QWidget *parent) : QDockWidget(tr("API calls"), parent)
{
    setObjectName(QStringLiteral("callLogDock"));
    m_model = new CallLogModel(this);
    m_view = new QTreeView(this);
    m_view->setAccessibleName(tr("API calls, newest last"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    const QFontMetrics metrics = m_view->fontMetrics();
    m_view->setColumnWidth(CallLogModel::TimeColumn,
                           metrics.horizontalAdvance(QStringLiteral("00:00:00.000")) + 24);
    m_view->setColumnWidth(CallLogModel::OperationColumn,
                           metrics.horizontalAdvance(QStringLiteral("BatchWriteItem")) + 24);
    m_view->setColumnWidth(CallLogModel::DurationColumn,
                           metrics.horizontalAdvance(QStringLiteral("0000.0 ms")) + 24);
    setWidget(m_view);

    // Decide before the rows land whether the user was at the end; afterwards it is too late.
    connect(m_model, &CallLogModel::rowsAboutToBeInserted, this, [this] {
        const QScrollBar *bar = m_view->verticalScrollBar();
        m_followEnd = bar->value() >= bar->maximum();
    });
    connect(m_model, &CallLogModel::rowsInserted, this, [this] {
        if (m_followEnd)
            m_view->scrollToBottom();
    });
}

} // namespace tablesmith::gui
