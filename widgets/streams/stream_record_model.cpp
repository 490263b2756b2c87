#include "streams/stream_record_model.h"

#include "common/attribute_text.h"
#include "grid/entity_type.h"

#include <boost/json/monotonic_resource.hpp>

#include <QColor>
#include <QDateTime>
#include <QTimer>

#include <algorithm>

namespace tablesmith::gui {
namespace json = boost::json;

namespace {

QString stringMember(const json::object &object, std::string_view name)
{
    const json::value *value = object.if_contains(name);
    return value && value->is_string()
               ? QString::fromUtf8(value->get_string().data(),
                                   qsizetype(value->get_string().size()))
               : QString();
}

const json::object *dynamodbOf(const json::object &record)
{
    const json::value *dynamodb = record.if_contains("dynamodb");
    return dynamodb && dynamodb->is_object() ? &dynamodb->get_object() : nullptr;
}

QColor eventColour(const QString &eventName)
{
    if (eventName == QLatin1String("INSERT"))
        return QColor(0x2e, 0x7d, 0x32);
    if (eventName == QLatin1String("MODIFY"))
        return QColor(0x15, 0x65, 0xc0);
    return QColor(0xc6, 0x28, 0x28);
}

// ApproximateCreationDateTime in ms, as GetRecords gives it: seconds since the epoch.
qint64 creationMsOf(const json::object &record)
{
    const json::object *dynamodb = dynamodbOf(record);
    const json::value *created = dynamodb ? dynamodb->if_contains("ApproximateCreationDateTime")
                                          : nullptr;
    return created && created->is_number() ? qint64(created->to_number<double>() * 1000) : -1;
}

} // namespace

QString InspectorRecord::eventName() const { return stringMember(record, "eventName"); }

bool InspectorRecord::arrivedLate() const
{
    // The creation time is cut to the second; a live record arrives within one of it.
    constexpr qint64 kLiveDelayMs = 2000;
    return createdMs >= 0 && arrivedMs - createdMs > kLiveDelayMs;
}

qint64 InspectorRecord::writtenMs() const { return arrivedLate() ? createdMs : arrivedMs; }

QString InspectorRecord::sequenceNumber() const
{
    const json::object *dynamodb = dynamodbOf(record);
    return dynamodb ? stringMember(*dynamodb, "SequenceNumber") : QString();
}

QString InspectorRecord::streamViewType() const
{
    const json::object *dynamodb = dynamodbOf(record);
    return dynamodb ? stringMember(*dynamodb, "StreamViewType") : QString();
}

bool InspectorRecord::removedByTimeToLive() const
{
    const json::value *identity = record.if_contains("userIdentity");
    return identity && identity->is_object()
           && stringMember(identity->get_object(), "principalId")
                  == QLatin1String("dynamodb.amazonaws.com");
}

const json::object *InspectorRecord::image(const char *name) const
{
    const json::object *dynamodb = dynamodbOf(record);
    const json::value *image = dynamodb ? dynamodb->if_contains(name) : nullptr;
    return image && image->is_object() ? &image->get_object() : nullptr;
}

json::object InspectorRecord::streamsRecord() const
{
    return getRecordsRecord(record);
}

StreamRecordModel::StreamRecordModel(QObject *parent) : QAbstractTableModel(parent) {}

int StreamRecordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int StreamRecordModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StreamRecordModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const InspectorRecord &record = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: return displayText(record, index.column());
    case Qt::ForegroundRole:
        return index.column() == EventColumn ? QVariant(eventColour(record.eventName()))
                                             : QVariant();
    case Qt::ToolTipRole: return toolTip(record, index.column());
    case Qt::TextAlignmentRole:
        return index.column() == SizeColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                            : QVariant();
    case EventNameRole: return record.eventName();
    case TableNameRole: return record.tableName;
    case KeysTextRole: return keysTextOf(record);
    case EntityTypeRole: return entityTypeOf(record);
    case MatchedRole: return record.matched;
    case TimeToLiveRole: return record.removedByTimeToLive();
    default: return {};
    }
}

