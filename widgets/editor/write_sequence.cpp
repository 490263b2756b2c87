#include "editor/write_sequence.h"

namespace tablesmith::gui {

QString changedMeanwhileText()
{
    return WriteSequence::tr("Changed meanwhile: the item in the table is no longer the one "
                             "you loaded.");
}

void WriteSequence::run(Session &session, std::vector<ConditionalWrite> writes,
                        QObject *context, Done done, Failed failed)
{
    if (writes.empty()) {
        if (done)
            done({});
        return;
    }
    auto *sequence = new WriteSequence(session, std::move(writes), context, std::move(done),
                                       std::move(failed));
    sequence->sendNext();
}

WriteSequence::WriteSequence(Session &session, std::vector<ConditionalWrite> writes,
                             QObject *context, Done done, Failed failed)
    : QObject(context), m_session(session), m_writes(std::move(writes)), m_done(std::move(done)),
      m_failed(std::move(failed))
{
}

void WriteSequence::sendNext()
{
    ConditionalWrite &write = m_writes[m_next++];
    m_session.call(write.operation, std::move(write.request), this,
                   [this](const CallReply &reply) {
                       if (!reply.ok()) {
                           if (m_failed)
                               m_failed(*reply.error);
                           deleteLater();
                       } else if (m_next < m_writes.size()) {
                           sendNext();
                       } else {
                           if (m_done)
                               m_done(reply.response);
                           deleteLater();
                       }
                   });
}

} // namespace tablesmith::gui
