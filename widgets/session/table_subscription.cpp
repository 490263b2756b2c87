#include "session/table_subscription.h"

#include <tablesmith/database.h>
#include <tablesmith/stream_subscription.h>

#include <QMetaObject>

namespace tablesmith::gui {

TableSubscription::TableSubscription(std::shared_ptr<Client> client, const QString &tableName,
                                     QObject *parent)
    : QObject(parent), m_client(std::move(client))
{
    auto *database = dynamic_cast<Database *>(m_client.get());
    if (!database)
        return;
    SubscriptionOptions options;
    options.tableName = tableName.toStdString();
    options.onRecord = [this](const StreamEvent &event) { enqueue(event.record); };
    options.onDropped = [this](const StreamGap &gap) { noteDropped(gap.dropped); };
    m_subscription = database->subscribe(std::move(options));
}

TableSubscription::~TableSubscription()
{
    // Joins the engine's delivery thread before the queue it writes to goes away.
    m_subscription.reset();
}

void TableSubscription::enqueue(boost::json::object record)
{
    const std::lock_guard lock(m_mutex);
    if (m_queue.size() >= m_queueLimit) {
        m_dropped += m_queue.size() + 1;
        m_queue.clear();
    } else {
        m_queue.push_back(std::move(record));
    }
    if (!m_drainPosted) {
        m_drainPosted = true;
        QMetaObject::invokeMethod(this, [this] { drain(); }, Qt::QueuedConnection);
    }
}

void TableSubscription::setQueueLimit(std::size_t limit)
{
    const std::lock_guard lock(m_mutex);
    m_queueLimit = limit;
}

quint64 TableSubscription::pendingDropped() const
{
    const std::lock_guard lock(m_mutex);
    return m_dropped;
}

void TableSubscription::noteDropped(quint64 count)
{
    const std::lock_guard lock(m_mutex);
    m_dropped += count;
    if (!m_drainPosted) {
        m_drainPosted = true;
        QMetaObject::invokeMethod(this, [this] { drain(); }, Qt::QueuedConnection);
    }
}

void TableSubscription::drain()
{
    std::vector<boost::json::object> records;
    quint64 dropped = 0;
    {
        const std::lock_guard lock(m_mutex);
        records.swap(m_queue);
        dropped = m_dropped;
        m_dropped = 0;
        m_drainPosted = false;
    }
    // After a gap the records before it are incomplete anyway: the reload reads them all.
    if (dropped > 0) {
        Q_EMIT this->dropped(dropped);
        return;
    }
    for (const auto &one : records)
        Q_EMIT record(one);
}

} // namespace tablesmith::gui
