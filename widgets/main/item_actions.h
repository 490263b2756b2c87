#pragma once
// ItemActions: what the user does to items of the current table tab — new, edit, duplicate,
// delete (confirmed, through BatchWriteItem), copy as DynamoDB JSON / plain JSON / AWS CLI —
// and the undo stack of those writes for the session (Edit → Undo acts on it while a grid is
// in use: MainWindow ties it to every table tab).

#include "editor/item_write_command.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QList>
#include <QObject>

#include <functional>
#include <vector>

class QAction;
class QUndoStack;
class QWidget;

namespace tablesmith::gui {

class ItemEditorDialog;
class TableTab;
struct ConnectionAddress;

// `aws dynamodb put-item` lines for `items`, with --endpoint-url and --region of the
// connection they came from (never AWS by mistake); an embedded database that is not served
// gets a first comment line saying to serve it.
QString awsCliPutItemCommands(const ConnectionAddress &address, const QString &table,
                              const std::vector<boost::json::object> &items);

class ItemActions : public QObject {
    Q_OBJECT
public:
    using CurrentTab = std::function<TableTab *()>;
    using TabFor = std::function<TableTab *(const QString &table)>;

    ItemActions(QWidget *window, CurrentTab currentTab, TabFor tabFor);

    void setSession(Session *session);
    Session *session() const { return m_session; }
    QUndoStack *undoStack() const { return m_undoStack; }
    QList<QAction *> itemActions() const;
    QList<QAction *> copyActions() const;
    QAction *newItemAction() const { return m_new; }
    QAction *deleteItemsAction() const { return m_delete; }

    // Without asking; `items` are full images, so the delete can be undone.
    void deleteItems(TableTab *tab, const std::vector<boost::json::object> &items);
    ItemEditorDialog *editItem(TableTab *tab, const boost::json::object *item,
                               const boost::json::object *draft = nullptr);
    void updateEnabled();

Q_SIGNALS:
    // For the status bar: a write finished or failed.
    void message(const QString &text);

private:
    QAction *makeAction(const QString &text, const QKeySequence &shortcut,
                        void (ItemActions::*slot)());
    void newItem();
    void editCurrent();
    void duplicateCurrent();
    void deleteSelected();
    void copyDynamoJson();
    void copyPlainJson();
    void copyCliCommand();
    void copyEach(const std::function<QString(const QString &, const boost::json::object &)> &);
    void push(TableTab *tab, std::vector<ItemChange> changes, const QString &text);
    void applyToGrid(const QString &table, const std::vector<boost::json::object> &present,
                     const std::vector<boost::json::object> &goneKeys);

    QWidget *m_window;
    CurrentTab m_currentTab;
    TabFor m_tabFor;
    Session *m_session = nullptr;
    QUndoStack *m_undoStack = nullptr;
    QAction *m_new = nullptr;
    QAction *m_edit = nullptr;
    QAction *m_duplicate = nullptr;
    QAction *m_delete = nullptr;
    QAction *m_copyDynamo = nullptr;
    QAction *m_copyPlain = nullptr;
    QAction *m_copyCli = nullptr;
};

} // namespace tablesmith::gui
