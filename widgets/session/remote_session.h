#pragma once
// Opening a remote endpoint: a Session over a RemoteClient. The endpoint's keys come either
// from an AWS CLI profile (resolved from ~/.aws on a worker thread, never stored) or are typed
// in.

#include "session/session.h"

#include <tablesmith/aws_profile.h>
#include <tablesmith/error.h>
#include <tablesmith/remote_client.h>

#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace tablesmith::gui {

struct RemoteEndpoint {
    QString url;    // empty: AWS's endpoint for the region
    QString region; // empty: the profile's region
    // An AWS CLI profile. Empty, with no keys below either: the CLI's default choice.
    QString profile;
    QString accessKeyId;
    QString secretAccessKey; // held in memory only
    QString sessionToken;

    bool usesProfile() const { return !profile.isEmpty(); }
};

// Every profile of ~/.aws (and the AWS_* variables over them), resolved as the AWS CLI does:
// a snapshot windows consult without touching the files again.
struct AwsProfiles {
    std::vector<AwsProfile> profiles; // sorted, "default" first
    QString error;                    // the files cannot be read (then no profiles)
    // AWS_PROFILE's, or "default": the one used when no profile is named and no keys typed.
    Result<AwsProfile> implicit = Error::validation("The config profile (default) could not "
                                                    "be found");

    // Null when there is no profile `name`.
    const AwsProfile *find(const QString &name) const;
};

// Reads ~/.aws on a worker thread, as every other I/O of the GUI runs off the UI thread;
// `done` runs on `context`'s thread unless `context` is gone by then.
void readAwsProfiles(QObject *context, std::function<void(const AwsProfiles &)> done);

// The RemoteClient options `endpoint` stands for, with the profile's keys, region and
// endpoint filled in. Fails with the profile files' error or a missing-keys message. Reads the
// files on the calling thread; the overload with `profiles` reads nothing.
Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint);
Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint,
                                                const AwsProfiles &profiles);

// Connects lazily: the first call reaches the endpoint. The session's name is its URL.
Result<std::unique_ptr<Session>> openRemoteSession(const RemoteEndpoint &endpoint);
Result<std::unique_ptr<Session>> openRemoteSession(RemoteClientOptions options);

// "localhost:8000" or "dynamodb.eu-west-1.amazonaws.com": what the dock and the status bar
// show for a remote session's URL.
QString endpointDisplayName(const QString &url);

} // namespace tablesmith::gui
