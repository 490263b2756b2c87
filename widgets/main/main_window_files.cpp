// MainWindow's database files: New In-Memory Database, New Database…, Open Database…, each
// asking first while the DynamoDB API is served (its clients would see the new database), a
// missing file offered to be created, and a file held by another process offered to be
// reached at the URL that process serves it on.

#include "main/database_files.h"
#include "main/main_window.h"

#include "session/connection_address.h"
#include "session/embedded_session.h"
#include "session/local_endpoint.h"
#include "session/remote_session.h"

#include <tablesmith/database.h>

#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace tablesmith::gui {
namespace {

QString databaseFilter()
{
    return MainWindow::tr("Tablesmith databases (*.tsdb *.db *.sqlite);;All files (*)");
}

bool sameFile(const QString &a, const QString &b)
{
    return !a.isEmpty() && !b.isEmpty()
        && QFileInfo(a).canonicalFilePath() == QFileInfo(b).canonicalFilePath();
}

// Yes (`accept`) or Cancel, Cancel by default: nothing changes unless the user says so.
bool ask(QWidget *parent, const QString &title, const QString &text, const QString &informative,
         const QString &accept)
{
    QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Cancel, parent);
    box.setInformativeText(informative);
    QPushButton *yes = box.addButton(accept, QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    return box.clickedButton() == yes;
}

} // namespace

QString reportOpenFailure(QWidget *parent, const QString &path, const Error &error)
{
    const QString message = QString::fromStdString(error.message);
    const auto holder = error.kind == ErrorKind::ResourceInUseException
        ? databaseHolder(path.toStdString())
        : std::nullopt;
    const QString url = holder ? QString::fromStdString(holder->url) : QString();
    const QString name = QFileInfo(path).fileName();
    if (url.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, MainWindow::tr("Cannot open the database"),
                        MainWindow::tr("%1 cannot be opened.").arg(name), QMessageBox::Ok,
                        parent);
        box.setInformativeText(message);
        box.exec();
        return {};
    }
    const bool connect = ask(
        parent, MainWindow::tr("Database in use"),
        MainWindow::tr("%1 is open in another Tablesmith process (pid %2), which serves it at "
                       "%3.")
            .arg(name)
            .arg(holder->pid)
            .arg(url),
        MainWindow::tr("A database file is used by one process at a time. Connect to that "
                       "process instead, to browse and edit the same tables through it?"),
        MainWindow::tr("Connect to %1").arg(url));
    return connect ? url : QString();
}

bool MainWindow::confirmReplacingServed()
{
    if (!isServing())
        return true;
    const QString url = QStringLiteral("http://%1").arg(m_endpoint->address());
    return ask(this, tr("Replace the served database?"),
               tr("The DynamoDB API of %1 is served at %2.").arg(m_session->name(), url),
               tr("Clients of %1 (the AWS CLI, SDKs, other tools) will see the new database "
                  "instead, from their next request on.")
                   .arg(url),
               tr("Replace"));
}

void MainWindow::newInMemoryDatabase()
{
    if (!confirmReplacingServed())
        return;
    auto session = openEmbeddedSession({});
    if (!session.ok()) {
        QMessageBox::warning(this, tr("Cannot create the database"),
                             QString::fromStdString(session.error().message));
        return;
    }
    setSession(std::move(session).value());
}

void MainWindow::openDatabase()
{
    // Any name: one that does not exist yet is offered to be created.
    QFileDialog dialog(this, tr("Open Database"), {}, databaseFilter());
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    dialog.setFileMode(QFileDialog::AnyFile);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return;
    openDatabaseFile(dialog.selectedFiles().constFirst());
}

void MainWindow::newDatabase()
{
    QString path = QFileDialog::getSaveFileName(this, tr("New Database"), {}, databaseFilter(),
                                                nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".tsdb");
    createDatabaseFile(path);
}

void MainWindow::openDatabaseFile(const QString &path)
{
    if (path.isEmpty())
        return;
    if (m_session && sameFile(path, databaseFilePath(*m_session))) {
        statusBar()->showMessage(tr("%1 is already open.").arg(path), 6000);
        return;
    }
    if (!QFileInfo::exists(path)
        && !ask(this, tr("Create a new database?"), tr("%1 does not exist.").arg(path),
                tr("Create a new, empty database there?"), tr("Create")))
        return;
    if (confirmReplacingServed())
        openEmbedded(path);
}

void MainWindow::createDatabaseFile(const QString &path)
{
    if (QFileInfo::exists(path)) {
        // Never replaced: another application's file stays as it is (the engine refuses it).
        if (ask(this, tr("Open the existing file?"), tr("%1 already exists.").arg(path),
                tr("Open it instead of creating a new database?"), tr("Open")))
            openDatabaseFile(path);
        return;
    }
    if (confirmReplacingServed())
        openEmbedded(path);
}

void MainWindow::openEmbedded(const QString &path)
{
    auto session = openEmbeddedSession(path);
    if (session.ok()) {
        setSession(std::move(session).value());
        return;
    }
    const QString url = reportOpenFailure(this, path, session.error());
    if (!url.isEmpty())
        connectToLocalUrl(url);
}

Session *MainWindow::connectToLocalUrl(const QString &url)
{
    RemoteEndpoint endpoint;
    endpoint.url = url;
    endpoint.region = QStringLiteral("us-east-1");
    auto session = openRemoteSession(endpoint);
    if (!session.ok()) {
        // No keys in the profile or environment: a tablesmith (or DynamoDB Local) endpoint
        // that does not check signatures accepts any, as DynamoDB Local does.
        endpoint.accessKeyId = QStringLiteral("tablesmith");
        endpoint.secretAccessKey = QStringLiteral("tablesmith");
        session = openRemoteSession(endpoint);
    }
    if (!session.ok()) {
        QMessageBox::warning(this, tr("Cannot connect"),
                             QString::fromStdString(session.error().message));
        return nullptr;
    }
    return addRemoteSession(std::move(session).value());
}

} // namespace tablesmith::gui
