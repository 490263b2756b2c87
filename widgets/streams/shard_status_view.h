#pragma once
// ShardStatusView: the shards a remote stream is read from, one row each — shard id, parent,
// open or closed (and read to its end, or waiting for its parent), records read, the last
// sequence number, the iterator age (how old the newest record read is) and how far the reader
// is behind. An embedded connection has no shards to poll: the view says records are pushed.

#include "session/stream_feed.h"

#include <QTreeWidget>

namespace tablesmith::gui {

class ShardStatusView : public QTreeWidget {
    Q_OBJECT
public:
    enum Column { ShardColumn, ParentColumn, StateColumn, RecordsColumn, SequenceColumn,
                  AgeColumn, BehindColumn, ColumnCount };

    explicit ShardStatusView(QWidget *parent = nullptr);

    void showStatus(const FeedStatus &status, bool pushed);
    // "1.2 s", "850 ms", "3 min", "—" for a negative age.
    static QString durationText(double ms);
    static QString stateText(const FeedShard &shard);
};

} // namespace tablesmith::gui
