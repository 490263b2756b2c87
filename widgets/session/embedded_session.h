#pragma once
// Opening the embedded engine: a Session over a Database on a file, or in memory.

#include "session/session.h"

#include <tablesmith/error.h>

#include <QString>

#include <memory>

namespace tablesmith::gui {

// An empty `path` opens an in-memory database that keeps nothing. Opening is quick (SQLite
// opens the file and reads the catalogue), so it runs on the caller's thread.
Result<std::unique_ptr<Session>> openEmbeddedSession(const QString &path, bool durable = false);

} // namespace tablesmith::gui
