#include "grid/table_tab.h"

#include "grid/column_state.h"
#include "session/stream_feed.h"

#include "common/error_text.h"
#include "common/icons.h"
#include "grid/entity_filter_proxy.h"
#include "grid/entity_legend.h"
#include "grid/entity_templates.h"
#include "grid/frozen_columns.h"
#include "grid/key_search.h"
#include "grid/partition_delegate.h"
#include "grid/table_items_model.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QShortcut>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace tablesmith::gui {
namespace {

QString keyText(const std::string &name, const QString &type)
{
    return type.isEmpty() ? QString::fromStdString(name)
                          : QStringLiteral("%1 (%2)").arg(QString::fromStdString(name), type);
}

QString schemaText(const TableSummary &summary)
{
    QStringList parts;
    parts << TableTab::tr("partition key %1")
                 .arg(keyText(summary.keys.partitionKey, summary.partitionKeyType));
    if (summary.keys.hasSortKey())
        parts << TableTab::tr("sort key %1")
                     .arg(keyText(summary.keys.sortKey, summary.sortKeyType));
    for (const auto &index : summary.indexes)
        parts << (index.global ? TableTab::tr("GSI %1") : TableTab::tr("LSI %1")).arg(index.name);
    if (summary.billingMode == QLatin1String("PAY_PER_REQUEST"))
        parts << TableTab::tr("on-demand");
    else if (summary.billingMode == QLatin1String("PROVISIONED"))
        parts << TableTab::tr("provisioned");
    if (!summary.streamViewType.isEmpty())
        parts << TableTab::tr("stream on (%1)").arg(summary.streamViewType);
    return parts.join(QStringLiteral("  ·  "));
}

constexpr int kMargin = 10;
constexpr int kSpacing = 8;

} // namespace

TableTab::TableTab(Session &session, QString tableName, QWidget *parent)
    : QWidget(parent), m_session(session), m_tableName(std::move(tableName))
{
    m_view = new QTableView(this);
    m_view->setAccessibleName(tr("Items of %1").arg(m_tableName));
    m_view->setItemDelegate(new PartitionDelegate(m_view));
    m_view->setShowGrid(false);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setWordWrap(false);
    m_view->setFrameShape(QFrame::NoFrame);
    m_view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_view->verticalHeader()->hide();
    // Uniform row heights: the view never measures rows, so a million items scroll like ten.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 12);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionsMovable(true);
    setUpHeaderMenu();
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (!m_model || !index.isValid())
            return;
        const boost::json::object &item = m_model->item(m_proxy->mapToSource(index).row());
        if (!item.empty())
            Q_EMIT itemActivated(item);
    });
    m_proxy = new EntityFilterProxy(this);
    m_legend = new EntityLegend(this);
    m_legend->hide();
    m_keySearch = new KeySearch(m_session, this);
    m_keySearch->hide(); // until described
    connect(m_keySearch, &KeySearch::partitionsFound, this, [this](const QStringList &keys) {
        if (!keys.isEmpty())
            jumpToPartition(keys.front());
    });
    m_frozen = new FrozenColumns(m_view);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(buildHeader());
    layout->addWidget(buildStreamOffBar());
    layout->addWidget(m_keySearch);
    layout->addWidget(m_legend);
    layout->addWidget(m_view, 1);
    layout->addWidget(buildFooter());
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, this, &TableTab::cancelLoading);
    describe();
}

TableTab::~TableTab()
{
    // Children go after this body; the header the state reads goes with them.
    if (m_columnState)
        m_columnState->flush();
}

