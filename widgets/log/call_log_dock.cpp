#include "log/call_log_dock.h"

#include "log/call_log_model.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
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
    m_view->setColumnWidth(CallLogModel::SourceColumn,
                           metrics.horizontalAdvance(tr("served")) + 24);
    m_view->setColumnWidth(CallLogModel::OperationColumn,
                           metrics.horizontalAdvance(QStringLiteral("BatchWriteItem")) + 24);
    m_view->setColumnWidth(CallLogModel::DurationColumn,
                           metrics.horizontalAdvance(QStringLiteral("0000.0 ms")) + 24);
    m_detail = new QPlainTextEdit(this);
    m_detail->setReadOnly(true);
    m_detail->setAccessibleName(tr("Request and response of the selected call"));
    m_detail->setPlaceholderText(tr("Select a call to see its request and response"));
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_detail->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(m_view);
    splitter->addWidget(m_detail);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    setWidget(splitter);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CallLogDock::showDetail);

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

void CallLogDock::showDetail()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_detail->clear();
        return;
    }
    m_detail->setPlainText(tr("Request:\n%1\n\nResponse:\n%2")
                               .arg(current.data(CallLogModel::RequestRole).toString(),
                                    current.data(CallLogModel::ResponseRole).toString()));
}

QString CallLogDock::detailText() const
{
    return m_detail->toPlainText();
}

void CallLogDock::selectRow(int row)
{
    m_view->setCurrentIndex(m_model->index(row, 0));
}

} // namespace tablesmith::gui
