#pragma once
// StreamInspector: the live stream inspector, as a dock (list beside the diff) or a full tab
// (list above the diff, index effects and the order-status handler view). It reads one table's
// records, or every table's with a stream, through the Session's StreamFeed, and shows each
// INSERT / MODIFY / REMOVE as it arrives: pause (arrivals buffered and counted), resume, clear,
// replay from TRIM_HORIZON, a sequence number or a time, export as JSON lines, quick filters
// and a Lambda filter pattern with matched / unmatched counts. A table without a stream can
// get one from here. Follows new records only while the user is at the end of the list.

#include "common/key_schema.h"
#include "session/session.h"
#include "session/stream_feed.h"

#include <boost/json/object.hpp>

#include <QHash>
#include <QPointer>
#include <QSet>
#include <QWidget>

#include <functional>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QSplitter;
class QTabWidget;
class QToolBar;
class QTableView;
class QTreeWidget;

namespace tablesmith::gui {

class OrderStatusView;
class RecordDiffView;
class ShardStatusView;
class StreamFilterProxy;
class StreamRecordModel;
struct InspectorRecord;

// Opens a feed on a session; the instrument passes Session::openStreamFeed, tests a fake.
using StreamFeedOpener = std::function<std::unique_ptr<StreamFeed>(
    Session &session, const QString &tableName, const StreamFeedStart &start)>;

class StreamInspector : public QWidget {
    Q_OBJECT
public:
    enum class Layout { Dock, Tab };

    StreamInspector(Layout layout, StreamFeedOpener opener, QWidget *parent = nullptr);
    ~StreamInspector() override;

    // Watches `tableName` (empty: every table with a stream) of `session` from now on.
    void setSession(Session *session, const QString &tableName = {});
    Session *session() const { return m_session; }
    QString tableName() const { return m_tableName; }

    void setPaused(bool paused);
    void clear();
    // Reopens the feed from `start` (the list is cleared first).
    void replay(const StreamFeedStart &start);
    // Sets the Lambda filter patterns (up to five, ORed); false with `error` when refused.
    bool setFilterPatterns(const QStringList &patterns, QString *error = nullptr);
    QStringList filterPatterns() const { return m_patterns; }
    // Writes the shown records, oldest first, one GetRecords record per line.
    bool exportJsonLines(const QString &path, QString *error = nullptr) const;
    // UpdateTable with a StreamSpecification of `viewType` on the watched table.
    void enableStream(const QString &viewType);

    StreamRecordModel *model() const { return m_model; }
    StreamFilterProxy *proxy() const { return m_proxy; }
    QTableView *view() const { return m_view; }
    RecordDiffView *diffView() const { return m_diff; }
    QTreeWidget *indexEffectsView() const { return m_indexEffects; }
    OrderStatusView *orderStatusView() const { return m_orderStatus; }
    // The shards a remote stream is read from (a tab beside the diff).
    ShardStatusView *shardView() const { return m_shards; }
    QTabWidget *detailTabs() const { return m_detailTabs; }
    FeedStatus feedStatus() const { return m_feedStatus; }
    QString statusText() const;
    QString countsText() const;
    // The stream view type of `tableName` as last described ("" before, or without a stream).
    QString describedStreamViewType(const QString &tableName) const
    {
        return m_viewTypes.value(tableName);
    }
    // The selected record, or null.
    const InspectorRecord *currentRecord() const;
    void selectRow(int proxyRow);

private:
    QToolBar *buildToolBar();
    QWidget *buildFilterBar();
    QWidget *buildDetails();
    void openFeed(const StreamFeedStart &start);
    void describeTables();
    void describeTable(const QString &tableName);
    void noteTable(const boost::json::object &table);
    void describeChangedTables(const QModelIndex &parent, int first, int last);
    void applyRowFilter();
    void showCurrent();
    void showIndexEffects(const InspectorRecord *record);
    void updateStatus();
    void takeFeedStatus(const FeedStatus &status);
    void rememberFollow();
    void follow();
    void editFilter();
    void askReplayFromSequence();
    void askReplayFromTime();
    void askExport();
    void askEnableStream();

    Layout m_layout;
    StreamFeedOpener m_opener;
    QPointer<Session> m_session;
    QString m_tableName;
    std::unique_ptr<StreamFeed> m_feed;
    FeedStatus m_feedStatus;
    quint64 m_gaps = 0;
    QStringList m_patterns;
    QHash<QString, boost::json::object> m_descriptions; // DescribeTable's Table, per table
    QHash<QString, QString> m_viewTypes;                // their StreamViewType, per table
    QSet<QString> m_redescribing; // tables described again, the answer not in yet

    StreamRecordModel *m_model = nullptr;
    StreamFilterProxy *m_proxy = nullptr;
    QTableView *m_view = nullptr;
    RecordDiffView *m_diff = nullptr;
    QTreeWidget *m_indexEffects = nullptr;
    OrderStatusView *m_orderStatus = nullptr;
    ShardStatusView *m_shards = nullptr;
    QTabWidget *m_detailTabs = nullptr;
    QComboBox *m_tableBox = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_counts = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_enableStream = nullptr;
    QAction *m_insert = nullptr;
    QAction *m_modify = nullptr;
    QAction *m_remove = nullptr;
    QLineEdit *m_keyPrefix = nullptr;
    QComboBox *m_entity = nullptr;
    QComboBox *m_patternShown = nullptr;
    bool m_atEnd = true;
};

} // namespace tablesmith::gui
