#pragma once
// Where a connection is, as the AWS CLI and the SDKs are told: a remote endpoint's URL and
// region, or the URL the embedded database is served at. What a copied command or generated
// code needs so that it writes where the user was looking, never to AWS by mistake.

#include "session/session.h"

#include <QString>

#include <cstdint>

namespace tablesmith::gui {

struct ConnectionAddress {
    QString endpointUrl; // empty only for AWS's own regional endpoint
    QString region;
    bool embedded = false;
    // Embedded only: endpointUrl is where it is served now. When it is not served, endpointUrl
    // is where serving on `defaultPort` would put it.
    bool served = false;
};

ConnectionAddress connectionAddress(const Session &session, std::uint16_t defaultPort);

// The embedded database's file; empty for an in-memory database or a remote endpoint.
QString databaseFilePath(const Session &session);

} // namespace tablesmith::gui
