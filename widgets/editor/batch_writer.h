#pragma once
// BatchWriter: puts and deletes through BatchWriteItem, 25 requests a call (DynamoDB's limit),
// one call at a time through the Session, sending UnprocessedItems again after a pause until
// none are left (the engine's BatchWriteQueue holds that logic). A cancelled token stops it
// before the next call (the call in flight finishes): cancelled() then reports what was left
// unsent.

#include "session/session.h"

#include <tablesmith/batch_write.h>

#include <QObject>

#include <vector>

namespace tablesmith::gui {

class BatchWriter : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kMaxBatch = BatchWriteQueue::kMaxBatch;

    BatchWriter(Session &session, QString table, QObject *parent = nullptr);

    void addPut(const boost::json::object &item);
    void addDelete(const boost::json::object &key);
    void start();
    void setCancellationToken(CancellationToken token) { m_token = std::move(token); }
    int calls() const { return m_calls; }
    int total() const { return m_total; }
    // The keys of the deletes not yet done (after cancelled()).
    std::vector<boost::json::object> pendingDeleteKeys() const;

Q_SIGNALS:
    void progress(int done, int total);
    void finished();
    // Stopped by the token; `done` of `total` requests were written.
    void cancelled(int done, int total);
    void failed(const tablesmith::gui::CallError &error);

private:
    void sendNext();
    void onReply(const CallReply &reply);

    Session &m_session;
    BatchWriteQueue m_queue;
    CancellationToken m_token;
    int m_total = 0;
    int m_done = 0;
    int m_calls = 0;
};

} // namespace tablesmith::gui