QWidget *TableTab::buildHeader()
{
    auto *header = new QWidget(this);
    header->setObjectName(QStringLiteral("tableHeader"));
    auto *icon = new QLabel(header);
    icon->setPixmap(gui::icon(QStringLiteral("table")).pixmap(20, 20));
    auto *title = new QLabel(m_tableName, header);
    QFont titleFont = title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setWeight(QFont::DemiBold);
    title->setFont(titleFont);
    m_schemaLabel = new ElidedLabel(tr("describing…"), header);
    m_schemaLabel->setForegroundRole(QPalette::PlaceholderText);
    // A long error (e.g. a connection refused) or schema must not widen the tab and squeeze the
    // docks: the label takes the width it is given, elided, and the full text is its tooltip.
    m_schemaLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *refresh = new QToolButton(header);
    refresh->setIcon(gui::icon(QStringLiteral("refresh")));
    refresh->setToolTip(tr("Reload the table from its first page"));
    refresh->setAutoRaise(true);
    connect(refresh, &QToolButton::clicked, this, &TableTab::reload);

    auto *layout = new QHBoxLayout(header);
    layout->setContentsMargins(kMargin, kMargin, kMargin, kMargin);
    layout->setSpacing(kSpacing);
    layout->addWidget(icon);
    layout->addWidget(title);
    layout->addSpacing(kSpacing);
    layout->addWidget(m_schemaLabel, 1);
    layout->addWidget(buildViewToggle(header));
    layout->addWidget(refresh);
    return header;
}

QWidget *TableTab::buildStreamOffBar()
{
    m_streamOffBar = new QWidget(this);
    m_streamOffBar->setObjectName(QStringLiteral("streamOffBar"));
    auto *label = new QLabel(tr("This table has no stream: changes made elsewhere appear when "
                                "you refresh."),
                             m_streamOffBar);
    label->setWordWrap(true);
    m_enableStreamButton = new QToolButton(m_streamOffBar);
    m_enableStreamButton->setText(tr("Enable stream"));
    m_enableStreamButton->setToolTip(
        tr("UpdateTable with a NEW_AND_OLD_IMAGES stream: the grid then follows every write"));
    connect(m_enableStreamButton, &QToolButton::clicked, this, &TableTab::enableStream);
    auto *layout = new QHBoxLayout(m_streamOffBar);
    layout->setContentsMargins(kMargin, 0, kMargin, kSpacing / 2);
    layout->addWidget(label, 1);
    layout->addWidget(m_enableStreamButton);
    m_streamOffBar->hide(); // until DescribeTable says there is no stream
    return m_streamOffBar;
}

void TableTab::enableStream()
{
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    request["StreamSpecification"] = {{"StreamEnabled", true},
                                      {"StreamViewType", "NEW_AND_OLD_IMAGES"}};
    m_enableStreamButton->setEnabled(false);
    m_session.call(QStringLiteral("UpdateTable"), std::move(request), this,
                   [this](const CallReply &reply) {
                       m_enableStreamButton->setEnabled(true);
                       if (!reply.ok()) {
                           m_lastError = errorSummary(*reply.error) + QLatin1Char(' ')
                               + reply.error->message;
                           updateStatus();
                           return;
                       }
                       m_summary.streamViewType = QStringLiteral("NEW_AND_OLD_IMAGES");
                       m_schemaLabel->setText(schemaText(m_summary));
                       updateStreamState();
                   });
}

void TableTab::updateStreamState()
{
    m_streamOffBar->setVisible(m_model && !isLive());
    updateStatus();
}

QString TableTab::statusText() const
{
    return m_statusLabel->text();
}

QWidget *TableTab::buildViewToggle(QWidget *parent)
{
    auto *toggle = new QWidget(parent);
    m_partitionViewButton = new QToolButton(toggle);
    m_partitionViewButton->setText(tr("Partition view"));
    m_partitionViewButton->setToolTip(
        tr("Items grouped by partition, attributes as name and value"));
    m_columnViewButton = new QToolButton(toggle);
    m_columnViewButton->setText(tr("Columns"));
    m_columnViewButton->setToolTip(tr("One column per attribute name; right-click the header to "
                                      "hide columns, drag to reorder"));
    auto *group = new QButtonGroup(toggle);
    for (QToolButton *button : {m_partitionViewButton, m_columnViewButton}) {
        button->setCheckable(true);
        button->setAutoRaise(true);
        group->addButton(button);
    }
    m_partitionViewButton->setChecked(true);
    connect(m_columnViewButton, &QToolButton::toggled, this, &TableTab::setViewMode);
    auto *layout = new QHBoxLayout(toggle);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_partitionViewButton);
    layout->addWidget(m_columnViewButton);
    return toggle;
}

