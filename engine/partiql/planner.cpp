#include "partiql/planner.h"
#include "partiql/parser.h"

#include <boost/json/array.hpp>

#include <algorithm>
#include <array>
#include <cctype>

namespace tablesmith::partiql {
namespace {

namespace json = boost::json;

std::string_view stringMember(const json::object &o, std::string_view name)
{
    const json::value *v = o.if_contains(name);
    return v && v->is_string() ? std::string_view(v->get_string()) : std::string_view();
}

AttributeType definedType(const json::object &description, std::string_view attribute)
{
    const json::value *defs = description.if_contains("AttributeDefinitions");
    if (defs && defs->is_array())
        for (const json::value &d : defs->get_array())
            if (d.is_object() && stringMember(d.get_object(), "AttributeName") == attribute) {
                const std::string_view type = stringMember(d.get_object(), "AttributeType");
                return type == "N" ? AttributeType::N
                                   : type == "B" ? AttributeType::B : AttributeType::S;
            }
    return AttributeType::S;
}

Result<KeyNames> keyNames(const json::object &description, const json::object &owner)
{
    KeyNames names;
    const json::value *schema = owner.if_contains("KeySchema");
    if (schema && schema->is_array())
        for (const json::value &element : schema->get_array()) {
            if (!element.is_object())
                continue;
            const std::string name(stringMember(element.get_object(), "AttributeName"));
            const bool hash = stringMember(element.get_object(), "KeyType") == "HASH";
            std::string &slot = hash ? names.partition : names.sort;
            if (slot.empty())
                slot = name;
            else
                (hash ? names.morePartitions : names.moreSorts)
                    .emplace_back(name, definedType(description, name));
        }
    if (names.partition.empty())
        return Error::validation("The table description has no partition key");
    names.partitionType = definedType(description, names.partition);
    if (!names.sort.empty())
        names.sortType = definedType(description, names.sort);
    return names;
}

bool isKeyPath(const Expr &e, std::string_view attribute)
{
    return e.kind == Expr::Kind::Path && e.path.size() == 1 && e.path[0].name == attribute;
}

bool isValue(const Expr &e)
{
    return e.kind == Expr::Kind::Literal || e.kind == Expr::Kind::Parameter;
}

// `attribute = value` in either order: the value, or null.
const Expr *equalityValue(const Expr &e, std::string_view attribute)
{
    if (e.kind != Expr::Kind::Compare || e.name != "=")
        return nullptr;
    const Expr &l = *e.args[0], &r = *e.args[1];
    if (isKeyPath(l, attribute) && isValue(r))
        return &r;
    if (isKeyPath(r, attribute) && isValue(l))
        return &l;
    return nullptr;
}

// The partition values a condition pins the key to: `pk = v`, `pk IN [..]`, or an OR of them.
bool partitionValues(const Expr &e, std::string_view pk, std::vector<const Expr *> &values)
{
    if (const Expr *v = equalityValue(e, pk)) {
        values.push_back(v);
        return true;
    }
    if (e.kind == Expr::Kind::In && isKeyPath(*e.args[0], pk)) {
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            if (!isValue(*e.args[i]))
                return false;
            values.push_back(e.args[i].get());
        }
        return true;
    }
    if (e.kind == Expr::Kind::Or)
        return partitionValues(*e.args[0], pk, values) && partitionValues(*e.args[1], pk, values);
    return false;
}

} // namespace

bool isSortKeyCondition(const Expr &e, std::string_view sk)
{
    switch (e.kind) {
    case Expr::Kind::Compare: {
        static constexpr std::array kOps = {"=", "<", "<=", ">", ">="};
        if (std::find(kOps.begin(), kOps.end(), e.name) == kOps.end())
            return false;
        return (isKeyPath(*e.args[0], sk) && isValue(*e.args[1]))
            || (isKeyPath(*e.args[1], sk) && isValue(*e.args[0]));
    }
    case Expr::Kind::Between:
        return isKeyPath(*e.args[0], sk) && isValue(*e.args[1]) && isValue(*e.args[2]);
    case Expr::Kind::Call:
        return e.name == "begins_with" && e.args.size() == 2 && isKeyPath(*e.args[0], sk)
            && isValue(*e.args[1]);
    default: return false;
    }
}

