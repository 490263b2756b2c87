#pragma once
// The engine stays untranslated; the UI says what an error kind means in the user's language
// and keeps the engine's message as the detail.

#include "session/session.h"

#include <QString>

namespace tablesmith::gui {

// A translated sentence for the error kind, e.g. "The table does not exist."
QString errorSummary(const CallError &error);
// Summary, then the exception name and the engine's message on a second line.
QString errorDescription(const CallError &error);

} // namespace tablesmith::gui
