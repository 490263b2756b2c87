#pragma once
// TableTab: one opened table — its key schema and entity legend on top, its items in a paged
// grid (partition view or one column per attribute), and a status line saying how much is
// loaded. Describes the table first, then scans page by page as the user scrolls. The grid
// follows the table's stream through the Session's StreamFeed (pushed by the embedded engine,
// polled from a remote one): writes from anywhere show up in place without a reload. "Load all" pages to the end with progress
// and can be cancelled (Esc or Cancel). Column order, widths and hidden columns of the column
// view are remembered per table (column_state.h). A key search (key_search.h) finds a partition
// and jumps to it, paging on until it is loaded; a header click sorts the loaded rows; in the
// column view the key columns stay at the left while the rest scrolls (frozen_columns.h).

#include "common/elided_label.h"
#include "common/key_schema.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QWidget>

#include <optional>
#include <vector>

class QAction;
class QHBoxLayout;
class QLabel;
class QTableView;
class QToolButton;

namespace tablesmith::gui {

class ColumnState;
class EntityFilterProxy;
class StreamFeed;
class EntityLegend;
class FrozenColumns;
class KeySearch;
class TableItemsModel;

class TableTab : public QWidget {
    Q_OBJECT
public:
    TableTab(Session &session, QString tableName, QWidget *parent = nullptr);
    ~TableTab() override;

    QString tableName() const { return m_tableName; }
    // The connection the table belongs to.
    Session &session() const { return m_session; }
    // Null until DescribeTable has answered.
    TableItemsModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // What the view shows: the model filtered by entity type. Null until described.
    EntityFilterProxy *proxy() const { return m_proxy; }
    const TableSummary &summary() const { return m_summary; }

    // The selected items, in grid order; the current one alone if nothing is selected.
    std::vector<boost::json::object> selectedItems() const;
    bool hasSelectedItems() const;
    // Switches between the partition view and the column view (also before it is described).
    void setViewMode(bool columns);
    bool isColumnView() const;

    void reload();
    // Pages to the end of the table; cancelLoading() (Esc) stops before the next page.
    void loadAll();
    void cancelLoading();
    // True while the grid follows the table's stream (the table has one).
    bool isLive() const;
    // Turns the table's stream on (NEW_AND_OLD_IMAGES) through the Session, so changes made
    // elsewhere show up without a refresh; the "no stream" bar offers it.
    void enableStream();
    // What the footer says: items loaded, shown, and the load state.
    QString statusText() const;
    KeySearch *keySearch() const { return m_keySearch; }
    FrozenColumns *frozenColumns() const { return m_frozen; }
    // Selects the first row of the partition whose key reads `partitionKey` and scrolls to
    // it; pages on (as Load all) until it is loaded. False when the whole table is loaded and
    // the partition is not in it (or is filtered out).
    bool jumpToPartition(const QString &partitionKey);
    // The bar that says changes made elsewhere appear on refresh; null when never built.
    QWidget *streamOffBar() const { return m_streamOffBar; }
    // Puts a button for `action` in the footer, beside "Load more".
    void addFooterAction(QAction *action);

Q_SIGNALS:
    // The table was described and its grid is ready to page.
    void described(const tablesmith::gui::TableSummary &summary);
    void failed(const tablesmith::gui::CallError &error);
    // The current item changed (null when there is none), for the details dock.
    void currentItemChanged(const boost::json::object *item);
    // The user asked to open an item in the editor (double-click or Enter).
    void itemActivated(const boost::json::object &item);

private:
    void describe();
    void onDescribed(const CallReply &reply);
    void updateStatus();
    void fitColumnsOnce();
    QWidget *buildHeader();
    QWidget *buildFooter();
    QWidget *buildViewToggle(QWidget *parent);
    void setUpHeaderMenu();
    void showHeaderMenu(const QPoint &position);
    void onCurrentChanged(const QModelIndex &current);
    void followStream();
    QWidget *buildStreamOffBar();
    int rowOfPartition(const QString &partitionKey, int fromRow) const;
    void continueJump();
    void updateStreamState();

    Session &m_session;
    QString m_tableName;
    TableItemsModel *m_model = nullptr;
    EntityFilterProxy *m_proxy = nullptr;
    EntityLegend *m_legend = nullptr;
    QToolButton *m_partitionViewButton = nullptr;
    QToolButton *m_columnViewButton = nullptr;
    TableSummary m_summary;
    QTableView *m_view = nullptr;
    ElidedLabel *m_schemaLabel = nullptr;
    QLabel *m_statusLabel = nullptr;
    QWidget *m_streamOffBar = nullptr;
    KeySearch *m_keySearch = nullptr;
    FrozenColumns *m_frozen = nullptr;
    QString m_pendingJump;  // a partition being paged to
    int m_jumpSearchedRows = 0;
    std::optional<CancellationToken> m_jumpLoading;
    QToolButton *m_enableStreamButton = nullptr;
    QToolButton *m_loadMoreButton = nullptr;
    QToolButton *m_loadAllButton = nullptr;
    QToolButton *m_cancelButton = nullptr;
    StreamFeed *m_feed = nullptr; // a child once described
    bool m_recordSeen = false; // a stream enabled after the tab described its table
    ColumnState *m_columnState = nullptr;
    QHBoxLayout *m_footerLayout = nullptr;
    QString m_lastError;
    bool m_columnsFitted = false;
    bool m_columnViewWanted = false; // asked for before the table was described
};

} // namespace tablesmith::gui