QVariant StreamRecordModel::toolTip(const InspectorRecord &record, int column) const
{
    if (column == TimeColumn && record.arrivedLate())
        return tr("Written at %1 (ApproximateCreationDateTime), read at %2")
            .arg(QDateTime::fromMSecsSinceEpoch(record.createdMs)
                     .toString(u"yyyy-MM-dd HH:mm:ss"),
                 QDateTime::fromMSecsSinceEpoch(record.arrivedMs).toString(u"HH:mm:ss.zzz"));
    if (record.removedByTimeToLive())
        return tr("Deleted by TTL (userIdentity: dynamodb.amazonaws.com)");
    return {};
}

QVariant StreamRecordModel::displayText(const InspectorRecord &record, int column) const
{
    switch (column) {
    case TimeColumn:
        // A late record shows when it was written, to the second its creation time holds.
        return record.arrivedLate()
                   ? QDateTime::fromMSecsSinceEpoch(record.createdMs).toString(u"HH:mm:ss")
                   : QDateTime::fromMSecsSinceEpoch(record.arrivedMs).toString(u"HH:mm:ss.zzz");
    case TableColumn: return record.tableName;
    case EventColumn:
        return record.removedByTimeToLive() ? tr("REMOVE (TTL)") : record.eventName();
    case KeysColumn: return keysTextOf(record);
    case EntityColumn: return entityTypeOf(record);
    case SizeColumn: {
        const json::object *dynamodb = dynamodbOf(record.record);
        const json::value *size = dynamodb ? dynamodb->if_contains("SizeBytes") : nullptr;
        return size && size->is_number() ? QVariant(size->to_number<qint64>()) : QVariant();
    }
    case SequenceColumn: return record.sequenceNumber();
    default: return {};
    }
}

QVariant StreamRecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case TableColumn: return tr("Table");
    case EventColumn: return tr("Event");
    case KeysColumn: return tr("Keys");
    case EntityColumn: return tr("Entity");
    case SizeColumn: return tr("Size");
    case SequenceColumn: return tr("Sequence number");
    default: return {};
    }
}

KeySchema StreamRecordModel::keySchemaOf(const InspectorRecord &record) const
{
    if (auto found = m_keySchemas.constFind(record.tableName); found != m_keySchemas.cend())
        return *found;
    // Not described yet: the key names in order (PK before SK, as most designs name them).
    KeySchema keys;
    if (const json::object *image = record.image("Keys")) {
        for (const auto &member : *image) {
            (keys.partitionKey.empty() ? keys.partitionKey : keys.sortKey) = member.key();
            if (!keys.sortKey.empty())
                break;
        }
    }
    return keys;
}

const QString &StreamRecordModel::keysTextOf(const InspectorRecord &record) const
{
    if (!record.keysText) {
        const KeySchema keys = keySchemaOf(record);
        const json::object *image = record.image("Keys");
        QString text = image ? keyValueText(image->if_contains(keys.partitionKey)) : QString();
        if (image && keys.hasSortKey())
            text += QStringLiteral(" / ") + keyValueText(image->if_contains(keys.sortKey));
        record.keysText = text;
    }
    return *record.keysText;
}

const QString &StreamRecordModel::entityTypeOf(const InspectorRecord &record) const
{
    if (!record.entityType) {
        const KeySchema keys = keySchemaOf(record);
        const json::object *image = record.image("Keys");
        const QString pk = image ? keyValueText(image->if_contains(keys.partitionKey)) : QString();
        const QString sk = image && keys.hasSortKey()
                               ? keyValueText(image->if_contains(keys.sortKey)) : QString();
        record.entityType = gui::entityTypeOf(pk, sk);
    }
    return *record.entityType;
}

