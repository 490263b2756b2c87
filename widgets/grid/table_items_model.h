#pragma once
// TableItemsModel: a table's items as the Scan returns them, one row per item, paged forward
// with canFetchMore()/fetchMore() on LastEvaluatedKey (DynamoDB pages only go forward).
//
// Bounded memory: rows are counted for every page loaded, but items are kept only for the most
// recently used pages (an LRU cache of about cacheCapacity() rows). Per page the model keeps its
// ExclusiveStartKey and row range; per row only a few bytes (partition hash, entity type). A
// row of an evicted page shows a placeholder while its page is scanned again from the same
// ExclusiveStartKey, and dataChanged() brings it back. A million items scroll like ten.
//
// Columns: partition key, sort key (if the table has one), then, in the partition view, every
// other attribute as one typed summary; in the column view, one column per attribute name seen
// so far (new names arrive as inserted columns). Every row holds its partition key; the delegate
// draws it on the first row of each partition only (PartitionStartRole), so items read as groups
// and a row's data never depends on its neighbours (filters and removals stay simple). Each
// item's entity type is its facet when the table's design is known (entity_templates.h), else
// inferred from its key prefixes when it arrives (entity_type.h). Items
// stay DynamoDB JSON; display text is built when a cell is first shown.
//
// Live updates: applyStreamRecord() applies a stream record to the loaded rows in place; with
// setScanOrderKnown() a new item is inserted where a fresh Scan would show it.

#include "common/key_schema.h"
#include "grid/entity_templates.h"
#include "grid/entity_type.h"
#include "session/scan_order.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QSet>
#include <QString>

#include <optional>
#include <unordered_map>
#include <vector>

