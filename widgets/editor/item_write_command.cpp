#include "editor/item_write_command.h"

#include "editor/batch_writer.h"
#include "editor/item_condition.h"

namespace tablesmith::gui {

ItemWriteCommand::ItemWriteCommand(Session &session, QString table, KeySchema keys,
                                   std::vector<ItemChange> changes, const QString &text,
                                   Applied applied, Failed failed)
    : QUndoCommand(text), m_session(session), m_table(std::move(table)),
      m_keys(std::move(keys)), m_changes(std::move(changes)), m_applied(std::move(applied)),
      m_failed(std::move(failed))
{
}

void ItemWriteCommand::undo()
{
    write(true);
}

void ItemWriteCommand::redo()
{
    if (std::exchange(m_written, false))
        return;
    write(false);
}

void ItemWriteCommand::write(bool undoing)
{
    auto *writer = new BatchWriter(m_session, m_table, &m_session);
    std::vector<boost::json::object> present;
    std::vector<boost::json::object> gone;
    for (const ItemChange &change : m_changes) {
        const auto &from = undoing ? change.after : change.before;
        const auto &to = undoing ? change.before : change.after;
        // An image whose key the other side does not rewrite must be deleted.
        if (from && (!to || itemKey(*from, m_keys) != itemKey(*to, m_keys))) {
            writer->addDelete(itemKey(*from, m_keys));
            gone.push_back(itemKey(*from, m_keys));
        }
        if (to) {
            writer->addPut(*to);
            present.push_back(*to);
        }
    }
    QObject::connect(writer, &BatchWriter::finished, writer,
                     [writer, applied = m_applied, table = m_table, present, gone] {
                         writer->deleteLater();
                         if (applied)
                             applied(table, present, gone);
                     });
    QObject::connect(writer, &BatchWriter::failed, writer,
                     [writer, failed = m_failed](const CallError &error) {
                         writer->deleteLater();
                         if (failed)
                             failed(error);
                     });
    writer->start();
}

} // namespace tablesmith::gui