void TableTab::setUpHeaderMenu()
{
    QHeaderView *header = m_view->horizontalHeader();
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &TableTab::showHeaderMenu);
}

void TableTab::showHeaderMenu(const QPoint &position)
{
    if (!m_model)
        return;
    QHeaderView *header = m_view->horizontalHeader();
    QMenu menu(this);
    menu.addSection(tr("Columns"));
    for (int section = 0; section < m_model->columnCount(); ++section) {
        QAction *action = menu.addAction(m_model->headerData(section, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(!header->isSectionHidden(section));
        // The partition key stays: without it the grid loses its grouping.
        action->setEnabled(section > 0);
        connect(action, &QAction::toggled, header, [header, section](bool shown) {
            header->setSectionHidden(section, !shown);
        });
    }
    menu.addSeparator();
    QAction *scanOrder = menu.addAction(tr("Scan order (unsorted)"));
    scanOrder->setEnabled(m_proxy->sortColumn() >= 0);
    connect(scanOrder, &QAction::triggered, this, [this] {
        m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
        m_proxy->sort(-1);
    });
    QAction *showAll = menu.addAction(tr("Show all columns"));
    connect(showAll, &QAction::triggered, header, [header] {
        for (int section = 0; section < header->count(); ++section)
            header->showSection(section);
    });
    menu.exec(header->mapToGlobal(position));
}

void TableTab::setViewMode(bool columns)
{
    if (!m_model) {
        m_columnViewWanted = columns;
        return;
    }
    const QSignalBlocker blocker(m_columnViewButton);
    m_columnViewButton->setChecked(columns);
    m_partitionViewButton->setChecked(!columns);
    m_model->setViewMode(columns ? TableItemsModel::ViewMode::Columns
                                 : TableItemsModel::ViewMode::Partitions);
    // Key columns stay in sight while the attributes scroll sideways.
    m_frozen->setFrozenCount(columns ? (m_summary.keys.hasSortKey() ? 2 : 1) : 0);
    m_view->horizontalHeader()->setStretchLastSection(!columns);
    m_columnsFitted = false;
    fitColumnsOnce();
    if (m_columnState)
        m_columnState->apply();
}

bool TableTab::isColumnView() const
{
    if (!m_model)
        return m_columnViewWanted;
    return m_model->viewMode() == TableItemsModel::ViewMode::Columns;
}

std::vector<boost::json::object> TableTab::selectedItems() const
{
    std::vector<boost::json::object> items;
    if (!m_model)
        return items;
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty() && m_view->currentIndex().isValid())
        rows << m_view->currentIndex();
    std::sort(rows.begin(), rows.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &row : rows) {
        const boost::json::object &item = m_model->item(m_proxy->mapToSource(row).row());
        if (!item.empty()) // a row whose page is still coming back
            items.push_back(item);
    }
    return items;
}

bool TableTab::hasSelectedItems() const
{
    return m_model && m_view->selectionModel()
        && (m_view->selectionModel()->hasSelection() || m_view->currentIndex().isValid());
}

void TableTab::onCurrentChanged(const QModelIndex &current)
{
    if (!m_model || !current.isValid()) {
        Q_EMIT currentItemChanged(nullptr);
        return;
    }
    const boost::json::object &item = m_model->item(m_proxy->mapToSource(current).row());
    Q_EMIT currentItemChanged(item.empty() ? nullptr : &item);
}

QWidget *TableTab::buildFooter()
{
    auto *footer = new QWidget(this);
    m_statusLabel = new QLabel(footer);
    m_statusLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_loadMoreButton = new QToolButton(footer);
    m_loadMoreButton->setText(tr("Load more"));
    m_loadMoreButton->setIcon(gui::icon(QStringLiteral("load-more")));
    m_loadMoreButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_loadMoreButton->setAutoRaise(true);
    m_loadMoreButton->hide();
    connect(m_loadMoreButton, &QToolButton::clicked, this, [this] {
        if (m_model)
            m_model->loadMore();
    });
    m_loadAllButton = new QToolButton(footer);
    m_loadAllButton->setText(tr("Load all"));
    m_loadAllButton->setToolTip(tr("Scan to the end of the table (Esc cancels)"));
    m_loadAllButton->setAutoRaise(true);
    m_loadAllButton->hide();
    connect(m_loadAllButton, &QToolButton::clicked, this, &TableTab::loadAll);
    m_cancelButton = new QToolButton(footer);
    m_cancelButton->setText(tr("Cancel"));
    m_cancelButton->setToolTip(tr("Stop scanning after the page in flight (Esc)"));
    m_cancelButton->setAutoRaise(true);
    m_cancelButton->hide();
    connect(m_cancelButton, &QToolButton::clicked, this, &TableTab::cancelLoading);
    m_footerLayout = new QHBoxLayout(footer);
    m_footerLayout->setContentsMargins(kMargin, kSpacing / 2, kMargin, kSpacing / 2);
    m_footerLayout->addWidget(m_statusLabel, 1);
    m_footerLayout->addWidget(m_loadMoreButton);
    m_footerLayout->addWidget(m_loadAllButton);
    m_footerLayout->addWidget(m_cancelButton);
    return footer;
}

void TableTab::addFooterAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_footerLayout->addWidget(button);
}

