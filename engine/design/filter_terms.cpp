#include "design/filter_terms.h"

#include "expr/ast.h"

namespace tablesmith::design {
namespace {

using expr::ast::ConditionNode;
using expr::ast::Operand;

// The attribute an operand names when it is a plain top-level attribute path.
const std::string *topLevelAttribute(const Operand &operand)
{
    if (operand.kind != Operand::Kind::Path || operand.path.resolved.size() != 1 ||
        operand.path.resolved.front().name.empty())
        return nullptr;
    return &operand.path.resolved.front().name;
}

bool isValue(const Operand &operand)
{
    return operand.kind == Operand::Kind::Value;
}

std::optional<FilterTerm> compareTerm(const ConditionNode &node)
{
    using expr::ast::Comparison;
    if (node.comparison == Comparison::NE)
        return std::nullopt;
    const Operand *path = &node.operands[0], *value = &node.operands[1];
    auto comparison = node.comparison;
    if (!topLevelAttribute(*path)) { // `:v < a` reads as `a > :v`
        std::swap(path, value);
        if (comparison == Comparison::LT)
            comparison = Comparison::GT;
        else if (comparison == Comparison::GT)
            comparison = Comparison::LT;
        else if (comparison == Comparison::LE)
            comparison = Comparison::GE;
        else if (comparison == Comparison::GE)
            comparison = Comparison::LE;
    }
    const std::string *attribute = topLevelAttribute(*path);
    if (!attribute || !isValue(*value))
        return std::nullopt;
    FilterTerm term{comparison == Comparison::EQ ? FilterTerm::Op::Equal : FilterTerm::Op::Range,
                    *attribute,
                    "",
                    {value->value}};
    term.text = *attribute + " " + std::string(expr::ast::comparisonText(comparison)) + " " +
                valueText(value->value);
    return term;
}

std::optional<FilterTerm> nodeTerm(const ConditionNode &node)
{
    switch (node.kind) {
    case ConditionNode::Kind::Compare:
        return compareTerm(node);
    case ConditionNode::Kind::Between: {
        const std::string *attribute = topLevelAttribute(node.operands[0]);
        if (!attribute || !isValue(node.operands[1]) || !isValue(node.operands[2]))
            return std::nullopt;
        return FilterTerm{FilterTerm::Op::Between,
                          *attribute,
                          *attribute + " BETWEEN " + valueText(node.operands[1].value) + " AND " +
                              valueText(node.operands[2].value),
                          {node.operands[1].value, node.operands[2].value}};
    }
    case ConditionNode::Kind::In: {
        const std::string *attribute = topLevelAttribute(node.operands[0]);
        if (!attribute)
            return std::nullopt;
        FilterTerm term{FilterTerm::Op::In, *attribute, *attribute + " IN (", {}};
        for (std::size_t i = 1; i < node.operands.size(); ++i) {
            if (!isValue(node.operands[i]))
                return std::nullopt;
            term.values.push_back(node.operands[i].value);
            term.text += (i > 1 ? ", " : "") + valueText(node.operands[i].value);
        }
        term.text += ")";
        return term;
    }
    case ConditionNode::Kind::Call: {
        const Operand &call = node.operands[0];
        if (call.function != expr::ast::Function::BeginsWith || call.args.size() != 2)
            return std::nullopt;
        const std::string *attribute = topLevelAttribute(call.args[0]);
        if (!attribute || !isValue(call.args[1]))
            return std::nullopt;
        return FilterTerm{FilterTerm::Op::BeginsWith,
                          *attribute,
                          "begins_with(" + *attribute + ", " + valueText(call.args[1].value) + ")",
                          {call.args[1].value}};
    }
    default:
        return std::nullopt;
    }
}

void collect(const ConditionNode &node, std::vector<FilterTerm> &terms)
{
    if (node.kind == ConditionNode::Kind::And) {
        for (const ConditionNode &child : node.children)
            collect(child, terms);
        return;
    }
    if (auto term = nodeTerm(node))
        terms.push_back(std::move(*term));
}

std::string jsonQuoted(std::string_view text)
{
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            out += '\\';
        if (c == '\n') {
            out += "\\n";
            continue;
        }
        out += c;
    }
    return out + "\"";
}

} // namespace

std::vector<FilterTerm> filterTerms(const expr::Condition &condition)
{
    std::vector<FilterTerm> terms;
    if (condition.root())
        collect(*condition.root(), terms);
    return terms;
}

bool sortKeyCanServe(const FilterTerm &term)
{
    return term.op != FilterTerm::Op::In;
}

std::string valueText(const AttributeValue &value)
{
    if (const auto *text = value.as<std::string>())
        return jsonQuoted(*text);
    if (const auto *number = value.as<Decimal>())
        return number->toString();
    if (const auto *binary = value.as<Binary>())
        return "<binary, " + std::to_string(binary->bytes.size()) + " bytes>";
    if (const auto *flag = value.as<bool>())
        return *flag ? "true" : "false";
    if (value.type() == AttributeType::NUL)
        return "null";
    return "<" + std::string(typeName(value.type())) + ">";
}

} // namespace tablesmith::design
