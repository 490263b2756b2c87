#pragma once
// Session: the only door to data. One per connection; it owns the Client and runs every call on
// its own worker threads, so the UI thread never waits on the engine. Replies come back on the
// Session's thread (the UI thread) as typed values, in completion order, tagged by request id.
// Not thread-safe: use it from the thread it lives in.

#include "session/stream_feed.h"

#include <tablesmith/client.h>
#include <tablesmith/error.h>
#include <tablesmith/stream_subscription.h>

#include <boost/json/object.hpp>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

namespace tablesmith {
class Database;
} // namespace tablesmith

namespace tablesmith::gui {

// A failed call: the DynamoDB exception and the engine's (untranslated) message.
struct CallError {
    ErrorKind kind = ErrorKind::InternalServerError;
    QString name;    // e.g. "ResourceNotFoundException"
    QString message; // e.g. "Requested resource not found"
};

struct CallReply {
    quint64 requestId = 0;
    QString operation;
    boost::json::object request;  // as sent, for the API-call log
    boost::json::object response; // empty when the call failed
    std::optional<CallError> error;
    double elapsedMs = 0;
    bool served = false; // made by a client of the served endpoint (LocalEndpoint), not the GUI

    bool ok() const { return !error.has_value(); }
};

// Stops a long operation (many pages, many batches) between its calls: the operation checks the
// token before it issues the next call; the one already in flight is short and is let finish.
// Copies share one flag.
class CancellationToken {
public:
    void cancel() const { *m_cancelled = true; }
    bool isCancelled() const { return *m_cancelled; }

private:
    std::shared_ptr<std::atomic_bool> m_cancelled = std::make_shared<std::atomic_bool>(false);
};

class Session : public QObject {
    Q_OBJECT
public:
    using ReplyHandler = std::function<void(const CallReply &)>;

    // `name` is what the user sees for this connection, e.g. "shop.tsdb" or "in-memory".
    Session(std::shared_ptr<Client> client, QString name, QObject *parent = nullptr);
    // The embedded engine: as above, and its stream feeds are pushed in-process.
    Session(std::shared_ptr<Database> database, QString name, QObject *parent = nullptr);
    // Waits for calls already running (they hold the client and report to this object);
    // queued calls are dropped.
    ~Session() override;

    QString name() const { return m_name; }

    // Starts `operation` (e.g. "Scan") in the background; the reply arrives through
    // finished() or failed() and callCompleted().
    quint64 call(const QString &operation, boost::json::object request);
    // As above, and also hands the reply to `handler` unless `context` was destroyed first.
    quint64 call(const QString &operation, boost::json::object request, const QObject *context,
                 ReplyHandler handler);

    int pendingCalls() const { return m_pending; }

    // The stream records of `tableName` (empty: of every table with a stream), delivered on
    // this thread from `start` on: pushed by the embedded engine, polled from the Streams API
    // of a remote endpoint. Never null; destroying the feed stops it.
    std::unique_ptr<StreamFeed> openStreamFeed(const QString &tableName,
                                               StreamFeedStart start = {});
    // Whether stream records arrive right after each commit (the embedded engine) rather than
    // by polling: a window can then leave its own writes to the feed.
    bool pushesStreamRecords() const { return bool(m_subscribe); }

    // For work on a thread of its own that makes its calls in order (imports, exports): a Client
    // whose calls run on the calling thread — never the UI thread — and are reported through
    // callCompleted() as call()'s are, so the API-call log shows them. It may outlive the
    // Session; its calls then go unreported.
    std::shared_ptr<Client> reportingClient();

    // For the session layer only (LocalEndpoint serves the same client over HTTP); windows
    // must go through call().
    std::shared_ptr<Client> client() const { return m_client; }
    // For the session layer only: runs `job` on a worker thread (the destructor waits for it).
    // Stream polling goes here rather than through call(), so it does not flood the call log.
    void runOnWorker(std::function<void()> job);

Q_SIGNALS:
    void finished(quint64 requestId, const boost::json::object &response);
    void failed(quint64 requestId, const tablesmith::gui::CallError &error);
    // Every call, successful or not: what the API-call log shows.
    void callCompleted(const tablesmith::gui::CallReply &reply);
    void busyChanged(bool busy);

private:
    struct PendingHandler {
        QPointer<const QObject> context;
        ReplyHandler handler;
    };

    struct Reporter;
    class ReportingClient;

    void deliver(const CallReply &reply);
    // A reportingClient() call, on this thread.
    void report(const CallReply &reply);

    using Subscribe = std::function<std::unique_ptr<StreamSubscription>(SubscriptionOptions)>;

    std::shared_ptr<Client> m_client;
    // Where reportingClient()'s calls are reported; cleared when the Session goes.
    std::shared_ptr<Reporter> m_reporter;
    Subscribe m_subscribe; // set for the embedded engine only
    QString m_name;
    QThreadPool m_pool;
    QHash<quint64, PendingHandler> m_handlers;
    quint64 m_nextRequestId = 0;
    int m_pending = 0;
};

} // namespace tablesmith::gui