void TableTab::describe()
{
    boost::json::object request;
    request["TableName"] = m_tableName.toStdString();
    m_session.call(QStringLiteral("DescribeTable"), std::move(request), this,
                   [this](const CallReply &reply) { onDescribed(reply); });
    m_statusLabel->setText(tr("Loading…"));
}

void TableTab::onDescribed(const CallReply &reply)
{
    const auto *table = reply.ok() ? reply.response.if_contains("Table") : nullptr;
    if (!table || !table->is_object()) {
        const CallError error = reply.error.value_or(
            CallError{ErrorKind::InternalServerError, {}, tr("DescribeTable gave no table.")});
        m_lastError = errorSummary(error);
        m_schemaLabel->setText(error.message);
        updateStatus();
        Q_EMIT failed(error);
        return;
    }
    const TableSummary summary = tableSummaryFrom(table->get_object());
    m_schemaLabel->setText(schemaText(summary));
    m_summary = summary;
    m_model = new TableItemsModel(m_session, m_tableName, summary.keys, this);
    // A table made from a model keeps its facets as entity types.
    m_model->setEntityTemplates(EntityTemplates::remembered(m_session.name(), m_tableName));
    connect(m_model, &TableItemsModel::loadStateChanged, this, &TableTab::updateStatus);
    // Queued: the view has to take in the new rows before it can measure them.
    connect(m_model, &TableItemsModel::rowsInserted, this, &TableTab::fitColumnsOnce,
            Qt::QueuedConnection);
    connect(m_model, &TableItemsModel::loadFailed, this, [this](const CallError &error) {
        m_lastError = errorSummary(error) + QLatin1Char(' ') + error.message;
        updateStatus();
    });
    m_proxy->setSourceModel(m_model);
    m_view->setModel(m_proxy);
    // A header click sorts the loaded rows; until then they keep the Scan's order.
    m_view->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_view->setSortingEnabled(true);
    m_keySearch->setTable(m_tableName, summary);
    m_keySearch->show();
    // A jump to a partition not loaded yet goes on as pages arrive (or the end does).
    connect(m_model, &TableItemsModel::rowsInserted, this, &TableTab::continueJump,
            Qt::QueuedConnection);
    connect(m_model, &TableItemsModel::loadStateChanged, this, &TableTab::continueJump,
            Qt::QueuedConnection);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    // An item replaced in place (after a save) is shown again in the details dock.
    connect(m_model, &TableItemsModel::dataChanged, this, [this] {
        onCurrentChanged(m_view->currentIndex());
    });
    m_legend->attach(m_model, m_proxy);
    if (m_columnViewWanted)
        setViewMode(true);
    connect(m_proxy, &EntityFilterProxy::rowsInserted, this, &TableTab::updateStatus);
    connect(m_proxy, &EntityFilterProxy::rowsRemoved, this, &TableTab::updateStatus);
    // The proxy removes its rows while the model still holds them (rowsAboutToBeRemoved):
    // count again once the model is done, or "3 loaded · 2 shown" stays with no filter on.
    connect(m_model, &TableItemsModel::rowsRemoved, this, &TableTab::updateStatus);
    connect(m_model, &TableItemsModel::rowsInserted, this, &TableTab::updateStatus);
    connect(m_model, &TableItemsModel::modelReset, this, &TableTab::updateStatus);
    m_legend->show();
    m_columnState = new ColumnState(m_view->horizontalHeader(), m_model,
                                    m_session.name() + QLatin1Char('/') + m_tableName, this);
    followStream();
    updateStreamState();
    Q_EMIT described(summary);
    // The view asks for the first page as soon as it is laid out; a hidden tab is not, so ask
    // here too.
    m_model->fetchMore({});
}

