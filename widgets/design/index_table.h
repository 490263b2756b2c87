#pragma once
// IndexTable: the secondary indexes of a table being designed, one row each — global or local,
// name, keys with their types, projection (ALL, KEYS_ONLY, INCLUDE with its attributes), and a
// GSI's warm throughput. It checks each row against DynamoDB's rules and writes the
// CreateTable members for them; the engine checks the warm throughput's units.

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <QString>
#include <QStringList>
#include <QTableWidget>

#include <map>
#include <optional>

namespace tablesmith::gui {

struct IndexDefinition {
    bool local = false; // LSI: same partition key as the table, its own sort key
    QString name;
    QString partitionKey;
    QString partitionKeyType = QStringLiteral("S");
    QString sortKey;
    QString sortKeyType = QStringLiteral("S");
    QString projection = QStringLiteral("ALL"); // ALL, KEYS_ONLY or INCLUDE
    QStringList nonKeyAttributes;               // for INCLUDE
    int warmReadUnitsPerSecond = 0;             // a GSI's WarmThroughput; 0 leaves it out
    int warmWriteUnitsPerSecond = 0;
};

// CreateTable's WarmThroughput member for a table or GSI: the units given (> 0), or nothing.
std::optional<boost::json::object> warmThroughputRequest(int readUnits, int writeUnits);

class IndexTable : public QTableWidget {
    Q_OBJECT
public:
    explicit IndexTable(QWidget *parent = nullptr);

    void addIndex(const IndexDefinition &index);
    IndexDefinition index(int row) const;
    // LSIs take the table's partition key; the table tells the rows what it is.
    void setTablePartitionKey(const QString &name, const QString &type);

    // One sentence per problem; `types` holds the table's key types and gains the indexes'.
    QStringList validationMessages(const QString &tableSortKey,
                                   std::map<QString, QString> &types) const;
    // The GlobalSecondaryIndexes and LocalSecondaryIndexes arrays; `throughput` (may be null)
    // goes on each GSI of a provisioned table.
    boost::json::array globalIndexes(const boost::json::object *throughput) const;
    boost::json::array localIndexes() const;
    // Every key attribute of every index with its type, for AttributeDefinitions.
    void collectKeyTypes(std::map<QString, QString> &types) const;

Q_SIGNALS:
    void definitionsChanged();

private:
    enum Column {
        Kind,
        Name,
        PartitionKey,
        PartitionType,
        SortKey,
        SortType,
        Projection,
        NonKeyAttributes,
        WarmReads,
        WarmWrites,
        ColumnCount
    };

    QString text(int row, int column) const;
    QString choice(int row, int column) const;
    int units(int row, int column) const;
    void setChoice(int row, int column, const QString &value);
    void updateRow(int row);
    boost::json::object indexRequest(const IndexDefinition &index) const;

    QString m_tablePartitionKey;
    QString m_tablePartitionType = QStringLiteral("S");
};

} // namespace tablesmith::gui
