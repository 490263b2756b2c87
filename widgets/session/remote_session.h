#pragma once
// Opening a remote endpoint: a Session over a RemoteClient. The endpoint's keys come either
// from an AWS CLI profile (resolved from ~/.aws at connect time, never stored) or are typed in.

#include "session/session.h"

#include <tablesmith/error.h>
#include <tablesmith/remote_client.h>

#include <QString>

#include <memory>

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

// The RemoteClient options `endpoint` stands for, with the profile's keys, region and
// endpoint filled in. Fails with the profile files' error or a missing-keys message.
Result<RemoteClientOptions> remoteClientOptions(const RemoteEndpoint &endpoint);

// Connects lazily: the first call reaches the endpoint. The session's name is its URL.
Result<std::unique_ptr<Session>> openRemoteSession(const RemoteEndpoint &endpoint);

// "localhost:8000" or "dynamodb.eu-west-1.amazonaws.com": what the dock and the status bar
// show for a remote session's URL.
QString endpointDisplayName(const QString &url);

} // namespace tablesmith::gui
