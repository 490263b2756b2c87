#include "session/connection_address.h"

#include <tablesmith/database.h>
#include <tablesmith/remote_client.h>

namespace tablesmith::gui {

ConnectionAddress connectionAddress(const Session &session, std::uint16_t defaultPort)
{
    ConnectionAddress address;
    const std::shared_ptr<Client> client = session.client();
    if (auto *database = dynamic_cast<Database *>(client.get())) {
        address.embedded = true;
        address.region = QString::fromStdString(database->options().region);
        const std::string served = database->servedUrl();
        address.served = !served.empty();
        address.endpointUrl = address.served
            ? QString::fromStdString(served)
            : QStringLiteral("http://127.0.0.1:%1").arg(defaultPort);
    } else if (auto *remote = dynamic_cast<RemoteClient *>(client.get())) {
        const RemoteClientOptions &options = remote->options();
        address.region = QString::fromStdString(options.region);
        // AWS's own endpoint for the region is what the CLI picks from --region alone.
        if (options.endpointUrl != regionEndpoint(options.region))
            address.endpointUrl = QString::fromStdString(options.endpointUrl);
    }
    return address;
}

QString databaseFilePath(const Session &session)
{
    const std::shared_ptr<Client> client = session.client();
    if (auto *database = dynamic_cast<Database *>(client.get()))
        return QString::fromStdString(database->options().path);
    return {};
}

} // namespace tablesmith::gui
