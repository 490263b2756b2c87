#include "editor/batch_writer.h"

namespace tablesmith::gui {

BatchWriter::BatchWriter(Session &session, QString table, QObject *parent)
    : QObject(parent), m_session(session), m_table(std::move(table))
{
}

void BatchWriter::addPut(const boost::json::object &item)
{
    boost::json::object put;
    put["Item"] = item;
    m_pending.push_back(boost::json::object{{"PutRequest", std::move(put)}});
    ++m_total;
}

void BatchWriter::addDelete(const boost::json::object &key)
{
    boost::json::object remove;
    remove["Key"] = key;
    m_pending.push_back(boost::json::object{{"DeleteRequest", std::move(remove)}});
    ++m_total;
}

void BatchWriter::start()
{
    sendNext();
}

std::vector<boost::json::object> BatchWriter::pendingDeleteKeys() const
{
    std::vector<boost::json::object> keys;
    for (const auto &request : m_pending) {
        const auto *remove = request.as_object().if_contains("DeleteRequest");
        const auto *key = remove && remove->is_object() ? remove->get_object().if_contains("Key")
                                                        : nullptr;
        if (key && key->is_object())
            keys.push_back(key->get_object());
    }
    return keys;
}

void BatchWriter::sendNext()
{
    if (m_pending.empty()) {
        Q_EMIT finished();
        return;
    }
    if (m_token.isCancelled()) {
        Q_EMIT cancelled(m_done, m_total);
        return;
    }
    boost::json::array batch;
    while (!m_pending.empty() && batch.size() < kMaxBatch) {
        batch.push_back(std::move(m_pending.front()));
        m_pending.pop_front();
    }
    m_inFlight = int(batch.size());
    boost::json::object requestItems;
    requestItems[m_table.toStdString()] = std::move(batch);
    boost::json::object request;
    request["RequestItems"] = std::move(requestItems);
    request["ReturnConsumedCapacity"] = "TOTAL";
    ++m_calls;
    m_session.call(QStringLiteral("BatchWriteItem"), std::move(request), this,
                   [this](const CallReply &reply) { onReply(reply); });
}

void BatchWriter::onReply(const CallReply &reply)
{
    if (!reply.ok()) {
        Q_EMIT failed(*reply.error);
        return;
    }
    int unprocessed = 0;
    const auto *left = reply.response.if_contains("UnprocessedItems");
    if (left && left->is_object())
        if (const auto *mine = left->get_object().if_contains(m_table.toStdString());
            mine && mine->is_array())
            for (const auto &request : mine->get_array()) {
                m_pending.push_back(request);
                ++unprocessed;
            }
    m_done += m_inFlight - unprocessed;
    Q_EMIT progress(m_done, m_total);
    sendNext();
}

} // namespace tablesmith::gui
