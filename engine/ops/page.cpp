#include "ops/page.h"
#include "ops/indexes.h"
#include "ops/keys.h"

#include <boost/json/parse.hpp>

namespace tablesmith::ops {
namespace {

void copyKey(const store::KeySchema &schema, const json::object &item, json::object &key)
{
    key[schema.partitionKey.name] = item.at(schema.partitionKey.name);
    if (schema.sortKey)
        key[schema.sortKey->name] = item.at(schema.sortKey->name);
}

// LastEvaluatedKey: the table's key, and on an index read the index's key too.
json::object keyOf(const store::TableSchema &table, const store::IndexSchema *index,
                   const json::object &item)
{
    json::object key;
    copyKey(table.key, item, key);
    if (index)
        copyKey(index->key, item, key);
    return key;
}

Result<std::optional<std::int64_t>> limit(const json::object &request)
{
    TS_TRY_ASSIGN(auto value, optionalInteger(request, "Limit"));
    if (value && *value < 1)
        return constraintError("'" + std::to_string(*value) + "'", "Limit",
                               "Member must have value greater than or equal to 1");
    return value;
}

Status checkSelect(std::optional<std::string_view> select, bool hasProjection)
{
    if (select == "SPECIFIC_ATTRIBUTES" && !hasProjection)
        return Error::validation("Must specify the AttributesToGet or ProjectionExpression when "
                                 "choosing to get SPECIFIC_ATTRIBUTES");
    if (select && select != "SPECIFIC_ATTRIBUTES" && hasProjection)
        return Error::validation("Cannot specify the AttributesToGet or ProjectionExpression "
                                 "when choosing to get " + std::string(*select));
    return success();
}

} // namespace

Result<PageOptions> pageOptions(const json::object &request, expr::Placeholders &placeholders,
                                std::optional<std::vector<expr::Path>> &paths)
{
    PageOptions options;
    TS_TRY_ASSIGN(options.limit, limit(request));
    TS_TRY_ASSIGN(auto consistent, optionalBool(request, "ConsistentRead"));
    options.consistentRead = consistent.value_or(false);
    TS_TRY_ASSIGN(options.capacity, returnCapacity(request));
    TS_TRY_ASSIGN(auto select, optionalEnum(request, "Select",
                                            {"ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES",
                                             "SPECIFIC_ATTRIBUTES", "COUNT"}));
    TS_TRY_ASSIGN(paths, projection(request, placeholders));
    TS_TRY_ASSIGN(options.filter, optionalCondition(request, "FilterExpression", placeholders));
    TS_TRY_STATUS(checkSelect(select, paths.has_value()));
    options.countOnly = select == "COUNT";
    options.projection = paths ? &*paths : nullptr;
    return options;
}

Page::Page(const store::TableSchema &table, const PageOptions &options)
    : m_table(table), m_options(options)
{
}

bool Page::fail(Error error)
{
    m_status = std::move(error);
    return false;
}

// Counts a read item (capacity and Limit count what was read, not what the filter returns)
// and keeps it if it passes the filter.
bool Page::add(const store::Row &row)
{
    json::error_code ec;
    json::value stored = json::parse(row.json, ec, m_storage);
    if (ec || !stored.is_object())
        return fail({ErrorKind::InternalServerError, "stored item is not valid JSON"});
    ++m_scanned;
    m_bytes += row.size;
    m_lastItem.assign(row.json);
    m_full = (m_options.limit && m_scanned >= *m_options.limit) || m_bytes >= kMaxPageBytes;
    Status added = addItem(std::move(stored));
    if (!added)
        return fail(added.takeError());
    return !m_full;
}

Status Page::addItem(json::value stored)
{
    // The filter decodes only the attributes it reads; a projection needs the whole item.
    if (!m_options.filter.empty()) {
        TS_TRY_ASSIGN(const bool kept,
                      expr::evaluateConditionOnJson(m_options.filter, stored.as_object()));
        if (!kept)
            return success();
    }
    ++m_count;
    if (m_options.countOnly)
        return success();
    if (m_options.projection) {
        TS_TRY_ASSIGN(Item item, itemFromJson(stored));
        m_items.emplace_back(toJson(expr::project(item, *m_options.projection)));
    } else {
        m_items.emplace_back(std::move(stored));
    }
    return success();
}

json::object Page::response()
{
    json::object response(m_storage);
    if (!m_options.countOnly)
        response["Items"] = std::move(m_items);
    response["Count"] = m_count;
    response["ScannedCount"] = m_scanned;
    if (m_full)
        response["LastEvaluatedKey"] = keyOf(m_table, m_options.index,
                                               json::parse(m_lastItem).as_object());
    addConsumedCapacity(response, m_options.capacity, m_table.name,
                        readUnits(m_bytes, m_options.consistentRead), true);
    return response;
}

Result<std::optional<store::StorageKey>> exclusiveStartKey(const store::TableSchema &table,
                                                           const json::object &request)
{
    TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
    if (!start)
        return std::optional<store::StorageKey>();
    TS_TRY_ASSIGN(Item key, itemFromJson(*start));
    auto storage = keyFromKeyParameter(table.key, key);
    if (!storage)
        return Error::validation("The provided starting key is invalid: "
                                 + storage.error().message);
    return std::optional<store::StorageKey>(std::move(*storage));
}

Result<const store::IndexSchema *> requestedIndex(const store::TableSchema &table,
                                                  const json::object &request)
{
    TS_TRY_ASSIGN(auto name, optionalString(request, "IndexName"));
    if (!name)
        return static_cast<const store::IndexSchema *>(nullptr);
    const store::IndexSchema *index = table.findIndex(*name);
    if (!index)
        return Error::validation("The table does not have the specified index: "
                                 + std::string(*name));
    TS_TRY_ASSIGN(auto consistent, optionalBool(request, "ConsistentRead"));
    if (index->global && consistent.value_or(false))
        return Error::validation("Consistent reads are not supported on global secondary "
                                 "indexes");
    TS_TRY_ASSIGN(auto select, optionalString(request, "Select"));
    if (index->global && select == "ALL_ATTRIBUTES"
        && index->projection != store::IndexSchema::Projection::All)
        return Error::validation("One or more parameter values were invalid: Select type "
                                 "ALL_ATTRIBUTES is not supported for global secondary index "
                                 + index->name + " because its projection type is not ALL");
    return index;
}

Result<std::optional<store::IndexEntryKey>> indexStartKey(const store::TableSchema &table,
                                                          const store::IndexSchema &index,
                                                          const json::object &request)
{
    TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
    if (!start)
        return std::optional<store::IndexEntryKey>();
    TS_TRY_ASSIGN(Item key, itemFromJson(*start));
    auto entry = indexEntryKey(table, index, key);
    const bool hasTableKey = key.count(table.key.partitionKey.name)
                             && (!table.key.sortKey || key.count(table.key.sortKey->name));
    if (!entry || !hasTableKey)
        return Error::validation("The provided starting key is invalid: The provided key "
                                 "element does not match the schema");
    return entry;
}

} // namespace tablesmith::ops
