#include "streams/stream_inspector.h"

#include "session/session.h"
#include "streams/order_status_view.h"
#include "streams/record_diff_view.h"
#include "streams/shard_status_view.h"
#include "streams/stream_filter_proxy.h"
#include "streams/stream_record_model.h"

#include <QAction>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace json = boost::json;

namespace {

// An action on `widget` (a tool bar or a menu) that runs `slot` on `context`.
template<class Context, class Slot>
QAction *addTriggered(QWidget *widget, const QString &text, const Context *context, Slot slot)
{
    auto *action = new QAction(text, widget);
    widget->addAction(action);
    QObject::connect(action, &QAction::triggered, context, slot);
    return action;
}

} // namespace

StreamInspector::StreamInspector(Layout layout, StreamFeedOpener opener, QWidget *parent)
    : QWidget(parent), m_layout(layout), m_opener(std::move(opener))
{
    m_model = new StreamRecordModel(this);
    m_proxy = new StreamFilterProxy(this);
    m_proxy->setSourceModel(m_model);

    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    column->addWidget(buildToolBar());
    column->addWidget(buildFilterBar());

    auto *split = new QSplitter(layout == Layout::Dock ? Qt::Horizontal : Qt::Vertical, this);
    // A table view, not a tree view: a tree view lays out every row on each insert, which a
    // flood of 10,000 records/s into 50,000 kept rows turns into most of the UI thread's time.
    m_view = new QTableView(split);
    m_view->setAccessibleName(tr("Stream records"));
    m_view->setModel(m_proxy);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 6);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view->horizontalHeader()->setHighlightSections(false);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(StreamRecordModel::TimeColumn, 95);
    m_view->setColumnWidth(StreamRecordModel::EventColumn, 100);
    m_view->setColumnWidth(StreamRecordModel::KeysColumn, 220);
    split->addWidget(buildDetails());
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    column->addWidget(split, 1);

    connect(m_proxy, &QAbstractItemModel::rowsAboutToBeInserted, this,
            &StreamInspector::rememberFollow);
    connect(m_proxy, &QAbstractItemModel::rowsInserted, this, &StreamInspector::follow);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &StreamInspector::showCurrent);
    connect(m_model, &StreamRecordModel::countsChanged, this, &StreamInspector::updateStatus);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            &StreamInspector::describeChangedTables);
    updateStatus();
}

StreamInspector::~StreamInspector() = default;

QToolBar *StreamInspector::buildToolBar()
{
    auto *bar = new QToolBar(this);
    bar->setIconSize(QSize(16, 16));
    m_tableBox = new QComboBox(bar);
    m_tableBox->setMinimumContentsLength(14);
    m_tableBox->setToolTip(tr("The table whose records are shown"));
    m_tableBox->setAccessibleName(tr("Table"));
    bar->addWidget(m_tableBox);
    m_pause = bar->addAction(tr("Pause"));
    m_pause->setCheckable(true);
    m_pause->setToolTip(tr("Pause the list; records keep arriving in a buffer"));
    addTriggered(bar, tr("Clear"), this, &StreamInspector::clear);

    auto *replayMenu = new QMenu(bar);
    addTriggered(replayMenu, tr("From TRIM_HORIZON (all retained records)"), this, [this] {
        replay({StreamFeedStart::Position::TrimHorizon, {}, 0});
    });
    addTriggered(replayMenu, tr("From a sequence number…"), this,
                 &StreamInspector::askReplayFromSequence);
    addTriggered(replayMenu, tr("From a time…"), this, &StreamInspector::askReplayFromTime);
    auto *replayButton = new QToolButton(bar);
    replayButton->setText(tr("Replay"));
    replayButton->setMenu(replayMenu);
    replayButton->setPopupMode(QToolButton::InstantPopup);
    bar->addWidget(replayButton);
    addTriggered(bar, tr("Export…"), this, &StreamInspector::askExport);
    m_enableStream = addTriggered(bar, tr("Enable stream…"), this,
                                  &StreamInspector::askEnableStream);
    m_enableStream->setVisible(false);
    m_status = new QLabel(bar);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    bar->addWidget(m_status);

    connect(m_pause, &QAction::toggled, this, &StreamInspector::setPaused);
    connect(m_tableBox, &QComboBox::activated, this, [this] {
        m_tableName = m_tableBox->currentData().toString();
        clear();
        openFeed({});
    });
    return bar;
}

