#pragma once
// What the grid and the connections tree show of a table, in Qt's types: a thin adapter over
// the engine's TableDescription (tablesmith/table_description.h), which reads DescribeTable.
// Only the names of a key are kept here; windows that need types or projections in full use
// the TableDescription itself.

#include <boost/json/object.hpp>

#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace tablesmith {
struct TableDescription;
} // namespace tablesmith

namespace tablesmith::gui {

struct KeySchema {
    std::string partitionKey; // attribute name of the HASH key
    std::string sortKey;      // attribute name of the RANGE key; empty when there is none

    bool hasSortKey() const { return !sortKey.empty(); }
    bool isKeyAttribute(std::string_view name) const
    {
        return name == partitionKey || (hasSortKey() && name == sortKey);
    }
};

struct IndexSummary {
    QString name;
    bool global = true;
    KeySchema keys;
    QString projectionType;          // ALL, KEYS_ONLY or INCLUDE
    QStringList nonKeyAttributes;    // for INCLUDE
    QString status;                  // IndexStatus (GSIs; LSIs are always ACTIVE)
    bool backfilling = false;
    qint64 itemCount = -1;           // -1 when the description does not say
    qint64 sizeBytes = -1;
};

struct TableSummary {
    QString name;
    KeySchema keys;
    QString partitionKeyType; // S, N or B
    QString sortKeyType;
    std::vector<IndexSummary> indexes;
    qint64 itemCount = -1; // -1 when the description does not say
    QString billingMode;
    // NEW_IMAGE, KEYS_ONLY, ... when the table has an enabled stream; empty otherwise.
    QString streamViewType;
};

// DescribeTable's "Table" object, read by the engine's tableDescriptionFromJson().
TableSummary tableSummaryFrom(const boost::json::object &tableDescription);
TableSummary tableSummaryOf(const tablesmith::TableDescription &table);

} // namespace tablesmith::gui
