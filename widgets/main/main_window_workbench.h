#pragma once
// MainWindow's Workbench: what instruments see of the window. A separate object rather than a
// base of MainWindow, so Workbench::window() does not hide QWidget::window().

#include "main/main_window.h"

namespace tablesmith::gui {

class MainWindow::WindowWorkbench final : public Workbench {
public:
    explicit WindowWorkbench(MainWindow &window) : m_window(window) {}

    QMainWindow *window() override { return &m_window; }
    QMenu *menu(WorkbenchMenu which) override;
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area) override;
    void addTab(QWidget *page, const QString &title) override;
    void showStatusMessage(const QString &text) override;
    void addTableAction(QAction *action) override;
    void addUndoStack(QUndoStack *stack, QWidget *area) override;
    Session *activeSession() const override { return m_window.activeSession(); }
    QString activeTableName() const override;
    std::vector<Session *> sessions() const override { return m_window.allSessions(); }
    qint64 activeTableItemCount() const override;
    QStringList tableNames(const Session *session) const override;
    void openTable(Session &session, const QString &tableName) override;
    void refreshTables() override;
    void reloadOpenTables() override;
    WorkbenchSignals *notifier() override { return m_window.m_notifier; }

    // Where addDock lists dock toggles in View: before this separator.
    QAction *m_viewDocksEnd = nullptr;
    // Offered on every table tab (MainWindow::connectTab) and in the dock's table menu.
    std::vector<QAction *> m_tableActions;

private:
    MainWindow &m_window;
};

} // namespace tablesmith::gui
