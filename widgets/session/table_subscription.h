#pragma once
// TableSubscription: a table's stream records from the embedded engine, handed to the UI thread
// in commit order. The engine calls back on its own thread; records are queued here and drained
// in one queued call per burst, so a bulk write costs the UI thread one event per burst, not one
// per record. A burst too large for the grid to apply one by one becomes a gap (dropped()).
// Created by Session::subscribeTable(); destroying it stops the engine subscription.

#include <boost/json/object.hpp>

#include <QObject>
#include <QString>

#include <memory>
#include <mutex>
#include <vector>

namespace tablesmith {
class Client;
class StreamSubscription;
} // namespace tablesmith

namespace tablesmith::gui {

class TableSubscription : public QObject {
    Q_OBJECT
public:
    // Records queued beyond this before the UI thread drains them are dropped as a gap: by
    // then a reload is cheaper than applying them one at a time.
    static constexpr std::size_t kMaxQueued = 20000;

    TableSubscription(std::shared_ptr<Client> client, const QString &tableName,
                      QObject *parent = nullptr);
    ~TableSubscription() override;

    bool isActive() const { return m_subscription != nullptr; }
    // Replaces kMaxQueued (tests make gaps with a small one). Thread-safe.
    void setQueueLimit(std::size_t limit);
    // Records lost since the last delivery to the UI thread (thread-safe).
    quint64 pendingDropped() const;

Q_SIGNALS:
    // One stream record as GetRecords returns it (eventName, dynamodb.Keys, NewImage, ...).
    void record(const boost::json::object &record);
    // Records were lost (the engine's queue or ours overflowed): the reader must reload.
    void dropped(quint64 count);

private:
    void enqueue(boost::json::object record);
    void noteDropped(quint64 count);
    void drain();

    std::shared_ptr<Client> m_client; // keeps the engine alive while subscribed
    std::unique_ptr<StreamSubscription> m_subscription;
    mutable std::mutex m_mutex;
    std::vector<boost::json::object> m_queue;
    std::size_t m_queueLimit = kMaxQueued;
    quint64 m_dropped = 0;
    bool m_drainPosted = false;
};

} // namespace tablesmith::gui
