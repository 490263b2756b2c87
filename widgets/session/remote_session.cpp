#include "session/remote_session.h"

#include <tablesmith/aws_profile.h>

#include <QCoreApplication>
#include <QUrl>

namespace tablesmith::gui {
namespace {

struct RemoteText {
    Q_DECLARE_TR_FUNCTIONS(RemoteSession)
};

// The profile (or, without one, the environment's keys) resolved as the AWS CLI would.
Result<AwsProfile> profileFor(const RemoteEndpoint &endpoint)
{
    return resolveAwsProfile(AwsEnvironment::fromProcess(), endpoint.profile.toStdString());
}

} // namespace

Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint)
{
    RemoteClientOptions options;
    options.region = endpoint.region.trimmed().toStdString();
    options.endpointUrl = endpoint.url.trimmed().toStdString();
    // Without a profile or keys, as the AWS CLI: AWS_PROFILE, the AWS_* keys, or "default".
    if (endpoint.usesProfile() || endpoint.accessKeyId.isEmpty()) {
        TS_TRY_ASSIGN(AwsProfile profile, profileFor(endpoint));
        if (!profile.hasCredentials())
            return Error::validation(
                RemoteText::tr("The profile %1 has no aws_access_key_id and "
                               "aws_secret_access_key.")
                    .arg(QString::fromStdString(profile.name))
                    .toStdString());
        options.credentials = {profile.accessKeyId, profile.secretAccessKey};
        options.sessionToken = profile.sessionToken;
        if (options.region.empty())
            options.region = profile.region;
        if (options.endpointUrl.empty())
            options.endpointUrl = profile.endpointUrl;
    } else {
        options.credentials = {endpoint.accessKeyId.trimmed().toStdString(),
                               endpoint.secretAccessKey.toStdString()};
        options.sessionToken = endpoint.sessionToken.trimmed().toStdString();
    }
    if (options.endpointUrl.empty() && !options.region.empty())
        options.endpointUrl = regionEndpoint(options.region);
    return options;
}

Result<std::unique_ptr<Session>> openRemoteSession(const RemoteEndpoint &endpoint)
{
    TS_TRY_ASSIGN(RemoteClientOptions options, remoteClientOptions(endpoint));
    const QString url = QString::fromStdString(options.endpointUrl);
    TS_TRY_ASSIGN(std::unique_ptr<RemoteClient> client, RemoteClient::create(std::move(options)));
    std::shared_ptr<Client> shared = std::move(client);
    return std::make_unique<Session>(std::move(shared), url);
}

QString endpointDisplayName(const QString &url)
{
    const QUrl parsed(url);
    if (!parsed.isValid() || parsed.host().isEmpty())
        return url;
    return parsed.port() > 0 ? QStringLiteral("%1:%2").arg(parsed.host()).arg(parsed.port())
                             : parsed.host();
}

} // namespace tablesmith::gui
