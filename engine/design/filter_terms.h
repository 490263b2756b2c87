#pragma once
// The parts of a FilterExpression a key could serve: the top-level AND terms that test one
// top-level attribute (equality, IN, a range, BETWEEN, begins_with). Terms under OR or NOT
// cannot become key conditions and are left out.

#include <tablesmith/attribute_value.h>
#include <tablesmith/expression.h>

#include <string>
#include <vector>

namespace tablesmith::design {

struct FilterTerm {
    enum class Op { Equal, In, Range, Between, BeginsWith };
    Op op = Op::Equal;
    std::string attribute;
    std::string text; // as a key condition would say it: `status = "PENDING"`
    std::vector<AttributeValue> values;
};

std::vector<FilterTerm> filterTerms(const expr::Condition &condition);
// True for the terms a sort key condition can take (all but IN).
bool sortKeyCanServe(const FilterTerm &term);

// A value as explain texts show it: "USER#u1" quoted, 42 bare, <binary, 3 bytes>.
std::string valueText(const AttributeValue &value);

} // namespace tablesmith::design
