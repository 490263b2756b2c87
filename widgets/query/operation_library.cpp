#include "query/operation_library.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QPointer>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

namespace tablesmith::gui {
namespace {

enum Role { OperationRole = Qt::UserRole + 1, TextRole, WhenRole, OutcomeRole };

QString settingsGroup(const QString &connection)
{
    // Slashes would nest groups; a connection name is one key.
    QString key = connection;
    key.replace(QLatin1Char('/'), QLatin1Char('|'));
    return QStringLiteral("query/connections/") + key;
}

// How long history waits before it is written: a burst of runs is one write, and a run never
// waits for the settings file (rewriting 200 entries and syncing took ~10 ms a run).
constexpr int kHistoryStoreDelayMs = 2000;

// Libraries whose history is not written yet: load() writes theirs first, so a builder opened
// meanwhile on the same connection sees every run.
QList<QPointer<OperationLibrary>> &pendingStores()
{
    static QList<QPointer<OperationLibrary>> pending;
    return pending;
}

QListWidgetItem *historyItem(const HistoryEntry &entry)
{
    auto *item = new QListWidgetItem(QStringLiteral("%1  %2 — %3")
                                         .arg(entry.when.toString(QStringLiteral("HH:mm:ss")),
                                              entry.operation, entry.outcome));
    item->setData(OperationRole, entry.operation);
    item->setData(TextRole, entry.text);
    item->setData(WhenRole, entry.when);
    item->setData(OutcomeRole, entry.outcome);
    item->setToolTip(entry.text.left(2000));
    return item;
}

} // namespace

OperationLibrary::OperationLibrary(QWidget *parent)
    : QWidget(parent), m_saved(new QListWidget(this)), m_history(new QListWidget(this)),
      m_storeTimer(new QTimer(this))
{
    m_storeTimer->setSingleShot(true);
    m_storeTimer->setInterval(kHistoryStoreDelayMs);
    connect(m_storeTimer, &QTimer::timeout, this, &OperationLibrary::store);
    auto *layout = new QVBoxLayout(this);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    auto *savedBox = new QWidget(splitter);
    auto *savedLayout = new QVBoxLayout(savedBox);
    savedLayout->setContentsMargins(0, 0, 0, 0);
    savedLayout->addWidget(new QLabel(tr("<b>Saved operations</b> — drag to reorder, "
                                         "double-click to rename"), savedBox));
    m_saved->setObjectName(QStringLiteral("savedOperations"));
    m_saved->setDragDropMode(QAbstractItemView::InternalMove);
    m_saved->setEditTriggers(QAbstractItemView::DoubleClicked
                             | QAbstractItemView::EditKeyPressed);
    savedLayout->addWidget(m_saved);
    auto *buttons = new QHBoxLayout;
    auto *open = new QPushButton(tr("Open"), savedBox);
    auto *run = new QPushButton(tr("Run…"), savedBox);
    auto *remove = new QPushButton(tr("Delete"), savedBox);
    buttons->addWidget(open);
    buttons->addWidget(run);
    buttons->addStretch();
    buttons->addWidget(remove);
    savedLayout->addLayout(buttons);
    auto *historyBox = new QWidget(splitter);
    auto *historyLayout = new QVBoxLayout(historyBox);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(new QLabel(tr("<b>History</b> — double-click to open"),
                                        historyBox));
    m_history->setObjectName(QStringLiteral("operationHistory"));
    historyLayout->addWidget(m_history);
    layout->addWidget(splitter);
    connect(open, &QPushButton::clicked, this, [this] { openCurrent(m_saved, false); });
    connect(run, &QPushButton::clicked, this, [this] { openCurrent(m_saved, true); });
    connect(remove, &QPushButton::clicked, this, [this] {
        delete m_saved->currentItem();
        store();
    });
    connect(m_history, &QListWidget::itemDoubleClicked, this,
            [this] { openCurrent(m_history, false); });
    connect(m_saved->model(), &QAbstractItemModel::rowsMoved, this, &OperationLibrary::store);
    connect(m_saved, &QListWidget::itemChanged, this, &OperationLibrary::store);
}

QListWidgetItem *OperationLibrary::savedItem(const SavedOperation &operation) const
{
    auto *item = new QListWidgetItem(operation.name);
    item->setFlags(item->flags() | Qt::ItemIsEditable);
    item->setData(OperationRole, operation.operation);
    item->setData(TextRole, operation.text);
    item->setToolTip(QStringLiteral("%1\n%2").arg(operation.operation, operation.text.left(2000)));
    return item;
}

void OperationLibrary::openCurrent(QListWidget *list, bool run)
{
    if (QListWidgetItem *item = list->currentItem())
        Q_EMIT openRequested(item->data(OperationRole).toString(),
                             item->data(TextRole).toString(), run);
}

void OperationLibrary::setConnection(const QString &connection)
{
    m_connection = connection;
    load();
}

QList<SavedOperation> OperationLibrary::savedOperations() const
{
    QList<SavedOperation> operations;
    for (int row = 0; row < m_saved->count(); ++row) {
        const QListWidgetItem *item = m_saved->item(row);
        operations.append({item->text(), item->data(OperationRole).toString(),
                           item->data(TextRole).toString()});
    }
    return operations;
}

void OperationLibrary::addSaved(const SavedOperation &operation)
{
    m_saved->addItem(savedItem(operation));
    store();
}

void OperationLibrary::addHistory(const HistoryEntry &entry)
{
    m_history->insertItem(0, historyItem(entry));
    while (m_history->count() > kMaxHistory)
        delete m_history->takeItem(m_history->count() - 1);
    if (!m_storeTimer->isActive())
        pendingStores().append(this);
    m_storeTimer->start();
}

OperationLibrary::~OperationLibrary()
{
    if (m_storeTimer->isActive())
        store();
}

void OperationLibrary::store()
{
    m_storeTimer->stop();
    pendingStores().removeAll(this);
    if (m_loading || m_connection.isEmpty())
        return;
    QSettings settings;
    settings.beginGroup(settingsGroup(m_connection));
    settings.beginWriteArray(QStringLiteral("saved"));
    const QList<SavedOperation> operations = savedOperations();
    for (int i = 0; i < operations.size(); ++i) {
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), operations[i].name);
        settings.setValue(QStringLiteral("operation"), operations[i].operation);
        settings.setValue(QStringLiteral("text"), operations[i].text);
    }
    settings.endArray();
    settings.beginWriteArray(QStringLiteral("history"));
    for (int i = 0; i < m_history->count(); ++i) {
        const QListWidgetItem *item = m_history->item(i);
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("when"), item->data(WhenRole));
        settings.setValue(QStringLiteral("operation"), item->data(OperationRole));
        settings.setValue(QStringLiteral("text"), item->data(TextRole));
        settings.setValue(QStringLiteral("outcome"), item->data(OutcomeRole));
    }
    settings.endArray();
}

void OperationLibrary::load()
{
    for (const QPointer<OperationLibrary> &pending : QList(pendingStores()))
        if (pending)
            pending->store();
    m_loading = true;
    m_saved->clear();
    m_history->clear();
    QSettings settings;
    settings.beginGroup(settingsGroup(m_connection));
    const int saved = settings.beginReadArray(QStringLiteral("saved"));
    for (int i = 0; i < saved; ++i) {
        settings.setArrayIndex(i);
        m_saved->addItem(savedItem({settings.value(QStringLiteral("name")).toString(),
                                    settings.value(QStringLiteral("operation")).toString(),
                                    settings.value(QStringLiteral("text")).toString()}));
    }
    settings.endArray();
    const int history = settings.beginReadArray(QStringLiteral("history"));
    for (int i = 0; i < history; ++i) {
        settings.setArrayIndex(i);
        m_history->addItem(historyItem({settings.value(QStringLiteral("when")).toDateTime(),
                                        settings.value(QStringLiteral("operation")).toString(),
                                        settings.value(QStringLiteral("text")).toString(),
                                        settings.value(QStringLiteral("outcome")).toString()}));
    }
    settings.endArray();
    m_loading = false;
}

} // namespace tablesmith::gui
