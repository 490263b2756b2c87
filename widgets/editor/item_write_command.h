#pragma once
// ItemWriteCommand: an undoable write of one or more items of a table, each change holding the
// image before (null when the item was created) and after (null when it was deleted). Pushing
// it does not write again — the write already happened; undo re-puts the old images and
// deletes created items, redo writes the new images again. Both are as conflict-safe as the
// editor's save (item_condition.h): each write happens only while the table still holds the
// image the command left there, so an undo never overwrites a change made since.

#include "common/key_schema.h"
#include "editor/item_condition.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QUndoCommand>

#include <functional>
#include <optional>
#include <vector>

namespace tablesmith::gui {

struct ItemChange {
    std::optional<boost::json::object> before;
    std::optional<boost::json::object> after;
};

class ItemWriteCommand : public QUndoCommand {
public:
    // Called once the undo or redo has been written, with the images now in the table (the
    // `before` of each change after an undo) and those now gone.
    using Applied = std::function<void(const QString &table,
                                       const std::vector<boost::json::object> &present,
                                       const std::vector<boost::json::object> &goneKeys)>;
    using Failed = std::function<void(const CallError &error)>;

    ItemWriteCommand(Session &session, QString table, KeySchema keys,
                     std::vector<ItemChange> changes, const QString &text, Applied applied,
                     Failed failed);

    void undo() override;
    void redo() override;

private:
    void write(bool undoing);
    std::vector<ConditionalWrite> writesFor(const ItemChange &change, bool undoing) const;

    Session &m_session;
    QString m_table;
    KeySchema m_keys;
    std::vector<ItemChange> m_changes;
    Applied m_applied;
    Failed m_failed;
    bool m_written = true; // the first redo() is the write that already happened
};

} // namespace tablesmith::gui
