#include "ops/page.h"
#include "core/indexes.h"
#include "core/keys.h"
#include "core/state.h"
#include "expr/ast.h"
#include "ops/core_names.h"
#include "ops/page_size.h"

#include <algorithm>
#include <set>

namespace tablesmith::ops {
namespace {

void copyKey(const store::KeySchema &schema, const json::object &item, json::object &key)
{
    schema.forEachAttribute(
        [&](const store::KeyAttribute &a) { key.emplace(a.name, item.at(a.name)); });
}

// LastEvaluatedKey: the table's key, and on an index read the index's key too.
json::object keyOf(const store::TableSchema &table, const store::IndexSchema *index,
                   const json::object &item, const json::storage_ptr &storage)
{
    json::object key(storage);
    key.reserve(2 + (index ? index->key.partitionKeyCount() + index->key.sortKeyCount() : 0));
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
    // AttributesToGet with another Select is refused as it is rewritten (legacy_parameters).
    if (select && select != "SPECIFIC_ATTRIBUTES" && hasProjection)
        return Error::validation("Cannot specify the ProjectionExpression when choosing to get "
                                 + selectedText(*select));
    return success();
}

bool projectedBy(const store::TableSchema &table, const store::IndexSchema &index,
                 const std::string &name)
{
    for (const store::KeySchema *key : {&table.key, &index.key})
        if (key->isKeyAttribute(name))
            return true;
    return index.nonKeyAttributes.count(name) > 0;
}

void namesIn(const expr::ast::Operand &operand, std::set<std::string> &names)
{
    if (operand.kind == expr::ast::Operand::Kind::Path && !operand.path.resolved.empty())
        names.insert(operand.path.resolved.front().name);
    for (const expr::ast::Operand &arg : operand.args)
        namesIn(arg, names);
}

// The top-level attributes a FilterExpression reads.
void namesIn(const expr::ast::ConditionNode &node, std::set<std::string> &names)
{
    for (const expr::ast::ConditionNode &child : node.children)
        namesIn(child, names);
    for (const expr::ast::Operand &operand : node.operands)
        namesIn(operand, names);
}

// A local secondary index can answer with more than it projects, reading the rest from the
// table (to filter on, or to return); a global one only ever has what it holds.
bool fetchesFromTable(const store::TableSchema &table, const PageOptions &options)
{
    const store::IndexSchema *index = options.index;
    if (!index || index->global || index->projection == store::IndexSchema::Projection::All
        || !options.db)
        return false;
    for (const std::string &name : filteredNames(options.filter))
        if (!projectedBy(table, *index, name))
            return true;
    if (options.countOnly)
        return false;
    if (options.selectAll)
        return true;
    if (!options.projection)
        return false;
    for (const expr::Path &path : *options.projection)
        if (!path.empty() && !projectedBy(table, *index, path.front().name))
            return true;
    return false;
}

} // namespace

std::set<std::string> filteredNames(const expr::Condition &filter)
{
    std::set<std::string> names;
    if (!filter.empty())
        namesIn(*filter.root(), names);
    return names;
}

std::string selectedText(std::string_view select)
{
    return select == "COUNT" ? "only the Count" : std::string(select);
}

Result<PageOptions> pageOptions(const json::object &request, expr::Placeholders &placeholders,
                                std::optional<std::vector<expr::Path>> &paths)
{
    PageOptions options;
    TS_TRY_ASSIGN(options.limit, limit(request));
    TS_TRY_ASSIGN(auto consistent, optionalBool(request, "ConsistentRead"));
    options.consistentRead = consistent.value_or(false);
    TS_TRY_ASSIGN(options.capacity, returnCapacity(request));
    options.capacityTable = requestedTableName(request);
    TS_TRY_ASSIGN(auto select, optionalEnum(request, "Select",
                                            {"ALL_ATTRIBUTES", "ALL_PROJECTED_ATTRIBUTES",
                                             "SPECIFIC_ATTRIBUTES", "COUNT"}));
    TS_TRY_ASSIGN(paths, projection(request, placeholders));
    TS_TRY_ASSIGN(options.filter, optionalCondition(request, "FilterExpression", placeholders));
    TS_TRY_STATUS(checkSelect(select, paths.has_value()));
    // A table's items have no projection to select; Scan says "Querying" too (the service's
    // words, as DynamoDB-compatible projects quote them; Alternator's test_scan.py checks it).
    if (select == "ALL_PROJECTED_ATTRIBUTES" && !request.contains("IndexName"))
        return Error::validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using "
                                 "an IndexName");
    options.countOnly = select == "COUNT";
    options.selectAll = select == "ALL_ATTRIBUTES";
    options.projection = paths ? &*paths : nullptr;
    return options;
}

