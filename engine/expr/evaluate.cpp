// Condition evaluation, as DynamoDB does it: a missing attribute or a comparison of different
// types makes a comparison false (and <> true), never an error.

#include "evaluate.h"

#include "values.h"

#include <algorithm>

namespace tablesmith::expr {
namespace {

using ast::ConditionNode;
using ast::Function;
using ast::Operand;

template<class T>
bool hasElement(const std::vector<T> &set, const T &element)
{
    return std::find(set.begin(), set.end(), element) != set.end();
}

std::optional<std::size_t> sizeOf(const AttributeValue &value)
{
    if (const auto *s = value.as<std::string>())
        return s->size(); // UTF-8 bytes, as DynamoDB counts
    if (const auto *b = value.as<Binary>())
        return b->bytes.size();
    if (const auto *m = value.as<Item>())
        return m->size();
    if (const auto *l = value.as<AttributeValue::List>())
        return l->size();
    if (const auto *ss = value.as<AttributeValue::StringSet>())
        return ss->size();
    if (const auto *ns = value.as<AttributeValue::NumberSet>())
        return ns->size();
    if (const auto *bs = value.as<AttributeValue::BinarySet>())
        return bs->size();
    return std::nullopt;
}

bool beginsWith(const AttributeValue &value, const AttributeValue &prefix)
{
    if (const auto *s = value.as<std::string>(); s && prefix.as<std::string>())
        return s->starts_with(*prefix.as<std::string>());
    if (const auto *b = value.as<Binary>(); b && prefix.as<Binary>())
        return b->bytes.starts_with(prefix.as<Binary>()->bytes);
    return false;
}

bool contains(const AttributeValue &haystack, const AttributeValue &needle)
{
    if (const auto *s = haystack.as<std::string>())
        return needle.as<std::string>() && s->find(*needle.as<std::string>()) != s->npos;
    if (const auto *b = haystack.as<Binary>())
        return needle.as<Binary>() && b->bytes.find(needle.as<Binary>()->bytes) != b->bytes.npos;
    if (const auto *ss = haystack.as<AttributeValue::StringSet>())
        return needle.as<std::string>() && hasElement(*ss, *needle.as<std::string>());
    if (const auto *ns = haystack.as<AttributeValue::NumberSet>())
        return needle.as<Decimal>() && hasElement(*ns, *needle.as<Decimal>());
    if (const auto *bs = haystack.as<AttributeValue::BinarySet>())
        return needle.as<Binary>() && hasElement(*bs, *needle.as<Binary>());
    if (const auto *l = haystack.as<AttributeValue::List>())
        return hasElement(*l, needle);
    return false;
}

bool compare(ast::Comparison op, const AttributeValue *a, const AttributeValue *b)
{
    if (op == ast::Comparison::EQ || op == ast::Comparison::NE) {
        const bool equal = a && b && *a == *b;
        return op == ast::Comparison::EQ ? equal : !equal;
    }
    if (!a || !b)
        return false;
    auto order = compareScalars(*a, *b);
    if (!order)
        return false;
    switch (op) {
    case ast::Comparison::LT: return *order < 0;
    case ast::Comparison::LE: return *order <= 0;
    case ast::Comparison::GT: return *order > 0;
    default: return *order >= 0;
    }
}

bool between(const AttributeValue *value, const AttributeValue *low, const AttributeValue *high)
{
    return compare(ast::Comparison::GE, value, low) && compare(ast::Comparison::LE, value, high);
}

bool in(const ConditionNode &node, const Item &item)
{
    OperandValue subject = evaluateOperand(node.operands[0], item);
    if (!subject.get())
        return false;
    return std::any_of(node.operands.begin() + 1, node.operands.end(), [&](const Operand &o) {
        OperandValue candidate = evaluateOperand(o, item);
        return candidate.get() && *candidate.get() == *subject.get();
    });
}

bool callCondition(const Operand &call, const Item &item)
{
    OperandValue first = evaluateOperand(call.args[0], item);
    const AttributeValue *a = first.get();
    switch (call.function) {
    case Function::AttributeExists: return a != nullptr;
    case Function::AttributeNotExists: return a == nullptr;
    default: break;
    }
    OperandValue second = evaluateOperand(call.args[1], item);
    const AttributeValue *b = second.get();
    if (!a || !b)
        return false;
    switch (call.function) {
    case Function::AttributeType:
        return b->as<std::string>() && typeName(a->type()) == *b->as<std::string>();
    case Function::BeginsWith: return beginsWith(*a, *b);
    case Function::Contains: return contains(*a, *b);
    default: return false;
    }
}

bool evaluateNode(const ConditionNode &node, const Item &item)
{
    using Kind = ConditionNode::Kind;
    switch (node.kind) {
    case Kind::Or:
        return evaluateNode(node.children[0], item) || evaluateNode(node.children[1], item);
    case Kind::And:
        return evaluateNode(node.children[0], item) && evaluateNode(node.children[1], item);
    case Kind::Not:
        return !evaluateNode(node.children[0], item);
    case Kind::Compare:
        return compare(node.comparison, evaluateOperand(node.operands[0], item).get(),
                       evaluateOperand(node.operands[1], item).get());
    case Kind::Between:
        return between(evaluateOperand(node.operands[0], item).get(),
                       evaluateOperand(node.operands[1], item).get(),
                       evaluateOperand(node.operands[2], item).get());
    case Kind::In:
        return in(node, item);
    case Kind::Call:
        return callCondition(node.operands[0], item);
    }
    return false;
}

} // namespace

const AttributeValue *lookup(const Item &item, const Path &path)
{
    if (path.empty() || path[0].name.empty())
        return nullptr;
    auto it = item.find(path[0].name);
    if (it == item.end())
        return nullptr;
    const AttributeValue *value = &it->second;
    for (std::size_t i = 1; i < path.size() && value; ++i) {
        if (path[i].name.empty()) {
            const auto *list = value->as<AttributeValue::List>();
            const auto index = static_cast<std::size_t>(path[i].index);
            value = list && index < list->size() ? &(*list)[index] : nullptr;
        } else {
            const Item *map = value->as<Item>();
            auto child = map ? map->find(path[i].name) : Item::const_iterator{};
            value = map && child != map->end() ? &child->second : nullptr;
        }
    }
    return value;
}

OperandValue evaluateOperand(const Operand &operand, const Item &item)
{
    switch (operand.kind) {
    case Operand::Kind::Path:
        return OperandValue(lookup(item, operand.path.resolved));
    case Operand::Kind::Value:
        return OperandValue(&operand.value);
    case Operand::Kind::Call:
        if (operand.function == Function::Size) {
            OperandValue argument = evaluateOperand(operand.args[0], item);
            auto size = argument.get() ? sizeOf(*argument.get()) : std::nullopt;
            if (size)
                return OperandValue(AttributeValue(Decimal::parse(std::to_string(*size)).value()));
        }
        return OperandValue();
    default:
        return OperandValue();
    }
}

namespace {

void collectAttributeNames(const Operand &operand, std::vector<std::string> &names)
{
    if (operand.kind == Operand::Kind::Path && !operand.path.resolved.empty()) {
        const std::string &name = operand.path.resolved[0].name;
        if (std::find(names.begin(), names.end(), name) == names.end())
            names.push_back(name);
    }
    for (const Operand &arg : operand.args)
        collectAttributeNames(arg, names);
}

void collectAttributeNames(const ConditionNode &node, std::vector<std::string> &names)
{
    for (const ConditionNode &child : node.children)
        collectAttributeNames(child, names);
    for (const Operand &operand : node.operands)
        collectAttributeNames(operand, names);
}

} // namespace

Condition::Condition(std::shared_ptr<const ast::ConditionNode> root) : m_root(std::move(root))
{
    if (m_root)
        collectAttributeNames(*m_root, m_attributeNames);
}

bool evaluateCondition(const Condition &condition, const Item &item)
{
    return condition.empty() || evaluateNode(*condition.root(), item);
}

Result<bool> evaluateConditionOnJson(const Condition &condition,
                                     const boost::json::object &item)
{
    if (condition.empty())
        return true;
    Item attributes;
    for (const std::string &name : condition.attributeNames()) {
        const boost::json::value *json = item.if_contains(name);
        if (!json)
            continue;
        TS_TRY_ASSIGN(AttributeValue value, attributeFromJson(*json));
        attributes.emplace(name, std::move(value));
    }
    return evaluateNode(*condition.root(), attributes);
}

} // namespace tablesmith::expr
