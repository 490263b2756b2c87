#include "core/keys.h"
#include "ops/operations.h"
#include "ops/page.h"
#include "ops/core_names.h"
#include "ops/multi_attribute_query.h"
#include "ops/key_paths.h"
#include "ops/query_key_check.h"
#include "ops/legacy_parameters.h"

#include <tablesmith/key_encoding.h>

namespace tablesmith::ops {
namespace {

using SortOp = expr::KeyCondition::SortOp;

Error unsupportedKeyCondition() { return Error::validation("Query key condition not supported"); }

Status checkKeyValue(const store::KeyAttribute &key, const AttributeValue &value)
{
    if (value.type() != key.type)
        return Error::validation("One or more parameter values were invalid: Condition "
                                 "parameter type does not match schema type");
    return success();
}


Result<store::SortKeyRange> sortKeyRange(const store::KeySchema &schema,
                                         const expr::KeyCondition &condition)
{
    store::SortKeyRange range;
    if (condition.sortOp == SortOp::None)
        return range;
    if (!schema.sortKey || condition.sortKeyName != schema.sortKey->name)
        return unsupportedKeyCondition();
    TS_TRY_STATUS(checkKeyValue(*schema.sortKey, condition.sortKeyValue));
    const std::string value = encodeKey(condition.sortKeyValue);
    switch (condition.sortOp) {
    case SortOp::EQ: range.lower = range.upper = value; break;
    case SortOp::LT: range.upper = value; range.upperExclusive = true; break;
    case SortOp::LE: range.upper = value; break;
    case SortOp::GT: range.lower = value; range.lowerExclusive = true; break;
    case SortOp::GE: range.lower = value; break;
    case SortOp::Between:
        TS_TRY_STATUS(checkKeyValue(*schema.sortKey, condition.sortKeyValue2));
        range.lower = value;
        range.upper = encodeKey(condition.sortKeyValue2);
        if (*range.lower > *range.upper)
            return Error::validation("Invalid KeyConditionExpression: The BETWEEN operator "
                                     "requires upper bound to be greater than or equal to lower "
                                     "bound");
        break;
    case SortOp::BeginsWith:
        if (schema.sortKey->type == AttributeType::N)
            return unsupportedKeyCondition();
        range.lower = value;
        range.upper = core::prefixSuccessor(value);
        range.upperExclusive = true;
        break;
    case SortOp::None: break;
    }
    return range;
}

// Narrows the range to what follows ExclusiveStartKey in the query's direction.
void resumeAfter(store::SortKeyRange &range, const std::string &startSortKey, bool forward)
{
    auto &bound = forward ? range.lower : range.upper;
    bool &exclusive = forward ? range.lowerExclusive : range.upperExclusive;
    const bool tighter = !bound || (forward ? startSortKey >= *bound : startSortKey <= *bound);
    if (tighter) {
        bound = startSortKey;
        exclusive = true;
    }
}

// A Query's KeyConditionExpression, which it must have.
Result<std::string_view> keyConditionText(const json::object &request)
{
    TS_TRY_ASSIGN(auto text, optionalString(request, "KeyConditionExpression"));
    if (!text)
        return Error::validation("Either the KeyConditions or KeyConditionExpression parameter "
                                 "must be specified in the request.");
    return *text;
}

Result<expr::KeyCondition> keyCondition(const store::KeySchema &key,
                                        std::vector<expr::KeyConditionTerm> terms)
{
    TS_TRY_ASSIGN(expr::KeyCondition condition, expr::keyConditionOf(std::move(terms)));
    expr::alignKeyCondition(condition, key.partitionKey.name);
    // The partition key with an operator other than "=" is one the service does not support
    // (Alternator's test_key_conditions.py, against it); not naming it at all is "missed".
    if (condition.partitionKeyName != key.partitionKey.name
        && condition.sortKeyName == key.partitionKey.name)
        return Error::validation("Query key condition not supported");
    if (condition.partitionKeyName != key.partitionKey.name)
        return Error::validation("Query condition missed key schema element: "
                                 + key.partitionKey.name);
    TS_TRY_STATUS(checkKeyValue(key.partitionKey, condition.partitionKeyValue));
    return condition;
}

// The key condition as written, before any table is known: present, of valid syntax, each
// condition on one top-level attribute with an allowed operator, its names and values defined.
// Which attributes it may name is the key schema's to say, after the table is found (keyRange).
Result<std::vector<expr::KeyConditionTerm>> keyConditionAlone(const json::object &request,
                                                              expr::Placeholders &placeholders)
{
    if (!legacy::checkKeyConditionsIndexable(request)) // refused once the table is found
        return std::vector<expr::KeyConditionTerm>();
    TS_TRY_ASSIGN(std::string_view text, keyConditionText(request));
    return expr::parseKeyConditionTerms(text, placeholders);
}

// ExclusiveStartKey's values, each valid alone: checked before the table, as the service does
// (dynalite test/scan.js and test/query.js, recorded with tables that do not exist). Whether
// they are the key is the key schema's to say, after the table (exclusiveStartKey, page.h).
Status checkStartKeyValues(const json::object &request)
{
    TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
    if (!start)
        return success();
    auto key = itemFromJson(*start);
    if (key)
        return success();
    // The service prefixes only some of its value faults here (as recorded: a value with no
    // or two types, a false NULL, an empty string or binary set), not number or duplicate ones.
    Error error = key.takeError();
    const std::string_view message = error.message;
    const bool prefixed = message.starts_with("Supplied AttributeValue")
                          || message.ends_with("Null attribute value types must have the value "
                                               "of true")
                          || message.ends_with("An string set  may not be empty")
                          || message.ends_with("Binary sets should not be empty");
    if (error.kind == ErrorKind::ValidationException && prefixed)
        error.message = "The provided starting key is invalid: " + error.message;
    return error;
}

struct SegmentRange {
    std::int64_t low = INT64_MIN;
    std::int64_t high = INT64_MAX;
    std::int64_t segment = 0;
    std::int64_t total = 1;
    bool contains(std::int64_t hash) const { return hash >= low && hash <= high; }
};

// Parallel scan: as the service assigns them (dynalite reproduces it, its recorded tests
// confirm), segment i of n holds the partitions whose hash begins, in its first 12 bits, from
// ceil(4096 i / n) to ceil(4096 (i + 1) / n) - 1. Past 4096 segments some hold nothing.
Result<SegmentRange> segmentRange(const json::object &request)
{
    TS_TRY_ASSIGN(auto segment, optionalInteger(request, "Segment"));
    TS_TRY_ASSIGN(auto total, optionalInteger(request, "TotalSegments"));
    if (!segment && !total)
        return SegmentRange{};
    if (!total)
        return Error::validation("The TotalSegments parameter is required but was not present "
                                 "in the request when Segment parameter is present");
    if (!segment)
        return Error::validation("The Segment parameter is required but was not present in the "
                                 "request when parameter TotalSegments is present");
    if (*total < 1 || *total > 1000000)
        return constraintError(std::to_string(*total), "TotalSegments", *total < 1
            ? "Member must have value greater than or equal to 1"
            : "Member must have value less than or equal to 1000000");
    if (*segment < 0 || *segment >= *total)
        return Error::validation("The Segment parameter is zero-based and must be less than "
                                 "parameter TotalSegments: Segment: " + std::to_string(*segment)
                                 + " is not less than TotalSegments: " + std::to_string(*total));
    constexpr std::int64_t kPrefixes = 4096; // the first 12 bits of a partition's hash
    auto firstPrefix = [&](std::int64_t i) { return (kPrefixes * i + *total - 1) / *total; };
    const std::int64_t first = firstPrefix(*segment);
    const std::int64_t end = firstPrefix(*segment + 1); // one past the last
    // Hashes keep the service's order with the sign bit flipped (key_encoding.h).
    auto toHash = [](std::uint64_t u) { return static_cast<std::int64_t>(u ^ (1ull << 63)); };
    SegmentRange range;
    range.segment = *segment;
    range.total = *total;
    if (first >= end) { // an empty segment: nothing is in [low, high]
        range.low = INT64_MAX;
        range.high = INT64_MIN;
        return range;
    }
    range.low = toHash(static_cast<std::uint64_t>(first) << 52);
    range.high = toHash((static_cast<std::uint64_t>(end) << 52) - 1);
    return range;
}

Error startKeyOfAnotherSegment(const SegmentRange &segment)
{
    return Error::validation("The provided starting key is invalid: Invalid ExclusiveStartKey. "
                             "Please use ExclusiveStartKey with correct Segment. TotalSegments: "
                             + std::to_string(segment.total)
                             + " Segment: " + std::to_string(segment.segment));
}

// A client's KeyConditionExpression with more conditions than the key schema queried has
// attributes, as the service words it (the text third-party client test suites pin for the
// service, read 2026-10, for "pk = :p AND sk > :a AND extra = :b" on a two-attribute key; not
// a recording of our own). Two conditions on a partition key alone keep the answers below:
// nothing recorded says which check the service makes first there.
Status checkConditionCount(const store::KeySchema &key, std::size_t conditions)
{
    const std::size_t attributes = key.partitionKeyCount() + key.sortKeyCount();
    if (conditions <= attributes || conditions <= 2)
        return success();
    return Error::validation("The number of query conditions (" + std::to_string(conditions)
                             + ") exceeds the number of key attributes defined in the schema ("
                             + std::to_string(attributes) + ")");
}

// The partition and sort key range a Query's KeyConditionExpression selects.
Result<IndexKeyRange> keyRange(const store::KeySchema &key,
                               std::vector<expr::KeyConditionTerm> terms)
{
    if (key.multiAttribute())
        return multiAttributeKeyRange(key, terms);
    TS_TRY_ASSIGN(expr::KeyCondition condition, keyCondition(key, std::move(terms)));
    IndexKeyRange out;
    TS_TRY_ASSIGN(out.range, sortKeyRange(key, condition));
    out.partition = storageKey(condition.partitionKeyValue, nullptr);
    return out;
}

// Whether an ExclusiveStartKey's sort key satisfies the key condition's sort key predicate.
bool withinSortRange(const store::SortKeyRange &range, const std::string &sortKey)
{
    if (range.lower && (range.lowerExclusive ? sortKey <= *range.lower : sortKey < *range.lower))
        return false;
    return !range.upper
        || (range.upperExclusive ? sortKey < *range.upper : sortKey <= *range.upper);
}

// Where a Query resumes: after its ExclusiveStartKey, in the table or in the index queried.
struct QueryStart {
    std::optional<store::StorageKey> table;
    std::optional<store::IndexEntryKey> index;
    bool present() const { return table || index; }
};

// The start key's table key is checked whole, then its place in the query: in the partition
// queried and, under a sort key condition, within it (dynalite's query.js, as recorded; a
// start key of another partition under a sort key condition is refused in other words).
Result<QueryStart> queryStart(const store::TableSchema &table, const store::IndexSchema *index,
                              const IndexKeyRange &keys, const json::object &request)
{
    QueryStart start;
    if (index) {
        TS_TRY_ASSIGN(start.index, indexStartKey(table, *index, request, StartKeyOf::Query));
    } else {
        TS_TRY_ASSIGN(start.table, exclusiveStartKey(table, request, StartKeyOf::Query));
    }
    if (!start.present())
        return start;
    const std::string &partition =
        index ? start.index->index.partitionKey : start.table->partitionKey;
    const std::string &sortKey = index ? start.index->index.sortKey : start.table->sortKey;
    const bool samePartition = partition == keys.partition.partitionKey;
    if (!keys.range.lower && !keys.range.upper) { // no sort key condition
        if (!samePartition)
            return Error::validation("The provided starting key is outside query boundaries "
                                     "based on provided conditions");
        return start;
    }
    if (!withinSortRange(keys.range, sortKey))
        return Error::validation("The provided starting key does not match the range key "
                                 "predicate");
    if (!samePartition)
        return Error::validation("The query can return at most one row and cannot be "
                                 "restarted");
    return start;
}

// The rows a Query reads: from the table, or from an index partition, after its start key.
Status readPartition(State &state, const store::TableSchema &table, const PageOptions &options,
                     IndexKeyRange keys, const QueryStart &start, bool forward, Page &page)
{
    auto visit = [&](const store::Row &row) { return page.add(row); };
    if (options.index)
        return store::queryIndexPartition(state.db, table, *options.index, keys.partition,
                                          keys.range, forward, start.index, visit);
    if (start.table)
        resumeAfter(keys.range, start.table->sortKey, forward);
    return store::queryPartition(state.db, table, keys.partition, keys.range, forward, visit);
}

// `keyPaths`: the filter's and projection's paths, checked once the start key is (the service
// answers a start key of another segment first: dynalite's scan.js).
Status readSegment(State &state, const store::TableSchema &table, const PageOptions &options,
                   const SegmentRange &segment, const json::object &request,
                   const std::vector<expr::Path> &keyPaths, Page &page)
{
    auto visit = [&](const store::Row &row) { return page.add(row); };
    if (options.index) {
        TS_TRY_ASSIGN(auto start, indexStartKey(table, *options.index, request, StartKeyOf::Scan));
        if (start && segment.total > 1 && !segment.contains(start->index.hash))
            return startKeyOfAnotherSegment(segment);
        TS_TRY_STATUS(checkKeyPathsAreScalar(table, keyPaths));
        return store::scanIndex(state.db, table, *options.index, segment.low, segment.high,
                                start, visit);
    }
    TS_TRY_ASSIGN(auto start, exclusiveStartKey(table, request, StartKeyOf::Scan));
    if (start && segment.total > 1 && !segment.contains(start->hash))
        return startKeyOfAnotherSegment(segment);
    TS_TRY_STATUS(checkKeyPathsAreScalar(table, keyPaths));
    return store::scanHashRange(state.db, table, segment.low, segment.high, start, visit);
}

// A Query's filter runs on the items its key condition found, so DynamoDB refuses one that
// names a key attribute of the table or index queried: that belongs in the key condition.
// (A request with QueryFilter arrives rewritten as a FilterExpression, the QueryFilter kept.)
Status checkFilterOnKeys(const store::KeySchema &key, const PageOptions &options,
                         const json::object &request)
{
    if (options.filter.empty())
        return success();
    const std::set<std::string> names = filteredNames(options.filter);
    const std::string_view member =
        request.contains("QueryFilter") ? "QueryFilter" : "Filter Expression";
    std::string named;
    key.forEachAttribute([&](const store::KeyAttribute &attribute) {
        if (named.empty() && names.contains(attribute.name))
            named = attribute.name;
    });
    if (!named.empty())
        return Error::validation(std::string(member)
                                 + " can only contain non-primary key attributes: Primary "
                                   "key attribute: "
                                 + named);
    return success();
}

// The key condition against the key schema queried, and the start key's attributes with it,
// in the service's order (query_key_check.h). A condition on a key the engine does not write
// (several HASH or RANGE attributes) is checked by multiAttributeKeyRange.
Status checkKeyConditionAgainstKey(const store::TableSchema &table,
                                   const store::IndexSchema *index,
                                   const std::vector<expr::KeyConditionTerm> &terms,
                                   const json::object &request,
                                   const core::WrittenExpressions &written)
{
    const store::KeySchema &key = index ? index->key : table.key;
    // A client's expression with more conditions than the key has attributes, first.
    if (!written.wrote(expr::ExpressionKind::KeyCondition))
        TS_TRY_STATUS(checkConditionCount(key, terms.size()));
    if (!key.multiAttribute()) {
        TS_TRY_ASSIGN(const json::object *keyConditions, optionalObject(request, "KeyConditions"));
        TS_TRY_ASSIGN(const json::object *start, optionalObject(request, "ExclusiveStartKey"));
        std::set<std::string> startKeyNames;
        auto add = [&](const store::KeyAttribute &a) { startKeyNames.insert(a.name); };
        table.key.forEachAttribute(add);
        key.forEachAttribute(add);
        TS_TRY_STATUS(checkQueryKeySchema(key, keyConditions ? legacyQueryKeyTerms(*keyConditions)
                                                             : queryKeyTerms(terms),
                                          start, startKeyNames.size()));
    }
    return legacy::checkKeyConditionsIndexable(request);
}

// The paths a read's ProjectionExpression and FilterExpression name.
std::vector<expr::Path> readPaths(const PageOptions &options,
                                  const std::optional<std::vector<expr::Path>> &projection)
{
    std::vector<expr::Path> paths = expr::documentPaths(options.filter);
    if (projection)
        std::ranges::copy(*projection, std::back_inserter(paths));
    return paths;
}

} // namespace

// What a Query says alone (its key condition's syntax, its other expressions, their names and
// values, paging) is checked before its table is looked up, as the service orders it: dynalite's
// test/query.js, recorded against the service, gets these faults, not ResourceNotFoundException,
// for a table that does not exist. What needs the key schema (the key attributes named, the
// index, ExclusiveStartKey) is checked after.
Result<json::object> query(State &state, const json::object &request)
{
    TS_TRY_STATUS(checkStartKeyValues(request));
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    TS_TRY_ASSIGN(auto terms, keyConditionAlone(request, names));
    std::optional<std::vector<expr::Path>> paths;
    TS_TRY_ASSIGN(PageOptions options, pageOptions(request, names, paths));
    TS_TRY_STATUS(names.checkAllUsed());
    TS_TRY_ASSIGN(auto forwardParam, optionalBool(request, "ScanIndexForward"));

    TS_TRY_ASSIGN(store::TableSchema *table, findTable(state, request));
    TS_TRY_ASSIGN(const store::IndexSchema *index, requestedIndex(*table, request));
    const store::KeySchema &key = index ? index->key : table->key;
    TS_TRY_STATUS(checkKeyConditionAgainstKey(*table, index, terms, request, state.written));
    TS_TRY_ASSIGN(IndexKeyRange keys, keyRange(key, std::move(terms)));
    TS_TRY_ASSIGN(QueryStart start, queryStart(*table, index, keys, request));
    TS_TRY_STATUS(checkFilterOnKeys(key, options, request));
    TS_TRY_STATUS(checkSelectOnIndex(index, request));
    TS_TRY_STATUS(checkKeyPathsAreScalar(*table, readPaths(options, paths)));
    options.index = index;
    options.db = &state.db;

    Page page(*table, options);
    TS_TRY_STATUS(readPartition(state, *table, options, std::move(keys), start,
                                forwardParam.value_or(true), page));
    TS_TRY_STATUS(page.status());
    return page.response();
}

// As a Query: what the request says alone first (dynalite's test/scan.js), then the table.
Result<json::object> scan(State &state, const json::object &request)
{
    TS_TRY_STATUS(checkStartKeyValues(request));
    TS_TRY_ASSIGN(SegmentRange segment, segmentRange(request));
    TS_TRY_ASSIGN(expr::Placeholders names, placeholders(request, state.written));
    std::optional<std::vector<expr::Path>> paths;
    TS_TRY_ASSIGN(PageOptions options, pageOptions(request, names, paths));
    TS_TRY_STATUS(names.checkAllUsed());

    TS_TRY_ASSIGN(store::TableSchema *table, findTable(state, request));
    TS_TRY_ASSIGN(const store::IndexSchema *index, requestedIndex(*table, request));
    TS_TRY_STATUS(checkSelectOnIndex(index, request));
    options.index = index;
    options.db = &state.db;

    Page page(*table, options);
    TS_TRY_STATUS(readSegment(state, *table, options, segment, request,
                              readPaths(options, paths), page));
    TS_TRY_STATUS(page.status());
    return page.response();
}

} // namespace tablesmith::ops
