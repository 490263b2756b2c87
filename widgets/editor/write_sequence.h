#pragma once
// WriteSequence: conditional writes sent through the Session one after another, stopping at
// the first that fails. What item_condition.h makes for a save, and what an undo replays.
// Deletes itself once it has reported.

#include "editor/item_condition.h"
#include "session/session.h"

#include <QObject>

#include <functional>
#include <vector>

namespace tablesmith::gui {

class WriteSequence : public QObject {
    Q_OBJECT
public:
    // `last` is the reply to the last write (its Attributes hold the item after an
    // UpdateItem with ReturnValues ALL_NEW).
    using Done = std::function<void(const boost::json::object &last)>;
    using Failed = std::function<void(const CallError &error)>;

    // Starts at once; `context` going away drops the outcome.
    static void run(Session &session, std::vector<ConditionalWrite> writes, QObject *context,
                    Done done, Failed failed);

private:
    WriteSequence(Session &session, std::vector<ConditionalWrite> writes, QObject *context,
                  Done done, Failed failed);
    void sendNext();

    Session &m_session;
    std::vector<ConditionalWrite> m_writes;
    std::size_t m_next = 0;
    Done m_done;
    Failed m_failed;
};

// The same text for every write that found the item changed meanwhile: a save's, an undo's.
QString changedMeanwhileText();

} // namespace tablesmith::gui
