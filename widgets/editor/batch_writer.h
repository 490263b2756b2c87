#pragma once
// BatchWriter: puts and deletes through BatchWriteItem, 25 requests a call (DynamoDB's limit),
// one call at a time, sending UnprocessedItems again until none are left.

#include "session/session.h"

#include <boost/json/array.hpp>

#include <QObject>

#include <deque>

namespace tablesmith::gui {

class BatchWriter : public QObject {
    Q_OBJECT
public:
    static constexpr std::size_t kMaxBatch = 25;

    BatchWriter(Session &session, QString table, QObject *parent = nullptr);

    void addPut(const boost::json::object &item);
    void addDelete(const boost::json::object &key);
    void start();
    int calls() const { return m_calls; }

Q_SIGNALS:
    void progress(int done, int total);
    void finished();
    void failed(const tablesmith::gui::CallError &error);

private:
    void sendNext();
    void onReply(const CallReply &reply);

    Session &m_session;
    QString m_table;
    std::deque<boost::json::value> m_pending; // WriteRequest objects
    int m_total = 0;
    int m_done = 0;
    int m_calls = 0;
    int m_inFlight = 0;
};

} // namespace tablesmith::gui
