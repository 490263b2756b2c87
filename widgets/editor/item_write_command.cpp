#include "editor/item_write_command.h"

#include "editor/item_condition.h"
#include "editor/write_sequence.h"

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

std::vector<ConditionalWrite> ItemWriteCommand::writesFor(const ItemChange &change,
                                                          bool undoing) const
{
    // `from` is what the table should hold now; each write checks it still does.
    const auto &from = undoing ? change.after : change.before;
    const auto &to = undoing ? change.before : change.after;
    std::vector<ConditionalWrite> writes;
    const bool sameKey = from && to && itemKey(*from, m_keys) == itemKey(*to, m_keys);
    if (from && !sameKey)
        writes.push_back(conditionalDelete(m_table, *from, m_keys));
    if (to)
        for (auto &write : conditionalSave(m_table, *to, sameKey ? &*from : nullptr, m_keys))
            writes.push_back(std::move(write));
    return writes;
}

void ItemWriteCommand::write(bool undoing)
{
    std::vector<ConditionalWrite> writes;
    std::vector<boost::json::object> present;
    std::vector<boost::json::object> gone;
    for (const ItemChange &change : m_changes) {
        for (auto &write : writesFor(change, undoing))
            writes.push_back(std::move(write));
        const auto &from = undoing ? change.after : change.before;
        const auto &to = undoing ? change.before : change.after;
        if (from && (!to || itemKey(*from, m_keys) != itemKey(*to, m_keys)))
            gone.push_back(itemKey(*from, m_keys));
        if (to)
            present.push_back(*to);
    }
    WriteSequence::run(
        m_session, std::move(writes), &m_session,
        [applied = m_applied, table = m_table, present, gone](const boost::json::object &) {
            if (applied)
                applied(table, present, gone);
        },
        [failed = m_failed](const CallError &error) {
            if (failed)
                failed(error);
        });
}

} // namespace tablesmith::gui