Page::Page(const store::TableSchema &table, const PageOptions &options)
    : m_table(table), m_options(options),
      m_sortKey(table.key.sortKey ? table.key.sortKey->name : std::string()),
      m_fetch(fetchesFromTable(table, options))
{
    m_keepsAsRead = !m_fetch && m_options.filter.empty() && !m_options.projection
                    && !m_options.countOnly;
    if (m_options.limit && !m_options.countOnly)
        m_items.reserve(static_cast<std::size_t>(std::min<std::int64_t>(*m_options.limit, 100)));
}

Result<json::value> Page::fetchFromTable(const json::value &entry)
{
    TS_TRY_ASSIGN(Item indexed, itemFromJson(entry));
    TS_TRY_ASSIGN(store::StorageKey key, keyOfItem(m_table.key, indexed));
    TS_TRY_ASSIGN(auto found, store::readItem(*m_options.db, m_table, key));
    if (!found) // cannot happen: the entry is written in the item's transaction
        return Error{ErrorKind::InternalServerError, "index entry without its item"};
    m_fetchUnits += readUnits(found->size, m_options.consistentRead);
    std::optional<json::value> item = m_reader.read(found->json);
    if (!item)
        return Error{ErrorKind::InternalServerError, "stored item is not valid JSON"};
    return std::move(*item);
}

bool Page::fail(Error error)
{
    m_status = std::move(error);
    return false;
}

// Counts a read item toward the page: Limit counts items read, the 1 MB the service's measure
// of them (page_size.h). The item that reaches 1 MB is the page's last.
void Page::countTowardPage(const json::object &item)
{
    m_pageBytes += pageBytes(item, m_sortKey);
    m_full = (m_options.limit && m_scanned >= *m_options.limit) || m_pageBytes >= kMaxPageBytes;
}

// Counts a read item (capacity and Limit count what was read, not what the filter returns)
// and keeps it if it passes the filter.
bool Page::add(const store::Row &row)
{
    ++m_scanned;
    m_bytes += row.size;
    if (m_keepsAsRead)
        return addAsRead(row);
    std::optional<json::value> stored = m_reader.read(row.json);
    if (!stored || !stored->is_object())
        return fail({ErrorKind::InternalServerError, "stored item is not valid JSON"});
    countTowardPage(stored->get_object());
    // Select COUNT without a filter keeps no item: only the key of a page's last one.
    if (m_options.countOnly && m_options.filter.empty() && !m_full) {
        ++m_count;
        return true;
    }
    // The page ends at this item: LastEvaluatedKey is its key, taken before it is moved away.
    if (m_full)
        m_lastEvaluatedKey = keyOf(m_table, m_options.index, stored->get_object(), m_storage);
    Status added = addItem(std::move(*stored));
    if (!added)
        return fail(added.takeError());
    return !m_full;
}

// The common page (no filter, projection or fetch): each item is read in its place in the page.
bool Page::addAsRead(const store::Row &row)
{
    json::value &item = m_items.emplace_back(nullptr);
    if (!m_reader.readInto(row.json, item) || !item.is_object()) {
        m_items.pop_back();
        return fail({ErrorKind::InternalServerError, "stored item is not valid JSON"});
    }
    ++m_count;
    countTowardPage(item.get_object());
    if (m_full)
        m_lastEvaluatedKey = keyOf(m_table, m_options.index, item.get_object(), m_storage);
    return !m_full;
}

Status Page::addItem(json::value &&stored)
{
    json::value fetched; // the table's item, on an LSI read that needs more than the entry
    if (m_fetch) {
        TS_TRY_ASSIGN(fetched, fetchFromTable(stored));
    }
    const json::value &source = m_fetch ? fetched : stored;
    // The filter decodes only the attributes it reads; a projection needs the whole item.
    if (!m_options.filter.empty()) {
        TS_TRY_ASSIGN(const bool kept,
                      expr::evaluateConditionOnJson(m_options.filter, source.as_object()));
        if (!kept)
            return success();
    }
    ++m_count;
    if (m_options.countOnly)
        return success();
    if (m_options.projection) {
        TS_TRY_ASSIGN(Item item, itemFromJson(source));
        m_items.emplace_back(toJson(expr::project(item, *m_options.projection)));
    } else if (m_fetch && m_options.selectAll) {
        m_items.emplace_back(std::move(fetched));
    } else { // ALL_PROJECTED_ATTRIBUTES, even when the filter needed the table's item
        m_items.emplace_back(std::move(stored));
    }
    return success();
}

