#pragma once
// LocalEndpoint: serves the DynamoDB wire protocol for a Session's database on localhost, so the
// AWS CLI, boto3 and the SDKs work against the database the GUI has open.
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

    explicit LocalEndpoint(Session &session, QObject *parent = nullptr);
    ~LocalEndpoint() override;

    // Binds 127.0.0.1:`port` (0 picks a free port). On failure (e.g. the port is taken) returns
    // the error and stays stopped.
    std::optional<CallError> start(std::uint16_t port = kDefaultPort);
    void stop();
    bool isServing() const;
    // "127.0.0.1:8000", or empty when stopped.
    QString address() const;

Q_SIGNALS:
    void servingChanged(bool serving);

private:
    std::shared_ptr<Client> m_client; // the server needs it alive as long as it runs
    std::unique_ptr<HttpServer> m_server;
};

} // namespace tablesmith::gui
