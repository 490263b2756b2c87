#include "session/local_endpoint.h"

#include <tablesmith/database.h>
#include <tablesmith/http_server.h>

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

LocalEndpoint::LocalEndpoint(Session &session, QObject *parent)
    : QObject(parent), m_client(session.client())
{
}

LocalEndpoint::~LocalEndpoint()
{
    if (m_server) {
        m_server->stop();
        recordServedUrl(*m_client, {});
    }
}

std::optional<CallError> LocalEndpoint::start(std::uint16_t port)
{
    stop();
    HttpServerOptions options;
    options.host = "127.0.0.1";
    options.port = port;
    auto server = std::make_unique<HttpServer>(*m_client, options);
    if (Status status = server->start(); !status.ok()) {
        const Error &error = status.error();
        return CallError{error.kind, QString::fromUtf8(errorName(error.kind)),
                         QString::fromStdString(error.message)};
    }
    m_server = std::move(server);
    recordServedUrl(*m_client, address());
    Q_EMIT servingChanged(true);
    return std::nullopt;
}

void LocalEndpoint::stop()
{
    if (!m_server)
        return;
    m_server->stop();
    m_server.reset();
    recordServedUrl(*m_client, {});
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
    return QStringLiteral("127.0.0.1:%1").arg(m_server->port());
}

} // namespace tablesmith::gui
