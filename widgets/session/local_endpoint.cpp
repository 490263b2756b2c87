#include "session/local_endpoint.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

#include <QElapsedTimer>
#include <QMetaObject>

#include <mutex>

namespace tablesmith::gui {
namespace {

// The embedded database notes where it is served (beside its file, for a process refused it,
// and for commands copied from it); empty when it no longer is.
void recordServedUrl(Client &client, const QString &address)
{
    if (auto *database = dynamic_cast<Database *>(&client))
        (void)database->setServedUrl(address.isEmpty() ? std::string()
                                                       : "http://" + address.toStdString());
}

} // namespace

struct LocalEndpoint::Reporter {
    std::mutex mutex;
    Session *session = nullptr; // guarded by mutex; null once the endpoint is gone
};

// Passes each served call to the database and reports it, marked as served, on the Session's
// callCompleted() (queued to the UI thread).
class LocalEndpoint::ServedClient final : public Client {
public:
    ServedClient(std::shared_ptr<Client> client, std::shared_ptr<Reporter> reporter)
        : m_client(std::move(client)), m_reporter(std::move(reporter))
    {
    }

    Result<boost::json::object> call(std::string_view operation,
                                     const boost::json::object &request) override
    {
        QElapsedTimer timer;
        timer.start();
        Result<boost::json::object> result = m_client->call(operation, request);
        CallReply reply;
        reply.operation = QString::fromUtf8(operation.data(), qsizetype(operation.size()));
        reply.request = request;
        reply.elapsedMs = double(timer.nsecsElapsed()) / 1e6;
        reply.served = true;
        if (result.ok()) {
            reply.response = result.value();
        } else {
            const Error &error = result.error();
            reply.error = CallError{error.kind, QString::fromUtf8(errorName(error.kind)),
                                    QString::fromStdString(error.message)};
        }
        const std::lock_guard lock(m_reporter->mutex);
        if (Session *session = m_reporter->session)
            QMetaObject::invokeMethod(
                session,
                [session, reply = std::move(reply)] { Q_EMIT session->callCompleted(reply); },
                Qt::QueuedConnection);
        return result;
    }

private:
    std::shared_ptr<Client> m_client;
    std::shared_ptr<Reporter> m_reporter;
};

LocalEndpoint::LocalEndpoint(Session &session, QObject *parent)
    : QObject(parent), m_reporter(std::make_shared<Reporter>())
{
    m_reporter->session = &session;
    m_database = session.client();
    m_client = std::make_shared<ServedClient>(m_database, m_reporter);
}

LocalEndpoint::~LocalEndpoint()
{
    if (m_server) {
        m_server->stop();
        recordServedUrl(*m_database, {});
    }
    const std::lock_guard lock(m_reporter->mutex);
    m_reporter->session = nullptr;
}

std::optional<CallError> LocalEndpoint::start(std::uint16_t port, const QString &host)
{
    stop();
    HttpServerOptions options;
    options.host = host.toStdString();
    options.port = port;
    auto server = std::make_unique<HttpServer>(*m_client, options);
    if (Status status = server->start(); !status.ok()) {
        const Error &error = status.error();
        return CallError{error.kind, QString::fromUtf8(errorName(error.kind)),
                         QString::fromStdString(error.message)};
    }
    m_host = host;
    m_server = std::move(server);
    recordServedUrl(*m_database, address());
    Q_EMIT servingChanged(true);
    return std::nullopt;
}

void LocalEndpoint::stop()
{
    if (!m_server)
        return;
    m_server->stop();
    m_server.reset();
    recordServedUrl(*m_database, {});
    Q_EMIT servingChanged(false);
}

bool LocalEndpoint::isServing() const
{
    return m_server && m_server->isRunning();
}

QString LocalEndpoint::address() const
{
    if (!m_server)
        return {};
    // An IPv6 literal needs brackets in a URL.
    const QString host = m_host.contains(QLatin1Char(':')) ? QLatin1Char('[') + m_host
            + QLatin1Char(']') : m_host;
    return QStringLiteral("%1:%2").arg(host).arg(m_server->port());
}

QString LocalEndpoint::url() const
{
    return m_server ? QStringLiteral("http://") + address() : QString();
}

std::optional<std::uint16_t> LocalEndpoint::firstFreePort(const QString &host,
                                                          std::uint16_t from, int tries) const
{
    HttpServerOptions options;
    options.host = host.toStdString();
    options.threads = 1;
    for (int i = 0; i < tries && int(from) + i <= 65535; ++i) {
        options.port = std::uint16_t(from + i);
        if (m_server && m_server->port() == options.port && m_host == host)
            return options.port; // ours: free for us
        HttpServer probe(*m_client, options);
        if (probe.start().ok()) {
            probe.stop();
            return options.port;
        }
    }
    return std::nullopt;
}

} // namespace tablesmith::gui
