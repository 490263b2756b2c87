#pragma once
// The application's look: Fusion everywhere, with a light or dark palette following the
// desktop's (or the user's choice, View → Theme), so screenshots and users on any desktop see
// the same design. Switching the theme at run time repaints every open window in the new
// palette: widgets re-polished (a style sheet otherwise pins the palette they were polished
// with) and code editors (QScintilla, which keeps its own colours) recoloured.

class QApplication;
class QMenu;
class QWidget;

namespace tablesmith::gui {

enum class Theme { System, Light, Dark };

void applyAppStyle(QApplication &app);
// True when the applied palette is the dark one.
bool isDarkPalette();

// The saved choice (QSettings "ui/theme"); System unless the user picked one.
Theme savedTheme();
// Saves `theme` and repaints the running application with it.
void setTheme(Theme theme);
// Applies `theme` without saving it (what setTheme() does after saving).
void applyTheme(Theme theme);

// View → Theme: follow the system, light or dark; applies at once.
QMenu *createThemeMenu(QWidget *parent);

} // namespace tablesmith::gui
