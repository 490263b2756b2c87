#pragma once
// RunPages: what the pages of one run returned so far — items, Count, ScannedCount, consumed
// capacity in total and per index, time, and where the next page starts (LastEvaluatedKey or
// NextToken). Summed as each response arrives; the results pane shows it.

#include <boost/json/array.hpp>
#include <boost/json/object.hpp>

#include <QMap>
#include <QString>

#include <optional>

namespace tablesmith::gui {

struct RunPages {
    int pages = 0;
    qint64 count = 0;
    qint64 scannedCount = 0;
    bool capacityKnown = false;
    double capacityUnits = 0;
    QMap<QString, double> capacityByIndex; // "" is the table itself
    double elapsedMs = 0;
    std::optional<boost::json::object> lastEvaluatedKey;
    QString nextToken;

    bool hasMore() const { return lastEvaluatedKey.has_value() || !nextToken.isEmpty(); }
    // Adds one response; returns the items it carries (Items, Item, Attributes, Responses).
    boost::json::array add(const QString &operation, const boost::json::object &response,
                           double elapsedMs);
    // "3 returned · 10 scanned · 0.5 capacity units (table 0.5) · 2 pages · 1.2 ms ·
    // LastEvaluatedKey PK=USER#u1, SK=ORDER#o2" (or NextToken …)
    QString summary() const;
};

} // namespace tablesmith::gui