bool mentions(const Expr &e, std::string_view attribute)
{
    if (e.kind == Expr::Kind::Path)
        return !e.path.empty() && e.path[0].name == attribute;
    return std::any_of(e.args.begin(), e.args.end(),
                       [&](const ExprPtr &a) { return mentions(*a, attribute); });
}

namespace {

std::string scanReason(const Statement &select, const KeyNames &key)
{
    if (!select.where)
        return "There is no WHERE clause: every item is read";
    if (select.where->kind == Expr::Kind::Or && mentions(*select.where, key.partition))
        return "The WHERE clause ORs the condition on the partition key " + key.partition
            + " with conditions on other attributes: every item is read";
    return "The WHERE clause has no equality (=) or IN condition on the partition key "
        + key.partition + ": every item is read";
}

std::string quoteName(std::string_view name)
{
    const bool bare = !name.empty()
        && std::all_of(name.begin(), name.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
           })
        && !std::isdigit(static_cast<unsigned char>(name[0]));
    if (bare)
        return std::string(name);
    std::string out = "\"";
    for (char c : name)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string renderValue(const AttributeValue &v)
{
    if (const auto *s = v.as<std::string>()) {
        std::string out = "'";
        for (char c : *s)
            out += c == '\'' ? std::string("''") : std::string(1, c);
        return out + "'";
    }
    if (const auto *n = v.as<Decimal>())
        return n->toString();
    if (const auto *b = v.as<bool>())
        return *b ? "TRUE" : "FALSE";
    if (v.type() == AttributeType::NUL)
        return "NULL";
    return "<" + std::string(typeName(v.type())) + " value>";
}

std::string renderList(const Expr &e, std::size_t from, std::string_view open,
                       std::string_view close)
{
    std::string out(open);
    for (std::size_t i = from; i < e.args.size(); ++i)
        out += (i > from ? ", " : "") + render(*e.args[i]);
    return out + std::string(close);
}

} // namespace

const TableKeys::Index *TableKeys::findIndex(std::string_view index) const
{
    for (const Index &i : indexes)
        if (i.name == index)
            return &i;
    return nullptr;
}

Result<TableKeys> tableKeys(const json::object &description)
{
    TableKeys keys;
    keys.name = std::string(stringMember(description, "TableName"));
    TS_TRY_ASSIGN(keys.key, keyNames(description, description));
    for (const char *member : {"GlobalSecondaryIndexes", "LocalSecondaryIndexes"}) {
        const json::value *list = description.if_contains(member);
        if (!list || !list->is_array())
            continue;
        for (const json::value &index : list->get_array()) {
            if (!index.is_object())
                continue;
            TS_TRY_ASSIGN(KeyNames key, keyNames(description, index.get_object()));
            keys.indexes.push_back({std::string(stringMember(index.get_object(), "IndexName")),
                                    std::move(key), member[0] == 'G'});
        }
    }
    return keys;
}

std::vector<const Expr *> conjuncts(const Expr *where)
{
    std::vector<const Expr *> out;
    if (!where)
        return out;
    if (where->kind != Expr::Kind::And) {
        out.push_back(where);
        return out;
    }
    for (const ExprPtr &side : where->args)
        for (const Expr *c : conjuncts(side.get()))
            out.push_back(c);
    return out;
}

// A multi-attribute key's further HASH attributes, each pinned by an equality among `all`;
// the name of the first one that is not (empty when every one is).
std::string morePartitionValues(const std::vector<const Expr *> &all, const KeyNames &key,
                                SelectPlan &plan, std::vector<const Expr *> &used)
{
    for (const auto &[name, type] : key.morePartitions) {
        const Expr *value = nullptr;
        for (const Expr *c : all)
            if (!value && (value = equalityValue(*c, name)))
                used.push_back(c);
        if (!value)
            return name;
        plan.morePartitionValues.push_back(value);
    }
    return {};
}

