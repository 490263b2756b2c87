#include "ops/query_key_check.h"

#include <boost/json/value.hpp>

#include <algorithm>

namespace tablesmith::ops {

namespace json = boost::json;

namespace {

using SortOp = expr::KeyCondition::SortOp;

const QueryKeyTerm *termOn(const std::vector<QueryKeyTerm> &terms, const std::string &name)
{
    auto found = std::ranges::find(terms, name, &QueryKeyTerm::name);
    return found == terms.end() ? nullptr : &*found;
}

// The start key's value of one key attribute: there, and of the attribute's type.
Status checkStartKeyPart(const store::KeyAttribute &attribute, const json::object &startKey)
{
    const json::value *value = startKey.if_contains(attribute.name);
    if (!value)
        return Error::validation("The provided starting key is invalid");
    const json::object *typed = value->if_object();
    if (!typed || typed->size() != 1 || typed->begin()->key() != typeName(attribute.type))
        return Error::validation("The provided key element does not match the schema");
    return success();
}

// The condition on one key attribute. A lone partition key condition may leave the sort key
// unnamed; anything else must name every key attribute.
Status checkTermOn(const store::KeyAttribute &attribute, bool partition,
                   const store::KeySchema &key, const std::vector<QueryKeyTerm> &terms)
{
    if (partition && !key.sortKey && terms.size() > 1)
        return Error::validation("Query key condition not supported");
    const QueryKeyTerm *term = termOn(terms, attribute.name);
    if (!term) {
        if (partition || terms.size() > 1)
            return Error::validation("Query condition missed key schema element: "
                                     + attribute.name);
        return success();
    }
    if (!term->indexable)
        return Error::validation("Attempted conditional constraint is not an indexable "
                                 "operation");
    const bool typesMatch = std::ranges::all_of(
        term->valueTypes, [&](AttributeType type) { return type == attribute.type; });
    if (!typesMatch)
        return Error::validation("One or more parameter values were invalid: Condition "
                                 "parameter type does not match schema type");
    if (partition && !term->equality)
        return Error::validation("Query key condition not supported");
    return success();
}

bool indexableOperator(std::string_view op)
{
    static constexpr std::string_view kIndexable[] = {"EQ", "LE", "LT", "GE", "GT",
                                                      "BEGINS_WITH", "BETWEEN"};
    return std::ranges::find(kIndexable, op) != std::end(kIndexable);
}

} // namespace

std::vector<QueryKeyTerm> queryKeyTerms(const std::vector<expr::KeyConditionTerm> &terms)
{
    std::vector<QueryKeyTerm> out;
    for (const expr::KeyConditionTerm &term : terms) {
        QueryKeyTerm &t = out.emplace_back();
        t.name = term.name;
        t.equality = term.op == SortOp::EQ;
        t.valueTypes.push_back(term.value.type());
        if (term.op == SortOp::Between)
            t.valueTypes.push_back(term.value2.type());
    }
    return out;
}

// The values were checked when the request was read (legacy_conditions.cpp); what does not
// read here is left out, not refused.
std::vector<QueryKeyTerm> legacyQueryKeyTerms(const json::object &keyConditions)
{
    std::vector<QueryKeyTerm> out;
    for (const auto &[name, entry] : keyConditions) {
        QueryKeyTerm &t = out.emplace_back();
        t.name = name;
        const json::object *condition = entry.if_object();
        const json::value *op = condition ? condition->if_contains("ComparisonOperator") : nullptr;
        const std::string_view opText = op && op->is_string() ? std::string_view(op->get_string())
                                                              : std::string_view();
        t.indexable = indexableOperator(opText);
        t.equality = opText == "EQ";
        const json::value *values = condition ? condition->if_contains("AttributeValueList")
                                              : nullptr;
        if (!values || !values->is_array())
            continue;
        for (const json::value &value : values->get_array()) {
            if (auto parsed = attributeFromJson(value))
                t.valueTypes.push_back(parsed->type());
        }
    }
    return out;
}

Status checkQueryKeySchema(const store::KeySchema &key, const std::vector<QueryKeyTerm> &terms,
                           const json::object *startKey, std::size_t startKeyNames)
{
    if (startKey && startKey->size() != startKeyNames)
        return Error::validation("The provided starting key is invalid");
    std::vector<const store::KeyAttribute *> attributes{&key.partitionKey};
    if (key.sortKey)
        attributes.push_back(&*key.sortKey);
    for (const store::KeyAttribute *attribute : attributes) {
        const bool partition = attribute == attributes.front();
        if (startKey)
            TS_TRY_STATUS(checkStartKeyPart(*attribute, *startKey));
        TS_TRY_STATUS(checkTermOn(*attribute, partition, key, terms));
    }
    return success();
}

} // namespace tablesmith::ops
