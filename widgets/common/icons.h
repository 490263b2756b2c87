#pragma once
// Icons from the bundled SVGs (":/icons/<name>.svg"). SVG rendering needs Qt's SVG icon engine
// plugin at runtime (Debian: libqt6svg6); without it icons are blank but nothing breaks.

#include <QIcon>
#include <QString>

namespace tablesmith::gui {

QIcon icon(const QString &name);
QIcon appIcon();

} // namespace tablesmith::gui
