#pragma once
// CallLogModel: every API call the Session made, newest last — what the user sees ran — and
// the calls outside clients made to the served endpoint, marked "served" in the Source column.
// Calls are queued and inserted once per event-loop turn, so a burst of replies costs one
// beginInsertRows; the log keeps the newest kMaxEntries calls.

#include "session/session.h"

#include <QAbstractTableModel>
#include <QDateTime>

#include <deque>
#include <vector>

namespace tablesmith::gui {

// "0.25 ms", "12.5 ms", "340 ms".
QString durationText(double milliseconds);
// "7 items · 0.5 RCU" for reads, the exception name for failures; empty when nothing to say.
QString callSummary(const CallReply &reply);

class CallLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        TimeColumn,
        SourceColumn,
        OperationColumn,
        DurationColumn,
        ResultColumn,
        ColumnCount
    };
    // The request and the response (or the error) as JSON text, for the detail pane.
    enum Role { RequestRole = Qt::UserRole + 1, ResponseRole, ServedRole };
    static constexpr int kMaxEntries = 5000;
    // Each kept text is cut after this many bytes, so 5000 entries stay small.
    static constexpr qsizetype kMaxTextBytes = 4096;

    explicit CallLogModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    void append(const CallReply &reply);
    // Inserts queued calls now rather than on the next event-loop turn.
    void flush();

private:
    struct Entry {
        QTime time;
        QString operation;
        double elapsedMs = 0;
        bool ok = true;
        bool served = false;
        QString summary;
        QString errorMessage;
        QString requestText;
        QString responseText;
    };

    std::deque<Entry> m_entries;
    std::vector<Entry> m_queued;
    bool m_flushScheduled = false;
};

} // namespace tablesmith::gui
