#include "main/main_window.h"

#include "common/attribute_text.h"
#include "common/icons.h"
#include "design/example_loader.h"
#include "details/item_details_dock.h"
#include "grid/entity_templates.h"
#include "grid/table_items_model.h"
#include "grid/table_tab.h"
#include "main/connections_dock.h"
#include "main/main_window_workbench.h"
#include "main/item_actions.h"
#include "main/serve_dialog.h"
#include "main/workbench_undo.h"
#include "session/embedded_session.h"
#include "session/local_endpoint.h"
#include "session/remote_session.h"

#include <QApplication>
#include <QFileDialog>
#include <QLabel>
#include <QMessageBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

QWidget *emptyPage(QWidget *parent)
{
    auto *page = new QWidget(parent);
    auto *icon = new QLabel(page);
    icon->setPixmap(appIcon().pixmap(72, 72));
    icon->setAlignment(Qt::AlignCenter);
    auto *title = new QLabel(MainWindow::tr("No table open"), page);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.3);
    titleFont.setWeight(QFont::DemiBold);
    title->setFont(titleFont);
    title->setAlignment(Qt::AlignCenter);
    auto *hint = new QLabel(
        MainWindow::tr("Double-click a table in Connections to browse its items."), page);
    hint->setForegroundRole(QPalette::PlaceholderText);
    hint->setAlignment(Qt::AlignCenter);
    auto *layout = new QVBoxLayout(page);
    layout->addStretch(2);
    layout->addWidget(icon);
    layout->addSpacing(12);
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addStretch(3);
    return page;
}

} // namespace

MainWindow::MainWindow(const std::vector<InstrumentFactory> &instruments, QWidget *parent)
    : QMainWindow(parent), m_servePort(LocalEndpoint::kDefaultPort),
      m_notifier(new WorkbenchSignals(this)), m_workbench(std::make_unique<WindowWorkbench>(*this))
{
    setWindowIcon(appIcon());
    resize(1440, 880);
    m_tabs = new QTabWidget(this);
    m_tabs->setDocumentMode(true);
    m_tabs->setTabsClosable(true);
    m_tabs->setMovable(true);
    connect(m_tabs, &QTabWidget::tabCloseRequested, this, [this](int index) {
        QWidget *tab = m_tabs->widget(index);
        m_tabs->removeTab(index);
        delete tab;
        updateEmptyState();
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] {
        m_detailsDock->showItem(nullptr, {});
        onCurrentTabChanged();
        m_itemActions->updateEnabled();
        m_undo->update();
        emitActiveTableChanged();
    });
    m_undo = new WorkbenchUndo([this] { return m_tabs->currentWidget(); }, this);
    m_center = new QStackedWidget(this);
    m_center->addWidget(emptyPage(m_center));
    m_center->addWidget(m_tabs);
    setCentralWidget(m_center);

    m_connectionsDock = new ConnectionsDock(this);
    addDockWidget(Qt::LeftDockWidgetArea, m_connectionsDock);
    m_detailsDock = new ItemDetailsDock(this);
    addDockWidget(Qt::RightDockWidgetArea, m_detailsDock);
    resizeDocks({m_connectionsDock, m_detailsDock}, {270, 330}, Qt::Horizontal);
    connect(m_connectionsDock, &ConnectionsDock::tableActivated, this,
            [this](const QString &table) { openTable(table); });
    connect(m_connectionsDock, &ConnectionsDock::tableActivatedIn, this,
            [this](Session *session, const QString &table) {
                if (session != m_session.get())
                    openTable(*session, table);
            });
    connect(m_connectionsDock, &ConnectionsDock::disconnectRequested, this,
            &MainWindow::closeRemoteSession);

    m_itemActions = new ItemActions(
        this, [this] { return currentTableTab(); },
        [this](const QString &table) { return tableTab(table); });
    connect(m_itemActions, &ItemActions::message, this,
            [this](const QString &text) { statusBar()->showMessage(text, 6000); });
    createActions();
    createStatusBar();
    createMenus();
    attachInstruments(instruments);
    finishMenus();
    setWindowTitle(tr("Tablesmith"));
}

MainWindow::~MainWindow()
{
    // Tabs and the endpoint use the session; they go first.
    closeAllTabs();
    m_endpoint.reset();
}