QWidget *StreamInspector::buildFilterBar()
{
    auto *bar = new QToolBar(this);
    m_insert = bar->addAction(QStringLiteral("INSERT"));
    m_modify = bar->addAction(QStringLiteral("MODIFY"));
    m_remove = bar->addAction(QStringLiteral("REMOVE"));
    for (QAction *event : {m_insert, m_modify, m_remove}) {
        event->setCheckable(true);
        event->setChecked(true);
        connect(event, &QAction::toggled, this, &StreamInspector::applyRowFilter);
    }
    m_keyPrefix = new QLineEdit(bar);
    m_keyPrefix->setPlaceholderText(tr("key prefix"));
    m_keyPrefix->setAccessibleName(tr("Key prefix"));
    m_keyPrefix->setClearButtonEnabled(true);
    m_keyPrefix->setMaximumWidth(160);
    bar->addWidget(m_keyPrefix);
    m_entity = new QComboBox(bar);
    m_entity->addItem(tr("any entity"), QString());
    m_entity->setAccessibleName(tr("Entity type"));
    bar->addWidget(m_entity);
    addTriggered(bar, tr("Lambda filter…"), this, &StreamInspector::editFilter);
    m_patternShown = new QComboBox(bar);
    m_patternShown->addItems({tr("all records"), tr("matched"), tr("not matched")});
    m_patternShown->setToolTip(tr("Which records the Lambda filter selects are shown"));
    m_patternShown->setAccessibleName(tr("Lambda filter selection"));
    bar->addWidget(m_patternShown);
    m_counts = new QLabel(bar);
    bar->addWidget(m_counts);

    connect(m_keyPrefix, &QLineEdit::textChanged, this, &StreamInspector::applyRowFilter);
    connect(m_entity, &QComboBox::currentIndexChanged, this, &StreamInspector::applyRowFilter);
    connect(m_patternShown, &QComboBox::currentIndexChanged, this,
            &StreamInspector::applyRowFilter);
    connect(m_model, &QAbstractItemModel::rowsInserted, this,
            [this](const QModelIndex &, int first, int last) {
        // Entity types as they turn up; of a burst, its last rows are sample enough.
        for (int row = std::max(first, last - 199); row <= last; ++row) {
            const QString type = m_model->index(row, 0).data(StreamRecordModel::EntityTypeRole)
                                     .toString();
            if (!type.isEmpty() && m_entity->findData(type) < 0)
                m_entity->addItem(type, type);
        }
    });
    return bar;
}

QWidget *StreamInspector::buildDetails()
{
    m_diff = new RecordDiffView(this);
    m_indexEffects = new QTreeWidget(this);
    m_indexEffects->setAccessibleName(tr("Index effects"));
    m_indexEffects->setHeaderLabels({tr("Index"), tr("Effect"), tr("Old index key"),
                                     tr("New index key"), tr("Why")});
    m_indexEffects->setRootIsDecorated(false);
    m_orderStatus = new OrderStatusView(this);
    m_orderStatus->setModel(m_model);
    m_shards = new ShardStatusView(this);
    auto *tabs = new QTabWidget(this);
    m_detailTabs = tabs;
    tabs->addTab(m_diff, tr("Old → new"));
    tabs->addTab(m_indexEffects, tr("Index effects"));
    tabs->addTab(m_orderStatus, tr("Handler: order status"));
    tabs->setTabToolTip(2, tr("Notify on order status change (ecommerce example): the order "
                              "MODIFYs whose status changed"));
    tabs->addTab(m_shards, tr("Shards"));
    tabs->setTabToolTip(3, tr("The stream's shards, how far each is read and how far behind "
                              "the reader is"));
    return tabs;
}

void StreamInspector::setSession(Session *session, const QString &tableName)
{
    m_session = session;
    m_tableName = tableName;
    m_descriptions.clear();
    m_viewTypes.clear();
    m_redescribing.clear();
    clear();
    openFeed({});
    describeTables();
}

void StreamInspector::openFeed(const StreamFeedStart &start)
{
    m_feed.reset();
    m_feedStatus = {};
    if (!m_session)
        return updateStatus();
    m_feed = m_opener(*m_session, m_tableName, start);
    if (m_feed) {
        connect(m_feed.get(), &StreamFeed::records, m_model, &StreamRecordModel::append);
        connect(m_feed.get(), &StreamFeed::gap, this, [this](quint64 dropped, const QString &) {
            m_gaps += dropped;
            updateStatus();
        });
        connect(m_feed.get(), &StreamFeed::statusChanged, this,
                &StreamInspector::takeFeedStatus);
        m_feedStatus = m_feed->status();
    }
    takeFeedStatus(m_feedStatus);
}