namespace tablesmith::gui {

class TableItemsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        // The partition key text (DisplayRole of the first column holds it too).
        PartitionKeyRole = Qt::UserRole + 1,
        // True on the first row of each partition.
        PartitionStartRole,
        // The entity type inferred from key prefixes, e.g. "ORDER"; empty when untyped.
        EntityRole,
        // Attributes column: QStringList of name, value, name, value, ...
        AttributePartsRole,
        // What a header click sorts the loaded rows by: numbers as numbers, the rest as text;
        // invalid for rows whose page is evicted (sorting never brings a page back).
        SortRole,
    };
    enum class Column { PartitionKey, SortKey, Attributes, Attribute };
    enum class ViewMode { Partitions, Columns };
    static constexpr int kDefaultPageSize = 1000;
    static constexpr int kDefaultCacheCapacity = 50000; // rows whose items are kept

    TableItemsModel(Session &session, QString tableName, KeySchema keys,
                    QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    Column column(int section) const;
    QString tableName() const { return m_tableName; }
    const KeySchema &keySchema() const { return m_keys; }
    // The row's item; an empty object while its page is evicted (the page is then fetched
    // again, see isRowLoaded()).
    const boost::json::object &item(int row) const;
    bool isRowLoaded(int row) const;

    void setPageSize(int pageSize) { m_pageSize = pageSize; }
    int cacheCapacity() const { return m_cacheCapacity; }
    // At least one page stays cached whatever the capacity.
    void setCacheCapacity(int rows) { m_cacheCapacity = rows; }
    int cachedRowCount() const { return m_cachedRows; }
    int pageCount() const { return int(m_pages.size()); }
    // Scans issued to bring evicted pages back (for tests and the benchmark).
    int refetchCount() const { return m_refetches; }
    // The endpoint orders Scans as the embedded engine does (scan_order.h): new items can be
    // placed where they belong instead of after the loaded rows.
    void setScanOrderKnown(bool known) { m_scanOrderKnown = known; }
    // For a window that pages its own request (the query builder's results): rows come only
    // from appendItems(), the model never scans by itself, and no page is evicted.
    void setPagedByCaller(bool byCaller);
    void appendItems(boost::json::array items);

    ViewMode viewMode() const { return m_viewMode; }
    void setViewMode(ViewMode mode);
    // In the column view: the attribute shown in `section`; empty for key columns.
    QString attributeName(int section) const;

    // Entity types in order of first appearance, and the colour each one is drawn in.
    const QStringList &entityTypes() const { return m_entityTypes; }
    QColor entityColor(const QString &entityType) const;
    QChar entitySeparator() const { return m_separator; }
    void setEntitySeparator(QChar separator);
    // The table's designed entity types (a model's facets): an item is the type whose key
    // templates fit it; key prefixes name only the items no template fits.
    void setEntityTemplates(std::optional<EntityTemplates> templates);
    bool hasEntityTemplates() const { return m_templates.has_value(); }

    // The key attributes of `item` (what GetItem, DeleteItem and conditions need).
    boost::json::object keyOf(const boost::json::object &item) const;
    int rowOfKey(const boost::json::object &key) const;
    // Keeps the grid in step with writes made from this window without a reload: a changed
    // item is replaced in place, a new one is appended, a deleted one removed.
    void upsertItem(const boost::json::object &item);
    void removeItem(const boost::json::object &key);
    // The same for many keys in one pass over the loaded rows.
    void removeItems(const std::vector<boost::json::object> &keys);
    // Forgets every loaded item and starts again from the first page; replies to requests
    // made before are dropped.
    void reload();
    // Fetches the next page even after a failure (a "retry" for the user).
    void loadMore();
    // Pages on until the end of the table unless `token` is cancelled first; pageLoaded()
    // reports each page. Cancelling stops before the next page: the rows so far stay.
    void loadToEnd(CancellationToken token);
    void cancelLoading();
    bool isLoadingToEnd() const { return m_loadToEnd.has_value(); }
    // A stream record of this table (GetRecords' shape): INSERT and MODIFY replace or insert
    // the item, REMOVE removes it; only loaded rows change. Without a NewImage (KEYS_ONLY
    // streams) the item is read with GetItem first.
    void applyStreamRecord(const boost::json::object &record);
    bool isFetching() const { return m_fetching; }
    bool isAtEnd() const { return m_atEnd; }
    bool hasFailed() const { return m_failed; }

Q_SIGNALS:
    // After each page: how many items it held and the capacity the Scan consumed (-1 if the
    // endpoint did not say).
    void pageLoaded(int pageItems, double capacityUnits, double elapsedMs);
    void loadFailed(const tablesmith::gui::CallError &error);
    // Fetching started or stopped, the end was reached, or the model was reset.
    void loadStateChanged();
    // A type was seen for the first time, or the separator changed.
    void entityTypesChanged();

private:
    // Kept for every row: enough to group partitions and filter by type without the item.
    struct RowMeta {
        quint32 partitionHash = 0;
        qint16 entity = -1; // into m_entityTypes; -1 untyped, kUnknownEntity until recomputed
    };
    // A page as loaded: where its Scan started and which rows it holds now.
    struct PageSpan {
        std::optional<boost::json::object> startKey; // none for the first page
        int firstRow = 0;
        int rowCount = 0;
    };
    struct CachedRow {
        boost::json::object item;
        std::optional<QString> attributesText;
        std::optional<QStringList> attributesParts;
    };
    struct CachedPage {
        std::vector<CachedRow> rows;
        quint64 lastUsed = 0;
    };
    static constexpr qint16 kUnknownEntity = -2;

    void requestPage();
    void onPage(const CallReply &reply, std::optional<boost::json::object> startKey);
    void appendPage(boost::json::array &items, std::optional<boost::json::object> startKey);
    void refetchPage(int page);
    void onRefetched(int page, const CallReply &reply);
    std::vector<boost::json::object> cutAtPageEnd(int page, boost::json::array &items) const;
    void resizePage(int page, int rows);
    void cachePage(int page, std::vector<boost::json::object> items);
    void evictBeyondCapacity(int keepPage);
    int pageOfRow(int row) const;
    const CachedRow *loadedRow(int row) const;
    CachedRow *cachedRow(int row);
    RowMeta metaOf(const boost::json::object &item);
    QVariant displayText(const CachedRow &row, int section) const;
    QVariant sortValue(int row, int section) const;
    QString entityOf(int row) const;
    int entityIndexOf(const boost::json::object &item);
    void addAttributeNames(const boost::json::array &items);
    void recomputeEntities();
    void insertNewItem(const boost::json::object &item);
    void insertRow(int page, int offset, const boost::json::object &item);
    void eraseRow(int row);
    void readThenUpsert(const boost::json::object &key);
    void replayRecordsBeforeFirstPage();
    bool startsPartition(int row) const;
    std::optional<ScanPosition> positionOf(const boost::json::object &item) const;

    Session &m_session;
    QString m_tableName;
    KeySchema m_keys;
    std::vector<PageSpan> m_pages;   // in Scan order; firstRow ascending
    std::vector<RowMeta> m_meta;     // one per row
    mutable std::unordered_map<int, CachedPage> m_cache; // by page index
    mutable quint64 m_useClock = 0;
    mutable QSet<int> m_refetching;  // pages asked for again, reply pending
    QSet<int> m_refetchFailed;       // not asked again until reload()
    // Stream records that came while the first page was on its way (bounded: past the bound the
    // page, read later, holds them anyway).
    static constexpr std::size_t kMaxRecordsBeforeFirstPage = 10000;
    std::vector<boost::json::object> m_recordsBeforeFirstPage;
    int m_cachedRows = 0;
    int m_cacheCapacity = kDefaultCacheCapacity;
    int m_refetches = 0;
    QStringList m_entityTypes;      // in order of first appearance
    mutable QStringList m_colouredTypes;            // the types m_entityColours was made for
    mutable EntityColours m_entityColours;          // kept for the model's life, through reloads
    QStringList m_attributeNames;   // union of non-key names, in order of first appearance
    QChar m_separator = kDefaultEntitySeparator;
    std::optional<EntityTemplates> m_templates;
    ViewMode m_viewMode = ViewMode::Partitions;
    std::optional<boost::json::object> m_lastEvaluatedKey;
    std::optional<CancellationToken> m_loadToEnd;
    quint64 m_generation = 0; // replies tagged with an older generation are stale
    int m_pageSize = kDefaultPageSize;
    bool m_fetching = false;
    bool m_atEnd = false;
    bool m_failed = false;
    bool m_scanOrderKnown = false;
    bool m_pagedByCaller = false;
};

} // namespace tablesmith::gui
