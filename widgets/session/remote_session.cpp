#include "session/remote_session.h"

#include "remote/mfa_prompt.h"

#include <tablesmith/aws_profile.h>

#include <QCoreApplication>
#include <QMetaObject>
#include <QPointer>
#include <QThreadPool>
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

bool isLoopbackUrl(const std::string &url)
{
    auto parsed = parseEndpointUrl(url);
    return parsed.ok() && isLoopbackHost(parsed->host);
}

// Keys now, or a provider that gets them when the first call needs them (a process run, STS,
// IAM Identity Center: on the Session's worker thread, never the UI's). A local endpoint
// (DynamoDB Local, tablesmith-server) takes any keys, so none are needed there.
Status takeCredentials(RemoteClientOptions &options, const RemoteEndpoint &endpoint,
                       const AwsProfile &profile)
{
    if (profile.hasCredentials()) {
        options.credentials = {profile.accessKeyId, profile.secretAccessKey};
        options.sessionToken = profile.sessionToken;
        return success();
    }
    if (profile.hasCredentialSource()) {
        // No name: the CLI's implicit choice (AWS_PROFILE, else default) is made again then.
        options.credentialProvider = makeProfileCredentialProvider(
            AwsEnvironment::fromProcess(), endpoint.profile.toStdString(),
            guiCredentialOptions());
        return success();
    }
    if (isLoopbackUrl(options.endpointUrl))
        return success(); // RemoteClient signs with placeholder keys
    return Error::validation(
        RemoteText::tr("The profile %1 has no credentials: no aws_access_key_id, "
                       "credential_process, role_arn or sso_session.")
            .arg(QString::fromStdString(profile.name))
            .toStdString());
}

Result<RemoteClientOptions> optionsWith(const RemoteEndpoint &endpoint,
                                        const std::function<Result<AwsProfile>()> &resolve)
{
    RemoteClientOptions options;
    options.region = endpoint.region.trimmed().toStdString();
    options.endpointUrl = endpoint.url.trimmed().toStdString();
    // Without a profile or keys, as the AWS CLI: AWS_PROFILE, the AWS_* keys, or "default".
    if (endpoint.usesProfile() || endpoint.accessKeyId.isEmpty()) {
        TS_TRY_ASSIGN(AwsProfile profile, resolve());
        if (options.region.empty())
            options.region = profile.region;
        if (options.endpointUrl.empty())
            options.endpointUrl = profile.endpointUrl;
        TS_TRY_STATUS(takeCredentials(options, endpoint, profile));
    } else {
        options.credentials = {endpoint.accessKeyId.trimmed().toStdString(),
                               endpoint.secretAccessKey.toStdString()};
        options.sessionToken = endpoint.sessionToken.trimmed().toStdString();
    }
    if (options.endpointUrl.empty() && !options.region.empty())
        options.endpointUrl = regionEndpoint(options.region);
    return options;
}

AwsProfiles readProfiles()
{
    AwsProfiles read;
    auto set = readAwsProfileSet(AwsEnvironment::fromProcess());
    if (!set.ok()) {
        read.error = QString::fromStdString(set.error().message);
        read.implicit = set.takeError();
        return read;
    }
    read.profiles = std::move(set.value().profiles);
    read.implicit = std::move(set.value().implicit);
    return read;
}

} // namespace

const AwsProfile *AwsProfiles::find(const QString &name) const
{
    const std::string wanted = name.toStdString();
    for (const AwsProfile &profile : profiles)
        if (profile.name == wanted)
            return &profile;
    return nullptr;
}

void readAwsProfiles(QObject *context, std::function<void(const AwsProfiles &)> done)
{
    QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([guard, done = std::move(done)] {
        auto read = std::make_shared<AwsProfiles>(readProfiles());
        // The context may go meanwhile: the queued call then never runs.
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [guard, done, read] {
                if (guard)
                    done(*read);
            },
            Qt::QueuedConnection);
    });
}

Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint)
{
    return optionsWith(endpoint, [&endpoint] { return profileFor(endpoint); });
}

Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint,
                                                const AwsProfiles &profiles)
{
    return optionsWith(endpoint, [&]() -> Result<AwsProfile> {
        if (!endpoint.usesProfile())
            return profiles.implicit;
        if (!profiles.error.isEmpty())
            return Error::validation(profiles.error.toStdString());
        if (const AwsProfile *profile = profiles.find(endpoint.profile))
            return *profile;
        return Error::validation("The config profile (" + endpoint.profile.toStdString()
                                 + ") could not be found");
    });
}

Result<std::unique_ptr<Session>> openRemoteSession(const RemoteEndpoint &endpoint)
{
    TS_TRY_ASSIGN(RemoteClientOptions options, remoteClientOptions(endpoint));
    return openRemoteSession(std::move(options));
}

Result<std::unique_ptr<Session>> openRemoteSession(RemoteClientOptions options)
{
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
