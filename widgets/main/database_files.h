#pragma once
// What the GUI says when a database file cannot be opened: for a file another process holds
// and serves, the offer to connect to its URL instead (used by the main window and at start).

#include <tablesmith/error.h>

#include <QString>

class QWidget;

namespace tablesmith::gui {

// Shows why `path` could not be opened. When another process holds it and serves it, offers
// to connect to that URL instead and returns the URL if the user agrees; otherwise empty.
QString reportOpenFailure(QWidget *parent, const QString &path, const Error &error);

} // namespace tablesmith::gui
