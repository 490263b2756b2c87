#include "ops/legacy_conditions.h"
#include "ops/core_names.h"

#include "expr/values.h"
#include "core/request.h"
#include "value/deserializer_errors.h"

#include <tablesmith/attribute_value.h>

#include <algorithm>
#include <array>
#include <compare>
#include <span>
#include <vector>

namespace tablesmith::ops::legacy {
namespace {

constexpr std::string_view kInvalid = "One or more parameter values were invalid: ";

// In the order DynamoDB lists them in its enum constraint message.
constexpr std::array<std::string_view, 13> kOperators = {
    "IN", "NULL", "BETWEEN", "LT", "NOT_CONTAINS", "EQ", "GT", "NOT_NULL", "NE", "LE",
    "BEGINS_WITH", "GE", "CONTAINS"};

// One attribute's comparison, whichever legacy parameter it came from.
struct Comparison {
    std::string_view attribute;
    std::string_view op;
    std::vector<const json::value *> arguments;
    std::vector<AttributeValue> values; // `arguments` decoded
    // Expected's NOT_CONTAINS fails on a missing attribute, as CONTAINS does (unlike NE):
    // Alternator's test_expected.py, against the service, calls it surprising but records it.
    // The filters keep dynalite's reading, where a missing attribute passes.
    bool missingFails = false;
};

std::string enumList()
{
    std::string out;
    for (std::string_view op : kOperators)
        out += (out.empty() ? "" : ", ") + std::string(op);
    return "Member must satisfy enum value set: [" + out + "]";
}

Status checkOperator(std::string_view op, const std::string &memberPrefix)
{
    if (std::find(kOperators.begin(), kOperators.end(), op) == kOperators.end())
        return constraintError("'" + std::string(op) + "'",
                               memberPrefix + ".comparisonOperator", enumList());
    return success();
}

bool arityFits(std::string_view op, std::size_t count)
{
    if (op == "NULL" || op == "NOT_NULL")
        return count == 0;
    if (op == "IN")
        return count >= 1;
    if (op == "BETWEEN")
        return count == 2;
    return count == 1;
}

// EQ and NE compare any type; ordering and containment only scalars; BEGINS_WITH S and B.
bool typeFits(std::string_view op, AttributeType type)
{
    if (op == "EQ" || op == "NE")
        return true;
    if (op == "BEGINS_WITH")
        return type == AttributeType::S || type == AttributeType::B;
    return type == AttributeType::S || type == AttributeType::N || type == AttributeType::B;
}

Status checkBounds(const Comparison &c)
{
    if (c.op != "BETWEEN")
        return success();
    auto order = expr::compareScalars(c.values[0], c.values[1]);
    if (order == std::strong_ordering::greater)
        return Error::validation("The BETWEEN condition was provided a range where the lower "
                                 "bound is greater than the upper bound");
    return success();
}

Status checkArguments(Comparison &c)
{
    for (const json::value *argument : c.arguments) {
        TS_TRY_ASSIGN(AttributeValue value, attributeFromJson(*argument));
        c.values.push_back(std::move(value));
    }
    if (!arityFits(c.op, c.values.size()))
        return Error::validation(std::string(kInvalid) + "Invalid number of argument(s) for the "
                                 + std::string(c.op) + " ComparisonOperator");
    for (const AttributeValue &value : c.values) {
        if (value.type() != c.values.front().type())
            return Error::validation(std::string(kInvalid) + "AttributeValues inside "
                                     "AttributeValueList must be of same type");
        if (!typeFits(c.op, value.type()))
            return Error::validation(std::string(kInvalid) + "ComparisonOperator "
                                     + std::string(c.op) + " is not valid for "
                                     + std::string(typeName(value.type()))
                                     + " AttributeValue type");
    }
    return checkBounds(c);
}

std::string infix(std::string_view op)
{
    if (op == "EQ") return " = ";
    if (op == "NE") return " <> ";
    if (op == "LE") return " <= ";
    if (op == "LT") return " < ";
    if (op == "GE") return " >= ";
    return " > ";
}

std::string joined(std::span<const std::string> values, std::string_view separator)
{
    std::string out;
    for (const std::string &v : values)
        out += (out.empty() ? "" : std::string(separator)) + v;
    return out;
}

// The comparison's arguments are already validated, so only placeholders remain to make.
Result<std::string> comparisonText(const Comparison &c, GeneratedPlaceholders &placeholders)
{
    const std::string name = placeholders.name(c.attribute);
    std::vector<std::string> values;
    for (const json::value *argument : c.arguments) {
        TS_TRY_ASSIGN(std::string key, placeholders.value(*argument));
        values.push_back(std::move(key));
    }
    if (c.op == "NULL") return "attribute_not_exists(" + name + ")";
    if (c.op == "NOT_NULL") return "attribute_exists(" + name + ")";
    if (c.op == "CONTAINS") return "contains(" + name + ", " + values[0] + ")";
    if (c.op == "NOT_CONTAINS" && c.missingFails)
        return "(attribute_exists(" + name + ") AND NOT contains(" + name + ", " + values[0]
               + "))";
    if (c.op == "NOT_CONTAINS") return "NOT contains(" + name + ", " + values[0] + ")";
    if (c.op == "BEGINS_WITH") return "begins_with(" + name + ", " + values[0] + ")";
    if (c.op == "IN") return name + " IN (" + joined(values, ", ") + ")";
    if (c.op == "BETWEEN") return name + " BETWEEN " + values[0] + " AND " + values[1];
    return name + infix(c.op) + values[0];
}

// ComparisonOperator (required) and AttributeValueList (or, in Expected only, Value) read
// from `source`; `prefix` names the structure in constraint messages ("scanFilter.a.member").
Result<Comparison> readComparison(std::string_view attribute, const json::object &source,
                                  const std::string &prefix, bool expected)
{
    Comparison c;
    c.attribute = attribute;
    TS_TRY_ASSIGN(auto op, optionalString(source, "ComparisonOperator"));
    if (!op)
        return constraintError("null", prefix + ".comparisonOperator", "Member must not be null");
    c.op = *op;
    TS_TRY_STATUS(checkOperator(c.op, prefix));
    const json::value *value = expected ? source.if_contains("Value") : nullptr;
    if (value && !value->is_null())
        c.arguments.push_back(value);
    TS_TRY_ASSIGN(const json::array *list, optionalArray(source, "AttributeValueList"));
    if (list)
        for (const json::value &v : *list)
            c.arguments.push_back(&v);
    TS_TRY_STATUS(checkArguments(c));
    return c;
}

// A Condition structure: {ComparisonOperator, AttributeValueList}.
Result<Comparison> readCondition(std::string_view attribute, const json::value &entry,
                                 std::string_view member)
{
    if (entry.is_null())
        return Error::validation("The filter condition for an attribute cannot be null");
    const json::object *condition = entry.if_object();
    if (!condition) // for callers that skip the request check, which refuses it first
        return deserializer::notStructure(entry, deserializer::Position::Element, "Condition");
    return readComparison(attribute, *condition,
                          memberPath(member) + "." + std::string(attribute) + ".member", false);
}

// The conditions a chain joins, flat: the parser builds a chain of AND (or OR) as deep as it is
// long, and the service sets no limit on how many conditions a legacy map holds.
constexpr std::size_t kFlatConditions = 64;

// `parts` joined by `separator`, flat up to kFlatConditions and in parenthesised halves beyond,
// so thousands of conditions nest only as deep as their logarithm.
std::string balanced(std::span<const std::string> parts, const std::string &separator)
{
    if (parts.size() <= kFlatConditions)
        return joined(parts, separator);
    const std::size_t half = parts.size() / 2;
    return "(" + balanced(parts.first(half), separator) + ")" + separator + "("
           + balanced(parts.subspan(half), separator) + ")";
}

Result<std::string> joinConditions(const std::vector<Comparison> &comparisons,
                                   std::string_view conditional,
                                   GeneratedPlaceholders &placeholders)
{
    std::vector<std::string> parts;
    for (const Comparison &c : comparisons) {
        TS_TRY_ASSIGN(std::string text, comparisonText(c, placeholders));
        parts.push_back(comparisons.size() > 1 ? "(" + text + ")" : text);
    }
    return balanced(parts, " " + std::string(conditional) + " ");
}

Status checkExpectedForm(std::string_view attribute, const json::object &e)
{
    const std::string suffix = " for Attribute: " + std::string(attribute);
    auto has = [&](std::string_view m) { return e.contains(m) && !e.at(m).is_null(); };
    const json::value *exists = e.if_contains("Exists");
    const bool existsSet = exists && !exists->is_null();
    auto fail = [&](std::string text) { return Error::validation(std::string(kInvalid) + text); };
    if (existsSet && has("ComparisonOperator"))
        return fail("Exists and ComparisonOperator cannot be used together" + suffix);
    if (has("Value") && has("AttributeValueList"))
        return fail("Value and AttributeValueList cannot be used together" + suffix);
    if (!has("ComparisonOperator") && has("AttributeValueList"))
        return fail("AttributeValueList can only be used with a ComparisonOperator" + suffix);
    TS_TRY_ASSIGN(auto existsFlag, optionalBool(e, "Exists"));
    if (existsFlag == false && has("Value"))
        return fail("Value cannot be used when Exists is false" + suffix);
    if (has("Value") || has("AttributeValueList") || existsFlag == false)
        return success();
    if (has("ComparisonOperator")) {
        const std::string_view op = e.at("ComparisonOperator").is_string()
            ? std::string_view(e.at("ComparisonOperator").get_string()) : std::string_view();
        if (op == "NULL" || op == "NOT_NULL")
            return success();
        return fail("Value or AttributeValueList must be used with ComparisonOperator: "
                    + std::string(op) + suffix);
    }
    return fail("Value must be provided when Exists is "
                + std::string(existsSet ? "true" : "null") + suffix);
}

// An ExpectedAttributeValue: the comparison it stands for.
Result<Comparison> readExpected(std::string_view attribute, const json::value &entry)
{
    if (entry.is_null())
        return Error::validation(std::string(kInvalid) + "ExpectedAttributeValue must not be "
                                 "null for Attribute: " + std::string(attribute));
    const json::object *e = entry.if_object();
    if (!e)
        return deserializer::notStructure(entry, deserializer::Position::Element,
                                          "ExpectedAttributeValue");
    TS_TRY_STATUS(checkExpectedForm(attribute, *e));
    if (e->contains("ComparisonOperator") && !e->at("ComparisonOperator").is_null())
        return readComparison(attribute, *e, "expected." + std::string(attribute) + ".member",
                              true);
    // The Exists form: a Value means "equals it", Exists false means "absent".
    Comparison c;
    c.attribute = attribute;
    const json::value *value = e->if_contains("Value");
    c.op = value && !value->is_null() ? "EQ" : "NULL";
    if (c.op == "EQ")
        c.arguments.push_back(value);
    TS_TRY_STATUS(checkArguments(c));
    return c;
}

bool indexable(std::string_view op)
{
    return op == "EQ" || op == "LE" || op == "LT" || op == "GE" || op == "GT"
           || op == "BEGINS_WITH" || op == "BETWEEN";
}

} // namespace

Result<std::string> filterExpression(const json::object &filter, std::string_view member,
                                     std::string_view conditional,
                                     GeneratedPlaceholders &placeholders)
{
    std::vector<Comparison> comparisons;
    for (const auto &[attribute, entry] : filter) {
        TS_TRY_ASSIGN(Comparison c, readCondition(attribute, entry, member));
        comparisons.push_back(std::move(c));
    }
    return joinConditions(comparisons, conditional, placeholders);
}

Result<std::optional<std::string>> keyConditionExpression(const json::object &conditions,
                                                          GeneratedPlaceholders &placeholders)
{
    // A GSI with a multi-attribute key takes up to eight; a table or single-attribute index
    // refuses more than two when the key condition meets its schema (key_condition.cpp).
    const Error tooMany = Error::validation("Conditions can be of length 1 or 2 only");
    if (conditions.empty() || conditions.size() > 8)
        return tooMany;
    std::vector<Comparison> comparisons;
    bool allIndexable = true;
    for (const auto &[attribute, entry] : conditions) {
        TS_TRY_ASSIGN(Comparison c, readCondition(attribute, entry, "KeyConditions"));
        if (!indexable(c.op) && conditions.size() > 2)
            return tooMany;
        allIndexable = allIndexable && indexable(c.op);
        comparisons.push_back(std::move(c));
    }
    if (!allIndexable)
        return std::optional<std::string>();
    std::vector<std::string> parts;
    for (const Comparison &c : comparisons) {
        TS_TRY_ASSIGN(std::string text, comparisonText(c, placeholders));
        parts.push_back(std::move(text));
    }
    // No parentheses: a KeyConditionExpression is a flat conjunction.
    return std::optional<std::string>(joined(parts, " AND "));
}

Result<std::string> expectedCondition(const json::object &expected, std::string_view conditional,
                                      GeneratedPlaceholders &placeholders)
{
    std::vector<Comparison> comparisons;
    for (const auto &[attribute, entry] : expected) {
        TS_TRY_ASSIGN(Comparison c, readExpected(attribute, entry));
        c.missingFails = true;
        comparisons.push_back(std::move(c));
    }
    return joinConditions(comparisons, conditional, placeholders);
}

} // namespace tablesmith::ops::legacy
