#pragma once
// WorkbenchUndo: Edit → Undo / Redo (Ctrl+Z / Ctrl+Shift+Z) for the whole window, acting on the
// undo stack of whatever the user works in — the item writes while a grid is in use, a design's
// edits while its tab is. A QUndoGroup holds every stack; each stack is tied to the widgets it
// serves (a tab, a dock), and the group's active stack is the one whose widget holds the focus,
// else the one of the current tab, else none. UI thread only.

#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

class QAction;
class QUndoGroup;
class QUndoStack;
class QWidget;

namespace tablesmith::gui {

class WorkbenchUndo : public QObject {
    Q_OBJECT
public:
    using CurrentTab = std::function<QWidget *()>;

    // `currentTab` names the central tab in front (null when none); call update() when it
    // changes.
    WorkbenchUndo(CurrentTab currentTab, QObject *parent);

    // `stack` is active while the user works in `area`; one stack may serve several areas
    // (all grid tabs share the item stack). Forgotten when `area` or `stack` is destroyed.
    void addStack(QUndoStack *stack, QWidget *area);

    QUndoGroup *group() const { return m_group; }
    // Their texts say what they act on ("Undo Edit item"); disabled while nothing can be.
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

    // Chooses the active stack again: after the focus or the current tab changed.
    void update();

private:
    struct Area {
        QPointer<QWidget> widget;
        QPointer<QUndoStack> stack;
    };

    QUndoStack *stackOf(const QWidget *widget) const;
    QUndoStack *stackInUse() const;

    CurrentTab m_currentTab;
    QUndoGroup *m_group = nullptr;
    QAction *m_undo = nullptr;
    QAction *m_redo = nullptr;
    std::vector<Area> m_areas;
};

} // namespace tablesmith::gui