void StreamRecordModel::append(const std::vector<FeedRecord> &batch)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // Of a batch larger than the cap (a feed that fell far behind) only the newest cap records
    // could ever be shown: the others are counted as dropped without being converted.
    const std::size_t skipped = batch.size() > std::size_t(m_cap) ? batch.size() - m_cap : 0;
    m_dropped += skipped;
    // Records share arenas of kRecordsPerArena. A record is some thirty small JSON allocations,
    // and 50,000 kept records freed oldest first while new ones arrive fragment malloc's heap
    // until its consolidation (malloc_consolidate) takes the UI thread for tens of milliseconds
    // at a time; an arena is a few blocks, freed whole when the last of its records is dropped.
    // Bounded, so that one dropped record's arena does not hold a whole large batch.
    json::storage_ptr arena;
    for (std::size_t i = skipped; i < batch.size(); ++i) {
        if ((i - skipped) % kRecordsPerArena == 0)
            arena = json::make_shared_resource<json::monotonic_resource>();
        const FeedRecord &feed = batch[i];
        m_pending.push_back(InspectorRecord{
            .tableName = feed.tableName,
            .record = lambdaEventRecord(json::object(feed.record, arena),
                                        feed.streamArn.toStdString()),
            .arrivedMs = now,
            .createdMs = creationMsOf(feed.record),
            .matched = true,
            .keysText = std::nullopt,
            .entityType = std::nullopt});
    }
    trimPending();
    scheduleFlush();
    if (m_paused)
        Q_EMIT countsChanged(); // the buffered count
}

// Beyond the cap, buffered records are dropped oldest first: they would be dropped on insert.
void StreamRecordModel::trimPending()
{
    while (m_pending.size() > std::size_t(m_cap)) {
        m_pending.pop_front();
        ++m_dropped;
    }
}

void StreamRecordModel::scheduleFlush()
{
    if (m_flushPosted || m_paused)
        return;
    m_flushPosted = true;
    QTimer::singleShot(0, this, &StreamRecordModel::flush);
}

void StreamRecordModel::dropOldestRows(int count)
{
    if (count <= 0)
        return;
    beginRemoveRows({}, 0, count - 1);
    for (int i = 0; i < count; ++i) {
        m_matched -= m_rows.front().matched ? 1 : 0;
        m_rows.pop_front();
    }
    m_dropped += quint64(count);
    endRemoveRows();
}

void StreamRecordModel::flush()
{
    m_flushPosted = false;
    if (m_paused || m_pending.empty())
        return;
    // A backlog (the UI thread was starved, or a replay from TRIM_HORIZON) goes in over several
    // turns, so paints, input and timers run between its parts.
    const int incoming = std::min(static_cast<int>(m_pending.size()), kMaxRowsPerFlush);
    const int kept = static_cast<int>(m_rows.size());
    if (const int excess = kept + incoming - m_cap; excess > 0)
        dropOldestRows(std::min(kept, std::max(excess, m_cap / kDropChunkDivisor)));
    const int first = static_cast<int>(m_rows.size());
    beginInsertRows({}, first, first + incoming - 1);
    for (int i = 0; i < incoming; ++i) {
        InspectorRecord &record = m_pending.front();
        record.matched = m_criteria.matches(record.record);
        m_matched += record.matched ? 1 : 0;
        m_rows.push_back(std::move(record));
        m_pending.pop_front();
    }
    endInsertRows();
    if (!m_pending.empty())
        scheduleFlush();
    Q_EMIT countsChanged();
}

void StreamRecordModel::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    if (!paused)
        scheduleFlush();
    Q_EMIT countsChanged();
}

void StreamRecordModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_pending.clear();
    m_matched = 0;
    m_dropped = 0;
    endResetModel();
    Q_EMIT countsChanged();
}

void StreamRecordModel::setRecordCap(int cap)
{
    m_cap = std::max(1, cap);
    trimPending();
    dropOldestRows(static_cast<int>(m_rows.size()) - m_cap);
    Q_EMIT countsChanged();
}

void StreamRecordModel::setFilterCriteria(EventFilterCriteria criteria)
{
    m_criteria = std::move(criteria);
    m_matched = 0;
    for (InspectorRecord &record : m_rows) {
        record.matched = m_criteria.matches(record.record);
        m_matched += record.matched ? 1 : 0;
    }
    if (!m_rows.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {MatchedRole});
    Q_EMIT countsChanged();
}

void StreamRecordModel::setKeySchema(const QString &tableName, const KeySchema &keys)
{
    m_keySchemas.insert(tableName, keys);
    bool any = false;
    for (InspectorRecord &record : m_rows) {
        if (record.tableName == tableName) {
            record.keysText.reset();
            record.entityType.reset();
            any = true;
        }
    }
    if (any)
        Q_EMIT dataChanged(index(0, KeysColumn), index(rowCount() - 1, EntityColumn));
}

} // namespace tablesmith::gui
