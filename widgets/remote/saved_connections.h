#pragma once
// Remote connections remembered between runs in QSettings: URL, region and profile name only.
// Secrets never reach the settings file; typed-in keys are asked for again.

#include "session/remote_session.h"

#include <QList>
#include <QString>

namespace tablesmith::gui {

// Most recent first.
QList<RemoteEndpoint> savedConnections();
// Puts `endpoint` first (without its keys), dropping an older entry for the same URL and
// region and keeping at most a few.
void rememberConnection(const RemoteEndpoint &endpoint);

} // namespace tablesmith::gui
