#include "common/icons.h"

namespace tablesmith::gui {

QIcon icon(const QString &name)
{
    return QIcon(QStringLiteral(":/icons/%1.svg").arg(name));
}

QIcon appIcon()
{
    return QIcon(QStringLiteral(":/tablesmith.svg"));
}

} // namespace tablesmith::gui