void TableTab::followStream()
{
    m_feed = m_session.openStreamFeed(m_tableName).release();
    m_feed->setParent(this);
    // The embedded engine orders Scans the way scan_order.h knows; a remote one may not.
    m_model->setScanOrderKnown(m_session.pushesStreamRecords());
    connect(m_feed, &StreamFeed::records, m_model, [this](const std::vector<FeedRecord> &batch) {
        for (const FeedRecord &record : batch)
            m_model->applyStreamRecord(record.record);
        // A stream enabled since the table was described (by another client, say) is live too.
        if (!batch.empty() && !std::exchange(m_recordSeen, true))
            updateStreamState();
    });
    // Records were lost: only a fresh Scan tells what the table holds now.
    connect(m_feed, &StreamFeed::gap, this, &TableTab::reload);
}

int TableTab::rowOfPartition(const QString &partitionKey, int fromRow) const
{
    for (int row = fromRow; row < m_model->rowCount(); ++row)
        if (m_model->index(row, 0).data(TableItemsModel::PartitionKeyRole).toString()
            == partitionKey)
            return row;
    return -1;
}

bool TableTab::jumpToPartition(const QString &partitionKey)
{
    if (!m_model)
        return false;
    m_pendingJump.clear();
    if (m_jumpLoading)
        m_jumpLoading->cancel();
    m_jumpLoading.reset();
    const int row = rowOfPartition(partitionKey, 0);
    const QModelIndex shown =
        row < 0 ? QModelIndex() : m_proxy->mapFromSource(m_model->index(row, 0));
    if (shown.isValid()) {
        // Sorted, the partition's first row in the grid is not its first in the Scan.
        int first = shown.row();
        while (first > 0
               && m_proxy->index(first - 1, 0).data(TableItemsModel::PartitionKeyRole).toString()
                   == partitionKey)
            --first;
        const QModelIndex target = m_proxy->index(first, 0);
        m_view->setCurrentIndex(target);
        m_view->selectionModel()->select(target, QItemSelectionModel::ClearAndSelect
                                                     | QItemSelectionModel::Rows);
        m_view->scrollTo(target, QAbstractItemView::PositionAtTop);
        return true;
    }
    if (row >= 0 || m_model->isAtEnd()) {
        m_keySearch->showMessage(row >= 0 ? tr("Partition %1 is hidden by the entity filter.")
                                                .arg(partitionKey)
                                          : tr("Partition %1 is not in the table.")
                                                .arg(partitionKey),
                                 true);
        return false;
    }
    // Not loaded yet: page on until it is, then jump (Esc or Cancel stops).
    m_pendingJump = partitionKey;
    m_jumpSearchedRows = m_model->rowCount();
    m_jumpLoading = CancellationToken();
    m_model->loadToEnd(*m_jumpLoading);
    m_keySearch->showMessage(tr("Loading up to partition %1…").arg(partitionKey));
    return true;
}

