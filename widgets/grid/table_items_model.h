#pragma once
// TableItemsModel: a table's items as the Scan returns them, one row per item, paged forward
// with canFetchMore()/fetchMore() on LastEvaluatedKey (DynamoDB pages only go forward).
//
// Columns: partition key, sort key (if the table has one), then every other attribute as one
// typed summary. Within a partition only the first row shows the partition key, so items read
// as groups. Items stay DynamoDB JSON; display text is built when a cell is first shown.

#include "common/key_schema.h"
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
        // The partition key text on every row (DisplayRole leaves it out after the first).
        PartitionKeyRole = Qt::UserRole + 1,
        // True on the first row of each partition.
        PartitionStartRole,
        // The entity type guessed from key prefixes, e.g. "USER · ORDER".
        EntityRole,
        // Attributes column: QStringList of name, value, name, value, ...
        AttributePartsRole,
    };
    enum class Column { PartitionKey, SortKey, Attributes };
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

private:
    void requestPage();
    void onPage(const CallReply &reply);
    void appendItems(boost::json::array &items);
    QVariant displayText(int row, Column column) const;
    QString entityOf(int row) const;
    QColor entityColor(const QString &entity) const;
    bool startsPartition(int row) const;

    Session &m_session;
    QString m_tableName;
    KeySchema m_keys;
    std::vector<boost::json::object> m_items;
    mutable std::vector<std::optional<QString>> m_attributesText;
    mutable std::vector<std::optional<QStringList>> m_attributesParts;
    mutable QHash<QString, int> m_entityColors; // assigned in order of first appearance
    std::optional<boost::json::object> m_lastEvaluatedKey;
    quint64 m_generation = 0; // replies tagged with an older generation are stale
    int m_pageSize = kDefaultPageSize;
    bool m_fetching = false;
    bool m_atEnd = false;
    bool m_failed = false;
};

} // namespace tablesmith::gui
