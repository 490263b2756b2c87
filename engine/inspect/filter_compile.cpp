// Compiles a Lambda event-filter pattern (EventBridge syntax) into rules, refusing what Lambda
// refuses when a mapping is created, with the position of the offending text.

#include "inspect/filter_rules.h"

#include <set>

namespace tablesmith::inspect {
namespace {

using Kind = JsonNode::Kind;

struct Failure {
    CompileError error;
};

[[noreturn]] void fail(const JsonNode &node, std::string message)
{
    throw Failure{{node.offset, std::max<std::size_t>(node.length, 1), std::move(message)}};
}

[[noreturn]] void failKey(const JsonNode::Member &member, std::string message)
{
    throw Failure{{member.keyOffset, member.keyLength, std::move(message)}};
}

const std::string &stringOperand(const JsonNode &node, std::string_view op)
{
    if (node.kind != Kind::String)
        fail(node, std::string(op) + " takes a string");
    return node.text;
}

// "prefix": "us-" or "prefix": {"equals-ignore-case": "us-"}.
void affix(ValueRule &rule, const JsonNode &operand, std::string_view op)
{
    if (operand.kind == Kind::Object && operand.members.size() == 1
        && operand.members[0].key == "equals-ignore-case") {
        rule.ignoreCase = true;
        rule.text = foldAscii(stringOperand(operand.members[0].value, "equals-ignore-case"));
        return;
    }
    rule.text = stringOperand(operand, op);
}

void wildcard(WildcardSegments &segments, const JsonNode &operand)
{
    std::string message;
    if (!parseWildcard(stringOperand(operand, "wildcard"), segments, message))
        fail(operand, message);
}

// {"anything-but": {"prefix": ...}} and its suffix, equals-ignore-case and wildcard kin.
void anythingButObject(ValueRule &rule, const JsonNode &operand)
{
    if (operand.members.size() != 1)
        fail(operand, "anything-but takes one of prefix, suffix, equals-ignore-case, wildcard");
    const JsonNode::Member &inner = operand.members[0];
    std::vector<const JsonNode *> values;
    if (inner.value.kind == Kind::Array && inner.key != "prefix" && inner.key != "suffix") {
        for (const JsonNode &item : inner.value.items)
            values.push_back(&item);
    } else {
        values.push_back(&inner.value);
    }
    using E = ValueRule::Exclusion;
    if (inner.key == "prefix" || inner.key == "suffix") {
        rule.exclusion = inner.key == "prefix" ? E::Prefix : E::Suffix;
        rule.strings.push_back(stringOperand(*values[0], inner.key));
    } else if (inner.key == "equals-ignore-case") {
        rule.exclusion = E::EqualsIgnoreCase;
        for (const JsonNode *value : values)
            rule.strings.push_back(foldAscii(stringOperand(*value, inner.key)));
    } else if (inner.key == "wildcard") {
        rule.exclusion = E::Wildcard;
        for (const JsonNode *value : values)
            wildcard(rule.wildcards.emplace_back(), *value);
    } else {
        failKey(inner, "anything-but does not take \"" + inner.key + "\"");
    }
}

void anythingBut(ValueRule &rule, const JsonNode &operand)
{
    rule.exclusion = ValueRule::Exclusion::Values;
    if (operand.kind == Kind::Object)
        return anythingButObject(rule, operand);
    std::vector<const JsonNode *> values;
    if (operand.kind == Kind::Array) {
        if (operand.items.empty())
            fail(operand, "anything-but needs at least one value");
        for (const JsonNode &item : operand.items)
            values.push_back(&item);
    } else {
        values.push_back(&operand);
    }
    const Kind first = values[0]->kind;
    for (const JsonNode *value : values) {
        if (value->kind != Kind::String && value->kind != Kind::Number)
            fail(*value, "anything-but takes strings or numbers");
        if (value->kind != first)
            fail(*value, "anything-but takes only strings or only numbers, not both");
        if (value->kind == Kind::String)
            rule.strings.push_back(value->text);
        else
            rule.numbers.push_back(value->number);
    }
}

void bound(ValueRule &rule, const JsonNode &opNode, const JsonNode &valueNode, bool second)
{
    if (opNode.kind != Kind::String)
        fail(opNode, "numeric expects an operator: =, <, <=, >, >=");
    if (valueNode.kind != Kind::Number)
        fail(valueNode, "numeric expects a number after \"" + opNode.text + "\"");
    const std::string &op = opNode.text;
    const double value = valueNode.number;
    if (op == "=" && !second) {
        rule.lower = rule.upper = value;
        rule.lowerInclusive = rule.upperInclusive = true;
    } else if ((op == ">" || op == ">=") && !second) {
        rule.lower = value;
        rule.lowerInclusive = op == ">=";
    } else if ((op == "<" || op == "<=") && (!second || rule.lower)) {
        if (rule.upper)
            fail(opNode, "numeric has two upper bounds");
        rule.upper = value;
        rule.upperInclusive = op == "<=";
    } else {
        fail(opNode, second ? "the second bound of a numeric range is < or <="
                            : "numeric expects an operator: =, <, <=, >, >=");
    }
}

void numeric(ValueRule &rule, const JsonNode &operand)
{
    if (operand.kind != Kind::Array || (operand.items.size() != 2 && operand.items.size() != 4))
        fail(operand, "numeric takes [op, number] or [op, number, op, number]");
    bound(rule, operand.items[0], operand.items[1], false);
    if (operand.items.size() == 4) {
        if (operand.items[0].text == "=")
            fail(operand.items[2], "numeric \"=\" takes no second bound");
        bound(rule, operand.items[2], operand.items[3], true);
    }
    if (rule.lower && rule.upper && *rule.lower > *rule.upper)
        fail(operand, "numeric range is empty: its lower bound is above its upper bound");
}

ValueRule operatorRule(const JsonNode &node)
{
    if (node.members.size() != 1)
        fail(node, "a match object holds exactly one operator");
    const JsonNode::Member &m = node.members[0];
    ValueRule rule;
    using K = ValueRule::Kind;
    if (m.key == "prefix" || m.key == "suffix") {
        rule.kind = m.key == "prefix" ? K::Prefix : K::Suffix;
        affix(rule, m.value, m.key);
    } else if (m.key == "equals-ignore-case") {
        rule.kind = K::EqualsIgnoreCase;
        rule.text = foldAscii(stringOperand(m.value, m.key));
    } else if (m.key == "wildcard") {
        rule.kind = K::Wildcard;
        wildcard(rule.wildcard, m.value);
    } else if (m.key == "anything-but") {
        rule.kind = K::AnythingBut;
        anythingBut(rule, m.value);
    } else if (m.key == "numeric") {
        rule.kind = K::Numeric;
        numeric(rule, m.value);
    } else if (m.key == "exists") {
        if (m.value.kind != Kind::Bool)
            fail(m.value, "exists takes true or false");
        rule.kind = K::Exists;
        rule.flag = m.value.boolean;
    } else {
        failKey(m, "unknown match operator \"" + m.key + "\"");
    }
    return rule;
}

ValueRule valueRule(const JsonNode &node)
{
    ValueRule rule;
    using K = ValueRule::Kind;
    switch (node.kind) {
    case Kind::String: rule.kind = K::ExactString, rule.text = node.text; break;
    case Kind::Number:
        rule.kind = K::ExactNumber, rule.number = node.number, rule.integral = node.integral;
        break;
    case Kind::Bool: rule.kind = K::ExactBool, rule.flag = node.boolean; break;
    case Kind::Null: rule.kind = K::ExactNull; break;
    case Kind::Object: return operatorRule(node);
    case Kind::Array: fail(node, "a match value cannot be an array");
    }
    return rule;
}

void compileObject(const JsonNode &node, PatternObject &out);

void orGroup(const JsonNode::Member &member, PatternObject &out)
{
    const JsonNode &list = member.value;
    if (list.kind != Kind::Array || list.items.size() < 2)
        fail(list, "$or takes an array of at least two patterns");
    auto &group = out.orGroups.emplace_back();
    for (const JsonNode &branch : list.items) {
        if (branch.kind != Kind::Object || branch.members.empty())
            fail(branch, "each $or branch is a non-empty pattern object");
        compileObject(branch, group.emplace_back());
    }
}

void field(const JsonNode::Member &member, PatternObject &out)
{
    FieldRule rule;
    rule.name = member.key;
    const JsonNode &value = member.value;
    if (value.kind == Kind::Object) {
        if (value.members.empty())
            fail(value, "\"" + member.key + "\" has an empty pattern object");
        rule.object = std::make_shared<PatternObject>();
        compileObject(value, *rule.object);
    } else if (value.kind == Kind::Array) {
        if (value.items.empty())
            fail(value, "\"" + member.key + "\" has an empty match list");
        for (const JsonNode &item : value.items)
            rule.values.push_back(valueRule(item));
    } else {
        fail(value, "the value of \"" + member.key + "\" must be an array or an object");
    }
    out.fields.push_back(std::move(rule));
}

void compileObject(const JsonNode &node, PatternObject &out)
{
    std::set<std::string_view> seen;
    for (const JsonNode::Member &member : node.members) {
        if (!seen.insert(member.key).second)
            failKey(member, "\"" + member.key + "\" appears twice in one object");
        if (member.key == "$or")
            orGroup(member, out);
        else
            field(member, out);
    }
}

} // namespace

bool compilePattern(const JsonNode &root, PatternObject &out, CompileError &error)
{
    try {
        if (root.kind != Kind::Object)
            fail(root, "a filter pattern is a JSON object");
        compileObject(root, out);
        return true;
    } catch (const Failure &failure) {
        error = failure.error;
        return false;
    }
}

std::string foldAscii(std::string_view text)
{
    std::string folded(text);
    for (char &c : folded) {
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    }
    return folded;
}

bool parseWildcard(std::string_view text, WildcardSegments &segments, std::string &message)
{
    segments.assign(1, std::string());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '*') {
            if (i + 1 < text.size() && text[i + 1] == '*') {
                message = "wildcard cannot have two consecutive '*'";
                return false;
            }
            segments.emplace_back();
        } else if (c == '\\') {
            if (i + 1 >= text.size() || (text[i + 1] != '*' && text[i + 1] != '\\')) {
                message = "in a wildcard, '\\' escapes only '*' or '\\'";
                return false;
            }
            segments.back() += text[++i];
        } else {
            segments.back() += c;
        }
    }
    return true;
}

bool wildcardMatches(const WildcardSegments &segments, std::string_view text)
{
    if (segments.size() == 1)
        return text == segments[0];
    const std::string &first = segments.front();
    const std::string &last = segments.back();
    if (text.size() < first.size() + last.size() || !text.starts_with(first)
        || !text.ends_with(last))
        return false;
    // The middle runs, leftmost first, between the fixed prefix and suffix.
    std::size_t pos = first.size();
    const std::size_t end = text.size() - last.size();
    for (std::size_t i = 1; i + 1 < segments.size(); ++i) {
        const std::size_t found = text.substr(0, end).find(segments[i], pos);
        if (found == std::string_view::npos)
            return false;
        pos = found + segments[i].size();
    }
    return true;
}

} // namespace tablesmith::inspect
