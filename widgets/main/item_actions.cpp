#include "main/item_actions.h"

#include "common/error_text.h"
#include "common/icons.h"
#include "editor/batch_writer.h"
#include "editor/item_condition.h"
#include "editor/item_editor_dialog.h"
#include "editor/item_json.h"
#include "editor/write_sequence.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "session/connection_address.h"
#include "session/local_endpoint.h"

#include <tablesmith/codegen.h>

#include <boost/json/serialize.hpp>

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMessageBox>
#include <QProgressDialog>
#include <QUndoStack>
#include <QWidget>

namespace tablesmith::gui {
namespace {

// A long batch write shows its progress and can be cancelled (Cancel or Esc): the writer stops
// before its next call, so what is written is whole batches.
void showCancellableProgress(QWidget *parent, BatchWriter *writer, const QString &label)
{
    CancellationToken token;
    writer->setCancellationToken(token);
    auto *dialog = new QProgressDialog(label, QObject::tr("Cancel"), 0, writer->total(), parent);
    dialog->setMinimumDuration(300);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    QObject::connect(writer, &BatchWriter::progress, dialog, &QProgressDialog::setValue);
    QObject::connect(dialog, &QProgressDialog::canceled, dialog, [token] { token.cancel(); });
    QObject::connect(writer, &BatchWriter::finished, dialog, &QObject::deleteLater);
    QObject::connect(writer, &BatchWriter::failed, dialog, &QObject::deleteLater);
    QObject::connect(writer, &BatchWriter::cancelled, dialog, &QObject::deleteLater);
}

// Edit → Undo's text for a delete, "Undo Delete 1 item": the shipped languages split plurals
// into one and more.
QString deleteUndoText(std::size_t count)
{
    return count == 1 ? ItemActions::tr("Delete 1 item")
                      : ItemActions::tr("Delete %1 items").arg(count);
}

// A copy of `item` whose sort key (or partition key) says it is a copy, so saving it makes a
// new item rather than failing on the original's key.
boost::json::object duplicateOf(const boost::json::object &item, const KeySchema &keys)
{
    boost::json::object copy = item;
    const std::string &name = keys.hasSortKey() ? keys.sortKey : keys.partitionKey;
    if (auto *value = copy.if_contains(name); value && value->is_object())
        if (auto *text = value->get_object().if_contains("S"); text && text->is_string())
            *text = std::string(text->get_string()) + "-copy";
    return copy;
}

} // namespace

ItemActions::ItemActions(QWidget *window, CurrentTab currentTab, TabFor tabFor)
    : QObject(window), m_window(window), m_currentTab(std::move(currentTab)),
      m_tabFor(std::move(tabFor)), m_undoStack(new QUndoStack(this))
{
    m_new = makeAction(tr("&New Item…"), QKeySequence(tr("Ctrl+Shift+N")), &ItemActions::newItem);
    m_edit = makeAction(tr("&Edit Item…"), QKeySequence(Qt::Key_F2), &ItemActions::editCurrent);
    m_duplicate = makeAction(tr("D&uplicate Item…"), QKeySequence(tr("Ctrl+D")),
                             &ItemActions::duplicateCurrent);
    m_delete = makeAction(tr("&Delete Items…"), QKeySequence::Delete,
                          &ItemActions::deleteSelected);
    m_copyDynamo = makeAction(tr("Copy as &DynamoDB JSON"), QKeySequence::Copy,
                              &ItemActions::copyDynamoJson);
    m_copyPlain = makeAction(tr("Copy as &Plain JSON"), QKeySequence(tr("Ctrl+Shift+C")),
                             &ItemActions::copyPlainJson);
    m_copyCli = makeAction(tr("Copy as &AWS CLI Command"), QKeySequence(tr("Ctrl+Alt+C")),
                           &ItemActions::copyCliCommand);
    m_new->setIcon(icon(QStringLiteral("add")));
    m_edit->setIcon(icon(QStringLiteral("edit")));
    m_delete->setIcon(icon(QStringLiteral("delete")));
    updateEnabled();
}

QAction *ItemActions::makeAction(const QString &text, const QKeySequence &shortcut,
                                 void (ItemActions::*slot)())
{
    auto *action = new QAction(text, this);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    return action;
}

QList<QAction *> ItemActions::itemActions() const
{
    return {m_new, m_edit, m_duplicate, m_delete};
}

QList<QAction *> ItemActions::copyActions() const
{
    return {m_copyDynamo, m_copyPlain, m_copyCli};
}

void ItemActions::setSession(Session *session)
{
    // Commands and open editors write through the session they were made with.
    m_undoStack->clear();
    const auto editors = m_window->findChildren<ItemEditorDialog *>();
    for (ItemEditorDialog *editor : editors)
        delete editor;
    m_session = session;
    updateEnabled();
}

void ItemActions::updateEnabled()
{
    TableTab *tab = m_currentTab();
    const bool table = m_session && tab && tab->model();
    const bool selected = table && tab->hasSelectedItems();
    m_new->setEnabled(table);
    for (QAction *action : {m_edit, m_duplicate, m_delete, m_copyDynamo, m_copyPlain, m_copyCli})
        action->setEnabled(selected);
}

ItemEditorDialog *ItemActions::editItem(TableTab *tab, const boost::json::object *item,
                                        const boost::json::object *draft)
{
    if (!m_session || !tab || !tab->model())
        return nullptr;
    auto *dialog = new ItemEditorDialog(*m_session, tab->tableName(), tab->model()->keySchema(),
                                        item, m_window, draft);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString table = tab->tableName();
    connect(dialog, &ItemEditorDialog::saved, this,
            [this, table](const std::optional<boost::json::object> &before,
                          const boost::json::object &after) {
                TableTab *target = m_tabFor(table);
                if (!target)
                    return;
                applyToGrid(table, {after}, {});
                push(target, {ItemChange{before, after}},
                     before ? tr("Edit item") : tr("Create item"));
            });
    dialog->show();
    return dialog;
}

void ItemActions::newItem()
{
    editItem(m_currentTab(), nullptr);
}

void ItemActions::editCurrent()
{
    TableTab *tab = m_currentTab();
    const auto items = tab ? tab->selectedItems() : std::vector<boost::json::object>();
    if (!items.empty())
        editItem(tab, &items.front());
}

void ItemActions::duplicateCurrent()
{
    TableTab *tab = m_currentTab();
    const auto items = tab ? tab->selectedItems() : std::vector<boost::json::object>();
    if (items.empty() || !tab->model())
        return;
    const boost::json::object draft = duplicateOf(items.front(), tab->model()->keySchema());
    editItem(tab, nullptr, &draft);
}

void ItemActions::deleteSelected()
{
    TableTab *tab = m_currentTab();
    const auto items = tab ? tab->selectedItems() : std::vector<boost::json::object>();
    if (items.empty())
        return;
    const auto answer = QMessageBox::question(
        m_window, tr("Delete items"),
        (items.size() == 1
             ? tr("Delete 1 item from %1?").arg(tab->tableName())
             : tr("Delete %1 items from %2?").arg(items.size()).arg(tab->tableName()))
            + QLatin1Char('\n') + tr("You can undo this with Edit → Undo."),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer == QMessageBox::Yes)
        deleteItems(tab, items);
}

void ItemActions::deleteItems(TableTab *tab, const std::vector<boost::json::object> &items)
{
    if (!m_session || !tab || !tab->model() || items.empty())
        return;
    const KeySchema keys = tab->model()->keySchema();
    const QString table = tab->tableName();
    auto *writer = new BatchWriter(*m_session, table, m_session);
    std::vector<ItemChange> changes;
    std::vector<boost::json::object> gone;
    for (const auto &item : items) {
        writer->addDelete(itemKey(item, keys));
        gone.push_back(itemKey(item, keys));
        changes.push_back(ItemChange{item, std::nullopt});
    }
    connect(writer, &BatchWriter::finished, this, [this, writer, table, changes, gone] {
        writer->deleteLater();
        applyToGrid(table, {}, gone);
        if (TableTab *target = m_tabFor(table))
            push(target, changes, deleteUndoText(changes.size()));
        Q_EMIT message(changes.size() == 1 ? tr("Deleted 1 item")
                                           : tr("Deleted %1 items").arg(changes.size()));
    });
    if (items.size() > BatchWriter::kMaxBatch)
        showCancellableProgress(m_window, writer, tr("Deleting %1 items…").arg(items.size()));
    connect(writer, &BatchWriter::cancelled, this,
            [this, writer, table, changes, keys](int done, int total) {
                writer->deleteLater();
                // What was deleted leaves the grid and can be undone; the rest stays.
                const auto left = writer->pendingDeleteKeys();
                std::vector<boost::json::object> deleted;
                std::vector<ItemChange> applied;
                for (const auto &change : changes) {
                    const auto key = itemKey(*change.before, keys);
                    if (std::find(left.begin(), left.end(), key) == left.end()) {
                        deleted.push_back(key);
                        applied.push_back(change);
                    }
                }
                applyToGrid(table, {}, deleted);
                if (TableTab *target = m_tabFor(table); target && !applied.empty())
                    push(target, applied, deleteUndoText(applied.size()));
                Q_EMIT message(tr("Delete cancelled: %1 of %2 items deleted").arg(done).arg(total));
            });
    connect(writer, &BatchWriter::failed, this, [this, writer](const CallError &error) {
        writer->deleteLater();
        Q_EMIT message(tr("Delete failed: %1").arg(errorDescription(error)));
    });
    writer->start();
}

void ItemActions::push(TableTab *tab, std::vector<ItemChange> changes, const QString &text)
{
    auto applied = [this](const QString &table, const std::vector<boost::json::object> &present,
                          const std::vector<boost::json::object> &gone) {
        applyToGrid(table, present, gone);
    };
    auto failed = [this](const CallError &error) {
        Q_EMIT message(tr("Undo failed: %1")
                           .arg(error.kind == ErrorKind::ConditionalCheckFailedException
                                    ? changedMeanwhileText()
                                    : errorDescription(error)));
    };
    m_undoStack->push(new ItemWriteCommand(*m_session, tab->tableName(),
                                           tab->model()->keySchema(), std::move(changes), text,
                                           applied, failed));
}

void ItemActions::applyToGrid(const QString &table,
                              const std::vector<boost::json::object> &present,
                              const std::vector<boost::json::object> &goneKeys)
{
    TableTab *tab = m_tabFor(table);
    if (!tab || !tab->model())
        return;
    tab->model()->removeItems(goneKeys);
    for (const auto &item : present)
        tab->model()->upsertItem(item);
    updateEnabled();
}

void ItemActions::copyEach(
    const std::function<QString(const QString &, const boost::json::object &)> &text)
{
    TableTab *tab = m_currentTab();
    const auto items = tab ? tab->selectedItems() : std::vector<boost::json::object>();
    QStringList lines;
    for (const auto &item : items)
        lines << text(tab->tableName(), item);
    if (!lines.isEmpty())
        QApplication::clipboard()->setText(lines.join(QLatin1Char('\n')));
}

void ItemActions::copyDynamoJson()
{
    copyEach([](const QString &, const boost::json::object &item) {
        return QString::fromStdString(boost::json::serialize(item));
    });
}

void ItemActions::copyPlainJson()
{
    copyEach([](const QString &, const boost::json::object &item) {
        return plainJsonLine(item);
    });
}

QString awsCliPutItemCommands(const ConnectionAddress &address, const QString &table,
                              const std::vector<boost::json::object> &items)
{
    CodegenOptions options;
    options.endpoint = address.endpointUrl.toStdString();
    options.region = address.region.toStdString();
    QStringList lines;
    if (address.embedded && !address.served)
        lines << ItemActions::tr("# Serve the DynamoDB API first (Serve DynamoDB API): this "
                                 "database is not served yet, and %1 is where it would be.")
                     .arg(address.endpointUrl);
    for (const auto &item : items)
        lines << QString::fromStdString(cliPutItemCommand(table.toStdString(), item, options));
    return lines.join(QLatin1Char('\n'));
}

void ItemActions::copyCliCommand()
{
    TableTab *tab = m_currentTab();
    const auto items = tab ? tab->selectedItems() : std::vector<boost::json::object>();
    if (items.empty())
        return;
    // The tab's own connection: a remote tab's items go back to that endpoint.
    const ConnectionAddress address =
        connectionAddress(tab->session(), LocalEndpoint::kDefaultPort);
    QApplication::clipboard()->setText(awsCliPutItemCommands(address, tab->tableName(), items));
    if (address.embedded && !address.served)
        Q_EMIT message(tr("Copied: serve the DynamoDB API on port %1 before running it.")
                           .arg(LocalEndpoint::kDefaultPort));
}

} // namespace tablesmith::gui