void TableTab::continueJump()
{
    if (m_pendingJump.isEmpty() || !m_model)
        return;
    const int row = rowOfPartition(m_pendingJump, m_jumpSearchedRows);
    m_jumpSearchedRows = m_model->rowCount();
    if (row < 0 && !m_model->isAtEnd())
        return;
    const QString key = std::exchange(m_pendingJump, QString());
    if (m_jumpLoading)
        m_jumpLoading->cancel();
    m_jumpLoading.reset();
    if (jumpToPartition(key))
        m_keySearch->showMessage(tr("Partition %1.").arg(key));
}

bool TableTab::isLive() const
{
    return m_feed && (!m_summary.streamViewType.isEmpty() || m_recordSeen);
}

void TableTab::loadAll()
{
    if (m_model)
        m_model->loadToEnd(CancellationToken());
}

void TableTab::cancelLoading()
{
    if (m_model)
        m_model->cancelLoading();
}

void TableTab::reload()
{
    if (!m_model) {
        describe();
        return;
    }
    m_lastError.clear();
    m_columnsFitted = false;
    m_model->reload();
    m_model->fetchMore({});
}

void TableTab::fitColumnsOnce()
{
    // Fitting measures only the rows loaded so far; doing it once keeps later pages cheap and
    // keeps columns from jumping while the user scrolls.
    if (m_columnsFitted || !m_model)
        return;
    m_columnsFitted = true;
    const int last = m_model->columnCount() - (isColumnView() ? 0 : 1);
    for (int section = 0; section < last; ++section) {
        if (m_columnState && m_columnState->savedWidth(section) > 0)
            continue; // the user's width, from the last time
        m_view->resizeColumnToContents(section);
        m_view->setColumnWidth(section, qBound(72, m_view->columnWidth(section) + 24, 360));
    }
}

void TableTab::updateStatus()
{
    const int loaded = m_model ? m_model->rowCount() : 0;
    QString text = loaded == 1 ? tr("1 item loaded")
                               : tr("%1 items loaded").arg(QLocale().toString(loaded));
    if (m_proxy && m_proxy->rowCount() != loaded)
        text += QStringLiteral(" · ")
            + tr("%1 shown").arg(QLocale().toString(m_proxy->rowCount()));
    if (!m_model) {
        text = m_lastError.isEmpty() ? tr("Loading…") : m_lastError;
    } else if (m_model->hasFailed()) {
        text += QStringLiteral(" · ") + m_lastError;
    } else if (m_model->isLoadingToEnd()) {
        text += QStringLiteral(" · ") + tr("loading all… (Esc cancels)");
    } else if (m_model->isFetching()) {
        text += QStringLiteral(" · ") + tr("loading…");
    } else if (m_model->isAtEnd()) {
        text += QStringLiteral(" · ") + tr("end of table");
    } else {
        text += QStringLiteral(" · ") + tr("more available");
    }
    if (isLive())
        text += QStringLiteral(" · ") + tr("live");
    m_statusLabel->setText(text);
    m_statusLabel->setToolTip(text);
    const bool more = m_model && !m_model->isAtEnd();
    const bool loadingAll = m_model && m_model->isLoadingToEnd();
    m_loadMoreButton->setVisible(more && !m_model->isFetching());
    m_loadAllButton->setVisible(more && !loadingAll);
    m_cancelButton->setVisible(loadingAll);
}

} // namespace tablesmith::gui