void MainWindow::createActions()
{
    m_openAction = new QAction(icon(QStringLiteral("open")), tr("&Open Database…"), this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openDatabase);
    m_newAction = new QAction(icon(QStringLiteral("new-database")),
                              tr("&New In-Memory Database"), this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newInMemoryDatabase);
    m_newFileAction = new QAction(icon(QStringLiteral("new-database")),
                                  tr("New &Database…"), this);
    connect(m_newFileAction, &QAction::triggered, this, &MainWindow::newDatabase);
    m_connectAction = new QAction(icon(QStringLiteral("connection")),
                                  tr("&Connect to Endpoint…"), this);
    m_connectAction->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    m_connectAction->setToolTip(tr("Browse tables on AWS, DynamoDB Local or a "
                                   "tablesmith-server"));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::connectToEndpoint);
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    m_refreshAction = new QAction(icon(QStringLiteral("refresh")), tr("&Refresh Tables"), this);
    m_refreshAction->setShortcut(QKeySequence::Refresh);
    connect(m_refreshAction, &QAction::triggered, m_connectionsDock, &ConnectionsDock::refresh);
    // F5 also reloads the open grid: grids without a live stream refresh on demand.
    connect(m_refreshAction, &QAction::triggered, this, [this] {
        if (TableTab *tab = currentTableTab())
            tab->reload();
    });
    m_serveAction = new QAction(icon(QStringLiteral("serve")),
                                tr("&Serve DynamoDB API on localhost"), this);
    m_serveAction->setCheckable(true);
    connect(m_serveAction, &QAction::toggled, this, [this](bool on) {
        if (on == isServing())
            return;
        if (!on) {
            stopServing();
            return;
        }
        // Address and port are chosen (and a taken port reported) in the dialog.
        if (const auto port = m_endpoint ? ServeDialog::ask(*m_endpoint, m_servePort, this)
                                         : std::nullopt)
            m_servePort = *port;
        updateServingStatus();
    });
    m_deleteTableAction = new QAction(tr("&Delete Table…"), this);
    m_deleteTableAction->setEnabled(false); // until a table is open
    connect(m_deleteTableAction, &QAction::triggered, this, &MainWindow::deleteCurrentTable);
    m_aboutAction = new QAction(tr("&About Tablesmith"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = new QAction(tr("About &Qt"), this);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::createStatusBar()
{
    m_connectionLabel = new QLabel(this);
    m_servingLabel = new QLabel(this);
    m_servingLabel->setTextFormat(Qt::RichText);
    m_servingLabel->hide();
    statusBar()->addWidget(m_connectionLabel);
    statusBar()->addPermanentWidget(m_servingLabel);
}

void MainWindow::setSession(std::unique_ptr<Session> session)
{
    const bool wasServing = isServing();
    closeAllTabs();
    m_endpoint.reset();
    m_connectionsDock->setSession(nullptr);
    m_itemActions->setSession(nullptr);
    if (m_session)
        Q_EMIT m_notifier->sessionAboutToClose(m_session.get());
    m_session = std::move(session);
    if (m_session) {
        Q_EMIT m_notifier->sessionAdded(m_session.get());
        m_endpoint = std::make_unique<LocalEndpoint>(*m_session);
        connect(m_endpoint.get(), &LocalEndpoint::servingChanged, this,
                &MainWindow::updateServingStatus);
        m_connectionsDock->setSession(m_session.get());
        m_itemActions->setSession(m_session.get());
        setWindowTitle(tr("Tablesmith — %1").arg(m_session->name()));
    } else {
        setWindowTitle(tr("Tablesmith"));
    }
    updateConnectionLabel();
    m_serveAction->setEnabled(m_session != nullptr);
    updateServingStatus();
    emitActiveTableChanged();
    // The new database is served where the old one was, so clients keep their endpoint URL.
    if (wasServing && m_session)
        serveOrReport(m_servePort);
}

TableTab *MainWindow::tableTab(const QString &tableName) const
{
    const Session *session = activeSession();
    return session ? tableTab(*session, tableName) : nullptr;
}

TableTab *MainWindow::tableTab(const Session &session, const QString &tableName) const
{
    for (int index = 0; index < m_tabs->count(); ++index)
        if (auto *tab = qobject_cast<TableTab *>(m_tabs->widget(index));
            tab && tab->tableName() == tableName && &tab->session() == &session)
            return tab;
    return nullptr;
}

TableTab *MainWindow::openTable(const QString &tableName)
{
    return m_session ? openTable(*m_session, tableName) : nullptr;
}

TableTab *MainWindow::openTable(Session &session, const QString &tableName)
{
    TableTab *tab = tableTab(session, tableName);
    if (!tab) {
        tab = new TableTab(session, tableName, m_tabs);
        connectTab(tab);
        const bool remote = &session != m_session.get();
        const int index = m_tabs->addTab(
            tab, icon(remote ? QStringLiteral("connection") : QStringLiteral("table")),
            remote ? tr("%1 · %2").arg(tableName, endpointDisplayName(session.name()))
                   : tableName);
        m_tabs->setTabToolTip(index, tr("%1 on %2").arg(tableName, session.name()));
    }
    m_tabs->setCurrentWidget(tab);
    updateEmptyState();
    return tab;
}

TableTab *MainWindow::currentTableTab() const
{
    return qobject_cast<TableTab *>(m_tabs->currentWidget());
}

void MainWindow::connectTab(TableTab *tab)
{
    QTableView *view = tab->view();
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->addActions(m_itemActions->itemActions());
    auto *separator = new QAction(view);
    separator->setSeparator(true);
    view->addAction(separator);
    view->addActions(m_itemActions->copyActions());
    addTableActions(tab);
    // Item writes are undone from any grid (the stack is the session's), while one is in use.
    m_undo->addStack(m_itemActions->undoStack(), tab);
    connect(tab, &TableTab::itemActivated, this, [this, tab](const boost::json::object &item) {
        m_itemActions->editItem(tab, &item);
    });
    connect(tab, &TableTab::described, m_itemActions, &ItemActions::updateEnabled);
    tab->addFooterAction(m_itemActions->newItemAction());
    tab->addFooterAction(m_itemActions->deleteItemsAction());
    connect(tab, &TableTab::currentItemChanged, this,
            [this, tab](const boost::json::object *item) {
                if (m_tabs->currentWidget() != tab)
                    return;
                if (!item || !tab->model()) {
                    m_detailsDock->showItem(nullptr, {});
                    return;
                }
                // Keys first, as the grid shows them; then the item's own order.
                const KeySchema &keys = tab->model()->keySchema();
                boost::json::object ordered = tab->model()->keyOf(*item);
                for (const auto &attribute : *item)
                    if (!keys.isKeyAttribute(attribute.key()))
                        ordered[attribute.key()] = attribute.value();
                QString title = keyValueText(item->if_contains(keys.partitionKey));
                if (keys.hasSortKey())
                    title += QStringLiteral(" / ") + keyValueText(item->if_contains(keys.sortKey));
                m_detailsDock->showItem(&ordered, title);
                m_itemActions->updateEnabled();
            });
}

void MainWindow::addTableActions(TableTab *tab)
{
    // The instruments' table actions (Query…): first in the footer, last in the grid's menu.
    auto *separator = new QAction(tab->view());
    separator->setSeparator(true);
    tab->view()->addAction(separator);
    for (QAction *action : m_workbench->m_tableActions) {
        tab->addFooterAction(action);
        tab->view()->addAction(action);
    }
}

void MainWindow::closeAllTabs()
{
    while (m_tabs->count() > 0) {
        QWidget *tab = m_tabs->widget(0);
        m_tabs->removeTab(0);
        delete tab;
    }
    updateEmptyState();
}

void MainWindow::updateEmptyState()
{
    m_center->setCurrentIndex(m_tabs->count() > 0 ? 1 : 0);
    // Table commands act on the open tab.
    m_deleteTableAction->setEnabled(m_tabs->count() > 0);
}

void MainWindow::loadExample(const QString &name)
{
    if (!m_session)
        return;
    auto *loader = new ExampleLoader(*m_session, m_session.get());
    connect(loader, &ExampleLoader::loaded, this, [this, loader, name](const QString &table) {
        loader->deleteLater();
        m_connectionsDock->refresh();
        // The example's grid shows its model's facets as entity types.
        EntityTemplates::rememberFile(m_session->name(),
                                      QStringLiteral(":/examples/%1/%1.model.json").arg(name));
        openTable(table);
        Q_EMIT exampleLoaded(table);
    });
    connect(loader, &ExampleLoader::failed, this, [this, loader](const QString &message) {
        loader->deleteLater();
        QMessageBox::warning(this, tr("Example not loaded"), message);
    });
    loader->load(name);
}

std::optional<CallError> MainWindow::startServing(std::uint16_t port)
{
    if (!m_endpoint)
        return CallError{ErrorKind::ResourceNotFoundException, {}, tr("No database is open.")};
    m_servePort = port;
    return m_endpoint->start(port);
}

void MainWindow::stopServing()
{
    if (m_endpoint)
        m_endpoint->stop();
}

bool MainWindow::isServing() const
{
    return m_endpoint && m_endpoint->isServing();
}

bool MainWindow::serveOrReport(std::uint16_t port)
{
    const auto error = startServing(port);
    if (error) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot serve the DynamoDB API"),
                        tr("Tablesmith could not listen on 127.0.0.1:%1.").arg(port),
                        QMessageBox::Ok, this);
        box.setInformativeText(error->message);
        box.exec();
    }
    updateServingStatus();
    return !error;
}

void MainWindow::updateServingStatus()
{
    const bool serving = isServing();
    const QSignalBlocker blocker(m_serveAction);
    m_serveAction->setChecked(serving);
    m_servingLabel->setVisible(serving);
    if (serving) {
        m_servingLabel->setText(
            QStringLiteral("<span style='color:#16a34a'>●</span> ")
            + tr("serving on %1").arg(m_endpoint->address()).toHtmlEscaped());
        m_servingLabel->setToolTip(
            tr("AWS CLI: aws dynamodb list-tables --endpoint-url http://%1")
                .arg(m_endpoint->address()));
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Tablesmith"),
        tr("<h3>Tablesmith %1</h3>"
           "<p>A desktop workbench for DynamoDB-style tables, with an embedded "
           "DynamoDB-compatible engine.</p>"
           "<p>Design key schemas, browse items by partition, and serve the DynamoDB API on "
           "localhost for the AWS CLI and SDKs.</p>")
            .arg(QStringLiteral(TABLESMITH_VERSION)));
}

} // namespace tablesmith::gui