namespace {

// The key condition's part on the RANGE attributes, left to right as Query reads them: an
// equality on each while there is one, then a range or begins_with on the next.
void sortConditions(const std::vector<const Expr *> &all, const KeyNames &key, SelectPlan &plan,
                    std::vector<const Expr *> &used)
{
    auto unused = [&](const Expr *c) {
        return std::find(used.begin(), used.end(), c) == used.end();
    };
    for (std::size_t i = 0; i < key.sortCount(); ++i) {
        const std::string name = key.sortAt(i).first;
        const Expr *chosen = nullptr;
        for (const Expr *c : all)
            if (!chosen && unused(c) && equalityValue(*c, name))
                chosen = c;
        const bool equality = chosen != nullptr;
        for (const Expr *c : all)
            if (!chosen && unused(c) && isSortKeyCondition(*c, name))
                chosen = c;
        if (!chosen)
            return;
        plan.sortConditions.push_back(chosen);
        used.push_back(chosen);
        if (!equality)
            return;
    }
}

std::string sortReason(const SelectPlan &plan, const KeyNames &key)
{
    const std::size_t n = plan.sortConditions.size();
    if (n == 0)
        return {};
    if (n == 1)
        return ", narrowed by the condition on the sort key " + key.sort;
    std::string names;
    for (std::size_t i = 0; i < n; ++i)
        names += (i ? ", " : "") + key.sortAt(i).first;
    return ", narrowed by the conditions on the sort key attributes " + names;
}

} // namespace

SelectPlan planSelect(const Statement &select, const KeyNames &key)
{
    SelectPlan plan;
    plan.key = key;
    const std::vector<const Expr *> all = conjuncts(select.where.get());
    for (const Expr *c : all) {
        std::vector<const Expr *> values;
        if (partitionValues(*c, key.partition, values)) {
            plan.partitionValues = std::move(values);
            plan.partitionCondition = c;
            break;
        }
    }
    std::vector<const Expr *> used{plan.partitionCondition};
    const std::string missing =
        plan.partitionCondition ? morePartitionValues(all, key, plan, used) : std::string();
    if (!plan.partitionCondition || !missing.empty()) {
        plan.residual = all;
        plan.morePartitionValues.clear();
        plan.reason = missing.empty()
            ? scanReason(select, key)
            : "The WHERE clause has no equality (=) on the partition key attribute " + missing
                + " of the multi-attribute key: every item is read";
        plan.partitionValues.clear();
        plan.partitionCondition = nullptr;
        return plan;
    }
    plan.query = true;
    sortConditions(all, key, plan, used);
    for (const Expr *c : all)
        if (std::find(used.begin(), used.end(), c) == used.end())
            plan.residual.push_back(c);
    const std::size_t n = plan.partitionValues.size();
    std::string partitionKey = key.partition;
    for (const auto &[name, type] : key.morePartitions)
        partitionKey += ", " + name;
    plan.reason = n == 1
        ? "The WHERE clause has an equality on the partition key " + partitionKey
            + ": one partition is read"
        : "The WHERE clause lists " + std::to_string(n) + " values of the partition key "
            + key.partition + ": one Query per value";
    plan.reason += sortReason(plan, key);
    return plan;
}

Error whereMissesKey()
{
    return Error::validation("Where clause does not contain a mandatory equality on all key "
                             "attributes");
}

Status checkReadable(const KeyNames &key)
{
    if (key.morePartitions.empty() && key.moreSorts.empty())
        return success();
    return Error::validation("PartiQL statements cannot be executed on tables with "
                             "multi-attribute HASH keys or multi-attribute RANGE keys.");
}

Result<const KeyNames *> selectKey(const Statement &select, const TableKeys &keys)
{
    if (select.index.empty()) {
        TS_TRY_STATUS(checkNoOverlap(select.where.get(), keys.key));
        return &keys.key;
    }
    const TableKeys::Index *index = keys.findIndex(select.index);
    if (!index)
        // Unlike Query and Scan, PartiQL names no index here (recorded against the service,
        // eu-west-1, 2026-09-02: tier3/error-messages/indexReads.test.ts).
        return Error::validation("The table does not have the specified index");
    TS_TRY_STATUS(checkReadable(index->key));
    TS_TRY_STATUS(checkNoOverlap(select.where.get(), index->key));
    return &index->key;
}

