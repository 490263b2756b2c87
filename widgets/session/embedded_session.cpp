#include "session/embedded_session.h"

#include <tablesmith/database.h>

#include <QCoreApplication>
#include <QFileInfo>

namespace tablesmith::gui {

Result<std::unique_ptr<Session>> openEmbeddedSession(const QString &path, bool durable)
{
    DatabaseOptions options;
    options.path = path.toStdString();
    options.durable = durable;
    auto database = Database::open(options);
    if (!database.ok())
        return database.takeError();
    const QString name = path.isEmpty()
        ? QCoreApplication::translate("tablesmith::gui::Session", "in-memory")
        : QFileInfo(path).fileName();
    std::shared_ptr<Database> shared = std::move(database).value();
    return std::make_unique<Session>(std::move(shared), name);
}

} // namespace tablesmith::gui
