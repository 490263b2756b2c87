#include "grid/frozen_columns.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace tablesmith::gui {

FrozenColumns::FrozenColumns(QTableView *view) : QTableView(view), m_view(view)
{
    setObjectName(QStringLiteral("frozenKeyColumns"));
    setFocusPolicy(Qt::NoFocus);
    setFrameShape(QFrame::NoFrame);
    setShowGrid(view->showGrid());
    setWordWrap(false);
    setSelectionBehavior(view->selectionBehavior());
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    setVerticalScrollMode(view->verticalScrollMode());
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    horizontalHeader()->setDefaultAlignment(view->horizontalHeader()->defaultAlignment());
    horizontalHeader()->setHighlightSections(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Only the pinned copy's columns: the main view's header stays the one the user edits.
    setAutoFillBackground(true);
    hide();
    connect(view->verticalScrollBar(), &QScrollBar::valueChanged, verticalScrollBar(),
            &QScrollBar::setValue);
    connect(verticalScrollBar(), &QScrollBar::valueChanged, view->verticalScrollBar(),
            &QScrollBar::setValue);
    connect(view->horizontalHeader(), &QHeaderView::sectionResized, this,
            [this](int section, int, int size) {
                if (section < m_count) {
                    setColumnWidth(section, size);
                    updateGeometry();
                }
            });
    // Either header sorts the rows both show; each shows the other's sort indicator.
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, view->horizontalHeader(),
            &QHeaderView::setSortIndicator);
    connect(view->horizontalHeader(), &QHeaderView::sortIndicatorChanged, horizontalHeader(),
            &QHeaderView::setSortIndicator);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
}

void FrozenColumns::followModel()
{
    if (model() != m_view->model())
        setModel(m_view->model());
    if (selectionModel() != m_view->selectionModel() && m_view->selectionModel())
        setSelectionModel(m_view->selectionModel());
    setItemDelegate(m_view->itemDelegate());
    horizontalHeader()->setSortIndicator(m_view->horizontalHeader()->sortIndicatorSection(),
                                         m_view->horizontalHeader()->sortIndicatorOrder());
    horizontalHeader()->setSortIndicatorShown(true);
    horizontalHeader()->setSectionsClickable(true);
    verticalHeader()->setDefaultSectionSize(m_view->verticalHeader()->defaultSectionSize());
    connect(m_view->model(), &QAbstractItemModel::columnsInserted, this,
            &FrozenColumns::updateColumns, Qt::UniqueConnection);
    connect(m_view->model(), &QAbstractItemModel::modelReset, this,
            &FrozenColumns::updateColumns, Qt::UniqueConnection);
    updateColumns();
}

void FrozenColumns::setFrozenCount(int count)
{
    m_count = count;
    if (m_count > 0 && m_view->model())
        followModel();
    setVisible(m_count > 0 && model());
    updateColumns();
}

void FrozenColumns::updateColumns()
{
    if (!model())
        return;
    for (int column = 0; column < model()->columnCount(); ++column) {
        setColumnHidden(column, column >= m_count);
        if (column < m_count)
            setColumnWidth(column, m_view->columnWidth(column));
    }
    updateGeometry();
}

int FrozenColumns::frozenWidth() const
{
    int width = 0;
    for (int column = 0; column < m_count; ++column)
        width += m_view->columnWidth(column);
    return width;
}

void FrozenColumns::updateGeometry()
{
    if (m_count <= 0)
        return;
    const int header = m_view->verticalHeader()->isVisible() ? m_view->verticalHeader()->width()
                                                             : 0;
    setGeometry(header + m_view->frameWidth(), m_view->frameWidth(),
                frozenWidth(),
                m_view->viewport()->height() + m_view->horizontalHeader()->height());
    raise();
}

bool FrozenColumns::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        updateGeometry();
    return QTableView::eventFilter(watched, event);
}

} // namespace tablesmith::gui
