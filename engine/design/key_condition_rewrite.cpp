// Key conditions on a concatenated key, rewritten on its parts. The partition value must fit
// its template whole: each variable becomes an equality. A sort condition's value is walked
// along the sort template: the parts it fixes whole become equalities, the part it ends
// inside takes begins_with (or the range), and a literal it ends inside only drops out.

#include "design/key_condition_rewrite.h"
#include "design/access_plan_parts.h"

#include <tablesmith/expression.h>

#include <boost/json/object.hpp>

#include <algorithm>
#include <optional>

namespace tablesmith::design {
namespace json = boost::json;
namespace {

using expr::KeyCondition;
using expr::Placeholders;
using SortOp = KeyCondition::SortOp;

std::string quotedValue(const AttributeValue &value)
{
    std::string text = keyText(value);
    return value.type() == AttributeType::N ? text : "\"" + text + "\"";
}

std::string quoted(std::string_view text) { return "\"" + std::string(text) + "\""; }

std::string sortText(std::string_view name, SortOp op, const std::string &a,
                     const std::string &b)
{
    if (op == SortOp::BeginsWith)
        return "begins_with(" + std::string(name) + ", " + a + ")";
    if (op == SortOp::Between)
        return std::string(name) + " BETWEEN " + a + " AND " + b;
    return std::string(name) + " " + sortOpText(op) + " " + a;
}

std::string conditionText(const KeyCondition &c)
{
    std::string text = c.partitionKeyName + " = " + quotedValue(c.partitionKeyValue);
    if (c.sortOp != SortOp::None)
        text += " AND " + sortText(c.sortKeyName, c.sortOp, quotedValue(c.sortKeyValue),
                                   quotedValue(c.sortKeyValue2));
    return text;
}

struct Walk {
    std::vector<std::string> terms;
    bool equivalent = true;
    std::string note;
};

// The parts of `value` that fix whole variables of `t` as equalities; where the value ends
// inside a variable, `last` builds the final term from the variable and the rest.
template<class Last>
bool walkPrefix(const KeyTemplate &t, std::string_view value, Walk &walk, Last last)
{
    const auto &parts = t.parts();
    std::size_t position = 0;
    for (std::size_t i = 0; i < parts.size() && position < value.size(); ++i) {
        std::string_view rest = value.substr(position);
        const std::string &text = parts[i].text;
        if (!parts[i].variable) {
            std::size_t n = std::min(rest.size(), text.size());
            if (rest.substr(0, n) != std::string_view(text).substr(0, n))
                return false;
            position += n;
            continue;
        }
        bool literalNext = i + 1 < parts.size() && !parts[i + 1].variable;
        std::size_t end = literalNext ? rest.find(parts[i + 1].text, 1) : std::string_view::npos;
        if (end == std::string_view::npos) {
            walk.terms.push_back(last(text, rest));
            return true;
        }
        walk.terms.push_back(text + " = " + quoted(rest.substr(0, end)));
        position += end;
    }
    return true;
}

std::optional<Walk> rewritePartition(const KeyTemplate &t, const AttributeValue &value)
{
    auto values = t.match(keyText(value));
    if (!values)
        return std::nullopt;
    Walk walk;
    for (const std::string &variable : t.variables())
        walk.terms.push_back(variable + " = " + quoted(values->at(variable)));
    return walk;
}

// `fixed`: the variables the partition key already fixes by equality.
void rewriteSort(const KeyTemplate &t, const KeyCondition &c,
                 const std::vector<std::string> &fixed, Walk &walk)
{
    std::string value = keyText(c.sortKeyValue);
    bool fits = true;
    if (c.sortOp == SortOp::EQ) {
        auto values = t.match(value);
        fits = bool(values);
        for (const std::string &variable : fits ? t.variables() : std::vector<std::string>())
            walk.terms.push_back(variable + " = " + quoted(values->at(variable)));
    } else if (c.sortOp == SortOp::BeginsWith) {
        fits = walkPrefix(t, value, walk, [](const std::string &v, std::string_view rest) {
            return sortText(v, SortOp::BeginsWith, quoted(rest), {});
        });
    } else {
        std::string upper = keyText(c.sortKeyValue2);
        std::string ranged;
        fits = walkPrefix(t, value, walk, [&](const std::string &v, std::string_view rest) {
            std::string literal = t.parts().front().variable ? "" : t.parts().front().text;
            std::string high = upper.rfind(literal, 0) == 0 ? upper.substr(literal.size()) : upper;
            ranged = v;
            return sortText(v, c.sortOp, quoted(rest), quoted(high));
        });
        // A range over "a#b" also spans other values of a, unless the partition fixes a.
        for (const std::string &variable : t.variables()) {
            if (variable == ranged)
                break;
            if (std::find(fixed.begin(), fixed.end(), variable) == fixed.end()) {
                walk.equivalent = false;
                walk.note = "a range over the concatenation also spans other values of " +
                            variable + "; on the parts it keeps to the one given";
            }
        }
    }
    if (!fits) {
        walk.equivalent = false;
        walk.note = "the sort key value does not fit " + t.text() + ": it reads nothing";
    }
}

RewrittenKeyCondition rewrite(const AccessPattern &pattern, const KeyCondition &condition,
                              const KeyTemplate &partition, const KeyTemplate *sort)
{
    RewrittenKeyCondition result{pattern.name, conditionText(condition), {}, true, {}};
    std::optional<Walk> walk = rewritePartition(partition, condition.partitionKeyValue);
    if (!walk) {
        result.equivalent = false;
        result.note = "the partition key value does not fit " + partition.text();
        return result;
    }
    if (condition.sortOp != SortOp::None && sort)
        rewriteSort(*sort, condition, partition.variables(), *walk);
    std::vector<std::string> written; // a part in both keys is one attribute, said once
    for (const std::string &term : walk->terms) {
        if (std::find(written.begin(), written.end(), term) != written.end())
            continue;
        result.after += (written.empty() ? "" : " AND ") + term;
        written.push_back(term);
    }
    result.equivalent = walk->equivalent;
    result.note = walk->note;
    return result;
}

bool queriesIndex(const AccessPattern &pattern, const IndexDescription &index)
{
    const json::value *name = pattern.request.if_contains("IndexName");
    return name && name->is_string() && name->get_string() == index.name;
}

} // namespace

std::optional<expr::KeyCondition> patternKeyCondition(const AccessPattern &pattern,
                                                      std::string_view partitionKeyName)
{
    const json::value *text = pattern.request.if_contains("KeyConditionExpression");
    if (!text || !text->is_string())
        return std::nullopt;
    const json::value *names = pattern.request.if_contains("ExpressionAttributeNames");
    const json::value *values = pattern.request.if_contains("ExpressionAttributeValues");
    Placeholders placeholders(names && names->is_object() ? &names->get_object() : nullptr,
                              values && values->is_object() ? &values->get_object() : nullptr);
    auto condition = expr::parseKeyCondition(std::string(text->get_string()), placeholders);
    if (!condition)
        return std::nullopt;
    expr::alignKeyCondition(*condition, partitionKeyName);
    return std::move(*condition);
}

std::vector<RewrittenKeyCondition> rewriteKeyConditions(const DesignTable &table,
                                                        const IndexDescription &index,
                                                        const KeyTemplate *partitionTemplate,
                                                        const KeyTemplate *sortTemplate)
{
    std::vector<RewrittenKeyCondition> rewritten;
    for (const AccessPattern &pattern : table.accessPatterns) {
        if (!queriesIndex(pattern, index) || !partitionTemplate)
            continue;
        std::optional<expr::KeyCondition> condition =
            patternKeyCondition(pattern, index.key.partitionKeyName());
        if (!condition) {
            rewritten.push_back({pattern.name, {}, {}, false, "its key condition does not parse"});
            continue;
        }
        rewritten.push_back(rewrite(pattern, *condition, *partitionTemplate, sortTemplate));
    }
    return rewritten;
}

} // namespace tablesmith::design
