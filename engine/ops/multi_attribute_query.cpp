#include "ops/multi_attribute_query.h"
#include "core/keys.h"

#include <tablesmith/key_encoding.h>

#include <array>

namespace tablesmith::ops {
namespace {

using SortOp = expr::KeyCondition::SortOp;
using Term = expr::KeyConditionTerm;
using core::encodeKeyPart;
using core::escapedKeyComponent;
using core::kKeyComponentAfter;
using core::kKeyComponentEnd;
constexpr std::size_t kNone = 4;

Error notSupported() { return Error::validation("Query key condition not supported"); }

// Where `name` stands among the HASH (or RANGE) attributes; kNone when it is not one.
std::size_t positionOf(const store::KeySchema &key, const std::string &name, bool partition)
{
    const std::size_t count = partition ? key.partitionKeyCount() : key.sortKeyCount();
    for (std::size_t i = 0; i < count; ++i)
        if ((partition ? key.partitionKeyAt(i) : key.sortKeyAt(i)).name == name)
            return i;
    return kNone;
}

Status checkTypes(const store::KeyAttribute &attribute, const Term &term)
{
    const bool between = term.op == SortOp::Between;
    if (term.value.type() != attribute.type || (between && term.value2.type() != attribute.type))
        return Error::validation("One or more parameter values were invalid: Condition "
                                 "parameter type does not match schema type");
    if (term.op == SortOp::BeginsWith && attribute.type == AttributeType::N)
        return Error::validation("Invalid KeyConditionExpression: Incorrect operand type for "
                                 "operator or function; operator or function: begins_with, "
                                 "operand type: N");
    return success();
}

// Each term in its place: partition[i] is the term on the i-th HASH attribute, sort[i] on the
// i-th RANGE attribute, null where the condition names none.
struct PlacedTerms {
    std::array<const Term *, 4> partition{};
    std::array<const Term *, 4> sort{};
};

Result<PlacedTerms> placeTerms(const store::KeySchema &key, const std::vector<Term> &terms)
{
    PlacedTerms placed;
    bool nonKey = false;
    for (const Term &term : terms) {
        const std::size_t p = positionOf(key, term.name, true);
        const std::size_t s = p == kNone ? positionOf(key, term.name, false) : kNone;
        if (p != kNone && term.op != SortOp::EQ)
            return notSupported();
        if (p == kNone && s == kNone) {
            nonKey = true;
            continue;
        }
        TS_TRY_STATUS(checkTypes(p != kNone ? key.partitionKeyAt(p) : key.sortKeyAt(s), term));
        (p != kNone ? placed.partition[p] : placed.sort[s]) = &term;
    }
    for (std::size_t i = 0; i < key.partitionKeyCount(); ++i)
        if (!placed.partition[i])
            return Error::validation("Query condition missed key schema element: "
                                     + key.partitionKeyAt(i).name);
    if (nonKey)
        return notSupported();
    return placed;
}

// RANGE attributes are read left to right: a condition on one needs an equality on each before.
Status checkLeftToRight(const store::KeySchema &key, const PlacedTerms &placed)
{
    for (std::size_t later = 1; later < key.sortKeyCount(); ++later) {
        if (!placed.sort[later])
            continue;
        for (std::size_t prior = 0; prior < later; ++prior)
            if (!placed.sort[prior] || placed.sort[prior]->op != SortOp::EQ)
                return Error::validation("RANGE key attributes " + key.sortKeyAt(prior).name
                                         + " must have equality conditions specified in the "
                                           "query because a condition is present on key "
                                           "attribute "
                                         + key.sortKeyAt(later).name);
    }
    return success();
}


Status checkBetween(const Term &term)
{
    if (term.op == SortOp::Between && encodeKey(term.value) > encodeKey(term.value2))
        return Error::validation("Invalid KeyConditionExpression: The BETWEEN operator requires "
                                 "upper bound to be greater than or equal to lower bound");
    return success();
}

// One RANGE attribute, stored with encodeKey's plain form.
store::SortKeyRange plainRange(const Term &term)
{
    store::SortKeyRange range;
    const std::string value = encodeKey(term.value);
    switch (term.op) {
    case SortOp::EQ: range.lower = range.upper = value; break;
    case SortOp::LT: range.upper = value; range.upperExclusive = true; break;
    case SortOp::LE: range.upper = value; break;
    case SortOp::GT: range.lower = value; range.lowerExclusive = true; break;
    case SortOp::GE: range.lower = value; break;
    case SortOp::Between: range.lower = value; range.upper = encodeKey(term.value2); break;
    case SortOp::BeginsWith:
        range.lower = value;
        range.upper = core::prefixSuccessor(value);
        range.upperExclusive = true;
        break;
    case SortOp::None: break;
    }
    return range;
}

// Several RANGE attributes: `prefix` holds the equalities before the last one named; the last
// one's condition bounds the tuples that follow it.
store::SortKeyRange tupleRange(const std::string &prefix, const Term &term)
{
    store::SortKeyRange range;
    const std::string at = prefix + escapedKeyComponent(term.value);
    const std::string first = at + std::string(kKeyComponentEnd);  // the value's first tuple
    const std::string after = at + std::string(kKeyComponentAfter); // above its last tuple
    if (!prefix.empty()) {
        range.lower = prefix;
        range.upper = core::prefixSuccessor(prefix);
        range.upperExclusive = true;
    }
    switch (term.op) {
    case SortOp::EQ: range.lower = first; range.upper = after; break;
    case SortOp::LT: range.upper = first; break;
    case SortOp::LE: range.upper = after; break;
    case SortOp::GT: range.lower = after; break;
    case SortOp::GE: range.lower = first; break;
    case SortOp::Between:
        range.lower = first;
        range.upper = prefix + escapedKeyComponent(term.value2) + std::string(kKeyComponentAfter);
        break;
    case SortOp::BeginsWith: range.lower = at; range.upper = core::prefixSuccessor(at); break;
    case SortOp::None: break;
    }
    range.upperExclusive = true; // every tuple bound above is just past what matches
    return range;
}

store::SortKeyRange sortKeyRange(const store::KeySchema &key, const PlacedTerms &placed)
{
    std::size_t named = 0;
    while (named < key.sortKeyCount() && placed.sort[named])
        ++named;
    if (named == 0)
        return {};
    if (key.sortKeyCount() == 1)
        return plainRange(*placed.sort[0]);
    std::string prefix;
    for (std::size_t i = 0; i + 1 < named; ++i)
        prefix.append(escapedKeyComponent(placed.sort[i]->value)).append(kKeyComponentEnd);
    return tupleRange(prefix, *placed.sort[named - 1]);
}

} // namespace

Result<IndexKeyRange> multiAttributeKeyRange(const store::KeySchema &key,
                                             const std::vector<Term> &terms)
{
    TS_TRY_ASSIGN(PlacedTerms placed, placeTerms(key, terms));
    TS_TRY_STATUS(checkLeftToRight(key, placed));
    for (const Term *term : placed.sort)
        if (term)
            TS_TRY_STATUS(checkBetween(*term));
    std::array<const AttributeValue *, 4> values{};
    for (std::size_t i = 0; i < key.partitionKeyCount(); ++i)
        values[i] = &placed.partition[i]->value;
    IndexKeyRange out;
    out.partition.partitionKey = encodeKeyPart(values.data(), key.partitionKeyCount());
    out.partition.hash = partitionHash(out.partition.partitionKey);
    out.range = sortKeyRange(key, placed);
    return out;
}

} // namespace tablesmith::ops