json::object Page::response()
{
    json::object response(m_storage);
    response.reserve(5);
    if (!m_options.countOnly)
        response.emplace("Items", std::move(m_items));
    response.emplace("Count", m_count);
    response.emplace("ScannedCount", m_scanned);
    if (m_lastEvaluatedKey)
        response.emplace("LastEvaluatedKey", std::move(*m_lastEvaluatedKey));
    if (m_options.capacity == ReturnCapacity::None)
        return response;
    // An index read bills the index, and the table only for what it fetched from it.
    Consumed consumed;
    const double units = readUnits(m_bytes, m_options.consistentRead);
    if (const store::IndexSchema *index = m_options.index) {
        (index->global ? consumed.globalIndexes : consumed.localIndexes)[index->name] = units;
        consumed.table = m_fetchUnits;
    } else {
        consumed.table = units;
    }
    const ReturnCapacity mode = m_options.capacity;
    response.emplace("ConsumedCapacity",
                     consumedCapacity(mode, m_options.capacityTable, consumed, true));
    return response;
}

namespace {

// An ExclusiveStartKey holds exactly the key attributes a LastEvaluatedKey would: a spurious or
// a missing one is refused on the count alone, before any name or value is looked at, in each
// read's words (dynalite's query.js and Alternator's test_scan.py, recorded against the service).
Status checkStartKeySize(const Item &key, std::size_t expected, StartKeyOf read)
{
    if (key.size() == expected)
        return success();
    if (read == StartKeyOf::Scan)
        return Error::validation("The provided starting key is invalid: The provided key "
                                 "element does not match the schema");
    return Error::validation("The provided starting key is invalid");
}

} // namespace

Result<std::optional<store::StorageKey>> exclusiveStartKey(const store::TableSchema &table,
                                                           const json::object &request,
                                                           StartKeyOf read)
{
    TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
    if (!start)
        return std::optional<store::StorageKey>();
    TS_TRY_ASSIGN(Item key, itemFromJson(*start));
    TS_TRY_STATUS(checkStartKeySize(key, table.key.sortKey ? 2 : 1, read));
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
    if (index->backfilling())
        return Error::validation("Cannot read from backfilling global secondary index: "
                                 + index->name);
    TS_TRY_ASSIGN(auto consistent, optionalBool(request, "ConsistentRead"));
    if (index->global && consistent.value_or(false))
        return Error::validation("Consistent reads are not supported on global secondary "
                                 "indexes");
    return index;
}

Status checkSelectOnIndex(const store::IndexSchema *index, const json::object &request)
{
    TS_TRY_ASSIGN(auto select, optionalString(request, "Select"));
    if (index && index->global && select == "ALL_ATTRIBUTES"
        && index->projection != store::IndexSchema::Projection::All)
        return Error::validation("One or more parameter values were invalid: Select type "
                                 "ALL_ATTRIBUTES is not supported for global secondary index "
                                 + index->name + " because its projection type is not ALL");
    return success();
}

Result<std::optional<store::IndexEntryKey>> indexStartKey(const store::TableSchema &table,
                                                          const store::IndexSchema &index,
                                                          const json::object &request,
                                                          StartKeyOf read)
{
    TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
    if (!start)
        return std::optional<store::IndexEntryKey>();
    TS_TRY_ASSIGN(Item key, itemFromJson(*start));
    // The index's key attributes and the table's, each once.
    std::set<std::string> names;
    auto add = [&](const store::KeyAttribute &a) { names.insert(a.name); };
    table.key.forEachAttribute(add);
    index.key.forEachAttribute(add);
    TS_TRY_STATUS(checkStartKeySize(key, names.size(), read));
    // The index's attributes by name; the table's with their values, below (dynalite's
    // query.js, as recorded: a start key without the table's key is refused with its reason).
    std::string missing;
    index.key.forEachAttribute([&](const store::KeyAttribute &a) {
        if (missing.empty() && !key.contains(a.name))
            missing = a.name;
    });
    if (!missing.empty())
        return Error::validation("The provided starting key is invalid");
    // The table's key first, whole and of its types: the entry's key is built from it.
    Item tableKey;
    for (const store::KeyAttribute *attribute :
         {&table.key.partitionKey, table.key.sortKey ? &*table.key.sortKey : nullptr}) {
        auto found = attribute ? key.find(attribute->name) : key.end();
        if (found != key.end())
            tableKey.insert(*found);
    }
    const bool hasTableKey = keyFromKeyParameter(table.key, tableKey).ok();
    auto entry = hasTableKey ? indexEntryKey(table, index, key) : std::nullopt;
    if (!entry)
        return Error::validation("The provided starting key is invalid: The provided key "
                                 "element does not match the schema");
    return entry;
}

} // namespace tablesmith::ops
