#include "editor/batch_writer.h"

#include <QTimer>

namespace tablesmith::gui {

BatchWriter::BatchWriter(Session &session, QString table, QObject *parent)
    : QObject(parent), m_session(session), m_queue(table.toStdString())
{
}

void BatchWriter::addPut(const boost::json::object &item)
{
    m_queue.addPut(item);
    ++m_total;
}

void BatchWriter::addDelete(const boost::json::object &key)
{
    m_queue.addDelete(key);
    ++m_total;
}

void BatchWriter::start()
{
    sendNext();
}

std::vector<boost::json::object> BatchWriter::pendingDeleteKeys() const
{
    return m_queue.unwrittenDeleteKeys();
}

void BatchWriter::sendNext()
{
    if (m_queue.done()) {
        Q_EMIT finished();
        return;
    }
    if (m_token.isCancelled()) {
        Q_EMIT cancelled(m_done, m_total);
        return;
    }
    ++m_calls;
    m_session.call(QStringLiteral("BatchWriteItem"), m_queue.nextRequest(), this,
                   [this](const CallReply &reply) { onReply(reply); });
}

void BatchWriter::onReply(const CallReply &reply)
{
    if (!reply.ok()) {
        if (!m_queue.takeFailure(Error{reply.error->kind, reply.error->message.toStdString()})) {
            Q_EMIT failed(*reply.error);
            return;
        }
    } else {
        auto written = m_queue.takeResponse(reply.response);
        if (!written.ok()) {
            Q_EMIT failed(CallError{written.error().kind,
                                    QString::fromUtf8(errorName(written.error().kind)),
                                    QString::fromStdString(written.error().message)});
            return;
        }
        m_done += int(written.value());
        Q_EMIT progress(m_done, m_total);
    }
    // Unprocessed writes wait as the service asks (no pause when everything was written).
    QTimer::singleShot(m_queue.backoff(), this, &BatchWriter::sendNext);
}

} // namespace tablesmith::gui
