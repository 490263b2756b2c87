// SELECT: one Query per partition value the WHERE clause pins, or one Scan; the conditions the
// key does not serve are evaluated on what they read, as a FilterExpression would be (after
// Limit, so Limit counts items read, as the service counts them).

#include "partiql/execution.h"
#include "partiql/parser.h"
#include "partiql/translate.h"

#include "ops/operations.h"

#include <tablesmith/key_encoding.h>

#include <boost/json/array.hpp>
#include <boost/json/parse.hpp>
#include <boost/json/serialize.hpp>

#include <algorithm>
#include <functional>
#include <set>

namespace tablesmith::partiql {
namespace {

// Where a paged SELECT goes on: which of its Queries, and where in it.
struct Resume {
    std::size_t partition = 0;
    json::value lastKey; // null: from the start of that partition
};

std::string fingerprint(const json::object &request)
{
    std::string text;
    if (const json::value *s = request.if_contains("Statement"); s && s->is_string())
        text = std::string(s->get_string());
    if (const json::value *p = request.if_contains("Parameters"))
        text += json::serialize(*p);
    return std::to_string(std::hash<std::string>{}(text));
}

Result<Resume> readNextToken(const json::object &request)
{
    const json::value *token = request.if_contains("NextToken");
    if (!token || token->is_null())
        return Resume{};
    std::string decoded;
    const Error invalid = Error::validation("Invalid NextToken");
    if (!token->is_string() || !base64Decode(token->get_string(), decoded))
        return invalid;
    json::error_code ec;
    json::value v = json::parse(decoded, ec);
    const json::object *o = v.if_object();
    if (ec || !o || !o->contains("p") || !o->at("p").is_int64() || !o->contains("h"))
        return invalid;
    if (o->at("h") != json::value(fingerprint(request)))
        return Error::validation("NextToken does not match request");
    return Resume{static_cast<std::size_t>(o->at("p").get_int64()),
                  o->contains("k") ? o->at("k") : json::value()};
}

std::string nextToken(const json::object &request, std::size_t partition,
                      const json::value &lastKey)
{
    json::object token{{"p", static_cast<std::int64_t>(partition)},
                       {"h", fingerprint(request)}};
    if (!lastKey.is_null())
        token["k"] = lastKey;
    return base64Encode(json::serialize(token));
}

Error keyTypeMismatch(std::string_view key)
{
    return Error::validation("Key attribute's data type should match its data type in table's "
                             "schema: Key " + std::string(key));
}

Status checkOrderBy(const Statement &s, const SelectPlan &plan)
{
    for (const OrderKey &k : s.orderBy)
        if (k.name != plan.key.partition && k.name != plan.key.sort)
            return Error::validation("Variable reference " + k.name
                                     + " in ORDER BY clause must be part of the primary key");
    if (!s.orderBy.empty() && !s.where)
        return Error::validation("Must have WHERE clause in the statement when using ORDER BY "
                                 "clause.");
    if (!s.orderBy.empty() && !plan.query)
        return Error::validation("Must have at least one non-optional hash key condition in "
                                 "WHERE clause when using ORDER BY clause.");
    return success();
}

bool descending(const Statement &s, std::string_view key)
{
    for (const OrderKey &k : s.orderBy)
        if (k.name == key)
            return k.descending;
    return false;
}

// Everything a SELECT's reads share, worked out once.
struct SelectRun {
    const Statement *select = nullptr;
    SelectPlan plan;
    std::vector<AttributeValue> partitions;
    expr::Condition filter;
    json::object base; // TableName, IndexName, ConsistentRead, ReturnConsumedCapacity
    std::optional<std::int64_t> limit;
};

Status resolvePartitions(SelectRun &run, const ExpressionWriter &values)
{
    for (const Expr *e : run.plan.partitionValues) {
        TS_TRY_ASSIGN(AttributeValue v, values.value(*e));
        if (v.type() != run.plan.key.partitionType)
            return keyTypeMismatch(run.plan.key.partition);
        run.partitions.push_back(std::move(v));
    }
    if (descending(*run.select, run.plan.key.partition) || run.partitions.size() > 1) {
        const bool down = descending(*run.select, run.plan.key.partition);
        std::stable_sort(run.partitions.begin(), run.partitions.end(),
                         [down](const AttributeValue &a, const AttributeValue &b) {
                             return down ? encodeKey(b) < encodeKey(a)
                                         : encodeKey(a) < encodeKey(b);
                         });
    }
    return success();
}

Status compileFilter(SelectRun &run, const std::vector<AttributeValue> &parameters)
{
    if (run.plan.residual.empty())
        return success();
    ExpressionWriter writer(parameters);
    TS_TRY_ASSIGN(std::string text, writer.conditions(run.plan.residual));
    expr::Placeholders placeholders(&writer.names(), &writer.values());
    core::WrittenExpressions::all().markOn(placeholders); // the statement's, not a client's
    auto filter = expr::parseCondition(text, placeholders, expr::ExpressionKind::Filter);
    if (!filter)
        return statementError(filter.takeError());
    run.filter = std::move(*filter);
    return success();
}

std::string flipped(const std::string &op)
{
    return op == "<" ? ">" : op == ">" ? "<" : op == "<=" ? ">=" : op == ">=" ? "<=" : op;
}

// One RANGE attribute's part of KeyConditionExpression, the key named first as the grammar
// wants it.
Result<std::string> sortCondition(const Expr &c,
                                  const std::pair<std::string, AttributeType> &key,
                                  ExpressionWriter &writer)
{
    std::vector<std::string> values;
    for (const ExprPtr &arg : c.args)
        if (arg->kind != Expr::Kind::Path) {
            TS_TRY_ASSIGN(AttributeValue v, writer.value(*arg));
            if (v.type() != key.second)
                return keyTypeMismatch(key.first);
            values.push_back(writer.placeholder(std::move(v)));
        }
    const std::string name = writer.path({{key.first, -1}});
    if (c.kind == Expr::Kind::Between)
        return name + " BETWEEN " + values[0] + " AND " + values[1];
    if (c.kind == Expr::Kind::Call)
        return "begins_with(" + name + ", " + values[0] + ")";
    const bool keyFirst = c.args[0]->kind == Expr::Kind::Path;
    return name + " " + (keyFirst ? c.name : flipped(c.name)) + " " + values[0];
}

// The Query (or Scan) for one partition.
Result<json::object> readRequest(const SelectRun &run, std::size_t partition,
                                 const json::value &lastKey, const BoundStatement &bound)
{
    json::object request = run.base;
    if (run.limit)
        request["Limit"] = *run.limit;
    if (!lastKey.is_null())
        request["ExclusiveStartKey"] = lastKey;
    if (!run.plan.query)
        return request;
    ExpressionWriter writer(bound.parameters);
    std::string key = writer.path({{run.plan.key.partition, -1}}) + " = "
        + writer.placeholder(run.partitions[partition]);
    for (std::size_t i = 0; i < run.plan.morePartitionValues.size(); ++i) {
        const auto &[name, type] = run.plan.key.morePartitions[i];
        TS_TRY_ASSIGN(AttributeValue v, writer.value(*run.plan.morePartitionValues[i]));
        if (v.type() != type)
            return keyTypeMismatch(name);
        key += " AND " + writer.path({{name, -1}}) + " = " + writer.placeholder(std::move(v));
    }
    for (std::size_t i = 0; i < run.plan.sortConditions.size(); ++i) {
        TS_TRY_ASSIGN(std::string sort, sortCondition(*run.plan.sortConditions[i],
                                                      run.plan.key.sortAt(i), writer));
        key += " AND " + sort;
    }
    request["KeyConditionExpression"] = key;
    writer.addTo(request);
    if (descending(*run.select, run.plan.key.sort))
        request["ScanIndexForward"] = false;
    return request;
}

// Keeps the items the filter accepts, projected; in the read's own storage, so an unfiltered
// page is handed on without a copy.
Status keepItems(const SelectRun &run, json::array &read)
{
    if (run.filter.empty() && run.select->selectAll)
        return success();
    json::array kept(read.storage());
    for (json::value &item : read) {
        const json::object &o = item.as_object();
        if (!run.filter.empty()) {
            TS_TRY_ASSIGN(bool keep, expr::evaluateConditionOnJson(run.filter, o));
            if (!keep)
                continue;
        }
        if (run.select->selectAll)
            kept.push_back(std::move(item));
        else
            kept.push_back(projectItem(o, *run.select));
    }
    read = std::move(kept);
    return success();
}

void mentionedNames(const Expr &e, std::set<std::string> &names)
{
    if (e.kind == Expr::Kind::Path && !e.path.empty())
        names.insert(e.path[0].name);
    for (const ExprPtr &arg : e.args)
        mentionedNames(*arg, names);
}

// An LSI answers with attributes it does not project by reading its items from the table, as
// Query on it does, and bills those reads to the table; a GSI only has what it projects.
bool readsFromTable(const store::TableSchema &table, const store::IndexSchema &index,
                    const SelectRun &run)
{
    if (index.global || index.projection == store::IndexSchema::Projection::All)
        return false;
    std::set<std::string> names;
    for (const Expr *c : run.plan.residual)
        mentionedNames(*c, names);
    if (!run.select->selectAll)
        for (const expr::Path &path : run.select->projection)
            names.insert(path[0].name);
    return std::any_of(names.begin(), names.end(), [&](const std::string &name) {
        return !table.key.isKeyAttribute(name) && !index.key.isKeyAttribute(name)
            && !index.nonKeyAttributes.contains(name);
    });
}

// A GSI answers only with what it projects: a projection that names more is refused, every
// attribute it lacks listed in statement order.
Status checkProjected(const store::TableSchema &table, const store::IndexSchema &index,
                      const Statement &s)
{
    if (!index.global || index.projection == store::IndexSchema::Projection::All || s.selectAll)
        return success();
    std::string missing;
    for (const expr::Path &path : s.projection) {
        const std::string &name = path[0].name;
        if (!table.key.isKeyAttribute(name) && !index.key.isKeyAttribute(name)
            && !index.nonKeyAttributes.contains(name))
            missing += (missing.empty() ? "" : ", ") + name;
    }
    if (missing.empty())
        return success();
    return Error::validation("One or more parameter values were invalid: Global secondary index "
                             + index.name + " does not project [" + missing + "]");
}

// A strongly consistent read of a GSI, refused after the index is found and before what it
// projects is checked, in words of PartiQL's own: Query and Scan say "Consistent reads are not
// supported on global secondary indexes" (both recorded against the service, eu-west-1,
// 2026-09-02: tier3/error-messages/indexReads.test.ts).
Status checkConsistentRead(const store::IndexSchema &index, const json::object &request)
{
    const json::value *consistent = request.if_contains("ConsistentRead");
    if (!index.global || !consistent || !consistent->is_bool() || !consistent->get_bool())
        return success();
    return Error::validation("Strongly consistent read is not supported on Global Secondary "
                             "Indexes");
}

Result<SelectRun> prepare(core::State &state, const BoundStatement &bound,
                          const json::object &request)
{
    SelectRun run;
    const Statement &s = *bound.statement;
    run.select = &s;
    run.base["TableName"] = s.table;
    TS_TRY_ASSIGN(store::TableSchema * table, ops::findTable(state, run.base));
    const TableKeys keys = tableKeys(*table);
    TS_TRY_ASSIGN(const KeyNames *key, selectKey(s, keys));
    if (!s.index.empty()) {
        run.base["IndexName"] = s.index;
        const store::IndexSchema &index = *table->findIndex(s.index);
        TS_TRY_STATUS(checkConsistentRead(index, request));
        TS_TRY_STATUS(checkProjected(*table, index, s));
    }
    if (s.count) // our words: the service's for COUNT on other tables are not recorded
        return Error::validation("Unsupported function: COUNT");
    run.plan = planSelect(s, *key);
    TS_TRY_STATUS(checkInLists(s.where.get(), *key, run.plan.partitionValues.size()));
    TS_TRY_STATUS(checkOrderBy(s, run.plan));
    TS_TRY_STATUS(resolvePartitions(run, ExpressionWriter(bound.parameters)));
    TS_TRY_STATUS(compileFilter(run, bound.parameters));
    if (const store::IndexSchema *index = table->findIndex(s.index);
        index && readsFromTable(*table, *index, run))
        run.base["Select"] = "ALL_ATTRIBUTES";
    for (const char *member : {"ConsistentRead", "ReturnConsumedCapacity"})
        if (const json::value *v = request.if_contains(member))
            run.base[member] = *v;
    TS_TRY_ASSIGN(run.limit, ops::optionalInteger(request, "Limit"));
    if (run.limit && *run.limit < 1)
        return ops::constraintError(std::to_string(*run.limit), "Limit",
                                    "Member must have value greater than or equal to 1");
    return run;
}

} // namespace

Result<json::object> runSelect(const Run &calls, const BoundStatement &bound,
                               const json::object &request)
{
    TS_TRY_ASSIGN(SelectRun run, prepare(calls.state, bound, request));
    TS_TRY_ASSIGN(Resume resume, readNextToken(request));
    const std::size_t partitions = run.plan.query ? run.partitions.size() : 1;
    // The first read's response becomes the answer (its items stay where the read put them).
    std::optional<json::object> response;
    json::object capacity;
    std::optional<std::string> token;
    json::value lastKey;
    for (std::size_t p = resume.partition; p < partitions && !token; ++p) {
        TS_TRY_ASSIGN(json::object read,
                      readRequest(run, p, p == resume.partition ? resume.lastKey : json::value(),
                                  bound));
        auto result = run.plan.query ? calls.call("Query", read, ops::query)
                                     : calls.call("Scan", read, ops::scan);
        if (!result)
            return result.takeError();
        json::array &items = result->at("Items").as_array();
        TS_TRY_STATUS(keepItems(run, items));
        if (const json::value *c = result->if_contains("ConsumedCapacity"))
            addCapacity(capacity, c->as_object());
        if (run.limit)
            *run.limit -= result->at("ScannedCount").to_number<std::int64_t>();
        if (const json::value *last = result->if_contains("LastEvaluatedKey")) {
            lastKey = *last;
            token = nextToken(request, p, lastKey);
        } else if (run.limit && *run.limit <= 0 && p + 1 < partitions) {
            token = nextToken(request, p + 1, json::value());
        }
        if (!response) {
            response.emplace(std::move(*result));
            continue;
        }
        json::array &all = response->at("Items").as_array();
        for (json::value &item : items)
            all.push_back(std::move(item));
    }
    if (!response)
        response.emplace(json::object{{"Items", json::array()}});
    for (const char *member : {"Count", "ScannedCount", "LastEvaluatedKey", "ConsumedCapacity"})
        response->erase(member);
    if (token) {
        (*response)["NextToken"] = *token;
        if (!lastKey.is_null())
            (*response)["LastEvaluatedKey"] = lastKey;
    }
    if (!capacity.empty())
        (*response)["ConsumedCapacity"] = std::move(capacity);
    return std::move(*response);
}

TableKeys tableKeys(const store::TableSchema &table)
{
    auto names = [](const store::KeySchema &key) {
        KeyNames out{key.partitionKey.name, {}, key.partitionKey.type, AttributeType::S, {}, {}};
        if (key.sortKey) {
            out.sort = key.sortKey->name;
            out.sortType = key.sortKey->type;
        }
        for (const store::KeyAttribute &more : key.morePartitionKeys)
            out.morePartitions.emplace_back(more.name, more.type);
        for (const store::KeyAttribute &more : key.moreSortKeys)
            out.moreSorts.emplace_back(more.name, more.type);
        return out;
    };
    TableKeys keys{table.name, names(table.key), {}};
    for (const store::IndexSchema &index : table.indexes)
        keys.indexes.push_back({index.name, names(index.key), index.global});
    return keys;
}

void addCapacity(json::object &into, const json::object &from)
{
    for (const auto &[name, value] : from) {
        json::value *mine = into.if_contains(name);
        if (!mine)
            into[name] = value;
        else if (mine->is_number() && value.is_number())
            *mine = mine->to_number<double>() + value.to_number<double>();
        else if (mine->is_object() && value.is_object())
            addCapacity(mine->as_object(), value.as_object());
    }
}

json::object projectItem(const json::object &item, const Statement &select)
{
    json::object out;
    for (const expr::Path &path : select.projection) {
        const json::value *at = item.if_contains(path[0].name);
        std::string name = path[0].name;
        for (std::size_t i = 1; at && i < path.size(); ++i) {
            const expr::PathElement &step = path[i];
            const json::object *typed = at->if_object();
            const json::value *inner =
                typed ? typed->if_contains(step.name.empty() ? "L" : "M") : nullptr;
            if (!inner) {
                at = nullptr;
            } else if (step.name.empty()) {
                const json::array &list = inner->as_array();
                at = static_cast<std::size_t>(step.index) < list.size() ? &list[step.index]
                                                                       : nullptr;
                name += "[" + std::to_string(step.index) + "]";
            } else {
                at = inner->as_object().if_contains(step.name);
                name = step.name;
            }
        }
        if (at)
            out[name] = *at;
    }
    return out;
}

} // namespace tablesmith::partiql
