// tablesmith: the desktop GUI on the embedded engine.

#include "command_line.h"

#include "common/app_style.h"
#include "common/icons.h"
#include "common/language.h"
#include "instruments.h"
#include "main/database_files.h"
#include "main/main_window.h"
#include "session/embedded_session.h"
#include "session/remote_session.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QMessageBox>
#include <QTranslator>

namespace {

void installTranslators(QApplication &app)
{
    // Qt's own strings (dialog buttons), then ours; both follow the system locale unless the
    // user chose a language (View → Language).
    const QLocale locale = tablesmith::gui::interfaceLocale();
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    // Where no language of ours fits, English's plural forms ("1 entry", not "1 entries").
    auto *ours = new QTranslator(&app);
    const auto loadOurs = [ours](const QLocale &wanted) {
        return ours->load(wanted, QStringLiteral("tablesmith"), QStringLiteral("_"),
                          QStringLiteral(":/i18n"));
    };
    if (loadOurs(locale) || loadOurs(QLocale(QLocale::English)))
        QApplication::installTranslator(ours);
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Tablesmith"));
    QApplication::setOrganizationName(QStringLiteral("Tablesmith"));
    QApplication::setOrganizationDomain(QStringLiteral("tablesmith.io"));
    QApplication::setApplicationVersion(QStringLiteral(TABLESMITH_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("tablesmith"));
    installTranslators(app);
    tablesmith::gui::applyAppStyle(app);
    QApplication::setWindowIcon(tablesmith::gui::appIcon());

    const auto line = tablesmith::gui::parseCommandLine(QApplication::arguments());
    tablesmith::gui::MainWindow window(tablesmith::gui::workbenchInstruments());
    auto session = tablesmith::gui::openEmbeddedSession(line.databasePath, line.durable);
    QString holderUrl; // the file is another process's, and the user connects to it instead
    if (!session.ok()) {
        holderUrl = tablesmith::gui::reportOpenFailure(nullptr, line.databasePath,
                                                       session.error());
        if (holderUrl.isEmpty())
            return 1;
        session = tablesmith::gui::openEmbeddedSession({}); // beside the connection
        if (!session.ok())
            return 1;
    }
    window.setSession(std::move(session).value());
    if (!holderUrl.isEmpty())
        window.connectToLocalUrl(holderUrl);
    window.restoreLayout();
    window.restoreOpenTables();
    window.show();
    if (!line.example.isEmpty())
        window.loadExample(line.example);
    if (line.servePort)
        window.serveOrReport(*line.servePort);
    if (!line.connectUrl.isEmpty()) {
        tablesmith::gui::RemoteEndpoint endpoint;
        endpoint.url = line.connectUrl;
        endpoint.region = line.connectRegion;
        endpoint.profile = line.connectProfile;
        auto remote = tablesmith::gui::openRemoteSession(endpoint);
        if (remote.ok())
            window.addRemoteSession(std::move(remote).value());
        else
            QMessageBox::warning(&window, QApplication::translate("main", "Cannot connect"),
                                 QString::fromStdString(remote.error().message));
    }
    return QApplication::exec();
}