void StreamInspector::setPaused(bool paused)
{
    m_model->setPaused(paused);
    if (m_pause->isChecked() != paused)
        m_pause->setChecked(paused);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
}

void StreamInspector::clear()
{
    m_model->clear();
    // The entity types listed are those of the records shown: none are left.
    while (m_entity->count() > 1)
        m_entity->removeItem(m_entity->count() - 1);
    m_gaps = 0;
    showCurrent();
}

void StreamInspector::replay(const StreamFeedStart &start)
{
    clear();
    openFeed(start);
}

void StreamInspector::applyRowFilter()
{
    StreamRowFilter filter;
    for (QAction *event : {m_insert, m_modify, m_remove}) {
        if (event->isChecked())
            filter.eventNames.insert(event->text());
    }
    if (filter.eventNames.size() == 3)
        filter.eventNames.clear();
    else if (filter.eventNames.isEmpty())
        filter.eventNames.insert(QStringLiteral("-")); // none checked: nothing shown
    filter.tableName = QString();
    filter.keyPrefix = m_keyPrefix->text();
    filter.entityType = m_entity->currentData().toString();
    filter.pattern = static_cast<StreamRowFilter::Pattern>(m_patternShown->currentIndex());
    m_proxy->setRowFilter(filter);
    updateStatus();
}

const InspectorRecord *StreamInspector::currentRecord() const
{
    const QModelIndex current = m_proxy->mapToSource(m_view->currentIndex());
    return current.isValid() ? &m_model->recordAt(current.row()) : nullptr;
}

void StreamInspector::selectRow(int proxyRow)
{
    m_view->setCurrentIndex(m_proxy->index(proxyRow, 0));
}

void StreamInspector::showCurrent()
{
    const InspectorRecord *record = currentRecord();
    m_diff->showRecord(record);
    showIndexEffects(record);
}

void StreamInspector::rememberFollow()
{
    const QScrollBar *bar = m_view->verticalScrollBar();
    m_atEnd = bar->value() >= bar->maximum();
}

void StreamInspector::follow()
{
    if (m_atEnd)
        m_view->scrollToBottom();
}

QString StreamInspector::countsText() const
{
    // With quick filters on, the count of kept records alone reads as the count in view.
    const int shown = m_proxy->rowCount();
    const int kept = m_model->rowCount();
    const QString records = shown == kept
                                ? tr("%n record(s)", nullptr, kept)
                                : tr("%1 of %n record(s) shown", nullptr, kept).arg(shown);
    if (m_model->filterCriteria().empty())
        return records;
    return tr("Lambda filter: %1 matched · %2 not matched · %3")
        .arg(m_model->matchedCount())
        .arg(m_model->unmatchedCount())
        .arg(records);
}

QString StreamInspector::statusText() const
{
    QStringList parts;
    if (!m_session)
        parts << tr("no connection");
    else if (!m_feedStatus.message.isEmpty())
        parts << m_feedStatus.message;
    else
        parts << (m_feedStatus.live ? tr("● live") : tr("○ stopped"));
    if (m_feedStatus.shards > 0)
        parts << tr("%n shard(s)", nullptr, m_feedStatus.shards)
              << tr("%1 ms behind").arg(qRound(m_feedStatus.millisBehindLatest));
    double age = -1;
    for (const FeedShard &shard : m_feedStatus.shardList)
        age = std::max(age, shard.finished ? -1.0 : shard.iteratorAgeMs);
    if (age >= 0)
        parts << tr("iterator age %1").arg(ShardStatusView::durationText(age));
    if (m_model->isPaused())
        parts << tr("paused, %n buffered", nullptr, m_model->bufferedCount());
    if (m_model->droppedCount() > 0)
        parts << tr("%1 oldest dropped (cap %2)").arg(m_model->droppedCount())
                     .arg(m_model->recordCap());
    if (m_gaps > 0)
        parts << tr("%1 lost in gaps").arg(m_gaps);
    return parts.join(QStringLiteral(" · "));
}

void StreamInspector::takeFeedStatus(const FeedStatus &status)
{
    m_feedStatus = status;
    m_shards->showStatus(m_feedStatus, m_session && m_session->pushesStreamRecords());
    updateStatus();
}

void StreamInspector::updateStatus()
{
    m_status->setText(statusText());
    m_counts->setText(countsText());
}

} // namespace tablesmith::gui
