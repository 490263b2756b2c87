#pragma once
// The API-call log dock: every call with its time, duration and outcome, and beside the list
// the selected call's request and response. Follows new calls only while the user is already
// looking at the end.

#include <QDockWidget>

class QPlainTextEdit;
class QTreeView;

namespace tablesmith::gui {

class CallLogModel;

class CallLogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit CallLogDock(QWidget *parent = nullptr);

    CallLogModel *model() const { return m_model; }
    // The selected call's request and response, as shown beside the list.
    QString detailText() const;
    void selectRow(int row);

private:
    void showDetail();

    CallLogModel *m_model = nullptr;
    QTreeView *m_view = nullptr;
    QPlainTextEdit *m_detail = nullptr;
    bool m_followEnd = true;
};

} // namespace tablesmith::gui
