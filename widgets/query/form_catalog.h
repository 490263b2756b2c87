#pragma once
// FormCatalog: what the query builder's form offers the user to pick from — the connection's
// tables with their descriptions (key names and types of the table and each index), and the
// attribute names and values seen in a sample of each table's items, for completion.

#include "common/key_schema.h"

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace tablesmith::gui {

struct CatalogTable {
    TableSummary summary;
    boost::json::object description; // DescribeTable's "Table"
    QStringList attributeNames;       // seen in the sample, key attributes first
    QHash<QString, QStringList> values; // attribute -> distinct S / N values seen
};

// Key attribute names and types of a table or one of its indexes.
struct KeyNames {
    QString partitionKey;
    QString partitionKeyType = QStringLiteral("S");
    QString sortKey; // empty when there is none
    QString sortKeyType = QStringLiteral("S");
};

class FormCatalog {
public:
    const std::vector<CatalogTable> &tables() const { return m_tables; }
    QStringList tableNames() const;
    const CatalogTable *table(const QString &name) const;
    // The keys of `indexName` on `table` (the table's own when empty); empty names if unknown.
    KeyNames keys(const QString &table, const QString &indexName = {}) const;
    QStringList indexNames(const QString &table) const;
    QStringList attributeNames(const QString &table) const;
    QStringList values(const QString &table, const QString &attribute) const;

    void setDescription(const boost::json::object &description);
    // Learns attribute names and values from a sample of the table's items.
    void addSample(const QString &table, const boost::json::array &items);
    void clear() { m_tables.clear(); }

private:
    CatalogTable *find(const QString &name);

    std::vector<CatalogTable> m_tables;
};

} // namespace tablesmith::gui
