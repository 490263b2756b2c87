#include "session/session.h"

#include "session/pushed_stream_feed.h"
#include "session/polled_stream_feed.h"

#include <tablesmith/database.h>

#include <QElapsedTimer>
#include <QMetaObject>

#include <exception>
#include <mutex>
#include <string>

namespace tablesmith::gui {
namespace {

// Engine reads run in parallel, writes are serialised inside the engine; a few threads keep a
// slow Scan from holding up the tree or the log.
constexpr int kWorkerThreads = 4;

CallReply runCall(Client &client, quint64 id, const QString &operation,
                  const boost::json::object &request)
{
    CallReply reply;
    reply.requestId = id;
    reply.operation = operation;
    reply.request = request;
    QElapsedTimer timer;
    timer.start();
    try {
        auto result = client.call(operation.toStdString(), request);
        if (result.ok()) {
            reply.response = std::move(result).value();
        } else {
            const Error &error = result.error();
            reply.error = CallError{error.kind, QString::fromUtf8(errorName(error.kind)),
                                    QString::fromStdString(error.message)};
        }
    } catch (const std::exception &e) {
        // The Client promises not to throw; a bug there must not take the GUI down with it.
        reply.error = CallError{ErrorKind::InternalServerError,
                                QString::fromUtf8(errorName(ErrorKind::InternalServerError)),
                                QString::fromUtf8(e.what())};
    }
    reply.elapsedMs = double(timer.nsecsElapsed()) / 1e6;
    return reply;
}

} // namespace

// The Session a reporting client reports to, while it lives. The lock makes "still alive?" and
// posting the report one step, so the Session cannot go in between.
struct Session::Reporter {
    std::mutex mutex;
    Session *session = nullptr; // guarded by mutex
};

class Session::ReportingClient final : public Client {
public:
    ReportingClient(std::shared_ptr<Client> client, std::shared_ptr<Reporter> reporter)
        : m_client(std::move(client)), m_reporter(std::move(reporter))
    {
    }

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override
    {
        CallReply reply = runCall(*m_client, 0, QString::fromUtf8(operation), request);
        Result<boost::json::object> result =
            reply.ok() ? Result<boost::json::object>(reply.response)
                       : Result<boost::json::object>(
                             Error{reply.error->kind, reply.error->message.toStdString()});
        const std::lock_guard lock(m_reporter->mutex);
        if (Session *session = m_reporter->session)
            QMetaObject::invokeMethod(
                session, [session, reply = std::move(reply)] { session->report(reply); },
                Qt::QueuedConnection);
        return result;
    }

private:
    std::shared_ptr<Client> m_client;
    std::shared_ptr<Reporter> m_reporter;
};

Session::Session(std::shared_ptr<Client> client, QString name, QObject *parent)
    : QObject(parent), m_client(std::move(client)), m_reporter(std::make_shared<Reporter>()),
      m_name(std::move(name))
{
    m_reporter->session = this;
    m_pool.setMaxThreadCount(kWorkerThreads);
}

Session::Session(std::shared_ptr<Database> database, QString name, QObject *parent)
    : Session(std::shared_ptr<Client>(database), std::move(name), parent)
{
    m_subscribe = [database](SubscriptionOptions options) {
        return database->subscribe(std::move(options));
    };
}

Session::~Session()
{
    {
        const std::lock_guard lock(m_reporter->mutex);
        m_reporter->session = nullptr;
    }
    m_pool.clear();
    m_pool.waitForDone();
}

std::shared_ptr<Client> Session::reportingClient()
{
    return std::make_shared<ReportingClient>(m_client, m_reporter);
}

void Session::report(const CallReply &reply)
{
    Q_EMIT callCompleted(reply);
}

quint64 Session::call(const QString &operation, boost::json::object request)
{
    const quint64 id = ++m_nextRequestId;
    if (m_pending++ == 0)
        Q_EMIT busyChanged(true);
    m_pool.start([this, id, client = m_client, operation, request = std::move(request)] {
        CallReply reply = runCall(*client, id, operation, request);
        // Safe: the destructor waits for running jobs, and Qt drops events for a deleted
        // receiver.
        QMetaObject::invokeMethod(
            this, [this, reply = std::move(reply)] { deliver(reply); }, Qt::QueuedConnection);
    });
    return id;
}

quint64 Session::call(const QString &operation, boost::json::object request,
                      const QObject *context, ReplyHandler handler)
{
    const quint64 id = call(operation, std::move(request));
    m_handlers.insert(id, PendingHandler{context, std::move(handler)});
    return id;
}

std::unique_ptr<StreamFeed> Session::openStreamFeed(const QString &tableName,
                                                    StreamFeedStart start)
{
    if (m_subscribe)
        return std::make_unique<PushedStreamFeed>(*this, m_subscribe, tableName, start);
    return std::make_unique<PolledStreamFeed>(*this, tableName, start);
}

void Session::runOnWorker(std::function<void()> job)
{
    m_pool.start(std::move(job));
}

void Session::deliver(const CallReply &reply)
{
    --m_pending;
    if (auto it = m_handlers.find(reply.requestId); it != m_handlers.end()) {
        PendingHandler pending = std::move(it.value());
        m_handlers.erase(it);
        if (pending.context && pending.handler)
            pending.handler(reply);
    }
    if (reply.ok())
        Q_EMIT finished(reply.requestId, reply.response);
    else
        Q_EMIT failed(reply.requestId, *reply.error);
    Q_EMIT callCompleted(reply);
    if (m_pending == 0)
        Q_EMIT busyChanged(false);
}

} // namespace tablesmith::gui
