#pragma once
// The API-call log dock: every call with its time, duration and outcome. Follows new calls
// only while the user is already looking at the end.

#include <QDockWidget>

class QTreeView;

namespace tablesmith::gui {

class CallLogModel;

class CallLogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CallLogDock(QWidget *parent = nullptr);

    CallLogModel *model() const { return m_model; }

private:
    CallLogModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    bool m_followEnd = true;
};

} // namespace tablesmith::gui
