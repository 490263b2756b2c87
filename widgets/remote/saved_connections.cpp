#include "remote/saved_connections.h"

#include <QSettings>

namespace tablesmith::gui {
namespace {

constexpr int kRemembered = 8;
const QString kGroup = QStringLiteral("remote/connections");

} // namespace

QList<RemoteEndpoint> savedConnections()
{
    QSettings settings;
    QList<RemoteEndpoint> endpoints;
    const int size = settings.beginReadArray(kGroup);
    for (int i = 0; i < size; ++i) {
        settings.setArrayIndex(i);
        RemoteEndpoint endpoint;
        endpoint.url = settings.value(QStringLiteral("url")).toString();
        endpoint.region = settings.value(QStringLiteral("region")).toString();
        endpoint.profile = settings.value(QStringLiteral("profile")).toString();
        endpoints << endpoint;
    }
    settings.endArray();
    return endpoints;
}

void rememberConnection(const RemoteEndpoint &endpoint)
{
    QList<RemoteEndpoint> endpoints = savedConnections();
    endpoints.removeIf([&endpoint](const RemoteEndpoint &saved) {
        return saved.url == endpoint.url && saved.region == endpoint.region;
    });
    endpoints.prepend(endpoint);
    QSettings settings;
    settings.remove(kGroup);
    settings.beginWriteArray(kGroup, int(std::min<qsizetype>(endpoints.size(), kRemembered)));
    for (int i = 0; i < endpoints.size() && i < kRemembered; ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("url"), endpoints[i].url);
        settings.setValue(QStringLiteral("region"), endpoints[i].region);
        settings.setValue(QStringLiteral("profile"), endpoints[i].profile);
    }
    settings.endArray();
}

} // namespace tablesmith::gui
