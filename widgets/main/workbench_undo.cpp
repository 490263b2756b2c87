#include "main/workbench_undo.h"

#include <QAction>
#include <QApplication>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>
#include <QWidget>

#include <algorithm>

namespace tablesmith::gui {

WorkbenchUndo::WorkbenchUndo(CurrentTab currentTab, QObject *parent)
    : QObject(parent), m_currentTab(std::move(currentTab)), m_group(new QUndoGroup(this))
{
    m_undo = m_group->createUndoAction(this, tr("&Undo"));
    m_undo->setShortcuts(QKeySequence::Undo);
    m_redo = m_group->createRedoAction(this, tr("&Redo"));
    m_redo->setShortcuts(QKeySequence::Redo);
    connect(qApp, &QApplication::focusChanged, this, &WorkbenchUndo::update);
}

void WorkbenchUndo::addStack(QUndoStack *stack, QWidget *area)
{
    m_group->addStack(stack); // once, however many areas it serves
    m_areas.push_back({area, stack});
    // A QWidget says destroyed() before its QPointers clear, so compare the address too.
    connect(area, &QObject::destroyed, this, [this](QObject *gone) {
        std::erase_if(m_areas, [gone](const Area &area) {
            return area.widget.isNull() || area.widget.data() == gone || area.stack.isNull();
        });
        // The focus moves once the widget has gone; choose when it has settled.
        QTimer::singleShot(0, this, &WorkbenchUndo::update);
    });
    update();
}

QUndoStack *WorkbenchUndo::stackOf(const QWidget *widget) const
{
    if (!widget)
        return nullptr;
    for (const Area &area : m_areas)
        if (area.widget.data() == widget && area.stack)
            return area.stack.data();
    return nullptr;
}

QUndoStack *WorkbenchUndo::stackInUse() const
{
    // The innermost area around the focus: a dock of its own wins over the tab in front.
    for (const QWidget *widget = QApplication::focusWidget(); widget;
         widget = widget->parentWidget())
        if (QUndoStack *stack = stackOf(widget))
            return stack;
    return stackOf(m_currentTab());
}

void WorkbenchUndo::update()
{
    m_group->setActiveStack(stackInUse());
}

} // namespace tablesmith::gui
