// Explain for a Query on a GSI with a multi-attribute key: the KeyConditionExpression's terms
// checked by the engine's own rules (ops/multi_attribute_query.h: an equality on every HASH
// attribute, RANGE conditions left to right, types as defined), so the verdict refuses what
// the engine would refuse, with the same text.

#include "design/access_plan_parts.h"
#include "ops/multi_attribute_query.h"

namespace tablesmith::design {
namespace {

using SortOp = expr::KeyCondition::SortOp;

AttributeType keyType(const std::string &name)
{
    return name == "N" ? AttributeType::N : name == "B" ? AttributeType::B : AttributeType::S;
}

store::KeySchema storeKey(const TableKeys &table, const IndexKeys &index)
{
    auto attribute = [&](const std::string &name) {
        return store::KeyAttribute{name, keyType(table.typeOf(name))};
    };
    store::KeySchema key;
    key.partitionKey = attribute(index.partitionKeys.front());
    for (std::size_t i = 1; i < index.partitionKeys.size(); ++i)
        key.morePartitionKeys.push_back(attribute(index.partitionKeys[i]));
    if (!index.sortKeys.empty())
        key.sortKey = attribute(index.sortKeys.front());
    for (std::size_t i = 1; i < index.sortKeys.size(); ++i)
        key.moreSortKeys.push_back(attribute(index.sortKeys[i]));
    return key;
}

std::string termText(const expr::KeyConditionTerm &term)
{
    if (term.op == SortOp::Between)
        return term.name + " BETWEEN " + valueText(term.value) + " AND "
               + valueText(term.value2);
    if (term.op == SortOp::BeginsWith)
        return "begins_with(" + term.name + ", " + valueText(term.value) + ")";
    return term.name + " " + sortOpText(term.op) + " " + valueText(term.value);
}

const expr::KeyConditionTerm *termOn(const std::vector<expr::KeyConditionTerm> &terms,
                                     const std::string &name)
{
    for (const expr::KeyConditionTerm &term : terms)
        if (term.name == name)
            return &term;
    return nullptr;
}

std::string joined(const std::vector<std::string> &names)
{
    std::string text;
    for (const std::string &name : names)
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

} // namespace

Status explainMultiAttributeQuery(RequestContext &context, const TableKeys &table,
                                  const IndexKeys &index, AccessStep &step, std::string &reason)
{
    auto text = context.string("KeyConditionExpression");
    if (!text)
        return Error::validation("Either the KeyConditions or KeyConditionExpression parameter "
                                 "must be specified in the request.");
    TS_TRY_ASSIGN(auto terms, expr::parseKeyConditionTerms(*text, context.placeholders));
    TS_TRY_STATUS(ops::multiAttributeKeyRange(storeKey(table, index), terms));
    // In key order: every HASH attribute, then the RANGE ones as far as they are named.
    step.keyCondition.clear();
    step.sortCondition.clear();
    bool sorted = false;
    for (const std::vector<std::string> *names : {&index.partitionKeys, &index.sortKeys})
        for (const std::string &name : *names)
            if (const expr::KeyConditionTerm *term = termOn(terms, name)) {
                step.keyCondition += (step.keyCondition.empty() ? "" : " AND ") + termText(*term);
                if (names == &index.sortKeys) {
                    step.sortCondition = sortOpText(term->op); // the last one named decides
                    sorted = true;
                }
            }
    reason = "The KeyConditionExpression has equality on " + joined(index.partitionKeys)
             + ", the multi-attribute partition key of " + targetText(table, &index)
             + ": only that partition is read";
    if (sorted)
        reason += ", and the conditions on its sort key attributes (" + joined(index.sortKeys)
                  + ", compared left to right) narrow it to a range";
    reason += ".";
    return success();
}

} // namespace tablesmith::design
