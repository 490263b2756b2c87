#pragma once
// TableItemsModel: a table's items as the Scan returns them, one row per item, paged forward
// with canFetchMore()/fetchMore() on LastEvaluatedKey (DynamoDB pages only go forward).
//
// Columns: partition key, sort key (if the table has one), then, in the partition view, every
// other attribute as one typed summary; in the column view, one column per attribute name seen
// so far (new names arrive as inserted columns). Every row holds its partition key; the delegate
// draws it on the first row of each partition only (PartitionStartRole), so items read as groups
// and a row's data never depends on its neighbours (filters and removals stay simple). Each
// item's entity type is inferred from its key prefixes when it arrives (entity_type.h). Items
// stay DynamoDB JSON; display text is built when a cell is first shown.

#include "common/key_schema.h"
#include "grid/entity_type.h"
#include "session/session.h"

#include <boost/json/object.hpp>

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>
#include <QString>

#include <optional>
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
    };
    enum class Column { PartitionKey, SortKey, Attributes, Attribute };
    enum class ViewMode { Partitions, Columns };
    static constexpr int kDefaultPageSize = 200;

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
    const boost::json::object &item(int row) const { return m_items.at(std::size_t(row)); }

    void setPageSize(int pageSize) { m_pageSize = pageSize; }

    ViewMode viewMode() const { return m_viewMode; }
    void setViewMode(ViewMode mode);
    // In the column view: the attribute shown in `section`; empty for key columns.
    QString attributeName(int section) const;

    // Entity types in order of first appearance, and the colour each one is drawn in.
    const QStringList &entityTypes() const { return m_entityTypes; }
    QColor entityColor(const QString &entityType) const;
    QChar entitySeparator() const { return m_separator; }
    void setEntitySeparator(QChar separator);

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
    void requestPage();
    void onPage(const CallReply &reply);
    void appendItems(boost::json::array &items);
    QVariant displayText(int row, int section) const;
    QVariant attributeText(int row, int section) const;
    QString entityOf(int row) const;
    int entityIndexOf(const boost::json::object &item);
    void addAttributeNames(const boost::json::array &items);
    void recomputeEntities();
    void eraseRow(int row);
    bool startsPartition(int row) const;

    Session &m_session;
    QString m_tableName;
    KeySchema m_keys;
    std::vector<boost::json::object> m_items;
    mutable std::vector<std::optional<QString>> m_attributesText;
    mutable std::vector<std::optional<QStringList>> m_attributesParts;
    std::vector<int> m_entityIndex; // per row, into m_entityTypes; -1 when untyped
    QStringList m_entityTypes;      // in order of first appearance, which fixes their colours
    QStringList m_attributeNames;   // union of non-key names, in order of first appearance
    QChar m_separator = kDefaultEntitySeparator;
    ViewMode m_viewMode = ViewMode::Partitions;
    std::optional<boost::json::object> m_lastEvaluatedKey;
    quint64 m_generation = 0; // replies tagged with an older generation are stale
    int m_pageSize = kDefaultPageSize;
    bool m_fetching = false;
    bool m_atEnd = false;
    bool m_failed = false;
};

} // namespace tablesmith::gui