Result<ItemKeyPlan> planItemKey(const Expr *where, const KeyNames &key)
{
    ItemKeyPlan plan;
    std::vector<std::string> names{key.partition};
    if (!key.sort.empty())
        names.push_back(key.sort);
    for (const Expr *c : conjuncts(where)) {
        bool used = false;
        for (const std::string &name : names) {
            const Expr *v = equalityValue(*c, name);
            if (!v)
                continue;
            const bool seen = std::any_of(plan.key.begin(), plan.key.end(),
                                          [&](const auto &k) { return k.first == name; });
            if (seen)
                return Error::validation("Multiple conditions on same key " + name
                                         + ". Only single item Update/Insert/Delete are "
                                           "supported");
            plan.key.emplace_back(name, v);
            used = true;
        }
        if (!used)
            plan.residual.push_back(c);
    }
    if (plan.key.size() != names.size())
        return whereMissesKey();
    return plan;
}

namespace {

// The service's words for these limits are not documented: these texts are ours.
Status checkInList(const Expr &e, const KeyNames &key)
{
    const std::size_t values = e.args.size() - 1;
    if (isKeyPath(*e.args[0], key.partition) && values > kMaxPartitionValues)
        return Error::validation("The IN operator on the partition key " + key.partition
                                 + " has " + std::to_string(values) + " values; at most "
                                 + std::to_string(kMaxPartitionValues) + " are supported");
    if (values > kMaxInValues)
        return Error::validation("The IN operator on " + render(*e.args[0]) + " has "
                                 + std::to_string(values) + " values; at most "
                                 + std::to_string(kMaxInValues) + " are supported");
    return success();
}

} // namespace

Status checkInLists(const Expr *where, const KeyNames &key, std::size_t partitionValues)
{
    if (where) {
        if (where->kind == Expr::Kind::In)
            TS_TRY_STATUS(checkInList(*where, key));
        for (const ExprPtr &arg : where->args)
            TS_TRY_STATUS(checkInLists(arg.get(), key));
    }
    if (partitionValues > kMaxPartitionValues)
        return Error::validation("The WHERE clause names " + std::to_string(partitionValues)
                                 + " values of the partition key " + key.partition
                                 + "; at most " + std::to_string(kMaxPartitionValues)
                                 + " are supported");
    return success();
}

std::string renderPath(const expr::Path &path)
{
    std::string out;
    for (const expr::PathElement &step : path)
        out += step.name.empty() ? "[" + std::to_string(step.index) + "]"
                                 : (out.empty() ? "" : ".") + quoteName(step.name);
    return out;
}

std::string render(const Expr &e)
{
    switch (e.kind) {
    case Expr::Kind::Path: return renderPath(e.path);
    case Expr::Kind::Literal: return renderValue(e.value);
    case Expr::Kind::Parameter: return "?";
    case Expr::Kind::List: return renderList(e, 0, "[", "]");
    case Expr::Kind::Bag: return renderList(e, 0, "<<", ">>");
    case Expr::Kind::Map: {
        std::string out = "{";
        for (std::size_t i = 0; i < e.args.size(); ++i)
            out += (i ? ", " : "") + renderValue(e.keys[i]) + ": " + render(*e.args[i]);
        return out + "}";
    }
    case Expr::Kind::Compare: return render(*e.args[0]) + " " + e.name + " " + render(*e.args[1]);
    case Expr::Kind::Between:
        return render(*e.args[0]) + " BETWEEN " + render(*e.args[1]) + " AND "
            + render(*e.args[2]);
    case Expr::Kind::In: return render(*e.args[0]) + " IN " + renderList(e, 1, "[", "]");
    case Expr::Kind::And: return render(*e.args[0]) + " AND " + render(*e.args[1]);
    case Expr::Kind::Or: return "(" + render(*e.args[0]) + " OR " + render(*e.args[1]) + ")";
    case Expr::Kind::Not: return "NOT (" + render(*e.args[0]) + ")";
    case Expr::Kind::Is:
        return render(*e.args[0]) + (e.negated ? " IS NOT " : " IS ") + e.name;
    case Expr::Kind::Call: return e.name + renderList(e, 0, "(", ")");
    case Expr::Kind::Add: return render(*e.args[0]) + " + " + render(*e.args[1]);
    case Expr::Kind::Subtract: return render(*e.args[0]) + " - " + render(*e.args[1]);
    case Expr::Kind::Select: return "EXISTS(SELECT …)";
    }
    return {};
}

} // namespace tablesmith::partiql
