#pragma once
// LocalEndpoint: serves the DynamoDB wire protocol for a Session's database on a local address,
// so the AWS CLI, boto3 and the SDKs work against the database the GUI has open. Every call an
// outside client makes is reported on the Session's callCompleted() with CallReply::served set,
// so the API-call log shows it beside the GUI's own calls.
// Lives on the UI thread; start() only binds the socket, requests run on the server's threads.

#include "session/session.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>

namespace tablesmith {
class HttpServer;
}

namespace tablesmith::gui {

class LocalEndpoint : public QObject {
    Q_OBJECT
public:
    static constexpr std::uint16_t kDefaultPort = 8000;
    static inline const QString kDefaultHost = QStringLiteral("127.0.0.1");

    explicit LocalEndpoint(Session &session, QObject *parent = nullptr);
    ~LocalEndpoint() override;

    // Binds `host`:`port` (0 picks a free port). On failure (e.g. the port is taken) returns
    // the error and stays stopped.
    std::optional<CallError> start(std::uint16_t port = kDefaultPort,
                                   const QString &host = kDefaultHost);
    void stop();
    bool isServing() const;
    // "127.0.0.1:8000", or empty when stopped.
    QString address() const;
    // "http://127.0.0.1:8000", what clients pass as --endpoint-url; empty when stopped.
    QString url() const;

    // The first port from `from` on (at most `tries` of them) that `host` can listen on now;
    // none when all are taken. Probes by binding, so it tells what start() would find.
    std::optional<std::uint16_t> firstFreePort(const QString &host, std::uint16_t from,
                                               int tries = 100) const;

Q_SIGNALS:
    void servingChanged(bool serving);

private:
    struct Reporter;
    class ServedClient;

    QString m_host;
    std::shared_ptr<Reporter> m_reporter; // where served calls go; cleared when this goes
    std::shared_ptr<Client> m_client;     // the server needs it alive as long as it runs
    std::shared_ptr<Client> m_database;   // the session's own client, which notes its URL
    std::unique_ptr<HttpServer> m_server;
};

} // namespace tablesmith::gui
