#pragma once
// The application's look: Fusion everywhere, with a light or dark palette following the
// desktop's, so screenshots and users on any desktop see the same design.

class QApplication;

namespace tablesmith::gui {

void applyAppStyle(QApplication &app);
// True when the applied palette is the dark one.
bool isDarkPalette();

} // namespace tablesmith::gui
