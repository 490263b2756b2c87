#include "condition_check.h"

#include "resolve.h"
#include "values.h"

namespace tablesmith::expr {
namespace {

using ast::Function;
using ast::Operand;

std::size_t operandCount(Function function)
{
    switch (function) {
    case Function::AttributeType:
    case Function::BeginsWith:
    case Function::Contains:
        return 2;
    default:
        return 1;
    }
}

bool isPath(const Operand &operand) { return operand.kind == Operand::Kind::Path; }

std::string operandTypeError(std::string_view function, std::string_view type)
{
    return "Incorrect operand type for operator or function; operator or function: "
           + std::string(function) + ", operand type: " + std::string(type);
}

// "a = a" can only ever be true or false: DynamoDB rejects it.
std::optional<std::string> checkDistinct(std::string_view op, const Operand &a, const Operand &b)
{
    if (!isPath(a) || !isPath(b) || a.path.resolved != b.path.resolved)
        return std::nullopt;
    return "The first operand must be distinct from the remaining operands for this operator "
           "or function; operator: " + std::string(op) + ", first operand: "
           + ast::pathText(a.path.resolved);
}

std::optional<std::string> checkAttributeType(const Operand &call)
{
    auto type = staticType(call.args[1]);
    if (type != AttributeType::S)
        return operandTypeError(call.functionName,
                                type ? typeName(*type) : "{NS,SS,L,BS,N,M,B,BOOL,NULL,S}");
    const std::string &name = *call.args[1].value.as<std::string>();
    for (int t = 0; t <= static_cast<int>(AttributeType::BS); ++t) {
        if (typeName(static_cast<AttributeType>(t)) == name)
            return std::nullopt;
    }
    return "Invalid attribute type name found; type: " + name
           + ", valid types: {B,NULL,SS,BOOL,L,BS,N,NS,S,M}";
}

std::optional<std::string> checkFunctionTypes(const Operand &call)
{
    switch (call.function) {
    case Function::AttributeExists:
    case Function::AttributeNotExists:
        if (!isPath(call.args[0]))
            return "Operator or function requires a document path; operator or function: "
                   + call.functionName;
        return std::nullopt;
    case Function::BeginsWith:
        for (const Operand &arg : call.args) {
            auto type = staticType(arg);
            if (type && type != AttributeType::S && type != AttributeType::B)
                return operandTypeError(call.functionName, typeName(*type));
        }
        return std::nullopt;
    case Function::AttributeType:
        return checkAttributeType(call);
    case Function::Size: {
        auto type = staticType(call.args[0]);
        if (type == AttributeType::N || type == AttributeType::BOOL
            || type == AttributeType::NUL)
            return operandTypeError(call.functionName, typeName(*type));
        return std::nullopt;
    }
    default:
        return std::nullopt;
    }
}

std::optional<std::string> checkOperand(const Operand &operand);

std::optional<std::string> checkCall(const Operand &call)
{
    if (call.args.size() != operandCount(call.function))
        return "Incorrect number of operands for operator or function; operator or function: "
               + call.functionName + ", number of operands: " + std::to_string(call.args.size());
    for (const Operand &arg : call.args) {
        if (auto error = checkOperand(arg))
            return error;
    }
    if (call.args.size() == 2) {
        if (auto error = checkDistinct(call.functionName, call.args[0], call.args[1]))
            return error;
    }
    return checkFunctionTypes(call);
}

std::optional<std::string> checkOperand(const Operand &operand)
{
    return operand.kind == Operand::Kind::Call ? checkCall(operand) : std::nullopt;
}

// Only numbers, strings and binaries are ordered: a constant of another type is refused, as
// in checkOrdered below (Alternator's test_condition_expression.py, against the service: list
// bounds are a ValidationException, list attributes a failed condition).
std::optional<std::string> checkBetween(const std::vector<Operand> &operands)
{
    for (const Operand &operand : operands) {
        auto type = staticType(operand);
        if (type && *type != AttributeType::N && *type != AttributeType::S
            && *type != AttributeType::B)
            return operandTypeError("BETWEEN", typeName(*type));
    }
    const Operand &low = operands[1];
    const Operand &high = operands[2];
    if (low.kind != Operand::Kind::Value || high.kind != Operand::Kind::Value)
        return std::nullopt;
    const std::string bounds = "lower bound operand: " + quoteValue(low.value)
                               + ", upper bound operand: " + quoteValue(high.value);
    if (low.value.type() != high.value.type())
        return "The BETWEEN operator requires same data type for lower and upper bounds; "
               + bounds;
    if (compareScalars(low.value, high.value) == std::strong_ordering::greater)
        return "The BETWEEN operator requires upper bound to be greater than or equal to lower "
               "bound; " + bounds;
    return std::nullopt;
}

// <, <=, > and >= order numbers, strings and binaries only. A constant of another type could
// never compare, and DynamoDB refuses the expression instead of failing the condition. The
// text names the type as the service does ("<=, operand type: M", quoted from the service in a
// public client's regression test; "<, operand type: BOOL" recorded by dynamodb-conformance).
std::optional<std::string> checkOrdered(const ast::ConditionNode &node)
{
    if (node.comparison == ast::Comparison::EQ || node.comparison == ast::Comparison::NE)
        return std::nullopt;
    for (const Operand &operand : node.operands) {
        auto type = staticType(operand);
        if (type && *type != AttributeType::N && *type != AttributeType::S
            && *type != AttributeType::B)
            return operandTypeError(ast::comparisonText(node.comparison), typeName(*type));
    }
    return std::nullopt;
}

std::optional<std::string> checkNode(const ast::ConditionNode &node)
{
    for (const Operand &operand : node.operands) {
        if (auto error = checkOperand(operand))
            return error;
    }
    using Kind = ast::ConditionNode::Kind;
    switch (node.kind) {
    case Kind::Compare:
        if (auto error = checkDistinct(ast::comparisonText(node.comparison), node.operands[0],
                                       node.operands[1]))
            return error;
        return checkOrdered(node);
    case Kind::Between:
        return checkBetween(node.operands);
    case Kind::In:
        if (node.operands.size() - 1 > kMaxInOperands)
            return "The IN operator is provided with too many operands; number of operands: "
                   + std::to_string(node.operands.size() - 1);
        return std::nullopt;
    default:
        for (const ast::ConditionNode &child : node.children) {
            if (auto error = checkNode(child))
                return error;
        }
        return std::nullopt;
    }
}

} // namespace

std::optional<AttributeType> staticType(const Operand &operand)
{
    if (operand.kind == Operand::Kind::Value)
        return operand.value.type();
    if (operand.kind == Operand::Kind::Call && operand.function == Function::Size)
        return AttributeType::N;
    return std::nullopt;
}

Status checkCondition(const ast::ConditionNode &node, ExpressionKind kind)
{
    if (auto error = checkNode(node))
        return invalidExpression(kind, *error);
    return success();
}

} // namespace tablesmith::expr
