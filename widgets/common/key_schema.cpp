#include "common/key_schema.h"

#include <tablesmith/table_description.h>

namespace tablesmith::gui {
namespace {

QString qs(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

KeySchema namesOf(const tablesmith::KeySchema &key)
{
    return KeySchema{std::string(key.partitionKeyName()), std::string(key.sortKeyName())};
}

QString typeOf(const std::vector<KeyAttribute> &attributes)
{
    return attributes.empty() ? QString() : qs(typeName(attributes.front().type));
}

IndexSummary indexSummaryOf(const IndexDescription &index)
{
    IndexSummary summary;
    summary.name = qs(index.name);
    summary.global = index.global;
    summary.keys = namesOf(index.key);
    summary.projectionType = qs(projectionTypeName(index.projection.type));
    for (const std::string &name : index.projection.nonKeyAttributes)
        summary.nonKeyAttributes << qs(name);
    summary.status = qs(index.status);
    summary.backfilling = index.backfilling;
    summary.itemCount = index.itemCount;
    summary.sizeBytes = index.sizeBytes;
    return summary;
}

} // namespace

TableSummary tableSummaryOf(const TableDescription &table)
{
    TableSummary summary;
    summary.name = qs(table.name);
    summary.keys = namesOf(table.key);
    summary.partitionKeyType = typeOf(table.key.partitionKey);
    summary.sortKeyType = typeOf(table.key.sortKey);
    for (const IndexDescription &index : table.indexes)
        summary.indexes.push_back(indexSummaryOf(index));
    summary.itemCount = table.itemCount;
    summary.billingMode = qs(table.billingMode);
    if (table.stream.enabled)
        summary.streamViewType = qs(table.stream.viewType);
    return summary;
}

TableSummary tableSummaryFrom(const boost::json::object &table)
{
    auto described = tableDescriptionFromJson(table);
    if (described.ok())
        return tableSummaryOf(described.value());
    // An endpoint whose indexes are described loosely (no definitions for their keys): the
    // table's own key still makes the grid work.
    boost::json::object tableOnly = table;
    tableOnly.erase("GlobalSecondaryIndexes");
    tableOnly.erase("LocalSecondaryIndexes");
    if (auto keysOnly = tableDescriptionFromJson(tableOnly); keysOnly.ok())
        return tableSummaryOf(keysOnly.value());
    TableSummary summary; // a description the engine cannot read: nothing but its name
    if (const auto *name = table.if_contains("TableName"); name && name->is_string())
        summary.name = qs(name->get_string());
    return summary;
}

} // namespace tablesmith::gui
