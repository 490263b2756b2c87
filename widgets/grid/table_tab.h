#pragma once
// TableTab: one opened table — its key schema on top, its items in a paged grid, and a status
// line saying how much is loaded. Describes the table first, then scans page by page as the
// user scrolls.

#include "common/key_schema.h"
#include "session/session.h"

#include <QWidget>

class QLabel;
class QTableView;
class QToolButton;

namespace tablesmith::gui {

class TableItemsModel;

class TableTab : public QWidget {
    Q_OBJECT
public:
    TableTab(Session &session, QString tableName, QWidget *parent = nullptr);

    QString tableName() const { return m_tableName; }
    // Null until DescribeTable has answered.
    TableItemsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }

    void reload();

Q_SIGNALS:
    // The table was described and its grid is ready to page.
    void described(const tablesmith::gui::TableSummary &summary);
    void failed(const tablesmith::gui::CallError &error);

private:
    void describe();
    void onDescribed(const CallReply &reply);
    void updateStatus();
    void fitColumnsOnce();
    QWidget *buildHeader();
    QWidget *buildFooter();

    Session &m_session;
    QString m_tableName;
    TableItemsModel *m_model = nullptr;
    QTableView *m_view = nullptr;
    QLabel *m_schemaLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QToolButton *m_loadMoreButton = nullptr;
    QString m_lastError;
    bool m_columnsFitted = false;
};

} // namespace tablesmith::gui
