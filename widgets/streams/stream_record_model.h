#pragma once
// StreamRecordModel: the live list of stream records the inspector shows, in arrival order.
// Built like Wireshark's packet list: records arriving from a StreamFeed are queued and inserted
// once per event-loop turn with one beginInsertRows (at most kMaxRowsPerFlush a turn); display text is built only when a row is
// shown (and kept); beyond the record cap the oldest rows are dropped and counted, a tenth of
// the cap at a time: each removal costs the proxy and the view work in proportion to the rows
// kept, so a flood pays it every 5,000 records rather than on every batch. While paused,
// records wait in the queue (also capped) and are counted. Each record is checked against the
// Lambda filter criteria on arrival, so matched / unmatched counts are always current.
// UI thread only.

#include "common/key_schema.h"
#include "session/stream_feed.h"

#include <tablesmith/event_filter.h>

#include <QAbstractTableModel>

#include <deque>
#include <optional>
#include <vector>

namespace tablesmith::gui {

// One record as the inspector keeps it: as Lambda would deliver it (with eventSourceARN).
struct InspectorRecord {
    QString tableName;
    boost::json::object record;
    qint64 arrivedMs = 0; // wall clock, ms since the epoch
    qint64 createdMs = -1; // ApproximateCreationDateTime (whole seconds), -1 when absent
    bool matched = true;  // by the filter criteria (true when there are none)

    // Display text, built the first time the row is shown.
    mutable std::optional<QString> keysText;
    mutable std::optional<QString> entityType;

    QString eventName() const;
    // Read back long after the write (a replay, a reader far behind): the arrival time would
    // say when it was read, not when it was written.
    bool arrivedLate() const;
    qint64 writtenMs() const; // the arrival time, or the creation time of a late record
    QString sequenceNumber() const;
    QString streamViewType() const; // as the record says: the view type it was written under
    bool removedByTimeToLive() const; // a REMOVE by the service (userIdentity)
    const boost::json::object *image(const char *name) const; // "Keys", "NewImage", "OldImage"
    // The record as GetRecords returns it (without Lambda's eventSourceARN).
    boost::json::object streamsRecord() const;
};

class StreamRecordModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { TimeColumn, TableColumn, EventColumn, KeysColumn, EntityColumn, SizeColumn,
                  SequenceColumn, ColumnCount };
    enum Role { EventNameRole = Qt::UserRole + 1, TableNameRole, KeysTextRole, EntityTypeRole,
                MatchedRole, TimeToLiveRole };
    static constexpr int kDefaultRecordCap = 50000;
    // Rows dropped at once when the cap is reached: at least the cap / this.
    static constexpr int kDropChunkDivisor = 10;
    // The most rows one event-loop turn inserts; a larger backlog takes several turns.
    static constexpr int kMaxRowsPerFlush = 1000;
    // Records converted together share one JSON arena of at most this many (see append()).
    static constexpr std::size_t kRecordsPerArena = 1000;

    explicit StreamRecordModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Queues a feed batch; rows appear at the end of this event-loop turn.
    void append(const std::vector<FeedRecord> &batch);
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }
    int bufferedCount() const { return static_cast<int>(m_pending.size()); }
    void clear();

    // The most rows kept (and records buffered while paused); the oldest go first, at least a
    // tenth of the cap at a time, so between 90% and 100% of the cap stay once it is reached.
    void setRecordCap(int cap);
    int recordCap() const { return m_cap; }
    quint64 droppedCount() const { return m_dropped; }

    // Re-checks every kept row; new records are checked as they arrive.
    void setFilterCriteria(EventFilterCriteria criteria);
    const EventFilterCriteria &filterCriteria() const { return m_criteria; }
    int matchedCount() const { return m_matched; }
    int unmatchedCount() const { return static_cast<int>(m_rows.size()) - m_matched; }

    // Which key attribute is the partition key decides the keys' order and the entity type.
    void setKeySchema(const QString &tableName, const KeySchema &keys);

    const InspectorRecord &recordAt(int row) const { return m_rows[std::size_t(row)]; }

Q_SIGNALS:
    // After each flush, a pause / resume, a clear or a change of criteria.
    void countsChanged();

private:
    void scheduleFlush();
    void flush();
    void trimPending();
    void dropOldestRows(int count);
    QVariant displayText(const InspectorRecord &record, int column) const;
    QVariant toolTip(const InspectorRecord &record, int column) const;
    const QString &keysTextOf(const InspectorRecord &record) const;
    const QString &entityTypeOf(const InspectorRecord &record) const;
    KeySchema keySchemaOf(const InspectorRecord &record) const;

    std::deque<InspectorRecord> m_rows;
    std::deque<InspectorRecord> m_pending;
    QHash<QString, KeySchema> m_keySchemas;
    EventFilterCriteria m_criteria;
    int m_cap = kDefaultRecordCap;
    int m_matched = 0;
    quint64 m_dropped = 0;
    bool m_paused = false;
    bool m_flushPosted = false;
};

} // namespace tablesmith::gui
